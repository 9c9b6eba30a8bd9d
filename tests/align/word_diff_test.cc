// The word diff on table cases: marks fall between whole ICU word tokens (never inside a word or a
// UTF-8 sequence), a replacement reads [-old-] {+new+}, and both texts are rebuilt byte for byte
// from the ops (dropping the insertions gives the old text, dropping the deletions the new one).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "align/word_diff.h"

namespace rulecorp {
namespace {

// Every case also checks the rebuild invariant and that each op is valid UTF-8 on its own.
std::string diff(std::string_view a, std::string_view b) {
  std::vector<DiffOp> ops = word_diff(a, b);
  CHECK(diff_before(ops) == a);
  CHECK(diff_after(ops) == b);
  for (const DiffOp& o : ops) {
    CHECK(!o.text.empty());
    // Neither end of an op is a UTF-8 continuation byte's neighbour cut: no op starts with one.
    CHECK((static_cast<unsigned char>(o.text.front()) & 0xC0) != 0x80);
  }
  return diff_text(ops);
}

TEST_CASE("word diff: the notation of the text lists") {
  CHECK(diff("a b c", "a x c") == "a [-b-] {+x+} c");
  CHECK(diff("a b", "a b c d") == "a b {+c d+}");
  CHECK(diff("a b c", "c") == "[-a b-] c");
  CHECK(diff("same", "same") == "same");
  CHECK(diff("", "new text") == "{+new text+}");
  CHECK(diff("old text", "") == "[-old text-]");
}

TEST_CASE("word diff: dropped words stay between whole words (the Treasure case)") {
  // A deletion is never placed by a byte count inside a word ("Treasur [-and-] e").
  CHECK(diff("Create a Treasure and a Food token.", "Create a Treasure token.") ==
        "Create a Treasure [-and a Food-] token.");
  CHECK(diff("Create a Treasure token.", "Create a Treasure and a Clue token.") ==
        "Create a Treasure {+and a Clue+} token.");
  CHECK(diff("Sacrifice a Treasure and draw a card.", "Sacrifice a Treasure or draw a card.") ==
        "Sacrifice a Treasure [-and-] {+or+} draw a card.");
  // Part of a word is never marked: a changed word is replaced whole.
  CHECK(diff("Treasures", "Treasure") == "[-Treasures-] {+Treasure+}");
}

TEST_CASE("word diff: punctuation is a token of its own, glued where the text glues it") {
  CHECK(diff("a card, then", "a card; then") == "a card[-,-]{+;+} then");
  // No white space after the change: the space it adds is inside the mark, and a replacement's marks
  // touch, so dropping a mark gives the other text exactly.
  CHECK(diff("draw a card.", "draw a card and discard.") == "draw a card{+ and discard+}.");
  CHECK(diff("(See rule 702.19.)", "(See rule 702.20.)") == "(See rule [-702.19-]{+702.20+}.)");
}

TEST_CASE("word diff: white space alone changing is a mark of white space") {
  CHECK(diff("a,b", "a, b") == "a,{+ +}b");
  CHECK(diff("a  b", "a b") == "a b");  // beside a space kept: nothing to read
  CHECK(diff("made.\nSome", "made. Some") == "made. Some");  // white space for white space
  // Two white space characters sharing UTF-8 bytes (U+2000, U+3000; U+2009, U+202F) are not cut.
  CHECK(diff("a,\u2000b", "a,\u3000b") == "a,\u3000b");
  CHECK(diff("a\u2009:", "a\u202f:") == "a\u202f:");
  CHECK(diff("effect.  See rule", "effect. See rules") == "effect. See [-rule-] {+rules+}");
}

TEST_CASE("word diff: German umlauts and ß are inside whole words") {
  CHECK(diff("Wähle eine Kreatur. Sie erhält +1/+1.", "Wähle eine größere Kreatur. Sie erhält +2/+2.") ==
        "Wähle eine {+größere+} Kreatur. Sie erhält +[-1-]{+2+}/+[-1-]{+2+}.");
  CHECK(diff("Der Spieler schließt die Straße.", "Der Spieler öffnet die Straße.") ==
        "Der Spieler [-schließt-] {+öffnet+} die Straße.");
  CHECK(diff("Übernimm die Kontrolle", "Über nimm die Kontrolle") == "[-Übernimm-] {+Über nimm+} die Kontrolle");
}

TEST_CASE("word diff: French elisions are one token with their word") {
  CHECK(diff("l\u2019adversaire perd la partie", "l\u2019attaquant perd la partie") ==
        "[-l\u2019adversaire-] {+l\u2019attaquant+} perd la partie");
  CHECK(diff("Il inflige 2 blessures \u00e0 l\u2019adversaire.", "Il inflige 3 blessures \u00e0 chaque adversaire.") ==
        "Il inflige [-2-] {+3+} blessures \u00e0 [-l\u2019adversaire-]{+chaque adversaire+}.");
  // A narrow no-break space before the colon is white space that both keep.
  CHECK(diff("Exemple\u202f: une carte", "Exemple\u202f: deux cartes") == "Exemple\u202f: [-une carte-] {+deux cartes+}");
}

TEST_CASE("word diff: the HTML rendering escapes and marks with del and ins") {
  std::vector<DiffOp> ops = word_diff("a <b> & c", "a <i> & c");
  std::string html;
  append_diff_html(html, ops);
  CHECK(html == "a &lt;<del>b</del><ins>i</ins>&gt; &amp; c");
}

TEST_CASE("word diff: spans of each side and the unchanged test") {
  std::string a = "one two three", b = "one 2 three four";
  std::vector<DiffOp> ops = word_diff(a, b);
  std::vector<DiffSpan> in_a = diff_spans(ops, a, true), in_b = diff_spans(ops, b, false);
  REQUIRE(in_a.size() == 1);
  CHECK(a.substr(in_a[0].begin, in_a[0].end - in_a[0].begin) == "two");
  REQUIRE(in_b.size() == 2);
  CHECK(b.substr(in_b[0].begin, in_b[0].end - in_b[0].begin) == "2");
  CHECK(b.substr(in_b[1].begin, in_b[1].end - in_b[1].begin) == "four");
  CHECK(!diff_unchanged(ops));
  CHECK(diff_unchanged(word_diff(a, a)));
}

TEST_CASE("word diff: a long text with a few edits, and two unrelated long texts, stay exact") {
  std::string a, b;
  for (int i = 0; i < 20000; ++i) {
    a += "w" + std::to_string(i) + " ";
    b += (i % 5000 == 7 ? "x" : "w") + std::to_string(i) + " ";
  }
  std::vector<DiffOp> ops = word_diff(a, b);
  CHECK(diff_before(ops) == a);
  CHECK(diff_after(ops) == b);
  std::size_t changes = 0;
  for (const DiffOp& o : ops) changes += o.kind != DiffOp::Kind::kKeep;
  CHECK(changes == 8);  // four words replaced
  // Beyond the edit bound the middle is one replacement, still rebuilding both texts.
  std::string c, d;
  for (int i = 0; i < 5000; ++i) {
    c += "p" + std::to_string(i) + " ";
    d += "q" + std::to_string(i) + " ";
  }
  ops = word_diff(c, d);
  CHECK(diff_before(ops) == c);
  CHECK(diff_after(ops) == d);
}

TEST_CASE("word diff: random texts keep a longest common subsequence of their words") {
  // A fixed generator: the same cases every run. Words from a small vocabulary make many matches.
  std::uint32_t seed = 12345;
  auto next = [&seed] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7FFF; };
  const char* vocab[] = {"a", "b", "c", "d", "e", ",", "."};
  for (int round = 0; round < 300; ++round) {
    std::vector<std::string> x, y;
    for (std::uint32_t n = next() % 30; n-- > 0;) x.push_back(vocab[next() % 7]);
    for (std::uint32_t n = next() % 30; n-- > 0;) y.push_back(vocab[next() % 7]);
    auto join = [](const std::vector<std::string>& w) {
      std::string s;
      for (const std::string& t : w) s += (s.empty() ? "" : " ") + t;
      return s;
    };
    const std::string a = join(x), b = join(y);
    std::vector<std::vector<int>> lcs(x.size() + 1, std::vector<int>(y.size() + 1, 0));
    for (std::size_t i = x.size(); i-- > 0;)
      for (std::size_t j = y.size(); j-- > 0;)
        lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    std::vector<DiffOp> ops = word_diff(a, b);
    CAPTURE(a);
    CAPTURE(b);
    CHECK(diff_before(ops) == a);
    CHECK(diff_after(ops) == b);
    int kept = 0;  // tokens inside keep ops
    for (const DiffOp& o : ops)
      if (o.kind == DiffOp::Kind::kKeep)
        for (char c : o.text) kept += c != ' ';
    CHECK(kept == lcs[0][0]);
  }
}

}  // namespace
}  // namespace rulecorp
