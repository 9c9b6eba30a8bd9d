// Output files are replaced atomically or not at all, a batch as a whole, any number of them, and
// the temporary files of killed runs are removed; inputs are read with clear errors and bounded.
#include <doctest/doctest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

TEST_CASE("a rename that fails mid-commit puts back the files renamed before it: the batch is all old") {
  TempDir d;
  std::string a = d.path + "/a.txt", b = d.path + "/b.txt", c = d.path + "/c";
  write_outputs({{a, "a1\n"}, {b, "b1\n"}});
  OutputBatch batch;
  batch.stage(a, "a2\n");
  batch.stage(b, "b2\n");
  batch.stage(c, "c2\n");
  // c becomes a folder that is not empty after staging: its rename fails, after a and b's.
  REQUIRE(::mkdir(c.c_str(), 0755) == 0);
  std::ofstream(c + "/inside.txt") << "x\n";  // not write_output: one batch at a time
  const std::string message = "cannot replace '" + c + "'";
  CHECK_THROWS_WITH_AS(batch.commit(), doctest::Contains(message.c_str()), std::runtime_error);
  CHECK(slurp(a) == "a1\n");
  CHECK(slurp(b) == "b1\n");
  CHECK(d.entries() == 3);  // a.txt, b.txt, c/: no temporary file, no backup left
}

TEST_CASE("a batch holds any number of files (5,000 here), each temporary file named as the run's own") {
  TempDir d;
  std::vector<std::string> paths;
  for (int i = 0; i < 5000; ++i) paths.push_back(d.path + "/f" + std::to_string(i) + ".txt");
  OutputBatch batch;
  for (const std::string& p : paths) batch.stage(p, p);
  CHECK(d.entries() == 5000);
  std::string listing;
  if (FILE* p = ::popen(("ls -A '" + d.path + "' | head -1").c_str(), "r")) {
    char line[512] = {};
    if (std::fgets(line, sizeof line, p)) listing = line;
    ::pclose(p);
  }
  CHECK(listing.find(".rulecorp-tmp-" + std::to_string(::getpid()) + "-") != std::string::npos);
  batch.commit();
  CHECK(d.entries() == 5000);
  CHECK(slurp(paths[4999]) == paths[4999]);
}

TEST_CASE("the first stage into a folder removes the temporary files of dead runs, not of live ones") {
  TempDir d;
  // A process that is gone: a child that has exited and been reaped.
  pid_t dead = ::fork();
  if (dead == 0) ::_exit(0);
  REQUIRE(dead > 0);
  int status = 0;
  ::waitpid(dead, &status, 0);
  std::string stale = d.path + "/.x.txt.rulecorp-tmp-" + std::to_string(dead) + "-AbCdEf";
  std::string stale_backup = stale + ".old";
  std::string live = d.path + "/.y.txt.rulecorp-tmp-1-AbCdEf";  // pid 1 runs
  std::string other = d.path + "/.z.txt.tmp.AbCdEf";             // not named as rulecorp's
  for (const std::string& f : {stale, stale_backup, live, other}) std::ofstream(f) << "left\n";
  write_output(d.path + "/x.txt", "new\n");
  CHECK(::access(stale.c_str(), F_OK) != 0);
  CHECK(::access(stale_backup.c_str(), F_OK) != 0);
  CHECK(::access(live.c_str(), F_OK) == 0);
  CHECK(::access(other.c_str(), F_OK) == 0);
  CHECK(slurp(d.path + "/x.txt") == "new\n");
}

TEST_CASE("read_input refuses an endless input as it passes the limit, naming the option or none") {
  CHECK_THROWS_WITH_AS(read_input("/dev/zero", 3 << 20), doctest::Contains("over the limit of 3145728 bytes (raise it with --max-input-mb)"),
                       InputTooLarge);
  try {
    read_input("/dev/zero", 1 << 20, "");
    FAIL("read an endless input");
  } catch (const InputTooLarge& e) {
    CHECK(std::string(e.what()) == "input '/dev/zero' is over the limit of 1048576 bytes");
  }
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
