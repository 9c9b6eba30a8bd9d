// How the citation form is found. The English term says what kind of term it is: one word in
// its base form, no hyphen ("Trigger"; not "Dies", "Tapped", "Attacking", "Face-Down"); a verb
// phrase, a word that is no function word nor participle ("-ed", "-ing") followed by an article
// or a preposition other than "of" ("Lose the Game", "Enters the Battlefield", "Venture into the
// Dungeon"; not "End of Turn"); or a participle and its preposition ("Removed from Combat").
// Capitals are read from the rendering itself (ICU).
// - One word rendered by one lower-case word in "-t" (a finite verb or a weak participle): the
//   infinitive ("ausgelöst": "auslösen").
// - A verb phrase rendered verb first ("verliert das Spiel", "kommt ins Spiel"): the object without
//   its article, then the infinitive ("Spiel verlieren", "ins Spiel kommen").
// - A verb phrase rendered with a finite verb last ("verliert", "Spiel verlässt"): the words before
//   the verb are its object unless other sources pair the English object otherwise (then they are
//   the subject, "Spieler verliert", and are dropped); a verb alone takes as object the noun (a
//   capitalised word that is no function word) written within three words of it on either side
//   inside the clause (no punctuation between) in the most texts, none other in as many, in 3 of 4
//   of the texts it is written in, or in 1 of 3 when other sources pair the English object with
//   that noun ("verliert das Spiel", "das Spiel verliert"; the subject, "Spieler" or "Team",
//   varies); the object keeps a preposition (with its article) written before it at 4 of 5 places
//   ("ins Spiel"), an article alone is dropped ("das Spiel"); the verb goes last, in the infinitive.
// - A participle and its preposition rendered as a noun and a lower-case participle ("Kampf
//   entfernt"): the preposition (and article) written before that noun at 4 of 5 places goes before
//   it ("aus dem Kampf entfernt").
// The infinitive is one that some text writes: "ge-" taken out of a weak participle after a
// separable prefix ("ausgelöst", "auslöst"), or at the start when the whole form has none
// ("gelegt", "legt"; "gehört" is "gehören"), the ending "-et", "-st" or "-t" replaced by "-en" or
// "-n", with the last umlaut of the stem taken back when that is what is written ("verlässt":
// "verlassen"). No infinitive written anywhere: the rendering stays as found.
#include "glossary/citation_form.h"
#include "lang/profile.h"

#include <algorithm>
#include <map>
#include <set>

namespace rulecorp {
namespace {

bool is_article_de(std::string_view w) { return contains(profile(Language::kDe).articles, w); }

bool is_preposition_de(std::string_view w) { return contains(profile(Language::kDe).prepositions, w); }

bool is_preposition_en(std::string_view w) { return contains(profile(Language::kEn).prepositions, w); }

// A capitalised word that is no function word.
bool noun(std::string_view text, const StemmedWord& w) {
  return w.letters && !w.digit && !w.stop && starts_upper(text.substr(w.begin, w.end - w.begin));
}

// True when the noun `plain` (plain letters) is one of `parts` up to its inflection ending.
bool is_part(const std::string& plain, const std::vector<std::string>& parts) {
  std::string stem = stem_word(plain, "de");
  for (const std::string& p : parts)
    if (stem == stem_word(p, "de")) return true;
  return false;
}

// The most frequent key of `counts` when no other is as frequent and it has at least `share` (in
// 20ths) of `total`; "" otherwise.
std::string agreed(const std::map<std::string, std::size_t>& counts, std::size_t total, std::size_t share) {
  auto top = std::max_element(counts.begin(), counts.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  if (top == counts.end() || top->second * 20 < total * share) return "";
  for (auto it = counts.begin(); it != counts.end(); ++it)
    if (it != top && it->second == top->second) return "";
  return top->first;
}

// The preposition (with the article after it) written right before word `at` of each place, when
// 4 of 5 places write the same; "" otherwise (also for an article alone).
std::string preposition_before(const std::vector<std::pair<const PhrasePlace*, std::size_t>>& at) {
  std::map<std::string, std::size_t> counts;
  for (const auto& [p, k] : at) {
    const auto& w = *p->words;
    std::string seq;
    if (k >= 1 && is_phrase(p->text, w, k - 1, k)) {
      std::string_view before = w[k - 1].lower;
      if (is_preposition_de(before)) seq = std::string(before);
      else if (is_article_de(before) && k >= 2 && is_phrase(p->text, w, k - 2, k - 1) && is_preposition_de(w[k - 2].lower))
        seq = std::string(w[k - 2].lower) + " " + std::string(before);
    }
    ++counts[seq];
  }
  return agreed(counts, at.size(), 16);
}

}  // namespace

std::string german_infinitive(std::string_view finite, const WordCache& cache) {
  if (!finite.ends_with("t")) return "";
  // A weak participle without its "ge-", after a separable prefix or at the start ("ausgelöst":
  // "auslöst", "gelegt": "legt"); then the stems it may have: without "-et", "-st" or "-t"
  // ("wendet", "liest", "verliert"), each as written and with its last umlaut taken back
  // ("verlässt": "verläss", "verlass").
  std::vector<std::string> forms;
  for (std::string_view prefix : profile(Language::kDe).verb_prefixes)
    if (finite.size() > prefix.size() + 5 && finite.substr(0, prefix.size()) == prefix && finite.substr(prefix.size(), 2) == "ge") {
      forms.push_back(std::string(prefix) + std::string(finite.substr(prefix.size() + 2)));
      break;
    }
  forms.push_back(std::string(finite));
  if (finite.size() > 5 && finite.substr(0, 2) == "ge") forms.push_back(std::string(finite.substr(2)));
  std::vector<std::string> stems;
  static constexpr std::pair<std::string_view, std::string_view> kUmlauts[] = {{"ä", "a"}, {"ö", "o"}, {"ü", "u"}};
  for (const std::string& form : forms)
    for (std::string_view ending : {"et", "st", "t"}) {
      if (!form.ends_with(ending) || form.size() < ending.size() + 3) continue;
      std::string stem(form.substr(0, form.size() - ending.size()));
      stems.push_back(stem);
      std::size_t at = std::string::npos;
      std::string_view to;
      for (const auto& [from, plain] : kUmlauts)
        if (auto p = stem.rfind(from); p != std::string::npos && (at == std::string::npos || p > at)) {
          at = p;
          to = plain;
        }
      if (at != std::string::npos) stems.push_back(stem.substr(0, at) + std::string(to) + stem.substr(at + 2));
    }
  for (const std::string& stem : stems)
    for (std::string_view ending : {"en", "n"}) {
      std::string candidate = stem + std::string(ending);
      if (candidate != finite && cache.has_word(candidate, "de")) return candidate;
    }
  return "";
}

std::string german_citation_form(std::string_view english, const std::string& spelling, const std::vector<PhrasePlace>& places,
                                 const WordCache& cache, const std::vector<std::string>& object_parts) {
  if (places.empty() || spelling.empty()) return spelling;
  std::vector<std::string> ew;
  for (std::size_t p = 0, q; p <= english.size(); p = q + 1) {
    q = english.find(' ', p);
    if (q == std::string_view::npos) q = english.size();
    if (q > p) ew.push_back(lower_case(english.substr(p, q - p)));
  }
  if (ew.empty()) return spelling;
  std::size_t space = spelling.rfind(' ');
  std::string last = space == std::string::npos ? spelling : spelling.substr(space + 1);
  std::string head = space == std::string::npos ? "" : spelling.substr(0, space);
  bool lower_t = !starts_upper(last) && last.ends_with("t");
  if (ew.size() == 1) {
    // A verb in its base form ("Trigger", not "Dies", "Tapped" nor "Face-Down") rendered by one verb form.
    const std::string& w = ew[0];
    bool base = !w.ends_with("ed") && !w.ends_with("ing") && !(w.ends_with("s") && !w.ends_with("ss")) && w.find('-') == std::string::npos;
    if (!base || !head.empty() || !lower_t) return spelling;
    std::string infinitive = german_infinitive(last, cache);
    return infinitive.empty() ? spelling : infinitive;
  }
  bool verb_phrase = !is_stopword(ew[0], "en") && !ew[0].ends_with("ed") && !ew[0].ends_with("ing") &&
                     (ew[1] == "the" || ew[1] == "a" || ew[1] == "an" || is_preposition_en(ew[1]));
  bool participle_phrase = ew[0].ends_with("ed") && is_preposition_en(ew[1]);
  // A verb phrase rendered verb first, its object after it ("verliert das Spiel", "kommt ins
  // Spiel"): the object without its article, then the verb.
  std::size_t first_space = spelling.find(' ');
  if (verb_phrase && first_space != std::string::npos && !starts_upper(spelling) && spelling.substr(0, first_space).ends_with("t") &&
      starts_upper(last)) {
    std::string infinitive = german_infinitive(spelling.substr(0, first_space), cache);
    if (infinitive.empty()) return spelling;
    std::string object = spelling.substr(first_space + 1);
    if (std::size_t sp = object.find(' '); sp != std::string::npos && is_article_de(lower_case(object.substr(0, sp)))) object.erase(0, sp + 1);
    return object + " " + infinitive;
  }
  if (verb_phrase && lower_t) {
    std::string infinitive = german_infinitive(last, cache);
    if (infinitive.empty()) return spelling;
    // The words before the verb are its object, unless other sources pair the English object with
    // another noun: then they are the subject ("Spieler verliert").
    if (!head.empty() && head.find(' ') == std::string::npos && !object_parts.empty() &&
        !is_part(plain_letters(lower_case(head)), object_parts))
      head.clear();
    std::vector<std::pair<const PhrasePlace*, std::size_t>> object_at;  // (place, word of the noun)
    if (head.empty()) {
      // The noun written near the verb in the most texts.
      std::map<std::string, std::size_t> lemmas;                          // texts with the noun near
      std::map<std::string, std::map<std::string, std::size_t>> written;  // lemma -> spelling -> count
      std::vector<std::pair<const PhrasePlace*, std::size_t>> near;
      std::size_t texts = 0;
      std::set<std::string> seen;  // the lemmas counted for the text of this place
      for (std::size_t i = 0; i < places.size(); ++i) {
        const PhrasePlace& p = places[i];
        const auto& w = *p.words;
        std::map<std::string_view, std::size_t> here;  // lemma -> its word nearest the verb
        for (std::size_t d = 3; d >= 1; --d) {
          if (p.last + d < w.size() && noun(p.text, w[p.last + d]) && is_phrase(p.text, w, p.last, p.last + d)) here[w[p.last + d].stem] = p.last + d;
          if (p.first >= d && noun(p.text, w[p.first - d]) && is_phrase(p.text, w, p.first - d, p.first)) here[w[p.first - d].stem] = p.first - d;
        }
        if (i == 0 || places[i - 1].text.data() != p.text.data()) {  // the places of a text are one after another
          ++texts;
          seen.clear();
        }
        for (const auto& [lemma, k] : here) {
          if (!object_parts.empty() && !is_part(plain_letters(std::string(w[k].lower)), object_parts)) continue;
          if (seen.insert(std::string(lemma)).second) ++lemmas[std::string(lemma)];
          ++written[std::string(lemma)][std::string(p.text.substr(w[k].begin, w[k].end - w[k].begin))];
          near.emplace_back(&p, k);
        }
      }
      std::string object = agreed(lemmas, texts, object_parts.empty() ? 15 : 7);
      if (!object.empty()) {
        const auto& forms = written[object];
        head = std::max_element(forms.begin(), forms.end(), [](const auto& a, const auto& b) { return a.second < b.second; })->first;
        for (const auto& [p, k] : near)
          if ((*p->words)[k].stem == object) object_at.emplace_back(p, k);
      }
    } else {
      for (const PhrasePlace& p : places) object_at.emplace_back(&p, p.first);
    }
    if (head.empty()) return infinitive;
    std::string preposition = preposition_before(object_at);
    return (preposition.empty() ? "" : preposition + " ") + head + " " + infinitive;
  }
  if (participle_phrase && !head.empty() && starts_upper(spelling) && !starts_upper(last)) {
    std::vector<std::pair<const PhrasePlace*, std::size_t>> at;
    for (const PhrasePlace& p : places) at.emplace_back(&p, p.first);
    std::string preposition = preposition_before(at);
    if (!preposition.empty()) return preposition + " " + spelling;
  }
  return spelling;
}

}  // namespace rulecorp
