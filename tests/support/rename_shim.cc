// A test-only LD_PRELOAD shim around rename(), renameat() and renameat2() that gives the interrupt
// scenarios of tests/tools/robustness.sh their moment, deterministically. Two modes, by environment:
// - RULECORP_SHIM_HOLD_SUFFIX: a rename whose target ends in it first sleeps RULECORP_SHIM_HOLD_MS
//   milliseconds (default 10000), so the finished temporary output exists while the test signals.
// - RULECORP_SHIM_SIGNAL=N:K: once the K-th rename of a rulecorp temporary file (a source holding
//   ".rulecorp-tmp-") has succeeded, the shim sends signal N to its own process, so the signal
//   falls between two renames of a commit.
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

int g_renamed = 0;  // renames of rulecorp temporary files so far

void hold(const char* to) {
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
  char* rest = nullptr;
  long sig = std::strtol(spec, &rest, 10);
  long k = rest && *rest == ':' ? std::strtol(rest + 1, nullptr, 10) : 1;
  if (++g_renamed == k && sig > 0) ::kill(::getpid(), static_cast<int>(sig));
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
  hold(to);
  return after(real(from, to), from);
}

extern "C" int renameat(int fromdir, const char* from, int todir, const char* to) {
  using Fn = int (*)(int, const char*, int, const char*);
  static Fn real = next<Fn>("renameat");
  if (!real) {
    errno = ENOSYS;
    return -1;
  }
  hold(to);
  return after(real(fromdir, from, todir, to), from);
}

extern "C" int renameat2(int fromdir, const char* from, int todir, const char* to, unsigned int flags) {
  using Fn = int (*)(int, const char*, int, const char*, unsigned int);
  static Fn real = next<Fn>("renameat2");
  if (!real) {
    errno = ENOSYS;
    return -1;
  }
  hold(to);
  return after(real(fromdir, from, todir, to, flags), from);
}
