// A fresh folder under /tmp for one test, removed with everything in it when the test ends.
#ifndef RULECORP_TESTS_SUPPORT_TEMP_DIR_H_
#define RULECORP_TESTS_SUPPORT_TEMP_DIR_H_

#include <stdlib.h>

#include <filesystem>
#include <string>

namespace rulecorp::test {

struct TempDir {
  std::string path;
  TempDir() {
    char name[] = "/tmp/rulecorp-test-XXXXXX";
    path = ::mkdtemp(name);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

}  // namespace rulecorp::test

#endif  // RULECORP_TESTS_SUPPORT_TEMP_DIR_H_
