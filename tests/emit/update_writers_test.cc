// The update list's writers on a hand-built list with hostile text: the HTML page is well-formed
// (an XML parser reads it), escapes markup, marks dropped words in <del> and new ones in <ins>, gives
// every row a unique anchor, links nothing outside; the TSV escapes tabs and line breaks, carries
// the translation's text and says where an added rule goes; the wdiff line rebuilds both texts.
#include <doctest/doctest.h>

#include <pugixml.hpp>
#include <string>

#include "emit/update_html.h"
#include "emit/update_tsv.h"

namespace rulecorp {
namespace {

struct Sample {
  Document then, now, de;
  Block then_a, now_a, now_b, then_c, de_a, de_c;
  UpdateList list;
};

// 702.9a reworded ("<b>" and a tab in it), 702.9b added after the German 702.9a, 702.9c removed.
void fill(Sample& s) {
  s.then.edition = "2025-11-14";
  s.now.edition = "2026-02-27";
  s.then_a.number = *RuleNumber::parse("702.9a");
  s.then_a.text = "Flying is an evasion ability.";
  s.now_a.number = s.then_a.number;
  s.now_a.text = "Flying is an <b>evasion</b>\tability & more.";
  s.now_b.number = *RuleNumber::parse("702.9b");
  s.now_b.text = "A new rule.";
  s.then_c.number = *RuleNumber::parse("702.9c");
  s.then_c.text = "Multiple instances of flying are redundant.";
  s.de_a.number = s.then_a.number;
  s.de_a.line = 40;
  s.de_c.number = s.then_c.number;
  s.de_c.line = 44;
  s.list.language = "de";
  s.list.translation = &s.de;
  s.list.then = &s.then;
  s.list.now = &s.now;
  UpdateRow a;
  a.change = UpdateChange::kReworded;
  a.old_number = a.new_number = s.then_a.number;
  a.then = &s.then_a;
  a.now = &s.now_a;
  a.then_text = std::string(s.then_a.text);
  a.now_text = std::string(s.now_a.text);
  a.now_marks = {{13, 15}, {36, 43}};  // "<b", "& more."
  a.translation = &s.de_a;
  a.translation_text = "Flugfähigkeit ist eine <Ausweichfähigkeit>.\nZweite Zeile";
  UpdateRow b;
  b.change = UpdateChange::kAdded;
  b.new_number = s.now_b.number;
  b.now = &s.now_b;
  b.now_text = std::string(s.now_b.text);
  b.after = &s.de_a;
  UpdateRow c;
  c.change = UpdateChange::kRemoved;
  c.old_number = s.then_c.number;
  c.then = &s.then_c;
  c.then_text = std::string(s.then_c.text);
  c.translation = &s.de_c;
  c.translation_text = "Mehrfaches Vorkommen ist redundant.";
  s.list.rows = {a, b, c};
}

}  // namespace

TEST_CASE("update list HTML: well-formed, escaped, the diff marked, an anchor per row") {
  Sample s;
  fill(s);
  std::string html = write_update_html(s.list);
  CHECK(html == write_update_html(s.list));  // deterministic
  pugi::xml_document doc;
  REQUIRE(doc.load_string(html.c_str()));
  CHECK(html.find("<b>evasion") == std::string::npos);
  CHECK(html.find("&lt;Ausweichfähigkeit&gt;") != std::string::npos);
  CHECK(doc.select_nodes("//td//ins").size() == 2);
  CHECK(std::string(doc.select_node("//td//ins").node().child_value()) == "<b");
  CHECK(doc.select_nodes("//tr[@id]").size() == 3);
  CHECK(doc.select_node("//tr[@id='was-702.9c']"));
  CHECK(html.find("after de 702.9a, line 40") != std::string::npos);
  CHECK(doc.select_nodes("//a").empty());
  CHECK(doc.select_nodes("//script").empty());
}

TEST_CASE("update list TSV: one row per change, cells escaped, the translation's text beside it") {
  Sample s;
  fill(s);
  std::string tsv = write_update_tsv(s.list);
  CHECK(tsv.rfind("rule\tchange\told\tnew\ttranslation\ttranslation_text\tenglish_now\tenglish_translated\tenglish_diff\n", 0) == 0);
  CHECK(tsv.find("\t-:40\tFlugfähigkeit ist eine <Ausweichfähigkeit>.\\nZweite Zeile\tFlying is an <b>evasion</b>\\tability & more.\t") !=
        std::string::npos);
  CHECK(tsv.find("702.9b\tadded\t\t702.9b\tafter de 702.9a, line 40\t\tA new rule.\t\t\n") != std::string::npos);
  CHECK(tsv.find("702.9c\tremoved\t702.9c\t\t-:44\tMehrfaches Vorkommen ist redundant.\tMultiple instances of flying are redundant.\t\t\n") !=
        std::string::npos);
  std::size_t lines = 0;
  for (char c : tsv) lines += c == '\n';
  CHECK(lines == 4);
}

TEST_CASE("update list TSV: the English change in wdiff's notation, dropped words before the words that replace them") {
  Sample s;
  fill(s);
  UpdateRow& r = s.list.rows[0];
  r.then_text = "The combat phase has five steps, always in this order.";
  r.now_text = "The combat phase has five steps, which happen in this order.";
  r.then_marks = {{33, 39}};
  r.now_marks = {{33, 45}};
  std::string tsv = write_update_tsv(s.list);
  CHECK(tsv.find("\tThe combat phase has five steps, [-always-] {+which happen+} in this order.\n") != std::string::npos);
}

}  // namespace rulecorp
