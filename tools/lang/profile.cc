// The three profiles are built once, on first use, from the embedded lists (embedded_data.h): the
// single values of data/<code>/profile.txt and the word lists of the other files; afterwards they
// are read-only and safe from any thread. A list a language does not have (no data file) is empty.
// Invariant: every list of data/<code>/ is reachable from profile(<code>), and a profile's lists
// are never empty where the stages rely on them (the table test in tests/lang/ checks this); a
// profile.txt line that names no value is an internal fault (std::logic_error) on first use.
#include "lang/profile.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <stdexcept>
#include <string>

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

// A value as profile.txt writes it: "text" is the text between the first and the last quotation
// mark; `yes` is a property the language has.
std::string_view quoted(std::string_view v) {
  const std::size_t open = v.find('"'), close = v.rfind('"');
  if (open == std::string_view::npos || close <= open) throw std::logic_error("lang profile: not a quoted value: " + std::string(v));
  return v.substr(open + 1, close - open - 1);
}
char one_char(std::string_view v) {
  std::string_view q = quoted(v);
  if (q.size() != 1) throw std::logic_error("lang profile: not one character: " + std::string(v));
  return q[0];
}
bool yes(std::string_view v) {
  if (v != "yes") throw std::logic_error("lang profile: a property is `yes`: " + std::string(v));
  return true;
}
// "open" "close": two quoted values.
QuoteMarks quote_pair(std::string_view v) {
  const std::size_t mid = v.find("\" \"");
  if (mid == std::string_view::npos) throw std::logic_error("lang profile: not two quotation marks: " + std::string(v));
  return {quoted(v.substr(0, mid + 1)), quoted(v.substr(mid + 2))};
}

// The single values of data/<code>/profile.txt, by key (the format is in data/en/profile.txt).
using Setter = void (*)(LanguageProfile&, std::string_view value);
struct Field {
  std::string_view key;
  Setter set;
};
constexpr Field kFields[] = {
    {"label", [](LanguageProfile& p, std::string_view v) { p.label = quoted(v); }},
    {"english_name", [](LanguageProfile& p, std::string_view v) { p.english_name = quoted(v); }},
    {"native_name", [](LanguageProfile& p, std::string_view v) { p.native_name = quoted(v); }},
    {"means_verb", [](LanguageProfile& p, std::string_view v) { p.means_verb = quoted(v); }},
    {"and_word", [](LanguageProfile& p, std::string_view v) { p.and_word = quoted(v); }},
    {"listing_last_separator", [](LanguageProfile& p, std::string_view v) { p.listing_last_separator = quoted(v); }},
    {"decimal_mark", [](LanguageProfile& p, std::string_view v) { p.decimal_mark = one_char(v); }},
    {"group_mark", [](LanguageProfile& p, std::string_view v) { p.group_mark = one_char(v); }},
    {"groups_with_spaces", [](LanguageProfile& p, std::string_view v) { p.groups_with_spaces = yes(v); }},
    {"primary_quotes", [](LanguageProfile& p, std::string_view v) { p.primary_quotes = quote_pair(v); }},
    {"secondary_quotes", [](LanguageProfile& p, std::string_view v) { p.secondary_quotes = quote_pair(v); }},
    {"straight_quotes", [](LanguageProfile& p, std::string_view v) { p.straight_quotes = yes(v); }},
    {"reversed_guillemets", [](LanguageProfile& p, std::string_view v) { p.reversed_guillemets = yes(v); }},
    {"guillemets_spaced", [](LanguageProfile& p, std::string_view v) { p.guillemets_spaced = yes(v); }},
    {"capitalises_nouns", [](LanguageProfile& p, std::string_view v) { p.capitalises_nouns = yes(v); }},
    {"compounds", [](LanguageProfile& p, std::string_view v) { p.compounds = yes(v); }},
    {"splits_elisions", [](LanguageProfile& p, std::string_view v) { p.splits_elisions = yes(v); }},
    {"hunspell_locale", [](LanguageProfile& p, std::string_view v) { p.hunspell_locale = quoted(v); }},
    {"hunspell_package", [](LanguageProfile& p, std::string_view v) { p.hunspell_package = quoted(v); }},
    {"omegat_tokenizer", [](LanguageProfile& p, std::string_view v) { p.omegat_tokenizer = quoted(v); }},
};

// The profile of `l` (code `code`): its single values from data/<code>/profile.txt, its lists
// from the other files.
LanguageProfile load(Language l, std::string_view code) {
  LanguageProfile p;
  p.language = l;
  p.code = code;
  for (std::string_view entry : list(code, "profile")) {
    const std::size_t eq = entry.find(" = ");
    const std::string_view key = entry.substr(0, eq);
    const Field* f = std::find_if(std::begin(kFields), std::end(kFields), [&](const Field& x) { return x.key == key; });
    if (eq == std::string_view::npos || f == std::end(kFields))
      throw std::logic_error("lang/data/" + std::string(code) + "/profile.txt: no such value: " + std::string(entry));
    f->set(p, entry.substr(eq + 3));
  }
  fill_lists(p);
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
  Profiles() : by_language{unknown(), load(Language::kEn, "en"), load(Language::kDe, "de"), load(Language::kFr, "fr")} {}
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
