// The text is scanned once for double quotation marks (U+0022, U+201C, U+201D, U+201E, U+00AB,
// U+00BB); single marks are left alone, since ' and ’ are apostrophes far more often than quotes.
// Each language has its accepted marks:
//   en: “ ” and straight "; foreign: „ (German opener) and « » (French);
//   de: „ “ and » «; foreign: straight " and ” (English closer; “ alone is the German closer);
//   fr: « » with a no-break space (U+00A0 or U+202F) inside, and “ ” only for quotes inside them;
//       foreign: straight ", „, “ ” outside « », and « » touching a plain space or a letter.
// A text with foreign marks gives one finding listing them, each marked in the text. The bytes that
// open no mark are passed sixteen at a time (SSE2), else eight plain ASCII bytes at a time.
#include "check/quotes.h"

#include <string>

#include "check/words.h"
#include "common/ascii.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

bool is_nbsp(std::string_view s, std::size_t at) {  // U+00A0 or U+202F starting at `at`
  return s.substr(at, 2) == "\xC2\xA0" || s.substr(at, 3) == "\xE2\x80\xAF";
}
bool ends_with_nbsp(std::string_view s, std::size_t end) {
  return (end >= 2 && s.substr(end - 2, 2) == "\xC2\xA0") || (end >= 3 && s.substr(end - 3, 3) == "\xE2\x80\xAF");
}

// Whether `mark` is a quotation mark of the language: one of its primary quotes, one of its
// secondary quotes inside guillemets (French “ ” inside « »), or a guillemet where the language
// also quotes »…«.
bool own_mark(const LanguageProfile& p, std::string_view mark, std::size_t guillemets) {
  if (mark == p.primary_quotes.open || mark == p.primary_quotes.close) return true;
  if (guillemets > 0 && (mark == p.secondary_quotes.open || mark == p.secondary_quotes.close)) return true;
  return p.reversed_guillemets && (mark == "\xC2\xAB" || mark == "\xC2\xBB");
}

}  // namespace

std::vector<Diagnostic> check_quotes(const ContentPair& pair) {
  std::string_view t = pair.translation;
  const LanguageProfile& lang = profile(pair.translation_language);
  if (lang.language == Language::kUnknown) return {};
  std::vector<Mark> marks;
  std::vector<std::string> seen;
  auto flag = [&](std::size_t at, std::size_t len, std::string what) {
    marks.push_back(Mark{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + len)});
    bool dup = false;
    for (const std::string& s : seen) dup = dup || s == what;
    if (!dup) seen.push_back(std::move(what));
  };
  std::size_t guillemets = 0;  // « open around the scan (French quotes inside quotes take “ ”)
  for (std::size_t i = 0; i < t.size(); ++i) {
#if defined(__SSE2__)
    // Sixteen bytes at a time up to the next '"', E2 or C2: every mark opens with one of them.
    while (i + 16 <= t.size()) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.data() + i));
      const int m = _mm_movemask_epi8(_mm_or_si128(
          _mm_cmpeq_epi8(v, _mm_set1_epi8('"')),
          _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\xE2')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\xC2')))));
      if (m) {
        i += static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(m)));
        break;
      }
      i += 16;
    }
#endif
    // Eight plain ASCII bytes without '"' at a time: no mark there.
    while (i + 8 <= t.size()) {
      std::uint64_t x = scan_detail::load(t.data() + i);
      if ((x & scan_detail::kHigh) || scan_detail::has_between(x, '"', '"')) break;
      i += 8;
    }
    if (i >= t.size()) break;
    unsigned char c = static_cast<unsigned char>(t[i]);
    if (c == '"') {
      if (!lang.straight_quotes) flag(i, 1, "straight \"");
      continue;
    }
    if (c != 0xE2 && c != 0xC2) continue;  // every other mark opens with one of these two bytes
    std::string_view rest = t.substr(i);
    if (rest.substr(0, 3) == "\xE2\x80\x9E") {  // „
      if (!own_mark(lang, rest.substr(0, 3), guillemets)) flag(i, 3, "German „");
      i += 2;
    } else if (rest.substr(0, 3) == "\xE2\x80\x9D") {  // ”
      if (!own_mark(lang, rest.substr(0, 3), guillemets)) flag(i, 3, "English ”");
      i += 2;
    } else if (rest.substr(0, 3) == "\xE2\x80\x9C") {  // “
      if (!own_mark(lang, rest.substr(0, 3), guillemets)) flag(i, 3, "English “");
      i += 2;
    } else if (rest.substr(0, 2) == "\xC2\xAB") {  // «
      if (!own_mark(lang, rest.substr(0, 2), guillemets)) flag(i, 2, "French «");
      else if (lang.guillemets_spaced && !is_nbsp(t, i + 2)) flag(i, 2, "« without a no-break space after it");
      ++guillemets;
      i += 1;
    } else if (rest.substr(0, 2) == "\xC2\xBB") {  // »
      if (!own_mark(lang, rest.substr(0, 2), guillemets)) flag(i, 2, "French »");
      else if (lang.guillemets_spaced && !ends_with_nbsp(t, i)) flag(i, 2, "» without a no-break space before it");
      if (guillemets > 0) --guillemets;
      i += 1;
    }
  }
  if (marks.empty()) return {};
  std::string list;
  for (std::size_t k = 0; k < seen.size(); ++k) list += (k ? ", " : "") + seen[k];
  const QuoteMarks& q = lang.primary_quotes;
  std::string want = lang.guillemets_spaced ? std::string(q.open) + " … " + std::string(q.close) + " with no-break spaces inside"
                                            : std::string(q.open) + "…" + std::string(q.close);
  std::vector<Diagnostic> out;
  out.push_back(content_finding("typography.quotes", pair,
                                "quotation marks of another language (" + list + "); write " + want, std::move(marks)));
  out.back().args = {{"expected", want}};
  return out;
}

std::vector<TextReplacement> quote_fix(std::string_view text, std::string_view language) {
  const LanguageProfile& lang = profile(language);
  if (lang.language != Language::kDe && lang.language != Language::kEn) return {};
  enum Mark : std::uint8_t { kStraight, kLeft, kRight, kLow, kGuillemetLeft, kGuillemetRight };
  struct Found {
    Mark mark;
    std::uint32_t begin, end;
  };
  std::vector<Found> marks;
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::string_view rest = text.substr(i);
    auto at = [&](Mark m, std::size_t len) { marks.push_back({m, static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(i + len)}); i += len - 1; };
    if (rest[0] == '"') at(kStraight, 1);
    else if (rest.substr(0, 3) == "\u201c") at(kLeft, 3);
    else if (rest.substr(0, 3) == "\u201d") at(kRight, 3);
    else if (rest.substr(0, 3) == "\u201e") at(kLow, 3);
    else if (rest.substr(0, 2) == "\u00ab") at(kGuillemetLeft, 2);
    else if (rest.substr(0, 2) == "\u00bb") at(kGuillemetRight, 2);
  }
  if (marks.empty() || marks.size() % 2) return {};
  const bool de = lang.language == Language::kDe;
  const std::string_view open = lang.primary_quotes.open, close = lang.primary_quotes.close;
  std::vector<TextReplacement> out;
  for (std::size_t k = 0; k < marks.size(); k += 2) {
    const Found& o = marks[k];
    const Found& c = marks[k + 1];
    bool known;
    if (de) {
      known = (o.mark == kLow && c.mark == kLeft) || (o.mark == kLeft && c.mark == kRight) ||
              (o.mark == kStraight && c.mark == kStraight) || (o.mark == kLow && (c.mark == kRight || c.mark == kStraight));
    } else {
      const bool spaced = (o.end < text.size() && text[o.end] == ' ') || (c.begin > 0 && text[c.begin - 1] == ' ');
      known = (o.mark == kLeft && c.mark == kRight) || (o.mark == kStraight && c.mark == kStraight) ||
              (o.mark == kLow && (c.mark == kLeft || c.mark == kRight)) ||
              (o.mark == kGuillemetLeft && c.mark == kGuillemetRight && !spaced);
    }
    if (!known) return {};
    // Straight quotes are English too: an English pair of them stays.
    if (lang.straight_quotes && o.mark == kStraight) continue;
    if (text.substr(o.begin, o.end - o.begin) != open) out.push_back({o.begin, o.end, std::string(open)});
    if (text.substr(c.begin, c.end - c.begin) != close) out.push_back({c.begin, c.end, std::string(close)});
  }
  return out;
}

}  // namespace rulecorp
