// Written dates are read token by token: after a trigger phrase ("effective as of", "current as
// of", "gilt ab", "vigueur") the next few tokens must hold a month name of the lexicon in any of the
// three languages, a day (1..31, "1er" allowed) and a four-digit year, in any order. Numeric dates are
// split on '/', '.' or '-'.
#include "parse/edition.h"

#include "common/ascii.h"
#include "parse/lexicon.h"

#include <array>
#include <cstdio>
#include <vector>

namespace rulecorp {
namespace {

// The month (1..12) a token names in any language of the lexicon, or 0.
int month_number(std::string_view token) {
  if (token.size() < 3 || token.size() > 10) return 0;  // month names are 3 to 10 bytes
  std::string t = ascii_lower(token);
  for (const Lexicon* lex : lexicons()) {
    for (std::size_t m = 0; m < lex->months.size(); ++m)
      if (t == lex->months[m]) return static_cast<int>(m) + 1;
    for (const MonthSpelling& m : lex->month_spellings)
      if (t == m.name) return m.month;
  }
  return 0;
}

bool all_digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!is_ascii_digit(c)) return false;
  return true;
}


std::string iso(int y, int m, int d) {
  static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (y < 1990 || y > 2200 || m < 1 || m > 12 || d < 1 || d > kDays[m - 1]) return {};
  char buf[40];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", y, m, d);
  return buf;
}

// Splits on spaces, commas and periods.
std::vector<std::string_view> tokens(std::string_view s, std::size_t max) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size() && out.size() < max) {
    while (i < s.size() && (s[i] == ' ' || s[i] == ',' || s[i] == '.')) ++i;
    std::size_t b = i;
    while (i < s.size() && s[i] != ' ' && s[i] != ',' && s[i] != '.') ++i;
    if (i > b) out.push_back(s.substr(b, i - b));
  }
  return out;
}

// A written-out date among the first few tokens of `s`.
std::string written_date(std::string_view s) {
  int day = 0, month = 0, year = 0;
  for (std::string_view t : tokens(s, 6)) {
    if (!month && (month = month_number(t))) continue;
    if (t.size() == 4 && all_digits(t) && !year) {
      year = decimal_value(t);
    } else if (!day && !t.empty() && t.size() <= 4) {
      std::string_view d = t;
      if (d.size() > 2 && ascii_lower(d.substr(d.size() - 2)) == "er") d.remove_suffix(2);  // 1er
      if (all_digits(d) && d.size() <= 2) day = decimal_value(d);
    }
    if (day && month && year) return iso(year, month, day);
  }
  return {};
}

}  // namespace

std::string find_effective_date(std::string_view text) {
  std::string low = ascii_lower(text);
  for (const Lexicon* lex : lexicons())
    for (std::string_view trig : lex->effective_date_phrases) {
      std::size_t at = low.find(trig);
      if (at == std::string::npos) continue;
      std::string_view rest = std::string_view(text).substr(at + trig.size());
      // Skip a German "dem" / French "le", "au", "du" before the date.
      std::string d = written_date(rest.substr(0, 60));
      if (!d.empty()) return d;
    }
  return {};
}

bool is_date_line(std::string_view line) {
  if (line.size() < 6 || line.size() > 24) return false;
  std::size_t digits = 0, seps = 0;
  for (char c : line) {
    if (c >= '0' && c <= '9') {
      ++digits;
    } else if (c == '/' || c == '.' || c == '-') {
      ++seps;
    } else {
      digits = 0;
      break;
    }
  }
  if (digits >= 6 && seps == 2) return !parse_date_line(line, Language::kUnknown).empty();
  return !written_date(line).empty() && tokens(line, 8).size() <= 4;
}

std::string parse_date_line(std::string_view line, Language language) {
  std::vector<std::string_view> parts;
  std::size_t b = 0;
  for (std::size_t i = 0; i <= line.size(); ++i)
    if (i == line.size() || line[i] == '/' || line[i] == '.' || line[i] == '-') {
      parts.push_back(line.substr(b, i - b));
      b = i + 1;
    }
  if (parts.size() == 3 && all_digits(parts[0]) && all_digits(parts[1]) && all_digits(parts[2])) {
    int a = decimal_value(parts[0]), m = decimal_value(parts[1]), c = decimal_value(parts[2]);
    if (parts[0].size() == 4) return iso(a, m, c);  // ISO 2018-04-27
    if (parts[2].size() != 4) return {};
    bool month_first = language == Language::kEn;
    if (a > 12) month_first = false;
    if (m > 12) month_first = true;
    return month_first ? iso(c, a, m) : iso(c, m, a);
  }
  return written_date(line);
}

}  // namespace rulecorp
