// RuleNumber: every written form, ordering, parents, letters; scan_rule_number on line starts
// taken from the real files and the seeds, good and bad.
#include <doctest/doctest.h>

#include "parse/rule_number.h"

namespace rulecorp {

TEST_CASE("scan_rule_number reads every form the rules use") {
  struct Case {
    std::string line;
    std::string want;
  };
  const Case cases[] = {
      {"702.80. Exalted", "702.80 len=7"},
      {"702.80 Edelmut", "702.80 len=6"},
      {"702.80a Exalted is", "702.80a len=7"},
      {"702.80a. Edelmut ist", "702.80a len=8"},
      {"506. Combat Phase", "506 len=4"},
      {"100.1a A two-player game", "100.1a len=6"},
      {"115.7f", "115.7f len=6"},
      {"613.7m Falls zwei", "613.7m len=6"},
      {"901.4.All plane cards", "901.4 len=6 no-space"},
      {"502.83a * L'exaltation", "502.83a len=7"},
      {"02.83. Exaltation", "malformed '02.83.'"},
      {"306.b If an effect", "malformed '306.b'"},
      {"999999.99999zz text", "out-of-range '999999.99999zz'"},
      {"100.0 zero", "malformed '100.0'"},
      {"1. Game Concepts", "none"},
      {"2. An activated or triggered ability", "none"},
      {"1702 Groot-Bijgaarden", "none"},
      {"27.04.2018", "none"},
      {"100.5% more", "none"},
      {"Example: 702.80", "none"},
      {"", "none"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.line);
    CHECK(dump(scan_rule_number(c.line)) == c.want);
  }
}

TEST_CASE("RuleNumber::parse accepts whole numbers only") {
  CHECK(RuleNumber::parse("702.80")->str() == "702.80");
  CHECK(RuleNumber::parse("702.80.")->str() == "702.80");
  CHECK(RuleNumber::parse("702.80a")->str() == "702.80a");
  CHECK(RuleNumber::parse("702.80a.")->str() == "702.80a");
  CHECK(RuleNumber::parse("506.")->str() == "506");
  CHECK(RuleNumber::parse("506")->str() == "506");  // canonical text round-trips
  CHECK_FALSE(RuleNumber::parse("099"));
  CHECK_FALSE(RuleNumber::parse("50"));
  CHECK_FALSE(RuleNumber::parse("702.80a b"));
  CHECK_FALSE(RuleNumber::parse("02.83."));
  CHECK_FALSE(RuleNumber::parse(""));
}

TEST_CASE("rule numbers order as the rules do and know their parents") {
  RuleNumber r506(506), r506_4(506, 4), r506_4a(506, 4, 'a'), r506_4b(506, 4, 'b'), r506_5(506, 5),
      r506_10(506, 10), r507(507);
  CHECK(r506 < r506_4);
  CHECK(r506_4 < r506_4a);
  CHECK(r506_4a < r506_4b);
  CHECK(r506_4b < r506_5);
  CHECK(r506_5 < r506_10);  // numerically, not as text
  CHECK(r506_10 < r507);
  CHECK(r506_4a.parent() == r506_4);
  CHECK(r506_4.parent() == r506);
  CHECK(r506.parent() == r506);
  CHECK(r506_4a.section() == 5);
  CHECK_FALSE(RuleNumber().valid());
}

TEST_CASE("subrule letters skip l and o") {
  CHECK(next_letter(0) == 'a');
  CHECK(next_letter('a') == 'b');
  CHECK(next_letter('k') == 'm');
  CHECK(next_letter('n') == 'p');
  CHECK(next_letter('z') == 0);
}

}  // namespace rulecorp
