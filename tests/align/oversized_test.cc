// The aligners on shapes far beyond real texts, at small sizes (the times are in
// tests/bench/aligners_bench.cc): a card of thousands of lines against one line, against half as
// many, rulings thousands apart in number, a rule with many examples. Each asserts the pairing
// (and the align.oversized finding naming the file and line), so the paths taken for such inputs
// stay right, not only fast.
#include <doctest/doctest.h>

#include <memory>
#include <random>
#include <string>

#include "align/aligner.h"
#include "align/card_set.h"
#include "align/evidence.h"
#include "align/paragraph_aligner.h"
#include "align/rule_aligner.h"
#include "check/alignment_findings.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

std::vector<Document> parse_doc(const std::string& name, const std::string& text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return parse(src, o, d);
}

// `lines` card lines as one JSON string, line i stating the numbers i and i % 7 ("\n" escaped);
// every `step`-th line only.
std::string lines_json(std::size_t lines, bool german, std::size_t step = 1) {
  std::string s;
  for (std::size_t i = 0; i < lines; i += step) {
    if (!s.empty()) s += "\\n";
    s += german ? "Sie erh\u00E4lt +" + std::to_string(i) + "/+" + std::to_string(i % 7) + "."
                : "It gets +" + std::to_string(i) + "/+" + std::to_string(i % 7) + ".";
  }
  return s;
}

std::string card_json(const std::string& en, const std::string& de) {
  return R"({"data": {"code": "BIG", "cards": [{"name": "Big", "number": "1", "text": ")" + en +
         R"(", "foreignData": [{"language": "German", "name": "Gro\u00DF", "text": ")" + de + R"("}]}]}})";
}

// The findings of `check` in `a`.
std::vector<Diagnostic> findings(const Alignment& a, std::string_view check) {
  std::vector<Diagnostic> out;
  for (Diagnostic& d : alignment_findings(a))
    if (d.check == check) out.push_back(std::move(d));
  return out;
}

// True when `beads` cover a[0..n) and b[0..m) once each, in order.
bool covers_in_order(const std::vector<Bead>& beads, std::int32_t n, std::int32_t m) {
  std::int32_t i = 0, j = 0;
  for (const Bead& b : beads) {
    if (b.a_count > 0 && b.a_first != i) return false;
    if (b.b_count > 0 && b.b_first != j) return false;
    i += b.a_count;
    j += b.b_count;
  }
  return i == n && j == m;
}

TEST_CASE("a card of thousands of lines against a one-line translation: one unit, and a finding naming the file") {
  // The intent: the one-line translation takes all the English lines (as a modal card printed as one
  // paragraph), in time linear in the lines; the card is reported as more than a card holds.
  const std::string json = card_json(lines_json(3000, false), "Sie erh\u00E4lt +1/+1.");
  Diagnostics d;
  CardSet set = read_card_set("big.json", json, d);
  REQUIRE(set.cards.size() == 1);
  REQUIRE(set.cards[0].count[0] == 3000);
  Alignment a = align_cards(set);
  REQUIRE(a.units.size() == 1);
  CHECK(a.units[0].members[0].count == 3000);
  CHECK(a.units[0].members[1].count == 1);
  CHECK(a.units[0].members[2].missing());
  std::vector<Diagnostic> f = findings(a, "align.oversized");
  REQUIRE(f.size() == 1);
  CHECK(f[0].file == "big.json");
  CHECK(f[0].line == 1);
  CHECK(f[0].message.find("card BIG:1 has 3000 lines in en, 1 in de, 0 in fr") == 0);
}

TEST_CASE("a card of thousands of lines against half as many: each translated line with its English line") {
  // The intent: counts 4,000 and 2,000 are too far apart for the exact band (which would need 16
  // million cells); the lines are aligned between anchors (each line's numbers occur once), so the
  // German line i pairs with English line 2i and the other English lines are missing.
  const std::string json = card_json(lines_json(4000, false), lines_json(4000, true, 2));
  Diagnostics d;
  CardSet set = read_card_set("half.json", json, d);
  REQUIRE(set.cards[0].count[1] == 2000);
  Alignment a = align_cards(set);
  REQUIRE(a.units.size() == 4000);
  std::size_t paired = 0, missing = 0;
  for (std::size_t i = 0; i < a.units.size(); ++i) {
    const Member& de = a.units[i].members[1];
    CHECK(a.units[i].members[0].block == static_cast<std::int32_t>(i));
    if (de.present()) {
      ++paired;
      CHECK(de.block * 2 == static_cast<std::int32_t>(i));
      CHECK(de.count == 1);
    } else {
      ++missing;
      CHECK(de.missing());
    }
  }
  CHECK(paired == 2000);
  CHECK(missing == 2000);
  CHECK(findings(a, "align.oversized").size() == 1);  // the card's length, once
}

TEST_CASE("paragraph aligner: sequences thousands apart are aligned between anchors, in order") {
  auto ev = [](std::size_t n, std::size_t step, bool numbers) {
    std::vector<Evidence> out;
    for (std::size_t i = 0; i < n; i += step)
      out.push_back(make_evidence(numbers ? "Put " + std::to_string(i) + " counters on it." : std::string("Draw a card."), {}));
    return out;
  };
  // Anchored: every third paragraph translated; each pairs with its own.
  std::vector<Evidence> a = ev(6000, 1, true), b = ev(6000, 3, true);
  bool coarse = false;
  std::vector<Bead> beads = align_paragraphs(a, b, 1.0, &coarse);
  CHECK(coarse);
  CHECK(covers_in_order(beads, 6000, 2000));
  std::size_t right = 0;
  for (const Bead& bd : beads) right += bd.a_count == 1 && bd.b_count == 1 && bd.a_first == 3 * bd.b_first;
  CHECK(right == 2000);
  // Nothing to anchor on (every paragraph alike): a band around the diagonal, still in order.
  std::vector<Evidence> c = ev(5000, 1, false), e = ev(5000, 50, false);
  beads = align_paragraphs(c, e, 1.0, &coarse);
  CHECK(coarse);
  CHECK(covers_in_order(beads, 5000, 100));
  // Within the exact band's bounds: not coarse.
  beads = align_paragraphs(ev(300, 1, true), ev(300, 2, true), 1.0, &coarse);
  CHECK_FALSE(coarse);
  CHECK(covers_in_order(beads, 300, 150));
}

TEST_CASE("rulings thousands apart in number: paired by their numbers, and a finding at the translation's first ruling") {
  std::string en, de;
  for (int i = 0; i < 3000; ++i) {
    en += "If you control " + std::to_string(i) + " creatures, each gets +1/+1.\n\n";
    if (i % 3 == 0) de += "Wenn du " + std::to_string(i) + " Kreaturen kontrollierst, erh\u00E4lt jede +1/+1.\n\n";
  }
  auto e = parse_doc("en.txt", en, Language::kEn), g = parse_doc("de.txt", de, Language::kDe);
  Alignment a = align_documents({&e[0], &g[0]});
  std::size_t paired = 0, right = 0;
  for (const Unit& u : a.units) {
    if (u.kind != UnitKind::kRuling || !u.members[0].present() || !u.members[1].present()) continue;
    ++paired;
    right += a.block(u.members[0])->line == 3 * (a.block(u.members[1])->line - 1) + 1;
  }
  CHECK(paired == 1000);
  CHECK(right == 1000);
  std::vector<Diagnostic> f = findings(a, "align.oversized");
  REQUIRE(f.size() == 1);
  CHECK(f[0].file == "de.txt");
  CHECK(f[0].line == 1);
}

TEST_CASE("merge_all is merging one by one, however many") {
  // The intent: the linear merge of many paragraphs' evidence (a card's lines, a rule's examples)
  // gives what merging them one after another gives, duplicates and all.
  std::mt19937 rng(7);
  std::vector<Evidence> parts;
  for (int k = 0; k < 40; ++k) {
    std::string text;
    for (int w = 0; w < 6; ++w) {
      int r = static_cast<int>(rng() % 6);
      text += r == 0 ? "{T} " : r == 1 ? std::to_string(rng() % 5) + " " : r == 2 ? "rule 601." + std::to_string(rng() % 4) + " "
              : r == 3 ? "Exalted " : r == 4 ? "Angel " : "and ";
    }
    parts.push_back(make_evidence(text, {}));
  }
  Evidence one_by_one;
  for (const Evidence& p : parts) one_by_one.merge(p);
  Evidence all = merge_all(parts);
  CHECK(all.rules == one_by_one.rules);
  CHECK(all.numbers == one_by_one.numbers);
  CHECK(all.symbols == one_by_one.symbols);
  CHECK(all.names == one_by_one.names);
  CHECK(all.length == one_by_one.length);
}

TEST_CASE("a rule with thousands of examples: one rule, every example counted") {
  std::string text = "100.1. A rule about 7 things.\n";
  for (int i = 0; i < 2000; ++i) text += "Example: a player draws " + std::to_string(i) + " cards.\n";
  text += "\n100.2. The next rule.\n";
  auto d = parse_doc("ex.txt", text, Language::kEn);
  std::vector<RuleItem> rules = collect_rules(d[0]);
  REQUIRE(rules.size() == 2);
  CHECK(rules[0].evidence.examples == 2000);
  CHECK(rules[0].evidence.numbers.size() == 2001);
  CHECK(rules[1].evidence.examples == 0);
}

}  // namespace
}  // namespace rulecorp
