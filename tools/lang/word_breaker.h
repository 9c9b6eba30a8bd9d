// The one word tokenizer of rulecorp: ICU's word break rules over UTF-8 (a BreakIterator over a
// UTF-8 UText, so every boundary is a byte offset of the caller's string). check, glossary and
// align split words through it; French elisions ("l'", "qu'") are cut here by the French profile.
#ifndef RULECORP_LANG_WORD_BREAKER_H_
#define RULECORP_LANG_WORD_BREAKER_H_

#include <cstdint>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include <unicode/uversion.h>

U_NAMESPACE_BEGIN
class BreakIterator;
U_NAMESPACE_END

namespace rulecorp {

// An elision that ICU keeps with its word ("d'exaltation", "l’attaquant"): one of the words French
// elides (the French profile's elisions: l, d, qu, jusqu, ...) before an apostrophe (' or U+2019)
// with more after it; an English possessive ("spell’s") is none. `length` is the elision's size in
// the segment, `rest` where the word after the apostrophe starts; both 0 when it opens with none.
struct ElisionCut {
  std::size_t length = 0, rest = 0;
};
ElisionCut find_elision(std::string_view segment);

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

  // Calls f(begin, end, rule status) for every ICU word-break segment of `text` in order, spaces
  // and punctuation too (their status is below UBRK_WORD_NUMBER); false when ICU fails.
  template <class F>
  bool segments(std::string_view text, F&& f) {
    return each_segment(text, &f, [](void* c, std::int32_t b, std::int32_t e, std::int32_t rs) { (*static_cast<F*>(c))(b, e, rs); });
  }

  // The word tokens of `text` (letters or numbers; spaces and punctuation left out), in order; with
  // Elision::kSplit the same words as split_words (glossary/words.h) gives, without their forms.
  std::vector<Word> words(std::string_view text, Elision elision = Elision::kKeep);

  // The words of `text` (as words() gives them) that overlap the byte ranges `spans` (sorted,
  // disjoint), each whole: ICU reads only near each range. A range between ASCII white space is
  // split alone; another is found by ICU's random access (preceding) in the whole text.
  std::vector<Word> words_in(std::string_view text, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& spans,
                             Elision elision = Elision::kKeep);

 private:
  bool each_segment(std::string_view text, void* context, void (*f)(void*, std::int32_t, std::int32_t, std::int32_t));
  std::unique_ptr<icu::BreakIterator> it_;
};

// The calling thread's breaker (made on first use).
WordBreaker& thread_word_breaker();

}  // namespace rulecorp

#endif  // RULECORP_LANG_WORD_BREAKER_H_
