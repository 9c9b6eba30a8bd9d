// number_fit merges the two sorted lists once (linear); the edition's numbers are filtered to the
// translation's three-digit rules on the fly. best_edition scores every edition and breaks exact
// ties by the rule in its contract, so the same inputs always pick the same edition.
#include "align/edition_pairing.h"

#include <algorithm>

namespace rulecorp {

std::vector<RuleNumber> sorted_unique(std::vector<RuleNumber> numbers) {
  std::sort(numbers.begin(), numbers.end());
  numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
  return numbers;
}

double number_fit(std::span<const RuleNumber> t, std::span<const RuleNumber> e) {
  if (t.empty()) return 0;
  std::vector<int> rules;  // the translation's three-digit rules, sorted
  for (RuleNumber n : t)
    if (rules.empty() || rules.back() != n.rule()) rules.push_back(n.rule());
  std::size_t both = 0, only_e = 0;
  std::size_t i = 0;
  for (RuleNumber n : e) {
    if (!std::binary_search(rules.begin(), rules.end(), n.rule())) continue;
    while (i < t.size() && t[i] < n) ++i;
    if (i < t.size() && t[i] == n) ++both;
    else ++only_e;
  }
  const std::size_t all = t.size() + only_e;  // |T| + |E' \ T|
  return static_cast<double>(both) / static_cast<double>(all);
}

std::optional<std::size_t> best_edition(std::span<const RuleNumber> translation,
                                        std::span<const std::vector<RuleNumber>> editions) {
  if (translation.empty() || editions.empty()) return std::nullopt;
  std::vector<double> fit(editions.size());
  double best = 0;
  for (std::size_t k = 0; k < editions.size(); ++k) {
    fit[k] = number_fit(translation, editions[k]);
    best = std::max(best, fit[k]);
  }
  if (best <= 0) return std::nullopt;
  if (fit.back() == best) return editions.size() - 1;
  for (std::size_t k = 0; k < editions.size(); ++k)
    if (fit[k] == best) return k;
  return std::nullopt;
}

}  // namespace rulecorp
