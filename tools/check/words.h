// Word tokens of a UTF-8 text (the WordBreaker of lang/word_breaker.h), and the content findings' common shape: a Diagnostic on the
// translation with its partner text as related location.
#ifndef RULECORP_CHECK_WORDS_H_
#define RULECORP_CHECK_WORDS_H_

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"
#include "lang/word_breaker.h"


namespace rulecorp {

// Hashes strings and string views alike, for lookups by view without a copy.
struct StringHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

// `s` in lower case by ICU's full case mapping (root locale), UTF-8 in and out.
std::string lower(std::string_view s);

// A finding of check `check` on `pair`'s translation: message prefixed "LANG UNIT: ", text and marks
// on the translation, the original as related location (role "original") with its marks.
Diagnostic content_finding(std::string_view check, const ContentPair& pair, const std::string& message,
                           std::vector<Mark> marks, std::vector<Mark> original_marks = {});

}  // namespace rulecorp

#endif  // RULECORP_CHECK_WORDS_H_
