// Association over aligned units: for an English term with units U, every translated phrase of one
// to three words (interned by its words' pairing lemmas, so inflected forms are one phrase) scores
// Dice = 2·|U ∩ units(p)| / (|U| + |units(p)|), and the best phrase at or above the threshold wins,
// cited in its citation form (citation_form.h). Around that: the as-written reading of a term its
// stem folds into another word, German compounds of parts other sources pair (compose), the items
// of two listings of one rule (TermSource::kListing) and repeated English "free" phrases, kept for
// German only when rendered by one noun or compound (tools/glossary/README.md says why). One run is
// an AssociationRun: its steps read the units once, then score each term; every keep or drop is a
// rule of pair_rules.h applied to the pair's Features, and the keeping rule's name is the
// candidate's `why`. Every number comes from GlossaryParams.
// Invariant: candidates are kept in the terms' order whatever the number of threads scoring them.
#include "glossary/association.h"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <stdexcept>
#include <span>
#include <unordered_map>
#include <unordered_set>

#include "common/parallel.h"
#include "glossary/citation_form.h"
#include "glossary/glossary.h"
#include "glossary/list_cognates.h"
#include "glossary/pair_rules.h"
#include "glossary/text_index.h"
#include "glossary/words.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

// An even sample of `max` of `units` at most (all of them when fewer), in their order.
std::vector<std::uint32_t> even_sample(const std::vector<std::uint32_t>& units, std::size_t max) {
  std::vector<std::uint32_t> sample;
  for (std::size_t k = 0, n = std::min(units.size(), max); k < n; ++k) sample.push_back(units[k * units.size() / n]);
  return sample;
}

// A phrase of up to three words as one number: its words' pairing lemmas (words.h), 21 bits each.
using PhraseKey = std::uint64_t;

std::vector<std::uint32_t> unpack(PhraseKey key) {
  std::vector<std::uint32_t> out;
  for (; key != 0; key >>= 21) out.push_back(static_cast<std::uint32_t>(key & 0x1FFFFF));
  return out;
}

// An open-addressing map from phrase keys (never 0) to dense numbers 0, 1, 2, ... in the order
// of first insertion, without an allocation per phrase.
class PhraseIds {
 public:
  // The number of `key`, or kNone when it was never interned.
  static constexpr std::uint32_t kNone = 0xFFFFFFFF;
  std::uint32_t find(PhraseKey key) const {
    if (slots_.empty()) return kNone;
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash(key) & mask;; i = (i + 1) & mask) {
      if (slots_[i].key == key) return slots_[i].id;
      if (slots_[i].key == 0) return kNone;
    }
  }
  // The number of `key`, the next one when it is new (`fresh` then set).
  std::uint32_t intern(PhraseKey key, bool& fresh) {
    if ((static_cast<std::size_t>(size_) + 1) * 2 > slots_.size()) grow();
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash(key) & mask;; i = (i + 1) & mask) {
      if (slots_[i].key == key) {
        fresh = false;
        return slots_[i].id;
      }
      if (slots_[i].key == 0) {
        slots_[i] = {key, size_};
        fresh = true;
        return size_++;
      }
    }
  }

 private:
  struct Slot {
    PhraseKey key = 0;
    std::uint32_t id = 0;
  };
  static std::size_t hash(PhraseKey k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return static_cast<std::size_t>(k);
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(std::max<std::size_t>(4096, old.size() * 2), Slot{});
    std::size_t mask = slots_.size() - 1;
    for (const Slot& s : old)
      if (s.key != 0) {
        std::size_t i = hash(s.key) & mask;
        while (slots_[i].key != 0) i = (i + 1) & mask;
        slots_[i] = s;
      }
  }
  std::vector<Slot> slots_;
  std::uint32_t size_ = 0;
};

struct PhraseTable {
  PhraseIds ids;
  std::vector<PhraseKey> keys;                      // by number
  std::vector<std::uint32_t> df;                    // units per phrase
  std::vector<std::uint8_t> length;                 // words per phrase
  std::vector<std::vector<std::uint32_t>> of_text;  // distinct phrases per text
};

// True for "and" / "or" in the three languages: a term does not join two things with one.
bool is_conjunction(const StemmedWord& w) {
  if (!w.stop) return false;
  for (Language l : {Language::kEn, Language::kDe, Language::kFr})
    if (contains(profile(l).term_conjunctions, w.lower)) return true;
  return false;
}

// True when word `n` of `w` (in `text`) is joined by a hyphen alone to its neighbour `k` and is a
// function word or written in lower case: the compound they stand in ("Vor-dem-Kampf-Hauptphase")
// is more than a compound of nouns.
bool hyphen_to_lower(std::string_view text, const std::vector<StemmedWord>& w, std::size_t k, std::size_t n) {
  std::size_t a = std::min(k, n), b = std::max(k, n);
  if (w[a].end + 1 != w[b].begin || text[w[a].end] != '-') return false;
  return w[n].stop || !starts_upper(text.substr(w[n].begin, w[n].end - w[n].begin));
}

// Calls f(first, last, key) for every phrase of one to `max_n` words in `t`.
// (The words' stopword flags are those of the text's language.)
template <class F>
void each_phrase(const IndexedText& t, std::size_t min_n, std::size_t max_n, F&& f) {
  const auto& w = *t.words;
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (!w[i].letters || w[i].digit || w[i].stop) continue;
    PhraseKey key = 0;
    for (std::size_t n = 1; n <= max_n && i + n <= w.size(); ++n) {
      const StemmedWord& last = w[i + n - 1];
      if (!last.letters || last.digit) break;
      if (n > 1 && !is_phrase(t.text, w, i + n - 2, i + n - 1)) break;
      if (n > 2 && is_conjunction(w[i + n - 2])) break;  // "Spontanzaubern oder aktivierten" is two things
      if (last.lemma >= (1u << 21)) break;  // more lemmas than a key holds: not a phrase we index
      key |= static_cast<PhraseKey>(last.lemma) << (21 * (n - 1));
      if (n >= min_n && !last.stop && last.lower.size() > 1) f(i, i + n - 1, key);
    }
  }
}

// The sorted letter bigrams of `s` into `out`.
void bigrams(std::string_view s, std::vector<std::uint16_t>& out) {
  out.clear();
  for (std::size_t i = 0; i + 1 < s.size(); ++i)
    out.push_back(static_cast<std::uint16_t>(static_cast<unsigned char>(s[i]) << 8 | static_cast<unsigned char>(s[i + 1])));
  std::sort(out.begin(), out.end());
}

// Dice coefficient of two sorted bigram lists (cognates: "constellation", "Konstellation").
double bigram_similarity(std::span<const std::uint16_t> x, std::span<const std::uint16_t> y) {
  if (x.empty() || y.empty()) return 0;
  std::size_t common = 0;
  for (std::size_t i = 0, j = 0; i < x.size() && j < y.size();) {
    if (x[i] == y[j]) { ++common; ++i; ++j; }
    else if (x[i] < y[j]) ++i;
    else ++j;
  }
  return 2.0 * static_cast<double>(common) / static_cast<double>(x.size() + y.size());
}


// A term of function words only is a homograph of them ("Will", the planeswalker type, is the
// modal "will" in every other rule): its units say nothing about it.
bool function_words(const std::string& term) {
  bool all = true;
  each_word(term, "en", [&](const StemmedWord& x) { all &= x.stop; });
  return all;
}

// One run of association for one language: the units read once (the pairs of English and
// translated texts, their phrases numbered, the terms to look at), then each term scored. The
// steps are the methods; the members are what they share.
struct AssociationRun {
  AssociationRun(const std::vector<InputUnit>& units, const std::string& language, const std::vector<std::string>& english_terms,
                 const std::vector<std::string>& skip, const AssociationOptions& options, WordCache& cache,
                 const std::vector<std::pair<std::string, std::string>>& taken, const TextIndex* english,
                 const std::vector<std::pair<std::string, std::string>>& known)
      : units(units), language(language), english_terms(english_terms), params(options.params),
        fanout(options.fanout), jobs(options.fanout.width()), cache(cache), taken(taken), known(known), en(english), skipped(skip.begin(), skip.end()) {}

  // Every candidate of the run into `out`: the terms', the compounds', the cognates', the
  // listings', then the free phrases'.
  void run(std::vector<Candidate>& out);

 private:
  // Per thread: the units each phrase shares with the term looked at, and the phrases counted
  // (all zero between terms); the plain letters of each word of a translated text, computed on
  // first use (phrases of a cognate are their words' plain letters joined: only spaces and hyphens
  // lie between them); the bigram buffers of the cognates.
  struct Scratch {
    std::vector<std::uint32_t> counts, touched;
    std::vector<std::vector<std::string>> plain_words;
    // By text, on first use: the sorted bigrams of each phrase's plain letters, (start, size) in
    // `pool` at [3 * first word + words - 1], size kUnset until computed.
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> phrase_at;
    std::vector<std::uint16_t> pool, target_bigrams, phrase_bigrams;
  };
  // A term in too few units for statistics: the phrase of its units whose letters are most like
  // the English term's (a cognate, "Battalion" / "Bataillon"), when it is clearly the most alike.
  // Cognates found, held back until every term is looked at: one phrase of one text is the
  // cognate of one term at most (the most alike: "alliance", not "valiant", is "Allianz").
  struct Cognate {
    std::string plain;
    double score = 0;
    Candidate candidate;
    Features features;
  };
  // Repeated English phrases of two or three words that no structure gave, without function words.
  // Each phrase numbered (PhraseIds), where it is first written (text, first and last word), and
  // its texts: (phrase, text) pairs in text order, grouped by phrase afterwards.
  struct FreePhrase {
    PhraseKey key = 0;
    std::uint32_t text = 0, first = 0, last = 0;
    std::uint32_t last_text = 0, texts = 0;
    std::uint32_t seen = 0;          // occurrences
    std::uint32_t before = 0;        // lemma of the content word before its first occurrence (0: none)
    std::uint32_t same_before = 0;   // occurrences with that word before them
  };
  // A term's concept id and whether it is function words only.
  struct TermRead {
    std::string id;
    bool function_words = false;
  };
  // The translations, read by number only (their phrases are numbered below): each with its
  // words, without an index of its stems.
  struct Texts {
    std::vector<IndexedText> all;
    const IndexedText& text(std::uint32_t t) const { return all[t]; }
    std::size_t size() const { return all.size(); }
  };
  static constexpr std::uint32_t kUntranslated = 0xFFFFFFFF;

  // The pairs of English and translated texts of the rule and ruling units; false when none.
  bool read_pairs();
  // The English texts indexed (unless given) and their repeated phrases collected.
  void english_chain();
  // The translations' words read and their phrases numbered.
  void translated_chain();
  // The concept id of `term` and whether it is function words only, memoised in `memo`.
  TermRead read(const std::string& term, std::unordered_map<std::string, TermRead>& memo) const;
  void read_terms();
  void read_items();
  // The translations other sources gave (`claimed`, `structural_terms`) and their known parts.
  void read_known();
  // The pairs of English texts `texts` (the English index's numbers): those with a translation.
  std::vector<std::uint32_t> pairs_of(const std::vector<std::uint32_t>& texts) const;
  // Of the English texts `texts` holding a one-word term by its stem, those that write it as it
  // is, when the stem folds it into another word ("Dies", the verb, stems as "die", the noun of "a
  // six-sided die") and those are fewer than as_written (half) of them; empty otherwise.
  std::vector<std::uint32_t> written_as_is(const std::string& term, const std::vector<std::uint32_t>& texts) const;
  // Scratches handed to the tasks, one per running task at most (each counts every phrase:
  // megabytes to clear), returned for the next.
  std::unique_ptr<Scratch> take_scratch();
  void give_scratch(std::unique_ptr<Scratch> s);
  // The cognate of `english` in its units `found` into `cognates`, when one is clearly the most alike.
  void cognate(Scratch& scratch, std::vector<Cognate>& cognates, const std::string& english, const std::vector<std::uint32_t>& found);
  // The candidates of one English term into `sink`; a term in too few units is looked for as a
  // cognate into `cognates` when that is given. `free_phrase`: a repeated English phrase found
  // here; `as_written`: `found` are the units writing the term as it is.
  void associate(Scratch& scratch, std::vector<Candidate>& sink, std::vector<Cognate>* cognates, const std::string& english,
                 const std::vector<std::uint32_t>& found, bool free_phrase, bool as_written);
  // A German compound of known parts for `english` into `sink` (see the .cc).
  void compose(std::vector<Candidate>& sink, const std::string& english, const std::vector<std::uint32_t>& found);
  // The English terms and enumeration items: their associations, compounds and cognates.
  void look_at_terms(std::vector<Candidate>& out);
  // The items of two listings of one rule with as many items (TermSource::kListing).
  void pair_listings(std::vector<Candidate>& out);
  // The repeated English phrases no other step looked at.
  void look_at_free_phrases(std::vector<Candidate>& out);

  const std::vector<InputUnit>& units;
  const std::string& language;
  const std::vector<std::string>& english_terms;
  const GlossaryParams& params;
  const Fanout fanout;  // how the batches and slices run
  const unsigned jobs;  // fanout.width(): how many slices
  WordCache& cache;
  const std::vector<std::pair<std::string, std::string>>& taken;
  const std::vector<std::pair<std::string, std::string>>& known;
  const TextIndex* en;  // the English index given, or own_english
  std::optional<TextIndex> own_english;
  Texts tr;
  std::vector<std::pair<std::string_view, std::string_view>> pairs;  // (English, translated) texts
  std::vector<std::string> pair_refs;
  // The pairs are the English index's texts with a translation: by pair its English text there,
  // and by English text its pair (kUntranslated for none).
  std::vector<std::uint32_t> english_of, pair_of;
  PhraseTable table;
  std::vector<FreePhrase> free_phrases;
  std::vector<std::uint32_t> free_start, free_texts;  // each phrase's texts: free_texts[free_start[i], free_start[i + 1])
  std::vector<std::pair<PhraseKey, std::uint32_t>> order;
  std::vector<std::pair<std::string, std::string>> free_reads;  // (spelling, concept id) by place in `order`
  std::vector<TermRead> term_reads;
  std::vector<std::vector<std::string>> items;
  std::vector<std::vector<TermRead>> item_reads;
  // (A term skipped is not split: its flag is never read.)
  const std::unordered_set<std::string> skipped;
  std::unordered_set<std::string> done;  // concept ids looked at
  std::mutex pool_mutex;
  std::vector<std::unique_ptr<Scratch>> scratch_pool;
  // The translations other sources gave, as plain letters: a free phrase paired with one of them
  // is a piece of that other term ("damage step" of "combat damage step": "Kampfschadensegment";
  // "dungeon keyword" of "keyword action": "Schlüsselwort-Aktion").
  // (Also by unit, for the cognates.)
  std::unordered_set<std::string> structural_terms;
  std::set<std::pair<std::string, std::string>> claimed;
  // The German parts other sources give the English words (one word each side: "Counter",
  // "Zählmarke"; "Commander", "Kommandeur"), by the English word's stem, as plain letters.
  std::unordered_map<std::string, std::vector<std::string>> parts;
};

bool AssociationRun::read_pairs() {
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kRule && u.kind != InputKind::kRuling) continue;
    const InputSide* e = u.side("en");
    if (!e) continue;
    const InputSide* t = u.side(language);
    pair_of.push_back(t ? static_cast<std::uint32_t>(pairs.size()) : kUntranslated);
    if (!t) continue;
    english_of.push_back(static_cast<std::uint32_t>(pair_of.size() - 1));
    pair_refs.push_back(e->number.empty() ? u.id : e->number);
    pairs.emplace_back(e->text, t->text);
  }
  if (pairs.empty()) return false;
  return true;
}

std::vector<std::uint32_t> AssociationRun::pairs_of(const std::vector<std::uint32_t>& texts) const {
  std::vector<std::uint32_t> found;
  for (std::uint32_t x : texts)
    if (pair_of[x] != kUntranslated) found.push_back(pair_of[x]);
  return found;
}

std::vector<std::uint32_t> AssociationRun::written_as_is(const std::string& term, const std::vector<std::uint32_t>& texts) const {
  std::vector<std::uint32_t> written;
  if (term.find(' ') != std::string::npos || term.find('-') != std::string::npos) return written;
  std::string lower = lower_case(term);
  if (stem_word(lower, "en") == lower) return written;
  for (std::uint32_t x : texts)
    for (const StemmedWord& w : *en->text(x).words)
      if (w.lower == lower) {
        written.push_back(x);
        break;
      }
  if (!params.as_written.below(written.size(), texts.size())) written.clear();
  return written;
}

void AssociationRun::english_chain() {
  if (!en) {
    own_english.emplace("en", cache);
    for (const InputUnit& u : units)
      if (u.kind == InputKind::kRule || u.kind == InputKind::kRuling)
        if (const InputSide* e = u.side("en")) own_english->add(e->number.empty() ? u.id : e->number, e->text);
    en = &*own_english;
  }
  PhraseIds free_ids;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> occurrences;  // (phrase, text)
  for (std::uint32_t k = 0; k < pairs.size(); ++k) {
    const IndexedText& x = en->text(english_of[k]);
    const auto& xw = *x.words;
    each_phrase(x, 2, 3, [&](std::size_t first, std::size_t last, PhraseKey key) {
      // A term has no function word inside ("condition is met" is a clause, not a term), and no
      // possessive ("creature’s total", "spell’s bargain cost" name a thing of something).
      for (std::size_t k = first + 1; k < last; ++k)
        if (xw[k].stop) return;
      for (std::size_t k = first; k <= last; ++k)
        if (possessive_ending(xw[k].lower) != 0) return;
      // Nor does it begin or end inside a hyphenated word ("battlefield triggers" of
      // "leaves-the-battlefield triggers").
      if ((xw[first].begin > 0 && x.text[xw[first].begin - 1] == '-') || (xw[last].end < x.text.size() && x.text[xw[last].end] == '-'))
        return;
      bool fresh = false;
      std::uint32_t id = free_ids.intern(key, fresh);
      if (fresh) free_phrases.push_back({key, k, static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(last), k, 0});
      FreePhrase& p = free_phrases[id];
      // The content word written before it (a space between), if any: articles, pronouns and
      // possessives are no part of a term.
      std::uint32_t before = 0;
      if (first > 0 && is_phrase(x.text, xw, first - 1, first) && xw[first - 1].letters && !xw[first - 1].stop &&
          possessive_ending(xw[first - 1].lower) == 0)
        before = xw[first - 1].lemma;
      if (p.seen++ == 0) p.before = before;
      p.same_before += before != 0 && before == p.before;
      if (p.texts == 0 || p.last_text != k) {
        p.last_text = k;
        ++p.texts;
        occurrences.emplace_back(id, k);
      }
    });
  }
  free_start.assign(free_phrases.size() + 1, 0);
  free_texts.assign(occurrences.size(), 0);
  for (std::size_t i = 0; i < free_phrases.size(); ++i) free_start[i + 1] = free_start[i] + free_phrases[i].texts;
  std::vector<std::uint32_t> fill(free_start.begin(), free_start.end() - 1);
  for (const auto& [id, k] : occurrences) free_texts[fill[id]++] = k;
  // In the order of their lemma numbers (deterministic: lemmas are numbered in text order). A
  // phrase written after one and the same word at least piece_of_longer of its times is a piece of a longer
  // phrase ("box section" of "text box section", "deck size" of "minimum deck size").
  for (std::uint32_t i = 0; i < free_phrases.size(); ++i)
    if (free_phrases[i].texts >= params.min_free_units &&
        params.piece_of_longer.below(free_phrases[i].same_before, free_phrases[i].seen))
      order.emplace_back(free_phrases[i].key, i);
  std::sort(order.begin(), order.end());
  // Each such phrase's spelling (as first written, in lower case) and concept id.
  for (const auto& [key, i] : order) {
    const FreePhrase& p = free_phrases[i];
    const IndexedText& x = en->text(english_of[p.text]);
    const auto& xw = *x.words;
    std::string spelling = lower_case(x.text.substr(xw[p.first].begin, xw[p.last].end - xw[p.first].begin));
    std::string id = concept_id(spelling);
    free_reads.emplace_back(std::move(spelling), std::move(id));
  }
}

void AssociationRun::translated_chain() {
  for (std::size_t k = 0; k < pairs.size(); ++k)
    tr.all.push_back({pair_refs[k], pairs[k].second, &cache.words(pairs[k].second, language)});
  table.of_text.resize(tr.size());
  for (std::uint32_t k = 0; k < tr.size(); ++k) {
    auto& mine = table.of_text[k];
    each_phrase(tr.text(k), 1, 3, [&](std::size_t first, std::size_t last, PhraseKey key) {
      bool fresh = false;
      std::uint32_t id = table.ids.intern(key, fresh);
      if (fresh) {
        table.df.push_back(0);
        table.length.push_back(static_cast<std::uint8_t>(last - first + 1));
        table.keys.push_back(key);
      }
      mine.push_back(id);
    });
    std::sort(mine.begin(), mine.end());
    mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
    for (std::uint32_t id : mine) ++table.df[id];
  }
}

AssociationRun::TermRead AssociationRun::read(const std::string& term, std::unordered_map<std::string, TermRead>& memo) const {
  auto [it, fresh] = memo.try_emplace(term);
  if (fresh) {
    it->second.id = concept_id(term);
    it->second.function_words = !skipped.count(it->second.id) && function_words(term);
  }
  return it->second;
}

void AssociationRun::read_terms() {
  term_reads.resize(english_terms.size());
  std::unordered_map<std::string, TermRead> memo;
  for (std::size_t k = 0; k < english_terms.size(); ++k) term_reads[k] = read(english_terms[k], memo);
}

void AssociationRun::read_items() {
  items.resize(pairs.size());
  item_reads.resize(pairs.size());
  std::unordered_map<std::string, TermRead> memo;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    items[k] = enumeration_items(pairs[k].first);
    for (const std::string& item : items[k]) item_reads[k].push_back(read(item, memo));
  }
}

void AssociationRun::read_known() {
  for (const auto& [ref, term] : taken) {
    std::string plain = plain_letters(lower_case(term));
    claimed.emplace(ref, plain);
    structural_terms.insert(std::move(plain));
  }
  for (const auto& [en_word, term] : known) {
    if (en_word.find(' ') != std::string::npos || term.find(' ') != std::string::npos) continue;
    std::string plain = plain_letters(lower_case(term));
    if (plain.size() >= params.compound_part_letters) parts[stem_word(lower_case(en_word), "en")].push_back(std::move(plain));
  }
}

std::unique_ptr<AssociationRun::Scratch> AssociationRun::take_scratch() {
  std::lock_guard<std::mutex> lock(pool_mutex);
  if (scratch_pool.empty()) {
    auto fresh = std::make_unique<Scratch>();
    fresh->counts.assign(table.df.size(), 0);
    fresh->plain_words.resize(tr.size());
    fresh->phrase_at.resize(tr.size());
    return fresh;
  }
  std::unique_ptr<Scratch> s = std::move(scratch_pool.back());
  scratch_pool.pop_back();
  return s;
}

void AssociationRun::give_scratch(std::unique_ptr<Scratch> s) {
  std::lock_guard<std::mutex> lock(pool_mutex);
  scratch_pool.push_back(std::move(s));
}

void AssociationRun::cognate(Scratch& scratch, std::vector<Cognate>& cognates, const std::string& english,
                             const std::vector<std::uint32_t>& found) {
  constexpr std::uint32_t kUnset = 0xFFFFFFFF;
  std::vector<std::uint16_t>& target_bigrams = scratch.target_bigrams;
  std::vector<std::uint16_t>& phrase_bigrams = scratch.phrase_bigrams;
  std::vector<std::uint16_t>& pool = scratch.pool;
  bigrams(plain_letters(lower_case(english)), target_bigrams);
  Features f;
  f.measure = Measure::kCognate;
  if (target_bigrams.empty()) return;  // no letters to compare
  std::size_t n = term_stems(english, "en").size();
  // The best phrase and the best score of any other phrase, in one pass: a phrase scoring as the
  // best one does is the same phrase (the same score) or a tie that rejects the pair anyway.
  double best = 0, second = 0;
  std::string best_plain, spelling, ref;
  std::string plain;
  for (std::uint32_t t : found) {
    const IndexedText& x = tr.text(t);
    const auto& xw = *x.words;
    auto& plains = scratch.plain_words[t];
    auto& at = scratch.phrase_at[t];
    if (plains.empty()) {
      for (const StemmedWord& w : xw) plains.push_back(plain_letters(w.lower));
      at.assign(3 * xw.size(), {0, kUnset});
    }
    each_phrase(x, 1, std::min<std::size_t>(3, n + 1), [&](std::size_t first, std::size_t last, PhraseKey) {
      // Dice of two bigram lists is at most 2·min/(sum) of their sizes: a phrase that cannot
      // pass the best score found so far, nor come near the threshold, is not worth its bigrams.
      std::size_t letters = 0;
      for (std::size_t k = first; k <= last; ++k) letters += plains[k].size();
      std::size_t phrase_n = letters > 0 ? letters - 1 : 0;  // the bigrams of the joined letters
      double bound = 2.0 * static_cast<double>(std::min(phrase_n, target_bigrams.size())) /
                     static_cast<double>(phrase_n + target_bigrams.size());
      if (bound <= second || bound < params.min_cognate - params.cognate_slack) return;
      auto& [from, size] = at[3 * first + (last - first)];
      if (size == kUnset) {  // the bigrams of this phrase, kept for the next term that looks here
        plain.clear();
        for (std::size_t k = first; k <= last; ++k) plain += plains[k];
        bigrams(plain, phrase_bigrams);
        from = static_cast<std::uint32_t>(pool.size());
        size = static_cast<std::uint32_t>(phrase_bigrams.size());
        pool.insert(pool.end(), phrase_bigrams.begin(), phrase_bigrams.end());
      }
      double sim = bigram_similarity(target_bigrams, std::span<const std::uint16_t>(pool.data() + from, size));
      if (sim <= second) return;  // changes nothing below
      plain.clear();
      for (std::size_t k = first; k <= last; ++k) plain += plains[k];
      if (sim > best) {
        if (plain != best_plain) second = std::max(second, best);
        best = sim;
        best_plain = plain;
        spelling = std::string(x.text.substr(xw[first].begin, xw[last].end - xw[first].begin));
        ref = x.ref;
      } else if (sim > second && plain != best_plain) {
        second = sim;
      }
    });
  }
  // A name of several words is not the cognate of one word holding less than
  // cognate_name_letters of its letters: that word is its first only ("Feldon’s Cane": "Feldons",
  // of "Feldons Rute").
  f.found = !best_plain.empty();
  f.score = best;
  f.runner_up = second;
  f.one_word_of_name = n >= 2 && spelling.find(' ') == std::string::npos;
  f.letters = best_plain.size();
  f.english_letters = plain_letters(lower_case(english)).size();
  if (const PairRule* r = decide(f, params); r && r->verdict == Verdict::kDrop) return;
  Candidate c;
  c.source = TermSource::kAssociation;
  c.english = english;
  c.language = language;
  c.term = spelling;
  c.ref = ref;
  c.confidence = best * params.cognate_confidence;
  cognates.push_back({best_plain, best, std::move(c), f});
}

void AssociationRun::associate(Scratch& scratch, std::vector<Candidate>& sink, std::vector<Cognate>* cognates,
                               const std::string& english, const std::vector<std::uint32_t>& found, bool free_phrase,
                               bool as_written) {
  std::vector<std::uint32_t>& counts = scratch.counts;
  std::vector<std::uint32_t>& touched = scratch.touched;
  if (found.size() < params.min_units) {
    if (!found.empty() && cognates) cognate(scratch, *cognates, english, found);
    return;
  }
  std::vector<std::uint32_t> sample = even_sample(found, params.sample_units);
  Features f;
  f.measure = Measure::kDice;
  f.free_phrase = free_phrase;
  f.as_written = as_written;
  f.german = profile(language).capitalises_nouns;
  double scale = static_cast<double>(sample.size()) / static_cast<double>(found.size());
  touched.clear();
  for (std::uint32_t t : sample)
    for (std::uint32_t id : table.of_text[t]) {
      if (counts[id]++ == 0) touched.push_back(id);
    }
  std::uint32_t best = 0;
  double best_dice = -1;
  bool tied = false;  // another phrase as good: the units cannot tell them apart ("Forest": Wald, Insel, ...)
  for (std::uint32_t id : touched) {
    double dice = 2.0 * counts[id] / (static_cast<double>(sample.size()) + table.df[id] * scale);
    bool same_dice = dice > best_dice - params.dice_tie && dice < best_dice + params.dice_tie;
    bool better = dice > best_dice + params.dice_tie ||
                  (same_dice && (counts[id] > counts[best] ||
                                 (counts[id] == counts[best] && table.length[id] > table.length[best])));
    if (better) {
      tied = false;
      best_dice = dice;
      best = id;
    } else if (same_dice && counts[id] == counts[best] && table.length[id] == table.length[best]) {
      tied = true;
    }
  }
  std::uint32_t shared = touched.empty() ? 0 : counts[best];
  // A German phrase cut before its noun ("öffentliche" for "public zone", an adjective that also
  // stands before other nouns a few times): a longer phrase starting with it that shares at
  // least extend_to_noun of its units with the term, for an English term of more content words, is
  // taken when it ends in a noun ("öffentliche Zone").
  std::uint32_t longer = best;
  double min_dice = free_phrase ? params.min_dice_free : params.min_dice;
  if (profile(language).capitalises_nouns && !touched.empty() && !tied && best_dice >= min_dice) {
    std::size_t english_words = 0;
    each_word(english, "en", [&](const StemmedWord& w) { english_words += !w.stop; });
    if (english_words > table.length[best]) {
      PhraseKey mask = (PhraseKey(1) << (21 * table.length[best])) - 1;
      std::uint32_t top = 0;
      for (std::uint32_t id : touched)
        if (table.length[id] > table.length[best] && (table.keys[id] & mask) == table.keys[best] &&
            (counts[id] > top || (counts[id] == top && top > 0 && table.keys[id] < table.keys[longer]))) {
          top = counts[id];
          longer = id;
        }
      if (params.extend_to_noun.below(top, shared)) longer = best;
    }
  }
  if (longer != best) {
    std::uint32_t longer_shared = counts[longer];
    // Its last word as first written in the term's units: a noun is capitalised.
    std::vector<std::uint32_t> ls = unpack(table.keys[longer]);
    bool noun = false, seen = false;
    for (std::size_t k = 0; k < sample.size() && !seen; ++k) {
      const IndexedText& x = tr.text(sample[k]);
      const auto& xw = *x.words;
      for (std::size_t at = 0; !seen && at + ls.size() <= xw.size(); ++at) {
        bool ok = true;
        for (std::size_t q = 0; ok && q < ls.size(); ++q) ok = xw[at + q].lemma == ls[q];
        if (!ok || !is_phrase(x.text, xw, at, at + ls.size() - 1)) continue;
        seen = true;
        const StemmedWord& last = xw[at + ls.size() - 1];
        noun = starts_upper(x.text.substr(last.begin, last.end - last.begin));
      }
    }
    if (noun) {
      best = longer;
      shared = longer_shared;
      f.extended = true;
    }
  }
  for (std::uint32_t id : touched) counts[id] = 0;
  f.found = !touched.empty();
  f.tied = tied;
  f.score = best_dice;
  f.shared = shared;
  f.units = sample.size();
  if (const PairRule* r = decide(f, params); r && r->verdict == Verdict::kDrop) return;
  // The spelling to give: the citation form where the texts show it, else the one written most
  // often. German citation forms: a phrase ending in a noun as written after "ein", "eine",
  // "kein" or "keine" (nominative singular: "ein dauerhafter Effekt"); a phrase ending in a verb
  // or adjective (written in lower case) with it in the infinitive when the English term is one
  // word in its base form ("Resolve"), else in its shortest form ("verdeckt").
  std::vector<std::uint32_t> lemmas = unpack(table.keys[best]);
  struct Spelling {
    std::size_t count = 0, cited = 0;
  };
  std::map<std::string, Spelling> spellings;
  std::vector<PhrasePlace> places;  // every place it is written in the sample (German only)
  std::vector<std::string> refs;
  const bool german = profile(language).capitalises_nouns;
  for (std::uint32_t t : sample) {
    const IndexedText& x = tr.text(t);
    const auto& xw = *x.words;
    bool first = true;
    for (std::size_t at = 0; at + lemmas.size() <= xw.size(); ++at) {
      bool ok = true;
      for (std::size_t k = 0; ok && k < lemmas.size(); ++k) ok = xw[at + k].lemma == lemmas[k];
      if (!ok || !is_phrase(x.text, xw, at, at + lemmas.size() - 1)) continue;
      Spelling& sp = spellings[std::string(x.text.substr(xw[at].begin, xw[at + lemmas.size() - 1].end - xw[at].begin))];
      ++sp.count;
      if (german) places.push_back({x.text, &xw, at, at + lemmas.size() - 1});
      if (german && at > 0 && is_phrase(x.text, xw, at - 1, at)) {
        std::string_view a = xw[at - 1].lower;
        sp.cited += contains(profile(language).citation_articles, a);
      }
      if (first && refs.size() < params.association_refs) refs.push_back(x.ref);
      first = false;
    }
  }
  // The spelled stage's features are measured from here on; without a spelling there is nothing
  // to measure ("dice.no-spelling").
  f.stage = Stage::kSpelled;
  f.spelled = !spellings.empty();
  if (!f.spelled && decide(f, params)->verdict == Verdict::kDrop) return;
  // A German rendering written, at hyphen_piece of its places or more, as the end of a compound joined
  // by hyphens to a word in lower case ("Kampf-Hauptphase" of "Vor-dem-Kampf-Hauptphase") names
  // a piece of that compound: no rendering of a term of several content words ("Precombat Main
  // Phase"); a one-word term may be such a compound's head ("Step": "Segment").
  std::size_t content = 0;  // the English term's content words, and the last one's stem (its object)
  std::string object_word;
  if (german)
    each_word(english, "en", [&](const StemmedWord& w) {
      if (w.stop || !w.letters) return;
      ++content;
      object_word = std::string(w.stem);
    });
  if (german) {
    std::size_t pieces = 0;
    for (const PhrasePlace& p : places) pieces += p.first > 0 && hyphen_to_lower(p.text, *p.words, p.first, p.first - 1);
    f.content_words = content;
    f.hyphen_pieces = pieces;
    f.places = places.size();
  }
  auto last_word = [](std::string_view w) {
    std::size_t sp = w.find_last_of(" -");
    return sp == std::string_view::npos ? w : w.substr(sp + 1);
  };
  // The English term in its base form: no word ending in "-ed" or "-ing", no third person "-s".
  bool base = true;
  for (std::size_t p = 0, q; p <= english.size(); p = q + 1) {
    q = english.find(' ', p);
    if (q == std::string::npos) q = english.size();
    std::string_view w(english.data() + p, q - p);
    base &= !w.ends_with("ed") && !w.ends_with("ing") && !(p == 0 && w.ends_with("s") && !w.ends_with("ss"));
  }
  bool single = english.find_first_of(" -") == std::string::npos;  // one word, not hyphenated ("Face-Down" is no verb)
  auto rank = [&](const std::string& w) {  // (class, length preference) of a spelling; higher is better
    std::string_view last = last_word(w);
    bool lower_last = german && !last.empty() && last[0] >= 'a' && last[0] <= 'z';
    if (!lower_last) return std::pair<int, int>(0, 0);
    bool infinitive = base && single && last.ends_with("n");
    return std::pair<int, int>(infinitive ? 2 : 1, -static_cast<int>(w.size()));
  };
  auto top = std::max_element(spellings.begin(), spellings.end(), [&](const auto& a, const auto& b) {
    auto ra = rank(a.first), rb = rank(b.first);
    if (ra.first != rb.first) return ra.first < rb.first;
    if (ra.first == 2 || (ra.first == 1 && lemmas.size() == 1)) {
      if (ra.second != rb.second) return ra.second < rb.second;
    }
    if (ra.first == 0 && a.second.cited != b.second.cited) return a.second.cited < b.second.cited;
    return a.second.count < b.second.count;
  });
  // A phrase that no other source names is kept, for German, only when its translation is one
  // noun ("combat phase": "Kampfphase", "exalted ability": "Edelmut-Fähigkeit"; German writes its
  // terms as compounds): read against the EN+DE 2025 texts, 25 of 30 sampled such pairs were
  // right, of the others (a phrase, or several words: "cards must": "Karte muss") about 4 in 10.
  f.taken_elsewhere = free_phrase && structural_terms.count(plain_letters(lower_case(top->first)));
  f.one_noun = top->first.find(' ') == std::string::npos && starts_upper(top->first);  // one word, hyphens allowed
  const PairRule* rule = decide(f, params);
  if (rule->verdict == Verdict::kDrop) return;
  // German cites a verb phrase with its object and the infinitive last ("Spiel verlieren"); what
  // other sources pair the English object with tells the object from the subject.
  std::string term = top->first;
  if (german) {
    auto it = parts.find(object_word);
    static const std::vector<std::string> kNone;
    term = german_citation_form(english, top->first, places, cache, it == parts.end() ? kNone : it->second);
  }
  for (std::size_t k = 0; k < refs.size(); ++k) {
    Candidate c;
    c.source = TermSource::kAssociation;
    c.english = english;
    c.language = language;
    c.term = term;
    c.ref = refs[k];
    c.confidence = std::min(1.0, best_dice);
    c.count = k == 0 ? shared - std::min<std::size_t>(shared, refs.size() - 1) : 1;
    c.why = rule->name;
    sink.push_back(std::move(c));
  }
}

// A term of several content words and no function word that association leaves unpaired (too
// few units, a tie, or below the threshold) and no cognate names: a German noun (a capitalised
// word, or two joined by a hyphen, no piece of a compound with a word in lower case) of its units
// (an even sample of sample_units at most) holding the known German part of one of its words or more
// ("Kommandeur" in "Kommandeursteuer", "Erzfeind" and "Kommandeur" in "Erzfeind-Kommandeur";
// "marke", the head of "Zählmarke" that the texts write as a noun of its own, in
// "Endgültigkeitsmarke") with compound_spare_letters to spare at least for each word whose part is not known
// ("Inselfisch" is no rendering of "Island Fish Jasconius"). The one holding the most parts,
// then written in the most units, wins when it is written in at least compound_units of them, no other is
// as good, and no other source named it there; a compound found so for two terms is neither's
// ("Tagebaumine": "Strip Mine" or "Urza's Mine").
void AssociationRun::compose(std::vector<Candidate>& sink, const std::string& english, const std::vector<std::uint32_t>& found) {
  if (found.empty() || parts.empty()) return;
  std::vector<const std::vector<std::string>*> hints;  // per content word, its known parts
  std::size_t content = 0;
  bool function_word = false;
  each_word(english, "en", [&](const StemmedWord& w) {
    function_word |= w.stop;
    if (w.stop || !w.letters) return;
    ++content;
    if (auto it = parts.find(std::string(w.stem)); it != parts.end()) hints.push_back(&it->second);
  });
  if (content < 2 || hints.empty() || function_word) return;
  auto holds = [&](const std::string& word, const std::string& part) {
    if (word.size() < part.size() + params.compound_spare_letters) return false;
    if (word.starts_with(part) || word.ends_with(part)) return true;
    // The same head ("betaubungsmarke", "zahlmarke"): a common ending of compound_head_letters or more, less
    // than the whole part, that the texts write as a noun of its own ("Marke"; not the "igkeit"
    // of "Fähigkeit" and "Geschwindigkeit").
    std::size_t k = 0;
    while (k < part.size() && part[part.size() - 1 - k] == word[word.size() - 1 - k]) ++k;
    if (k < params.compound_head_letters || k >= part.size()) return false;
    std::string head = part.substr(part.size() - k);
    head[0] = static_cast<char>(head[0] - 'a' + 'A');
    return cache.has_word(head, language);
  };
  struct Found {
    std::size_t covered = 0;
    std::set<std::uint32_t> units;
    std::map<std::string, std::size_t> spellings;
    std::string ref;
  };
  std::map<std::string, Found> phrases;  // by plain letters
  std::vector<std::uint32_t> sample = even_sample(found, params.sample_units);  // as association reads
  for (std::uint32_t t : sample) {
    const IndexedText& x = tr.text(t);
    const auto& xw = *x.words;
    for (std::size_t a = 0; a < xw.size(); ++a)
      for (std::size_t b = a; b < a + 2 && b < xw.size(); ++b) {
        if (!xw[b].letters || xw[b].digit || xw[b].stop) break;
        if (b > a && x.text.substr(xw[a].end, xw[b].begin - xw[a].end) != "-") break;
        if (!starts_upper(x.text.substr(xw[a].begin, xw[a].end - xw[a].begin))) break;
        // Not a piece of a compound joined by hyphens with a word in lower case ("Kampf-Hauptphase"
        // of "Nach-dem-Kampf-Hauptphase"); a piece of a compound of nouns may be ("Erzfeind-
        // Kommandeur" of "Erzfeind-Kommandeur-Option").
        if ((a > 0 && hyphen_to_lower(x.text, xw, a, a - 1)) || (b + 1 < xw.size() && hyphen_to_lower(x.text, xw, b, b + 1))) continue;
        std::string plain;
        for (std::size_t k = a; k <= b; ++k) plain += plain_letters(xw[k].lower);
        std::size_t covered = 0, letters = 0;  // words whose part it holds, and those parts' letters
        for (const std::vector<std::string>* h : hints) {
          std::size_t longest = 0;
          for (const std::string& part : *h)
            if (holds(plain, part)) longest = std::max(longest, part.size());
          covered += longest > 0;
          letters += longest;
        }
        if (covered == 0 || plain.size() < letters + params.compound_spare_letters * (content - covered) || claimed.count({x.ref, plain})) continue;
        Found& p = phrases[plain];
        p.covered = covered;
        if (p.units.insert(t).second && p.ref.empty()) p.ref = x.ref;
        ++p.spellings[std::string(x.text.substr(xw[a].begin, xw[b].end - xw[a].begin))];
      }
  }
  const Found* best = nullptr;
  bool tied = false;
  for (const auto& [plain, p] : phrases) {
    if (best && std::make_pair(p.covered, p.units.size()) == std::make_pair(best->covered, best->units.size())) tied = true;
    else if (!best || std::make_pair(p.covered, p.units.size()) > std::make_pair(best->covered, best->units.size())) {
      best = &p;
      tied = false;
    }
  }
  Features f;
  f.measure = Measure::kCompound;
  f.found = best != nullptr;
  f.tied = tied;
  f.shared = best ? best->units.size() : 0;
  f.units = sample.size();
  if (const PairRule* r = decide(f, params); r && r->verdict == Verdict::kDrop) return;
  Candidate c;
  c.source = TermSource::kAssociation;
  c.english = english;
  c.language = language;
  c.term = std::max_element(best->spellings.begin(), best->spellings.end(),
                            [](const auto& a, const auto& b) { return a.second < b.second; })->first;
  c.ref = best->ref;
  c.confidence = params.compound_confidence;
  c.count = best->units.size();
  sink.push_back(std::move(c));
}

void AssociationRun::look_at_terms(std::vector<Candidate>& out) {
// The terms to look at, chosen first (what one gives does not change which others are looked
// at): the English terms, then the items of English enumerations ("The ability words are
// adamant, addendum, ..., and will of the council."), terms the glossary may not list.
std::vector<const std::string*> looked;
for (std::size_t k = 0; k < english_terms.size(); ++k) {
  const TermRead& r = term_reads[k];
  if (skipped.count(r.id) || !done.insert(r.id).second || r.function_words) continue;
  looked.push_back(&english_terms[k]);
}
for (std::size_t k = 0; k < items.size(); ++k)
  for (std::size_t i = 0; i < items[k].size(); ++i) {
    const TermRead& r = item_reads[k][i];
    if (skipped.count(r.id) || !done.insert(r.id).second || r.function_words) continue;
    looked.push_back(&items[k][i]);
  }
// Associated on the fanout's threads in small batches (a term with few units costs a cognate search,
// and such terms come in runs: a list's items), each batch's candidates and cognates in its own
// slot, appended in the order of the terms.
constexpr std::size_t kBatch = 16;
std::size_t batches = (looked.size() + kBatch - 1) / kBatch;
std::vector<std::vector<Candidate>> found_by_batch(batches);
std::vector<std::vector<Cognate>> cognates_by_batch(batches);
std::vector<std::vector<Candidate>> composed_by_batch(batches);
fanout(batches, [&](std::size_t b) {
  std::unique_ptr<Scratch> scratch = take_scratch();
  for (std::size_t f = b * kBatch, e = std::min(looked.size(), f + kBatch); f < e; ++f) {
    std::vector<Candidate>& sink = found_by_batch[b];
    std::size_t before = sink.size(), cognates_before = cognates_by_batch[b].size();
    const std::string& term = *looked[f];
    std::vector<std::uint32_t> texts = en->find(term);
    std::vector<std::uint32_t> term_units = pairs_of(texts);
    associate(*scratch, sink, &cognates_by_batch[b], term, term_units, false, false);
    // A term its stem folds into another word is looked for as written too: when none of the
    // texts writing it so holds the stem's rendering, that rendering is the other word's and the
    // one found there is the term's ("Dies": "stirbt", where its stem's texts give the
    // "Würfel" of "die"); otherwise the stem's fuller evidence stands ("Creatures": "créature").
    std::vector<std::uint32_t> written = pairs_of(written_as_is(term, texts));
    if (written.size() >= params.min_units) {
      std::vector<Candidate> as_written;
      associate(*scratch, as_written, nullptr, term, written, false, true);
      bool elsewhere = sink.size() == before;
      if (!elsewhere) {
        std::vector<std::string> stems = term_stems(sink[before].term, language);
        elsewhere = true;
        for (std::size_t k = 0; k < written.size() && elsewhere; ++k) {
          std::string lower = lower_case(tr.text(written[k]).text);
          bool all = true;
          for (const std::string& st : stems) all &= lower.find(st) != std::string::npos;
          elsewhere = !all;
        }
      }
      if (!as_written.empty() && elsewhere) {
        sink.resize(before);
        for (Candidate& c : as_written) sink.push_back(std::move(c));
      }
    }
    // Nothing found, not even a cognate: a German compound of known parts.
    if (sink.size() == before && cognates_by_batch[b].size() == cognates_before && profile(language).compounds)
      compose(composed_by_batch[b], term, term_units);
  }
  give_scratch(std::move(scratch));
});
for (std::vector<Candidate>& cs : found_by_batch)
  for (Candidate& c : cs) out.push_back(std::move(c));
// Compounds found for one term only.
std::map<std::string, std::size_t> composed_terms;  // plain letters -> English terms
for (const std::vector<Candidate>& cs : composed_by_batch)
  for (const Candidate& c : cs) ++composed_terms[plain_letters(lower_case(c.term))];
for (std::vector<Candidate>& cs : composed_by_batch)
  for (Candidate& c : cs) {
    Features f;
    f.measure = Measure::kCompound;
    f.stage = Stage::kCompared;
    f.found = true;
    f.terms_for_rendering = composed_terms[plain_letters(lower_case(c.term))];
    const PairRule* rule = decide(f, params);
    if (rule->verdict == Verdict::kDrop) continue;
    c.why = rule->name;
    out.push_back(std::move(c));
  }
std::vector<Cognate> cognates;
for (std::vector<Cognate>& cs : cognates_by_batch)
  for (Cognate& c : cs) cognates.push_back(std::move(c));
// A cognate gives way to a translation another source paired in its unit (`claimed`, plain
// letters) and to a better cognate of the same phrase there.
for (const Cognate& c : cognates) {
  Features f = c.features;
  f.stage = Stage::kCompared;
  f.claimed = claimed.count({c.candidate.ref, c.plain}) > 0;
  for (const Cognate& d : cognates)
    f.beaten |= &d != &c && d.plain == c.plain && d.candidate.ref == c.candidate.ref && d.score >= c.score;
  const PairRule* rule = decide(f, params);
  if (rule->verdict == Verdict::kDrop) continue;
  out.push_back(c.candidate);
  out.back().why = rule->name;
}
}

// Two listings of one rule with as many items ("The supertypes are basic, legendary, ongoing,
// snow, and world." / "Die Obertypen sind Andauernd, Legendär, Standard, Verschneit und Welt.")
// name the same things in another order: an English item no structural source pairs (`skip`)
// is paired with the translated item no structural source names there (`taken`) that it shares
// the most other units with (Dice over an even sample of sample_units of the English item's units and
// the units holding the translated one, the listing's own rule left out; a German item of one
// word is counted where written in lower case too), when each is the other's best, by listing_margin
// (0.1) at least over the runner-up of both, in min_units at least and with listing_min_dice (0.3) at least ("snow":
// "Verschneit", 0.5, "Standard" 0.36). Such a pair outranks an association of the item (the
// constraint to the listing's names is the stronger evidence: "snow" associates with "Schnee").
void AssociationRun::pair_listings(std::vector<Candidate>& out) {
  for (std::uint32_t k = 0; k < pairs.size(); ++k) {
    std::vector<std::string> en_items = listing(pairs[k].first, "en", params);
    if (en_items.size() < params.listing_min_items) continue;
    std::vector<std::string> tr_items = listing(pairs[k].second, language, params);
    if (tr_items.size() != en_items.size()) continue;
    const IndexedText& x = tr.text(k);
    const auto& xw = *x.words;
    // Each translated item as a phrase of the table (its words' lemmas), unless another source named
    // it; a German item of one word also as written in lower case elsewhere ("Verschneit", an
    // adjective capitalised as a name: "verschneite").
    std::vector<std::uint32_t> tr_ids, tr_lower_ids;
    std::vector<std::size_t> tr_index;
    // The listing is where its first two items stand one after the other; each item is looked for
    // from there on, as a whole word.
    std::size_t from = x.text.find(tr_items[0] + ", " + tr_items[1]);
    if (from == std::string_view::npos) continue;
    auto letter = [&](std::size_t at) {
      unsigned char c = static_cast<unsigned char>(x.text[at]);
      return c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    };
    for (std::size_t i = 0; i < tr_items.size(); ++i) {
      std::size_t at = x.text.find(tr_items[i], from);
      while (at != std::string_view::npos &&
             ((at > 0 && letter(at - 1)) || (at + tr_items[i].size() < x.text.size() && letter(at + tr_items[i].size()))))
        at = x.text.find(tr_items[i], at + 1);
      if (at == std::string_view::npos) break;
      from = at + tr_items[i].size();
      if (claimed.count({x.ref, plain_letters(lower_case(tr_items[i]))})) continue;
      PhraseKey key = 0;
      std::size_t n = 0;
      bool whole = true;
      for (const StemmedWord& w : xw)
        if (w.begin >= at && w.end <= from) {
          if (n == 3 || w.lemma >= (1u << 21)) whole = false;
          else key |= static_cast<PhraseKey>(w.lemma) << (21 * n++);
        }
      std::uint32_t id = n > 0 && whole ? table.ids.find(key) : PhraseIds::kNone;
      // A phrase of the listing's own text (one that starts with a function word is none).
      if (id == PhraseIds::kNone || !std::binary_search(table.of_text[k].begin(), table.of_text[k].end(), id)) continue;
      std::uint32_t lower_id = PhraseIds::kNone;
      if (n == 1 && profile(language).capitalises_nouns) {
        std::string lower = lower_case(tr_items[i]);
        std::uint32_t lemma = cache.lemma_id(pairing_lemma(lower, lower, language), language);
        if (lemma != 0 && lemma < (1u << 21)) lower_id = table.ids.find(lemma);
        if (lower_id == id) lower_id = PhraseIds::kNone;
      }
      tr_ids.push_back(id);
      tr_lower_ids.push_back(lower_id);
      tr_index.push_back(i);
    }
    if (tr_ids.empty()) continue;
    // Dice of every English item no other source pairs with each translated item (row by row, as
    // clear_best_pairs reads them), and the units they share.
    auto holds = [&](std::uint32_t u, std::uint32_t id) {
      return id != PhraseIds::kNone && std::binary_search(table.of_text[u].begin(), table.of_text[u].end(), id);
    };
    std::size_t columns = tr_ids.size();
    std::vector<std::size_t> en_index;
    std::vector<double> dice;
    std::vector<std::uint32_t> shared;
    for (std::size_t e = 0; e < en_items.size(); ++e) {
      if (skipped.count(concept_id(en_items[e]))) continue;
      std::vector<std::uint32_t> elsewhere;  // its other units, an even sample of sample_units at most
      for (std::uint32_t u : pairs_of(en->find(en_items[e])))
        if (u != k) elsewhere.push_back(u);
      if (elsewhere.empty()) continue;
      std::vector<std::uint32_t> sampled = even_sample(elsewhere, params.sample_units);
      double scale = static_cast<double>(sampled.size()) / static_cast<double>(elsewhere.size());
      for (std::size_t t = 0; t < columns; ++t) {
        std::uint32_t both = 0;
        for (std::uint32_t u : sampled) both += holds(u, tr_ids[t]) || holds(u, tr_lower_ids[t]);
        // Its other units (the two spellings' counts added: a unit writing both is counted twice).
        std::size_t df = table.df[tr_ids[t]] - 1 + (tr_lower_ids[t] == PhraseIds::kNone ? 0 : table.df[tr_lower_ids[t]]);
        dice.push_back(2.0 * both / (static_cast<double>(sampled.size()) + static_cast<double>(df) * scale));
        shared.push_back(both);
      }
      en_index.push_back(e);
    }
    for (const auto& [r, c] : clear_best_pairs(dice, en_index.size(), columns, params.listing_margin)) {
      Features f;
      f.measure = Measure::kListing;
      f.found = true;
      f.score = dice[r * columns + c];
      f.shared = shared[r * columns + c];
      const PairRule* rule = decide(f, params);
      if (rule->verdict == Verdict::kDrop) continue;
      Candidate cand;
      cand.source = TermSource::kListing;
      cand.english = en_items[en_index[r]];
      cand.language = language;
      cand.term = tr_items[tr_index[c]];
      cand.ref = x.ref;
      cand.confidence = dice[r * columns + c];
      cand.count = 1;  // one listing (its units would outweigh how the English term is written elsewhere)
      cand.why = rule->name;
      out.push_back(std::move(cand));
    }
  }
}

// Which phrases are looked at does not depend on what the others give: they are chosen first,
// then associated on the fanout's threads in slices, each slice's candidates in its own slot,
// appended in the order of the phrases.
void AssociationRun::look_at_free_phrases(std::vector<Candidate>& out) {
  std::vector<std::pair<std::string, std::uint32_t>> free_terms;  // (spelling, phrase)
  for (std::size_t k = 0; k < order.size(); ++k) {
    auto& [spelling, id] = free_reads[k];
    if (skipped.count(id) || !done.insert(id).second) continue;
    free_terms.emplace_back(std::move(spelling), order[k].second);
  }
  // Eight slices per thread (phrases differ in cost: a thread done early takes another), each
  // slice's scratch from the pool.
  std::size_t slices = std::max<std::size_t>(1, std::min<std::size_t>(free_terms.size(), jobs * 8));
  std::vector<std::vector<Candidate>> found_by_slice(slices);
  fanout(slices, [&](std::size_t k) {
    std::unique_ptr<Scratch> scratch = take_scratch();
    for (std::size_t f = k * free_terms.size() / slices, e = (k + 1) * free_terms.size() / slices; f < e; ++f) {
      std::uint32_t i = free_terms[f].second;
      associate(*scratch, found_by_slice[k], nullptr, free_terms[f].first,
                std::vector<std::uint32_t>(free_texts.begin() + free_start[i], free_texts.begin() + free_start[i + 1]), true, false);
    }
    give_scratch(std::move(scratch));
  });
  for (std::vector<Candidate>& cs : found_by_slice)
    for (Candidate& c : cs) out.push_back(std::move(c));
}

void AssociationRun::run(std::vector<Candidate>& out) {
  if (!read_pairs()) return;
  if (en) {
    bool same = en->size() == pair_of.size();
    for (std::size_t k = 0; same && k < pairs.size(); ++k) same = en->text(english_of[k]).text.data() == pairs[k].first.data();
    if (!same) throw std::logic_error("find_associated_terms: the English index given is not that of the units");
  }
  // Four tasks: the English texts indexed (unless given) and their repeated phrases collected, the
  // translations' words read and their phrases numbered (each chain reads only its own language's
  // part of the cache), the terms read and the enumerations' items read.
  fanout(4, [&](std::size_t k) {
    if (k == 0) english_chain();
    else if (k == 1) translated_chain();
    else if (k == 2) read_terms();
    else read_items();
  });
  read_known();
  look_at_terms(out);
  pair_listings(out);
  look_at_free_phrases(out);
}

}  // namespace

std::vector<std::string> enumeration_items(std::string_view text) {
  std::vector<std::string> out;
  for (std::size_t are = text.find(" are "); are != std::string_view::npos; are = text.find(" are ", are + 1)) {
    std::size_t end = text.find('.', are);
    if (end == std::string_view::npos) end = text.size();
    std::string_view list = text.substr(are + 5, end - are - 5);
    if (list.find(", and ") == std::string_view::npos) continue;
    std::size_t commas = 0;
    for (char c : list) commas += c == ',';
    if (commas < 4) continue;  // a list of terms, not a clause with a comma
    std::size_t start = 0;
    while (start < list.size()) {
      std::size_t comma = list.find(", ", start);
      std::string_view item = list.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
      if (item.substr(0, 4) == "and ") item.remove_prefix(4);
      std::size_t words = 1;
      for (char c : item) words += c == ' ';
      bool digits = false;
      for (char c : item) digits |= c >= '0' && c <= '9';
      // Letters listed one by one ("The vowels are A, E, I, O, U, and Y.") are no terms.
      bool letter = item.size() == 1;
      if (!item.empty() && !letter && words <= 3 && !digits && item.find('(') == std::string_view::npos) out.emplace_back(item);
      if (comma == std::string_view::npos) break;
      start = comma + 2;
    }
  }
  return out;
}

void find_associated_terms(const std::vector<InputUnit>& units, const std::string& language,
                           const std::vector<std::string>& english_terms, const std::vector<std::string>& skip,
                           const AssociationOptions& options, WordCache& cache, std::vector<Candidate>& out,
                           const std::vector<std::pair<std::string, std::string>>& taken, const TextIndex* english,
                           const std::vector<std::pair<std::string, std::string>>& known) {
  AssociationRun(units, language, english_terms, skip, options, cache, taken, english, known).run(out);
}

}  // namespace rulecorp
