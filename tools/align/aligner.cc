// The orchestration of align_documents, in the order of the output:
//  1. Slots: the pivot language first, then one slot per translation ("de", a second German input
//     "de-2"). Every pivot-language document shares the pivot slot. Document ids (document_ids())
//     name rulings units, so no id depends on a path.
//  2. Rules: each translation is paired with the pivot-language document that fits it best (the
//     edition it was translated from: edition_fit), then pair_rules() runs per translation and the
//     pairs are merged into one unit per pivot rule, each translation's member with its own status;
//     extras keep their place after the rule before. Misnumbered pairs whose numbers form a cycle
//     (the translation's 702.62c is the English 702.62d and the other way round) are swapped; when
//     most of a translation's rules carry numbers of other three-digit rules (502.83 for 702.80),
//     the translation was made from another edition: its misnumbered members are `edition`.
//  3. Rulings: the pivot-language document with the most rulings leads; each translation's rulings
//     are aligned to it with align_paragraphs() (unless their pairs' contents disagree throughout:
//     rulings of another card stay units of their own); rulings of other pivot-language documents are
//     matched as variants and placed right after the ruling they restate.
//  4. Glossary entries (alphabetical in each language, so not aligned in order): the German file's
//     English pointers ("Abandon -> Fallenlassen") pair entries first, then identical terms, then
//     definitions citing the same rules (best first, the terms' likeness deciding between
//     definitions alike; then pairs trade partners while that raises their sum).
// The evidence of rules, rulings and glossary entries (the bulk of the work) is made in tasks the
// caller's Fanout runs (the pipeline's threads), over ranges of each document's blocks (evidence.h),
// and so are the rule pairing's per-rule comparisons (rule_aligner.h); the glossary (which reads
// only the documents) is aligned as a task beside the rules and rulings, into its own vector,
// appended after them. No thread is started here.
// Nothing is reported here: tools/check derives the findings from the members' statuses.
#include "align/aligner.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <unordered_map>

#include "align/paragraph_aligner.h"
#include "align/rule_aligner.h"
#include "common/parallel.h"

namespace rulecorp {
namespace {

std::size_t count_kind(const Document& d, BlockKind k) {
  return static_cast<std::size_t>(std::count_if(d.blocks.begin(), d.blocks.end(), [k](const Block& b) { return b.kind == k; }));
}

// How much the terms' likeness weighs beside the definitions' when glossary entries are paired
// by their definitions: enough to decide between entries defined alike, too little to outweigh a
// clearly better definition.
constexpr double kTermWeight = 0.1;

// The average content score of a rulings document's pairs at or below which it is not taken for a
// translation of the lead document's rulings (measured on the seeds: the German rulings of another
// card score 0.33 against the English exalted rulings; translations of them 0.77 and more).
constexpr double kUnrelatedRulings = 0.4;

// A term's letters for term_likeness: folded (normalise_term), spaces and hyphens dropped.
std::string letters_of(std::string_view term) {
  std::string t = normalise_term(term);
  std::erase_if(t, [](char c) { return c == ' ' || c == '-'; });
  return t;
}

// The Dice coefficient of two terms' byte trigrams (letters_of): 1 for the same letters, 0 for none
// shared.
double term_likeness(const std::string& a, const std::string& b) {
  if (a.size() < 3 || b.size() < 3) return 0;
  auto grams = [](const std::string& s) {
    std::vector<std::uint32_t> g;
    for (std::size_t i = 0; i + 3 <= s.size(); ++i)
      g.push_back(static_cast<std::uint32_t>(static_cast<unsigned char>(s[i])) << 16 |
                  static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + 1])) << 8 | static_cast<unsigned char>(s[i + 2]));
    std::sort(g.begin(), g.end());
    g.erase(std::unique(g.begin(), g.end()), g.end());
    return g;
  };
  std::vector<std::uint32_t> x = grams(a), y = grams(b), both;
  std::set_intersection(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(both));
  return 2.0 * static_cast<double>(both.size()) / static_cast<double>(x.size() + y.size());
}

// Marks the misnumbered pairs whose numbers form a cycle (each carries the number of another pair's
// original) as swapped.
void mark_swaps(const Document& pd, const Document& td, std::vector<RulePair>& pairs) {
  std::unordered_map<std::uint32_t, std::uint32_t> to;  // pivot number -> translation number
  for (const RulePair& r : pairs)
    if (r.p >= 0 && r.t >= 0 && r.status == UnitStatus::kMisnumbered)
      to[pd.blocks[static_cast<std::size_t>(r.p)].number.key()] = td.blocks[static_cast<std::size_t>(r.t)].number.key();
  for (RulePair& r : pairs) {
    if (r.p < 0 || r.t < 0 || r.status != UnitStatus::kMisnumbered) continue;
    std::uint32_t start = pd.blocks[static_cast<std::size_t>(r.p)].number.key();
    std::uint32_t x = to.at(start);
    for (int step = 0; step < 8 && x != start; ++step) {
      auto it = to.find(x);
      if (it == to.end()) break;
      x = it->second;
    }
    if (x == start) r.status = UnitStatus::kSwapped;
  }
}

// True when most rules of a translation carry the numbers of other three-digit rules than their
// originals (502.83 for 702.80): it was made from another edition.
bool from_other_edition(const Document& pd, const Document& td, const std::vector<RulePair>& pairs) {
  std::size_t paired = 0, moved = 0;
  for (const RulePair& r : pairs) {
    if (r.p < 0 || r.t < 0) continue;
    ++paired;
    moved += r.status != UnitStatus::kOk && r.status != UnitStatus::kDuplicate &&
             pd.blocks[static_cast<std::size_t>(r.p)].number.rule() != td.blocks[static_cast<std::size_t>(r.t)].number.rule();
  }
  return paired >= 2 && moved * 2 > paired;
}

class Builder {
 public:
  Builder(const std::vector<const Document*>& docs, const AlignOptions& o, const Fanout& fanout)
      : docs_(docs), opt_(o), fanout_(fanout) {}

  Alignment run() {
    a_.mode = Alignment::Mode::kLanguages;
    a_.docs = docs_;
    std::vector<std::string> ids = document_ids(docs_);
    for (std::string& id : ids) a_.documents.push_back({std::move(id)});
    if (docs_.empty()) return std::move(a_);
    pivot_ = docs_[0]->language;
    for (const Document* d : docs_)
      if (d->language == Language::kEn) pivot_ = Language::kEn;
    a_.slots.push_back({std::string(language_code(pivot_)), 1, {}});
    slot_of_.assign(docs_.size(), 0);
    rules_.assign(docs_.size(), std::nullopt);
    std::map<std::string, int> used;
    for (std::size_t k = 0; k < docs_.size(); ++k) {
      if (docs_[k]->language == pivot_) continue;
      std::string code(language_code(docs_[k]->language));
      slot_of_[k] = static_cast<int>(a_.slots.size());
      a_.slots.push_back({code, ++used[code], {}});
    }
    // The glossary reads only the documents and the slots: it is aligned beside the rules and
    // rulings (two tasks), and its units follow theirs.
    std::vector<Unit> glossary;
    fanout_(2, [&](std::size_t k) {
      if (k == 1) {
        glossary = align_glossary();
        return;
      }
      align_rules();
      align_rulings();
    });
    a_.units.reserve(a_.units.size() + glossary.size());
    for (Unit& u : glossary) a_.units.push_back(std::move(u));
    for (Unit& u : a_.units) u.summarise();
    make_ids_unique(a_.units);
    return std::move(a_);
  }

 private:
  Unit new_unit(UnitKind kind) const {
    Unit u;
    u.kind = kind;
    u.members.resize(a_.slots.size());
    return u;
  }

  static Member member(std::size_t doc, std::int32_t block, std::int32_t count = 1) {
    Member m;
    m.doc = static_cast<std::int32_t>(doc);
    m.block = block;
    m.count = count;
    return m;
  }

  static Member missing(std::size_t doc) {
    Member m;
    m.doc = static_cast<std::int32_t>(doc);
    m.status = UnitStatus::kMissing;
    m.score = 0;
    return m;
  }

  // The rules of document `k` with their evidence, computed once.
  const std::vector<RuleItem>& rules_of(std::size_t k) {
    if (!rules_[k]) rules_[k] = collect_rules(*docs_[k], fanout_);
    return *rules_[k];
  }

  void align_rules() {
    std::vector<std::size_t> pivots, translations;
    for (std::size_t k = 0; k < docs_.size(); ++k) {
      if (count_kind(*docs_[k], BlockKind::kRule) == 0) continue;
      (docs_[k]->language == pivot_ ? pivots : translations).push_back(k);
    }
    if (pivots.empty()) {
      for (std::size_t t : translations) a_.documents[t].use = DocumentUse::kNoPivot;
      return;
    }
    // Each translation goes with the pivot edition it translates (AlignOptions::translates), else
    // with the one it fits best.
    std::map<std::size_t, std::vector<std::size_t>> by_pivot;
    for (std::size_t t : translations) {
      std::size_t best = pivots[0];
      double best_fit = -1;
      const std::string* wanted = t < opt_.translates.size() && !opt_.translates[t].empty() ? &opt_.translates[t] : nullptr;
      auto given = wanted ? std::find_if(pivots.begin(), pivots.end(), [&](std::size_t p) { return docs_[p]->edition == *wanted; })
                          : pivots.end();
      if (given != pivots.end()) {
        by_pivot[*given].push_back(t);
        continue;
      }
      for (std::size_t p : pivots) {
        double fit = pivots.size() == 1 ? 0 : edition_fit(rules_of(p), rules_of(t));
        if (fit > best_fit) { best_fit = fit; best = p; }
      }
      by_pivot[best].push_back(t);
    }
    if (translations.empty()) by_pivot[pivots[0]];
    for (std::size_t p : pivots)
      if (!by_pivot.count(p)) a_.documents[p].use = DocumentUse::kNoTranslation;
    for (auto& [p, ts] : by_pivot) rules_for_pivot(p, ts);
  }

  void rules_for_pivot(std::size_t p, const std::vector<std::size_t>& ts) {
    const Document& pd = *docs_[p];
    // Each translation's rules paired with the pivot's first; the rules' evidence is needed for
    // pairing only (each translation pairs with one pivot), so it is released before the units
    // are built.
    std::vector<RulePairing> pairings;
    pairings.reserve(ts.size());
    for (std::size_t t : ts) {
      pairings.push_back(pair_rules(rules_of(p), rules_of(t), opt_.explain, fanout_));
      rules_[t].reset();
    }
    rules_[p].reset();
    // One unit per pivot rule, in order; extras of each translation after the rule before them.
    std::vector<std::int32_t> unit_of_block(pd.blocks.size(), -1);
    std::vector<Unit> units;
    units.reserve(static_cast<std::size_t>(std::count_if(pd.blocks.begin(), pd.blocks.end(), [](const Block& b) {
      return b.kind == BlockKind::kRule && b.number.valid();
    })));
    std::vector<std::vector<Unit>> extras_after;  // [unit index + 1]
    for (std::size_t k = 0; k < pd.blocks.size(); ++k) {
      const Block& b = pd.blocks[k];
      if (b.kind != BlockKind::kRule || !b.number.valid()) continue;
      Unit u = new_unit(UnitKind::kRule);
      u.id = UnitId::rule(b.number.str());
      u.members[0] = member(p, static_cast<std::int32_t>(k));
      unit_of_block[k] = static_cast<std::int32_t>(units.size());
      units.push_back(std::move(u));
    }
    extras_after.resize(units.size() + 1);
    bool all_excerpts = !ts.empty();
    for (std::size_t ti = 0; ti < ts.size(); ++ti) {
      const std::size_t t = ts[ti];
      const Document& td = *docs_[t];
      const auto slot = static_cast<std::size_t>(slot_of_[t]);
      RulePairing pr = std::move(pairings[ti]);
      mark_swaps(pd, td, pr.pairs);
      DocumentInfo& info = a_.documents[t];
      info.partner = static_cast<std::int32_t>(p);
      info.partner_rules = units.size();
      for (const RulePair& r : pr.pairs) info.paired += r.p >= 0 && r.t >= 0;
      info.other_edition = from_other_edition(pd, td, pr.pairs);
      // An excerpt (a translation covering under a fifth of the pivot's rules) is not reported
      // rule by rule for what it lacks; units that no translation fills are dropped below.
      if (info.paired * 5 < units.size()) info.use = DocumentUse::kExcerpt;
      else all_excerpts = false;
      std::ptrdiff_t last = -1;
      for (RulePair& r : pr.pairs) {
        if (r.p < 0) {
          const Block& tb = td.blocks[static_cast<std::size_t>(r.t)];
          Unit u = new_unit(UnitKind::kRule);
          u.id = UnitId::rule(tb.number.str()).only_in(a_.slots[slot].key());
          u.members[0] = Member{};
          u.members[slot] = member(t, r.t);
          u.members[slot].status = UnitStatus::kExtra;
          u.members[slot].score = 0;
          extras_after[static_cast<std::size_t>(last + 1)].push_back(std::move(u));
          continue;
        }
        auto ui = static_cast<std::size_t>(unit_of_block.at(static_cast<std::size_t>(r.p)));
        last = static_cast<std::ptrdiff_t>(ui);
        Unit& u = units[ui];
        if (r.t < 0) {
          u.members[slot] = missing(t);
          continue;
        }
        Member& m = u.members[slot];
        m = member(t, r.t);
        m.status = r.status;
        if (info.other_edition && (r.status == UnitStatus::kMisnumbered || r.status == UnitStatus::kSwapped))
          m.status = UnitStatus::kEdition;
        m.score = std::min(1.0, r.score);
        m.evidence = std::move(r.why);
      }
    }
    for (Unit& u : units)
      if (all_excerpts && std::none_of(u.members.begin() + 1, u.members.end(), [](const Member& m) { return m.present(); }))
        u.id.clear();  // dropped: only the pivot has it, and every translation is an excerpt
    std::size_t total = 0;
    bool moved_whole = a_.units.empty();  // the units are the alignment's first, in order, as they are
    for (const Unit& u : units) {
      total += !u.id.empty();
      moved_whole = moved_whole && !u.id.empty();
    }
    for (const auto& e : extras_after) {
      total += e.size();
      moved_whole = moved_whole && e.empty();
    }
    if (moved_whole) {  // no second vector of as many units
      a_.units = std::move(units);
      return;
    }
    a_.units.reserve(a_.units.size() + total);
    for (Unit& u : extras_after[0]) a_.units.push_back(std::move(u));
    for (std::size_t i = 0; i < units.size(); ++i) {
      if (!units[i].id.empty()) a_.units.push_back(std::move(units[i]));
      for (Unit& u : extras_after[i + 1]) a_.units.push_back(std::move(u));
    }
  }

  std::vector<std::int32_t> rulings_of(const Document& d) {
    std::vector<std::int32_t> out;
    for (std::size_t k = 0; k < d.blocks.size(); ++k)
      if (d.blocks[k].kind == BlockKind::kRuling) out.push_back(static_cast<std::int32_t>(k));
    return out;
  }

  // The evidence of blocks `ks` of `d`; *total gets their summed length.
  std::vector<Evidence> evidence_of(const Document& d, const std::vector<std::int32_t>& ks, std::uint64_t* total) const {
    std::vector<Evidence> out = make_evidence(d, ks, fanout_);
    for (const Evidence& e : out) *total += e.length;
    return out;
  }

  void align_rulings() {
    // The lead: a pivot-language document that came in one input with a translation (the English
    // half of a bilingual file), else the one with the most rulings.
    std::ptrdiff_t lead = -1;
    std::size_t most = 0;
    for (std::size_t k = 0; k < docs_.size(); ++k) {
      if (docs_[k]->language != pivot_) continue;
      std::size_t n = count_kind(*docs_[k], BlockKind::kRuling);
      if (n == 0) continue;
      bool shares_input = std::any_of(docs_.begin(), docs_.end(), [&](const Document* d) {
        return d->language != pivot_ && d->source == docs_[k]->source && count_kind(*d, BlockKind::kRuling) > 0;
      });
      std::size_t rank = n + (shares_input ? (std::size_t{1} << 40) : 0);
      if (rank > most) { most = rank; lead = static_cast<std::ptrdiff_t>(k); }
    }
    if (lead < 0) return;
    const auto r = static_cast<std::size_t>(lead);
    const Document& rd = *docs_[r];
    std::vector<std::int32_t> rb = rulings_of(rd);
    std::uint64_t rlen = 0;
    std::vector<Evidence> re = evidence_of(rd, rb, &rlen);
    std::size_t first = a_.units.size();
    for (std::size_t i = 0; i < rb.size(); ++i) {
      Unit u = new_unit(UnitKind::kRuling);
      u.id = UnitId::ruling(a_.documents[r].id, i + 1);
      u.members[0] = member(r, rb[i]);
      a_.units.push_back(std::move(u));
    }
    bool any_translation = false;
    std::vector<std::pair<std::size_t, Unit>> extras;  // (insert after unit index, unit)
    for (std::size_t t = 0; t < docs_.size(); ++t) {
      if (docs_[t]->language == pivot_) continue;
      std::vector<std::int32_t> tb = rulings_of(*docs_[t]);
      if (tb.empty()) continue;
      std::size_t slot = static_cast<std::size_t>(slot_of_[t]);
      std::uint64_t tlen = 0;
      std::vector<Evidence> te = evidence_of(*docs_[t], tb, &tlen);
      double ratio = rlen && tlen ? std::clamp(static_cast<double>(tlen) / static_cast<double>(rlen), 0.6, 1.8) : 1.0;
      std::size_t after = first;  // unit after which an extra goes (first = before all)
      bool coarse = false;
      std::vector<Bead> beads = align_paragraphs(re, te, ratio, &coarse);
      if (coarse)
        a_.oversized.push_back({static_cast<std::int32_t>(t), tb[0],
                                std::to_string(tb.size()) + " rulings against " + std::to_string(rb.size()) + " in " +
                                    docs_[r]->name() + ": too far apart in number to align exactly; aligned between anchors"});
      // Rulings of another card: paired in order by length alone, their contents do not agree. A
      // document whose pairs score kUnrelatedRulings or less on average is no translation of the
      // lead's rulings; each of its rulings stays a unit of its own (the lead's are not missing).
      double sum = 0;
      std::size_t paired = 0;
      for (const Bead& bd : beads)
        if (bd.a_count > 0 && bd.b_count > 0) sum += bd.score, ++paired;
      const bool unrelated = paired >= 3 && sum <= kUnrelatedRulings * static_cast<double>(paired);
      if (unrelated) {
        beads.clear();
        for (std::size_t j = 0; j < tb.size(); ++j) beads.push_back({static_cast<std::int32_t>(rb.size()), 0, static_cast<std::int32_t>(j), 1, 0});
      }
      // The first translation of the lead's rulings sets its 2-1 beads' counts.
      const bool first_translation = !unrelated && !any_translation;
      any_translation = any_translation || !unrelated;
      for (const Bead& bd : beads) {
        if (bd.a_count == 0) {
          Unit u = new_unit(UnitKind::kRuling);
          u.id = UnitId::ruling(a_.documents[t].id, static_cast<std::size_t>(bd.b_first) + 1);
          u.members[0] = Member{};
          u.members[slot] = member(t, tb[static_cast<std::size_t>(bd.b_first)]);
          u.members[slot].status = UnitStatus::kExtra;
          u.members[slot].score = 0;
          extras.emplace_back(after, std::move(u));
          continue;
        }
        Unit& u = a_.units[first + static_cast<std::size_t>(bd.a_first)];
        after = first + static_cast<std::size_t>(bd.a_first) + 1;
        if (bd.a_count == 2 && first_translation) u.members[0].count = 2;
        if (bd.b_count == 0) {
          u.members[slot] = missing(t);
          continue;
        }
        u.members[slot] = member(t, tb[static_cast<std::size_t>(bd.b_first)], bd.b_count);
        u.members[slot].score = bd.score;
      }
    }
    // A ruling merged into its predecessor by a 2-1 bead has no unit of its own: `owner` maps each
    // pivot ruling to the unit that holds it.
    std::vector<std::size_t> owner(rb.size());
    for (std::size_t i = 0; i < rb.size(); ++i)
      owner[i] = i > 0 && a_.units[first + owner[i - 1]].members[0].count == 2 && owner[i - 1] == i - 1 ? i - 1 : i;
    // Variants: the rulings of other pivot-language documents, by wording.
    std::vector<std::pair<std::size_t, Unit>> variants;
    std::vector<std::string_view> rtexts;
    for (std::int32_t k : rb) rtexts.push_back(rd.blocks[static_cast<std::size_t>(k)].text);
    for (std::size_t v = 0; v < docs_.size(); ++v) {
      if (v == r || docs_[v]->language != pivot_) continue;
      std::vector<std::int32_t> vb = rulings_of(*docs_[v]);
      if (vb.empty()) continue;
      std::vector<std::string_view> vtexts;
      for (std::int32_t k : vb) vtexts.push_back(docs_[v]->blocks[static_cast<std::size_t>(k)].text);
      std::vector<bool> paired(vb.size());
      for (const VariantPair& vp : match_variants(rtexts, vtexts)) {
        paired[static_cast<std::size_t>(vp.b)] = true;
        Unit u = new_unit(UnitKind::kRuling);
        std::size_t target = first + owner[static_cast<std::size_t>(vp.a)];
        u.id = UnitId::ruling(a_.documents[v].id, static_cast<std::size_t>(vp.b) + 1);
        u.variant_of = a_.units[target].id;
        u.members[0] = member(v, vb[static_cast<std::size_t>(vp.b)]);
        u.members[0].status = UnitStatus::kVariant;  // identical wording too: the same ruling from another source
        u.members[0].score = vp.score;
        variants.emplace_back(target + 1, std::move(u));
      }
      for (std::size_t j = 0; j < vb.size(); ++j) {
        if (paired[j]) continue;
        Unit u = new_unit(UnitKind::kRuling);
        u.id = UnitId::ruling(a_.documents[v].id, j + 1);
        u.members[0] = member(v, vb[j]);
        u.members[0].status = UnitStatus::kExtra;
        u.members[0].score = 0;
        variants.emplace_back(first + rb.size(), std::move(u));
      }
    }
    for (std::size_t i = 0; i < rb.size(); ++i)
      if (owner[i] != i) a_.units[first + i].id.clear();
    // Splice extras and variants in place, then drop units swallowed by 2-1 beads.
    for (auto& e : variants) extras.push_back(std::move(e));
    a_.units = splice_units(std::move(a_.units), std::move(extras));
  }

  // A document's glossary entries that have a definition (pointers left out), their folded terms
  // and the evidence of their definitions.
  struct GlossaryIndex {
    std::vector<std::int32_t> entries;                      // block indices
    std::unordered_map<std::string, std::size_t> by_term;  // folded term -> position in entries
    std::vector<Evidence> evidence;                         // per entry
  };

  GlossaryIndex index_glossary(const Document& d) const {
    GlossaryIndex g;
    for (std::size_t k = 0; k < d.blocks.size(); ++k) {
      const Block& b = d.blocks[k];
      if (b.kind != BlockKind::kGlossaryEntry || !b.see.empty()) continue;
      g.by_term.emplace(normalise_term(b.term), g.entries.size());
      g.entries.push_back(static_cast<std::int32_t>(k));
    }
    g.evidence = make_evidence(d, g.entries, fanout_);
    return g;
  }

  // The glossary units: the pivot's entries in order, then the translations' extras.
  std::vector<Unit> align_glossary() const {
    std::ptrdiff_t lead = -1;
    std::size_t most = 0;
    // The newest pivot-language edition that has a glossary leads (the most entries among equals).
    for (std::size_t k = 0; k < docs_.size(); ++k) {
      if (docs_[k]->language != pivot_) continue;
      std::size_t n = count_kind(*docs_[k], BlockKind::kGlossaryEntry);
      if (n == 0) continue;
      const std::string* lead_edition = lead < 0 ? nullptr : &docs_[static_cast<std::size_t>(lead)]->edition;
      if (!lead_edition || docs_[k]->edition > *lead_edition || (docs_[k]->edition == *lead_edition && n > most)) {
        most = n;
        lead = static_cast<std::ptrdiff_t>(k);
      }
    }
    if (lead < 0) return {};
    const auto g = static_cast<std::size_t>(lead);
    const Document& gd = *docs_[g];
    std::string pivot_code(language_code(pivot_));
    const GlossaryIndex pivot = index_glossary(gd);
    const std::vector<std::int32_t>& pe = pivot.entries;
    const std::vector<Evidence>& pev = pivot.evidence;
    std::vector<Unit> out;
    out.reserve(pe.size());
    for (std::size_t i = 0; i < pe.size(); ++i) {
      Unit u = new_unit(UnitKind::kGlossary);
      u.id = UnitId::glossary(gd.blocks[static_cast<std::size_t>(pe[i])].term);
      u.members[0] = member(g, pe[i]);
      out.push_back(std::move(u));
    }
    std::vector<Unit> extras;
    bool any = false;
    for (std::size_t t = 0; t < docs_.size(); ++t) {
      if (docs_[t]->language == pivot_ || count_kind(*docs_[t], BlockKind::kGlossaryEntry) == 0) continue;
      any = true;
      const Document& td = *docs_[t];
      const auto slot = static_cast<std::size_t>(slot_of_[t]);
      const GlossaryIndex translation = index_glossary(td);
      const std::vector<std::int32_t>& te = translation.entries;
      const std::vector<Evidence>& tev = translation.evidence;
      std::vector<std::int32_t> p_to_t(pe.size(), -1), t_to_p(te.size(), -1);
      std::vector<double> score(pe.size(), 0);
      double ratio = 1.15;
      auto link = [&](std::size_t i, std::size_t j) {
        p_to_t[i] = static_cast<std::int32_t>(j);
        t_to_p[j] = static_cast<std::int32_t>(i);
        score[i] = compare(pev[i], tev[j], ratio).score;
      };
      // 1. Pointers written in the translation: "Abandon -> Fallenlassen".
      for (const Block& b : td.blocks) {
        if (b.kind != BlockKind::kGlossaryEntry || b.see.empty() || b.term_language != pivot_code) continue;
        auto pi = pivot.by_term.find(normalise_term(b.term));
        auto ti = translation.by_term.find(normalise_term(b.see));
        if (pi != pivot.by_term.end() && ti != translation.by_term.end() && p_to_t[pi->second] < 0 && t_to_p[ti->second] < 0)
          link(pi->second, ti->second);
      }
      // 2. Terms left in the original language ("Magic", "Commander").
      for (std::size_t i = 0; i < pe.size(); ++i) {
        if (p_to_t[i] >= 0) continue;
        auto ti = translation.by_term.find(normalise_term(gd.blocks[static_cast<std::size_t>(pe[i])].term));
        if (ti != translation.by_term.end() && t_to_p[ti->second] < 0) link(i, ti->second);
      }
      // 3. Definitions citing the same rules, best first: by the definitions' likeness, and a little
      // by the terms' (two entries defined alike, "paid in one of two ways" and "… three ways",
      // go to the terms that share most letters: Hybrid Mana Symbols, Hybrid-Manasymbole).
      std::vector<std::string> pterm(pe.size()), tterm(te.size());
      for (std::size_t i = 0; i < pe.size(); ++i) pterm[i] = letters_of(gd.blocks[static_cast<std::size_t>(pe[i])].term);
      for (std::size_t j = 0; j < te.size(); ++j) tterm[j] = letters_of(td.blocks[static_cast<std::size_t>(te[j])].term);
      std::unordered_map<std::uint32_t, std::vector<std::size_t>> t_by_rule;
      for (std::size_t j = 0; j < te.size(); ++j)
        if (t_to_p[j] < 0)
          for (std::uint32_t r : tev[j].rules) t_by_rule[r].push_back(j);
      struct Cand { double score; std::size_t i, j; };
      std::vector<Cand> cands;
      std::vector<std::size_t> seen_by(te.size(), pe.size());  // the last pivot entry that looked at j
      for (std::size_t i = 0; i < pe.size(); ++i) {
        if (p_to_t[i] >= 0) continue;
        for (std::uint32_t r : pev[i].rules) {
          auto it = t_by_rule.find(r);
          if (it == t_by_rule.end() || it->second.size() > 8) continue;
          for (std::size_t j : it->second) {
            if (seen_by[j] == i) continue;
            seen_by[j] = i;
            Similarity s = compare(pev[i], tev[j], ratio);
            if (!s.contradicts && s.score >= 0.6)
              cands.push_back({s.score + kTermWeight * term_likeness(pterm[i], tterm[j]), i, j});
          }
        }
      }
      std::sort(cands.begin(), cands.end(), [](const Cand& x, const Cand& y) {
        return x.score != y.score ? x.score > y.score : std::tie(x.i, x.j) < std::tie(y.i, y.j);
      });
      for (const Cand& c : cands)
        if (p_to_t[c.i] < 0 && t_to_p[c.j] < 0) link(c.i, c.j);
      // Then two entries paired here trade partners while that raises the pairs' sum (greedy
      // order alone decides a near tie by whichever pair comes first).
      std::map<std::pair<std::size_t, std::size_t>, double> value;
      for (const Cand& c : cands) value.emplace(std::make_pair(c.i, c.j), c.score);
      auto value_of = [&](std::size_t i, std::size_t j) {
        auto it = value.find({i, j});
        return it == value.end() ? -1.0 : it->second;
      };
      for (bool traded = true; traded;) {
        traded = false;
        for (const Cand& c : cands) {
          // c.i would take c.j from its partner i2, which would take c.i's partner j1.
          if (p_to_t[c.i] < 0 || t_to_p[c.j] < 0 || p_to_t[c.i] == static_cast<std::int32_t>(c.j)) continue;
          const auto j1 = static_cast<std::size_t>(p_to_t[c.i]);
          const auto i2 = static_cast<std::size_t>(t_to_p[c.j]);
          const double now = value_of(c.i, j1), other = value_of(i2, j1), mine = value_of(i2, c.j);
          if (now < 0 || other < 0 || mine < 0 || c.score + other <= now + mine + 1e-9) continue;
          link(c.i, c.j);
          link(i2, j1);
          traded = true;
        }
      }
      for (std::size_t i = 0; i < pe.size(); ++i) {
        Unit& u = out[i];
        if (p_to_t[i] < 0) {
          u.members[slot] = missing(t);
          continue;
        }
        u.members[slot] = member(t, te[static_cast<std::size_t>(p_to_t[i])]);
        u.members[slot].score = score[i];
      }
      for (std::size_t j = 0; j < te.size(); ++j) {
        if (t_to_p[j] >= 0) continue;
        Unit u = new_unit(UnitKind::kGlossary);
        u.id = UnitId::glossary(td.blocks[static_cast<std::size_t>(te[j])].term).only_in(a_.slots[slot].key());
        u.members[0] = Member{};
        u.members[slot] = member(t, te[j]);
        u.members[slot].status = UnitStatus::kExtra;
        u.members[slot].score = 0;
        extras.push_back(std::move(u));
      }
    }
    if (!any) return {};  // no translated glossary: leave the pivot's glossary out
    for (Unit& u : extras) out.push_back(std::move(u));
    return out;
  }

  const std::vector<const Document*>& docs_;
  const AlignOptions& opt_;
  const Fanout& fanout_;  // runs the evidence, the scores and the glossary beside the rules
  Alignment a_;
  Language pivot_ = Language::kEn;
  std::vector<int> slot_of_;
  std::vector<std::optional<std::vector<RuleItem>>> rules_;  // collect_rules() per document, on demand
};

}  // namespace

Alignment align_documents(const std::vector<const Document*>& docs, const AlignOptions& options, const Fanout& fanout) {
  return Builder(docs, options, fanout).run();
}

}  // namespace rulecorp
