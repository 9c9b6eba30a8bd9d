// `rulecorp convert` and `rulecorp history` over the whole shared archive (corpus/cr-archive and
// corpus/cr): every edition converted to JSON, text and HTML, one output per input; the JSON's rule
// counts equal the parse model's; the text parses back to the same rules; each page anchors every
// rule and has no dead link; `history 702.80` names Exalted's former 502.83 and 2009. Skipped
// when ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <pugixml.hpp>
#include <set>
#include <sstream>
#include <string>

#include "cli/commands.h"
#include "parse/parser.h"
#include "support/shared_dir.h"
#include "support/temp_dir.h"
#include "text/decoder.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

namespace fs = std::filesystem;

using test::TempDir;

std::vector<Document> load(const std::string& path, Diagnostics& d) {
  auto src = std::make_shared<const Source>(decode(path, test::read_file(path), {}, d));
  return parse(src, {}, d);
}

std::size_t rule_count(const Document& d) {
  std::size_t n = 0;
  for (const Block& b : d.blocks) n += b.kind == BlockKind::kRule;
  return n;
}

std::string rules_of(const Document& d) {
  std::string s;
  for (const Block& b : d.blocks)
    if (b.kind == BlockKind::kRule) s += b.number.str() + " " + std::string(b.text) + "\n";
  return s;
}

std::vector<std::string> archive() {
  std::vector<std::string> files;
  for (const char* dir : {"/corpus/cr-archive", "/corpus/cr"})
    for (const auto& e : fs::directory_iterator(test::shared_dir() + dir)) files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// The archive converted once per format (by stem, so that the two texts of 2017-09-29 stay apart).
const std::string& converted(const std::string& to) {
  static TempDir t;
  static std::map<std::string, std::string> dirs;
  auto it = dirs.find(to);
  if (it != dirs.end()) return it->second;
  const std::string out = t.path + "/" + to;
  REQUIRE(cli::run_convert({"--to", to, "--out-dir", out, "--name", "{stem}", "-q", test::shared_dir() + "/corpus/cr-archive",
                            test::shared_dir() + "/corpus/cr"}) == 0);
  return dirs[to] = out;
}

}  // namespace

TEST_CASE("convert: every edition of the archive, one output per input, rule counts as parsed") {
  const std::string& dir = converted("json");
  for (const std::string& f : archive()) {
    const std::string stem = fs::path(f).stem().string();
    CAPTURE(f);
    REQUIRE(fs::exists(dir + "/" + stem + ".json"));
    Diagnostics d;
    std::vector<Document> docs = load(f, d);
    nlohmann::json j = nlohmann::json::parse(test::read_file(dir + "/" + stem + ".json"));
    REQUIRE(j["documents"].size() == 1);
    std::size_t parsed = 0;
    for (const Document& doc : docs) parsed += rule_count(doc);
    CHECK(j["documents"][0]["counts"]["rules"] == parsed);
  }
}

TEST_CASE("convert: a rulings summary is one English rulings document, no phantom of another language") {
  TempDir t;
  CHECK(cli::run_convert({"--to", "json", "--out-dir", t.path, "-q", test::shared_dir() + "/corpus/cr-archive/cr-en-1999-04-21.txt"}) == 0);
  std::set<std::string> got;
  for (const auto& e : fs::directory_iterator(t.path)) got.insert(e.path().filename().string());
  CHECK(got == std::set<std::string>{"rulings-en-1999-04-21.json"});
}

TEST_CASE("convert: the clean text of every edition parses back to the same rules") {
  const std::string& dir = converted("text");
  for (const std::string& f : archive()) {
    CAPTURE(f);
    Diagnostics d, d2;
    std::vector<Document> docs = load(f, d);
    std::vector<Document> again = load(dir + "/" + fs::path(f).stem().string() + ".txt", d2);
    REQUIRE(again.size() == 1);
    CHECK(rules_of(again[0]) == rules_of(docs[0]));
    CHECK(again[0].edition == docs[0].edition);
  }
}

TEST_CASE("convert: every page anchors every rule and has no dead link") {
  const std::string& dir = converted("html");
  for (const std::string& f : archive()) {
    CAPTURE(f);
    Diagnostics d;
    std::vector<Document> docs = load(f, d);
    pugi::xml_document x;
    const std::string page = test::read_file(dir + "/" + fs::path(f).stem().string() + ".html");
    REQUIRE(x.load_string(page.c_str(), pugi::parse_default | pugi::parse_doctype));
    std::set<std::string> ids;
    for (pugi::xpath_node n : x.select_nodes("//*[@id]")) CHECK(ids.insert(n.node().attribute("id").value()).second);
    std::size_t rules = 0, anchored = 0;
    for (const Block& b : docs[0].blocks)
      if (b.kind == BlockKind::kRule) ++rules, anchored += ids.count(b.number.str());
    CHECK(anchored == rules);
    std::size_t dead = 0;
    for (pugi::xpath_node n : x.select_nodes("//a[@href]")) {
      std::string h = n.node().attribute("href").value();
      dead += !(h.size() > 1 && h[0] == '#' && ids.count(h.substr(1)));
    }
    CHECK(dead == 0);
  }
}

TEST_CASE("history 702.80 over the shared editions names Exalted's former 502.83 and 2009") {
  TempDir t;
  const std::string out = t.path + "/h.txt";
  CHECK(cli::run_history({"--out", out, "-q", "702.80", test::shared_dir() + "/corpus/cr-archive", test::shared_dir() + "/corpus/cr"}) == 0);
  const std::string h = test::read_file(out);
  CAPTURE(h);
  CHECK(h.find("702.80 \xE2\x80\x94 Exalted") != std::string::npos);
  CHECK(h.find("502.83  2008-10-01 to 2009-05-01  Exalted") != std::string::npos);
  CHECK(h.find("702.80  2009-07-11 to 2011-05-01  Exalted") != std::string::npos);
  CHECK(h.find("702.80 \xE2\x80\x94 Wither (2025-11-14") != std::string::npos);  // the number's holder today
}

}  // namespace rulecorp
