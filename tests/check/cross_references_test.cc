// Cross-reference findings on minimal aligned pairs in English, German and French: each difference
// class (stale, typo, omitted, added, mismatch, dangling) with its message and arguments, and the
// intentional differences that must give no finding (a whole rule for a subrule range, the
// translation's own numbering, a section for its rules, another citation form).
#include <doctest/doctest.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>
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
      // A range with another end (DE 603.3d "Regeln 601.2c–h" for "rules 601.2c–d", which no English
      // edition wrote): one mismatch of the range, not the numbers it adds or lacks, added or omitted.
      {"range with a later end, DE", Language::kDe, "See rules 601.2a\u2013b.", "Siehe Regeln 601.2a\u2013c.",
       "xref.mismatch 601.2a\u2013c 601.2a\u2013b"},
      {"range with an earlier end, FR", Language::kFr, "See rules 601.2a-c.", "Voir règles 601.2a-b.", "xref.mismatch 601.2a-b 601.2a-c"},
      {"range with another start, DE", Language::kDe, "See rules 601.2b\u2013c.", "Siehe Regeln 601.2a\u2013c.",
       "xref.mismatch 601.2a\u2013c 601.2b\u2013c"},
      // A range sharing neither end, and a list, are read number by number.
      {"range in a list, DE", Language::kDe, "See rules 601.2a\u2013b.", "Siehe Regeln 601.2a, 601.2b und 601.2c.",
       "xref.added 601.2c -"},
      {"dangling, FR", Language::kFr, "See rule 704.5.", "Voir règle 999.9.", "xref.dangling 999.9 704.5"},
      {"added dangling, DE", Language::kDe, "No citation.", "Siehe Regel 999.9.", "xref.dangling 999.9 -"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.name);
    CHECK(run(c, &h) == c.expected);
  }
}

TEST_CASE("cross-references: a range with another end is one mismatch naming both ranges") {
  History h = two_editions();
  std::vector<Diagnostic> all;
  Case c{"603.3d", Language::kDe, "See rules 601.2a\u2013b.", "Siehe Regeln 601.2a\u2013c.", ""};
  run(c, &h, {}, &all);
  REQUIRE(all.size() == 1);
  CHECK(all[0].message ==
        "de 100.1 cites 601.2a\u2013c where the original cites 601.2a\u2013b: the range ends at 601.2c, the original's at 601.2b "
        "(no older edition wrote it so): cite 601.2a\u2013b");
  CHECK(all[0].suggestion == "601.2a\u2013b");
  CHECK(!all[0].fix);  // another rule than the original's is no certain fix
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

namespace rulecorp {
namespace {

// Headings of keyword rules in each language, for the title checks.
const char* kHeadings[] = {
    "702. Keyword Abilities\n\n702.1. Keywords\n\n702.2. Exalted\n\n702.2a Exalted is a triggered ability.\n\n702.3. Flying\n\n702.3a Flying is an evasion ability.\n\n",
    "702.1. Schlüsselwörter\n\n702.2. Edelmut\n\n702.2a Edelmut ist eine ausgelöste Fähigkeit.\n\n702.3. Fliegend\n\n702.3a Fliegend ist eine Ausweichfähigkeit.\n\n",
    "702.1. Mots-clés\n\n702.2. Exaltation\n\n702.2a L'exaltation est une capacité déclenchée.\n\n702.3. Vol\n\n702.3a Le vol est une capacité d'évasion.\n\n",
};

std::string titles_of(const std::string& text, Language lang, bool original) {
  Document d = document("doc.txt", text, lang);
  std::string out;
  for (const Diagnostic& f : check_citation_titles(d, nullptr, original)) {
    std::string cited, expected;
    for (const auto& [k, v] : f.args) {
      if (k == "cited") cited = v;
      if (k == "expected") expected = v;
    }
    out += (out.empty() ? "" : "; ") + f.check + " " + f.rule + " " + cited + " " + (expected.empty() ? "-" : expected);
  }
  return out;
}

}  // namespace

TEST_CASE("citation titles: a title that is another rule's heading is xref.title, in every language") {
  // English “…”, German „…“, French « … »: the title names 702.3 while the number is 702.2.
  CHECK(titles_of(std::string(kHeadings[0]) + "100.1. See rule 702.2, \u201cFlying.\u201d\n", Language::kEn, true) ==
        "xref.title 100.1 702.2 702.3");
  CHECK(titles_of(std::string(kHeadings[1]) + "100.1. Siehe Regel 702.2, \u201eFliegend\u201c.\n", Language::kDe, false) ==
        "xref.title 100.1 702.2 702.3");
  CHECK(titles_of(std::string(kHeadings[2]) + "100.1. Voir la règle 702.2, \u00ab\u00a0Vol\u00a0\u00bb.\n", Language::kFr, false) ==
        "xref.title 100.1 702.2 702.3");
  // The right heading, a subrule under its rule's heading, a shortened or respelled title, and a
  // title that names no heading (a rewording) are no findings.
  CHECK(titles_of(std::string(kHeadings[0]) + "100.1. See rule 702.2, \u201cExalted,\u201d and rule 702.3a, \u201cFlying.\u201d\n",
                  Language::kEn, true) == "");
  CHECK(titles_of(std::string(kHeadings[1]) + "100.1. Siehe Regel 702.2, \u201eEdel-Mut\u201c, und Regel 702.3, \u201eFliegen\u201c.\n",
                  Language::kDe, false) == "");
  CHECK(titles_of(std::string(kHeadings[0]) + "100.1. See rule 702.2, \u201cExaltation.\u201d\n", Language::kEn, true) == "");
}

namespace {

// Two editions of a keyword section: in 2008 the keywords are 502.x (Exalted 502.2, Flying 502.3),
// in 2009 they are 702.x and 502 is Combat. `extra` goes into the 2009 edition, which is returned
// with the history of both.
std::pair<Document, History> keyword_editions(const std::string& extra, bool combat) {
  const char* rules2008 =
      "502. Keyword Abilities\n\n502.1. Keywords\n\n502.2. Exalted\n\n502.2a Exalted is a triggered ability. \"Exalted\" means "
      "\"Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.\"\n\n502.3. Flying\n\n"
      "502.3a Flying is an evasion ability. A creature with flying can't be blocked except by creatures with flying or reach.\n\n";
  std::string rules2009 =
      "702. Keyword Abilities\n\n702.1. Keywords\n\n702.2. Exalted\n\n702.2a Exalted is a triggered ability. \"Exalted\" means "
      "\"Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.\"\n\n702.3. Flying\n\n"
      "702.3a Flying is an evasion ability. A creature with flying can't be blocked except by creatures with flying or reach.\n\n";
  if (combat)
    rules2009 = "501. Combat Phase\n\n501.1. The combat phase has five steps.\n\n502. Beginning of Combat Step\n\n"
                "502.1. First, the active player gets priority.\n\n502.2. Declare Attackers\n\n"
                "502.2a The active player declares attackers.\n\n503. End of Combat\n\n" + rules2009;
  HistoryBuilder b;
  Diagnostics d;
  std::optional<Document> latest;
  for (auto [date, text] : {std::pair<std::string, std::string>{"October 1, 2008", rules2008},
                            {"October 1, 2009", rules2009 + extra}}) {
    std::string t = "Comprehensive Rules\n\nThese rules are effective as of " + date + ".\n\n" + text;
    auto src = std::make_shared<const Source>(decode("en.txt", t, {}, d));
    Document doc = std::move(parse(src, {}, d).at(0));
    b.add(doc);
    latest = std::move(doc);
  }
  return {std::move(*latest), b.finish()};
}

std::string stale_titles(const std::string& extra, bool combat, std::vector<Diagnostic>* found = nullptr) {
  auto [doc, history] = keyword_editions(extra, combat);
  std::string out;
  std::vector<Diagnostic> fs = check_citation_titles(doc, &history, true);
  for (const Diagnostic& f : fs) {
    std::string cited, expected, edition;
    for (const auto& [k, v] : f.args) {
      if (k == "cited") cited = v;
      if (k == "expected") expected = v;
      if (k == "edition") edition = v;
    }
    out += (out.empty() ? "" : "; ") + f.check + " " + cited + " " + (expected.empty() ? "-" : expected) + (edition.empty() ? "" : " " + edition);
  }
  if (found) *found = std::move(fs);
  return out;
}

}  // namespace

TEST_CASE("citation titles: the number an older edition gave the quoted title is stale, naming that edition") {
  // 502.2 is Declare Attackers now; its title “Exalted” was 502.2's heading until 2009-10-01, and
  // is 702.2's now: stale, 702.2 suggested.
  std::vector<Diagnostic> fs;
  CHECK(stale_titles("100.1. See rule 502.2, \u201cExalted.\u201d\n", true, &fs) == "xref.stale 502.2 702.2 2009-10-01");
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].message ==
        "en 100.1 cites 502.2 (\u201cDeclare Attackers\u201d) under the title \u201cExalted\u201d, the number of 702.2 "
        "(\u201cExalted\u201d) before the 2009-10-01 edition: cite 702.2");
  // Its fix writes the number the titled rule has now in place of the old one.
  REQUIRE(fs[0].fix);
  CHECK(fs[0].fix->replacement == "702.2");
  CHECK(fs[0].fix->end - fs[0].fix->begin == 5);  // "502.2" as written
  // 502 is no rule any more: the old number is stale all the same, not a dangling citation; a
  // missing number whose title no edition gave it stays dangling.
  CHECK(stale_titles("100.1. See rule 502.3, \u201cFlying.\u201d\n", false, &fs) == "xref.stale 502.3 702.3 2009-10-01");
  CHECK(fs.at(0).message == "en 100.1 cites 502.3 under the title \u201cFlying\u201d, the number of 702.3 (\u201cFlying\u201d) before the "
                            "2009-10-01 edition: cite 702.3");
  CHECK(stale_titles("100.1. See rule 702.9, \u201cExalted.\u201d\n", false) == "xref.dangling 702.9 -");
  // The right number, and a title that never was the cited number's, are no stale citation.
  CHECK(stale_titles("100.1. See rule 702.2, \u201cExalted.\u201d\n", true) == "");
  CHECK(stale_titles("100.1. See rule 502.2, \u201cFlying.\u201d\n", true) == "xref.title 502.2 702.3");
}

TEST_CASE("citation titles: the original's citation of a rule its document lacks, not an excerpt's") {
  // 702.4 is missing where 702 is there: the original's own fault (a translation's is found against the original).
  CHECK(titles_of(std::string(kHeadings[0]) + "100.1. See rule 702.4.\n", Language::kEn, true) == "xref.dangling 100.1 702.4 -");
  CHECK(titles_of(std::string(kHeadings[1]) + "100.1. Siehe Regel 702.4.\n", Language::kDe, false) == "");
  // An excerpt cites rules of parts it left out (no 506 here).
  CHECK(titles_of(std::string(kHeadings[0]) + "100.1. See rule 506.5.\n", Language::kEn, true) == "");
}

TEST_CASE("cross-references: a suspect original is not copied; the translation is read by its own title") {
  const std::string en = "These rules are effective as of October 1, 2009.\n\n" + std::string(kHeadings[0]);
  auto pair = [&](const std::string& original, const std::string& translation, Language lang, const char* heads) {
    Document o = document("en.txt", en + "100.1. " + original + "\n", Language::kEn);
    Document t = document("tr.txt", std::string(heads) + "100.1. " + translation + "\n", lang);
    CrossReferenceChecker c(o, t, nullptr, {});
    const Block* ob = rule(o, "100.1");
    const Block* tb = rule(t, "100.1");
    std::string out;
    for (const Diagnostic& d : c.check(std::span<const Block* const>(&ob, 1), std::span<const Block* const>(&tb, 1)))
      out += (out.empty() ? "" : "; ") + d.check + " " + d.suggestion;
    return out;
  };
  // The English titles 702.2 "Flying" (702.3's heading): the German citing 702.3 „Fliegend“ is right.
  CHECK(pair("See rule 702.2, \u201cFlying.\u201d", "Siehe Regel 702.3, \u201eFliegend\u201c.", Language::kDe, kHeadings[1]) == "");
  // Citing something else: the translation's own title names the rule to cite, never the original's number.
  CHECK(pair("See rule 702.2, \u201cFlying.\u201d", "Siehe Regel 702.1, \u201eFliegend\u201c.", Language::kDe, kHeadings[1]) ==
        "xref.mismatch 702.3");
  CHECK(pair("See rule 702.2, \u201cFlying.\u201d", "Voir la règle 702.9, \u00ab\u00a0Vol\u00a0\u00bb.", Language::kFr, kHeadings[2]) ==
        "xref.dangling 702.3");
}

TEST_CASE("cross-references: citations of one block shifted alike are one xref.shifted finding") {
  auto typo = [](std::uint32_t line, const char* cited, const char* expected) {
    Diagnostic d = make_diagnostic("xref.typo", "de.txt", line, 1, std::string("cites ") + cited);
    d.rule = std::string("term ") + std::to_string(line);
    d.language = "de";
    d.args = {{"cited", cited}, {"expected", expected}};
    d.fix = Fix{"de.txt", line * 100u, line * 100u + 6, expected};
    return d;
  };
  auto replacements = [](const Diagnostic& d) {
    std::string out;
    for (const Fix& f : fixes_of(d)) out += f.replacement + "@" + std::to_string(f.begin) + " ";
    return out;
  };
  // The real case: the German Glossar's entries of the keyword actions 701.53–701.63, scattered
  // alphabetically and between entries that cite the newer actions of that stretch rightly, each
  // cited ten past its number (three entries cite "Der Ring führt dich in Versuchung"), and one
  // entry of another section one past.
  std::vector<Diagnostic> fs = {typo(19458, "701.64", "701.54"), typo(19163, "701.69", "701.59"),
                                typo(19463, "701.64", "701.54"), typo(19724, "701.67", "701.57"),
                                typo(20279, "701.71", "701.61"), typo(20471, "701.63", "701.53"),
                                typo(21638, "701.64", "701.54"), typo(22219, "701.68", "701.58"),
                                typo(22422, "701.73", "701.63"), typo(22843, "701.65", "701.55"),
                                typo(40, "702.118", "702.117")};
  fs[8].fix.reset();  // "Überdauern": the original's citation is suspect, no certain fix
  group_shifted_citations(fs);
  REQUIRE(fs.size() == 2);
  if (fs[0].check != "xref.typo") std::swap(fs[0], fs[1]);
  CHECK(fs[0].check == "xref.typo");  // another section, alone
  CHECK(fs[1].check == "xref.shifted");
  CHECK(fs[1].line == 19163);  // at the first member in the text
  CHECK(fs[1].message.find("10 citations of rules 701.53\u2013701.63 in de are all 10 past") == 0);
  CHECK(fs[1].related.size() == 9);
  // Every member's fix is kept, in text order: `rulecorp fix` applies all nine.
  CHECK(replacements(fs[1]) ==
        "701.59@1916300 701.54@1945800 701.54@1946300 701.57@1972400 701.61@2027900 701.53@2047100 701.54@2163800 "
        "701.58@2221900 701.55@2284300 ");
  // Two alike are no block.
  std::vector<Diagnostic> two = {typo(10, "701.63", "701.53"), typo(20, "701.69", "701.59")};
  group_shifted_citations(two);
  CHECK(two.size() == 2);
}

TEST_CASE("cross-references: typos alike in distance but scattered over a section are not one shift") {
  auto typo = [](std::uint32_t line, const char* cited, const char* expected) {
    Diagnostic d = make_diagnostic("xref.typo", "de.txt", line, 1, std::string("cites ") + cited);
    d.rule = std::to_string(line);
    d.language = "de";
    d.args = {{"cited", cited}, {"expected", expected}};
    d.fix = Fix{"de.txt", line, line + 6, expected};
    return d;
  };
  // Three unrelated slips of one keystroke under 702 (Flying, Lifelink, Vanishing), each one past:
  // no block of the original's rules, three typos, each with its own fix.
  std::vector<Diagnostic> fs = {typo(100, "702.10", "702.9"), typo(5000, "702.16", "702.15"), typo(9000, "702.64", "702.63")};
  group_shifted_citations(fs);
  REQUIRE(fs.size() == 3);
  for (const Diagnostic& d : fs) {
    CHECK(d.check == "xref.typo");
    CHECK(d.fix);
  }
  // A block and a far slip of the same distance: the block is grouped, the slip stays a typo.
  std::vector<Diagnostic> mixed = {typo(10, "702.21", "702.20"), typo(20, "702.22", "702.21"), typo(30, "702.24", "702.23"),
                                   typo(40, "702.91", "702.90")};
  group_shifted_citations(mixed);
  REQUIRE(mixed.size() == 2);
  CHECK(mixed[0].check == "xref.shifted");
  CHECK(mixed[0].related.size() == 2);
  CHECK(fixes_of(mixed[0]).size() == 3);
  CHECK(mixed[1].check == "xref.typo");
  CHECK(mixed[1].line == 40);
}

}  // namespace rulecorp

namespace rulecorp {

TEST_CASE("cross-references: the original's number that named another rule when it began to cite it") {
  // 2008: meld cards are 713, substitute cards 714; 2009: meld cards folded into 712, substitute
  // cards 713. The English 201.4e kept "See rule 713." for a meld pair; the German cites 712.
  const std::string e2008 =
      "Comprehensive Rules\n\nThese rules are effective as of October 1, 2008.\n\n"
      "201.4e A player may choose the name of a meld pair's back face. (See rule 713.)\n\n"
      "712. Double-Faced Cards\n\n712.1 A double-faced card has two faces.\n\n713. Meld Cards\n\n"
      "713.1 Meld cards are melded into one oversized card.\n\n714. Substitute Cards\n\n"
      "714.1 A substitute card represents a double-faced card.\n\n";
  const std::string e2009 =
      "Comprehensive Rules\n\nThese rules are effective as of October 1, 2009.\n\n"
      "201.4e A player may choose the name of a meld pair's back face. (See rule 713.)\n\n"
      "712. Double-Faced Cards\n\n712.1 A double-faced card has two faces.\n\n"
      "712.4 Meld cards have half of an oversized card face on the back.\n\n713. Substitute Cards\n\n"
      "713.1 A substitute card represents a double-faced card.\n\n";
  HistoryBuilder b;
  Diagnostics d;
  for (const std::string* t : {&e2008, &e2009}) {
    auto src = std::make_shared<const Source>(decode("en.txt", *t, {}, d));
    b.add(std::move(parse(src, {}, d).at(0)));
  }
  const History h = b.finish();
  Document en = document("en.txt", e2009, Language::kEn);
  Document de = document("de.txt",
                         "201.4e Ein Spieler darf den Namen der Rückseite eines Verschmelzungspaares wählen. (Siehe Regel 712.)\n\n"
                         "712. Doppelseitige Karten\n\n712.1 Eine doppelseitige Karte hat zwei Seiten.\n\n"
                         "712.4 Verschmelzungskarten haben auf der Rückseite die Hälfte einer übergroßen Karte.\n\n"
                         "713. Ersatzkarten\n\n713.1 Eine Ersatzkarte steht für eine doppelseitige Karte.\n",
                         Language::kDe);
  CrossReferenceChecker c(en, de, &h, {});
  const Block* o = rule(en, "201.4e");
  const Block* t = rule(de, "201.4e");
  REQUIRE(o);
  REQUIRE(t);
  std::vector<Diagnostic> fs = c.check(std::span<const Block* const>(&o, 1), std::span<const Block* const>(&t, 1));
  REQUIRE(fs.size() == 1);  // the original's, none on the German 712
  CHECK(fs[0].check == "xref.stale");
  CHECK(fs[0].file == "en.txt");
  CHECK(fs[0].message.find("en 201.4e cites 713 (\u201cSubstitute Cards\u201d), which was the number of \u201cMeld Cards\u201d") == 0);
  CHECK(fs[0].suggestion.empty());  // the rule it meant was removed
}

}  // namespace rulecorp

namespace rulecorp {

TEST_CASE("cross-references: a range an older wording of the original had is one stale citation, with its fix") {
  std::string steps;
  for (char c = 'a'; c <= 'i'; ++c) steps += std::string("601.2") + c + " Step " + c + " of casting a spell.\n\n";
  auto edition = [&](const char* date, const char* range) {
    return std::string("Comprehensive Rules\n\nThese rules are effective as of ") + date + ".\n\n601.2. Casting a spell.\n\n" + steps +
           "602.2b The rest of activating an ability is the process listed in rules " + range + ".\n\n";
  };
  const std::string e2008 = edition("October 1, 2008", "601.2b\u2013h"), e2009 = edition("October 1, 2009", "601.2b\u2013i");
  HistoryBuilder b;
  Diagnostics d;
  for (const std::string* t : {&e2008, &e2009}) {
    auto src = std::make_shared<const Source>(decode("en.txt", *t, {}, d));
    b.add(std::move(parse(src, {}, d).at(0)));
  }
  const History h = b.finish();
  Document en = document("en.txt", e2009, Language::kEn);
  std::string de_steps;
  for (char c = 'a'; c <= 'i'; ++c) de_steps += std::string("601.2") + c + " Schritt " + c + " beim Wirken.\n\n";
  Document de = document("de.txt",
                         "601.2. Einen Zauberspruch wirken.\n\n" + de_steps +
                             "602.2b Der Rest des Aktivierens ist der in Regeln 601.2b\u2013h beschriebene Prozess.\n",
                         Language::kDe);
  CrossReferenceChecker c(en, de, &h, {});
  const Block* o = rule(en, "602.2b");
  const Block* t = rule(de, "602.2b");
  REQUIRE(o);
  REQUIRE(t);
  std::vector<Diagnostic> fs = c.check(std::span<const Block* const>(&o, 1), std::span<const Block* const>(&t, 1));
  REQUIRE(fs.size() == 1);  // one citation, not an omitted 601.2i
  CHECK(fs[0].check == "xref.stale");
  CHECK(fs[0].message == "de 602.2b cites 601.2b\u2013h, as the original's 602.2b did before the 2009-10-01 edition: cite 601.2b\u2013i");
  REQUIRE(fs[0].fix);
  CHECK(fs[0].fix->replacement == "601.2b\u2013i");
}

}  // namespace rulecorp
