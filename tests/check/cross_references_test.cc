// Cross-reference findings on minimal aligned pairs in English, German and French: each difference
// class (stale, typo, omitted, added, mismatch, dangling) with its message and arguments, and the
// intentional differences that must give no finding (a whole rule for a subrule range, the
// translation's own numbering, a section for its rules, another citation form).
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "check/cross_references.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

Document document(const std::string& name, const std::string& text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return std::move(parse(src, o, d).at(0));
}

const Block* rule(const Document& d, const char* number) {
  for (const Block& b : d.blocks)
    if (b.kind == BlockKind::kRule && b.number.str() == number) return &b;
  return nullptr;
}

// The cited rules every original below may name.
const std::string kRules =
    "506.5. A creature attacks alone if it's the only creature declared as an attacker.\n\n"
    "601.2. To cast a spell is to take it onto the stack.\n\n601.2a First the player announces it.\n\n"
    "601.2b Then the player chooses modes.\n\n601.2c Then the player chooses targets.\n\n"
    "608.3a If the object is a permanent, it enters the battlefield.\n\n"
    "603.3a Triggered abilities are put on the stack.\n\n704.5. State-based actions.\n\n";

History two_editions() {
  HistoryBuilder b;
  Diagnostics d;
  for (auto [date, text] : {std::pair<const char*, const char*>{"October 1, 2008", "306.5. A creature attacks alone if it's the only creature declared as an attacker.\n"},
                            {"October 1, 2009", "506.5. A creature attacks alone if it's the only creature declared as an attacker.\n"}}) {
    std::string t = std::string("Comprehensive Rules\n\nThese rules are effective as of ") + date + ".\n\n" + text;
    auto src = std::make_shared<const Source>(decode("en.txt", t, {}, d));
    b.add(std::move(parse(src, {}, d).at(0)));
  }
  return b.finish();
}

struct Case {
  const char* name;
  Language lang;
  const char* original;     // text of the original's rule 100.1
  const char* translation;  // text of the translation's rule 100.1
  const char* expected;     // "check cited expected" per finding, joined by "; "; "" = none
};

std::string run(const Case& c, const History* h, const std::vector<std::pair<RuleNumber, RuleNumber>>& renumbered = {},
                std::vector<Diagnostic>* all = nullptr) {
  Document en = document("en.txt", "These rules are effective as of October 1, 2009.\n\n" + kRules +
                                       "100.1. " + c.original + "\n", Language::kEn);
  Document tr = document("tr.txt", kRules + "100.1. " + c.translation + "\n", c.lang);
  CrossReferenceChecker checker(en, tr, h, renumbered);
  const Block* o = rule(en, "100.1");
  const Block* t = rule(tr, "100.1");
  REQUIRE(o);
  REQUIRE(t);
  std::vector<Diagnostic> ds = checker.check(std::span<const Block* const>(&o, 1), std::span<const Block* const>(&t, 1));
  std::string out;
  for (const Diagnostic& d : ds) {
    std::string cited, expected;
    for (const auto& [k, v] : d.args) {
      if (k == "cited") cited = v;
      if (k == "expected") expected = v;
    }
    out += (out.empty() ? "" : "; ") + d.check + " " + (cited.empty() ? "-" : cited) + " " + (expected.empty() ? "-" : expected);
  }
  if (all) *all = std::move(ds);
  return out;
}

}  // namespace

TEST_CASE("cross-references: differences are classified, intentional ones are not findings") {
  History h = two_editions();
  const Case cases[] = {
      // Agreement in each language's citation form.
      {"same rule, DE", Language::kDe, "See rule 506.5.", "Siehe Regel 506.5.", ""},
      {"same rule, FR", Language::kFr, "See rule 506.5.", "Voir règle 506.5.", ""},
      {"same rule, EN", Language::kEn, "See rule 506.5.", "See rule 506.5.", ""},
      {"range vs list", Language::kDe, "See rules 601.2a-c.", "Siehe Regeln 601.2a, 601.2b und 601.2c.", ""},
      // Intentional: the whole rule for a subrule range, and a subrule for the rule.
      {"whole rule for a range", Language::kDe, "See rules 601.2a-c.", "Siehe Regel 601.2.", ""},
      {"subrule for the rule", Language::kFr, "See rule 601.2.", "Voir règle 601.2a.", ""},
      {"section for its rule", Language::kDe, "See section 7.", "Siehe Abschnitt 7.", ""},
      {"section vs rule in it", Language::kFr, "See section 7.", "Voir règle 704.5.", ""},
      // Intentional: a number written without a citation keyword on the other side.
      {"bare number in translation", Language::kDe, "See rule 704.5.", "Siehe 704.5.", ""},
      {"bare number in original", Language::kFr, "As described in 704.5.", "Comme décrit à la règle 704.5.", ""},
      // The original cites a rule it does not have; the translation cites the right one.
      {"translation corrects the original", Language::kDe, "See rule 704.9.", "Siehe Regel 704.5.", ""},
      // Stale: the 2008 number of 506.5.
      {"stale, DE", Language::kDe, "See rule 506.5.", "Siehe Regel 306.5.", "xref.stale 306.5 506.5"},
      {"stale, FR", Language::kFr, "See rule 506.5.", "Voir règle 306.5.", "xref.stale 306.5 506.5"},
      // Typo: one keystroke from the right number.
      {"typo, DE", Language::kDe, "See rule 608.3a.", "Siehe Regel 603.3a.", "xref.typo 603.3a 608.3a"},
      {"typo swapped digits, EN", Language::kEn, "See rule 506.5.", "See rule 560.5.", "xref.typo 560.5 506.5"},
      // The original writes the number without a keyword ("in 725.2"), the translation cites an
      // older number or a mistyped one of it (as planted in tests/real/planted_faults_test.cc);
      // a citation of which the original writes some number ("see 601.2a–c", a range it does not
      // read) is no finding, nor is another number of it one keystroke away.
      {"stale of a bare number, DE", Language::kDe, "The ability in 506.5 triggers.", "Die Fähigkeit in Regel 306.5 löst aus.",
       "xref.stale 306.5 506.5"},
      {"typo of a bare number, FR", Language::kFr, "As described in 608.3a.", "Comme décrit à la règle 603.3a.",
       "xref.typo 603.3a 608.3a"},
      {"bare ancestor in original", Language::kDe, "The ability in 725.2 triggers.", "Die Fähigkeit in Regel 725.2a löst aus.", ""},
      {"bare range in original", Language::kDe, "Follow the rules (see 601.2a and 601.2b–c).",
       "Folge den Regeln (siehe Regeln 601.2a und 601.2b–c).", ""},
      // Omitted and added, one finding per citation.
      {"omitted, DE", Language::kDe, "See rule 704.5.", "Keine Verweise hier.", "xref.omitted - 704.5"},
      {"omitted range, FR", Language::kFr, "See rules 601.2a-c and 704.5.", "Voir règle 704.5.",
       "xref.omitted - 601.2a, 601.2b, 601.2c"},
      {"added, EN", Language::kEn, "No citation.", "See rule 704.5.", "xref.added 704.5 -"},
      // Mismatch and dangling.
      {"mismatch, DE", Language::kDe, "See rule 704.5.", "Siehe Regel 601.2b.", "xref.mismatch 601.2b 704.5"},
      {"dangling, FR", Language::kFr, "See rule 704.5.", "Voir règle 999.9.", "xref.dangling 999.9 704.5"},
      {"added dangling, DE", Language::kDe, "No citation.", "Siehe Regel 999.9.", "xref.dangling 999.9 -"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.name);
    CHECK(run(c, &h) == c.expected);
  }
}

TEST_CASE("cross-references: without a history an older number is only what it looks like") {
  // 306.5 is one keystroke from 506.5; 502.83 (2008's exalted) is just another rule.
  Case c{"no history", Language::kDe, "See rule 506.5.", "Siehe Regel 306.5.", ""};
  CHECK(run(c, nullptr) == "xref.typo 306.5 506.5");
  Case m{"no history", Language::kDe, "See rule 704.5.", "Siehe Regel 502.83.", ""};
  CHECK(run(m, nullptr) == "xref.dangling 502.83 704.5");
}

TEST_CASE("cross-references: the translation's own numbering is not a finding") {
  History h = two_editions();
  // The translation numbers the original's 704.5 as 601.2b (the aligner paired them): citing its
  // own 601.2b is right.
  Case c{"own numbering", Language::kDe, "See rule 704.5.", "Siehe Regel 601.2b.", ""};
  CHECK(run(c, &h, {{*RuleNumber::parse("601.2b"), *RuleNumber::parse("704.5")}}) == "");
}

TEST_CASE("cross-references: a stale finding says what to cite, where, and since when") {
  History h = two_editions();
  Case c{"stale", Language::kDe, "See rule 506.5.", "Eine Kreatur greift alleine an. Siehe Regel 306.5.", ""};
  std::vector<Diagnostic> ds;
  run(c, &h, {}, &ds);
  REQUIRE(ds.size() == 1);
  const Diagnostic& d = ds[0];
  CHECK(d.check == "xref.stale");
  CHECK(d.severity == Severity::kError);
  CHECK(d.message ==
        "de 100.1 cites 306.5, the number of 506.5 (\u201cA creature attacks alone if it's the\u2026\u201d) before the "
        "2009-10-01 edition: cite 506.5");
  CHECK(d.file == "tr.txt");
  CHECK(d.line == 17);  // the line of the translation's 100.1
  CHECK(d.text.substr(d.marks.at(0).begin, d.marks[0].end - d.marks[0].begin) == "306.5");
  CHECK(d.column == 8 + d.marks[0].begin);
  CHECK(d.suggestion == "506.5");
  CHECK(d.language == "de");
  CHECK(d.unit == "100.1");
  REQUIRE(d.related.size() == 2);
  CHECK(d.related[0].role == "original");
  CHECK(d.related[0].rule == "100.1");
  CHECK(d.related[1].role == "cited");
  CHECK(d.related[1].rule == "506.5");
  CHECK(d.related[1].line == 3);
  CHECK(d.args == std::vector<std::pair<std::string, std::string>>{
                      {"cited", "306.5"}, {"expected", "506.5"}, {"edition", "2009-10-01"}, {"numbered-since", "2008-10-01"}});
}

TEST_CASE("cross-references: glossary entries are named by term; a sense split off is no omission") {
  // The German entry leaves the second sense to an entry of its own (as the real German glossary
  // does with "Phase"), and cites the wrong section.
  Document en = document("en.txt",
                         "Glossary\n\nPhase\n1. A subsection of a turn. See section 5, \u201cTurn Structure.\u201d\n"
                         "2. A permanent phases in or out. See rule 702.26, \u201cPhasing.\u201d\n",
                         Language::kEn);
  Document de = document("de.txt", "Glossar\n\nPhase\nEin Unterabschnitt eines Zuges. Siehe Abschnitt 6, \u201eZugstruktur\u201c.\n",
                         Language::kDe);
  const Block* o = nullptr;
  const Block* t = nullptr;
  for (const Block& b : en.blocks) if (b.kind == BlockKind::kGlossaryEntry) o = &b;
  for (const Block& b : de.blocks) if (b.kind == BlockKind::kGlossaryEntry) t = &b;
  REQUIRE(o);
  REQUIRE(t);
  CrossReferenceChecker checker(en, de, nullptr, {});
  std::vector<Diagnostic> ds = checker.check(std::span<const Block* const>(&o, 1), std::span<const Block* const>(&t, 1));
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].check == "xref.mismatch");
  CHECK(ds[0].unit == "Phase");
  CHECK(ds[0].message == "de \u201cPhase\u201d cites section 6 where the original cites section 5: cite section 5");
}

TEST_CASE("one_keystroke_apart") {
  CHECK(one_keystroke_apart("603.3a", "608.3a"));
  CHECK(one_keystroke_apart("702.19", "702.91"));
  CHECK(one_keystroke_apart("702.1", "702.10"));
  CHECK(one_keystroke_apart("601.2", "601.2a"));
  CHECK_FALSE(one_keystroke_apart("603.3a", "603.3a"));
  CHECK_FALSE(one_keystroke_apart("306.5", "506.4"));
  CHECK_FALSE(one_keystroke_apart("502.83", "702.80"));
}

TEST_CASE("cross-references: a finding with one candidate carries the fix of the number as written") {
  History h = two_editions();
  struct FixCase {
    const char* translation;
    const char* original;
    const char* check;
    const char* fixed;  // the translation's rule 100.1 with the fix applied; "" = no fix
  };
  const FixCase cases[] = {
      {"Siehe Regel 306.5.", "See rule 506.5.", "xref.stale", "Siehe Regel 506.5."},
      {"Siehe Regel 603.3a.", "See rule 608.3a.", "xref.typo", "Siehe Regel 608.3a."},
      {"Siehe Regel 704.9.", "See rule 608.3a.", "xref.dangling", "Siehe Regel 608.3a."},
  };
  for (const FixCase& c : cases) {
    CAPTURE(std::string(c.translation));
    std::vector<Diagnostic> all;
    run({"fix", Language::kDe, c.original, c.translation, ""}, &h, {}, &all);
    const Diagnostic* d = nullptr;
    for (const Diagnostic& x : all)
      if (x.check == c.check) d = &x;
    REQUIRE(d);
    if (!*c.fixed) {
      CHECK(!d->fix);
      continue;
    }
    REQUIRE(d->fix);
    // The fix's bytes are those of the input as the test decoded it (UTF-8, no BOM): apply them.
    std::string input = kRules + "100.1. " + c.translation + "\n";
    CHECK(d->fix->file == "tr.txt");
    input.replace(d->fix->begin, d->fix->end - d->fix->begin, d->fix->replacement);
    CHECK(input == kRules + "100.1. " + c.fixed + "\n");
  }
  // An end of a range is not fixed alone: the other end may have moved too.
  CHECK(range_end("Regeln 601.2a\u2013e", 7, 13));
  CHECK(range_end("Regeln 701.53 - 701.63", 16, 22));
  CHECK(!range_end("Regeln 601.2a und 601.2c", 7, 13));
}

}  // namespace rulecorp
