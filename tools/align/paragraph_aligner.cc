// align_paragraphs is Gale & Church's dynamic program with three additions: a bead's cost is lowered
// when its content evidence (rule numbers, numbers, symbols, names) agrees and raised when it
// disagrees; only cells within a band around the diagonal are visited (band half-width = the
// length difference of the sequences plus a margin), so the cost is O((n+m) * band); and a 2-1
// bead is split into 1-1 + 1-0 when one paragraph alone fits clearly better (a missing translation).
// match_variants indexes the paragraphs of `b` by word and scores only pairs sharing a word, and of
// those only the ones whose shared words could reach the minimum score.
#include "align/paragraph_aligner.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace rulecorp {
namespace {

// Gale & Church's bead priors.
constexpr double kPrior11 = 0.89, kPrior10 = 0.0099, kPrior21 = 0.089 / 2;
constexpr std::int64_t kBandMargin = 24;

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

}  // namespace

std::vector<Bead> align_paragraphs(const std::vector<Evidence>& a, const std::vector<Evidence>& b, double ratio) {
  const auto n = static_cast<std::int64_t>(a.size()), m = static_cast<std::int64_t>(b.size());
  std::vector<Bead> out;
  if (n == 0 || m == 0) {
    for (std::int64_t i = 0; i < n; ++i) out.push_back({static_cast<std::int32_t>(i), 1, static_cast<std::int32_t>(m), 0, 0});
    for (std::int64_t j = 0; j < m; ++j) out.push_back({static_cast<std::int32_t>(n), 0, static_cast<std::int32_t>(j), 1, 0});
    return out;
  }
  const std::int64_t band = std::abs(n - m) + kBandMargin;
  const std::int64_t width = 2 * band + 1;
  // Row i covers columns center(i)-band .. center(i)+band.
  auto center = [&](std::int64_t i) { return i * m / n; };
  auto lo = [&](std::int64_t i) { return center(i) - band; };
  constexpr double kInf = std::numeric_limits<double>::infinity();
  std::vector<double> cost(static_cast<std::size_t>((n + 1) * width), kInf);
  std::vector<std::uint8_t> move(static_cast<std::size_t>((n + 1) * width), 0);
  auto cell = [&](std::int64_t i, std::int64_t j) -> std::int64_t {
    std::int64_t k = j - lo(i);
    return (i < 0 || j < 0 || j > m || k < 0 || k >= width) ? -1 : i * width + k;
  };
  cost[static_cast<std::size_t>(cell(0, 0))] = 0;
  Evidence ea2, eb2;
  for (std::int64_t i = 0; i <= n; ++i) {
    for (std::int64_t j = std::max<std::int64_t>(0, lo(i)); j <= std::min(m, lo(i) + width - 1); ++j) {
      std::int64_t here = cell(i, j);
      if (here < 0 || (i == 0 && j == 0)) continue;
      double best = kInf;
      std::uint8_t mv = 0;
      auto consider = [&](std::int64_t di, std::int64_t dj, std::uint8_t code) {
        std::int64_t from = cell(i - di, j - dj);
        if (from < 0 || cost[static_cast<std::size_t>(from)] == kInf) return;
        double c = cost[static_cast<std::size_t>(from)], sc = 0;
        const auto ai = static_cast<std::size_t>(i - di), bj = static_cast<std::size_t>(j - dj);
        if (di == 1 && dj == 0) c += -std::log(kPrior10) - std::log(std::max(length_match(a[ai].length, 0, ratio), 1e-12));
        else if (di == 0 && dj == 1) c += -std::log(kPrior10) - std::log(std::max(length_match(b[bj].length, 0, 1 / ratio), 1e-12));
        else if (di == 1 && dj == 1) c += bead_cost(a[ai], b[bj], ratio, kPrior11, &sc);
        else if (di == 2) {
          ea2 = a[ai];
          ea2.merge(a[ai + 1]);
          c += bead_cost(ea2, b[bj], ratio, kPrior21, &sc);
        } else {
          eb2 = b[bj];
          eb2.merge(b[bj + 1]);
          c += bead_cost(a[ai], eb2, ratio, kPrior21, &sc);
        }
        if (c < best) { best = c; mv = code; }
      };
      consider(1, 1, 1);
      consider(1, 0, 2);
      consider(0, 1, 3);
      consider(2, 1, 4);
      consider(1, 2, 5);
      cost[static_cast<std::size_t>(here)] = best;
      move[static_cast<std::size_t>(here)] = mv;
    }
  }
  for (std::int64_t i = n, j = m; i > 0 || j > 0;) {
    std::int64_t here = cell(i, j);
    std::uint8_t mv = here < 0 ? 0 : move[static_cast<std::size_t>(here)];
    std::int64_t di = 0, dj = 0;
    switch (mv) {
      case 1: di = 1; dj = 1; break;
      case 2: di = 1; break;
      case 3: dj = 1; break;
      case 4: di = 2; dj = 1; break;
      case 5: di = 1; dj = 2; break;
      default: di = i > 0 ? 1 : 0; dj = i > 0 ? 0 : 1; break;  // unreachable cell: peel off one
    }
    Bead bd{static_cast<std::int32_t>(i - di), static_cast<std::int32_t>(di), static_cast<std::int32_t>(j - dj),
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
  std::reverse(out.begin(), out.end());
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
  // Inverted index of b by word; very common words (in more than a quarter of b, and > 8) are skipped.
  std::unordered_map<std::uint64_t, std::vector<std::int32_t>> index;
  for (std::size_t j = 0; j < pb.size(); ++j)
    for (std::uint64_t w : *pb[j]) index[w].push_back(static_cast<std::int32_t>(j));
  const std::size_t common_limit = std::max<std::size_t>(8, pb.size() / 4);
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
