// Output files are replaced atomically or not at all; inputs are read with clear errors.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/file_io.h"

namespace rulecorp::cli {
namespace {

struct TempDir {
  std::string path;
  TempDir() {
    char tmpl[] = "/tmp/rulecorp-test-XXXXXX";
    path = ::mkdtemp(tmpl);
  }
  ~TempDir() { std::system(("rm -rf '" + path + "'").c_str()); }
  int entries() const {
    int n = 0;
    std::string cmd = "ls -A '" + path + "' | wc -l";
    FILE* p = ::popen(cmd.c_str(), "r");
    if (p && std::fscanf(p, "%d", &n) != 1) n = -1;
    if (p) ::pclose(p);
    return n;
  }
};

std::string slurp(const std::string& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("write_output replaces a file and leaves no temporary behind") {
  TempDir d;
  std::string out = d.path + "/out.json";
  write_output(out, "first\n");
  write_output(out, "second\n");
  CHECK(slurp(out) == "second\n");
  CHECK(d.entries() == 1);
}

TEST_CASE("a failed write leaves the previous output intact") {
  TempDir d;
  std::string out = d.path + "/out.json";
  write_output(out, "previous\n");
  CHECK_THROWS_AS(write_output(d.path + "/missing-dir/out.json", "x"), std::runtime_error);
  CHECK_THROWS_AS(write_output(d.path, "x"), std::runtime_error);  // a directory
  if (::geteuid() != 0) {  // root writes anywhere; the permission case is for ordinary users
    ::chmod(d.path.c_str(), 0555);
    CHECK_THROWS_AS(write_output(out, "new\n"), std::runtime_error);
    ::chmod(d.path.c_str(), 0755);
  }
  CHECK(slurp(out) == "previous\n");
  CHECK(d.entries() == 1);
}

TEST_CASE("write_outputs replaces a batch of files, or none of them when one cannot be written") {
  TempDir d;
  std::string a = d.path + "/a.txt", b = d.path + "/b.txt";
  write_outputs({{a, "a1\n"}, {b, "b1\n"}});
  CHECK(slurp(a) == "a1\n");
  CHECK(slurp(b) == "b1\n");
  // The third file's folder is missing: the first two stay as they were, no temporary is left.
  CHECK_THROWS_WITH_AS(write_outputs({{a, "a2\n"}, {b, "b2\n"}, {d.path + "/missing/c.txt", "c\n"}}),
                       doctest::Contains("missing/c.txt"), std::runtime_error);
  CHECK(slurp(a) == "a1\n");
  CHECK(slurp(b) == "b1\n");
  CHECK(d.entries() == 2);
  write_outputs({{a, "a3\n"}, {b, "b3\n"}});
  CHECK(slurp(a) == "a3\n");
  CHECK(slurp(b) == "b3\n");
  CHECK(d.entries() == 2);
}

TEST_CASE("a printed file is written as printed, through its buffer, and committed with the others") {
  TempDir d;
  std::string big = d.path + "/big.txt", empty = d.path + "/empty.txt", plain = d.path + "/plain.txt";
  std::string content;
  for (int i = 0; i < 20000; ++i) content += "line " + std::to_string(i) + "\n";  // several buffers' worth
  OutputBatch batch;
  batch.stage(big, [&](std::ostream& out) {
    for (std::size_t at = 0; at < content.size(); at += 1000) out << content.substr(at, 1000);
  });
  batch.stage(empty, [](std::ostream&) {});
  batch.stage(plain, "plain\n");
  CHECK(d.entries() == 3);  // the temporary files, before the commit
  batch.commit();
  CHECK(slurp(big) == content);
  CHECK(slurp(empty).empty());
  CHECK(slurp(plain) == "plain\n");
  CHECK(d.entries() == 3);
}

TEST_CASE("a printer that fails leaves the previous files and no temporary behind") {
  TempDir d;
  std::string a = d.path + "/a.txt", b = d.path + "/b.txt";
  write_outputs({{a, "a1\n"}, {b, "b1\n"}});
  {
    OutputBatch batch;
    batch.stage(a, [](std::ostream& out) { out << "a2\n"; });
    CHECK_THROWS_WITH_AS(batch.stage(b, [](std::ostream& out) {
                           out << std::string(1 << 17, 'b');
                           throw std::runtime_error("printer failed");
                         }),
                         doctest::Contains("printer failed"), std::runtime_error);
  }
  CHECK(slurp(a) == "a1\n");
  CHECK(slurp(b) == "b1\n");
  CHECK(d.entries() == 2);
}

TEST_CASE("a full device reports the failure, for a printed file as for a written one") {
  OutputBatch batch;
  CHECK_THROWS_WITH_AS(batch.stage("/dev/full", [](std::ostream& out) { out << std::string(1 << 16, 'x'); }),
                       doctest::Contains("No space left on device"), std::runtime_error);
  CHECK_THROWS_WITH_AS(write_output("/dev/full", std::string(1 << 16, 'x')),
                       doctest::Contains("No space left on device"), std::runtime_error);
}

TEST_CASE("read_input names the input in its errors") {
  TempDir d;
  CHECK_THROWS_WITH_AS(read_input(d.path + "/nope.txt", 1 << 20), doctest::Contains("nope.txt"), std::runtime_error);
  CHECK_THROWS_WITH_AS(read_input(d.path, 1 << 20), doctest::Contains("is a directory"), std::runtime_error);
  std::string big = d.path + "/big.txt";
  write_output(big, std::string(2048, 'x'));
  CHECK_THROWS_WITH_AS(read_input(big, 1024), doctest::Contains("over the limit"), std::runtime_error);
  CHECK(read_input(big, 4096).size() == 2048);
}

}  // namespace rulecorp::cli
