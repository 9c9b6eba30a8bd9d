// RuleNumber is the value type for the Comprehensive Rules' numbering: a three-digit rule (506),
// a numbered rule (506.5) or a subrule (702.83a). Sections (5) are plain ints. Numbers order as the
// rules do: 506 < 506.4 < 506.4a < 506.4b < 506.5. Subrule letters skip l and o and go on past z
// with two letters as the English rules do: 704.5y < 704.5z < 704.5aa < 704.5ab.
#ifndef RULECORP_PARSE_RULE_NUMBER_H_
#define RULECORP_PARSE_RULE_NUMBER_H_

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rulecorp {

// Subrule letters as one index: 0 none, 1..26 for a..z, 27..702 for aa..zz (two letters count on
// after z as a spreadsheet's columns do).
inline constexpr int kMaxLetterIndex = 26 + 26 * 26;

// The index of the letters `s` ("a" 1, "z" 26, "aa" 27), 0 for anything but one or two of a-z.
int letter_index(std::string_view s);
// The letters of index `i` ("", "a", "aa"); "" for 0 or an index out of range.
std::string letters_of(int i);

class RuleNumber {
 public:
  static constexpr int kMaxSub = 4095;

  constexpr RuleNumber() = default;
  // `rule` 100..999, `sub` 0 (none) or 1..kMaxSub, `letter` 0 (none) or 'a'..'z'.
  constexpr RuleNumber(int rule, int sub = 0, char letter = 0)
      : rule_(static_cast<std::uint16_t>(rule)),
        sub_(static_cast<std::uint16_t>(sub)),
        letter_(static_cast<std::uint16_t>(letter ? letter - 'a' + 1 : 0)) {}
  // A letter index is no char: use with_letter_index.
  RuleNumber(int rule, int sub, int letter) = delete;
  // `rule`.`sub` with the letters of index `letter` (0 none, 1..kMaxLetterIndex).
  static constexpr RuleNumber with_letter_index(int rule, int sub, int letter) {
    RuleNumber n(rule, sub);
    n.letter_ = static_cast<std::uint16_t>(letter);
    return n;
  }

  // Parses a whole string in any written form: "506", "506.", "702.80", "702.80.", "702.80a",
  // "702.80a.", "704.5aa"; nullopt for anything else. parse(n.str()) == n for every valid n.
  static std::optional<RuleNumber> parse(std::string_view s);

  // False for a default-constructed number (no rule).
  bool valid() const { return rule_ >= 100; }
  // The section digit: 7 for 702.80a.
  int section() const { return rule_ / 100; }
  // The three-digit rule: 702 for 702.80a.
  int rule() const { return rule_; }
  // The subrule number: 80 for 702.80a; 0 for a three-digit rule.
  int sub() const { return sub_; }
  // Whether the number has subrule letters (702.80a, 704.5aa).
  bool has_letter() const { return letter_ != 0; }
  // The subrule letters' index (letter_index): 1 for 702.80a, 27 for 704.5aa; 0 when there are none.
  int letter_index() const { return letter_; }
  // The subrule letters: "a" for 702.80a, "aa" for 704.5aa, "" when there are none.
  std::string letters() const { return letters_of(letter_); }
  // The number one level up: 702.80a -> 702.80 -> 702; a three-digit rule is its own parent.
  RuleNumber parent() const;
  // Canonical text: "506", "702.80", "702.80a", "704.5aa".
  std::string str() const;
  // A total order key: (rule, sub, letter index) in 10, 12 and 10 bits.
  std::uint32_t key() const {
    return (std::uint32_t{rule_} << 22) | (std::uint32_t{sub_} << 10) | std::uint32_t{letter_};
  }
  friend bool operator==(const RuleNumber& a, const RuleNumber& b) { return a.key() == b.key(); }
  friend std::strong_ordering operator<=>(const RuleNumber& a, const RuleNumber& b) {
    return a.key() <=> b.key();
  }

 private:
  std::uint16_t rule_ = 0;
  std::uint16_t sub_ = 0;
  std::uint16_t letter_ = 0;
};

// The subrule letter index after `i` as the rules count: k -> m, n -> p (l and o are skipped in
// every place), z -> aa, az -> ba; 0 -> a; 0 after zz.
int next_letter(int i);

// The subrule letters at s[i]: one or two of a-z not followed by another ASCII letter or digit;
// their length, or 0. A letter beyond ASCII after them is the caller's to rule out.
std::size_t subrule_letters_at(std::string_view s, std::size_t i);

// Result of reading a rule number at the start of a line of text.
struct NumberToken {
  enum class Status : std::uint8_t {
    kNone,        // no rule number here
    kOk,          // a well-formed number
    kMalformed,   // number-like but broken ("02.83.", "306.b"); `number` is unset
    kOutOfRange,  // digits or letters beyond what the rules use ("999999.99999zzz")
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
