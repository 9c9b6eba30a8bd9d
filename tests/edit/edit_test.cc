// The edit model on inputs in every encoding tools/text decodes: a fix made at an offset of the
// decoded text (text/input_span.h) replaces exactly the input bytes of that text, in the input's
// encoding, with its BOM, line ends and trailing spaces kept; insertions, deletions, joined lines,
// overlaps left out as values, an unencodable replacement refused; the unified diff applied by GNU
// patch gives the same bytes as applying the edits.
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "edit/edit_set.h"
#include "edit/unified_diff.h"
#include "support/temp_dir.h"
#include "text/decoder.h"
#include "text/encoder.h"
#include "text/input_span.h"

namespace rulecorp {
namespace {

Source decode_bytes(const std::string& bytes, const std::string& encoding = {}) {
  Diagnostics diags;
  DecodeOptions o;
  o.encoding = encoding;
  return decode("in.txt", bytes, o, diags);
}

EditTarget target_of(const Source& s, std::string_view bytes) { return {s.name, bytes, s.encoding, s.line_ending}; }

// The fix replacing the first `old` of the decoded text by `replacement`.
Fix fix_of(const Source& s, std::string_view old, std::string replacement) {
  std::size_t at = s.text.find(old);
  REQUIRE(at != std::string::npos);
  std::optional<Fix> f = make_fix(s, {{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + old.size()), std::move(replacement)}});
  REQUIRE(f.has_value());
  return *f;
}

Edit edit_of(const Fix& f, std::string finding = {}) { return {f.file, f.begin, f.end, f.replacement, std::move(finding)}; }

std::string utf16(std::u16string_view s, bool little) {
  std::string out;
  for (char16_t c : s) {
    char hi = static_cast<char>(c >> 8), lo = static_cast<char>(c & 0xFF);
    out += little ? lo : hi;
    out += little ? hi : lo;
  }
  return out;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void write_file(const std::string& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// Applies `diff` with `patch -p1` to a copy of `old` named in.txt; returns the patched bytes.
std::string patched(std::string_view old, const std::string& diff) {
  test::TempDir dir;
  write_file(dir.path + "/in.txt", old);
  write_file(dir.path + "/fix.diff", diff);
  std::string cmd = "cd '" + dir.path + "' && patch -p1 --quiet --no-backup-if-mismatch < fix.diff > patch.log 2>&1";
  int rc = std::system(cmd.c_str());
  INFO(read_file(dir.path + "/patch.log"));
  CHECK(rc == 0);
  return read_file(dir.path + "/in.txt");
}

bool have_patch() { return std::system("patch --version > /dev/null 2>&1") == 0; }

}  // namespace

TEST_CASE("a fix at a decoded offset replaces the input's bytes in every encoding, all else kept") {
  // The same text in each encoding the decoder reads, with CRLF line ends and trailing spaces.
  const std::u16string text = u"100.1 Siehe Regel 306.5 \u201cAngriff\u201d. \r\n100.2 Text  \r\n";
  struct Case {
    const char* name;
    std::string bytes;
    const char* encoding;  // what the decoder must find
  };
  std::string utf8 = "100.1 Siehe Regel 306.5 \xE2\x80\x9C" "Angriff\xE2\x80\x9D. \r\n100.2 Text  \r\n";
  std::string cp1252 = "100.1 Siehe Regel 306.5 \x93" "Angriff\x94. \r\n100.2 Text  \r\n";
  std::vector<Case> cases = {
      {"UTF-8", utf8, "UTF-8"},
      {"UTF-8 with BOM", "\xEF\xBB\xBF" + utf8, "UTF-8"},
      {"UTF-16LE with BOM", "\xFF\xFE" + utf16(text, true), "UTF-16LE"},
      {"UTF-16BE with BOM", "\xFE\xFF" + utf16(text, false), "UTF-16BE"},
      {"UTF-16LE without BOM", utf16(text, true), "UTF-16LE"},
      {"windows-1252", cp1252, "windows-1252"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.name);
    Source s = decode_bytes(c.bytes);
    REQUIRE(s.encoding == c.encoding);
    REQUIRE(s.line_ending == LineEnding::kCrLf);
    EditSet set;
    set.add(edit_of(fix_of(s, "306.5", "506.5"), "stale"));
    // German quotation marks in place of English ones: one fix over both marks.
    std::size_t open = s.text.find("\u201c"), close = s.text.find("\u201d");
    std::optional<Fix> quotes = make_fix(s, {{static_cast<std::uint32_t>(open), static_cast<std::uint32_t>(open + 3), "\u201e"},
                                             {static_cast<std::uint32_t>(close), static_cast<std::uint32_t>(close + 3), "\u201c"}});
    REQUIRE(quotes.has_value());
    set.add(edit_of(*quotes, "quotes"));
    // A line break inserted before "Text" (written as the input's CRLF).
    std::size_t t = s.text.find("Text");
    set.add(edit_of(*make_fix(s, {{static_cast<std::uint32_t>(t), static_cast<std::uint32_t>(t), "\n"}}), "glued"));
    AppliedEdits out = set.apply(target_of(s, c.bytes));
    CHECK(out.problems.empty());
    CHECK(out.applied.size() == 3);
    Source fixed = decode_bytes(out.bytes);
    CHECK(fixed.encoding == s.encoding);
    CHECK(fixed.had_bom == s.had_bom);
    CHECK(fixed.line_ending == LineEnding::kCrLf);
    CHECK(fixed.text == "100.1 Siehe Regel 506.5 \u201eAngriff\u201c. \n100.2 \nText  \n");
    // Outside the replaced bytes nothing moved: the head before the first edit and the tail after the last.
    const std::uint64_t first = out.replacements.front().begin, last = out.replacements.back().end;
    CHECK(std::string_view(out.bytes).substr(0, first) == std::string_view(c.bytes).substr(0, first));
    CHECK(out.bytes.substr(out.bytes.size() - (c.bytes.size() - last)) == c.bytes.substr(last));
  }
}

TEST_CASE("insertions, deletions and joined lines; identical edits applied once") {
  std::string bytes = "alpha beta\ngamma\n\ndelta";
  Source s = decode_bytes(bytes);
  EditSet set;
  std::size_t nl = s.text.find("\ngamma");
  set.add(edit_of(*make_fix(s, {{static_cast<std::uint32_t>(nl), static_cast<std::uint32_t>(nl + 1), " "}})));  // join
  set.add(edit_of(fix_of(s, " beta", "")));                                                                   // delete
  set.add(edit_of(fix_of(s, " beta", "")));                                                                   // again
  set.add(Edit{"in.txt", bytes.size(), bytes.size(), "!", {}});                                                 // append
  set.add(Edit{"in.txt", 0, 0, ">", {}});                                                                       // prepend
  REQUIRE(set.edits().size() == 4);
  AppliedEdits out = set.apply(target_of(s, bytes));
  CHECK(out.problems.empty());
  CHECK(out.bytes == ">alpha gamma\n\ndelta!");
  if (have_patch()) CHECK(patched(bytes, unified_diff("in.txt", bytes, out.replacements)) == out.bytes);
}

TEST_CASE("overlapping edits are both left out and reported; the others applied") {
  std::string bytes = "one two three four\n";
  EditSet set;
  set.add(Edit{"in.txt", 4, 7, "TWO", "a"});
  set.add(Edit{"in.txt", 6, 13, "X", "b"});      // overlaps a
  set.add(Edit{"in.txt", 14, 14, "(", "c"});     // an insertion at a point
  set.add(Edit{"in.txt", 14, 14, "[", "d"});     // a second insertion there: which goes first is unknown
  set.add(Edit{"in.txt", 18, 18, ")", "e"});     // at the end of a word: no overlap with anything
  set.add(Edit{"in.txt", 0, 3, "ONE", "f"});
  set.add(Edit{"in.txt", 3, 3, "_", "g"});       // at the end of f's range: goes after it
  set.add(Edit{"in.txt", 10, 40, "", "h"});      // past the end
  set.add(Edit{"other.txt", 0, 1, "x", "i"});    // another file: not this target's
  AppliedEdits out = set.apply({"in.txt", bytes, "UTF-8", LineEnding::kLf});
  CHECK(out.bytes == "ONE_ two three four)\n");
  REQUIRE(out.problems.size() == 3);
  CHECK(out.problems[0].kind == EditProblem::Kind::kOverlap);
  CHECK(out.problems[0].edit.finding == "b");
  CHECK(out.problems[0].other.finding == "a");
  CHECK(out.problems[1].kind == EditProblem::Kind::kOutOfRange);
  CHECK(out.problems[1].edit.finding == "h");
  CHECK(out.problems[2].kind == EditProblem::Kind::kOverlap);
  CHECK(out.problems[2].edit.finding == "d");
  CHECK(out.problems[2].other.finding == "c");
  CHECK(out.problems[0].message.find("both are left out") != std::string::npos);
  CHECK(set.files() == std::vector<std::string>{"in.txt", "other.txt"});
}

TEST_CASE("a character the input's encoding cannot hold is an error value, and so is a split character") {
  std::string bytes = "Regel 100.1 \x93Text\x94\n";
  Source s = decode_bytes(bytes, "windows-1252");
  EditSet set;
  set.add(edit_of(fix_of(s, "Text", "Text \u2192 Pfeil"), "arrow"));  // no → in windows-1252
  set.add(edit_of(fix_of(s, "Regel", "Regeln"), "plural"));
  AppliedEdits out = set.apply(target_of(s, bytes));
  REQUIRE(out.problems.size() == 1);
  CHECK(out.problems[0].kind == EditProblem::Kind::kUnencodable);
  CHECK(out.bytes == "Regeln 100.1 \x93Text\x94\n");
  CHECK(!encode("\u2192", "windows-1252").ok());
  CHECK(encode("\u201e\u20ac", "windows-1252").bytes == "\x84\x80");  // German quotes and € fit
  CHECK(encode("a\u2192", "windows-1252").unencodable == std::optional<std::size_t>(1));
  // UTF-16: an odd byte offset splits a code unit; UTF-8: an offset inside a sequence splits a character.
  EditSet odd;
  odd.add(Edit{"in.txt", 3, 4, "x", {}});
  std::string u16 = "\xFF\xFE" + utf16(u"ab\n", true);
  CHECK(odd.apply({"in.txt", u16, "UTF-16LE", LineEnding::kLf}).problems.at(0).kind == EditProblem::Kind::kSplitsCharacter);
  std::string u8 = "a\xC3\xA4" "b\n";
  EditSet mid;
  mid.add(Edit{"in.txt", 2, 3, "x", {}});
  CHECK(mid.apply({"in.txt", u8, "UTF-8", LineEnding::kLf}).problems.at(0).kind == EditProblem::Kind::kSplitsCharacter);
}

TEST_CASE("no fix where the decoded text is not the input's bytes one for one") {
  // A broken UTF-8 byte on line 2 and a line in NFD on line 3 (NFC recomposes it): offsets there
  // are not exact, so no fix touches them; line 1 is exact.
  std::string bytes = "Regel 100.1\nkaputt \xFF hier\nA\xCC\x88rger\n";
  Source s = decode_bytes(bytes);
  CHECK(s.inexact_lines == std::vector<std::uint32_t>{2, 3});
  CHECK(s.input_offset(static_cast<std::uint32_t>(s.text.find("100.1"))) == 6);
  CHECK(!s.input_offset(static_cast<std::uint32_t>(s.text.find("hier"))));
  std::size_t at = s.text.find("rger");
  CHECK(!make_fix(s, {{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + 4), "x"}}));
  std::size_t r = s.text.find("100.1");
  CHECK(make_fix(s, {{static_cast<std::uint32_t>(r), static_cast<std::uint32_t>(r + 5), "100.2"}}).has_value());
  // A span that runs over an inexact line is refused too, though both its ends are exact.
  CHECK(!make_fix(s, {{static_cast<std::uint32_t>(r), static_cast<std::uint32_t>(r + 1), "2"},
                      {static_cast<std::uint32_t>(s.text.size() - 1), static_cast<std::uint32_t>(s.text.size()), "\n"}}));
}

TEST_CASE("the unified diff: headers, three lines of context, hunks apart and together, no final newline") {
  std::string bytes;
  for (int i = 1; i <= 20; ++i) bytes += "line " + std::to_string(i) + "\n";
  bytes += "last";  // no newline at the end
  Source s = decode_bytes(bytes);
  EditSet set;
  set.add(edit_of(fix_of(s, "line 2\n", "line two\n")));
  set.add(edit_of(fix_of(s, "line 5\n", "")));           // 3 lines from the first: the same hunk
  set.add(edit_of(fix_of(s, "line 15\n", "line 15\nline 15b\n")));
  set.add(edit_of(fix_of(s, "last", "final")));
  AppliedEdits out = set.apply(target_of(s, bytes));
  std::string diff = unified_diff("in.txt", bytes, out.replacements);
  CHECK(diff.rfind("--- a/in.txt\n+++ b/in.txt\n@@ -1,8 +1,7 @@\n line 1\n-line 2\n+line two\n line 3\n", 0) == 0);
  CHECK(diff.find("@@ -12,10 +11,11 @@\n line 12\n") != std::string::npos);
  CHECK(diff.find("-last\n\\ No newline at end of file\n+final\n\\ No newline at end of file\n") != std::string::npos);
  if (have_patch()) CHECK(patched(bytes, diff) == out.bytes);
  CHECK(unified_diff("in.txt", bytes, {}).empty());
  CHECK(diff_name("cr/de.txt") == "cr/de.txt");
  CHECK(diff_name("./de.txt") == "de.txt");
  CHECK(diff_name("../shared/cr/de.txt") == "de.txt");
  CHECK(diff_name("/tmp/de.txt") == "de.txt");
}

TEST_CASE("the diff of a CRLF input and of a UTF-16 input applies with patch") {
  if (!have_patch()) {
    if (std::getenv("CI") && std::string(std::getenv("CI")) == "true") FAIL("GNU patch is missing under CI=true (.ci/setup installs it)");
    MESSAGE("skipped: GNU patch is not installed");
    return;
  }
  std::string crlf = "\xEF\xBB\xBF" "a\r\nb  \r\nc\r\nd\r\ne\r\nf\r\ng\r\nh\r\ni\r\n";
  Source s = decode_bytes(crlf);
  EditSet set;
  set.add(edit_of(fix_of(s, "b", "B\nB2")));
  set.add(edit_of(fix_of(s, "h\n", "")));
  AppliedEdits out = set.apply(target_of(s, crlf));
  CHECK(out.bytes == "\xEF\xBB\xBF" "a\r\nB\r\nB2  \r\nc\r\nd\r\ne\r\nf\r\ng\r\ni\r\n");
  CHECK(patched(crlf, unified_diff("in.txt", crlf, out.replacements)) == out.bytes);
  for (bool little : {true, false}) {
    std::string u16 = (little ? std::string("\xFF\xFE") : std::string("\xFE\xFF")) +
                      utf16(u"Regel 306.5\r\nzwei\r\n\u0100\u010a drei\r\nvier\r\n", little);
    Source w = decode_bytes(u16);
    EditSet ws;
    ws.add(edit_of(fix_of(w, "306.5", "506.5")));
    ws.add(edit_of(fix_of(w, "drei", "3")));
    AppliedEdits wout = ws.apply(target_of(w, u16));
    REQUIRE(wout.problems.empty());
    CHECK(decode_bytes(wout.bytes).text == "Regel 506.5\nzwei\n\u0100\u010a 3\nvier\n");
    CHECK(patched(u16, unified_diff("in.txt", u16, wout.replacements)) == wout.bytes);
  }
}

}  // namespace rulecorp
