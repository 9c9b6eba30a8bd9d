// A test-only LD_PRELOAD shim around rename(), renameat(), renameat2() (and unlink()) that gives the interrupt
// scenarios of tests/tools/robustness.sh their moment, deterministically. Two modes, by environment:
// - RULECORP_SHIM_HOLD_SUFFIX: a rename whose target ends in it (and whose source is not a backup a
//   commit puts back, ending in ".old") first sleeps RULECORP_SHIM_HOLD_MS milliseconds (default
//   10000), so the finished temporary output exists while the test signals.
// - RULECORP_SHIM_SIGNAL=N:K: once the K-th rename of a rulecorp temporary file (a source holding
//   ".rulecorp-tmp-") has succeeded, the shim sends signal N to its own process, so the signal
//   falls between two renames of a commit.
// - RULECORP_SHIM_UNLINK_SIGNAL=N:K: the same after the K-th unlink() of a backup a commit made
//   (a name holding ".rulecorp-tmp-" and ending in ".old"), which it removes once every file is
//   renamed: the signal falls after the last rename, before the commit returns.
// Every call then goes to the C library's function. It is built only in tests; the program itself
// has no test hook.
#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace {

int g_renamed = 0;   // renames of rulecorp temporary files so far
int g_unlinked = 0;  // unlinks of rulecorp backups so far

// Sends the signal of `spec` ("N:K") when `count` reaches K.
void signal_at(const char* spec, int count) {
  char* rest = nullptr;
  long sig = std::strtol(spec, &rest, 10);
  long k = rest && *rest == ':' ? std::strtol(rest + 1, nullptr, 10) : 1;
  if (count == k && sig > 0) ::kill(::getpid(), static_cast<int>(sig));
}

void hold(const char* from, const char* to) {
  std::size_t f = from ? std::strlen(from) : 0;
  if (f >= 4 && std::strcmp(from + f - 4, ".old") == 0) return;  // a commit putting a backup back
  const char* suffix = std::getenv("RULECORP_SHIM_HOLD_SUFFIX");
  std::size_t n = to ? std::strlen(to) : 0, m = suffix ? std::strlen(suffix) : 0;
  if (m == 0 || n < m || std::strcmp(to + n - m, suffix) != 0) return;
  const char* ms = std::getenv("RULECORP_SHIM_HOLD_MS");
  long wait = ms ? std::atol(ms) : 10000;
  struct timespec t{wait / 1000, (wait % 1000) * 1000000L};
  while (nanosleep(&t, &t) != 0 && errno == EINTR) {
  }
}

// After a successful rename of `from`: the signal, when this is the K-th temporary file renamed.
int after(int result, const char* from) {
  const char* spec = std::getenv("RULECORP_SHIM_SIGNAL");
  if (result != 0 || !spec || !from || !std::strstr(from, ".rulecorp-tmp-")) return result;
  const int saved = errno;
  signal_at(spec, ++g_renamed);
  errno = saved;
  return result;
}

// After a successful unlink of `name`: the signal, when this is the K-th backup removed.
int after_unlink(int result, const char* name) {
  const char* spec = std::getenv("RULECORP_SHIM_UNLINK_SIGNAL");
  std::size_t n = name ? std::strlen(name) : 0;
  if (result != 0 || !spec || !std::strstr(name, ".rulecorp-tmp-") || n < 4 || std::strcmp(name + n - 4, ".old") != 0) return result;
  const int saved = errno;
  signal_at(spec, ++g_unlinked);
  errno = saved;
  return result;
}

template <typename Fn>
Fn next(const char* name) {
  return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

}  // namespace

extern "C" int rename(const char* from, const char* to) {
  using Fn = int (*)(const char*, const char*);
  static Fn real = next<Fn>("rename");
  if (!real) {
    errno = ENOSYS;
    return -1;
  }
  hold(from, to);
  return after(real(from, to), from);
}

extern "C" int renameat(int fromdir, const char* from, int todir, const char* to) {
  using Fn = int (*)(int, const char*, int, const char*);
  static Fn real = next<Fn>("renameat");
  if (!real) {
    errno = ENOSYS;
    return -1;
  }
  hold(from, to);
  return after(real(fromdir, from, todir, to), from);
}

extern "C" int renameat2(int fromdir, const char* from, int todir, const char* to, unsigned int flags) {
  using Fn = int (*)(int, const char*, int, const char*, unsigned int);
  static Fn real = next<Fn>("renameat2");
  if (!real) {
    errno = ENOSYS;
    return -1;
  }
  hold(from, to);
  return after(real(fromdir, from, todir, to, flags), from);
}

extern "C" int unlink(const char* name) {
  using Fn = int (*)(const char*);
  static Fn real = next<Fn>("unlink");
  if (!real) {
    errno = ENOSYS;
    return -1;
  }
  return after_unlink(real(name), name);
}

extern "C" int unlinkat(int dir, const char* name, int flags) {
  using Fn = int (*)(int, const char*, int);
  static Fn real = next<Fn>("unlinkat");
  if (!real) {
    errno = ENOSYS;
    return -1;
  }
  return after_unlink(real(dir, name, flags), name);
}
