// `rulecorp convert` and `rulecorp history` on the project's corpus/ files: one output per document
// named by kind, language and edition; --name; two documents of one edition numbered apart under
// the default name, and two documents a --name given names alike an error with nothing written; an unreadable input named with exit 1 while the others are written; usage errors; and
// the lineage of a rule over the two English editions (306.x -> 506.x, 502.x -> 702.x).
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "support/shared_dir.h"
#include "support/temp_dir.h"

namespace rulecorp {
namespace {

namespace fs = std::filesystem;

using test::TempDir;

std::string corpus(const std::string& f) { return test::test_data_dir() + "/../corpus/" + f; }

std::set<std::string> files_in(const std::string& dir) {
  std::set<std::string> s;
  if (fs::exists(dir))
    for (const auto& e : fs::directory_iterator(dir)) s.insert(e.path().filename().string());
  return s;
}

std::string slurp(const std::string& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("convert: one output per document, named by kind, language and edition") {
  TempDir t;
  const std::string out = t.path + "/out";
  CHECK(cli::run_convert({"--to", "json", "--out-dir", out, "-q", corpus("rules-en.txt"), corpus("rules-de.txt"),
                          corpus("rulings-en.txt")}) == 0);
  CHECK(files_in(out) == std::set<std::string>{"cr-en-2026-03-06.json", "cr-de-2026-03-06.json", "rulings-en-rulings-en.json"});
  CHECK(slurp(out + "/cr-en-2026-03-06.json").find("\"rules\"") != std::string::npos);
}

TEST_CASE("convert: a directory is read for .txt and .json; --name takes {stem}") {
  TempDir t;
  CHECK(cli::run_convert({"--to", "text", "--out-dir", t.path, "--name", "{stem}-{lang}", "-q", "--jobs", "2",
                          test::test_data_dir() + "/../corpus"}) == 0);
  std::set<std::string> got = files_in(t.path);
  CHECK(got.count("rules-en-en.txt"));
  CHECK(got.count("rules-en-2025-en.txt"));
  CHECK(got.count("cards-rcp-de.txt"));  // the MTGJSON file's German cards
  for (const std::string& f : got) CHECK(f.find(".ini") == std::string::npos);
}

TEST_CASE("convert: two documents of one edition under the default name are both written, numbered apart") {
  // As in the archive (cr-en-2017-09-25.txt and cr-en-2017-09-29.txt are both "effective as of
  // September 29, 2017"): the file named with the edition's date keeps the name, whatever the input
  // order and the threads; the other gets "-2".
  for (const char* jobs : {"1", "2"}) {
    TempDir t;
    fs::copy_file(corpus("rules-en.txt"), t.path + "/draft.txt");
    fs::copy_file(corpus("rules-en.txt"), t.path + "/cr-en-2026-03-06.txt");
    std::ofstream(t.path + "/draft.txt", std::ios::app) << "\nDraft\n";  // one more line: the two outputs differ
    const std::string out = t.path + "/out";
    CHECK(cli::run_convert({"--to", "text", "--out-dir", out, "-q", "--jobs", jobs, t.path + "/draft.txt",
                            t.path + "/cr-en-2026-03-06.txt"}) == 0);
    CHECK(files_in(out) == std::set<std::string>{"cr-en-2026-03-06.txt", "cr-en-2026-03-06-2.txt"});
    CHECK(slurp(out + "/cr-en-2026-03-06.txt").find("Draft") == std::string::npos);
    CHECK(slurp(out + "/cr-en-2026-03-06-2.txt").find("Draft") != std::string::npos);
  }
}

TEST_CASE("convert: LANG@EDITION:FILE dates a text whose header names no edition") {
  TempDir t;
  CHECK(cli::run_convert({"--to", "json", "--out-dir", t.path, "-q", "en@2025-06-01:" + corpus("rulings-en.txt"),
                          "en@2025-06-01:" + corpus("rules-en.txt")}) == 0);
  // The rules' header names 2026-03-06 and wins; the rulings name none and take the date given.
  CHECK(files_in(t.path) == std::set<std::string>{"cr-en-2026-03-06.json", "rulings-en-2025-06-01.json"});
  CHECK(slurp(t.path + "/rulings-en-2025-06-01.json").find("\"edition\": \"2025-06-01\"") != std::string::npos);
}

TEST_CASE("convert: two documents a --name given names alike are an error and nothing is written") {
  TempDir t;
  const std::string out = t.path + "/out";
  CHECK(cli::run_convert({"--to", "text", "--out-dir", out, "--name", "{lang}", "-q", corpus("rules-en.txt"),
                          corpus("rules-en-2025.txt")}) == 1);
  CHECK(files_in(out).empty());
}

TEST_CASE("convert: an unreadable input is exit 1, the others are written") {
  TempDir t;
  CHECK(cli::run_convert({"--to", "html", "--out-dir", t.path, "-q", corpus("rules-en.txt"), t.path + "/missing.txt"}) == 1);
  CHECK(files_in(t.path) == std::set<std::string>{"cr-en-2026-03-06.html"});
}

TEST_CASE("convert: findings do not fail the run unless --fail-on asks") {
  TempDir t;
  CHECK(cli::run_convert({"--to", "json", "--out-dir", t.path, "-q", corpus("rules-fr.txt")}) == 0);
  CHECK(cli::run_convert({"--to", "json", "--out-dir", t.path, "-q", "--fail-on", "note", corpus("rules-fr.txt")}) == 1);
}

TEST_CASE("convert: usage errors") {
  CHECK_THROWS_AS(cli::run_convert({corpus("rules-en.txt")}), cli::UsageError);  // no --to
  CHECK_THROWS_AS(cli::run_convert({"--to", "pdf", corpus("rules-en.txt")}), cli::UsageError);
  CHECK_THROWS_AS(cli::run_convert({"--to", "json", "--name", "{year}", corpus("rules-en.txt")}), cli::UsageError);
  CHECK_THROWS_AS(cli::run_convert({"--to", "json"}), cli::UsageError);
}

TEST_CASE("convert: an output never replaces an input") {
  TempDir t;
  fs::copy_file(corpus("rules-en.txt"), t.path + "/cr-en-2026-03-06.txt");
  const std::string before = slurp(t.path + "/cr-en-2026-03-06.txt");
  CHECK_THROWS_AS(cli::run_convert({"--to", "text", "--out-dir", t.path, "-q", t.path + "/cr-en-2026-03-06.txt"}), cli::UsageError);
  CHECK(slurp(t.path + "/cr-en-2026-03-06.txt") == before);
  CHECK(files_in(t.path).size() == 1);
}

TEST_CASE("history: a renumbered and reworded rule over the corpus's two English editions") {
  TempDir t;
  const std::string out = t.path + "/h.txt";
  CHECK(cli::run_history({"--out", out, "-q", "702.2a", corpus("rules-en.txt"), corpus("rules-en-2025.txt")}) == 0);
  const std::string h = slurp(out);
  CHECK(h.find("502.2a  2025-09-01 to 2025-09-01") != std::string::npos);
  CHECK(h.find("702.2a  2026-03-06 to 2026-03-06") != std::string::npos);
  CHECK(h.find("reworded in 2026-03-06 (702.2a):") != std::string::npos);
  CHECK(h.find("See rule [-306.5-]{+506.3+}.") != std::string::npos);  // the number replaced, its full stop kept
  CHECK(cli::run_history({"--out", out, "-q", "999.9", corpus("rules-en.txt")}) == 1);
  CHECK_THROWS_AS(cli::run_history({corpus("rules-en.txt")}), cli::UsageError);  // no RULE
}

}  // namespace rulecorp
