// The per-language words the parse (and the checks after it) recognise: citation keywords, the
// words that join and range citation lists, month names, example labels, glossary markers
// ("see"), headings, page furniture, translator's notes, effective-date phrases and the note that
// a rule applies only in English. The words every stage shares (the function words that identify
// a language, the obsolete markers) are the language profile's (lang/profile.h).
// One table per language (English, German, French); the readers consult all three, since a parse
// meets words of any language before it knows the document's.
#ifndef RULECORP_PARSE_LEXICON_H_
#define RULECORP_PARSE_LEXICON_H_

#include <array>
#include <span>
#include <string_view>

#include "parse/language.h"

namespace rulecorp {

// A further spelling of a month: "Jänner" (1), "fevrier" (2).
struct MonthSpelling {
  std::string_view name;  // lower case
  int month = 0;          // 1..12
};

// The words of one language. Words that are matched without regard to ASCII case are stored in
// lower case (citation keywords, months, effective-date phrases, function words); the rest are
// matched as written (connectors and range words in lower case, labels and headings capitalised).
struct Lexicon {
  Language language = Language::kUnknown;
  // Citations: "rule", "Regel", "règle" (and their plurals and spellings without accents).
  std::span<const std::string_view> rule_keywords;
  // Citations: "section", "Abschnitt" (and inflected forms).
  std::span<const std::string_view> section_keywords;
  // Words joining a list of cited numbers: "and", "or"; "und", "oder"; "et", "ou".
  std::span<const std::string_view> list_connectors;
  // Words making a range of cited numbers: "through"; "bis"; "à".
  std::span<const std::string_view> range_words;
  // Month names, January first, lower case.
  std::array<std::string_view, 12> months;
  // Other spellings of months (Austrian, without accents).
  std::span<const MonthSpelling> month_spellings;
  // Phrases before an edition's effective date: "effective as of", "gilt ab", "vigueur" (lower case).
  std::span<const std::string_view> effective_date_phrases;
  // Labels that open an example, with their colon: "Example:", "Beispiel:", "Exemple :".
  std::span<const std::string_view> example_labels;
    // How a glossary definition points to another entry, with its space: "See ", "Siehe ", "Voir ".
  std::span<const std::string_view> see_prefixes;
  // Heading lines: the table of contents, the glossary, the credits.
  std::span<const std::string_view> contents_headings;
  std::span<const std::string_view> glossary_headings;
  std::span<const std::string_view> credits_headings;
  // Lines of a web page's furniture that are never a document's title: "Search", "Suche".
  std::span<const std::string_view> page_furniture;
  // Openings of a note the translation adds: "Hinweis des Übersetzers", "Note du traducteur".
  std::span<const std::string_view> translator_notes;
  // Phrases marking a rule that applies only in English: "nur im Englischen", "qu'en anglais".
  std::span<const std::string_view> original_only_markers;
};

// The table of `l` (English, German or French); kUnknown gives an empty table.
const Lexicon& lexicon(Language l);

// The three tables: English, German, French.
std::span<const Lexicon* const> lexicons();

}  // namespace rulecorp

#endif  // RULECORP_PARSE_LEXICON_H_
