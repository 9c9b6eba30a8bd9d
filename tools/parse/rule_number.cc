// scan_rule_number reads digits '.' digits letters '.' greedily, then classifies what it read:
// a three-digit head and one or two letters (a..z, then aa..zz) is a number; a short head or a missing subrule number
// is malformed; more digits or letters than the rules ever use is out of range. The character
// after the number decides whether it is a number at all (space, end, or glued text).
#include "parse/rule_number.h"

#include "common/ascii.h"

namespace rulecorp {
namespace {

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

std::size_t count_digits(std::string_view s, std::size_t i) {
  std::size_t n = 0;
  while (i + n < s.size() && is_ascii_digit(s[i + n])) ++n;
  return n;
}


}  // namespace

std::optional<RuleNumber> RuleNumber::parse(std::string_view s) {
  // A bare three-digit rule ("506") is a number when it is the whole string, as str() writes it.
  if (s.size() == 3 && s.find_first_not_of("0123456789") == std::string_view::npos && s[0] != '0')
    return RuleNumber((s[0] - '0') * 100 + (s[1] - '0') * 10 + (s[2] - '0'));
  NumberToken t = scan_rule_number(s);
  if (t.status != NumberToken::Status::kOk || t.length != s.size()) return std::nullopt;
  return t.number;
}

int letter_index(std::string_view s) {
  if (s.size() == 1 && is_lower(s[0])) return s[0] - 'a' + 1;
  if (s.size() == 2 && is_lower(s[0]) && is_lower(s[1])) return 26 + (s[0] - 'a') * 26 + (s[1] - 'a') + 1;
  return 0;
}

std::string letters_of(int i) {
  if (i <= 0 || i > kMaxLetterIndex) return {};
  if (i <= 26) return std::string(1, static_cast<char>('a' + i - 1));
  i -= 27;
  return {static_cast<char>('a' + i / 26), static_cast<char>('a' + i % 26)};
}

RuleNumber RuleNumber::parent() const {
  if (letter_) return RuleNumber(rule_, sub_);
  return RuleNumber(rule_);
}

std::string RuleNumber::str() const {
  std::string s = std::to_string(rule_);
  if (sub_) s += '.' + std::to_string(sub_);
  if (letter_) s += letters_of(letter_);
  return s;
}

int next_letter(int i) {
  for (int n = i + 1; n <= kMaxLetterIndex; ++n) {
    std::string l = letters_of(n);
    if (l.find_first_of("lo") == std::string::npos) return n;
  }
  return 0;
}

std::size_t subrule_letters_at(std::string_view s, std::size_t i) {
  std::size_t n = 0;
  while (i + n < s.size() && n < 3 && is_lower(s[i + n])) ++n;
  if (n == 0 || n > 2) return 0;
  if (i + n < s.size() && (is_ascii_alpha(s[i + n]) || is_ascii_digit(s[i + n]))) return 0;
  return n;
}

NumberToken scan_rule_number(std::string_view s) {
  NumberToken t;
  std::size_t head = count_digits(s, 0);
  if (head == 0 || head >= s.size() || s[head] != '.') return t;
  std::size_t i = head + 1;
  std::size_t sub = count_digits(s, i);
  i += sub;
  std::size_t letters = 0;
  while (i + letters < s.size() && is_lower(s[i + letters])) ++letters;
  if (sub == 0 && (letters > 2 || (letters == 0 && head < 3))) return t;  // a word, or "1. Title"
  i += letters;
  // The dot after the head is the trailing dot of a three-digit rule ("506.").
  bool trailing_dot = sub == 0 && letters == 0;
  if (!trailing_dot && i < s.size() && s[i] == '.') {
    trailing_dot = true;
    ++i;
  }
  // What follows decides whether this is a number at all.
  if (i < s.size()) {
    char c = s[i];
    unsigned char u = static_cast<unsigned char>(c);
    if (c == ' ' || c == '\t') {
    } else if (is_upper(c) || u >= 0x80 || c == '"' || c == '(') {
      if (!trailing_dot) return t;  // "100.5A", "702.80aB": not a number
      t.no_space = true;
    } else if (c == '*') {
    } else {
      return t;
    }
  }
  t.length = i;
  t.raw = s.substr(0, i);
  if (head > 3 || sub > 4 || letters > 2 || (sub && decimal_value(s.substr(head + 1, sub)) > RuleNumber::kMaxSub)) {
    t.status = NumberToken::Status::kOutOfRange;
    return t;
  }
  int rule = decimal_value(s.substr(0, head));
  if (head < 3 || rule < 100 || (sub == 0 && letters > 0)) {
    t.status = NumberToken::Status::kMalformed;
    return t;
  }
  if (sub > 0 && decimal_value(s.substr(head + 1, sub)) == 0) {
    t.status = NumberToken::Status::kMalformed;
    return t;
  }
  t.status = NumberToken::Status::kOk;
  t.number = RuleNumber::with_letter_index(rule, sub ? decimal_value(s.substr(head + 1, sub)) : 0,
                                           letter_index(s.substr(head + 1 + sub, letters)));
  return t;
}

std::string dump(const NumberToken& t) {
  using S = NumberToken::Status;
  switch (t.status) {
    case S::kNone: return "none";
    case S::kOk:
      return t.number.str() + " len=" + std::to_string(t.length) + (t.no_space ? " no-space" : "");
    case S::kMalformed: return "malformed '" + std::string(t.raw) + "'";
    case S::kOutOfRange: return "out-of-range '" + std::string(t.raw) + "'";
  }
  return "none";
}

}  // namespace rulecorp
