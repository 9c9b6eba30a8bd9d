// align_paragraphs is Gale & Church's dynamic program with three additions: a bead's cost is lowered
// when its content evidence (rule numbers, numbers, symbols, names) agrees and raised when it
// disagrees; only cells within a band around the diagonal are visited (band half-width = the
// length difference of the sequences plus a margin); and a 2-1 bead is split into 1-1 + 1-0 when
// one paragraph alone fits clearly better (a missing translation). The program keeps a byte per
// cell (its move) and the costs of three rows, so memory is the band's cells plus the input.
// Sequences so far apart in length that the band would pass kCellsPerParagraph cells a paragraph
// (and kMaxExactCells in all) are beyond what the model is meant for: they are cut at anchors
// (paragraphs whose rule numbers, numbers and symbols occur once on each side and agree, their longest
// chain increasing on both sides), and each stretch between two anchors is aligned with the exact
// band when it fits that bound, else with a band of a fixed margin around its own diagonal; the
// caller is told. Either way time and memory grow linearly with the input.
// match_variants indexes the paragraphs of `b` by word and scores only pairs sharing a word, and of
// those only the ones whose shared words could reach the minimum score.
#include "align/paragraph_aligner.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <unordered_map>

namespace rulecorp {
namespace {

using Paragraphs = std::span<const Evidence>;

// Gale & Church's bead priors.
constexpr double kPrior11 = 0.89, kPrior10 = 0.0099, kPrior21 = 0.089 / 2;
constexpr std::int64_t kBandMargin = 24;
// The exact band is used while it has at most this many cells in all, or per paragraph of the two
// sequences; beyond both, the sequences are aligned between anchors.
constexpr std::int64_t kMaxExactCells = std::int64_t{1} << 22;
constexpr std::int64_t kCellsPerParagraph = 64;
constexpr double kAnchorScore = 0.5;  // least content score of an anchor

double bead_cost(const Evidence& a, const Evidence& b, double ratio, double prior, double* score) {
  Similarity s = compare(a, b, ratio);
  double len = length_match(a.length, b.length, ratio);
  double cost = -std::log(prior) - std::log(std::max(len, 1e-12));
  bool has_content = !a.rules.empty() || !b.rules.empty() || !a.numbers.empty() || !b.numbers.empty() ||
                     !a.symbols.empty() || !b.symbols.empty() || !a.names.empty();
  if (has_content) cost -= 4.0 * (s.score - 0.5);
  *score = s.score;
  return cost;
}

// True when the exact band over n and m paragraphs is within bounds.
bool exact_band_fits(std::int64_t n, std::int64_t m) {
  const std::int64_t cells = (n + 1) * (2 * (std::abs(n - m) + kBandMargin) + 1);
  return cells <= std::max(kMaxExactCells, kCellsPerParagraph * (n + m));
}

// Appends the beads of the dynamic program over a x b (both non-empty) within `band` cells of the
// line from (0, 0) to (n, m), their positions raised by a0 and b0.
void align_band(Paragraphs a, Paragraphs b, double ratio, std::int64_t band, std::int32_t a0, std::int32_t b0,
                std::vector<Bead>& out) {
  const auto n = static_cast<std::int64_t>(a.size()), m = static_cast<std::int64_t>(b.size());
  const std::int64_t width = 2 * band + 1;
  // Row i covers columns center(i)-band .. center(i)+band.
  auto center = [&](std::int64_t i) { return i * m / n; };
  auto lo = [&](std::int64_t i) { return center(i) - band; };
  constexpr double kInf = std::numeric_limits<double>::infinity();
  std::vector<double> cost(static_cast<std::size_t>(3 * width), kInf);  // rows i, i-1, i-2 at i % 3
  std::vector<std::uint8_t> move(static_cast<std::size_t>((n + 1) * width), 0);
  // The column of (i, j) within its row, or -1 outside the band.
  auto col = [&](std::int64_t i, std::int64_t j) -> std::int64_t {
    std::int64_t k = j - lo(i);
    return (i < 0 || j < 0 || j > m || k < 0 || k >= width) ? -1 : k;
  };
  auto cost_at = [&](std::int64_t i, std::int64_t k) -> double& { return cost[static_cast<std::size_t>((i % 3) * width + k)]; };
  // Two consecutive paragraphs of b together (1-2 beads), each pair made once.
  std::vector<Evidence> b2(static_cast<std::size_t>(m - 1));
  for (std::size_t j = 0; j + 1 < b.size(); ++j) {
    b2[j] = b[j];
    b2[j].merge(b[j + 1]);
  }
  Evidence a2;
  for (std::int64_t i = 0; i <= n; ++i) {
    std::fill_n(cost.begin() + (i % 3) * width, width, kInf);
    if (i == 0) cost_at(0, col(0, 0)) = 0;
    if (i >= 2) {
      a2 = a[static_cast<std::size_t>(i - 2)];
      a2.merge(a[static_cast<std::size_t>(i - 1)]);
    }
    for (std::int64_t j = std::max<std::int64_t>(0, lo(i)); j <= std::min(m, lo(i) + width - 1); ++j) {
      std::int64_t here = col(i, j);
      if (here < 0 || (i == 0 && j == 0)) continue;
      double best = kInf;
      std::uint8_t mv = 0;
      auto consider = [&](std::int64_t di, std::int64_t dj, std::uint8_t code) {
        std::int64_t from = col(i - di, j - dj);
        if (from < 0 || cost_at(i - di, from) == kInf) return;
        double c = cost_at(i - di, from), sc = 0;
        const auto ai = static_cast<std::size_t>(i - di), bj = static_cast<std::size_t>(j - dj);
        if (di == 1 && dj == 0) c += -std::log(kPrior10) - std::log(std::max(length_match(a[ai].length, 0, ratio), 1e-12));
        else if (di == 0 && dj == 1) c += -std::log(kPrior10) - std::log(std::max(length_match(b[bj].length, 0, 1 / ratio), 1e-12));
        else if (di == 1 && dj == 1) c += bead_cost(a[ai], b[bj], ratio, kPrior11, &sc);
        else if (di == 2) c += bead_cost(a2, b[bj], ratio, kPrior21, &sc);
        else c += bead_cost(a[ai], b2[bj], ratio, kPrior21, &sc);
        if (c < best) { best = c; mv = code; }
      };
      consider(1, 1, 1);
      consider(1, 0, 2);
      consider(0, 1, 3);
      consider(2, 1, 4);
      consider(1, 2, 5);
      cost_at(i, here) = best;
      move[static_cast<std::size_t>(i * width + here)] = mv;
    }
  }
  const std::size_t first = out.size();
  for (std::int64_t i = n, j = m; i > 0 || j > 0;) {
    std::int64_t here = col(i, j);
    std::uint8_t mv = here < 0 ? 0 : move[static_cast<std::size_t>(i * width + here)];
    std::int64_t di = 0, dj = 0;
    switch (mv) {
      case 1: di = 1; dj = 1; break;
      case 2: di = 1; break;
      case 3: dj = 1; break;
      case 4: di = 2; dj = 1; break;
      case 5: di = 1; dj = 2; break;
      default: di = i > 0 ? 1 : 0; dj = i > 0 ? 0 : 1; break;  // unreachable cell: peel off one
    }
    Bead bd{a0 + static_cast<std::int32_t>(i - di), static_cast<std::int32_t>(di), b0 + static_cast<std::int32_t>(j - dj),
            static_cast<std::int32_t>(dj), 0};
    if (di && dj) {
      Evidence x = a[static_cast<std::size_t>(i - di)], y = b[static_cast<std::size_t>(j - dj)];
      if (di == 2) x.merge(a[static_cast<std::size_t>(i - 1)]);
      if (dj == 2) y.merge(b[static_cast<std::size_t>(j - 1)]);
      bd.score = compare(x, y, ratio).score;
    }
    out.push_back(bd);
    i -= di;
    j -= dj;
  }
  std::reverse(out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
}

// Appends the beads of a[a0, a1) against b[b0, b1): the exact band when it fits, else a band of
// kBandMargin (and the slope) around the stretch's diagonal; 1-0 and 0-1 beads when a side is empty.
void align_stretch(Paragraphs a, Paragraphs b, double ratio, std::int32_t a0, std::int32_t a1, std::int32_t b0,
                   std::int32_t b1, std::vector<Bead>& out) {
  const std::int64_t n = a1 - a0, m = b1 - b0;
  if (n == 0 || m == 0) {
    for (std::int32_t i = a0; i < a1; ++i) out.push_back({i, 1, b0, 0, 0});
    for (std::int32_t j = b0; j < b1; ++j) out.push_back({a0, 0, j, 1, 0});
    return;
  }
  const std::int64_t band = exact_band_fits(n, m) ? std::abs(n - m) + kBandMargin : kBandMargin + (m + n - 1) / n;
  align_band(a.subspan(static_cast<std::size_t>(a0), static_cast<std::size_t>(n)),
             b.subspan(static_cast<std::size_t>(b0), static_cast<std::size_t>(m)), ratio, band, a0, b0, out);
}

// The evidence a paragraph is anchored by (its rules, numbers and symbols: what translation leaves
// alone; names are not, German capitalises its nouns) as one hash; 0 when it has none of them.
std::uint64_t anchor_key(const Evidence& e) {
  if (e.rules.empty() && e.numbers.empty() && e.symbols.empty()) return 0;
  std::uint64_t h = 1469598103934665603ull;
  auto add = [&](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
  for (std::uint32_t r : e.rules) add(r);
  add(~0ull);
  for (std::uint64_t v : e.numbers) add(v);
  add(~1ull);
  for (std::uint64_t v : e.symbols) add(v);
  return h | 1;
}

// Sequences too far apart for the exact band: cut at the anchors' longest chain, each stretch
// between two anchors aligned by align_stretch, each anchor a 1-1 bead.
void align_between_anchors(Paragraphs a, Paragraphs b, double ratio, std::vector<Bead>& out) {
  struct Seen { std::int32_t count = 0, at = 0; };
  std::unordered_map<std::uint64_t, Seen> in_a, in_b;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::uint64_t k = anchor_key(a[i])) ++in_a[k].count, in_a[k].at = static_cast<std::int32_t>(i);
  for (std::size_t j = 0; j < b.size(); ++j)
    if (std::uint64_t k = anchor_key(b[j])) ++in_b[k].count, in_b[k].at = static_cast<std::int32_t>(j);
  // Candidates in the order of a; their longest chain increasing in b (patience sorting).
  std::vector<std::pair<std::int32_t, std::int32_t>> cand;
  for (std::size_t i = 0; i < a.size(); ++i) {
    std::uint64_t k = anchor_key(a[i]);
    if (!k || in_a[k].count != 1) continue;
    auto it = in_b.find(k);
    if (it == in_b.end() || it->second.count != 1) continue;
    Similarity s = compare(a[i], b[static_cast<std::size_t>(it->second.at)], ratio);
    if (s.score >= kAnchorScore && !s.contradicts) cand.emplace_back(static_cast<std::int32_t>(i), it->second.at);
  }
  std::vector<std::size_t> tails;
  std::vector<std::ptrdiff_t> prev(cand.size(), -1);
  for (std::size_t k = 0; k < cand.size(); ++k) {
    auto it = std::lower_bound(tails.begin(), tails.end(), cand[k].second,
                               [&](std::size_t idx, std::int32_t v) { return cand[idx].second < v; });
    if (it != tails.begin()) prev[k] = static_cast<std::ptrdiff_t>(*(it - 1));
    if (it == tails.end()) tails.push_back(k);
    else *it = k;
  }
  std::vector<std::pair<std::int32_t, std::int32_t>> chain;
  for (std::ptrdiff_t k = tails.empty() ? -1 : static_cast<std::ptrdiff_t>(tails.back()); k >= 0; k = prev[static_cast<std::size_t>(k)])
    chain.push_back(cand[static_cast<std::size_t>(k)]);
  std::reverse(chain.begin(), chain.end());
  std::int32_t pi = 0, pj = 0;
  for (auto [i, j] : chain) {
    align_stretch(a, b, ratio, pi, i, pj, j, out);
    out.push_back({i, 1, j, 1, compare(a[static_cast<std::size_t>(i)], b[static_cast<std::size_t>(j)], ratio).score});
    pi = i + 1;
    pj = j + 1;
  }
  align_stretch(a, b, ratio, pi, static_cast<std::int32_t>(a.size()), pj, static_cast<std::int32_t>(b.size()), out);
}

}  // namespace

std::vector<Bead> align_paragraphs(const std::vector<Evidence>& a, const std::vector<Evidence>& b, double ratio, bool* coarse) {
  const auto n = static_cast<std::int64_t>(a.size()), m = static_cast<std::int64_t>(b.size());
  if (coarse) *coarse = false;
  std::vector<Bead> out;
  if (n == 0 || m == 0) {
    for (std::int64_t i = 0; i < n; ++i) out.push_back({static_cast<std::int32_t>(i), 1, static_cast<std::int32_t>(m), 0, 0});
    for (std::int64_t j = 0; j < m; ++j) out.push_back({static_cast<std::int32_t>(n), 0, static_cast<std::int32_t>(j), 1, 0});
    return out;
  }
  if (exact_band_fits(n, m)) {
    align_band(a, b, ratio, std::abs(n - m) + kBandMargin, 0, 0, out);
  } else {
    if (coarse) *coarse = true;
    align_between_anchors(a, b, ratio, out);
  }
  // Gale & Church price a deletion so high that an untranslated paragraph is usually merged into
  // its neighbour (a 2-1 bead). Split such a bead when one of its two paragraphs alone fits the
  // other side better than both together: that one pairs, the other is missing (1-0 or 0-1).
  std::vector<Bead> split;
  split.reserve(out.size() + 8);
  for (const Bead& bd : out) {
    if (!((bd.a_count == 2 && bd.b_count == 1) || (bd.a_count == 1 && bd.b_count == 2))) {
      split.push_back(bd);
      continue;
    }
    bool two_a = bd.a_count == 2;
    const std::vector<Evidence>& pair_side = two_a ? a : b;
    const Evidence& single = two_a ? b[static_cast<std::size_t>(bd.b_first)] : a[static_cast<std::size_t>(bd.a_first)];
    std::int32_t first = two_a ? bd.a_first : bd.b_first;
    const Evidence& x = pair_side[static_cast<std::size_t>(first)];
    const Evidence& y = pair_side[static_cast<std::size_t>(first + 1)];
    auto fit = [&](const Evidence& e) { return two_a ? compare(e, single, ratio).score : compare(single, e, ratio).score; };
    Evidence both = x;
    both.merge(y);
    double fx = fit(x), fy = fit(y), fboth = fit(both);
    if (std::max(fx, fy) <= fboth + 0.25) {
      split.push_back(bd);
      continue;
    }
    bool keep_first = fx >= fy;
    std::int32_t kept = keep_first ? first : first + 1, dropped = keep_first ? first + 1 : first;
    Bead pairb = bd, lone = bd;
    if (two_a) {
      pairb.a_first = kept; pairb.a_count = 1; pairb.score = keep_first ? fx : fy;
      lone.a_first = dropped; lone.a_count = 1; lone.b_count = 0; lone.b_first = bd.b_first + (keep_first ? 1 : 0); lone.score = 0;
    } else {
      pairb.b_first = kept; pairb.b_count = 1; pairb.score = keep_first ? fx : fy;
      lone.b_first = dropped; lone.b_count = 1; lone.a_count = 0; lone.a_first = bd.a_first + (keep_first ? 1 : 0); lone.score = 0;
    }
    if (keep_first) { split.push_back(pairb); split.push_back(lone); }
    else { split.push_back(lone); split.push_back(pairb); }
  }
  return split;
}

std::vector<VariantPair> match_variants(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b,
                                        double min_score) {
  std::vector<std::vector<std::uint64_t>> wa, wb;
  wa.reserve(a.size());
  wb.reserve(b.size());
  for (std::string_view s : a) wa.push_back(word_profile(s));
  for (std::string_view s : b) wb.push_back(word_profile(s));
  std::vector<const std::vector<std::uint64_t>*> pa, pb;
  pa.reserve(wa.size());
  pb.reserve(wb.size());
  for (const auto& w : wa) pa.push_back(&w);
  for (const auto& w : wb) pb.push_back(&w);
  return match_variants(pa, pb, min_score);
}

std::vector<VariantPair> match_variants(const std::vector<const std::vector<std::uint64_t>*>& pa,
                                        const std::vector<const std::vector<std::uint64_t>*>& pb, double min_score) {
  // Inverted index of b by word; very common words (in more than a quarter of b, and > 8; in more
  // than kMaxPostings in any case, so that the pairs looked at grow linearly with b) are skipped.
  constexpr std::size_t kMaxPostings = 1000;
  std::unordered_map<std::uint64_t, std::vector<std::int32_t>> index;
  for (std::size_t j = 0; j < pb.size(); ++j)
    for (std::uint64_t w : *pb[j]) index[w].push_back(static_cast<std::int32_t>(j));
  const std::size_t common_limit = std::max<std::size_t>(8, std::min(kMaxPostings, pb.size() / 4));
  // A pair is scored only when it can reach `min_score`: it shares at most the indexed words it was
  // found by plus every too-common word of a, and Dice grows with the words shared.
  std::vector<VariantPair> cands;
  std::vector<std::int32_t> shared(pb.size(), 0), found;
  for (std::size_t i = 0; i < pa.size(); ++i) {
    std::int32_t too_common = 0;
    found.clear();
    for (std::uint64_t w : *pa[i]) {
      auto it = index.find(w);
      if (it == index.end()) continue;
      if (it->second.size() > common_limit) { ++too_common; continue; }
      for (std::int32_t j : it->second)
        if (shared[static_cast<std::size_t>(j)]++ == 0) found.push_back(j);
    }
    for (std::int32_t j : found) {
      const auto bj = static_cast<std::size_t>(j);
      double bound = 2.0 * static_cast<double>(shared[bj] + too_common) / static_cast<double>(pa[i]->size() + pb[bj]->size());
      shared[bj] = 0;
      if (bound < min_score) continue;
      double d = dice(*pa[i], *pb[bj]);
      if (d >= min_score) cands.push_back({static_cast<std::int32_t>(i), j, d});
    }
  }
  std::sort(cands.begin(), cands.end(), [](const VariantPair& x, const VariantPair& y) {
    return x.score != y.score ? x.score > y.score : std::tie(x.a, x.b) < std::tie(y.a, y.b);
  });
  std::vector<bool> used_a(pa.size()), used_b(pb.size());
  std::vector<VariantPair> out;
  for (const VariantPair& c : cands) {
    if (used_a[static_cast<std::size_t>(c.a)] || used_b[static_cast<std::size_t>(c.b)]) continue;
    used_a[static_cast<std::size_t>(c.a)] = used_b[static_cast<std::size_t>(c.b)] = true;
    out.push_back(c);
  }
  std::sort(out.begin(), out.end(), [](const VariantPair& x, const VariantPair& y) { return x.a < y.a; });
  return out;
}

}  // namespace rulecorp
