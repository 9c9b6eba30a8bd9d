// text.untranslated and text.same-as-source: text of the original's language left in a translation,
// from a whole paragraph down to a parenthesis of two words ("(if any)"). The language signal
// works on a few words: function words per language (one table), read over ICU word breaks.
#ifndef RULECORP_CHECK_UNTRANSLATED_H_
#define RULECORP_CHECK_UNTRANSLATED_H_

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "check/content_pair.h"
#include "check/words.h"
#include "common/diagnostic.h"

namespace rulecorp {

// Whether `word` (lower case) is one of the function words of `language` (en, de or fr) in the
// table the untranslated-text finder reads; false for any other language.
bool is_function_word(std::string_view word, std::string_view language);

struct Fragment {
  std::uint32_t begin = 0;  // byte range in the translation
  std::uint32_t end = 0;
  int words = 0;            // words in the fragment
  int markers = 0;          // of them, function words of the original's language only
};

// Finds untranslated text. Not thread-safe (one WordBreaker inside): one finder per thread. Cheap to
// build: the function-word tables are the process's, built once and shared.
class UntranslatedFinder {
 public:
  // A fragment has at least this many words, of which at least kMinMarkers are function words of
  // the original's language that the translation's language does not share (measured on EN/DE 2025:
  // see tests/real/content_real_test.cc).
  static constexpr int kMinWords = 2;
  static constexpr int kMinMarkers = 2;
  // A run that the original has word for word (spacing aside) is a fragment with this many words,
  // one of them a marker, when it does not open with a capital (a name or a title).
  static constexpr int kMinCopiedWords = 3;

  UntranslatedFinder();

  // The fragments of `source_language` in `text` (written in `text_language`): runs of words with
  // no word of the text's language between sentence marks or brackets, holding enough function
  // words of the source language. Title-case runs (names: "The Eldest Reborn", "Two-Headed Giant")
  // are not fragments; with `original` (the text translated), a shorter run it has word for word
  // is one. Empty when either language is not en, de or fr, or when both are the same.
  std::vector<Fragment> fragments(std::string_view text, std::string_view text_language, std::string_view source_language,
                                  std::string_view original = {});

  // text.same-as-source when the translation is the original (spacing aside) and reads as the
  // original's language; otherwise text.untranslated for each fragment, unless the text is marked
  // as applying only in the original's language ("[Diese Regel ist nur im Englischen zutreffend …]").
  std::vector<Diagnostic> check(const ContentPair& pair);

 private:
  struct Tables;          // function words and their openings per language (untranslated.cc)
  const Tables& tables_;  // the process's one set, immutable
  WordBreaker words_;
};

}  // namespace rulecorp

#endif  // RULECORP_CHECK_UNTRANSLATED_H_
