// ASCII helpers over UTF-8 text: character classes, case folding, decimal numbers, and
// word-at-a-time scans for the few classes the parser looks for. The scans find the first byte of
// a class from `from` on, sixteen bytes per step with SSE2 (every x86-64), else eight (SWAR), and
// return the exact position a byte loop would.
#ifndef RULECORP_COMMON_ASCII_H_
#define RULECORP_COMMON_ASCII_H_

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace rulecorp {

inline bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }
inline bool is_ascii_alpha(char c) { return static_cast<unsigned char>((c | 0x20) - 'a') < 26; }
inline bool is_ascii_alnum(char c) { return is_ascii_digit(c) || is_ascii_alpha(c); }
// A byte that can be part of a word: an ASCII letter, or any byte of a character outside ASCII.
inline bool is_word_byte(char c) { return is_ascii_alpha(c) || static_cast<unsigned char>(c) >= 0x80; }
inline char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; }

// `s` with ASCII letters lower-cased; other bytes (UTF-8 included) unchanged.
inline std::string ascii_lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = ascii_lower(c);
  return r;
}

// The value of a run of ASCII digits (no sign, no overflow check: callers bound the length).
inline int decimal_value(std::string_view digits) {
  int v = 0;
  for (char c : digits) v = v * 10 + (c - '0');
  return v;
}

namespace scan_detail {
inline constexpr std::uint64_t kOnes = 0x0101010101010101ull;
inline constexpr std::uint64_t kHigh = 0x8080808080808080ull;
inline std::uint64_t load(const char* p) {
  std::uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}
// Nonzero when some byte of x is in [lo, hi] (lo, hi < 128).
inline std::uint64_t has_between(std::uint64_t x, unsigned lo, unsigned hi) {
  std::uint64_t low7 = x & ~kHigh;
  return ((kOnes * (127 + hi + 1) - low7) & ~x & (low7 + kOnes * (127 - lo + 1))) & kHigh;
}
}  // namespace scan_detail

// Position of the first ASCII digit at or after `from`, or npos.
inline std::size_t find_digit(std::string_view s, std::size_t from) {
  std::size_t i = from;
#if defined(__SSE2__)
  for (; i + 16 <= s.size(); i += 16) {  // sixteen bytes a step: a bit per digit
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    const int m = _mm_movemask_epi8(_mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('0' - 1)), _mm_cmplt_epi8(v, _mm_set1_epi8('9' + 1))));
    if (m) return i + static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(m)));
  }
#endif
  for (; i + 8 <= s.size(); i += 8)
    if (scan_detail::has_between(scan_detail::load(s.data() + i), '0', '9')) break;
  for (; i < s.size(); ++i)
    if (s[i] >= '0' && s[i] <= '9') return i;
  return std::string_view::npos;
}

// Length of the prefix of `s` made of printable ASCII (0x20..0x7E) only.
inline std::size_t printable_ascii_prefix(std::string_view s) {
  std::size_t i = 0;
#if defined(__SSE2__)
  for (; i + 16 <= s.size(); i += 16) {  // sixteen bytes a step: a bit per printable byte (signed: >= 0x80 is < 0x20)
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    const int m = _mm_movemask_epi8(_mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(0x1F)), _mm_cmplt_epi8(v, _mm_set1_epi8(0x7F))));
    if (m != 0xFFFF) return i + static_cast<std::size_t>(__builtin_ctz(~static_cast<unsigned>(m)));
  }
#endif
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t x = scan_detail::load(s.data() + i);
    // a byte < 0x20, or a byte >= 0x7F (0x7F + 1 sets the high bit; bytes >= 0x80 have it)
    if (((x - scan_detail::kOnes * 0x20) & ~x & scan_detail::kHigh) || ((x + scan_detail::kOnes) | x) & scan_detail::kHigh) break;
  }
  while (i < s.size() && s[i] >= 0x20 && s[i] < 0x7F) ++i;
  return i;
}

// Length of the prefix of `s` made of ASCII bytes other than NUL (0x01..0x7F).
inline std::size_t nonzero_ascii_prefix(std::string_view s) {
  std::size_t i = 0;
#if defined(__SSE2__)
  for (; i + 16 <= s.size(); i += 16) {  // sixteen bytes a step: a bit per byte >= 0x80 or NUL
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    if (_mm_movemask_epi8(v) | _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()))) break;
  }
#endif
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t x = scan_detail::load(s.data() + i);
    if ((x & scan_detail::kHigh) || ((x - scan_detail::kOnes) & ~x & scan_detail::kHigh)) break;
  }
  while (i < s.size() && static_cast<unsigned char>(s[i]) - 1u < 0x7Fu) ++i;
  return i;
}

// Length of the prefix of `s` that XML copies as it is in text and attributes: printable ASCII
// but & < > ".
inline std::size_t plain_xml_prefix(std::string_view s) {
  std::size_t i = 0;
#if defined(__SSE2__)
  for (; i + 16 <= s.size(); i += 16) {  // printable (signed: >= 0x80 is < 0x20) and none of & < > "
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    const __m128i printable = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(0x1F)), _mm_cmplt_epi8(v, _mm_set1_epi8(0x7F)));
    const __m128i markup = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('&')), _mm_cmpeq_epi8(v, _mm_set1_epi8('<'))),
                                        _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('>')), _mm_cmpeq_epi8(v, _mm_set1_epi8('"'))));
    const int m = _mm_movemask_epi8(_mm_andnot_si128(markup, printable));
    if (m != 0xFFFF) return i + static_cast<std::size_t>(__builtin_ctz(~static_cast<unsigned>(m)));
  }
#endif
  auto plain = [](char c) { return c >= 0x20 && c < 0x7F && c != '&' && c != '<' && c != '>' && c != '"'; };
  while (i < s.size() && plain(s[i])) ++i;
  return i;
}

}  // namespace rulecorp

#endif  // RULECORP_COMMON_ASCII_H_
