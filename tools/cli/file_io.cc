// read_input uses stat + read; write_output uses mkstemp in the target's directory, write, fsync,
// rename. The name of the temporary file being written lives in a static buffer the signal handler
// can read, since unlink() is async-signal-safe and std::string is not.
#include "cli/file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>

namespace rulecorp::cli {
namespace {

volatile std::sig_atomic_t g_have_temp = 0;
char g_temp_path[4096];

void on_signal(int sig) {
  if (g_have_temp) ::unlink(g_temp_path);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

std::runtime_error io_error(const std::string& what, const std::string& path, int err) {
  return std::runtime_error(what + " '" + path + "': " + std::strerror(err));
}

void write_all(int fd, std::string_view content, const std::string& path) {
  std::size_t done = 0;
  while (done < content.size()) {
    ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw io_error("cannot write", path, errno);
    }
    done += static_cast<std::size_t>(n);
  }
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

void write_output(const std::string& path, std::string_view content) {
  if (path == "-") {
    std::cout.write(content.data(), static_cast<std::streamsize>(content.size()));
    std::cout.flush();
    if (!std::cout) throw std::runtime_error("cannot write to standard output");
    return;
  }
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
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
    return;
  }
  std::string::size_type slash = path.rfind('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash == 0 ? 1 : slash);
  std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  std::string temp = dir + "/." + base + ".tmp.XXXXXX";
  if (temp.size() >= sizeof g_temp_path) throw std::runtime_error("output path too long: '" + path + "'");
  std::memcpy(g_temp_path, temp.c_str(), temp.size() + 1);
  // Creating the file and recording it happen with the cleanup signals blocked, so an interrupt
  // can never fall between the two and leave the file behind.
  sigset_t block, old;
  sigemptyset(&block);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&block, sig);
  ::sigprocmask(SIG_BLOCK, &block, &old);
  int fd = ::mkstemp(g_temp_path);
  int err = errno;
  if (fd >= 0) g_have_temp = 1;
  ::sigprocmask(SIG_SETMASK, &old, nullptr);
  if (fd < 0) throw io_error("cannot create a file in the output directory of", path, err);
  try {
    write_all(fd, content, path);
    if (::fchmod(fd, 0644) != 0 || ::fsync(fd) != 0) throw io_error("cannot write", path, errno);
    if (::close(fd) != 0) {
      fd = -1;
      throw io_error("cannot write", path, errno);
    }
    fd = -1;
    if (::rename(g_temp_path, path.c_str()) != 0) throw io_error("cannot replace", path, errno);
    g_have_temp = 0;
  } catch (...) {
    if (fd >= 0) ::close(fd);
    ::unlink(g_temp_path);
    g_have_temp = 0;
    throw;
  }
}

void install_signal_cleanup() {
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, on_signal);
}

}  // namespace rulecorp::cli
