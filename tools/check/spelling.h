// term.spelling: a word a spelling dictionary (Hunspell, /usr/share/hunspell) rejects that is one
// edit from a word the texts of its language use often, or from a word of a glossary rendering
// ("zuätzliche" where the text writes "zusätzliche" 40 times). Card names, game terms and the
// corpus's own consistent vocabulary are accepted: a word the texts use often, or that the card
// data or the glossary has, is never a misspelling, whatever the dictionary says.
#ifndef RULECORP_CHECK_SPELLING_H_
#define RULECORP_CHECK_SPELLING_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "glossary/glossary.h"
#include "text/input_span.h"

namespace rulecorp {

struct SpellingText {
  std::string language;       // "de", "fr", "en"
  std::string_view text;      // the member's joined text
  std::string_view original;  // the aligned text of the original ("" when none, or for the original itself)
  std::string label;          // the text as messages name it ("714.3b", "“Edelmut”")
  bool checked = true;        // false: vocabulary only (card data), never reported
};

// A finding on texts[at]: term.spelling with its severity, the word marked, the suggestion, and the
// fix that writes the suggestion there (a warning only); or, with `at` past the texts, the note
// that a language's dictionary is missing.
struct SpellingFinding {
  Diagnostic diagnostic;
  std::size_t at = 0;
  std::vector<TextReplacement> fix;
};

// The term.spelling findings over `texts`, each language against its dictionary in `dictionary_dir`
// (de_DE, fr_FR, en_US; each loaded once per process, on first use); the glossary's renderings (may
// be null) are accepted words and suggestions. Each distinct word is looked up once. A warning when
// the suggested word has at least 5 occurrences and 4 for each of the rejected word's, else a note.
// Several calls may run at once (on texts of different languages, each its own dictionary).
std::vector<SpellingFinding> check_spelling(const std::vector<SpellingText>& texts, const Glossary* glossary,
                                            const std::string& dictionary_dir = "/usr/share/hunspell");

}  // namespace rulecorp

#endif  // RULECORP_CHECK_SPELLING_H_
