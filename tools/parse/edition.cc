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


// True when day `d` of month `m` of year `y` is in the calendar (Gregorian, leap years counted).
bool calendar_day(int y, int m, int d) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (m < 1 || m > 12 || d < 1) return false;
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return d <= kDays[m - 1] + (m == 2 && leap);
}

std::string iso(int y, int m, int d) {
  if (y < 1990 || y > 2200 || !calendar_day(y, m, d)) return {};
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

// A written-out date among the first few tokens of `s`; when the tokens name a day, month and year
// that make no date ("February 31, 2026"), "" and, in `invalid` if given, those tokens as written.
std::string written_date(std::string_view s, std::string_view* invalid = nullptr) {
  int day = 0, month = 0, year = 0;
  const char* first = nullptr;  // where the first token that is part of the date starts
  for (std::string_view t : tokens(s, 6)) {
    const int before = day + month + year;
    if (!month && (month = month_number(t))) {
      if (!first) first = t.data();
      continue;
    }
    if (t.size() == 4 && all_digits(t) && !year) {
      year = decimal_value(t);
    } else if (!day && !t.empty() && t.size() <= 4) {
      std::string_view d = t;
      if (d.size() > 2 && ascii_lower(d.substr(d.size() - 2)) == "er") d.remove_suffix(2);  // 1er
      if (all_digits(d) && d.size() <= 2) day = decimal_value(d);
    }
    if (!first && day + month + year != before) first = t.data();
    if (day && month && year) {
      std::string date = iso(year, month, day);
      if (date.empty() && invalid) *invalid = std::string_view(first, static_cast<std::size_t>(t.data() + t.size() - first));
      return date;
    }
  }
  return {};
}

}  // namespace

EffectiveDate read_effective_date(std::string_view text) {
  EffectiveDate out;
  std::string low = ascii_lower(text);
  for (const Lexicon* lex : lexicons())
    for (std::string_view trig : lex->effective_date_phrases) {
      std::size_t at = low.find(trig);
      if (at == std::string::npos) continue;
      std::string_view rest = std::string_view(text).substr(at + trig.size());
      // Skip a German "dem" / French "le", "au", "du" before the date.
      std::string_view invalid;
      std::string d = written_date(rest.substr(0, 60), &invalid);
      if (!d.empty()) return {d, {}};
      if (!invalid.empty() && out.invalid.empty()) out.invalid = std::string(invalid);
    }
  return out;
}

std::string find_effective_date(std::string_view text) { return read_effective_date(text).iso; }

bool is_iso_date(std::string_view s) {
  if (s.size() != 10 || s[4] != '-' || s[7] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (!is_ascii_digit(s[i])) return false;
  return calendar_day(decimal_value(s.substr(0, 4)), decimal_value(s.substr(5, 2)), decimal_value(s.substr(8, 2)));
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
