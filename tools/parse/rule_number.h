// RuleNumber is the value type for the Comprehensive Rules' numbering: a three-digit rule (506),
// a numbered rule (506.5) or a subrule (702.83a). Sections (5) are plain ints. Numbers order as the
// rules do: 506 < 506.4 < 506.4a < 506.4b < 506.5. Subrule letters skip l and o.
#ifndef RULECORP_PARSE_RULE_NUMBER_H_
#define RULECORP_PARSE_RULE_NUMBER_H_

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rulecorp {

class RuleNumber {
 public:
  static constexpr int kMaxSub = 4095;

  constexpr RuleNumber() = default;
  // `rule` 100..999, `sub` 0 (none) or 1..kMaxSub, `letter` 0 (none) or 'a'..'z'.
  constexpr RuleNumber(int rule, int sub = 0, char letter = 0)
      : rule_(static_cast<std::uint16_t>(rule)), sub_(static_cast<std::uint16_t>(sub)), letter_(letter) {}

  // Parses a whole string in any written form: "506", "506.", "702.80", "702.80.", "702.80a",
  // "702.80a."; nullopt for anything else. parse(n.str()) == n for every valid n.
  static std::optional<RuleNumber> parse(std::string_view s);

  // False for a default-constructed number (no rule).
  bool valid() const { return rule_ >= 100; }
  // The section digit: 7 for 702.80a.
  int section() const { return rule_ / 100; }
  // The three-digit rule: 702 for 702.80a.
  int rule() const { return rule_; }
  // The subrule number: 80 for 702.80a; 0 for a three-digit rule.
  int sub() const { return sub_; }
  // The subrule letter: 'a' for 702.80a; 0 when there is none.
  char letter() const { return letter_; }
  // The number one level up: 702.80a -> 702.80 -> 702; a three-digit rule is its own parent.
  RuleNumber parent() const;
  // Canonical text: "506", "702.80", "702.80a".
  std::string str() const;
  // A total order key: (rule, sub, letter).
  std::uint32_t key() const {
    return (std::uint32_t{rule_} << 17) | (std::uint32_t{sub_} << 5) |
           static_cast<std::uint32_t>(letter_ ? letter_ - 'a' + 1 : 0);
  }
  friend bool operator==(const RuleNumber& a, const RuleNumber& b) { return a.key() == b.key(); }
  friend std::strong_ordering operator<=>(const RuleNumber& a, const RuleNumber& b) {
    return a.key() <=> b.key();
  }

 private:
  std::uint16_t rule_ = 0;
  std::uint16_t sub_ = 0;
  char letter_ = 0;
};

// The subrule letter after `c` as the rules count (k -> m, n -> p); 0 after z.
char next_letter(char c);

// Result of reading a rule number at the start of a line of text.
struct NumberToken {
  enum class Status : std::uint8_t {
    kNone,        // no rule number here
    kOk,          // a well-formed number
    kMalformed,   // number-like but broken ("02.83.", "306.b"); `number` is unset
    kOutOfRange,  // digits beyond what the rules use ("999999.99999zz")
  };
  Status status = Status::kNone;
  RuleNumber number;
  std::size_t length = 0;  // bytes taken, including a trailing '.'
  bool no_space = false;   // text follows without a space ("901.4.All")
  std::string_view raw;    // the characters taken
};

// Reads a rule number at the start of `s`. A number counts only when followed by the end, white
// space, or (reported as no_space) a letter or quote; "1702 Groot-Bijgaarden" is no number.
NumberToken scan_rule_number(std::string_view s);

// Compact description for tests: "702.80a len=8", "malformed '02.83.'", "none".
std::string dump(const NumberToken& t);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_RULE_NUMBER_H_
