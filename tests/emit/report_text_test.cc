// The text report: the compiler-style header line a CI log parser picks up, the texts of a finding
// indented below with the differing spans between ⟦ ⟧, hostile text kept on its line and unable to
// drive the terminal, long texts cut to the context of their marks, and counts per check.
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>
#include <vector>

#include "emit/report_samples.h"
#include "emit/report_text.h"

namespace rulecorp {
namespace {

std::vector<std::string> lines_of(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

bool has_line(const std::vector<std::string>& lines, const std::string& l) {
  return std::find(lines.begin(), lines.end(), l) != lines.end();
}

}  // namespace

TEST_CASE("text report: the stale cross-reference with its partner texts") {
  std::string out = write_report_text(test::sample_report());
  std::vector<std::string> lines = lines_of(out);
  REQUIRE(lines.size() > 4);
  CHECK(lines[0] ==
        "cr-de.txt:120:5: error: de 702.80b cites 306.5, the number of 506.5 (\"attacks alone\") before the 2009-10-01 "
        "edition: cite 506.5 [xref.stale]");
  CHECK(lines[1] ==
        "  de 702.80b: Eine Kreatur \xE2\x80\x9Egreift alleine an\xE2\x80\x9C, falls sie die einzige Kreatur ist, die in "
        "einer bestimmten Kampfphase als Angreifer deklariert wird. Siehe Regel \xE2\x9F\xA6" "306.5\xE2\x9F\xA7.");
  CHECK(lines[2] ==
        "  en 702.80b (original, 2009-10-01, cr-en.txt:3014): A creature \"attacks alone\" if it's the only creature "
        "declared as an attacker in a given combat phase. See rule \xE2\x9F\xA6" "506.5\xE2\x9F\xA7.");
  // The cited rule is longer than 320 characters and has no marks: its start, then an ellipsis.
  CHECK(lines[3].starts_with("  en 506.5 (cited, 2009-10-01, cr-en.txt:1504): A creature attacks alone if"));
  CHECK(lines[3].ends_with("\xE2\x80\xA6"));
  CHECK(lines[4] == "  suggestion: cite 506.5");
  CHECK(out.back() == '\n');
}

TEST_CASE("text report: a missing translation shows the original; a parse fault its line and a caret") {
  std::vector<std::string> lines = lines_of(write_report_text(test::sample_report()));
  auto at = std::find(lines.begin(), lines.end(),
                      "cr-de-2025-11-14.txt:3283:1: warning: en 201.4g is not translated: no German rule between "
                      "201.4f and 202 [align.missing]");
  REQUIRE(at != lines.end());
  CHECK(at[1].starts_with("  en 201.4g (original, 2025-11-14, cr-en-2025-11-14.txt:1315): Some cards have"));
  at = std::find(lines.begin(), lines.end(),
                 "cr-de-2025-11-14.txt:8385:24: error: rule 613.7m starts mid-line; the line is split before it "
                 "[numbering.glued]");
  REQUIRE(at != lines.end());
  CHECK(at[1] == "  8385 | Aufkleber unver\xC3\xA4ndert.613.7m Falls zwei oder mehr Objekte gleichzeitig einen ");
  // Byte column 24 is the 23rd character ("ä" is two bytes): 22 spaces before the caret.
  CHECK(at[2] == "       | " + std::string(22, ' ') + "^");
}

TEST_CASE("text report: hostile text stays on its line and cannot drive a terminal") {
  std::string out = write_report_text(test::sample_report());
  CHECK(out.find('\x1B') == std::string::npos);           // the ESC of "\x1B[31m" is not printed
  CHECK(out.find("\xE2\x80\x8F") == std::string::npos);   // nor the right-to-left mark itself
  std::vector<std::string> lines = lines_of(out);
  auto at = std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return l.ends_with("[number.mismatch]"); });
  REQUIRE(at != lines.end());
  CHECK(*at == std::string(test::kHostileFile) +
                   ":7:3: error: fr 502.83a has +2/+2 where the original has +1/+1 <b>&amp; \"quoted\" ]]> [number.mismatch]");
  // The French text is one line: the newline shown as ↵, the mark visible as ⟨U+200F⟩, the ESC as U+FFFD.
  CHECK(at[1].starts_with("  fr 502.83a: L'exaltation <b>&amp; ]]> est une capacit\xC3\xA9"));
  CHECK(at[1].find("\xE2\x9F\xA8U+200F\xE2\x9F\xA9 signifie") != std::string::npos);
  CHECK(at[1].find("\xE2\x9F\xA6+2/+2\xE2\x9F\xA7\xE2\x86\xB5jusqu'") != std::string::npos);
  CHECK(at[1].find("\xEF\xBF\xBD[31m</script>.") != std::string::npos);
  CHECK(at[2].starts_with("  en 502.83a (original, 2008-10-01, cr-en-2008-10-01.txt:3101): Exalted is"));
  CHECK(at[3] == "  suggestion: +1/+1 </p><script>alert(1)</script>");
}

TEST_CASE("text report: counts per check in the check table's order, and what was left out") {
  std::vector<std::string> lines = lines_of(write_report_text(test::sample_report()));
  auto at = std::find(lines.begin(), lines.end(), "Findings by check:");
  REQUIRE(lines.end() - at == 9);
  CHECK(at[1] == "  numbering.glued         1 error");
  CHECK(at[2] == "  align.missing           1 warning");
  CHECK(at[3] == "  xref.stale              1 error");
  CHECK(at[4] == "  number.mismatch         1 error");
  CHECK(at[5] == "  typography.quotes       1 warning");
  CHECK(at[6] == "  ruling.variant          1 note");
  CHECK(at[7] == "Total: 6 findings (3 errors, 2 warnings, 1 note)");
  CHECK(at[8] == "Not reported: 2 accepted in the baseline, 1 of checks turned off, 0 over the per-file limit");
  CHECK(has_line(lines, ""));
}

TEST_CASE("text report: an empty run says so; output is deterministic") {
  Report empty;
  CHECK(write_report_text(empty) == "No findings.\n");
  CHECK(write_report_text(test::sample_report()) == write_report_text(test::sample_report()));
}

TEST_CASE("marked_line: marks are cleaned, long texts keep the context of their marks") {
  // A mark past the end is clamped; one cutting "ä" in half is widened to the whole character.
  std::string text = "B\xC3\xA4r und Wolf";
  std::vector<Mark> marks = {{2, 3}, {9, 40}};
  CHECK(marked_line(text, marks) == "B\xE2\x9F\xA6\xC3\xA4\xE2\x9F\xA7r und \xE2\x9F\xA6Wolf\xE2\x9F\xA7");
  // Overlapping marks merge; an empty or reversed one is dropped.
  std::vector<Mark> overlapping = {{0, 3}, {2, 6}, {5, 5}, {8, 7}};
  CHECK(marked_line("abcdefghij", overlapping) == "\xE2\x9F\xA6" "abcdef\xE2\x9F\xA7ghij");
  // 1000 characters with a mark in the middle: only its context, an ellipsis on both sides.
  std::string long_text = std::string(500, 'a') + "XYZ" + std::string(497, 'b');
  std::vector<Mark> mid = {{500, 503}};
  std::string cut = marked_line(long_text, mid, 320);
  CHECK(cut == "\xE2\x80\xA6" + std::string(80, 'a') + "\xE2\x9F\xA6XYZ\xE2\x9F\xA7" + std::string(80, 'b') + "\xE2\x80\xA6");
  // Two distant marks: two windows joined by an ellipsis.
  std::vector<Mark> two = {{10, 11}, {900, 901}};
  std::string both = marked_line(long_text, two, 320);
  CHECK(both.starts_with(std::string(10, 'a') + "\xE2\x9F\xA6" "a\xE2\x9F\xA7"));
  CHECK(both.find(" \xE2\x80\xA6 ") != std::string::npos);
  CHECK(both.ends_with("\xE2\x9F\xA6" "b\xE2\x9F\xA7" + std::string(80, 'b') + "\xE2\x80\xA6"));
}

TEST_CASE("display_line: controls, bidi formatting and broken UTF-8 made visible") {
  CHECK(display_line("a\r\nb\rc\nd\te") == "a\xE2\x86\xB5" "b\xE2\x86\xB5" "c\xE2\x86\xB5" "d e");
  CHECK(display_line("x\xE2\x80\xAEy") == "x\xE2\x9F\xA8U+202E\xE2\x9F\xA9y");  // RIGHT-TO-LEFT OVERRIDE
  CHECK(display_line("x\xFFy\x7Fz") == "x\xEF\xBF\xBDy\xEF\xBF\xBDz");
  CHECK(display_line("\xC2\x85") == "\xEF\xBF\xBD");  // C1 control NEL
}

}  // namespace rulecorp
