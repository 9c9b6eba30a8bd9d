// Words are byte runs of letters and any UTF-8 byte, looked up (ASCII case folded) in a small
// open-addressing table of the profiles' identifying words built once, hashed on length and first/last bytes so a
// lookup costs a few instructions. Only words of 1..9 bytes can be function words.
#include "parse/language.h"

#include "common/ascii.h"
#include "lang/profile.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>

namespace rulecorp {
namespace {

enum : std::uint8_t { kEnBit = 1, kDeBit = 2, kFrBit = 4 };

std::uint8_t language_bit(Language l) {
  switch (l) {
    case Language::kEn: return kEnBit;
    case Language::kDe: return kDeBit;
    case Language::kFr: return kFrBit;
    case Language::kUnknown: return 0;
  }
  return 0;
}

struct Entry {
  std::string_view word;
  std::uint8_t langs = 0;
};

constexpr std::size_t kSlots = 1024;

unsigned char lower(unsigned char c) { return static_cast<unsigned char>(ascii_lower(static_cast<char>(c))); }

// Cheap and good enough for ~130 short words: length, first and last byte (lower-cased).
std::size_t slot_of(const char* w, std::size_t len) {
  unsigned first = lower(static_cast<unsigned char>(w[0]));
  unsigned last = lower(static_cast<unsigned char>(w[len - 1]));
  unsigned second = len > 2 ? lower(static_cast<unsigned char>(w[1])) : 0;
  return (len * 97 + first * 31 + last * 7 + second * 131) & (kSlots - 1);
}

bool equal_folded(const char* w, std::string_view word) {
  for (std::size_t i = 0; i < word.size(); ++i)
    if (lower(static_cast<unsigned char>(w[i])) != static_cast<unsigned char>(word[i])) return false;
  return true;
}

// The identifying words of every profile; a word of several languages ("an", "du") is one entry
// with several bits.
struct Table {
  std::array<Entry, kSlots> slots{};
  Table() {
    for (Language l : {Language::kEn, Language::kDe, Language::kFr})
      for (std::string_view w : profile(l).identifying_words) {
        std::size_t s = slot_of(w.data(), w.size());
        while (!slots[s].word.empty() && slots[s].word != w) s = (s + 1) & (kSlots - 1);
        slots[s].word = w;
        slots[s].langs |= language_bit(l);
      }
  }
  std::uint8_t find(const char* w, std::size_t len) const {
    for (std::size_t s = slot_of(w, len); !slots[s].word.empty(); s = (s + 1) & (kSlots - 1))
      if (slots[s].word.size() == len && equal_folded(w, slots[s].word)) return slots[s].langs;
    return 0;
  }
};

const Table& table() {
  static const Table t;
  return t;
}


}  // namespace

Language LanguageScore::best() const {
  std::uint32_t top = en;
  Language l = Language::kEn;
  std::uint32_t second = 0;
  auto consider = [&](std::uint32_t v, Language lang) {
    if (v > top) {
      second = top;
      top = v;
      l = lang;
    } else if (v > second) {
      second = v;
    }
  };
  consider(de, Language::kDe);
  consider(fr, Language::kFr);
  if (top < 2 || top < 2 * second) return Language::kUnknown;
  return l;
}

Language LanguageScore::confident() const {
  std::uint32_t top = std::max({en, de, fr});
  std::uint32_t second = en + de + fr - top - std::min({en, de, fr});
  if (top < 30 || top < 4 * second) return Language::kUnknown;
  return top == en ? Language::kEn : top == de ? Language::kDe : Language::kFr;
}

LanguageScore score_language(std::string_view text, std::uint32_t max_words) {
  const Table& t = table();
  LanguageScore sc;
  const char* p = text.data();
  const char* const end = p + text.size();
  while (p < end) {
    while (p < end && !is_word_byte(*p)) ++p;
    const char* b = p;
    while (p < end && is_word_byte(*p)) ++p;
    std::size_t len = static_cast<std::size_t>(p - b);
    if (len == 0) break;
    ++sc.words;
    if (len <= 9) {
      std::uint8_t m = t.find(b, len);
      // French elisions ("d'", "l'", "qu'") count only before their apostrophe: "D.10.2" is no "d'".
      if (m == kFrBit && len <= 2 && (p == end || *p != '\'') &&
          (len == 1 || lower(static_cast<unsigned char>(b[0])) == 'q'))
        m = 0;
      sc.en += (m & kEnBit) != 0;
      sc.de += (m & kDeBit) != 0;
      sc.fr += (m & kFrBit) != 0;
    }
    if (max_words && sc.words >= max_words) break;
  }
  return sc;
}

}  // namespace rulecorp
