// RuleNumber: every written form, ordering, parents, letters; scan_rule_number on line starts
// taken from the real files and the seeds, good and bad.
#include <doctest/doctest.h>

#include <optional>
#include <string>

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
      {"704.5aa If a player", "704.5aa len=7"},
      {"704.5ab. Falls", "704.5ab len=8"},
      {"704.5abc text", "out-of-range '704.5abc'"},
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

TEST_CASE("subrule letters skip l and o and go on past z with two letters") {
  auto next = [](std::string_view l) { return letters_of(next_letter(letter_index(l))); };
  CHECK(letters_of(next_letter(0)) == "a");
  CHECK(next("a") == "b");
  CHECK(next("k") == "m");
  CHECK(next("n") == "p");
  CHECK(next("y") == "z");
  CHECK(next("z") == "aa");  // z -> aa is no gap
  CHECK(next("aa") == "ab");
  CHECK(next("ak") == "am");  // l and o are skipped in the second place too
  CHECK(next("an") == "ap");
  CHECK(next("az") == "ba");
  CHECK(next("kz") == "ma");
  CHECK(next("zz").empty());
  CHECK(next_letter(letter_index("y")) != letter_index("aa"));  // y -> aa is a gap
}

TEST_CASE("two-letter subrules: parse, format, order, succession, round trip") {
  struct Case {
    std::string text;
    int letter_index;  // 0: not a number
  };
  const Case cases[] = {
      {"704.5a", 1},   {"704.5z", 26},  {"704.5aa", 27},  {"704.5ab", 28}, {"704.5az", 52},
      {"704.5ba", 53}, {"704.5zz", 702}, {"704.5aa.", 27}, {"704.5aaa", 0}, {"704.5Aa", 0},
      {"704.aa", 0},   {"704.5a1", 0},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    std::optional<RuleNumber> n = RuleNumber::parse(c.text);
    if (!c.letter_index) {
      CHECK_FALSE(n);
      continue;
    }
    REQUIRE(n);
    CHECK(n->letter_index() == c.letter_index);
    CHECK(n->rule() == 704);
    CHECK(n->sub() == 5);
    CHECK(n->parent() == RuleNumber(704, 5));
    std::string canonical = c.text.back() == '.' ? c.text.substr(0, c.text.size() - 1) : c.text;
    CHECK(n->str() == canonical);
    CHECK(n->letters() == canonical.substr(5));
    CHECK(RuleNumber::parse(n->str()) == n);  // round trip
  }
  // Ordering: every letter index in turn, and the neighbours of the subrule.
  RuleNumber prev(704, 5);
  for (int i = 1; i <= kMaxLetterIndex; ++i) {
    RuleNumber n = RuleNumber::with_letter_index(704, 5, i);
    CHECK(prev < n);
    CHECK(n < RuleNumber(704, 6));
    CHECK(RuleNumber::parse(n.str()) == n);
    prev = n;
  }
  CHECK(*RuleNumber::parse("704.5y") < *RuleNumber::parse("704.5z"));
  CHECK(*RuleNumber::parse("704.5z") < *RuleNumber::parse("704.5aa"));
  CHECK(*RuleNumber::parse("704.5aa") < *RuleNumber::parse("704.5ab"));
  CHECK(*RuleNumber::parse("704.5ab") < *RuleNumber::parse("704.6"));
  CHECK(*RuleNumber::parse("702.999zz") < *RuleNumber::parse("702.1000"));
  // The largest number still orders after its neighbours (the key keeps every field apart).
  CHECK(*RuleNumber::parse("999.4095z") < *RuleNumber::parse("999.4095zz"));
  CHECK(*RuleNumber::parse("998.4095zz") < *RuleNumber::parse("999"));
}

}  // namespace rulecorp
