// The doctest main shared by every test binary. Binaries whose tests need ../shared call
// require_shared() first: it skips the binary (exit 77, CTest "Skipped") when the material is
// absent on a user's machine, and fails it under CI=true, where its absence is a broken setup.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "support/shared_dir.h"

int main(int argc, char** argv) {
  doctest::Context ctx;
  ctx.applyCommandLine(argc, argv);
  if (rulecorp::test::binary_needs_shared()) {
    int status = rulecorp::test::shared_status();
    if (status != 0) return status;
  }
  return ctx.run();
}
