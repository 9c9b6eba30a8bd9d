// Every rule and ruling is split into words first (words.h), one language per thread, and the
// sources that need no split words (headings, CR glossaries, cards, list cognates) run beside
// them; then the definitions and glosses run beside the languages' text indexes, and the
// candidates are put in order of their evidence (headings, CR glossaries, definitions and glosses,
// cards, list cognates). Then association looks, per language (reading the English text index
// made here), for the English terms no structure paired (the English glossary's terms, the other
// languages' pairs) and for repeated English phrases, the terms and free phrases on several
// threads. Every candidate goes to the concept of its English term (concept_id, computed on
// several threads); the candidates are grouped by concept (beside the search for associations
// that are pieces of longer terms), and each concept is merged and made from its own group alone, the concepts on several
// threads. Within a language, candidates whose stems agree are one variant ("Kampfphase",
// "Kampfphasen"), spelled as written most often. A list cognate or an association that a better
// source contradicts is dropped, and so is a single card's pair that the CR's headings or
// glossaries contradict, and an association whose rendering belongs to a longer English term. The
// variant of the best source is preferred; the others are admitted, or deprecated when they occur
// in fewer than `params.deprecated_share` of the places the concept's variants occur
// (rules and rulings of that language, found through a TextIndex). Structural sources that name
// different variants are recorded as a conflict. Context: the first sentence (ICU sentence
// breaks, found once per text for every thread) of the first rule using the term that is not its
// own heading.
#include "glossary/glossary_builder.h"

#include <unicode/brkiter.h>
#include <unicode/utext.h>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <unordered_map>

#include "common/parallel.h"
#include "glossary/card_terms.h"
#include "glossary/cr_glossary.h"
#include "glossary/glosses.h"
#include "glossary/headings.h"
#include "glossary/list_cognates.h"
#include "glossary/text_index.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

struct VariantBuild {
  std::map<std::string, std::size_t> spellings;
  int best_source = 99;
  std::size_t count = 0;
  std::size_t occurrences = 0;
};

struct ConceptBuild {
  std::map<std::string, std::map<std::string, VariantBuild>> variants;  // language -> stem key -> variant
  std::map<std::tuple<int, std::string, std::string>, TermEvidence> evidence;  // (source, language, key)
  std::map<std::string, std::string> definitions;                        // language -> definition
  std::string part_of_speech;
  int pos_source = 99;
};

// The stem numbers of a stem key of `language` ("kampfphas" -> {17}); 0 for a stem no text has.
std::vector<std::uint32_t> ids_of(const WordCache& cache, const std::string& key, const std::string& language) {
  std::vector<std::uint32_t> out;
  for (std::size_t p = 0, q; p <= key.size(); p = q + 1) {
    q = key.find(' ', p);
    if (q == std::string::npos) q = key.size();
    out.push_back(cache.stem_id(key.substr(p, q - p), language));
  }
  return out;
}

// The sentence boundaries of each text (ICU sentence breaks), found once per text and shared by
// the threads: many concepts take their context from the same long rule (205.3m lists every
// creature type).
class Sentences {
 public:
  // The sentence of `text` around byte `at`, without trailing spaces. Safe on several threads.
  std::string at(std::string_view text, std::size_t at) {
    std::shared_ptr<const std::vector<std::int32_t>> found;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (auto it = bounds_.find(text.data()); it != bounds_.end()) found = it->second;
    }
    if (!found) {  // two threads may break one text at once: the same boundaries, one kept
      auto fresh = std::make_shared<const std::vector<std::int32_t>>(breaks(text));
      std::lock_guard<std::mutex> lock(mutex_);
      found = bounds_.try_emplace(text.data(), std::move(fresh)).first->second;
    }
    const std::vector<std::int32_t>& b = *found;
    auto end = std::upper_bound(b.begin(), b.end(), static_cast<std::int32_t>(at));
    if (end == b.begin() || end == b.end()) return std::string(text);
    std::string s(text.substr(static_cast<std::size_t>(end[-1]), static_cast<std::size_t>(*end - end[-1])));
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s;
  }

 private:
  static std::vector<std::int32_t> breaks(std::string_view text) {
    std::vector<std::int32_t> out;
    UErrorCode status = U_ZERO_ERROR;
    thread_local std::unique_ptr<icu::BreakIterator> it(icu::BreakIterator::createSentenceInstance(icu::Locale::getRoot(), status));
    if (!it) return out;
    UText* ut = utext_openUTF8(nullptr, text.data(), static_cast<std::int64_t>(text.size()), &status);
    it->setText(ut, status);
    for (std::int32_t p = it->first(); p != icu::BreakIterator::DONE && U_SUCCESS(status); p = it->next()) out.push_back(p);
    static const icu::UnicodeString kEmpty;
    it->setText(kEmpty);
    utext_close(ut);
    if (U_FAILURE(status)) out.clear();
    return out;
  }

  std::mutex mutex_;
  std::unordered_map<const char*, std::shared_ptr<const std::vector<std::int32_t>>> bounds_;  // texts outlive the build
};

// An association whose rendering another candidate gives to a longer English term holding its
// words names a piece of that term ("Untap": "Enttappsegment", the heading "Untap Step"'s; "Snow":
// "Schnee-Manasymbol", of "Snow Mana Symbol"), when the longer pair is structural or at least as
// strongly associated.
// By candidate, 1 for such a piece.
std::vector<char> find_pieces(const std::vector<Candidate>& cands, const std::vector<std::string>& term_keys,
                              const std::vector<std::string>& english_keys) {
  std::vector<char> piece(cands.size(), 0);
  struct PairHash {
    std::size_t operator()(const std::pair<std::string_view, std::string_view>& p) const {
      return std::hash<std::string_view>()(p.first) * 31 + std::hash<std::string_view>()(p.second);
    }
  };
  // (language, stem key) -> the candidates rendering it, in their order
  std::unordered_map<std::pair<std::string_view, std::string_view>, std::vector<std::uint32_t>, PairHash> rendering_of;
  for (std::uint32_t k = 0; k < cands.size(); ++k)
    rendering_of[{cands[k].language, term_keys[k]}].push_back(k);
  for (std::uint32_t k = 0; k < cands.size(); ++k) {
    if (cands[k].source != TermSource::kAssociation) continue;
    const std::string padded = " " + english_keys[k] + " ";
    for (std::uint32_t o : rendering_of.at({cands[k].language, term_keys[k]})) {
      const std::string& theirs = english_keys[o];
      if (theirs.size() + 2 <= padded.size() || (" " + theirs + " ").find(padded) == std::string::npos) continue;
      if (cands[o].source < TermSource::kAssociation || cands[o].confidence >= cands[k].confidence) {
        piece[k] = 1;
        break;
      }
    }
  }
  return piece;
}

// A concept from its build: it reads the indexes and the cache and writes only its own build.
std::optional<Concept> make_concept(const std::string& id, ConceptBuild& b, Sentences& sentences,
                                    const std::vector<std::string>& languages, const std::map<std::string, TextIndex>& indexes,
                                    const WordCache& cache, const GlossaryParams& params) {
  Concept c;
  c.id = id;
  for (const std::string& l : languages) {
    auto vit = b.variants.find(l);
    if (vit == b.variants.end()) continue;
    const TextIndex& index = indexes.at(l);
    std::vector<std::pair<std::string_view, VariantBuild*>> vs;
    std::size_t total = 0, total_count = 0;
    struct Found {
      std::vector<std::uint32_t> stems, texts;  // the key's stem numbers, the texts holding them
    };
    std::map<std::string_view, Found> found;  // by stem key
    for (auto& [key, v] : vit->second) {
      Found& f = found[key];
      f.stems = ids_of(cache, key, l);
      f.texts = index.find(f.stems);
      v.occurrences = f.texts.size();
      total += v.occurrences;
      total_count += v.count;
      vs.emplace_back(key, &v);
    }
    std::sort(vs.begin(), vs.end(), [](const auto& x, const auto& y) {
      if (x.second->best_source != y.second->best_source) return x.second->best_source < y.second->best_source;
      if (x.second->occurrences != y.second->occurrences) return x.second->occurrences > y.second->occurrences;
      if (x.second->count != y.second->count) return x.second->count > y.second->count;
      return x.first < y.first;
    });
    Term t;
    t.language = l;
    t.part_of_speech = b.part_of_speech;
    for (std::size_t k = 0; k < vs.size(); ++k) {
      const VariantBuild& v = *vs[k].second;
      Variant var;
      var.text = std::max_element(v.spellings.begin(), v.spellings.end(), [](const auto& x, const auto& y) {
                   return x.second < y.second;
                 })->first;
      var.count = v.count;
      if (k == 0) var.status = TermStatus::kPreferred;
      else {
        double share = total > 0 ? static_cast<double>(v.occurrences) / static_cast<double>(total)
                                 : static_cast<double>(v.count) / static_cast<double>(std::max<std::size_t>(1, total_count));
        // A variant a heading or a CR glossary names (a homonym's other heading) stays admitted.
        bool structural = v.best_source <= static_cast<int>(TermSource::kCrGlossary);
        var.status = share < params.deprecated_share && !structural ? TermStatus::kDeprecated : TermStatus::kAdmitted;
      }
      t.variants.push_back(std::move(var));
    }
    if (auto d = b.definitions.find(l); d != b.definitions.end()) t.definition = d->second;
    const Found& first = found.at(vs[0].first);
    const std::vector<std::uint32_t>& stems = first.stems;
    for (std::uint32_t x : first.texts) {
      if (!t.context.empty() && t.rules.size() >= params.max_rules) break;  // nothing more to take
      const IndexedText& it = index.text(x);
      bool ruling = it.ref.find(':') != std::string::npos;
      if (!ruling && t.rules.size() < params.max_rules) t.rules.push_back(it.ref);
      if (t.context.empty() && it.words->size() > stems.size()) {
        std::size_t at = index.find_in(x, stems);
        t.context = sentences.at(it.text, (*it.words)[at].begin);
        t.context_rule = it.ref;
      }
    }
    // Structural sources naming different variants disagree.
    std::map<std::string, std::string> by_source;  // source name -> variant spelling
    for (const auto& [key, e] : b.evidence)
      if (std::get<1>(key) == l && std::get<0>(key) < static_cast<int>(TermSource::kAssociation)) {
        std::string name(term_source_name(e.source));
        if (!by_source.count(name)) by_source[name] = std::get<2>(key);
      }
    std::set<std::string> distinct;
    for (const auto& [n, k] : by_source) distinct.insert(k);
    if (distinct.size() > 1) {
      std::string msg = l + ":";
      for (const auto& [key, e] : b.evidence)
        if (std::get<1>(key) == l && std::get<0>(key) < static_cast<int>(TermSource::kAssociation))
          msg += " " + std::string(term_source_name(e.source)) + " gives \xE2\x80\x9C" + e.term + "\xE2\x80\x9D (" + e.refs.front() + ");";
      msg.pop_back();
      c.conflicts.push_back(std::move(msg));
    }
    c.terms.push_back(std::move(t));
  }
  if (c.terms.size() < 2) return std::nullopt;
  for (auto& [key, e] : b.evidence) c.evidence.push_back(std::move(e));
  return c;
}

}  // namespace

Glossary build_glossary(const std::vector<InputUnit>& units, const GlossaryOptions& options) {
  const Fanout& fanout = options.fanout;
  const unsigned jobs = fanout.width();  // how many slices
  WordCache cache;
  // Every rule and ruling split into words up front, the languages in parallel, and beside them
  // the sources that read no words of the cache (each into its own list).
  std::vector<Candidate> headings, cards, lists;
  {
    std::vector<std::pair<std::string_view, std::string_view>> texts;
    for (const InputUnit& u : units)
      if (u.kind == InputKind::kRule || u.kind == InputKind::kRuling)
        for (const InputSide& s : u.sides) texts.emplace_back(s.text, s.language);
    std::vector<std::function<void()>> tasks = cache.split_tasks(texts);
    tasks.emplace_back([&] { find_list_cognates(units, lists, options.params); });
    tasks.emplace_back([&] {
      find_heading_terms(units, headings);
      if (options.cr_glossary) find_cr_glossary_terms(units, headings);
      find_card_terms(units, cards);
    });
    fanout(tasks.size(), [&](std::size_t k) { tasks[k](); });
  }
  std::set<std::string> languages;
  {
    std::vector<std::string_view> seen;  // a few languages over many sides: compared, not inserted each time
    for (const InputUnit& u : units)
      for (const InputSide& s : u.sides)
        if (std::find(seen.begin(), seen.end(), s.language) == seen.end()) seen.push_back(s.language);
    languages.insert(seen.begin(), seen.end());
  }
  Glossary g;
  if (languages.count("en")) g.languages.push_back("en");
  for (const std::string& l : languages)
    if (code_language(l) != Language::kEn) g.languages.push_back(l);

  // Where each language's variants occur: rules (by number) and rulings (by unit id).
  // One index per language, each a task (its texts are split already: the tasks only read the
  // cache), beside them the definitions and glosses (which read the split words too).
  std::map<std::string, TextIndex> indexes;
  for (const std::string& l : g.languages) indexes.emplace(l, TextIndex(l, cache));
  std::vector<Candidate> defined;
  fanout(g.languages.size() + 1, [&](std::size_t k) {
    if (k == 0) {
      find_defined_terms(units, cache, defined);
      return;
    }
    const std::string& l = g.languages[k - 1];
    TextIndex& index = indexes.at(l);
    for (const InputUnit& u : units) {
      if (u.kind != InputKind::kRule && u.kind != InputKind::kRuling) continue;
      if (const InputSide* s = u.side(l)) index.add(s->number.empty() ? u.id : s->number, s->text);
    }
  });
  // In the order of their evidence: headings, CR glossaries, definitions and glosses, cards, list
  // cognates.
  std::vector<Candidate> cands = std::move(headings);
  for (std::vector<Candidate>* part : {&defined, &cards, &lists})
    for (Candidate& c : *part) cands.push_back(std::move(c));

  // The concept id of each candidate, on the fanout's threads (concept_id is a pure function).
  std::vector<std::string> ids;
  auto fill_ids = [&](std::size_t from) {
    ids.resize(cands.size());
    std::size_t n = cands.size() - from, slices = std::max<std::size_t>(1, std::min<std::size_t>(n / 256, jobs * 4));
    fanout(slices, [&](std::size_t k) {
      for (std::size_t i = from + k * n / slices, e = from + (k + 1) * n / slices; i < e; ++i) ids[i] = concept_id(cands[i].english);
    });
  };
  fill_ids(0);

  if (options.association) {
    std::vector<std::string> targets = english_glossary_terms(units);
    for (const Candidate& c : cands) targets.push_back(c.english);
    std::size_t structural = cands.size();
    for (const std::string& l : g.languages) {
      if (code_language(l) == Language::kEn) continue;
      std::vector<std::string> skip;
      std::vector<std::pair<std::string, std::string>> taken, known;
      for (std::size_t k = 0; k < structural; ++k) {
        if (cands[k].language != l) continue;
        known.emplace_back(cands[k].english, cands[k].term);
        if (cands[k].source != TermSource::kCard) {
          skip.push_back(ids[k]);
          taken.emplace_back(cands[k].ref, cands[k].term);
        }
      }
      AssociationOptions association{options.params, fanout};
      find_associated_terms(units, l, targets, skip, association, cache, cands, taken, indexes.count("en") ? &indexes.at("en") : nullptr,
                            known);
    }
  }

  fill_ids(ids.size());

  // The stem keys of each candidate's term and English term, on the fanout's threads.
  std::vector<std::string> term_keys(cands.size()), english_keys(cands.size());
  {
    std::size_t n = cands.size(), slices = std::max<std::size_t>(1, std::min<std::size_t>(n / 256, jobs * 4));
    fanout(slices, [&](std::size_t k) {
      for (std::size_t i = k * n / slices, e = (k + 1) * n / slices; i < e; ++i) {
        term_keys[i] = cache.stem_key(cands[i].term, cands[i].language);
        english_keys[i] = cache.stem_key(cands[i].english, "en");
      }
    });
  }
  std::vector<char> piece;
  // Every candidate goes to the concept of its id: the candidates grouped by id (in their order
  // within a group), each group merged and made into its concept on its own, the groups in slices
  // on the fanout's threads, each concept into its slot (in the order of the ids). The groups are found
  // by hashing and put in the order of their ids, beside the pieces above.
  std::vector<std::uint32_t> by_id;
  std::vector<std::pair<std::size_t, std::size_t>> groups;  // [first, last) in by_id
  auto group = [&] {
    std::unordered_map<std::string_view, std::uint32_t> group_of;  // id -> its place in `members`
    std::vector<std::vector<std::uint32_t>> members;
    for (std::uint32_t k = 0; k < cands.size(); ++k) {
      auto [it, fresh] = group_of.try_emplace(ids[k], static_cast<std::uint32_t>(members.size()));
      if (fresh) members.emplace_back();
      members[it->second].push_back(k);
    }
    std::vector<std::uint32_t> order(members.size());
    for (std::uint32_t g = 0; g < order.size(); ++g) order[g] = g;
    std::sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) { return ids[members[x][0]] < ids[members[y][0]]; });
    by_id.reserve(cands.size());
    for (std::uint32_t g : order) {
      groups.emplace_back(by_id.size(), by_id.size() + members[g].size());
      by_id.insert(by_id.end(), members[g].begin(), members[g].end());
    }
  };
  fanout(2, [&](std::size_t k) {
    if (k == 0) piece = find_pieces(cands, term_keys, english_keys);
    else group();
  });

  // The build of one concept from its candidates (by_id[first, last)), or nullopt when none is
  // kept.
  // Weak evidence gives way to better evidence that pairs the same English term otherwise in that
  // language. A list cognate is spelling alone: it is a false friend there ("Soldier": the cards'
  // "Soldat", not "Söldner"); so is a pair of listing items (the cards' or a heading's term wins). An
  // association is co-occurrence alone: it is another word of the same
  // rules there ("Wizard": the cards' "Zauberer", not "Räuber"; "Merfolk": "Meervolk", not a clause
  // of 205.3m). A keyword of one card that the CR's heading or glossary names otherwise is a card
  // whose printed text predates its Oracle wording ("Menace": "Bedrohlich", not "Todesberührung").
  auto merge = [&](std::size_t first, std::size_t last) -> std::optional<ConceptBuild> {
    const std::string& id = ids[by_id[first]];
    if (id.empty()) return std::nullopt;
    // What the concept's candidates say per language and per (language, stem key).
    std::map<std::pair<std::string, std::string>, TermSource> best_agreeing;  // (language, stem key)
    std::map<std::string, TermSource> best_pairing;                            // language
    std::map<std::pair<std::string, std::string>, std::size_t> cards_of;      // (language, stem key)
    for (std::size_t k = first; k < last; ++k) {
      const Candidate& c = cands[by_id[k]];
      const std::string& key = term_keys[by_id[k]];
      if (c.source == TermSource::kCard) cards_of[{c.language, key}] += c.count;
      auto note_best = [&](auto& m, auto x) {
        auto [it, fresh] = m.try_emplace(std::move(x), c.source);
        if (!fresh) it->second = std::min(it->second, c.source);
      };
      note_best(best_agreeing, std::make_pair(c.language, key));
      note_best(best_pairing, c.language);
    }
    auto outranked = [&](const Candidate& c, const std::string& key, TermSource better_than) {
      auto p = best_pairing.find(c.language);
      if (p == best_pairing.end() || p->second >= better_than) return false;
      auto a = best_agreeing.find({c.language, key});
      return a == best_agreeing.end() || a->second >= better_than;
    };
    std::optional<ConceptBuild> build;
    for (std::size_t k = first; k < last; ++k) {
      const Candidate& c = cands[by_id[k]];
      const std::string& term_key = term_keys[by_id[k]];
      if (c.term.empty() || c.english.empty() || c.term.size() > options.params.max_term_bytes || c.english.size() > options.params.max_term_bytes) continue;
      if ((c.source == TermSource::kListCognate || c.source == TermSource::kListing || c.source == TermSource::kAssociation) &&
          outranked(c, term_key, c.source))
        continue;
      if (piece[by_id[k]]) continue;
      if (c.source == TermSource::kCard && cards_of.at({c.language, term_key}) == 1 && outranked(c, term_key, TermSource::kDefinition))
        continue;
      if (!build) build.emplace();
      ConceptBuild& b = *build;
      int rank = static_cast<int>(c.source);
      auto note = [&](const std::string& language, const std::string& text, const std::string& stems) {
        const std::string& key = stems.empty() ? text : stems;
        VariantBuild& v = b.variants[language][key];
        v.spellings[text] += c.count;
        v.best_source = std::min(v.best_source, rank);
        v.count += c.count;
        return key;
      };
      note("en", c.english, english_keys[by_id[k]]);
      const std::string& key = note(c.language, c.term, term_key);
      TermEvidence& e = b.evidence[{rank, c.language, key}];
      if (e.refs.empty() && e.count == 0) {
        e.source = c.source;
        e.language = c.language;
        e.english = c.english;
        e.term = c.term;
        e.confidence = c.confidence;
        e.why = c.why;
      }
      if (e.refs.size() < 5 && std::find(e.refs.begin(), e.refs.end(), c.ref) == e.refs.end()) e.refs.push_back(c.ref);
      e.count += c.count;
      e.confidence = std::max(e.confidence, c.confidence);
      if (!c.definition.empty() && !b.definitions.count(c.language)) b.definitions[c.language] = c.definition;
      if (!c.english_definition.empty() && !b.definitions.count("en")) b.definitions["en"] = c.english_definition;
      if (!c.part_of_speech.empty() && rank < b.pos_source) {
        b.part_of_speech = c.part_of_speech;
        b.pos_source = rank;
      }
    }
    return build;
  };

  std::vector<std::optional<Concept>> made(groups.size());
  Sentences sentences;
  std::size_t slices = std::max<std::size_t>(1, std::min<std::size_t>(groups.size(), jobs * 8));
  fanout(slices, [&](std::size_t k) {
    for (std::size_t i = k * groups.size() / slices, e = (k + 1) * groups.size() / slices; i < e; ++i)
      if (std::optional<ConceptBuild> b = merge(groups[i].first, groups[i].second))
        made[i] = make_concept(ids[by_id[groups[i].first]], *b, sentences, g.languages, indexes, cache, options.params);
  });
  for (std::optional<Concept>& c : made)
    if (c) g.concepts.push_back(std::move(*c));
  return g;
}

}  // namespace rulecorp
