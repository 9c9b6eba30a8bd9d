// read_input uses stat + read (a regular file straight into the string). An OutputBatch writes each
// file it stages into a mkstemp file in the target's directory at once (a printed one through a
// stream buffer of 64 KB over the file, so it is never held whole) and starts the kernel
// writing it back to disk (sync_file_range, which does not wait), so the disk works while the
// caller computes the rest; commit() flushes them all with one syncfs per file system (one wait
// for the disk instead of one fsync per file: a build writes ~150 files), then renames each into
// place. write_outputs and write_output are a batch staged and committed at once. The names of the
// temporary files and of the folders a batch created live in static buffers the signal handler
// can read, since unlink() and rmdir() are async-signal-safe and std::string is not.
#include "cli/file_io.h"

#include <fcntl.h>
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

// The temporary files of the batch being written: the handler unlinks g_temps[0..g_temp_count).
// A slot's path is complete before the count includes it.
constexpr std::size_t kMaxTemps = 4096;
char* g_temps[kMaxTemps];
volatile std::sig_atomic_t g_temp_count = 0;
// The folders the batch created (outermost first), removed after its temporary files.
constexpr std::size_t kMaxDirs = 64;
char* g_dirs[kMaxDirs];
volatile std::sig_atomic_t g_dir_count = 0;

void on_signal(int sig) {
  for (std::sig_atomic_t i = 0; i < g_temp_count; ++i) ::unlink(g_temps[i]);
  for (std::sig_atomic_t i = g_dir_count; i > 0; --i) ::rmdir(g_dirs[i - 1]);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

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

std::string read_input(const std::string& path, std::uint64_t max_bytes) {
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
        throw std::runtime_error("input '" + path + "' is " + std::to_string(st.st_size) +
                                 " bytes, over the limit of " + std::to_string(max_bytes) +
                                 " bytes (raise it with --max-input-mb)");
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
    data.append(buf, static_cast<std::size_t>(n));
    if (data.size() > max_bytes) {
      if (fd) ::close(fd);
      throw std::runtime_error("input '" + path + "' is over the limit of " + std::to_string(max_bytes) +
                               " bytes (raise it with --max-input-mb)");
    }
  }
  if (fd) ::close(fd);
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

// SIGINT, SIGTERM and SIGHUP held back while it lives, so the handler never sees the table of
// temporary files half changed.
class CleanupSignalsBlocked {
 public:
  CleanupSignalsBlocked() {
    sigset_t block;
    sigemptyset(&block);
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&block, sig);
    ::sigprocmask(SIG_BLOCK, &block, &old_);
  }
  ~CleanupSignalsBlocked() { ::sigprocmask(SIG_SETMASK, &old_, nullptr); }
  CleanupSignalsBlocked(const CleanupSignalsBlocked&) = delete;
  CleanupSignalsBlocked& operator=(const CleanupSignalsBlocked&) = delete;

 private:
  sigset_t old_;
};

// Removes the batch's temporary files and the folders it created (after a failure) and empties
// the tables.
void drop_temps() {
  CleanupSignalsBlocked blocked;
  for (std::sig_atomic_t i = 0; i < g_temp_count; ++i) {
    ::unlink(g_temps[i]);
    delete[] g_temps[i];
  }
  g_temp_count = 0;
  for (std::sig_atomic_t i = g_dir_count; i > 0; --i) {
    ::rmdir(g_dirs[i - 1]);
    delete[] g_dirs[i - 1];
  }
  g_dir_count = 0;
}

char* copy_of(const std::string& s) {
  char* p = new char[s.size() + 1];
  std::memcpy(p, s.c_str(), s.size() + 1);
  return p;
}

}  // namespace

struct OutputBatch::Pending {
  std::string path;
  std::size_t temp;  // index in g_temps
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
    if (static_cast<std::size_t>(g_dir_count) >= kMaxDirs) continue;  // made, but not removed on failure
    char* name = copy_of(*it);
    CleanupSignalsBlocked blocked;
    g_dirs[g_dir_count] = name;
    std::atomic_thread_fence(std::memory_order_release);  // the slot before the count, for a handler on another thread
    g_dir_count = g_dir_count + 1;
  }
}

int OutputBatch::open_temp(const std::string& path, const std::string& dir) {
  std::string::size_type slash = path.rfind('/');
  std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  std::string temp = dir + "/." + base + ".tmp.XXXXXX";
  if (static_cast<std::size_t>(g_temp_count) >= kMaxTemps) throw std::runtime_error("too many output files at once");
  char* name = copy_of(temp);
  // Creating the file and recording it happen with the cleanup signals blocked, so an
  // interrupt can never fall between the two and leave the file behind.
  int fd = -1, err = 0;
  {
    CleanupSignalsBlocked blocked;
    fd = ::mkstemp(name);
    err = errno;
    if (fd >= 0) {
      g_temps[g_temp_count] = name;
      std::atomic_thread_fence(std::memory_order_release);  // the slot before the count, for a handler on another thread
      g_temp_count = g_temp_count + 1;
    }
  }
  if (fd < 0) {
    delete[] name;
    throw io_error("cannot create a file in the output directory of", path, err);
  }
  pending_.push_back({path, static_cast<std::size_t>(g_temp_count - 1)});
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
    for (const Pending& p : pending_)
      if (::rename(g_temps[p.temp], p.path.c_str()) != 0) throw io_error("cannot replace", p.path, errno);
  } catch (...) {
    drop_temps();
    pending_.clear();
    throw;
  }
  // Renamed: nothing left to remove, and the folders made stay.
  committed_ = true;
  CleanupSignalsBlocked blocked;
  for (std::sig_atomic_t i = 0; i < g_temp_count; ++i) delete[] g_temps[i];
  g_temp_count = 0;
  for (std::sig_atomic_t i = 0; i < g_dir_count; ++i) delete[] g_dirs[i];
  g_dir_count = 0;
  pending_.clear();
}

void write_outputs(const std::vector<OutputFile>& files) {
  OutputBatch batch;
  for (const OutputFile& f : files) batch.stage(f.path, f.content);
  batch.commit();
}

void write_output(const std::string& path, std::string_view content) { write_outputs({{path, content}}); }

void install_signal_cleanup() {
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, on_signal);
}

}  // namespace rulecorp::cli
