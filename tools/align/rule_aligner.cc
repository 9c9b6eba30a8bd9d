// How rules are paired, in six passes, each linear or near-linear in the number of rules:
//  1. Anchors: a number used exactly once on each side whose content agrees (score >= 0.3, no
//     disjoint citations or numbers, no neighbour within 4 rules fitting clearly better). The anchors' longest chain increasing on both sides
//     (patience sorting, O(n log n)) fixes the skeleton; anchors off it (moved rules) pair too.
//  2. Between consecutive anchors the few rules left (usually none, at most a handful) are paired
//     by dynamic programming that maximises content score plus a bonus for equal numbers; large
//     gaps (an untranslated section) fall back to pairing equal numbers in order.
//  3. Rules left unpaired within one gap are paired by best content when the evidence is strong:
//     this catches rules that were swapped (the translation's 601.4 is the English 601.5).
//  4. Rules still unpaired whose numbers agree pair wherever they are (reordered, numbered right);
//     a lone rule left on each side between the same two pairs is paired by position unless the
//     numbers they state disagree.
//  5. Two neighbours paired crosswise by number whose contents do not favour the numbers over the
//     positions are paired by position: they exchanged numbers in place (a swap too alike to tell).
//  6. Each pair is classified: equal numbers are ok; otherwise duplicate when the translation's
//     number is used twice in it, else misnumbered; unpaired pivot rules are missing, unpaired
//     translation rules extra.
// The anchor test of each pivot rule (pass 1) and the scores of the final pairs (pass 6) are
// independent per rule: they run over ranges of rules as tasks of the caller's Fanout, each into its
// own slot, and are read in order, so the pairing does not depend on how the tasks run.
#include "align/rule_aligner.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <limits>
#include <map>
#include <unordered_map>

#include "common/parallel.h"

namespace rulecorp {
namespace {

constexpr double kAnchorScore = 0.3;      // least content score for a same-number anchor
constexpr double kMovedScore = 0.5;       // least content score to pair rules of different numbers
constexpr double kFamilyScore = 0.15;    // ... or when the numbers are of one family (same parent, a duplicate)
constexpr double kStrongScore = 0.6;      // content that outweighs the number (shared citations or numbers)
constexpr std::size_t kSwapWindow = 4;   // how far apart swapped rules are looked for
constexpr double kOutclass = 0.25;        // how much better a neighbour must fit to break an anchor
constexpr double kSwapMargin = 0.1;       // how much better numbers must fit than positions for two crossing neighbours
constexpr double kNumberBonus = 1.0;      // weight of an equal number in the gap DP
constexpr double kParentBonus = 0.15;     // weight of an equal parent number (107.17 vs 107.17a)
constexpr std::size_t kMaxGapCells = 250000;  // larger gaps are paired by number only

// True when one side states numbers ("+1/+1", "99") and the other none of them.
bool numbers_disagree(const Evidence& a, const Evidence& b) {
  if (a.numbers.empty() && b.numbers.empty()) return false;
  std::vector<std::uint64_t> common;
  std::set_intersection(a.numbers.begin(), a.numbers.end(), b.numbers.begin(), b.numbers.end(), std::back_inserter(common));
  return common.empty();
}

// The translation's length over the pivot's: the median over the pivot's rules of 40 code points
// or more whose number the translation uses once; `count` and `index` give, per number key of `t`,
// its uses and its (last) position.
double estimate_ratio(const std::vector<RuleItem>& p, const std::vector<RuleItem>& t,
                      const std::unordered_map<std::uint32_t, std::int32_t>& count,
                      const std::unordered_map<std::uint32_t, std::size_t>& index) {
  std::vector<double> ratios;
  for (const RuleItem& r : p) {
    auto it = index.find(r.number.key());
    if (it == index.end() || count.at(r.number.key()) != 1 || r.evidence.length < 40) continue;
    ratios.push_back(static_cast<double>(t[it->second].evidence.length) / r.evidence.length);
  }
  if (ratios.size() < 8) return 1.15;  // German and French run about this much longer than English
  std::nth_element(ratios.begin(), ratios.begin() + static_cast<std::ptrdiff_t>(ratios.size() / 2), ratios.end());
  return std::clamp(ratios[ratios.size() / 2], 0.5, 2.0);
}

// The same, with the translation's number keys counted and placed here.
double estimate_ratio(const std::vector<RuleItem>& p, const std::vector<RuleItem>& t) {
  std::unordered_map<std::uint32_t, std::int32_t> count;
  for (const RuleItem& r : t) ++count[r.number.key()];
  std::unordered_map<std::uint32_t, std::size_t> index;
  for (std::size_t j = 0; j < t.size(); ++j) index[t[j].number.key()] = j;
  return estimate_ratio(p, t, count, index);
}

// Longest chain of anchors increasing in both coordinates; anchors come sorted by .first.
std::vector<std::pair<std::size_t, std::size_t>> longest_chain(const std::vector<std::pair<std::size_t, std::size_t>>& a) {
  std::vector<std::size_t> tails;  // index into a of the smallest tail of each length
  std::vector<std::ptrdiff_t> prev(a.size(), -1);
  for (std::size_t k = 0; k < a.size(); ++k) {
    auto it = std::lower_bound(tails.begin(), tails.end(), a[k].second,
                               [&](std::size_t idx, std::size_t v) { return a[idx].second < v; });
    std::size_t len = static_cast<std::size_t>(it - tails.begin());
    if (len > 0) prev[k] = static_cast<std::ptrdiff_t>(tails[len - 1]);
    if (it == tails.end()) tails.push_back(k);
    else *it = k;
  }
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::ptrdiff_t k = tails.empty() ? -1 : static_cast<std::ptrdiff_t>(tails.back()); k >= 0; k = prev[static_cast<std::size_t>(k)])
    out.push_back(a[static_cast<std::size_t>(k)]);
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace

std::vector<std::pair<std::size_t, std::size_t>> best_ordered_pairing(
    std::size_t a, std::size_t b, const std::function<double(std::size_t, std::size_t, bool*)>& weight) {
  constexpr double kNone = -std::numeric_limits<double>::infinity();
  std::vector<double> m((a + 1) * (b + 1), 0);
  std::vector<std::uint8_t> move((a + 1) * (b + 1), 0);  // 1 skip p, 2 skip t, 3 pair
  auto at = [b](std::size_t x, std::size_t y) { return x * (b + 1) + y; };
  for (std::size_t x = 1; x <= a; ++x) move[at(x, 0)] = 1;
  for (std::size_t y = 1; y <= b; ++y) move[at(0, y)] = 2;
  for (std::size_t x = 1; x <= a; ++x)
    for (std::size_t y = 1; y <= b; ++y) {
      double best = m[at(x - 1, y)];
      std::uint8_t mv = 1;
      if (m[at(x, y - 1)] > best) { best = m[at(x, y - 1)]; mv = 2; }
      bool ok = false;
      double w = weight(x - 1, y - 1, &ok);
      double diag = ok ? m[at(x - 1, y - 1)] + w : kNone;
      if (diag > best) { best = diag; mv = 3; }
      m[at(x, y)] = best;
      move[at(x, y)] = mv;
    }
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t x = a, y = b; x > 0 || y > 0;) {
    std::uint8_t mv = move[at(x, y)];
    if (mv == 3) { out.emplace_back(x - 1, y - 1); --x; --y; }
    else if (mv == 1) --x;
    else --y;
  }
  std::reverse(out.begin(), out.end());
  return out;
}

namespace {

class Pairer {
 public:
  Pairer(const std::vector<RuleItem>& p, const std::vector<RuleItem>& t, bool explain, const Fanout& fanout)
      : p_(p), t_(t), explain_(explain), fanout_(fanout), p_to_t_(p.size(), -1), t_to_p_(t.size(), -1) {
    for (const RuleItem& r : p) ++p_count_[r.number.key()];
    for (std::size_t j = 0; j < t.size(); ++j) {
      ++t_count_[t[j].number.key()];
      t_index_[t[j].number.key()] = j;
    }
    ratio_ = estimate_ratio(p, t, t_count_, t_index_);
  }

  RulePairing run() {
    // 1. Anchors, each pivot rule judged on its own (in parallel), collected in order.
    std::vector<char> anchor(p_.size(), 0);
    for_ranges(p_.size(), [&](std::size_t i) {
      std::uint32_t key = p_[i].number.key();
      auto tc = t_count_.find(key);
      if (p_count_.at(key) != 1 || tc == t_count_.end() || tc->second != 1) return;
      std::size_t j = t_index_.at(key);
      Similarity s = compare(p_[i].evidence, t_[j].evidence, ratio_);
      anchor[i] = s.score >= kAnchorScore && !s.contradicts && !outclassed(i, j, s.score);
    });
    std::vector<std::pair<std::size_t, std::size_t>> anchors;
    for (std::size_t i = 0; i < p_.size(); ++i)
      if (anchor[i]) anchors.emplace_back(i, t_index_.at(p_[i].number.key()));
    std::vector<std::pair<std::size_t, std::size_t>> chain = longest_chain(anchors);
    for (auto [i, j] : chain) link(i, j);
    // Anchors off the chain are rules the translation moved but numbered right: they pair too.
    for (auto [i, j] : anchors)
      if (p_to_t_[i] < 0 && t_to_p_[j] < 0) link(i, j);
    // 2 and 3. The gaps between anchors, and before the first and after the last.
    std::size_t pi = 0, tj = 0;
    for (std::size_t k = 0; k <= chain.size(); ++k) {
      std::size_t pe = k < chain.size() ? chain[k].first : p_.size();
      std::size_t te = k < chain.size() ? chain[k].second : t_.size();
      if (pe > pi && te > tj) fill_gap(pi, pe, tj, te);
      if (k < chain.size()) {
        pi = chain[k].first + 1;
        tj = chain[k].second + 1;
      }
    }
    pair_reordered();
    pair_sandwiched();
    swapped_in_place();
    return classify();
  }

  // Two pairs of the strong pass that cross (i1 < i2, j1 > j2) are paired in order instead when
  // the ordered pairs are strong too and score within kSwapMargin of the crossed ones: crossing
  // needs content that favours it (a duplicated number whose two rules both cite what the
  // original's two cite is read in order). `cands` are the pass's scored pairs.
  template <typename Cand>
  void uncross(const std::vector<Cand>& cands, std::vector<std::pair<std::size_t, std::size_t>>& linked) {
    if (linked.size() < 2) return;
    std::map<std::pair<std::size_t, std::size_t>, double> score;
    for (const Cand& c : cands) score.emplace(std::make_pair(c.i, c.j), c.score);
    auto of = [&](std::size_t i, std::size_t j) {
      auto it = score.find({i, j});
      return it == score.end() ? -1.0 : it->second;
    };
    for (std::size_t x = 0; x < linked.size(); ++x)
      for (std::size_t y = 0; y < linked.size(); ++y) {
        auto [i1, j1] = linked[x];
        auto [i2, j2] = linked[y];
        if (!(i1 < i2 && j1 > j2)) continue;
        const double crossed = of(i1, j1) + of(i2, j2), a = of(i1, j2), b = of(i2, j1);
        if (a < 0 || b < 0 || a + b + kSwapMargin < crossed) continue;
        link(i1, j2);
        link(i2, j1);
        linked[x] = {i1, j2};
        linked[y] = {i2, j1};
      }
  }

  // Two neighbours paired crosswise by their numbers (pivot i with translation j + 1, pivot i + 1
  // with j) whose contents do not favour the numbers over the positions by kSwapMargin: the rules
  // kept their places and exchanged their numbers (too much alike to tell by content; the
  // translation keeps the original's order). They are paired by position instead.
  void swapped_in_place() {
    for (std::size_t j = 0; j + 1 < t_.size(); ++j) {
      const std::int32_t a = t_to_p_[j + 1], b = t_to_p_[j];
      if (a < 0 || b != a + 1) continue;
      const auto i = static_cast<std::size_t>(a);
      if (!(p_[i].number == t_[j + 1].number) || !(p_[i + 1].number == t_[j].number)) continue;
      const Similarity same = compare(p_[i].evidence, t_[j + 1].evidence, ratio_),
                       same2 = compare(p_[i + 1].evidence, t_[j].evidence, ratio_),
                       cross = compare(p_[i].evidence, t_[j].evidence, ratio_),
                       cross2 = compare(p_[i + 1].evidence, t_[j + 1].evidence, ratio_);
      if (cross.contradicts || cross2.contradicts) continue;
      if (cross.score + cross2.score + kSwapMargin < same.score + same2.score) continue;
      link(i, j);
      link(i + 1, j + 1);
    }
  }

  // True when a translation rule near j fits pivot rule i clearly better than j does (a swap such
  // as 601.4/601.5 whose citations overlap): the pair must not become an anchor.
  bool outclassed(std::size_t i, std::size_t j, double score) const {
    std::size_t lo = j >= kSwapWindow ? j - kSwapWindow : 0, hi = std::min(t_.size(), j + kSwapWindow + 1);
    for (std::size_t k = lo; k < hi; ++k) {
      double sc = 0;
      if (k != j && strong(i, k, &sc) && sc > score + kOutclass) return true;
    }
    return false;
  }

  // Rules the translation moved but numbered right (the order differs, the numbers agree) pair by
  // number wherever they are.
  void pair_reordered() {
    std::unordered_map<std::uint32_t, std::vector<std::size_t>> free_t;
    for (std::size_t j = t_.size(); j-- > 0;)
      if (t_to_p_[j] < 0) free_t[t_[j].number.key()].push_back(j);
    for (std::size_t i = 0; i < p_.size(); ++i) {
      if (p_to_t_[i] >= 0) continue;
      auto it = free_t.find(p_[i].number.key());
      if (it == free_t.end() || it->second.empty()) continue;
      std::size_t j = it->second.back();
      if (compare(p_[i].evidence, t_[j].evidence, ratio_).contradicts) continue;
      it->second.pop_back();
      link(i, j);
    }
  }

  // A lone unpaired rule on each side between the same two pairs (or a document edge) is the same
  // rule by position, whatever its citations say (a stale citation, a renumbered source edition),
  // unless their numbers disagree: numbers survive translation, so a rule stating "99" that its
  // partner lacks is another rule (the original's is missing, the translation's extra).
  void pair_sandwiched() {
    std::int64_t prev_j = -1;
    for (std::size_t i = 0; i < p_.size(); ++i) {
      if (p_to_t_[i] >= 0) {
        prev_j = p_to_t_[i];
        continue;
      }
      bool next_paired = i + 1 == p_.size() || p_to_t_[i + 1] >= 0;
      std::int64_t next_j = i + 1 == p_.size() ? static_cast<std::int64_t>(t_.size()) : p_to_t_[i + 1];
      if (next_paired && next_j == prev_j + 2 && t_to_p_[static_cast<std::size_t>(prev_j + 1)] < 0 &&
          !numbers_disagree(p_[i].evidence, t_[static_cast<std::size_t>(prev_j + 1)].evidence))
        link(i, static_cast<std::size_t>(prev_j + 1));
    }
  }

 private:
  // Weight of pairing p_[i] with t_[j] in the gap DP; *ok is false when they must not pair.
  double pair_weight(std::size_t i, std::size_t j, bool* ok) const {
    Similarity s = compare(p_[i].evidence, t_[j].evidence, ratio_);
    bool same = p_[i].number == t_[j].number;
    bool family = p_[i].number.parent() == t_[j].number.parent() || p_[i].number.parent() == t_[j].number ||
                  t_count_.at(t_[j].number.key()) > 1;
    // Different numbers pair on strong content, or on fair content within the same family (120.3h
    // written as a second 120.3c; 107.17a written as a second 107.17).
    // Numbers stated on one side only rule out a pairing on fair content alone.
    *ok = same || (!s.contradicts && (s.score >= kMovedScore ||
                                      (family && s.score >= kFamilyScore && !numbers_disagree(p_[i].evidence, t_[j].evidence))));
    return s.score + (same ? kNumberBonus : 0) + (family ? kParentBonus : 0);
  }

  // Distinctive shared content (a cited rule, or two shared numbers or symbols) and nothing
  // contradicting: evidence that outweighs the number written.
  bool strong(std::size_t i, std::size_t j, double* score) const {
    const Evidence& a = p_[i].evidence;
    const Evidence& b = t_[j].evidence;
    if (a.rules.empty() && a.numbers.empty() && a.symbols.empty()) return false;
    Similarity s = compare(a, b, ratio_);
    *score = s.score;
    return !s.contradicts && s.score >= kStrongScore && (s.shared_rules >= 1 || s.shared_numbers + s.shared_symbols >= 2);
  }

  void link(std::size_t i, std::size_t j) {
    p_to_t_[i] = static_cast<std::int32_t>(j);
    t_to_p_[j] = static_cast<std::int32_t>(i);
  }

  void fill_gap(std::size_t p0, std::size_t p1, std::size_t t0, std::size_t t1) {
    std::size_t a = p1 - p0, b = t1 - t0;
    // Strong content first, crossing allowed: a rule whose citations match another number's rule
    // was swapped (the translation's 601.4 cites what the English 601.5 cites); but two pairs that
    // cross without content favouring it are put in order (uncross).
    if (a * b <= 4096 && (a > 1 || b > 1)) {
      struct Cand { double score; std::size_t i, j; };
      std::vector<Cand> strong_pairs;
      for (std::size_t i = p0; i < p1; ++i)
        for (std::size_t j = t0; j < t1; ++j) {
          double sc = 0;
          if (strong(i, j, &sc)) strong_pairs.push_back({sc + (p_[i].number == t_[j].number ? 0.05 : 0), i, j});
        }
      std::sort(strong_pairs.begin(), strong_pairs.end(), [](const Cand& x, const Cand& y) {
        return x.score != y.score ? x.score > y.score : std::tie(x.i, x.j) < std::tie(y.i, y.j);
      });
      std::vector<std::pair<std::size_t, std::size_t>> linked;
      for (const Cand& c : strong_pairs)
        if (p_to_t_[c.i] < 0 && t_to_p_[c.j] < 0) {
          link(c.i, c.j);
          linked.emplace_back(c.i, c.j);
        }
      uncross(strong_pairs, linked);
    }
    if (a * b > kMaxGapCells) {
      // Too large for DP: pair equal numbers in order (a merge of two sorted-ish sequences).
      std::unordered_map<std::uint32_t, std::vector<std::size_t>> by_number;
      for (std::size_t j = t1; j-- > t0;) by_number[t_[j].number.key()].push_back(j);
      std::size_t last = t0;
      for (std::size_t i = p0; i < p1; ++i) {
        auto it = by_number.find(p_[i].number.key());
        if (it == by_number.end() || p_to_t_[i] >= 0) continue;
        while (!it->second.empty() && (it->second.back() < last || t_to_p_[it->second.back()] >= 0)) it->second.pop_back();
        if (it->second.empty()) continue;
        link(i, it->second.back());
        last = it->second.back() + 1;
        it->second.pop_back();
      }
    } else {
      // Needleman-Wunsch without gap cost: maximise the sum of pair weights, order kept.
      auto weight = [&](std::size_t x, std::size_t y, bool* ok) {
        if (p_to_t_[p0 + x] >= 0 || t_to_p_[t0 + y] >= 0) { *ok = false; return 0.0; }
        return pair_weight(p0 + x, t0 + y, ok);
      };
      for (auto [x, y] : best_ordered_pairing(a, b, weight)) link(p0 + x, t0 + y);
    }
    // 3. Crossing pairs by strong content evidence, best first.
    struct Cand { double score; std::size_t i, j; };
    std::vector<Cand> cands;
    std::size_t free_p = 0, free_t = 0;
    for (std::size_t i = p0; i < p1; ++i) free_p += p_to_t_[i] < 0;
    for (std::size_t j = t0; j < t1; ++j) free_t += t_to_p_[j] < 0;
    if (free_p == 0 || free_t == 0 || free_p * free_t > 4096) return;
    for (std::size_t i = p0; i < p1; ++i) {
      if (p_to_t_[i] >= 0) continue;
      for (std::size_t j = t0; j < t1; ++j) {
        if (t_to_p_[j] >= 0) continue;
        Similarity s = compare(p_[i].evidence, t_[j].evidence, ratio_);
        if (s.score >= kMovedScore && !s.contradicts) cands.push_back({s.score, i, j});
      }
    }
    std::sort(cands.begin(), cands.end(), [](const Cand& x, const Cand& y) {
      return x.score != y.score ? x.score > y.score : std::tie(x.i, x.j) < std::tie(y.i, y.j);
    });
    for (const Cand& c : cands)
      if (p_to_t_[c.i] < 0 && t_to_p_[c.j] < 0) link(c.i, c.j);
  }

  RulePair make_pair(std::int32_t i, std::int32_t j) const {
    RulePair r;
    r.p = i >= 0 ? p_[static_cast<std::size_t>(i)].block : -1;
    r.t = j >= 0 ? t_[static_cast<std::size_t>(j)].block : -1;
    if (i < 0) { r.status = UnitStatus::kExtra; r.score = 0; return r; }
    if (j < 0) { r.status = UnitStatus::kMissing; r.score = 0; return r; }
    const RuleItem& a = p_[static_cast<std::size_t>(i)];
    const RuleItem& b = t_[static_cast<std::size_t>(j)];
    Similarity s = compare(a.evidence, b.evidence, ratio_, explain_);
    r.score = s.score;
    r.why = std::move(s.why);
    if (a.number == b.number) r.status = UnitStatus::kOk;
    else if (t_count_.at(b.number.key()) > 1) r.status = UnitStatus::kDuplicate;
    else r.status = UnitStatus::kMisnumbered;
    return r;
  }

  RulePairing classify() {
    RulePairing out;
    out.length_ratio = ratio_;
    // Extras go after the pair holding the translation rule before them.
    std::vector<std::vector<std::int32_t>> extras_after(p_.size() + 1);
    std::int32_t last_p = -1;  // pivot index paired with the last paired translation rule
    for (std::size_t j = 0; j < t_.size(); ++j) {
      if (t_to_p_[j] >= 0) last_p = std::max(last_p, t_to_p_[j]);
      else extras_after[static_cast<std::size_t>(last_p + 1)].push_back(static_cast<std::int32_t>(j));
    }
    // The (pivot, translation) index of each pair in order, then the pairs made in parallel.
    std::vector<std::pair<std::int32_t, std::int32_t>> order;
    order.reserve(p_.size() + static_cast<std::size_t>(std::count(t_to_p_.begin(), t_to_p_.end(), -1)));
    for (std::int32_t j : extras_after[0]) order.emplace_back(-1, j);
    for (std::size_t i = 0; i < p_.size(); ++i) {
      order.emplace_back(static_cast<std::int32_t>(i), p_to_t_[i]);
      for (std::int32_t j : extras_after[i + 1]) order.emplace_back(-1, j);
    }
    out.pairs.resize(order.size());
    for_ranges(order.size(), [&](std::size_t k) { out.pairs[k] = make_pair(order[k].first, order[k].second); });
    return out;
  }

  // Runs f(k) for every k in [0, n) over consecutive ranges (a few per unit of the fanout's width); f
  // must write only what belongs to its k.
  template <typename F>
  void for_ranges(std::size_t n, F f) const {
    const unsigned jobs = fanout_.width();
    const std::size_t ranges = jobs <= 1 ? 1 : std::min<std::size_t>(n, std::size_t{4} * jobs);
    fanout_(ranges, [&](std::size_t r) {
      for (std::size_t k = n * r / ranges, last = n * (r + 1) / ranges; k < last; ++k) f(k);
    });
  }

  const std::vector<RuleItem>& p_;
  const std::vector<RuleItem>& t_;
  bool explain_;
  const Fanout& fanout_;  // runs the anchors' and the pairs' scores
  double ratio_ = 1;
  std::vector<std::int32_t> p_to_t_, t_to_p_;
  std::unordered_map<std::uint32_t, std::int32_t> p_count_, t_count_;
  std::unordered_map<std::uint32_t, std::size_t> t_index_;
};

}  // namespace

std::vector<RuleItem> collect_rules(const Document& doc, const Fanout& fanout) {
  // The blocks that count: each rule with a valid number, and the examples that follow their rule.
  std::vector<std::int32_t> blocks;
  std::size_t rules = 0;
  std::int32_t last_rule = -1;
  for (std::size_t k = 0; k < doc.blocks.size(); ++k) {
    const Block& b = doc.blocks[k];
    if (b.kind == BlockKind::kRule && b.number.valid()) {
      last_rule = static_cast<std::int32_t>(k);
      blocks.push_back(last_rule);
      ++rules;
    } else if (b.kind == BlockKind::kExample && last_rule >= 0 && b.parent == last_rule) {
      blocks.push_back(static_cast<std::int32_t>(k));
    }
  }
  std::vector<Evidence> evidence = make_evidence(doc, blocks, fanout);
  std::vector<RuleItem> out;
  out.reserve(rules);  // exactly: a vector grown by doubling holds up to three times the items at its last growth
  // Each rule with the examples after it, merged at once (a rule with many examples stays linear).
  for (std::size_t i = 0, end = 0; i < blocks.size(); i = end) {
    const Block& b = doc.blocks[static_cast<std::size_t>(blocks[i])];
    for (end = i + 1; end < blocks.size() && doc.blocks[static_cast<std::size_t>(blocks[end])].kind != BlockKind::kRule; ++end) {
      evidence[end].length = 0;
      evidence[end].examples = 1;
    }
    if (end == i + 1) out.push_back({blocks[i], b.number, std::move(evidence[i])});
    else out.push_back({blocks[i], b.number, merge_all(std::span<const Evidence>(evidence).subspan(i, end - i))});
    for (std::size_t k = i; k < end; ++k) evidence[k] = Evidence{};  // released as it goes
  }
  return out;
}

RulePairing pair_rules(const std::vector<RuleItem>& p, const std::vector<RuleItem>& t, bool explain, const Fanout& fanout) {
  return Pairer(p, t, explain, fanout).run();
}

double edition_fit(const std::vector<RuleItem>& p, const std::vector<RuleItem>& t) {
  std::unordered_map<std::uint32_t, std::size_t> index;
  for (std::size_t i = 0; i < p.size(); ++i) index.emplace(p[i].number.key(), i);
  double ratio = estimate_ratio(p, t), fit = 0;
  for (const RuleItem& r : t) {
    auto it = index.find(r.number.key());
    if (it == index.end()) continue;
    Similarity s = compare(p[it->second].evidence, r.evidence, ratio);
    fit += s.contradicts ? 0 : s.score;
  }
  return fit;
}

}  // namespace rulecorp
