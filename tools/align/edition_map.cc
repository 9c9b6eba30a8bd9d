// Seven passes over the two editions' rules, each pairing only rules the earlier ones left:
//  0. same number, same text (what most rules of consecutive editions are);
//  1. the same text (white space aside) under another number: a moved or shifted rule;
//  2. near-exact texts (Dice of their words >= 0.9) in any order, best pairs first;
//  3. between the pairs so far that keep both editions' order, the rules left in each gap are
//     aligned in order by dynamic programming (Dice >= 0.5, a bonus for keeping the number), so a
//     run of numbers shifted by an insertion (702.80b inserted, b-d become c-e) is one shift and
//     not a cross-pairing of neighbours;
//  4. same number and similar wording (>= 0.5);
//  5. the rest by wording in any order (match_variants: an inverted word index, best pairs first),
//     which finds rules that moved (a whole section renumbered from 502 to 702);
//  6. rules still left with the same number on both sides are paired by number (reworded rules).
// Invariant: a text found once in each edition is paired with its copy, whatever the numbers.
// A pair with one number is ok when the text is unchanged, reworded otherwise (what an update list
// of the translation needs); a pair of two numbers is renumbered. Anything left is removed (old
// only) or added (new only). The old edition's members are the reference; the new edition's carry
// the status. map_rules is the pairing itself, on (number, text) lists, so that the history can map
// its compact editions without Documents; word profiles are made only for the rules that need one
// (or taken from the caller, which makes them once for a rule it maps as old and as new).
#include "align/edition_map.h"

#include <algorithm>
#include <unordered_map>
#include <utility>
#include <span>
#include <string_view>

#include "align/edition_rules.h"
#include "align/evidence.h"
#include "align/paragraph_aligner.h"

namespace rulecorp {
namespace {

// Word profiles of a list of rules, computed on first use: most rules of consecutive editions
// are unchanged and never need one. A profile the caller made is used as it is.
class Profiles {
 public:
  Profiles(std::span<const MappedRule> rules, std::span<const WordProfile* const> given)
      : rules_(rules), given_(given), words_(rules.size()), got_(rules.size(), nullptr) {}
  const WordProfile& operator[](std::size_t i) {
    if (!got_[i]) {
      if (i < given_.size() && given_[i]) {
        got_[i] = given_[i];
      } else {
        words_[i] = word_profile(rules_[i].text);
        got_[i] = &words_[i];
      }
    }
    return *got_[i];
  }

 private:
  std::span<const MappedRule> rules_;
  std::span<const WordProfile* const> given_;
  std::vector<WordProfile> words_;
  std::vector<const WordProfile*> got_;
};

constexpr double kSamePlace = 0.5;
constexpr double kMoved = 0.5;
constexpr double kNearExact = 0.9;
constexpr double kSameNumberBonus = 0.05;  // in a gap, a pair that keeps its number wins a tie
constexpr std::size_t kGapCells = 4096;  // a larger gap (a chapter rewritten) is left to the later passes

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// True when `t` has a letter or digit (ASCII, or any character outside ASCII).
bool has_word(std::string_view t) {
  for (char c : t) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x80 || (u >= '0' && u <= '9') || ((u | 0x20) >= 'a' && (u | 0x20) <= 'z')) return true;
  }
  return false;
}

// FNV-1a of `t` with its white space collapsed to one space and trimmed.
std::uint64_t normalised_hash(std::string_view t) {
  std::uint64_t h = 1469598103934665603ull;
  bool space = false, any = false;
  for (char c : t) {
    if (is_space(c)) {
      space = any;
      continue;
    }
    if (space) h = (h ^ ' ') * 1099511628211ull;
    space = false;
    any = true;
    h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  }
  return h;
}

// True when `a` and `b` are equal once their white space is collapsed and trimmed.
bool same_normalised(std::string_view a, std::string_view b) {
  std::size_t i = 0, j = 0;
  auto skip = [](std::string_view s, std::size_t& k) { while (k < s.size() && is_space(s[k])) ++k; };
  skip(a, i);
  skip(b, j);
  while (i < a.size() && j < b.size()) {
    bool sa = is_space(a[i]), sb = is_space(b[j]);
    if (sa != sb) {  // one side has white space here: equal only when it ends the text
      std::size_t i2 = i, j2 = j;
      skip(a, i2);
      skip(b, j2);
      return i2 == a.size() && j2 == b.size();
    }
    if (sa) {
      skip(a, i);
      skip(b, j);
      continue;
    }
    if (a[i] != b[j]) return false;
    ++i, ++j;
  }
  skip(a, i);
  skip(b, j);
  return i == a.size() && j == b.size();
}

// The pairs of `m` that keep the order of both editions: the longest chain increasing in both
// (patience sorting over the pairs in old order), as (old, new) indexes.
std::vector<std::pair<std::int32_t, std::int32_t>> ordered_pairs(const RuleMap& m) {
  std::vector<std::pair<std::int32_t, std::int32_t>> pairs;
  for (std::size_t i = 0; i < m.old_to_new.size(); ++i)
    if (m.old_to_new[i] >= 0) pairs.emplace_back(static_cast<std::int32_t>(i), m.old_to_new[i]);
  std::vector<std::int32_t> tails, tail_at, back(pairs.size(), -1);  // tails: new index of each length's best tail
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    auto pos = static_cast<std::size_t>(std::lower_bound(tails.begin(), tails.end(), pairs[k].second) - tails.begin());
    if (pos == tails.size()) {
      tails.push_back(pairs[k].second);
      tail_at.push_back(static_cast<std::int32_t>(k));
    } else {
      tails[pos] = pairs[k].second;
      tail_at[pos] = static_cast<std::int32_t>(k);
    }
    back[k] = pos > 0 ? tail_at[pos - 1] : -1;
  }
  std::vector<std::pair<std::int32_t, std::int32_t>> chain;
  for (std::int32_t k = tail_at.empty() ? -1 : tail_at.back(); k >= 0; k = back[static_cast<std::size_t>(k)])
    chain.push_back(pairs[static_cast<std::size_t>(k)]);
  std::reverse(chain.begin(), chain.end());
  return chain;
}

// The rules no pass has paired, between two ordered pairs, aligned in order: the most similar
// sequence of pairs (Dice at least kMoved, a small bonus for keeping the number), each rule at
// most once, by dynamic programming over the gap.
template <class Link>
void align_gaps(std::span<const MappedRule> o, std::span<const MappedRule> n, Profiles& ow, Profiles& nw, const RuleMap& m,
                Link link) {
  std::vector<std::pair<std::int32_t, std::int32_t>> chain = ordered_pairs(m);
  chain.emplace_back(static_cast<std::int32_t>(o.size()), static_cast<std::int32_t>(n.size()));
  std::int32_t i0 = -1, j0 = -1;
  std::vector<std::size_t> a, b;
  std::vector<double> best;
  for (auto [i1, j1] : chain) {
    a.clear(), b.clear();
    for (std::int32_t i = i0 + 1; i < i1; ++i)
      if (m.old_to_new[static_cast<std::size_t>(i)] < 0) a.push_back(static_cast<std::size_t>(i));
    for (std::int32_t j = j0 + 1; j < j1; ++j)
      if (m.new_to_old[static_cast<std::size_t>(j)] < 0) b.push_back(static_cast<std::size_t>(j));
    i0 = i1, j0 = j1;
    if (a.empty() || b.empty() || a.size() * b.size() > kGapCells) continue;
    const std::size_t w = b.size() + 1;
    std::vector<double> pair(a.size() * b.size()), similar(a.size() * b.size());
    for (std::size_t x = 0; x < a.size(); ++x)
      for (std::size_t y = 0; y < b.size(); ++y) {
        double d = similar[x * b.size() + y] = dice(ow[a[x]], nw[b[y]]);
        pair[x * b.size() + y] = d >= kMoved ? d + (o[a[x]].number == n[b[y]].number ? kSameNumberBonus : 0) : -1;
      }
    best.assign((a.size() + 1) * w, 0);
    for (std::size_t x = 1; x <= a.size(); ++x)
      for (std::size_t y = 1; y <= b.size(); ++y) {
        double s = std::max(best[(x - 1) * w + y], best[x * w + y - 1]);
        double p = pair[(x - 1) * b.size() + y - 1];
        if (p >= 0) s = std::max(s, best[(x - 1) * w + y - 1] + p);
        best[x * w + y] = s;
      }
    for (std::size_t x = a.size(), y = b.size(); x > 0 && y > 0;) {
      double p = pair[(x - 1) * b.size() + y - 1];
      if (p >= 0 && best[x * w + y] == best[(x - 1) * w + y - 1] + p) {
        link(a[x - 1], b[y - 1], similar[(x - 1) * b.size() + y - 1]);
        --x, --y;
      } else if (best[x * w + y] == best[(x - 1) * w + y]) {
        --x;
      } else {
        --y;
      }
    }
  }
}

}  // namespace

RuleMap map_rules(std::span<const MappedRule> o, std::span<const MappedRule> n) { return map_rules(o, n, {}, {}, {}); }

RuleMap map_rules(std::span<const MappedRule> o, std::span<const MappedRule> n, std::span<const WordProfile* const> o_words,
                  std::span<const WordProfile* const> n_words) {
  return map_rules(o, n, o_words, n_words, {});
}

RuleMap map_rules(std::span<const MappedRule> o, std::span<const MappedRule> n, std::span<const WordProfile* const> o_words,
                  std::span<const WordProfile* const> n_words, std::span<const std::int32_t> same) {
  RuleMap m;
  m.old_to_new.assign(o.size(), -1);
  m.new_to_old.assign(n.size(), -1);
  m.score.assign(o.size(), 0);
  Profiles ow(o, o_words), nw(n, n_words);
  const std::vector<std::uint64_t> n_by_number = sorted_numbers(n);
  auto same_number = [&](RuleNumber number) {  // the indexes of the new rules numbered `number`
    const std::uint64_t lo = std::uint64_t{number.key()} << 32;
    auto first = std::lower_bound(n_by_number.begin(), n_by_number.end(), lo);
    auto last = first;
    while (last != n_by_number.end() && (*last >> 32) == (lo >> 32)) ++last;
    return std::span<const std::uint64_t>(first, last);
  };
  auto link = [&](std::size_t i, std::size_t j, double s) {
    m.old_to_new[i] = static_cast<std::int32_t>(j);
    m.new_to_old[j] = static_cast<std::int32_t>(i);
    m.score[i] = s;
  };
  auto text_score = [](std::string_view t) { return has_word(t) ? 1.0 : 0.0; };
  // 0. Same number, same text: the first old rule of each number against each new one (or the
  //    caller's links, same_rules of the history).
  if (same.size() == n.size()) {
    for (std::size_t j = 0; j < n.size(); ++j)
      if (same[j] >= 0) link(static_cast<std::size_t>(same[j]), j, text_score(n[j].text));
  } else {
    const std::vector<std::uint64_t> o_by_number = sorted_numbers(o);
    for (std::size_t j = 0; j < n.size(); ++j) {
      auto p = std::lower_bound(o_by_number.begin(), o_by_number.end(), std::uint64_t{n[j].number.key()} << 32);
      if (p == o_by_number.end() || (*p >> 32) != n[j].number.key()) continue;
      const std::size_t i = *p & 0xFFFFFFFFu;
      if (m.old_to_new[i] < 0 && o[i].text == n[j].text) link(i, j, text_score(n[j].text));
    }
  }
  // 1. The same text (white space aside) under another number: a text once on each side pairs;
  //    several copies pair by number, then in order when as many are left on each side.
  {
    std::unordered_map<std::uint64_t, std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>>> by_text;
    for (std::size_t i = 0; i < o.size(); ++i)
      if (m.old_to_new[i] < 0 && has_word(o[i].text)) by_text[normalised_hash(o[i].text)].first.push_back(static_cast<std::uint32_t>(i));
    if (!by_text.empty())
      for (std::size_t j = 0; j < n.size(); ++j)
        if (m.new_to_old[j] < 0 && has_word(n[j].text)) {
          auto it = by_text.find(normalised_hash(n[j].text));
          if (it != by_text.end()) it->second.second.push_back(static_cast<std::uint32_t>(j));
        }
    // In old-index order, so that the result does not depend on the hash table's order.
    std::vector<std::pair<std::vector<std::uint32_t>, std::vector<std::uint32_t>>*> groups;
    for (auto& [h, g] : by_text)
      if (!g.second.empty()) groups.push_back(&g);
    std::sort(groups.begin(), groups.end(), [](auto* a, auto* b) { return a->first.front() < b->first.front(); });
    for (auto* g : groups) {
      std::vector<std::uint32_t> os, ns;
      for (std::uint32_t i : g->first)
        for (std::uint32_t j : g->second)
          if (m.new_to_old[j] < 0 && m.old_to_new[i] < 0 && o[i].number == n[j].number && same_normalised(o[i].text, n[j].text))
            link(i, j, 1);
      for (std::uint32_t i : g->first)
        if (m.old_to_new[i] < 0) os.push_back(i);
      for (std::uint32_t j : g->second)
        if (m.new_to_old[j] < 0) ns.push_back(j);
      if (os.size() != ns.size()) continue;
      for (std::size_t k = 0; k < os.size(); ++k)
        if (same_normalised(o[os[k]].text, n[ns[k]].text)) link(os[k], ns[k], 1);
    }
  }
  // 2. Near-exact texts, in any order, best pairs first.
  auto unpaired = [&](std::vector<const WordProfile*>& ot, std::vector<std::size_t>& oi, std::vector<const WordProfile*>& nt,
                      std::vector<std::size_t>& ni) {
    ot.clear(), oi.clear(), nt.clear(), ni.clear();
    for (std::size_t i = 0; i < o.size(); ++i)
      if (m.old_to_new[i] < 0) { ot.push_back(&ow[i]); oi.push_back(i); }
    for (std::size_t j = 0; j < n.size(); ++j)
      if (m.new_to_old[j] < 0) { nt.push_back(&nw[j]); ni.push_back(j); }
  };
  std::vector<const WordProfile*> ot, nt;
  std::vector<std::size_t> oi, ni;
  unpaired(ot, oi, nt, ni);
  if (!ot.empty() && !nt.empty())
    for (const VariantPair& p : match_variants(ot, nt, kNearExact))
      link(oi[static_cast<std::size_t>(p.a)], ni[static_cast<std::size_t>(p.b)], p.score);
  // 3. The gaps between the pairs made so far that keep both editions' order: the rules left in
  //    each gap are aligned in order (a run shifted by an insertion is one shift).
  align_gaps(o, n, ow, nw, m, link);
  // 4. Same number, similar wording.
  for (std::size_t i = 0; i < o.size(); ++i) {
    if (m.old_to_new[i] >= 0) continue;
    for (std::uint64_t entry : same_number(o[i].number)) {
      const auto j = static_cast<std::size_t>(entry & 0xFFFFFFFFu);
      if (m.new_to_old[j] >= 0) continue;
      double d = dice(ow[i], nw[j]);
      if (d >= kSamePlace) { link(i, j, d); break; }
    }
  }
  // 5. Moved rules, by wording.
  unpaired(ot, oi, nt, ni);
  if (!ot.empty() && !nt.empty())
    for (const VariantPair& p : match_variants(ot, nt, kMoved))
      link(oi[static_cast<std::size_t>(p.a)], ni[static_cast<std::size_t>(p.b)], p.score);
  // 6. Same number, reworded.
  for (std::size_t i = 0; i < o.size(); ++i) {
    if (m.old_to_new[i] >= 0) continue;
    for (std::uint64_t entry : same_number(o[i].number)) {
      const auto j = static_cast<std::size_t>(entry & 0xFFFFFFFFu);
      if (m.new_to_old[j] < 0) {
        link(i, j, dice(ow[i], nw[j]));
        break;
      }
    }
  }
  return m;
}

Alignment map_editions(const Document& old_edition, const Document& new_edition) {
  Alignment a;
  a.mode = Alignment::Mode::kEditions;
  a.docs = {&old_edition, &new_edition};
  for (std::string& id : document_ids(a.docs)) a.documents.push_back({std::move(id)});
  a.documents[1].partner = 0;
  std::string lang(language_code(old_edition.language));
  a.slots = {Slot{lang, 1, old_edition.edition}, Slot{std::string(language_code(new_edition.language)), 1, new_edition.edition}};
  if (a.slots[0].key() == a.slots[1].key()) a.slots[1].index = 2;
  if (old_edition.language != new_edition.language) {  // not two editions of one text
    a.documents[1].use = DocumentUse::kNotAnEdition;
    return a;
  }

  // The rules of each edition and the block each one is.
  std::vector<MappedRule> o, n;
  std::vector<std::int32_t> ob, nb;
  auto rules_of = [](const Document& d, std::vector<MappedRule>& rules, std::vector<std::int32_t>& blocks) {
    for (std::size_t k = 0; k < d.blocks.size(); ++k) {
      const Block& b = d.blocks[k];
      if (b.kind == BlockKind::kRule && b.number.valid()) {
        rules.push_back({b.number, b.text});
        blocks.push_back(static_cast<std::int32_t>(k));
      }
    }
  };
  rules_of(old_edition, o, ob);
  rules_of(new_edition, n, nb);
  RuleMap map = map_rules(o, n);
  auto member = [](std::int32_t doc, std::int32_t block, UnitStatus status, double score) {
    Member m;
    m.doc = doc;
    m.block = block;
    m.count = 1;
    m.status = status;
    m.score = score;
    return m;
  };
  for (std::size_t i = 0; i < o.size(); ++i) {
    Unit u;
    u.kind = UnitKind::kRule;
    if (map.old_to_new[i] >= 0) {
      const auto j = static_cast<std::size_t>(map.old_to_new[i]);
      UnitStatus st = n[j].number != o[i].number ? UnitStatus::kRenumbered
                      : n[j].text == o[i].text   ? UnitStatus::kOk
                                                 : UnitStatus::kReworded;
      u.id = UnitId::edition(o[i].number.str(), n[j].number.str());
      u.members = {member(0, ob[i], UnitStatus::kOk, 1), member(1, nb[j], st, map.score[i])};
    } else {
      u.id = UnitId::rule(o[i].number.str()).only_in(a.slots[0].key());
      u.members = {member(0, ob[i], UnitStatus::kRemoved, 0), Member{}};
    }
    u.summarise();
    a.units.push_back(std::move(u));
  }
  for (std::size_t j = 0; j < n.size(); ++j) {
    if (map.new_to_old[j] >= 0) continue;
    Unit u;
    u.id = UnitId::rule(n[j].number.str()).only_in(a.slots[1].key());
    u.members = {Member{}, member(1, nb[j], UnitStatus::kAdded, 0)};
    u.summarise();
    a.units.push_back(std::move(u));
  }
  make_ids_unique(a.units);
  return a;
}

}  // namespace rulecorp
