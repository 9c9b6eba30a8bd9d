// find_citations on the citation forms of all three languages, with ranges expanded, and the
// forms that must not be read as citations.
#include <doctest/doctest.h>

#include "parse/citation.h"

namespace rulecorp {
namespace {
std::string dump_all(std::string_view text) {
  std::string s;
  for (const Citation& c : find_citations(text)) {
    if (!s.empty()) s += ' ';
    s += dump(c) + '@' + std::string(text.substr(c.begin, c.end - c.begin));
  }
  return s;
}
}  // namespace

TEST_CASE("citations in English, German and French") {
  struct Case {
    std::string text;
    std::string want;
  };
  const Case cases[] = {
      {"See rule 506.5.", "rule[506.5]@rule 506.5"},
      {"as described in rules 601.2a–d.", "rule[601.2a 601.2b 601.2c 601.2d]@rules 601.2a–d"},
      {"See section 8, “Multiplayer Rules.”", "section[8]@section 8"},
      {"Siehe Regel 306.5.", "rule[306.5]@Regel 306.5"},
      {"(siehe Regeln 601.2f–h)", "rule[601.2f 601.2g 601.2h]@Regeln 601.2f–h"},
      {"Voir règle 306.5.", "rule[306.5]@règle 306.5"},
      {"Cf. règles 510.1 c-d.", "rule[510.1c 510.1d]@règles 510.1 c-d"},
      {"See rule 903, “Commander,” for details.", "rule[903]@rule 903"},
      {"see rules 704.5a and 704.5b", "rule[704.5a 704.5b]@rules 704.5a and 704.5b"},
      {"Regeln 704.5a und 704.5b", "rule[704.5a 704.5b]@Regeln 704.5a und 704.5b"},
      {"rules 100.2a, 100.2b, and 100.2c", "rule[100.2a 100.2b 100.2c]@rules 100.2a, 100.2b, and 100.2c"},
      {"rules 702.19h–m", "rule[702.19h 702.19i 702.19j 702.19k 702.19m]@rules 702.19h–m"},
      {"rules 100.1–100.3", "rule[100.1 100.2 100.3]@rules 100.1–100.3"},
      {"rules 100.1 through 100.3", "rule[100.1 100.2 100.3]@rules 100.1 through 100.3"},
      {"rules 100.3–100.1", "rule[100.3 100.1]!backwards@rules 100.3–100.1"},
      {"Siehe Regel 613.8. Siehe auch Regel 613.1f.", "rule[613.8]@Regel 613.8 rule[613.1f]@Regel 613.1f"},
      {"See rule 601.2h–a.", "rule[601.2h 601.2a]!backwards@rule 601.2h–a"},
      {"sections 8 and 9", "section[8 9]@sections 8 and 9"},
      {"RULE 100.1", "rule[100.1]@RULE 100.1"},
      // An underscore for the dot: the rule it names, marked (the German CR's "Regel 701_28").
      {"Siehe Regel 702.162 und Regel 701_28, „Umwandeln“.", "rule[702.162]@Regel 702.162 rule[701.28]!malformed@Regel 701_28"},
      {"rules 701_28a–c", "rule[701.28a 701.28b 701.28c]!malformed@rules 701_28a–c"},
      // Two-letter subrule letters past z, alone and in ranges, in the three languages.
      {"See rule 704.5aa.", "rule[704.5aa]@rule 704.5aa"},
      {"rules 704.5z–aa", "rule[704.5z 704.5aa]@rules 704.5z–aa"},
      {"rules 704.5y-ab apply", "rule[704.5y 704.5z 704.5aa 704.5ab]@rules 704.5y-ab"},
      {"siehe Regeln 704.5z–ab.", "rule[704.5z 704.5aa 704.5ab]@Regeln 704.5z–ab"},
      {"Cf. règles 704.5 z-ab.", "rule[704.5z 704.5aa 704.5ab]@règles 704.5 z-ab"},
      {"voir règles 704.5aa et 704.5ab", "rule[704.5aa 704.5ab]@règles 704.5aa et 704.5ab"},
      {"rules 704.5ak–am", "rule[704.5ak 704.5am]@rules 704.5ak–am"},
      {"rules 704.5ab–z", "rule[704.5ab 704.5z]!backwards@rules 704.5ab–z"},
      // Letters end at a word boundary: the word after a number is no subrule letter.
      {"rule 100.1a as written", "rule[100.1a]@rule 100.1a"},
      {"rule 100.1 as written", "rule[100.1]@rule 100.1"},
      {"rules 100.1a or 100.1b", "rule[100.1a 100.1b]@rules 100.1a or 100.1b"},
      {"règle 510.1 au-dessus", "rule[510.1]@règle 510.1"},
      // Not citations.
      {"a 1/1 creature with 7 counters", ""},
      {"This rule applies to 3 players.", ""},
      {"Siehe Regel 99.", ""},
      {"rules 1000.1", ""},
      // Found by fuzzing: no subrule letters on a three-digit rule.
      {"Regel 306 a–b", "rule[306]@Regel 306"},
      {"Regel 306–n ", "rule[306]@Regel 306"},
      {"rule 100.1abc", ""},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    CHECK(dump_all(c.text) == c.want);
  }
}

}  // namespace rulecorp
