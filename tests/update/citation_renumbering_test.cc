// Citation renumbering (update/citation_renumbering.h). Intent: every number a citation writes out
// follows the edition map, in the text's own citation form (German, French, English; lists, ranges
// with their dash and spacing, two-letter subrules); a removed rule's number stays as written and is
// reported; sections, numbers inside words and numbers without a citation keyword are untouched;
// on a Document the same replacements become Edits of its input, in its encoding and line ends.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "align/edition_map.h"
#include "parse/parser.h"
#include "text/decoder.h"
#include "update/citation_renumbering.h"

namespace rulecorp {
namespace {

RuleNumber rn(const char* s) { return *RuleNumber::parse(s); }

NumberMap sample_map() {
  NumberMap m;
  m.set(rn("306.5"), rn("506.5"));
  m.set(rn("306.6"), rn("506.6"));
  m.set(rn("601.2a"), rn("601.3a"));
  m.set(rn("601.2e"), rn("601.3e"));
  m.set(rn("510.1c"), rn("610.1c"));
  m.set(rn("510.1d"), rn("610.1d"));
  m.set(rn("704.5z"), rn("704.5ab"));
  m.set(rn("704.5ab"), rn("704.5ad"));
  m.set(rn("702.19b"), rn("702.19b"));  // recorded unchanged
  m.set(rn("702.19c"), rn("702.20a"));  // moved to another rule
  m.set(rn("120.4"), RuleNumber());     // removed
  m.set(rn("702"), rn("703"));
  return m;
}

Document parsed(const std::string& name, const std::string& text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return std::move(parse(src, o, d).at(0));
}

}  // namespace

TEST_CASE("renumbering: the number map says what each old rule became") {
  NumberMap m = sample_map();
  CHECK(m.map(rn("306.5")) == rn("506.5"));
  CHECK_FALSE(m.map(rn("120.4")).has_value());
  CHECK(m.map(rn("100.1")) == rn("100.1"));  // not named: itself
  CHECK_FALSE(m.identity());
  NumberMap same;
  same.set(rn("100.1"), rn("100.1"));
  CHECK(same.identity());
}

TEST_CASE("renumbering: German citations, single and in lists") {
  NumberMap m = sample_map();
  CHECK(renumbered("Siehe Regel 306.5.", m) == "Siehe Regel 506.5.");
  CHECK(renumbered("(siehe Regeln 306.5 und 306.6)", m) == "(siehe Regeln 506.5 und 506.6)");
  CHECK(renumbered("Siehe Regeln 306.5, 306.6 und 702.", m) == "Siehe Regeln 506.5, 506.6 und 703.");
  CHECK(renumbered("Siehe Regeln 601.2a–e.", m) == "Siehe Regeln 601.3a–e.");
  CHECK(renumbered("Siehe Regeln 306.5–306.6.", m) == "Siehe Regeln 506.5–506.6.");
  CHECK(renumbered("Siehe Regeln 306.5 bis 306.6.", m) == "Siehe Regeln 506.5 bis 506.6.");
  // Untouched: no citation keyword, a number inside a longer number, a section.
  CHECK(renumbered("Die Zahl 306.5 steht hier allein.", m) == "Die Zahl 306.5 steht hier allein.");
  CHECK(renumbered("Siehe Regel 306.55.", m) == "Siehe Regel 306.55.");
  CHECK(renumbered("Siehe Abschnitt 3.", m) == "Siehe Abschnitt 3.");
  CHECK(renumbered("Siehe Regel 306.5x1.", m) == "Siehe Regel 306.5x1.");
}

TEST_CASE("renumbering: French citations, with their spacing and the letter range \"510.1 c-d\"") {
  NumberMap m = sample_map();
  CHECK(renumbered("Voir règle 306.5.", m) == "Voir règle 506.5.");
  CHECK(renumbered("Voir règles 306.5 et 306.6.", m) == "Voir règles 506.5 et 506.6.");
  CHECK(renumbered("Cf. règles 510.1 c-d.", m) == "Cf. règles 610.1 c-d.");
  CHECK(renumbered("Voir règles 601.2a\u2013e.", m) == "Voir règles 601.3a\u2013e.");
}

TEST_CASE("renumbering: English citations, ranges and two-letter subrules") {
  NumberMap m = sample_map();
  CHECK(renumbered("See rule 306.5.", m) == "See rule 506.5.");
  CHECK(renumbered("See rules 306.5 and 306.6.", m) == "See rules 506.5 and 506.6.");
  CHECK(renumbered("See rules 601.2a\u2013 e.", m) == "See rules 601.3a\u2013 e.");  // the spacing kept
  CHECK(renumbered("See rule 704.5z.", m) == "See rule 704.5ab.");
  CHECK(renumbered("See rule 704.5ab.", m) == "See rule 704.5ad.");       // once, not chained
  CHECK(renumbered("See rules 704.5z-ab.", m) == "See rules 704.5ab-ad.");
  // Ends no longer under one rule: both written out, the dash kept.
  CHECK(renumbered("See rules 702.19b\u2013c.", m) == "See rules 702.19b\u2013702.20a.");
  CHECK(renumbered("See section 3 and rule 306.5.", m) == "See section 3 and rule 506.5.");
  CHECK(renumbered("See rule 701_28.", m) == "See rule 701_28.");  // malformed: the checks report it
}

TEST_CASE("renumbering: a removed rule's number stays as written and is reported") {
  NumberMap m = sample_map();
  std::vector<KeptNumber> kept;
  CHECK(renumbered("See rules 120.4 and 306.5.", m, &kept) == "See rules 120.4 and 506.5.");
  REQUIRE(kept.size() == 1);
  CHECK(kept[0].number == rn("120.4"));
  CHECK(kept[0].begin == 10);
  CHECK(kept[0].end == 15);
  Renumbering r = renumber_citations("Voir règle 306.5, puis règle 306.6.", m);
  REQUIRE(r.replacements.size() == 2);
  CHECK(r.replacements[0].begin == 12);  // "è" is two bytes
  CHECK(r.replacements[0].end == 17);
  CHECK(r.replacements[0].text == "506.5");
}

TEST_CASE("renumbering: the map of an edition map follows map_editions, a removed rule to none") {
  Document old_en = parsed("en-old.txt",
                           "Rules\n\nThese rules are effective as of November 14, 2025.\n\n104. Ending the Game\n\n"
                           "104.1. Each player begins the game with 20 life.\n\n"
                           "104.2. A player with 10 or more poison counters loses the game.\n\n"
                           "104.3. A player who concedes the game leaves it immediately and loses it.\n",
                           Language::kEn);
  Document new_en = parsed("en-new.txt",
                           "Rules\n\nThese rules are effective as of February 27, 2026.\n\n104. Ending the Game\n\n"
                           "104.1. Each player begins the game with 20 life.\n\n"
                           "104.2. A player who concedes the game leaves it immediately and loses it.\n",
                           Language::kEn);
  NumberMap m = number_map(map_editions(old_en, new_en));
  CHECK(m.map(rn("104.1")) == rn("104.1"));
  CHECK(m.map(rn("104.3")) == rn("104.2"));
  CHECK_FALSE(m.map(rn("104.2")).has_value());
  CHECK(renumbered("Siehe Regeln 104.1 und 104.3.", m) == "Siehe Regeln 104.1 und 104.2.");
}

}  // namespace rulecorp
