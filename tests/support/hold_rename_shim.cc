// A test-only LD_PRELOAD shim that gives the interrupt scenarios of tests/tools/robustness.sh their
// window: rename() sleeps RULECORP_SHIM_HOLD_MS milliseconds (default 10000) before renaming when
// its target ends in RULECORP_SHIM_HOLD_SUFFIX, so the finished temporary output exists while the
// test sends its signal. Every other rename() goes straight to the C library's. It is built only in
// tests; the program itself has no test hook.
#include <dlfcn.h>
#include <time.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

extern "C" int rename(const char* from, const char* to) {
  using RenameFn = int (*)(const char*, const char*);
  static RenameFn next = reinterpret_cast<RenameFn>(dlsym(RTLD_NEXT, "rename"));
  if (!next) {
    errno = ENOSYS;
    return -1;
  }
  const char* suffix = std::getenv("RULECORP_SHIM_HOLD_SUFFIX");
  std::size_t n = to ? std::strlen(to) : 0, m = suffix ? std::strlen(suffix) : 0;
  if (m > 0 && n >= m && std::strcmp(to + n - m, suffix) == 0) {
    const char* ms = std::getenv("RULECORP_SHIM_HOLD_MS");
    long hold = ms ? std::atol(ms) : 10000;
    struct timespec t{hold / 1000, (hold % 1000) * 1000000L};
    while (nanosleep(&t, &t) != 0 && errno == EINTR) {
    }
  }
  return next(from, to);
}
