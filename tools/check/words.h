// Word tokens of a UTF-8 text by ICU's word break rules (a BreakIterator over UTF-8 UText, so the
// boundaries are byte offsets), and the content findings' common shape: a Diagnostic on the
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

#include <unicode/uversion.h>

U_NAMESPACE_BEGIN
class BreakIterator;
U_NAMESPACE_END

namespace rulecorp {

struct Word {
  std::uint32_t begin = 0;  // byte range in the text
  std::uint32_t end = 0;
  bool letters = false;     // a word of letters (ICU rule status "letter" or "kana/ideo")
  bool number = false;      // a number token (ICU rule status "number")
};

// Whether an elision stays with its word ("d'exaltation", as ICU keeps it) or is split off after
// its apostrophe ("d" and "exaltation", as tools/glossary/words.h splits words for terms).
enum class Elision : std::uint8_t { kKeep, kSplit };

// Splits texts into words; its own ICU BreakIterator, cloned from a per-process prototype, reused
// for every text (one breaker is not thread-safe; construct one per thread).
class WordBreaker {
 public:
  WordBreaker();
  ~WordBreaker();
  WordBreaker(const WordBreaker&) = delete;
  WordBreaker& operator=(const WordBreaker&) = delete;

  // The word tokens of `text` (letters or numbers; spaces and punctuation left out), in order; with
  // Elision::kSplit the same words as split_words (glossary/words.h) gives, without their forms.
  std::vector<Word> words(std::string_view text, Elision elision = Elision::kKeep);

  // The words of `text` (as words() gives them) that overlap the byte ranges `spans` (sorted,
  // disjoint), each whole: ICU reads only near each range. A range between ASCII white space is
  // split alone; another is found by ICU's random access (preceding) in the whole text.
  std::vector<Word> words_in(std::string_view text, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& spans,
                             Elision elision = Elision::kKeep);

 private:
  std::unique_ptr<icu::BreakIterator> it_;
};

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
