// OmegaT's segmenter applies SRX rules in order: a position where a no-break rule (an
// abbreviation) matches is never a break, whatever the break rules say; its default rules have
// only two break rules (a leading number, a run of . ? !) and every abbreviation rule comes before
// them, so a position is a break exactly when a break rule matches and no abbreviation does. The
// rules are written here as the checks they amount to (a suffix before the position, a look at the
// characters after it), which keeps the segmenter a single pass without a regex engine; the
// membership tests use ICU's character categories as Java's \p{Lu} does. The cut of a translation
// is a small dynamic programme over its sentence ends (and line breaks), by length.
#include "emit/cat_segments.h"
#include "lang/profile.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

namespace rulecorp {
namespace {

// Java's \s.
bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\x0B' || c == '\f' || c == '\r'; }
bool digit(char c) { return c >= '0' && c <= '9'; }
bool stop(char c) { return c == '.' || c == '?' || c == '!'; }

// The code point at `p` (-1 at the end or where the UTF-8 is ill-formed).
UChar32 at(std::string_view s, std::size_t p) {
  if (p >= s.size()) return -1;
  UChar32 c;
  auto i = static_cast<std::int32_t>(p);
  U8_NEXT(s.data(), i, static_cast<std::int32_t>(s.size()), c);
  return c;
}
bool upper(UChar32 c) { return c >= 0 && u_charType(c) == U_UPPERCASE_LETTER; }

bool ends(std::string_view before, std::string_view suffix) {
  return before.size() >= suffix.size() && before.substr(before.size() - suffix.size()) == suffix;
}
bool ends_icase(std::string_view before, std::string_view suffix) {
  if (before.size() < suffix.size()) return false;
  std::string_view tail = before.substr(before.size() - suffix.size());
  for (std::size_t i = 0; i < suffix.size(); ++i) {
    char a = tail[i], b = suffix[i];
    if (a >= 'A' && a <= 'Z') a = static_cast<char>(a - 'A' + 'a');
    if (a != b) return false;
  }
  return true;
}

// The English abbreviations of OmegaT's default rules, as "the text before a break candidate ends
// so, and the text after it starts so": no break there.
bool english_abbreviation(std::string_view before, std::string_view after) {
  const bool ws = !after.empty() && space(after[0]);
  if (!ws) return false;  // every English rule wants white space after the position
  const std::size_t n = before.size();
  auto ch = [&](std::size_t back) { return back <= n ? before[n - back] : '\0'; };  // ch(1) is the last
  // "etc." before anything but a capital.
  if (ends(before, "etc.")) {
    std::size_t k = 0;
    while (k < after.size() && space(after[k])) ++k;
    if (k >= 2 || (k < after.size() && !upper(at(after, k)))) return true;
  }
  for (std::string_view a : {"Dr.", "U.K.", "M.", "Mr.", "Mrs.", "Ms.", "Prof.", "resp.", "St.", "Mt."})
    if (ends(before, a)) return true;
  for (std::string_view a : {"e.g.", "i.e.", "fig."})
    if (ends_icase(before, a)) return true;
  if (ends(before, "tel.") && n >= 5 && space(ch(5))) return true;
  if (n >= 3 && ch(1) == '.' && ch(2) >= 'A' && ch(2) <= 'Z' && space(ch(3))) return true;  // " A."
  // "a.m." "pm." before a small letter.
  if (after.size() >= 2 && after[1] >= 'a' && after[1] <= 'z' && n >= 3 && ch(1) == '.' && (ch(2) == 'm' || ch(2) == 'M')) {
    char c = ch(3) == '.' && n >= 4 ? ch(4) : ch(3);
    if (c == 'a' || c == 'p' || c == 'A' || c == 'P') return true;
  }
  if (ends(before, "No.") && after.size() >= 2 && digit(after[1])) return true;
  if (ends(before, "pprox.") && n >= 7 && (ch(7) == 'A' || ch(7) == 'a')) return true;
  for (std::string_view unit : {"min.", "mn.", "sec."})
    if (ends(before, unit) && n >= unit.size() + 2 && space(ch(unit.size() + 1)) && digit(ch(unit.size() + 2))) return true;
  // " v." " vs."
  if (n >= 3 && ch(1) == '.') {
    std::size_t k = 2;
    if (ch(k) == 's' || ch(k) == 'S') ++k;
    if (n >= k + 1 && (ch(k) == 'v' || ch(k) == 'V') && space(ch(k + 1))) return true;
  }
  return false;
}

// "..." before white space and then no capital (the language-independent no-break rule).
bool ellipsis(std::string_view before, std::string_view after) {
  if (!ends(before, "...") || after.empty() || !space(after[0])) return false;
  std::size_t k = 0;
  while (k < after.size() && space(after[k])) ++k;
  return k >= 2 || (k < after.size() && !upper(at(after, k)));
}

// The end of a leading number "100.1. " followed by a capital (OmegaT's "numbered headers" rule),
// or npos.
std::size_t numbered_header(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size() && space(s[i])) ++i;
  std::size_t d = i;
  while (i < s.size() && digit(s[i])) ++i;
  if (i == d) return std::string_view::npos;
  std::size_t c = i;
  while (i < s.size() && (digit(s[i]) || s[i] == '.' || s[i] == ')' || s[i] == ']')) ++i;
  // The class run must be at least one character; digits taken by \p{Nd}+ can be given back.
  if (i == c && i - d < 2) return std::string_view::npos;
  std::size_t w = i;
  while (i < s.size() && space(s[i])) ++i;
  if (i == w || !upper(at(s, i))) return std::string_view::npos;
  return i;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

// The pieces of `s` between `cuts` (sorted positions), trimmed, empty ones left out.
std::vector<std::string_view> pieces(std::string_view s, const std::vector<std::size_t>& cuts) {
  std::vector<std::string_view> out;
  std::size_t from = 0;
  for (std::size_t i = 0; i <= cuts.size(); ++i) {
    std::size_t to = i < cuts.size() ? cuts[i] : s.size();
    if (to < from) continue;
    std::string_view p = trim(s.substr(from, to - from));
    if (!p.empty()) out.push_back(p);
    from = to;
  }
  return out;
}

}  // namespace

std::vector<std::string_view> cat_sentences(std::string_view paragraph, std::string_view language) {
  const bool english = code_language(language) == Language::kEn || language.starts_with("en-");
  std::vector<std::size_t> cuts;
  if (std::size_t h = numbered_header(paragraph); h != std::string_view::npos) cuts.push_back(h);
  for (std::size_t i = 0; i < paragraph.size();) {
    if (!stop(paragraph[i])) {
      ++i;
      continue;
    }
    std::size_t p = i;
    while (p < paragraph.size() && stop(paragraph[p])) ++p;
    i = p;
    std::string_view before = paragraph.substr(0, p), after = paragraph.substr(p);
    if (after.empty() || !space(after[0])) continue;
    if (ellipsis(before, after) || (english && english_abbreviation(before, after))) continue;
    cuts.push_back(p);
  }
  std::sort(cuts.begin(), cuts.end());
  return pieces(paragraph, cuts);
}

std::optional<std::vector<std::string_view>> cut_like(std::string_view translation,
                                                      const std::vector<std::string_view>& original) {
  const std::size_t k = original.size();
  if (k == 0) return std::nullopt;
  if (k == 1) return std::vector<std::string_view>{trim(translation)};
  // Candidate cuts: after a run of . ? ! before white space, and at each line break.
  std::vector<std::size_t> cuts;
  for (std::size_t i = 0; i < translation.size(); ++i) {
    if (translation[i] == '\n') {
      cuts.push_back(i);
    } else if (stop(translation[i]) && (i + 1 >= translation.size() || !stop(translation[i + 1])) &&
               i + 1 < translation.size() && space(translation[i + 1])) {
      cuts.push_back(i + 1);
    }
  }
  std::vector<std::string_view> parts = pieces(translation, cuts);
  const std::size_t m = parts.size();
  if (m < k) return std::nullopt;
  // Lengths of the pieces as offsets into `translation`, so a group is one substring.
  std::vector<std::size_t> begin(m), end(m);
  for (std::size_t j = 0; j < m; ++j) {
    begin[j] = static_cast<std::size_t>(parts[j].data() - translation.data());
    end[j] = begin[j] + parts[j].size();
  }
  double total_original = 0;
  for (std::string_view o : original) total_original += static_cast<double>(o.size());
  const double ratio = static_cast<double>(end[m - 1] - begin[0]) / std::max(1.0, total_original);
  auto expected = [&](std::size_t i) { return ratio * static_cast<double>(original[i].size()) + 10; };
  auto length = [&](std::size_t a, std::size_t b) { return static_cast<double>(end[b - 1] - begin[a]) + 10; };
  // best[i][j]: least cost of giving the first i originals the first j pieces.
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::vector<double>> best(k + 1, std::vector<double>(m + 1, inf));
  std::vector<std::vector<std::size_t>> from(k + 1, std::vector<std::size_t>(m + 1, 0));
  best[0][0] = 0;
  for (std::size_t i = 1; i <= k; ++i)
    for (std::size_t j = i; j + (k - i) <= m; ++j)
      for (std::size_t a = i - 1; a < j; ++a) {
        if (best[i - 1][a] == inf) continue;
        double c = best[i - 1][a] + std::abs(std::log(length(a, j) / expected(i - 1)));
        if (c < best[i][j]) {
          best[i][j] = c;
          from[i][j] = a;
        }
      }
  std::vector<std::string_view> out(k);
  for (std::size_t i = k, j = m; i > 0; --i) {
    std::size_t a = from[i][j];
    double r = length(a, j) / expected(i - 1);
    if (r < 0.5 || r > 2.0) return std::nullopt;
    out[i - 1] = translation.substr(begin[a], end[j - 1] - begin[a]);
    j = a;
  }
  return out;
}

}  // namespace rulecorp
