// The three profiles are built once, on first use, from the embedded lists (embedded_data.h) and
// the constants below; afterwards they are read-only and safe from any thread. A list a language
// does not have (no data file) is empty. Invariant: every list of data/<code>/ is reachable from
// profile(<code>), and a profile's lists are never empty where the stages rely on them (the
// table test in tests/lang/ checks this).
#include "lang/profile.h"

#include <algorithm>
#include <array>

#include "lang/embedded_data.h"

namespace rulecorp {
namespace {

WordSpan list(std::string_view code, std::string_view name) {
  for (const EmbeddedList& l : kEmbeddedLists)
    if (l.code == code && l.name == name) return l.entries;
  return {};
}

void fill_lists(LanguageProfile& p) {
  p.identifying_words = list(p.code, "identifying_words");
  p.stop_words = list(p.code, "stop_words");
  p.articles = list(p.code, "articles");
  p.subject_articles = list(p.code, "subject_articles");
  p.indefinite_articles = list(p.code, "indefinite_articles");
  p.copulas = list(p.code, "copulas");
  p.definition_openings = list(p.code, "definition_openings");
  p.prepositions = list(p.code, "prepositions");
  p.list_conjunctions = list(p.code, "list_conjunctions");
  p.noun_endings = list(p.code, "noun_endings");
  p.verb_endings = list(p.code, "verb_endings");
  p.elisions = list(p.code, "elisions");
  p.verb_prefixes = list(p.code, "verb_prefixes");
  p.english_homographs = list(p.code, "english_homographs");
  p.obsolete_markers = list(p.code, "obsolete_markers");
  p.term_conjunctions = list(p.code, "term_conjunctions");
  p.citation_articles = list(p.code, "citation_articles");
  if (p.copulas.size() >= 2) p.spaced_plural_copula = " " + std::string(p.copulas[1]) + " ";
  p.spaced_and = " " + std::string(p.and_word) + " ";
  for (std::string_view m : p.obsolete_markers) p.obsolete_suffixes.push_back(" " + std::string(m));
}

LanguageProfile english() {
  LanguageProfile p;
  p.language = Language::kEn;
  p.code = "en";
  p.label = "EN";
  p.english_name = "English";
  p.native_name = "English";
  p.means_verb = "means";
  p.and_word = "and";
  p.listing_last_separator = ", and ";
  p.decimal_mark = '.';
  p.group_mark = ',';
  p.primary_quotes = {"\xE2\x80\x9C", "\xE2\x80\x9D"};    // “ ”
  p.secondary_quotes = {"\xE2\x80\x98", "\xE2\x80\x99"};  // ‘ ’
  p.straight_quotes = true;
  p.hunspell_locale = "en_US";
  p.hunspell_package = "hunspell-en-us";
  p.omegat_tokenizer = "org.omegat.tokenizer.LuceneEnglishTokenizer";
  return p;
}

LanguageProfile german() {
  LanguageProfile p;
  p.language = Language::kDe;
  p.code = "de";
  p.label = "DE";
  p.english_name = "German";
  p.native_name = "Deutsch";
  p.means_verb = "bedeutet";
  p.and_word = "und";
  p.listing_last_separator = " und ";
  p.decimal_mark = ',';
  p.group_mark = '.';
  p.primary_quotes = {"\xE2\x80\x9E", "\xE2\x80\x9C"};    // „ “
  p.secondary_quotes = {"\xE2\x80\x9A", "\xE2\x80\x98"};  // ‚ ‘
  p.reversed_guillemets = true;
  p.capitalises_nouns = true;
  p.compounds = true;
  p.hunspell_locale = "de_DE";
  p.hunspell_package = "hunspell-de-de";
  p.omegat_tokenizer = "org.omegat.tokenizer.LuceneGermanTokenizer";
  return p;
}

LanguageProfile french() {
  LanguageProfile p;
  p.language = Language::kFr;
  p.code = "fr";
  p.label = "FR";
  p.english_name = "French";
  p.native_name = "Fran\xC3\xA7" "ais";
  p.means_verb = "signifie";
  p.and_word = "et";
  p.listing_last_separator = " et ";
  p.decimal_mark = ',';
  p.groups_with_spaces = true;
  p.primary_quotes = {"\xC2\xAB", "\xC2\xBB"};            // « »
  p.secondary_quotes = {"\xE2\x80\x9C", "\xE2\x80\x9D"};  // “ ”
  p.guillemets_spaced = true;
  p.splits_elisions = true;
  p.hunspell_locale = "fr_FR";
  p.hunspell_package = "hunspell-fr";
  p.omegat_tokenizer = "org.omegat.tokenizer.LuceneFrenchTokenizer";
  return p;
}

LanguageProfile unknown() {
  LanguageProfile p;
  p.code = "und";
  p.label = "?";
  return p;
}

struct Profiles {
  std::array<LanguageProfile, 4> by_language;  // indexed by Language
  Profiles() : by_language{unknown(), english(), german(), french()} {
    for (LanguageProfile& p : by_language)
      if (p.language != Language::kUnknown) fill_lists(p);
  }
};

const Profiles& profiles() {
  static const Profiles all;
  return all;
}

}  // namespace

const LanguageProfile& profile(Language l) { return profiles().by_language[static_cast<std::size_t>(l)]; }

const LanguageProfile& profile(std::string_view code) { return profile(code_language(code)); }

const LanguageProfile& profile_or(std::string_view code, Language fallback) {
  Language l = code_language(code);
  return profile(l == Language::kUnknown ? fallback : l);
}

bool contains(WordSpan list, std::string_view word) { return std::find(list.begin(), list.end(), word) != list.end(); }

}  // namespace rulecorp
