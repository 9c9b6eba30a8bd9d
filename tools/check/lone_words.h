// text.lone-word: one function word of the original's language left alone inside a sentence of the
// translation ("die Karte with ihrem Beherrscher"), which text.untranslated (two markers or more)
// does not see. Precision first: the word is lower case, in the original's function words and not
// in the translation's (nor one of the translation's ordinary words: French "but"); it has words on
// both sides in its segment (no quotation mark, bracket or sentence mark between: a quoted or
// glossed English name, a title), the two nearest on each side no function word of the original
// nor number, and the segment at least two words of the translation (its function words, or words
// with a letter outside ASCII); the word with the word before or after it is not in the original
// (a name kept in English: "Fae of Wishes"), and in French no neighbour is capitalised; a word joined by a
// hyphen, slash, dot or apostrophe is part of a name, a compound or an address ("Free-for-All",
// "rules-and-formats").
#ifndef RULECORP_CHECK_LONE_WORDS_H_
#define RULECORP_CHECK_LONE_WORDS_H_

#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"

namespace rulecorp {

// text.lone-word findings of one aligned pair (translation in de or fr, original in en): one per
// word found, marked. Thread-safe (a word breaker per thread).
std::vector<Diagnostic> check_lone_words(const ContentPair& pair);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_LONE_WORDS_H_
