// read_input uses stat + read (a regular file straight into the string; a pipe or device in chunks,
// refused as soon as it passes the limit). An OutputBatch writes each file it stages into a mkstemp
// file beside its target, named .NAME.rulecorp-tmp-PID-XXXXXX so that a later run can tell its own
// leftovers (after a SIGKILL) and remove those whose process is gone, at once (a printed one through
// a stream buffer of 64 KB over the file, so it is never held whole) and starts the kernel writing
// it back to disk (sync_file_range, which does not wait), so the disk works while the caller
// computes the rest. commit() flushes them all with one syncfs per file system (one wait for the
// disk instead of one fsync per file: a build writes ~150 files), then, with SIGINT, SIGTERM and
// SIGHUP blocked from the first rename to the last, hard-links each file it replaces to a backup
// name, renames every file into place and removes the backups; a rename that fails, or a signal
// that arrived meanwhile, puts the backups back first, so the batch is replaced whole or not at
// all, and the pending signal is acted on once the folder is whole again. The names of the
// temporary files and of the folders a batch created live in tables of C strings the signal
// handler can read (unlink(), rmdir() and write() are async-signal-safe; std::string is not).
#include "cli/file_io.h"

#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace rulecorp::cli {
namespace {

// Names the signal handler can read: C strings in an array that grows by doubling. A name is
// complete before the count includes it; an array outgrown stays allocated until the table is
// cleared, so that a handler on another thread never reads freed memory. Changed only with the
// cleanup signals blocked (CleanupSignalsBlocked).
class NameTable {
 public:
  void add(const std::string& name) {
    char* copy = new char[name.size() + 1];
    std::memcpy(copy, name.c_str(), name.size() + 1);
    std::size_t n = count_.load();
    if (n == capacity_) {
      std::size_t grown = capacity_ ? capacity_ * 2 : 64;
      char** next = new char*[grown];
      if (n) std::memcpy(next, slots_.load(), n * sizeof(char*));
      if (char** old = slots_.exchange(next)) retired_.push_back(old);
      capacity_ = grown;
    }
    slots_.load()[n] = copy;
    count_.store(n + 1);  // sequentially consistent: the slot before the count
  }
  std::size_t size() const { return count_.load(); }
  const char* operator[](std::size_t i) const { return slots_.load()[i]; }
  // Frees every name and array.
  void clear() {
    std::size_t n = count_.exchange(0);
    char** slots = slots_.exchange(nullptr);
    for (std::size_t i = 0; i < n; ++i) delete[] slots[i];
    delete[] slots;
    for (char** r : retired_) delete[] r;
    retired_.clear();
    capacity_ = 0;
  }
  // From the signal handler: unlink() (or rmdir(), last name first) of every name.
  // The count is read first: an array read after it holds at least that many names.
  void remove_all(bool folders) const noexcept {
    const std::size_t n = count_.load();
    char** slots = slots_.load();
    for (std::size_t i = n; i > 0 && slots; --i) folders ? ::rmdir(slots[i - 1]) : ::unlink(slots[i - 1]);
  }

 private:
  std::atomic<char**> slots_{nullptr};
  std::atomic<std::size_t> count_{0};
  std::size_t capacity_ = 0;
  std::vector<char**> retired_;
};

NameTable g_temps;  // the temporary files of the batch being written
NameTable g_dirs;   // the folders the batch created (outermost first), removed after its files
// Whether the last batch committed is in place and no batch is being written since: the message of
// an interrupted run.
volatile std::sig_atomic_t g_committed = 0;

void say(const char* text) {
  for (std::size_t n = std::strlen(text); n > 0;) {
    ssize_t w = ::write(STDERR_FILENO, text, n);
    if (w <= 0) return;
    text += w;
    n -= static_cast<std::size_t>(w);
  }
}

void on_signal(int sig) {
  const int saved = errno;
  g_temps.remove_all(false);
  g_dirs.remove_all(true);
  say(g_committed ? "rulecorp: interrupted after the output was written; the new output is complete\n"
                  : "rulecorp: interrupted; the previous output is kept\n");
  errno = saved;
  std::signal(sig, SIG_DFL);
  std::raise(sig);  // dies of the signal: exit status 128 + sig (130 SIGINT, 143 SIGTERM, 129 SIGHUP)
}

constexpr int kCleanupSignals[] = {SIGINT, SIGTERM, SIGHUP};

std::runtime_error io_error(const std::string& what, const std::string& path, int err) {
  return std::runtime_error(what + " '" + path + "': " + std::strerror(err));
}

// Writes all of `content` to `fd`; 0, or the errno of the write that failed.
int write_fully(int fd, std::string_view content) {
  std::size_t done = 0;
  while (done < content.size()) {
    ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    done += static_cast<std::size_t>(n);
  }
  return 0;
}

void write_all(int fd, std::string_view content, const std::string& path) {
  if (int err = write_fully(fd, content)) throw io_error("cannot write", path, err);
}

}  // namespace

std::string read_input(const std::string& path, std::uint64_t max_bytes, std::string_view raise_with) {
  const std::string raise = raise_with.empty() ? std::string() : " (raise it with " + std::string(raise_with) + ")";
  std::string data;
  int fd = 0;
  if (path != "-") {
    fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw io_error("cannot open input", path, errno);
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
      int e = errno;
      ::close(fd);
      throw io_error("cannot read input", path, e);
    }
    if (S_ISDIR(st.st_mode)) {
      ::close(fd);
      throw std::runtime_error("input '" + path + "' is a directory, not a file");
    }
    if (S_ISREG(st.st_mode)) {
      if (static_cast<std::uint64_t>(st.st_size) > max_bytes) {
        ::close(fd);
        throw InputTooLarge("input '" + path + "' is " + std::to_string(st.st_size) + " bytes, over the limit of " +
                            std::to_string(max_bytes) + " bytes" + raise);
      }
      data.reserve(static_cast<std::size_t>(st.st_size) + kInputPadding);
      // The size stat gave is read straight into the string (no copy through a buffer); a file
      // that is shorter by now is cut, one that grew is read on below.
      data.resize(static_cast<std::size_t>(st.st_size));
      std::size_t got = 0;
      while (got < data.size()) {
        ssize_t n = ::read(fd, data.data() + got, data.size() - got);
        if (n < 0) {
          if (errno == EINTR) continue;
          int e = errno;
          ::close(fd);
          throw io_error("cannot read input", path, e);
        }
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
      }
      data.resize(got);
    }
  }
  // The rest (all of a pipe or device) in chunks of 1 MiB, counted against the limit as they come:
  // an endless input (/dev/zero) stops at the limit, holding no more than the limit, and no string
  // is regrown (which would hold the old and the new buffer at once).
  constexpr std::size_t kChunk = std::size_t{1} << 20;
  std::vector<std::string> chunks;
  std::uint64_t total = data.size();
  char buf[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      int e = errno;
      if (fd) ::close(fd);
      throw io_error("cannot read input", path, e);
    }
    if (n == 0) break;
    total += static_cast<std::uint64_t>(n);
    if (total > max_bytes) {
      if (fd) ::close(fd);
      throw InputTooLarge("input '" + path + "' is over the limit of " + std::to_string(max_bytes) + " bytes" + raise);
    }
    if (chunks.empty() || chunks.back().size() + static_cast<std::size_t>(n) > kChunk) {
      chunks.emplace_back();
      chunks.back().reserve(kChunk);
    }
    chunks.back().append(buf, static_cast<std::size_t>(n));
  }
  if (fd) ::close(fd);
  if (!chunks.empty()) {
    data.reserve(static_cast<std::size_t>(total) + kInputPadding);
    for (std::string& c : chunks) {
      data += c;
      std::string().swap(c);
    }
  }
  return data;
}

namespace {

// True when `path` is written directly (standard output, an existing file that is not a regular
// one, such as a device), not through a temporary file.
bool direct_target(const std::string& path) {
  struct stat st {};
  return path == "-" || (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode));
}

// The folder of `path` ("." when it names none).
std::string dir_of(const std::string& path) {
  std::string::size_type slash = path.rfind('/');
  return slash == std::string::npos ? "." : path.substr(0, slash == 0 ? 1 : slash);
}

// A stream buffer writing into file `fd` through 64 KB: what a stream prints goes to the file as
// the buffer fills. A write fault is kept (the stream goes bad) and thrown by finish().
class FileBuffer : public std::streambuf {
 public:
  FileBuffer(int fd, const std::string& path) : fd_(fd), path_(path), buffer_(1 << 16) {
    setp(buffer_.data(), buffer_.data() + buffer_.size());
  }
  // Writes what is buffered; throws the first write fault.
  void finish() {
    flush();
    if (error_) throw io_error("cannot write", path_, error_);
  }
  std::size_t written() const { return written_; }

 protected:
  int_type overflow(int_type c) override {
    if (!flush()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return flush() ? 0 : -1; }

 private:
  bool flush() {
    if (error_) return false;
    const std::string_view pending(pbase(), static_cast<std::size_t>(pptr() - pbase()));
    if ((error_ = write_fully(fd_, pending))) return false;
    written_ += pending.size();
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    return true;
  }

  int fd_;
  const std::string& path_;
  std::vector<char> buffer_;
  std::size_t written_ = 0;
  int error_ = 0;
};

// Writes `content` to `path` directly (standard output, a device); true when it did.
bool write_direct(const std::string& path, std::string_view content) {
  if (path == "-") {
    std::cout.write(content.data(), static_cast<std::streamsize>(content.size()));
    std::cout.flush();
    if (!std::cout) throw std::runtime_error("cannot write to standard output");
    return true;
  }
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode)) return false;
  if (S_ISDIR(st.st_mode)) throw std::runtime_error("output '" + path + "' is a directory");
  int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) throw io_error("cannot open output", path, errno);
  try {
    write_all(fd, content, path);
  } catch (...) {
    ::close(fd);
    throw;
  }
  if (::close(fd) != 0) throw io_error("cannot write", path, errno);
  return true;
}

// SIGINT, SIGTERM and SIGHUP held back while it lives, so the handler never sees the tables half
// changed, nor the folder between two renames of a commit; a signal that arrives meanwhile is
// acted on when it ends.
class CleanupSignalsBlocked {
 public:
  CleanupSignalsBlocked() {
    sigset_t block;
    sigemptyset(&block);
    for (int sig : kCleanupSignals) sigaddset(&block, sig);
    ::pthread_sigmask(SIG_BLOCK, &block, &old_);
  }
  ~CleanupSignalsBlocked() { ::pthread_sigmask(SIG_SETMASK, &old_, nullptr); }
  CleanupSignalsBlocked(const CleanupSignalsBlocked&) = delete;
  CleanupSignalsBlocked& operator=(const CleanupSignalsBlocked&) = delete;

 private:
  sigset_t old_;
};

// True when one of the cleanup signals is pending and would act when unblocked (not ignored).
bool interrupt_pending() {
  sigset_t pending;
  sigemptyset(&pending);
  if (::sigpending(&pending) != 0) return false;
  for (int sig : kCleanupSignals) {
    struct sigaction action {};
    if (sigismember(&pending, sig) == 1 && ::sigaction(sig, nullptr, &action) == 0 && action.sa_handler != SIG_IGN)
      return true;
  }
  return false;
}

// Removes the batch's temporary files and the folders it created (after a failure) and empties
// the tables.
void drop_temps() {
  CleanupSignalsBlocked blocked;
  for (std::size_t i = 0; i < g_temps.size(); ++i) ::unlink(g_temps[i]);
  for (std::size_t i = g_dirs.size(); i > 0; --i) ::rmdir(g_dirs[i - 1]);
  g_temps.clear();
  g_dirs.clear();
}

constexpr std::string_view kTempMark = ".rulecorp-tmp-";

// Removes from folder `dir` the temporary files a run of rulecorp left behind when it was killed
// (SIGKILL cannot be caught): regular files named .NAME.rulecorp-tmp-PID-... whose process PID no
// longer runs. Those of a live process (a concurrent run) are left alone.
void remove_stale_temps(const std::string& dir) {
  DIR* d = ::opendir(dir.c_str());
  if (!d) return;  // the temporary file cannot be made there either; open_temp says why
  const long self = static_cast<long>(::getpid());
  while (const dirent* e = ::readdir(d)) {
    std::string_view name(e->d_name);
    std::size_t mark = name.find(kTempMark);
    if (name.empty() || name[0] != '.' || mark == std::string_view::npos) continue;
    std::size_t at = mark + kTempMark.size(), end = at;
    long pid = 0;
    while (end < name.size() && end - at < 10 && name[end] >= '0' && name[end] <= '9') pid = pid * 10 + (name[end++] - '0');
    if (end == at || end >= name.size() || name[end] != '-' || pid <= 0 || pid == self) continue;
    if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;  // alive (or not ours to ask)
    struct stat st {};
    if (::fstatat(::dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode))
      ::unlinkat(::dirfd(d), e->d_name, 0);
  }
  ::closedir(d);
}

}  // namespace

struct OutputBatch::Pending {
  std::string path;  // the target
  std::string temp;  // its temporary file (in g_temps)
};

OutputBatch::OutputBatch() = default;

OutputBatch::~OutputBatch() {
  if (!committed_) drop_temps();
}

void OutputBatch::make_folder(const std::string& dir) {
  // The missing folders, innermost first.
  std::vector<std::string> missing;
  for (std::string d = dir; !d.empty() && d != "/" && d != ".";) {
    struct stat st {};
    if (::stat(d.c_str(), &st) == 0) break;
    missing.push_back(d);
    std::string::size_type slash = d.find_last_of('/');
    if (slash == std::string::npos) break;
    d = d.substr(0, slash);
  }
  for (auto it = missing.rbegin(); it != missing.rend(); ++it) {
    if (::mkdir(it->c_str(), 0777) != 0) {
      if (errno == EEXIST) continue;
      throw io_error("cannot create the output folder", *it, errno);
    }
    CleanupSignalsBlocked blocked;
    g_dirs.add(*it);
  }
}

int OutputBatch::open_temp(const std::string& path, const std::string& dir) {
  std::string::size_type slash = path.rfind('/');
  std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  if (base.size() > 200) {  // room for the mark within a file name's 255 bytes, cut on a UTF-8 boundary
    std::size_t cut = 200;
    while (cut > 0 && (static_cast<unsigned char>(base[cut]) & 0xC0) == 0x80) --cut;
    base.resize(cut);
  }
  if (std::find(dirs_.begin(), dirs_.end(), dir) == dirs_.end()) remove_stale_temps(dir);
  std::string name = dir + "/." + base + std::string(kTempMark) + std::to_string(::getpid()) + "-XXXXXX";
  // Creating the file and recording it happen with the cleanup signals blocked, so an
  // interrupt can never fall between the two and leave the file behind.
  int fd = -1, err = 0;
  {
    CleanupSignalsBlocked blocked;
    g_committed = 0;
    fd = ::mkstemp(name.data());
    err = errno;
    if (fd >= 0) g_temps.add(name);
  }
  if (fd < 0) throw io_error("cannot create a file in the output directory of", path, err);
  pending_.push_back({path, name});
  return fd;
}

void OutputBatch::close_temp(int fd, const std::string& path, const std::string& dir, bool empty) {
  try {
    if (::fchmod(fd, 0644) != 0) throw io_error("cannot write", path, errno);
    // Start writing the bytes back to disk now; commit() waits for them. Only a hint: where the
    // file system cannot, syncfs does it all.
    if (!empty) ::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
  } catch (...) {
    ::close(fd);
    throw;
  }
  if (::close(fd) != 0) throw io_error("cannot write", path, errno);
  if (std::find(dirs_.begin(), dirs_.end(), dir) == dirs_.end()) dirs_.push_back(dir);
}

void OutputBatch::stage(const std::string& path, std::string_view content) {
  try {
    if (write_direct(path, content)) return;
    const std::string dir = dir_of(path);
    const int fd = open_temp(path, dir);
    try {
      write_all(fd, content, path);
    } catch (...) {
      ::close(fd);
      throw;
    }
    close_temp(fd, path, dir, content.empty());
  } catch (...) {
    drop_temps();
    pending_.clear();
    throw;
  }
}

void OutputBatch::stage(const std::string& path, const std::function<void(std::ostream&)>& print) {
  if (direct_target(path)) {  // standard output or a device: printed whole, then written
    std::ostringstream s;
    try {
      print(s);
    } catch (...) {
      drop_temps();
      pending_.clear();
      throw;
    }
    stage(path, std::move(s).str());
    return;
  }
  try {
    const std::string dir = dir_of(path);
    const int fd = open_temp(path, dir);
    bool empty = true;
    try {
      FileBuffer buffer(fd, path);
      std::ostream out(&buffer);
      print(out);
      buffer.finish();
      empty = buffer.written() == 0;
    } catch (...) {
      ::close(fd);
      throw;
    }
    close_temp(fd, path, dir, empty);
  } catch (...) {
    drop_temps();
    pending_.clear();
    throw;
  }
}

std::size_t OutputBatch::staged() const { return pending_.size(); }

void OutputBatch::retarget(std::size_t i, std::string path) { pending_.at(i).path = std::move(path); }

void OutputBatch::commit() {
  try {
    // Every file's bytes on disk before any name changes: a crash leaves the old files or the new.
    for (const std::string& dir : dirs_) {
      int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      if (fd < 0 || ::syncfs(fd) != 0) {
        int e = errno;
        if (fd >= 0) ::close(fd);
        throw io_error("cannot write", dir, e);
      }
      ::close(fd);
    }
  } catch (...) {
    drop_temps();
    pending_.clear();
    throw;
  }
  std::string failed;  // the target whose rename failed
  int error = 0;
  bool interrupted = false;
  {
    // From the first rename to the last, and while a failed batch is put back, no cleanup signal
    // acts: one that comes waits until the folder is whole again (old or new), then acts as the
    // block ends.
    CleanupSignalsBlocked blocked;
    // The files replaced, kept under a second name (a hard link beside them) until every rename
    // is done; a file that cannot be linked (a file system without hard links) is replaced
    // without one, and would stay new if the batch had to be put back.
    std::vector<std::string> backup(pending_.size());
    std::vector<bool> existed(pending_.size());
    for (std::size_t i = 0; i < pending_.size(); ++i) {
      struct stat st {};
      if (::lstat(pending_[i].path.c_str(), &st) != 0) continue;
      existed[i] = true;
      if (!S_ISREG(st.st_mode)) continue;
      std::string name = pending_[i].temp + ".old";
      if (::link(pending_[i].path.c_str(), name.c_str()) == 0) {
        backup[i] = std::move(name);
        g_temps.add(backup[i]);
      }
    }
    std::size_t renamed = 0;
    for (; renamed < pending_.size(); ++renamed)
      if (::rename(pending_[renamed].temp.c_str(), pending_[renamed].path.c_str()) != 0) {
        error = errno;
        failed = pending_[renamed].path;
        break;
      }
    interrupted = !error && interrupt_pending();
    if (error || interrupted) {
      // Put back: each file renamed gets its old self again, or goes when it had none (one that
      // could not be linked stays new; a backup that cannot be put back stays beside it).
      for (std::size_t i = renamed; i > 0; --i) {
        const Pending& p = pending_[i - 1];
        if (!backup[i - 1].empty()) {
          if (::rename(backup[i - 1].c_str(), p.path.c_str()) == 0) backup[i - 1].clear();
        } else if (!existed[i - 1]) {
          ::unlink(p.path.c_str());
        }
      }
      // The files not renamed: their temporary files go, and their backups (the old file is in place).
      for (std::size_t i = renamed; i < pending_.size(); ++i) {
        ::unlink(pending_[i].temp.c_str());
        if (!backup[i].empty()) ::unlink(backup[i].c_str());
      }
      for (std::size_t i = g_dirs.size(); i > 0; --i) ::rmdir(g_dirs[i - 1]);  // the folders made, when empty again
      g_temps.clear();
      g_dirs.clear();
    } else {
      for (const std::string& b : backup)
        if (!b.empty()) ::unlink(b.c_str());
      g_temps.clear();
      g_dirs.clear();  // the folders made stay
      g_committed = 1;
    }
    pending_.clear();
  }
  // Here a pending signal has acted (the handler of install_signal_cleanup ends the process).
  if (error) throw io_error("cannot replace", failed, error);
  if (interrupted) throw std::runtime_error("interrupted; the previous output is kept");
  committed_ = true;
}

void write_outputs(const std::vector<OutputFile>& files) {
  OutputBatch batch;
  for (const OutputFile& f : files) batch.stage(f.path, f.content);
  batch.commit();
}

void write_output(const std::string& path, std::string_view content) { write_outputs({{path, content}}); }

void install_signal_cleanup() {
  for (int sig : kCleanupSignals) {
    struct sigaction action {};
    // SIGHUP ignored from the start (nohup) stays ignored. SIGINT and SIGTERM are always handled:
    // a shell ignores SIGINT for the background jobs of a script, which should still stop cleanly
    // when sent one.
    if (sig == SIGHUP && ::sigaction(sig, nullptr, &action) == 0 && action.sa_handler == SIG_IGN) continue;
    std::signal(sig, on_signal);
  }
}

}  // namespace rulecorp::cli
