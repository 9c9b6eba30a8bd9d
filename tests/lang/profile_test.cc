// The language profiles: one table per language of what the stages ask (codes, names, marks,
// morphology, other tools' names) and the word lists the data files compile in, so that a profile
// that loses a list or a property fails here before any stage's output changes.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "lang/language.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

struct Row {
  Language language;
  std::string_view code, label, english_name, means_verb, and_word, listing_last_separator;
  char decimal_mark, group_mark;
  bool groups_with_spaces;
  std::string_view primary_open, primary_close;
  bool capitalises_nouns, compounds, splits_elisions;
  std::string_view hunspell_locale;
  // One word each list must hold.
  std::string_view identifying, stop, copula_singular, copula_plural, indefinite, opening, conjunction, obsolete;
};

const Row kRows[] = {
    {Language::kEn, "en", "EN", "English", "means", "and", ", and ", '.', ',', false, "\xE2\x80\x9C", "\xE2\x80\x9D",
     false, false, false, "en_US", "the", "whenever", "is", "are", "an", "each", "and/or", "(Obsolete)"},
    {Language::kDe, "de", "DE", "German", "bedeutet", "und", " und ", ',', '.', false, "\xE2\x80\x9E", "\xE2\x80\x9C",
     true, true, false, "de_DE", "der", "f\xC3\xBCr", "ist", "sind", "eine", "nachdem", "und/oder", "(veraltet)"},
    {Language::kFr, "fr", "FR", "French", "signifie", "et", " et ", ',', 0, true, "\xC2\xAB", "\xC2\xBB", false,
     false, true, "fr_FR", "le", "d\xC3\xA9j\xC3\xA0", "est", "sont", "une", "lorsque", "et/ou", "(obsol\xC3\xA8te)"},
};

TEST_CASE("each profile states its language's codes, marks and morphology") {
  for (const Row& r : kRows) {
    const LanguageProfile& p = profile(r.language);
    CAPTURE(r.code);
    CHECK(p.language == r.language);
    CHECK(p.code == r.code);
    CHECK(language_code(r.language) == r.code);
    CHECK(&profile(r.code) == &p);
    CHECK(p.label == r.label);
    CHECK(p.english_name == r.english_name);
    CHECK(p.means_verb == r.means_verb);
    CHECK(p.and_word == r.and_word);
    CHECK(p.listing_last_separator == r.listing_last_separator);
    CHECK(p.decimal_mark == r.decimal_mark);
    CHECK(p.group_mark == r.group_mark);
    CHECK(p.groups_with_spaces == r.groups_with_spaces);
    CHECK(p.primary_quotes.open == r.primary_open);
    CHECK(p.primary_quotes.close == r.primary_close);
    CHECK(p.capitalises_nouns == r.capitalises_nouns);
    CHECK(p.compounds == r.compounds);
    CHECK(p.splits_elisions == r.splits_elisions);
    CHECK(p.hunspell_locale == r.hunspell_locale);
    CHECK(p.hunspell_package == "hunspell-" + std::string(r.code == "fr" ? "fr" : r.code == "de" ? "de-de" : "en-us"));
    CHECK(p.straight_quotes == (r.language == Language::kEn));
    CHECK(p.reversed_guillemets == (r.language == Language::kDe));
    CHECK(p.guillemets_spaced == (r.language == Language::kFr));
    CHECK(p.spaced_plural_copula == " " + std::string(r.copula_plural) + " ");
    CHECK(p.spaced_and == " " + std::string(r.and_word) + " ");
  }
}

// The single values the first table leaves out, read from data/<code>/profile.txt like the rest.
TEST_CASE("each profile's native name, secondary quotes and OmegaT tokenizer come from its profile.txt") {
  struct More {
    Language language;
    std::string_view native_name, secondary_open, secondary_close, tokenizer;
  };
  const More rows[] = {
      {Language::kEn, "English", "\xE2\x80\x98", "\xE2\x80\x99", "org.omegat.tokenizer.LuceneEnglishTokenizer"},
      {Language::kDe, "Deutsch", "\xE2\x80\x9A", "\xE2\x80\x98", "org.omegat.tokenizer.LuceneGermanTokenizer"},
      {Language::kFr, "Fran\xC3\xA7" "ais", "\xE2\x80\x9C", "\xE2\x80\x9D", "org.omegat.tokenizer.LuceneFrenchTokenizer"},
  };
  for (const More& r : rows) {
    const LanguageProfile& p = profile(r.language);
    CAPTURE(p.code);
    CHECK(p.native_name == r.native_name);
    CHECK(p.secondary_quotes.open == r.secondary_open);
    CHECK(p.secondary_quotes.close == r.secondary_close);
    CHECK(p.omegat_tokenizer == r.tokenizer);
  }
  CHECK(profile(Language::kUnknown).native_name.empty());
}

TEST_CASE("each profile's word lists are compiled in from its data files") {
  for (const Row& r : kRows) {
    const LanguageProfile& p = profile(r.language);
    CAPTURE(r.code);
    CHECK(contains(p.identifying_words, r.identifying));
    CHECK(contains(p.stop_words, r.stop));
    REQUIRE(p.copulas.size() == 2);
    CHECK(p.copulas[0] == r.copula_singular);
    CHECK(p.copulas[1] == r.copula_plural);
    CHECK(contains(p.indefinite_articles, r.indefinite));
    CHECK(contains(p.definition_openings, r.opening));
    CHECK(p.list_conjunctions.front() == r.conjunction);  // longest first
    CHECK(contains(p.obsolete_markers, r.obsolete));
    CHECK(p.term_conjunctions.size() == 2);  // "and", "or"
    for (std::string_view w : p.term_conjunctions) CHECK(contains(p.stop_words, w));  // read only on stop words
    CHECK(p.citation_articles.empty() == (r.language != Language::kDe));
    CHECK(p.identifying_words.size() >= 30);
    CHECK(p.stop_words.size() >= 100);
    CHECK(!p.subject_articles.empty());
    REQUIRE(p.obsolete_suffixes.size() == p.obsolete_markers.size());
    for (std::size_t i = 0; i < p.obsolete_markers.size(); ++i)
      CHECK(p.obsolete_suffixes[i] == " " + std::string(p.obsolete_markers[i]));
    for (std::string_view w : p.identifying_words) {
      CHECK(w.size() <= 9);  // the language scorer looks up words of at most 9 bytes
      for (char c : w) CHECK(!(c >= 'A' && c <= 'Z'));
    }
    for (WordSpan l : {p.identifying_words, p.stop_words, p.copulas, p.definition_openings})
      for (std::string_view w : l) {
        CHECK(!w.empty());
        CHECK(w.front() != ' ');
        CHECK(w.back() != ' ');
      }
  }
  // German alone has the article and preposition lists its citation forms ask.
  CHECK(contains(profile(Language::kDe).articles, "eines"));
  CHECK(contains(profile(Language::kDe).prepositions, "au\xC3\x9F" "erhalb"));
  CHECK(contains(profile(Language::kEn).prepositions, "onto"));
  // Light stems: German and French drop endings from a list, English by its own rules.
  CHECK(profile(Language::kDe).noun_endings.front() == "en");
  CHECK(contains(profile(Language::kFr).noun_endings, "x"));
  CHECK(profile(Language::kEn).noun_endings.empty());
  CHECK(profile(Language::kDe).verb_endings.size() == 26);
  CHECK(profile(Language::kEn).verb_endings.empty());
  CHECK(contains(profile(Language::kDe).english_homographs, "as"));
  CHECK(profile(Language::kDe).verb_prefixes.size() == 16);
  CHECK(contains(profile(Language::kFr).elisions, "jusqu"));
  CHECK(profile(Language::kDe).elisions.empty());
  CHECK(contains(profile(Language::kFr).english_homographs, "but"));
}

TEST_CASE("codes: exact for the models' strings, lenient for the command line") {
  CHECK(code_language("de") == Language::kDe);
  CHECK(code_language("DE") == Language::kUnknown);
  CHECK(code_language("en-US") == Language::kUnknown);
  CHECK(code_language("") == Language::kUnknown);
  CHECK(parse_language("DE") == Language::kDe);
  CHECK(!parse_language("it"));
  CHECK(language_code(Language::kUnknown) == "und");
  const LanguageProfile& none = profile("it");
  CHECK(none.language == Language::kUnknown);
  CHECK(none.stop_words.empty());
  CHECK(none.decimal_mark == 0);
  CHECK(profile_or("it", Language::kEn).language == Language::kEn);
  CHECK(profile_or("fr", Language::kEn).language == Language::kFr);
}

}  // namespace
}  // namespace rulecorp
