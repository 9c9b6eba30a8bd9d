// What rulecorp knows about a language, in one place: its word lists (function words, articles,
// prepositions, copulas, obsolete markers, ...), its typography (decimal and group marks, quotation
// marks), its morphology (capitalised nouns, compounds, elisions) and the names other tools give it
// (Hunspell, LanguageTool, OmegaT). Everything lives in tools/lang/data/<code>/, compiled in: the
// lists in <list>.txt, the single values in profile.txt. Stages ask a property (`profile(l).capitalises_nouns`)
// instead of comparing language codes.
#ifndef RULECORP_LANG_PROFILE_H_
#define RULECORP_LANG_PROFILE_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "lang/language.h"

namespace rulecorp {

// A pair of quotation marks, as UTF-8.
struct QuoteMarks {
  std::string_view open, close;
};

using WordSpan = std::span<const std::string_view>;

struct LanguageProfile {
  Language language = Language::kUnknown;
  std::string_view code;          // "de" ("und" for kUnknown)
  std::string_view label;         // "DE" ("?")
  std::string_view english_name;  // "German" ("" for kUnknown)
  std::string_view native_name;   // "Deutsch"

  // Word lists (data/<code>/<name>.txt), lower case unless said otherwise; empty when the
  // language has none.
  WordSpan identifying_words;    // frequent words that tell the language of a text: "der", "und"
  WordSpan stop_words;           // function words, never (part of the edge of) a term
  WordSpan articles;             // every article form ("der" ... "eines")
  WordSpan subject_articles;     // articles opening a defined subject: "ein", "der"
  WordSpan indefinite_articles;  // "ein", "eine"
  WordSpan copulas;              // singular, then plural: "ist", "sind"
  WordSpan definition_openings;  // subordinate or quantified openings: "nachdem", "jede"
  WordSpan prepositions;         // prepositions after a noun: "von", "mit"
  WordSpan list_conjunctions;    // joining an enumeration's last item, longest first: "und/oder", "und"
  WordSpan noun_endings;         // inflection endings a light stem drops: "en", "es" (none for English)
  WordSpan verb_endings;         // endings of a word written in lower case: "enden", "ete" (German)
  WordSpan elisions;             // words elided before an apostrophe: "l", "qu" (French)
  WordSpan verb_prefixes;        // separable verb prefixes: "aus", "ein" (German)
  WordSpan english_homographs;   // English function words that are words here too: "as" (de)
  WordSpan obsolete_markers;     // as written after a glossary term: "(veraltet)", "(Veraltet)"
  WordSpan term_conjunctions;    // "and", "or": a term does not join two things with one
  WordSpan citation_articles;    // a noun phrase after them is in its citation form: "ein", "kein" (German)
  // The obsolete markers with their leading space, " (veraltet)", as they end a term.
  std::vector<std::string> obsolete_suffixes;

  // Phrases.
  std::string_view means_verb;  // a quoted definition's verb: "bedeutet"
  std::string_view and_word;    // "und"
  std::string_view listing_last_separator;  // before a listing's last item: " und ", ", and "
  std::string spaced_plural_copula;  // " sind "
  std::string spaced_and;            // " und "

  // Typography.
  char decimal_mark = 0;  // '.' or ','
  char group_mark = 0;    // ',' or '.'; 0 when digits are grouped by a space (or not at all)
  bool groups_with_spaces = false;  // "10 000" with a space, no-break or narrow no-break space
  QuoteMarks primary_quotes, secondary_quotes;  // "“" "”" / "„" "“" / "«" "»"
  bool straight_quotes = false;      // '"' is a quotation mark of the language (English)
  bool reversed_guillemets = false;  // »…« quote too (German)
  bool guillemets_spaced = false;    // « … » with no-break spaces inside (French)

  // Morphology.
  bool capitalises_nouns = false;  // German: every noun is capitalised
  bool compounds = false;          // German: nouns join into one word ("Kreaturenkarte")
  bool splits_elisions = false;    // French: "l'attaquant" is "l'" and "attaquant"

  // Other tools' names for the language.
  std::string_view hunspell_locale;     // the dictionary's file name: "de_DE"
  std::string_view hunspell_package;    // its Debian package: "hunspell-de-de"
  std::string_view omegat_tokenizer;    // "org.omegat.tokenizer.LuceneGermanTokenizer"
};

// The profile of `l`; kUnknown has empty lists and no marks.
const LanguageProfile& profile(Language l);
// The profile of a code as the models write it ("en", "de", "fr"); any other string is kUnknown's.
const LanguageProfile& profile(std::string_view code);
// The profile of `code`, or `fallback`'s when the code is no known language.
const LanguageProfile& profile_or(std::string_view code, Language fallback);

// Whether `word` is one of `list` (as written).
bool contains(WordSpan list, std::string_view word);

}  // namespace rulecorp

#endif  // RULECORP_LANG_PROFILE_H_
