// Language identification for DE / FR / EN rules text by counting function words ("der", "und",
// "le", "vous", "the", "of"), which separates these three languages reliably from a sentence on.
#ifndef RULECORP_PARSE_LANGUAGE_H_
#define RULECORP_PARSE_LANGUAGE_H_

#include <cstdint>
#include <string_view>

#include "lang/language.h"

namespace rulecorp {

struct LanguageScore {
  std::uint32_t en = 0, de = 0, fr = 0;  // function words seen per language
  std::uint32_t words = 0;               // words examined
  // The clear winner (at least 2 hits and twice the runner-up), else kUnknown.
  Language best() const;
  // The winner over a whole text, beyond doubt (at least 30 hits and four times the runner-up), else kUnknown.
  Language confident() const;
  void add(const LanguageScore& o) { en += o.en; de += o.de; fr += o.fr; words += o.words; }
};

// Scores the first `max_words` words of `text` (0 = all).
LanguageScore score_language(std::string_view text, std::uint32_t max_words = 0);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_LANGUAGE_H_
