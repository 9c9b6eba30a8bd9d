// Digit tokens are read by one byte scan (the bytes that cannot open one passed eight at a time):
// an optional sign (+, -, – U+2013, − U+2212) when nothing alphanumeric precedes it, digits with the language's group separator ("," in English, "." in
// German, a space or no-break space in French, each only before exactly three digits) and decimal
// mark ("." in English, "," in German and French), then optionally "/" and a second such number
// (power/toughness). Dashes become "-", groups are dropped, and the decimal mark becomes ".", so
// equal values compare equal across languages. Tokens inside citations (parse/citation.h) and
// {…} symbols are skipped, as are list and sense numbers opening a line ("1. "), and rule numbers (three digits, a dot, digits, optional letter; in
// German and French "ddd.ddd" is a grouped number when no letter follows).
// Number words: once per process (the first reader built) each language's ICU
// RuleBasedNumberFormat (URBNF_SPELLOUT) formats
// 0 and 2..100, each form is parsed back with the same formatter to confirm it reads as its value,
// and the forms are kept in a word table; reading a text then looks up each run of letters,
// lower-cased (a byte scan: the word breaker would cost more than the rest of the check), when its
// first letter and second byte and length are those of some number word ("fünf" too).
// Checking compares the two texts' values as multisets (a measure in two systems, "2.5 inches
// (6.3 cm)", may keep only the bracketed one); a pair is reported when a number written
// in digits is left over on either side (not a cited rule number), or a number word on each side
// (one put for another: "five" against "acht"), and the leftovers are marked.
#include "check/numbers.h"

#include <unicode/locid.h>
#include <unicode/uchar.h>
#include <unicode/utf8.h>
#include <unicode/rbnf.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <optional>
#include <set>

#include "check/words.h"
#include "common/ascii.h"
#include "parse/citation.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// True when the character ending at `end` (exclusive) is a letter or digit (ICU's classes).
bool alnum_before(std::string_view t, std::size_t end) {
  if (end == 0) return false;
  std::int32_t i = static_cast<std::int32_t>(end);
  UChar32 c;
  U8_PREV(t.data(), 0, i, c);
  return c >= 0 && u_isalnum(c);
}
// True when the character starting at `at` is a letter or digit.
bool alnum_at(std::string_view t, std::size_t at) {
  if (at >= t.size()) return false;
  std::int32_t i = static_cast<std::int32_t>(at);
  UChar32 c;
  U8_NEXT(t.data(), i, static_cast<std::int32_t>(t.size()), c);
  return c >= 0 && u_isalnum(c);
}
bool letter_at(std::string_view t, std::size_t at) { return alnum_at(t, at) && !is_digit(t[at]); }

// Length of a sign at `i` ("+", "-", "–", "−"), or 0.
std::size_t sign_at(std::string_view t, std::size_t i) {
  if (i >= t.size()) return 0;
  if (t[i] == '+' || t[i] == '-') return 1;
  if (t.substr(i, 3) == "\xE2\x80\x93" || t.substr(i, 3) == "\xE2\x88\x92") return 3;
  return 0;
}

// The high bit of each byte of `x` (eight bytes read by scan_detail::load) equal to `v`.
std::uint64_t bytes_equal(std::uint64_t x, unsigned char v) {
  using namespace scan_detail;
  std::uint64_t y = x ^ (kOnes * v);
  return ~(((y & ~kHigh) + ~kHigh) | y) & kHigh;
}

// The index in memory order of the first byte whose high bit `mask` (nonzero) holds.
unsigned first_byte(std::uint64_t mask) {
  if constexpr (std::endian::native == std::endian::little) return static_cast<unsigned>(std::countr_zero(mask)) / 8;
  else return static_cast<unsigned>(std::countl_zero(mask)) / 8;
}

// The first byte at or after `i` that can open a number (a digit, or '+', '-', or E2 opening – or
// −), else t.size(): eight bytes at a time, then byte by byte.
std::size_t next_opening(std::string_view t, std::size_t i) {
  using namespace scan_detail;
  for (; i + 8 <= t.size(); i += 8) {
    std::uint64_t x = load(t.data() + i);
    if (std::uint64_t m = has_between(x, '0', '9') | bytes_equal(x, '+') | bytes_equal(x, '-') | bytes_equal(x, 0xE2))
      return i + first_byte(m);
  }
  for (; i < t.size(); ++i) {
    unsigned char d = static_cast<unsigned char>(t[i]);
    if ((d >= '0' && d <= '9') || d == '+' || d == '-' || d == 0xE2) break;
  }
  return i;
}

// is_word_byte (common/ascii.h: an ASCII letter or any byte of a character outside ASCII) as a
// table, for the scan of every byte of a text for number words.
constexpr auto kWordByte = [] {
  std::array<bool, 256> table{};
  for (unsigned c = 0; c < 256; ++c) table[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
  return table;
}();

std::size_t digits_at(std::string_view t, std::size_t i) {
  std::size_t j = i;
  while (j < t.size() && is_digit(t[j])) ++j;
  return j - i;
}

// Reads one number at `i` (digits first); returns its end and appends its canonical digits to `out`.
// `rule_like` tells whether it has the shape of a rule number.
std::size_t read_plain(std::string_view t, std::size_t i, std::string_view lang, std::string& out, bool& rule_like) {
  std::size_t n = digits_at(t, i);
  std::string v(t.substr(i, n));
  std::size_t j = i + n;
  const LanguageProfile& profile_of = profile(lang);
  char group = profile_of.group_mark;
  char decimal = profile_of.decimal_mark == '.' ? '.' : ',';
  rule_like = false;
  // A rule number: ddd.d+ with a letter, or (English) ddd.d+.
  if (n == 3 && j + 1 < t.size() && t[j] == '.' && is_digit(t[j + 1])) {
    std::size_t m = digits_at(t, j + 1);
    std::size_t k = j + 1 + m;
    std::size_t letters = subrule_letters_at(t, k);  // parse/rule_number.h
    if (letters && alnum_at(t, k + letters)) letters = 0;
    if (letters || profile_of.language == Language::kEn || m != 3) {
      rule_like = true;
      return k + letters;
    }
  }
  bool grouped = false;
  while (true) {
    std::size_t sep = 0;
    if (group && j < t.size() && t[j] == group) sep = 1;
    else if (profile_of.groups_with_spaces && t.substr(j, 1) == " ") sep = 1;
    else if (profile_of.groups_with_spaces && (t.substr(j, 2) == "\xC2\xA0")) sep = 2;
    else if (profile_of.groups_with_spaces && (t.substr(j, 3) == "\xE2\x80\xAF")) sep = 3;
    if (sep && n <= 3 && digits_at(t, j + sep) == 3 && (j + sep + 3 >= t.size() || !is_digit(t[j + sep + 3])) &&
        (grouped || v.size() <= 3)) {
      v += t.substr(j + sep, 3);
      j += sep + 3;
      grouped = true;
      continue;
    }
    break;
  }
  if (j + 1 < t.size() && t[j] == decimal && is_digit(t[j + 1])) {
    std::size_t m = digits_at(t, j + 1);
    v += "." + std::string(t.substr(j + 1, m));
    j += 1 + m;
  }
  out += v;
  return j;
}

// The index of a word's opening in SpellOut::openings: its first letter (a-z) and its second byte
// (a-z, else 26).
std::size_t opening(unsigned char a, unsigned char b) {
  return static_cast<std::size_t>(a - 'a') * 27 + (b >= 'a' && b <= 'z' ? b - 'a' : 26);
}

}  // namespace

// The spell-out words of 0 and 2..100 per language, with a quick filter before the lookup: the
// first two letters and the lengths of the words.
struct NumberReader::SpellOut {
  std::map<std::string, std::map<std::string, int, std::less<>>, std::less<>> words;  // language -> word -> value
  // Per opening (first letter a-z; second letter a-z, or 26 for any other byte: "fünf"): bit n set
  // when a word of n bytes opens so.
  std::uint32_t openings[26 * 27] = {};
  std::size_t min_length = 64, max_length = 0;

  SpellOut() {
    for (const char* lang : {"en", "de", "fr"}) {
      UErrorCode status = U_ZERO_ERROR;
      icu::RuleBasedNumberFormat f(icu::URBNF_SPELLOUT, icu::Locale(lang), status);
      if (U_FAILURE(status)) continue;
      auto& table = words[lang];
      for (int v = 0; v <= 100; ++v) {
        if (v == 1) continue;
        icu::UnicodeString s;
        f.format(static_cast<int32_t>(v), s);
        icu::Formattable back;
        UErrorCode ps = U_ZERO_ERROR;
        f.parse(s, back, ps);
        if (U_FAILURE(ps) || back.getLong(ps) != v) continue;
        s.toLower(icu::Locale(lang));
        std::string w;
        s.toUTF8String(w);
        if (w.find(' ') != std::string::npos || w.find('-') != std::string::npos) continue;
        unsigned char a = static_cast<unsigned char>(w[0]);
        if (a < 'a' || a > 'z' || w.size() < 2) continue;  // every en/de/fr number word opens with one of a-z
        if (w.size() > 31) continue;
        openings[opening(a, static_cast<unsigned char>(w[1]))] |= std::uint32_t{1} << w.size();
        min_length = std::min(min_length, w.size());
        max_length = std::max(max_length, w.size());
        table.emplace(w, v);
      }
    }
  }
};

NumberReader::NumberReader() {
  static const SpellOut table;  // built once (thread-safe static initialisation), read-only after
  spelled_ = &table;
}

int NumberReader::word_value(std::string_view word, std::string_view language) const {
  auto l = spelled_->words.find(language);
  if (l == spelled_->words.end()) return -1;
  auto it = l->second.find(word);
  return it == l->second.end() ? -1 : it->second;
}

std::vector<NumberValue> NumberReader::read(std::string_view t, std::string_view lang) const {
  return read(t, lang, find_citations(t));
}

std::vector<NumberValue> NumberReader::read(std::string_view t, std::string_view lang, std::span<const Citation> citations) const {
  std::vector<NumberValue> out;
  // Spans to skip: citations and symbols.
  std::vector<std::pair<std::size_t, std::size_t>> skip;
  for (const Citation& c : citations) skip.emplace_back(c.begin, c.end);
  for (std::size_t i = t.find('{'); i != std::string_view::npos; i = t.find('{', i + 1)) {
    std::size_t j = t.find('}', i);
    if (j == std::string_view::npos) break;
    skip.emplace_back(i, j + 1);
  }
  std::sort(skip.begin(), skip.end());
  std::size_t s = 0;
  for (std::size_t i = 0; i < t.size();) {
    // Only a digit, or a sign before one, can start a number.
    unsigned char c = static_cast<unsigned char>(t[i]);
    if (!is_digit(t[i]) && c != '+' && c != '-' && c != 0xE2) {
      i = next_opening(t, i + 1);  // most bytes are letters and spaces
      continue;
    }
    while (s < skip.size() && skip[s].second <= i) ++s;
    if (s < skip.size() && skip[s].first <= i) {
      i = skip[s].second;
      continue;
    }
    bool boundary = !alnum_before(t, i);
    std::size_t sg = boundary ? sign_at(t, i) : 0;
    if (!(is_digit(t[i]) && boundary) && !(sg && i + sg < t.size() && is_digit(t[i + sg]))) {
      ++i;
      continue;
    }
    std::size_t begin = i;
    std::string value = sg ? (t[i] == '+' ? "+" : "-") : "";
    bool rule_like = false;
    std::size_t j = read_plain(t, i + sg, lang, value, rule_like);
    if (rule_like) {
      i = j;
      continue;
    }
    // Power/toughness: "/" and a second number.
    if (j < t.size() && t[j] == '/') {
      std::size_t sg2 = sign_at(t, j + 1);
      if (j + 1 + sg2 < t.size() && is_digit(t[j + 1 + sg2])) {
        std::string second = sg2 ? (t[j + 1] == '+' ? "+" : "-") : "";
        bool r2 = false;
        j = read_plain(t, j + 1 + sg2, lang, second, r2);
        value += "/" + second;
      }
    }
    // A list or sense number ("1. To play a land ...") at the start of a line is not content.
    std::size_t line_start = begin;
    while (line_start > 0 && (t[line_start - 1] == ' ' || t[line_start - 1] == '\t')) --line_start;
    if ((line_start == 0 || t[line_start - 1] == '\n') && !sg && j + 1 < t.size() && t[j] == '.' && t[j + 1] == ' ') {
      i = j;
      continue;
    }
    // A number glued to letters ("N1", "2x") is a name, not a quantity.
    if (letter_at(t, j)) {
      while (j < t.size() && (alnum_at(t, j) || static_cast<unsigned char>(t[j]) >= 0x80)) ++j;
      i = j;
      continue;
    }
    out.push_back(NumberValue{static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(j), value, false});
    i = j;
  }
  // Number words: runs of letters (ASCII, or any byte of a multi-byte character), not part of a
  // hyphenated compound ("Two-Headed"), looked up lower-cased.
  auto l = spelled_->words.find(lang);
  if (l != spelled_->words.end()) {
    std::vector<NumberValue> spelled;
    for (std::size_t i = 0; i < t.size();) {
      auto letterish = [&](std::size_t k) { return kWordByte[static_cast<unsigned char>(t[k])]; };
      if (!letterish(i)) {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < t.size() && letterish(j)) ++j;
      if (j - i < spelled_->min_length || j - i > spelled_->max_length) {
        i = j;
        continue;
      }
      bool compound = (i > 0 && t[i - 1] == '-') || (j < t.size() && t[j] == '-');
      const unsigned char a = static_cast<unsigned char>(t[i] | 0x20);
      const unsigned char b = static_cast<unsigned char>(t[i + 1]) < 0x80 ? static_cast<unsigned char>(t[i + 1] | 0x20)
                                                                       : static_cast<unsigned char>(t[i + 1]);
      if (a >= 'a' && a <= 'z' && (spelled_->openings[opening(a, b)] >> (j - i) & 1) && !compound) {
        // ASCII words are lower-cased in place; others through ICU.
        char buf[32];
        bool ascii = true;
        for (std::size_t k = i; k < j; ++k) {
          unsigned char c = static_cast<unsigned char>(t[k]);
          ascii = ascii && c < 0x80;
          buf[k - i] = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        }
        std::string folded = ascii ? std::string() : lower(t.substr(i, j - i));
        auto it = l->second.find(ascii ? std::string_view(buf, j - i) : std::string_view(folded));
        bool inside = false;
        for (const auto& [b, e] : skip) inside = inside || (i >= b && j <= e);
        if (it != l->second.end() && !inside)
          spelled.push_back(NumberValue{static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j), std::to_string(it->second), true});
      }
      i = j;
    }
    if (!spelled.empty()) {
      out.insert(out.end(), spelled.begin(), spelled.end());
      std::sort(out.begin(), out.end(), [](const NumberValue& a, const NumberValue& b) { return a.begin < b.begin; });
    }
  }
  return out;
}

std::vector<Diagnostic> NumberReader::check(const ContentPair& pair) const {
  // Without a digit on either side only a number word put for another is reported (below): none
  // when the original has no number word, and no citations to read.
  auto has_digit = [](std::string_view s) { return find_digit(s, 0) != std::string_view::npos; };
  const bool any_digit = has_digit(pair.original) || has_digit(pair.translation);
  std::vector<Citation> oc, tc;
  if (any_digit) oc = find_citations(pair.original), tc = find_citations(pair.translation);
  std::vector<NumberValue> o = read(pair.original, pair.original_language, oc);
  if (!any_digit && o.empty()) return {};
  std::vector<NumberValue> t = read(pair.translation, pair.translation_language, tc);
  if (o.empty() && t.empty()) return {};
  // Match equal values, digits with digits and words with words first, then across.
  std::vector<bool> used(t.size(), false), matched(o.size(), false);
  for (int pass = 0; pass < 2; ++pass)
    for (std::size_t i = 0; i < o.size(); ++i)
      for (std::size_t k = 0; k < t.size() && !matched[i]; ++k)
        if (!used[k] && t[k].value == o[i].value && (pass == 1 || t[k].word == o[i].word)) used[k] = matched[i] = true;
  std::vector<std::size_t> missing;
  for (std::size_t i = 0; i < o.size(); ++i)
    if (!matched[i]) missing.push_back(i);
  std::vector<std::size_t> extra;
  for (std::size_t k = 0; k < t.size(); ++k)
    if (!used[k]) extra.push_back(k);
  // Left unreported: numbers that are rule numbers cited on either side ("rules 701.42, “Meld,” and
  // 729" cites 729 where the citation reader stops), German/French "702.152" that the original
  // writes as such (a rule number outside a citation), and number words left over on one side only
  // ("two" against "beide", "nothing" against "null"), which translations rephrase freely.
  std::set<std::string> cited;
  for (const auto* cs : {&oc, &tc})
    for (const Citation& c : *cs)
      for (const RuleNumber& r : c.rules) cited.insert(r.str());
  auto drop = [&](std::vector<std::size_t>& idx, const std::vector<NumberValue>& v, std::string_view other) {
    std::erase_if(idx, [&](std::size_t i) {
      std::string_view raw = (&v == &o ? pair.original : pair.translation).substr(v[i].begin, v[i].end - v[i].begin);
      return cited.count(v[i].value) || (raw.size() == 7 && other.find(raw) != std::string_view::npos);
    });
  };
  drop(missing, o, pair.translation);
  drop(extra, t, pair.original);
  // A measure given in two systems, "2.5 inches (6.3 cm)": a translation that keeps only the
  // bracketed one has left out nothing. ("three exceptions: (1) ..." is no measure.)
  auto dual = [&](const std::vector<NumberValue>& v, const std::vector<bool>& ok, std::string_view text, std::size_t i) {
    if (v[i].word || i + 1 >= v.size() || !ok[i + 1]) return false;  // a measure is written in digits
    std::string_view between = text.substr(v[i].end, v[i + 1].begin - v[i].end);
    std::size_t open = between.find('(');
    return open != std::string_view::npos && open == between.size() - 1 && between.size() <= 16;
  };
  std::erase_if(missing, [&](std::size_t i) { return dual(o, matched, pair.original, i); });
  std::erase_if(extra, [&](std::size_t k) { return dual(t, used, pair.translation, k); });
  // A digit 1 is as often "a", "ein", "un" in the other language: it does not count alone.
  bool digits = false;
  for (std::size_t i : missing) digits = digits || (!o[i].word && o[i].value != "1");
  for (std::size_t k : extra) digits = digits || (!t[k].word && t[k].value != "1");
  // Number words alone are reported when one was put for another: a word left over on each side
  // ("five colors" against "acht Farben"). Not zero ("no" against "kein" is a rephrasing), nor a
  // capitalised German word, which is a noun ("Elf", the creature type).
  // A bound said two ways ("three or more" = "mehr als zwei") is no number put for another: each
  // side's bound is normalised to at least / at most N and compared.
  auto bound = [](std::string_view text, const NumberValue& n) -> std::optional<std::pair<int, int>> {
    int v = 0;
    std::from_chars(n.value.data(), n.value.data() + n.value.size(), v);
    const std::string before = ascii_lower(text.substr(n.begin >= 12 ? n.begin - 12 : 0, n.begin >= 12 ? 12 : n.begin));
    const std::string after = ascii_lower(text.substr(n.end, 14));
    auto ends = [&](std::string_view b) { return std::string_view(before).ends_with(b); };
    auto starts = [&](std::string_view a) { return std::string_view(after).starts_with(a); };
    for (std::string_view b : {"more than ", "mehr als ", "plus de "})
      if (ends(b)) return std::pair{1, v + 1};
    for (std::string_view b : {"fewer than ", "less than ", "weniger als ", "moins de "})
      if (ends(b)) return std::pair{-1, v - 1};
    for (std::string_view a : {" or more", " oder mehr", " ou plus"})
      if (starts(a)) return std::pair{1, v};
    for (std::string_view a : {" or fewer", " or less", " oder weniger", " ou moins"})
      if (starts(a)) return std::pair{-1, v};
    return std::nullopt;
  };
  bool rephrased = false;
  for (std::size_t i : missing) {
    const auto bo = o[i].word ? bound(pair.original, o[i]) : std::nullopt;
    if (!bo) continue;
    for (std::size_t k : extra)
      if (t[k].word && bound(pair.translation, t[k]) == bo) rephrased = true;
  }
  auto swapped = [](const std::vector<std::size_t>& idx, const std::vector<NumberValue>& v, std::string_view text,
                    std::string_view language) {
    for (std::size_t i : idx)
      if (v[i].word && v[i].value != "0" && !(profile(language).capitalises_nouns && text[v[i].begin] >= 'A' && text[v[i].begin] <= 'Z'))
        return true;
    return false;
  };
  if (!digits && (rephrased || !(swapped(missing, o, pair.original, pair.original_language) &&
                                swapped(extra, t, pair.translation, pair.translation_language))))
    return {};
  auto list = [](std::string_view text, const std::vector<NumberValue>& v) {
    if (v.empty()) return std::string("no numbers");
    std::string s;
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (i) s += i + 1 == v.size() ? " and " : ", ";
      s += text.substr(v[i].begin, v[i].end - v[i].begin);
    }
    return s;
  };
  std::vector<Mark> marks, omarks;
  for (std::size_t k : extra) marks.push_back(Mark{t[k].begin, t[k].end});
  for (std::size_t i : missing) omarks.push_back(Mark{o[i].begin, o[i].end});
  std::string msg = "the original has " + list(pair.original, o) + ", the translation has " + list(pair.translation, t) +
                    "; make the numbers agree";
  std::vector<Diagnostic> out;
  out.push_back(content_finding("number.mismatch", pair, msg, std::move(marks), std::move(omarks)));
  out.back().args = {{"original", list(pair.original, o)}, {"translation", list(pair.translation, t)}};
  return out;
}

}  // namespace rulecorp
