// Words are byte runs of letters and any UTF-8 byte, looked up (ASCII case folded) in a small
// open-addressing table of function words built once, hashed on length and first/last bytes so a
// lookup costs a few instructions. Only words of 1..9 bytes can be function words.
#include "parse/language.h"

#include "common/ascii.h"

#include <array>
#include <cstddef>
#include <string_view>

namespace rulecorp {
namespace {

enum : std::uint8_t { kEnBit = 1, kDeBit = 2, kFrBit = 4 };

struct Entry {
  std::string_view word;
  std::uint8_t langs;
};

constexpr std::array kWords{
    // English
    Entry{"the", kEnBit}, Entry{"of", kEnBit}, Entry{"and", kEnBit}, Entry{"to", kEnBit},
    Entry{"is", kEnBit}, Entry{"that", kEnBit}, Entry{"it", kEnBit}, Entry{"if", kEnBit},
    Entry{"you", kEnBit}, Entry{"your", kEnBit}, Entry{"with", kEnBit}, Entry{"for", kEnBit},
    Entry{"this", kEnBit}, Entry{"be", kEnBit}, Entry{"are", kEnBit}, Entry{"or", kEnBit},
    Entry{"its", kEnBit}, Entry{"by", kEnBit}, Entry{"from", kEnBit}, Entry{"can", kEnBit},
    Entry{"which", kEnBit}, Entry{"each", kEnBit}, Entry{"would", kEnBit}, Entry{"will", kEnBit},
    Entry{"any", kEnBit}, Entry{"has", kEnBit}, Entry{"have", kEnBit}, Entry{"player", kEnBit},
    Entry{"creature", kEnBit}, Entry{"until", kEnBit}, Entry{"their", kEnBit}, Entry{"they", kEnBit},
    Entry{"at", kEnBit}, Entry{"not", kEnBit}, Entry{"all", kEnBit}, Entry{"may", kEnBit},
    Entry{"when", kEnBit}, Entry{"whenever", kEnBit}, Entry{"an", kEnBit | kDeBit}, Entry{"on", kEnBit},
    // German
    Entry{"der", kDeBit}, Entry{"die", kDeBit}, Entry{"das", kDeBit}, Entry{"und", kDeBit},
    Entry{"ist", kDeBit}, Entry{"ein", kDeBit}, Entry{"eine", kDeBit}, Entry{"einer", kDeBit},
    Entry{"einen", kDeBit}, Entry{"nicht", kDeBit}, Entry{"zu", kDeBit}, Entry{"den", kDeBit},
    Entry{"dem", kDeBit}, Entry{"mit", kDeBit}, Entry{"von", kDeBit}, Entry{"sie", kDeBit},
    Entry{"es", kDeBit}, Entry{"wird", kDeBit}, Entry{"werden", kDeBit}, Entry{"auf", kDeBit},
    Entry{"f\xC3\xBCr", kDeBit}, Entry{"oder", kDeBit}, Entry{"falls", kDeBit}, Entry{"wenn", kDeBit},
    Entry{"kreatur", kDeBit}, Entry{"spieler", kDeBit}, Entry{"du", kDeBit}, Entry{"deine", kDeBit},
    Entry{"dein", kDeBit}, Entry{"auch", kDeBit}, Entry{"sich", kDeBit}, Entry{"diese", kDeBit},
    Entry{"dieser", kDeBit}, Entry{"bis", kDeBit}, Entry{"jede", kDeBit}, Entry{"jeder", kDeBit},
    Entry{"karte", kDeBit}, Entry{"zug", kDeBit}, Entry{"wie", kDeBit}, Entry{"im", kDeBit},
    // French
    Entry{"le", kFrBit}, Entry{"la", kFrBit}, Entry{"les", kFrBit}, Entry{"du", kFrBit | kDeBit},
    Entry{"et", kFrBit}, Entry{"est", kFrBit}, Entry{"une", kFrBit}, Entry{"un", kFrBit},
    Entry{"que", kFrBit}, Entry{"qui", kFrBit}, Entry{"vous", kFrBit}, Entry{"pas", kFrBit},
    Entry{"pour", kFrBit}, Entry{"dans", kFrBit}, Entry{"en", kFrBit}, Entry{"au", kFrBit},
    Entry{"aux", kFrBit}, Entry{"sur", kFrBit}, Entry{"ne", kFrBit}, Entry{"se", kFrBit},
    Entry{"par", kFrBit}, Entry{"avec", kFrBit}, Entry{"cette", kFrBit}, Entry{"son", kFrBit},
    Entry{"sa", kFrBit}, Entry{"ses", kFrBit}, Entry{"si", kFrBit}, Entry{"cr\xC3\xA9" "ature", kFrBit},
    Entry{"joueur", kFrBit}, Entry{"carte", kFrBit}, Entry{"tour", kFrBit}, Entry{"peut", kFrBit},
    Entry{"d", kFrBit}, Entry{"l", kFrBit}, Entry{"qu", kFrBit}, Entry{"vos", kFrBit},
    Entry{"votre", kFrBit}, Entry{"capacit\xC3\xA9", kFrBit}, Entry{"sont", kFrBit}, Entry{"chaque", kFrBit},
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

struct Table {
  std::array<const Entry*, kSlots> slots{};
  Table() {
    for (const Entry& e : kWords) {
      std::size_t s = slot_of(e.word.data(), e.word.size());
      while (slots[s]) s = (s + 1) & (kSlots - 1);
      slots[s] = &e;
    }
  }
  std::uint8_t find(const char* w, std::size_t len) const {
    for (std::size_t s = slot_of(w, len); slots[s]; s = (s + 1) & (kSlots - 1))
      if (slots[s]->word.size() == len && equal_folded(w, slots[s]->word)) return slots[s]->langs;
    return 0;
  }
};

const Table& table() {
  static const Table t;
  return t;
}

bool word_byte(unsigned char c) { return static_cast<unsigned>((c | 0x20) - 'a') < 26u || c >= 0x80; }

}  // namespace

std::string_view language_code(Language l) {
  switch (l) {
    case Language::kEn: return "en";
    case Language::kDe: return "de";
    case Language::kFr: return "fr";
    case Language::kUnknown: return "und";
  }
  return "und";
}

std::optional<Language> parse_language(std::string_view code) {
  if (code.size() != 2) return std::nullopt;
  char a = static_cast<char>(code[0] | 0x20), b = static_cast<char>(code[1] | 0x20);
  if (a == 'e' && b == 'n') return Language::kEn;
  if (a == 'd' && b == 'e') return Language::kDe;
  if (a == 'f' && b == 'r') return Language::kFr;
  return std::nullopt;
}

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

LanguageScore score_language(std::string_view text, std::uint32_t max_words) {
  const Table& t = table();
  LanguageScore sc;
  const char* p = text.data();
  const char* const end = p + text.size();
  while (p < end) {
    while (p < end && !word_byte(static_cast<unsigned char>(*p))) ++p;
    const char* b = p;
    while (p < end && word_byte(static_cast<unsigned char>(*p))) ++p;
    std::size_t len = static_cast<std::size_t>(p - b);
    if (len == 0) break;
    ++sc.words;
    if (len <= 9) {
      std::uint8_t m = t.find(b, len);
      sc.en += (m & kEnBit) != 0;
      sc.de += (m & kDeBit) != 0;
      sc.fr += (m & kFrBit) != 0;
    }
    if (max_words && sc.words >= max_words) break;
  }
  return sc;
}

}  // namespace rulecorp
