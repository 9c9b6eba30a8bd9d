// Each language's words are constant arrays in this file, and a Lexicon is a set of spans over
// them, so the tables cost nothing to set up and are safe to read from any thread. Non-ASCII words
// are written as UTF-8 escapes, as everywhere in the sources.
#include "parse/lexicon.h"

namespace rulecorp {
namespace {

using W = std::string_view;

// English.
constexpr W kEnRule[]{"rule", "rules"};
constexpr W kEnSection[]{"section", "sections"};
constexpr W kEnConnectors[]{"and", "or"};
constexpr W kEnRange[]{"through"};
constexpr W kEnDatePhrases[]{"effective as of", "current as of"};
constexpr W kEnExample[]{"Example:", "Examples:"};
constexpr W kEnSee[]{"See "};
constexpr W kEnContents[]{"Contents"};
constexpr W kEnGlossary[]{"Glossary"};
constexpr W kEnCredits[]{"Credits"};
constexpr W kEnFurniture[]{"Search", "Menu", "Home", "Back to top"};
constexpr W kEnNotes[]{"Translator's note", "Translator\xE2\x80\x99s note", "Translator note"};
constexpr W kEnOriginalOnly[]{"only in English"};

// German.
constexpr W kDeRule[]{"regel", "regeln"};
constexpr W kDeSection[]{"abschnitt", "abschnitte", "abschnitten", "abschnitts"};
constexpr W kDeConnectors[]{"und", "oder"};
constexpr W kDeRange[]{"bis"};
constexpr MonthSpelling kDeMonthSpellings[]{{"j\xC3\xA4nner", 1}, {"maerz", 3}};
constexpr W kDeDatePhrases[]{"gilt ab", "g\xC3\xBCltig ab"};
constexpr W kDeExample[]{"Beispiel:", "Beispiele:"};
constexpr W kDeSee[]{"Siehe "};
constexpr W kDeContents[]{"Inhaltsverzeichnis", "Inhalt"};
constexpr W kDeGlossary[]{"Glossar"};
constexpr W kDeCredits[]{"Danksagungen", "Mitwirkende", "Impressum"};
constexpr W kDeFurniture[]{"Suche", "Startseite"};
constexpr W kDeNotes[]{"Hinweis des \xC3\x9C" "bersetzers", "Anmerkung des \xC3\x9C" "bersetzers"};
constexpr W kDeOriginalOnly[]{"nur im Englischen"};

// French.
constexpr W kFrRule[]{"r\xC3\xA8gle", "r\xC3\xA8gles", "regle", "regles"};
constexpr W kFrSection[]{"section", "sections"};
constexpr W kFrConnectors[]{"et", "ou"};
constexpr W kFrRange[]{"\xC3\xA0"};
constexpr MonthSpelling kFrMonthSpellings[]{{"fevrier", 2}, {"aout", 8}, {"decembre", 12}};
constexpr W kFrDatePhrases[]{"vigueur", "effectives au"};
constexpr W kFrExample[]{"Exemple :", "Exemples :", "Exemple:", "Exemples:", "Exemple\xC2\xA0:",
                         "Exemple\xE2\x80\xAF:"};
constexpr W kFrSee[]{"Voir "};
constexpr W kFrContents[]{"Table des mati\xC3\xA8res", "Sommaire"};
constexpr W kFrGlossary[]{"Glossaire"};
constexpr W kFrCredits[]{"Cr\xC3\xA9" "dits", "Remerciements"};
constexpr W kFrFurniture[]{"Rechercher", "Accueil"};
constexpr W kFrNotes[]{"Note du traducteur", "Note de traduction", "N.d.T."};
constexpr W kFrOriginalOnly[]{"qu'en anglais", "qu\xE2\x80\x99" "en anglais", "uniquement en anglais"};

constexpr Lexicon kEnglish{
    .language = Language::kEn,
    .rule_keywords = kEnRule,
    .section_keywords = kEnSection,
    .list_connectors = kEnConnectors,
    .range_words = kEnRange,
    .months = {"january", "february", "march", "april", "may", "june", "july", "august", "september",
               "october", "november", "december"},
    .month_spellings = {},
    .effective_date_phrases = kEnDatePhrases,
    .example_labels = kEnExample,
    .see_prefixes = kEnSee,
    .contents_headings = kEnContents,
    .glossary_headings = kEnGlossary,
    .credits_headings = kEnCredits,
    .page_furniture = kEnFurniture,
    .translator_notes = kEnNotes,
    .original_only_markers = kEnOriginalOnly,
};

constexpr Lexicon kGerman{
    .language = Language::kDe,
    .rule_keywords = kDeRule,
    .section_keywords = kDeSection,
    .list_connectors = kDeConnectors,
    .range_words = kDeRange,
    .months = {"januar", "februar", "m\xC3\xA4rz", "april", "mai", "juni", "juli", "august", "september",
               "oktober", "november", "dezember"},
    .month_spellings = kDeMonthSpellings,
    .effective_date_phrases = kDeDatePhrases,
    .example_labels = kDeExample,
    .see_prefixes = kDeSee,
    .contents_headings = kDeContents,
    .glossary_headings = kDeGlossary,
    .credits_headings = kDeCredits,
    .page_furniture = kDeFurniture,
    .translator_notes = kDeNotes,
    .original_only_markers = kDeOriginalOnly,
};

constexpr Lexicon kFrench{
    .language = Language::kFr,
    .rule_keywords = kFrRule,
    .section_keywords = kFrSection,
    .list_connectors = kFrConnectors,
    .range_words = kFrRange,
    .months = {"janvier", "f\xC3\xA9vrier", "mars", "avril", "mai", "juin", "juillet", "ao\xC3\xBBt",
               "septembre", "octobre", "novembre", "d\xC3\xA9" "cembre"},
    .month_spellings = kFrMonthSpellings,
    .effective_date_phrases = kFrDatePhrases,
    .example_labels = kFrExample,
    .see_prefixes = kFrSee,
    .contents_headings = kFrContents,
    .glossary_headings = kFrGlossary,
    .credits_headings = kFrCredits,
    .page_furniture = kFrFurniture,
    .translator_notes = kFrNotes,
    .original_only_markers = kFrOriginalOnly,
};

constexpr Lexicon kNone{};

constexpr const Lexicon* kAll[]{&kEnglish, &kGerman, &kFrench};

}  // namespace

const Lexicon& lexicon(Language l) {
  switch (l) {
    case Language::kEn: return kEnglish;
    case Language::kDe: return kGerman;
    case Language::kFr: return kFrench;
    case Language::kUnknown: return kNone;
  }
  return kNone;
}

std::span<const Lexicon* const> lexicons() { return kAll; }

}  // namespace rulecorp
