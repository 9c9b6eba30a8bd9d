// Written dates are read token by token: after a trigger phrase ("effective as of", "current as
// of", "gilt ab", "vigueur") the next few tokens must hold a month name in any of the three
// languages, a day (1..31, "1er" allowed) and a four-digit year, in any order. Numeric dates are
// split on '/', '.' or '-'.
#include "parse/edition.h"

#include "common/ascii.h"

#include <array>
#include <cstdio>
#include <vector>

namespace rulecorp {
namespace {

int month_number(std::string_view token) {
  struct M {
    std::string_view name;
    int month;
  };
  static constexpr std::array kMonths{
      M{"january", 1}, M{"february", 2}, M{"march", 3}, M{"april", 4}, M{"may", 5}, M{"june", 6},
      M{"july", 7}, M{"august", 8}, M{"september", 9}, M{"october", 10}, M{"november", 11},
      M{"december", 12}, M{"januar", 1}, M{"j\xC3\xA4nner", 1}, M{"februar", 2}, M{"m\xC3\xA4rz", 3},
      M{"maerz", 3}, M{"mai", 5}, M{"juni", 6}, M{"juli", 7}, M{"oktober", 10}, M{"dezember", 12},
      M{"janvier", 1}, M{"f\xC3\xA9vrier", 2}, M{"fevrier", 2}, M{"mars", 3}, M{"avril", 4},
      M{"juin", 6}, M{"juillet", 7}, M{"ao\xC3\xBBt", 8}, M{"aout", 8}, M{"septembre", 9},
      M{"octobre", 10}, M{"novembre", 11}, M{"d\xC3\xA9" "cembre", 12}, M{"decembre", 12}};
  std::string t = ascii_lower(token);
  for (const M& m : kMonths)
    if (t == m.name) return m.month;
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
  static constexpr std::array<std::string_view, 6> kTriggers{
      "effective as of", "current as of", "gilt ab", "g\xC3\xBCltig ab", "vigueur", "effectives au"};
  std::string low = ascii_lower(text);
  for (std::string_view trig : kTriggers) {
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
