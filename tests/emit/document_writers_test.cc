// The clean text and the HTML page of one document (convert --to text|html): the text keeps the
// repaired rules (a glued number split off, a malformed number read as its suggestion) and parses
// back to the same rules and texts; the page anchors every rule by its number, links every
// citation to an anchor of the page (a range to its first rule), sets examples apart, anchors the
// glossary's terms, and escapes hostile text.
#include <doctest/doctest.h>

#include <memory>
#include <pugixml.hpp>
#include <set>
#include <string>

#include "emit/document_html.h"
#include "emit/document_text.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

Document parse_one(std::string_view text, Diagnostics& d) {
  auto src = std::make_shared<const Source>(decode("in.txt", text, {}, d));
  std::vector<Document> docs = parse(src, {}, d);
  REQUIRE(docs.size() == 1);
  return std::move(docs[0]);
}

// "number: text" of every rule, and "example: text" of every example, in order.
std::string rules_of(const Document& d) {
  std::string s;
  for (const Block& b : d.blocks)
    if (b.kind == BlockKind::kRule) s += b.number.str() + ": " + std::string(b.text) + "\n";
    else if (b.kind == BlockKind::kExample) s += "example: " + std::string(b.text) + "\n";
    else if (b.kind == BlockKind::kGlossaryEntry) s += "term " + std::string(b.term) + ": " + std::string(b.text) + "\n";
  return s;
}

constexpr const char* kRules =
    "\xEF\xBB\xBFTest Rules\r\n\r\n"
    "These rules are effective as of November 14, 2025.\r\n\r\n"
    "Contents\r\n\r\n1. Game Concepts\r\n5. Turn Structure\r\nGlossary\r\n\r\n"
    "1. Game Concepts\r\n\r\n"
    "100. General\r\n\r\n"
    "100.1. These rules apply to every game. See rules 506.4a\xE2\x80\x93" "b.\r\n\r\n"
    "100.2. A player loses when their life total is 0. 100.3. A player wins when every other player lost.\r\n\r\n"
    "5. Turn Structure\r\n\r\n"
    "506. Combat Phase\r\n\r\n"
    "506.4. Blocks.\r\n\r\n"
    "506.4a A creature blocks <b>alone</b> & \"quietly\" if it's the only blocker.\r\n"
    "Example: A player blocks with one creature. See rule 100.1.\r\n\r\n"
    "506.4b First paragraph.\r\nA second paragraph of 506.4b.\r\n\r\n"
    "Glossary\r\n\r\n"
    "Attacks Alone\r\nA creature attacks alone if it is the only attacker. See rule 506.4.\r\n\r\n";

}  // namespace

TEST_CASE("clean text: NFC UTF-8, LF, no BOM, rules repaired, parses back to the same rules") {
  Diagnostics d;
  Document doc = parse_one(kRules, d);
  std::string text;
  write_document_text(doc, text);
  CHECK(text.find('\r') == std::string::npos);
  CHECK(!text.starts_with("\xEF\xBB\xBF"));
  CHECK(text.find("\n100.3. A player wins") != std::string::npos);  // the glued rule on its own paragraph
  CHECK(text.find("\nAttacks Alone\nA creature attacks alone") != std::string::npos);
  Diagnostics d2;
  Document again = parse_one(text, d2);
  CHECK(rules_of(again) == rules_of(doc));
  CHECK(again.edition == "2025-11-14");
  CHECK(rules_of(doc).find("100.3: A player wins") != std::string::npos);
}

TEST_CASE("clean text: a malformed number is written as its suggested reading") {
  Diagnostics d;
  Document doc = parse_one("702. Keywords\n\n702.82. Devour\n\n02.83. Exalted\n\n702.84. Annihilator\n", d);
  std::string text;
  write_document_text(doc, text);
  CHECK(text.find("\n702.83. Exalted\n") != std::string::npos);
}

TEST_CASE("html: an anchor per rule, every link resolves, examples set apart, text escaped") {
  Diagnostics d;
  Document doc = parse_one(kRules, d);
  const std::string page = document_html(doc);
  CHECK(page.starts_with("<!DOCTYPE html>"));
  CHECK(page.find("<b>alone</b>") == std::string::npos);
  CHECK(page.find("&lt;b&gt;alone&lt;/b&gt; &amp;") != std::string::npos);
  CHECK(page.find("<script") == std::string::npos);
  CHECK(page.find("http") == std::string::npos);  // no external asset
  pugi::xml_document x;
  REQUIRE(x.load_string(page.c_str(), pugi::parse_default | pugi::parse_doctype));
  std::set<std::string> ids, hrefs;
  for (pugi::xpath_node n : x.select_nodes("//*[@id]")) CHECK(ids.insert(n.node().attribute("id").value()).second);
  for (pugi::xpath_node n : x.select_nodes("//a[@href]")) hrefs.insert(n.node().attribute("href").value());
  for (const Block& b : doc.blocks)
    if (b.kind == BlockKind::kRule) CHECK(ids.count(b.number.str()));
  for (const std::string& h : hrefs) {
    REQUIRE(h.starts_with("#"));
    CHECK_MESSAGE(ids.count(h.substr(1)), h);
  }
  // A range cites its first rule; the glossary's "See rule" links; the term has an anchor.
  CHECK(x.select_node("//p[@id='100.1']/a[@href='#506.4a']"));
  CHECK(x.select_node("//dd/a[@href='#506.4']"));
  CHECK(ids.count("g-attacks-alone"));
  CHECK(x.select_node("//p[@class='example']/a[@href='#100.1']"));
  CHECK(x.select_node("//nav//a[@href='#s-5']"));
}

TEST_CASE("html: a citation of nothing in the document is marked, not a dead link; a repeated number anchors once") {
  Diagnostics d;
  Document doc = parse_one("100. General\n\n100.1. See rule 999.9 and section 8.\n\n100.1. Again.\n", d);
  pugi::xml_document x;
  REQUIRE(x.load_string(document_html(doc).c_str(), pugi::parse_default | pugi::parse_doctype));
  CHECK(x.select_nodes("//main//a[not(@class='num')]").empty());
  CHECK(x.select_nodes("//span[@class='unlinked']").size() == 2);
  CHECK(x.select_node("//*[@id='100.1']"));
  CHECK(x.select_node("//*[@id='100.1~2']"));
}

TEST_CASE("glossary anchors") {
  CHECK(glossary_anchor("Attacks Alone") == "g-attacks-alone");
  CHECK(glossary_anchor("Bury (Obsolete)") == "g-bury-obsolete");
  CHECK(glossary_anchor("Kampfschaden-Schritt") == "g-kampfschaden-schritt");
}

}  // namespace rulecorp
