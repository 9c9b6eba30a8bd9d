// Words of a text for term matching: ICU word breaks over the UTF-8 text, each word with its byte
// range, its lower-case form (ICU), and a light stem that folds the inflection endings of the
// language (German -en/-es/-er/-e/-n/-s, French -s/-x, English -s/-es), so that "Kampfphasen"
// matches "Kampfphase" and "ausgelösten Fähigkeiten" matches "ausgelöste Fähigkeit".
#ifndef RULECORP_GLOSSARY_WORDS_H_
#define RULECORP_GLOSSARY_WORDS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp {

struct Word {
  std::uint32_t begin = 0, end = 0;  // byte range in the text
  std::string lower;                 // lower case
  std::string stem;                  // lower case without an inflection ending
  bool letters = true;               // a word of letters (not a number)
};

// The words of `text` (punctuation and spaces skipped), for `language` ("en", "de", "fr").
std::vector<Word> split_words(std::string_view text, std::string_view language);

// The stem of one lower-case word.
std::string stem_word(std::string_view lower, std::string_view language);

// Lower case of `s` (ICU, root locale).
std::string lower_case(std::string_view s);

// True for articles, prepositions, pronouns and other words a term does not start or end with.
bool is_stopword(std::string_view lower, std::string_view language);

// True when only spaces and hyphens lie between consecutive words [first, last] of `text`, i.e.
// the words form one phrase (no comma or parenthesis inside).
bool is_phrase(std::string_view text, const std::vector<Word>& words, std::size_t first, std::size_t last);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_WORDS_H_
