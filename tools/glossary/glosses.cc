// Each pattern is matched on the words of the text (words.h) and on the characters between them:
// a quoted definition is an opening quote, a phrase, a closing quote and the "means" verb
// ("means", "bedeutet", "signifie"); a class sentence is the copula and an article ("is a",
// "ist eine", "est une") followed by one to three words and a full stop. A pair is made only when
// the English side and the translation each have exactly one match, so the two name the same
// thing. A gloss is a parenthesis of ASCII words, capitalised, found verbatim in the English side
// (or, with no English side, taken with a lower confidence), after as many words of the
// translation as the gloss has; in a title that ends in its English original, the title without
// the one word that the English title has besides the gloss ("Variante" for "Variant"). A defined subject is a rule's opening words up to the copula, after
// an optional article; the English and the translated subjects of one rule pair. A listing ("The
// basic land types are Plains, Island, Swamp, Mountain, and Forest.") pairs item by item when
// both sides list as many and the English order is not alphabetical (an alphabetical list is
// re-sorted in translation: 207.2c's ability words).
#include "glossary/glosses.h"

#include <algorithm>
#include <array>
#include <map>

#include "glossary/headings.h"
#include "glossary/words.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

bool is_open_quote(std::string_view s) {
  static constexpr std::array<std::string_view, 6> kOpen = {"\"", "\xE2\x80\x9C", "\xE2\x80\x9E", "\xC2\xAB", "\xE2\x80\xB9", "'"};
  for (std::string_view q : kOpen)
    if (s.size() >= q.size() && s.substr(s.size() - q.size()) == q) return true;
  return false;
}

bool is_close_quote(std::string_view s) {
  static constexpr std::array<std::string_view, 6> kClose = {"\"", "\xE2\x80\x9D", "\xE2\x80\x9C", "\xC2\xBB", "\xE2\x80\xBA", "'"};
  for (std::string_view q : kClose)
    if (s.substr(0, q.size()) == q) return true;
  return false;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || static_cast<unsigned char>(s.front()) == 0xC2)) {
    if (s.front() == ' ') s.remove_prefix(1);
    else if (s.size() >= 2 && static_cast<unsigned char>(s[1]) == 0xA0) s.remove_prefix(2);  // no-break space
    else break;
  }
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  if (s.size() >= 2 && static_cast<unsigned char>(s[s.size() - 2]) == 0xC2 && static_cast<unsigned char>(s.back()) == 0xA0)
    s.remove_suffix(2);
  return s;
}

// The phrasing of `language`: English's for a language without a profile.
const LanguageProfile& phrasing(std::string_view language) { return profile_or(language, Language::kEn); }

std::string_view means_verb(std::string_view language) { return phrasing(language).means_verb; }

}  // namespace

std::vector<std::string> quoted_definitions(std::string_view text, std::string_view language) {
  return quoted_definitions(text, split_words(text, language).words(), language);
}

std::vector<std::string> quoted_definitions(std::string_view text, const std::vector<StemmedWord>& w, std::string_view language) {
  std::vector<std::string> out;
  std::string_view verb = means_verb(language);
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (w[i].lower != verb) continue;
    // The quoted phrase ends right before the verb: close quote, then only spaces.
    std::string_view between = trim(text.substr(w[i - 1].end, w[i].begin - w[i - 1].end));
    if (!is_close_quote(between)) continue;
    // Walk back to the opening quote (at most five words).
    for (std::size_t k = i; k-- > 0 && i - k <= 5;) {
      std::string_view before = trim(text.substr(k == 0 ? 0 : w[k - 1].end, w[k].begin - (k == 0 ? 0 : w[k - 1].end)));
      if (!before.empty() && is_open_quote(before)) {
        out.emplace_back(text.substr(w[k].begin, w[i - 1].end - w[k].begin));
        break;
      }
      if (!before.empty() && before != "-") break;  // punctuation inside: not one quoted phrase
    }
  }
  return out;
}

std::vector<std::string> class_predicates(std::string_view text, std::string_view language) {
  return class_predicates(text, split_words(text, language).words(), language);
}

std::vector<std::string> class_predicates(std::string_view text, const std::vector<StemmedWord>& w, std::string_view language) {
  std::vector<std::string> out;
  const LanguageProfile& p = phrasing(language);
  std::string_view copula = p.copulas[0];
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    if (w[i].lower != copula) continue;
    std::string_view art = w[i + 1].lower;
    bool article = contains(p.indefinite_articles, art);
    if (!article) continue;
    // One to three words, then a full stop.
    for (std::size_t n = 1; n <= 3 && i + 1 + n < w.size() + 1; ++n) {
      std::size_t last = i + 1 + n;
      if (last >= w.size()) break;
      if (!w[last].letters) break;
      std::size_t after = w[last].end;
      bool stop = after < text.size() && text[after] == '.';
      if (!is_phrase(text, w, i + 2, last)) break;
      if (stop) {
        out.emplace_back(text.substr(w[i + 2].begin, w[last].end - w[i + 2].begin));
        break;
      }
    }
  }
  return out;
}

std::string defined_subject(std::string_view text, const std::vector<StemmedWord>& w, std::string_view language) {
  const LanguageProfile& p = phrasing(language);
  auto article = [&](std::string_view x) { return contains(p.subject_articles, x); };
  auto copula = [&](std::string_view x) { return contains(p.copulas, x); };
  // Subordinate or quantified openings are no definitions ("After the draft is complete, ...").
  auto opening = [&](std::string_view x) { return contains(p.definition_openings, x); };
  if (w.empty() || !trim(text.substr(0, w[0].begin)).empty() || opening(w[0].lower)) return "";
  std::size_t first = article(w[0].lower) ? 1 : 0;
  for (std::size_t c = first + 1; c < w.size() && c <= first + 4; ++c) {
    if (!w[c - 1].letters || w[c - 1].digit) return "";
    if (!copula(w[c].lower)) continue;
    if (w[first].stop || w[c - 1].stop || !is_phrase(text, w, first, c - 1)) return "";
    // Only spaces between the article and the subject, and between the subject and the copula.
    if (first == 1 && !trim(text.substr(w[0].end, w[1].begin - w[0].end)).empty()) return "";
    if (!trim(text.substr(w[c - 1].end, w[c].begin - w[c - 1].end)).empty()) return "";
    return std::string(text.substr(w[first].begin, w[c - 1].end - w[first].begin));
  }
  return "";
}

std::vector<std::string> listed_items(std::string_view text, std::string_view language) {
  std::string_view verb = phrasing(language).spaced_plural_copula;
  std::string_view last_sep = phrasing(language).listing_last_separator;
  std::vector<std::string> out;
  std::size_t at = text.find(verb);
  if (at == std::string_view::npos || text.find(verb, at + 1) != std::string_view::npos) return out;
  std::size_t end = text.find('.', at);
  if (end == std::string_view::npos) return out;
  std::string_view list = text.substr(at + verb.size(), end - at - verb.size());
  for (std::string_view p : split_listing(list, last_sep)) {
    p = trim(p);
    std::size_t words = 1;
    for (char c : p) {
      if ((c >= '0' && c <= '9') || c == '(' || c == ')' || c == ';' || c == ':') return {};
      words += c == ' ';
    }
    if (p.empty() || words > 3) return {};
    out.emplace_back(p);
  }
  if (out.size() < 3) out.clear();
  return out;
}

namespace {

void add(std::vector<Candidate>& out, TermSource src, const std::string& en, const std::string& lang, const std::string& term,
         const std::string& ref, double confidence, const char* pos = "") {
  Candidate c;
  c.source = src;
  c.english = en;
  c.language = lang;
  c.term = term;
  c.ref = ref;
  c.confidence = confidence;
  c.part_of_speech = pos;
  out.push_back(std::move(c));
}

bool ascii_gloss(std::string_view s) {
  if (s.empty() || s.size() > 60 || !(s[0] >= 'A' && s[0] <= 'Z')) return false;
  for (char c : s)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == ' ' || c == '-' || c == '\'')) return false;
  return true;
}

bool contains_folded(std::string_view hay, std::string_view needle) {
  return lower_case(hay).find(lower_case(needle)) != std::string::npos;
}

// Two words of one origin: the shorter, but for its last letter, begins the longer, with at least
// four letters in common ("Variant" / "Variante", "Option" / "Option").
bool same_root(std::string_view a, std::string_view b) {
  std::string x = lower_case(a), y = lower_case(b);
  std::size_t common = 0;
  while (common < x.size() && common < y.size() && x[common] == y[common]) ++common;
  return common >= 4 && common + 1 >= std::min(x.size(), y.size());
}

// The translation of `gloss` in a translated title "T (gloss)" whose English title is the gloss
// with at most one word more: all of T when the gloss is the whole English title; T without its
// first or last word when that word and the English title's other word have one root ("Free-for-All
// Variant" / "Variante Jeder gegen jeden (Free-for-All)": "Jeder gegen jeden"); else empty.
std::string_view title_gloss(std::string_view title, std::string_view english, std::string_view gloss) {
  std::string_view rest_en = trim(english);
  std::size_t at = lower_case(rest_en).find(lower_case(gloss));
  if (at == std::string::npos) return {};
  std::string_view before = trim(rest_en.substr(0, at)), after = trim(rest_en.substr(at + gloss.size()));
  if (before.empty() && after.empty()) return title;
  std::string_view other = before.empty() ? after : after.empty() ? before : std::string_view();
  if (other.empty() || other.find(' ') != std::string_view::npos) return {};
  std::size_t first_end = title.find(' '), last_begin = title.rfind(' ');
  if (first_end == std::string_view::npos) return {};
  if (same_root(other, title.substr(0, first_end))) return trim(title.substr(first_end + 1));
  if (same_root(other, title.substr(last_begin + 1))) return trim(title.substr(0, last_begin));
  return {};
}

// The translated titles that end in their English original: (language, lower-cased gloss) -> the
// gloss's translation (title_gloss).
using TitleGlosses = std::map<std::pair<std::string, std::string>, std::string>;

// The parenthesis of `t` that closes its text and glosses the English title `en`, if any
// (closing_english_gloss, under an English heading).
bool title_parenthesis(const InputSide& t, const InputSide* en, std::size_t& open, std::size_t& close) {
  if (!en || en->number.empty() || en->has_letter || !is_heading_text(en->text)) return false;
  open = closing_english_gloss(t.text, en->text);
  if (open == std::string_view::npos) return false;
  close = std::string_view(t.text).rfind(')');
  return true;
}

TitleGlosses title_glosses(const std::vector<InputUnit>& units) {
  TitleGlosses out;
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kRule) continue;
    const InputSide* en = u.side("en");
    for (const InputSide& t : u.sides) {
      std::size_t open = 0, close = 0;
      if (code_language(t.language) == Language::kEn || !title_parenthesis(t, en, open, close)) continue;
      std::string_view gloss = std::string_view(t.text).substr(open + 1, close - open - 1);
      std::string_view term = title_gloss(trim(std::string_view(t.text).substr(0, open)), en->text, gloss);
      if (!term.empty() && lower_case(term) != lower_case(gloss)) out.try_emplace({t.language, lower_case(gloss)}, term);
    }
  }
  return out;
}

// English glosses in parentheses after a translated term. A title that ends in its English
// original ("Variante Riesentumult (Grand Melee)" under "Grand Melee Variant") gives the gloss's
// translation by title_gloss; in a sentence, that translation is the gloss's term when the words
// before the parenthesis end with it ("in der Variante Jeder gegen jeden (Free-for-All)"), else the
// term is as many words before the parenthesis as the gloss has.
void find_glosses(const InputUnit& u, const InputSide& t, const InputSide* en, const TitleGlosses& titled, WordCache& cache,
                  std::vector<Candidate>& out) {
  std::string_view text = t.text;
  const std::vector<StemmedWord>* words = nullptr;
  for (std::size_t open = text.find('('); open != std::string_view::npos; open = text.find('(', open + 1)) {
    std::size_t close = text.find(')', open);
    if (close == std::string_view::npos) break;
    std::string_view gloss = text.substr(open + 1, close - open - 1);
    if (!ascii_gloss(gloss)) continue;
    if (en && !contains_folded(en->text, gloss)) continue;
    if (auto known = titled.find({t.language, lower_case(gloss)}); known != titled.end()) {
      std::string_view before = trim(text.substr(0, open));
      std::size_t title_open = 0, title_close = 0;
      if (title_parenthesis(t, en, title_open, title_close) && title_open == open) {
        std::string_view own = title_gloss(before, en->text, gloss);
        if (!own.empty() && lower_case(own) != lower_case(gloss)) {
          add(out, TermSource::kGloss, std::string(gloss), t.language, std::string(own), u.id, 1.0, "noun");
          continue;
        }
      }
      const std::string& term = known->second;
      if (before.size() >= term.size() && before.substr(before.size() - term.size()) == term &&
          (before.size() == term.size() || before[before.size() - term.size() - 1] == ' ')) {
        add(out, TermSource::kGloss, std::string(gloss), t.language, term, u.id, en ? 1.0 : 0.7, "noun");
        continue;
      }
    }
    if (!words) words = &cache.words(text, t.language);
    const std::vector<StemmedWord>& w = *words;
    // The words right before the parenthesis, as many as the gloss has.
    std::size_t n = 1;
    for (char c : gloss) n += c == ' ';
    std::size_t end = 0;
    while (end < w.size() && w[end].end <= open) ++end;
    if (end < n) continue;
    std::size_t first = end - n;
    if (trim(text.substr(w[end - 1].end, open - w[end - 1].end)) != "") continue;
    if (!is_phrase(text, w, first, end - 1)) continue;
    std::string term(text.substr(w[first].begin, w[end - 1].end - w[first].begin));
    if (lower_case(term) == lower_case(gloss)) continue;  // not a translation
    add(out, TermSource::kGloss, std::string(gloss), t.language, term, u.id, en ? 1.0 : 0.7, "noun");
  }
}

}  // namespace

std::size_t closing_english_gloss(std::string_view title, std::string_view english) {
  std::string_view t = trim(title);
  if (t.size() < 4 || t.back() != ')') return std::string_view::npos;
  const std::size_t open = t.rfind('(');
  if (open == std::string_view::npos || open == 0) return std::string_view::npos;
  std::string_view gloss = t.substr(open + 1, t.size() - open - 2);
  if (!ascii_gloss(gloss) || !contains_folded(english, gloss)) return std::string_view::npos;
  return static_cast<std::size_t>(t.data() - title.data()) + open;
}

void find_defined_terms(const std::vector<InputUnit>& units, WordCache& cache, std::vector<Candidate>& out) {
  const TitleGlosses titled = title_glosses(units);
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kRule && u.kind != InputKind::kRuling) continue;
    const InputSide* en = u.side("en");
    std::vector<std::string> en_quoted, en_class;
    std::string en_subject;
    std::vector<std::string> en_items;
    if (en) {
      const std::vector<StemmedWord>& w = cache.words(en->text, "en");
      en_quoted = quoted_definitions(en->text, w, "en");
      en_class = class_predicates(en->text, w, "en");
      if (u.kind == InputKind::kRule) {
        en_subject = defined_subject(en->text, w, "en");
        en_items = listed_items(en->text, "en");
      }
    }
    for (const InputSide& t : u.sides) {
      if (code_language(t.language) == Language::kEn) continue;
      find_glosses(u, t, en, titled, cache, out);
      if (!en) continue;
      if (en_quoted.size() == 1) {
        auto q = quoted_definitions(t.text, cache.words(t.text, t.language), t.language);
        if (q.size() == 1) add(out, TermSource::kDefinition, en_quoted[0], t.language, q[0], u.id, 1.0);
      }
      if (en_items.size() >= 3 && !std::is_sorted(en_items.begin(), en_items.end(), [](const std::string& a, const std::string& b) {
            return lower_case(a) < lower_case(b);
          })) {
        std::vector<std::string> items = listed_items(t.text, t.language);
        if (items.size() == en_items.size())
          for (std::size_t k = 0; k < items.size(); ++k)
            add(out, TermSource::kDefinition, en_items[k], t.language, items[k], u.id, 0.8, "noun");
      }
      if (!en_subject.empty()) {
        std::string subject = defined_subject(t.text, cache.words(t.text, t.language), t.language);
        if (!subject.empty()) add(out, TermSource::kDefinition, en_subject, t.language, subject, u.id, 0.8, "noun");
      }
      if (en_class.size() == 1) {
        auto p = class_predicates(t.text, cache.words(t.text, t.language), t.language);
        if (p.size() == 1) add(out, TermSource::kDefinition, en_class[0], t.language, p[0], u.id, 0.8, "noun");
      }
    }
  }
}

}  // namespace rulecorp
