// Where the tests find their data: the project's own fixtures under tests/, and the shared
// material beside the checkout (../shared), which may be absent on a user's machine.
#ifndef RULECORP_TESTS_SUPPORT_SHARED_DIR_H_
#define RULECORP_TESTS_SUPPORT_SHARED_DIR_H_

#include <string>

namespace rulecorp::test {

// The ../shared folder (RULECORP_SHARED overrides the configured path).
std::string shared_dir();
// tests/ in the source tree.
std::string test_data_dir();
// Reads a whole file; throws when it cannot.
std::string read_file(const std::string& path);

// A binary that defines `const bool kNeedsShared = true;` through NEEDS_SHARED below needs ../shared.
bool binary_needs_shared();
// 0 when ../shared is there; else prints why and returns 77 (skip) or, under CI=true, 1.
int shared_status();

}  // namespace rulecorp::test

// Put NEEDS_SHARED(); in one source file of a test binary whose tests read ../shared.
#define NEEDS_SHARED() \
  namespace rulecorp::test { bool binary_needs_shared() { return true; } }

#endif  // RULECORP_TESTS_SUPPORT_SHARED_DIR_H_
