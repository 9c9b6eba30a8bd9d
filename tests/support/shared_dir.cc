// Paths come from compile definitions set in tests/CMakeLists.txt, overridable by environment.
#include "support/shared_dir.h"

#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace rulecorp::test {

std::string shared_dir() {
  if (const char* env = std::getenv("RULECORP_SHARED")) return env;
  return RULECORP_SHARED_DIR;
}

std::string test_data_dir() { return RULECORP_TEST_DATA; }

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

__attribute__((weak)) bool binary_needs_shared() { return false; }

int shared_status() {
  struct stat st {};
  std::string dir = shared_dir() + "/corpus/cr";
  if (::stat(dir.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) return 0;
  const char* ci = std::getenv("CI");
  if (ci && std::string(ci) == "true") {
    std::fprintf(stderr, "FAIL: %s is missing; under CI=true the shared corpus must be present\n", dir.c_str());
    return 1;
  }
  std::fprintf(stderr, "SKIP: %s not found; these tests run on the shared corpus beside the checkout\n",
               dir.c_str());
  return 77;
}

}  // namespace rulecorp::test
