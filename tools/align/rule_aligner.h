// Pairs the numbered rules of a pivot document (usually English) with those of a translation: by
// number first, then proven or corrected by content evidence, so that a duplicated, swapped,
// shifted or untranslated rule still finds its true partner.
#ifndef RULECORP_ALIGN_RULE_ALIGNER_H_
#define RULECORP_ALIGN_RULE_ALIGNER_H_

#include <cstdint>
#include <functional>
#include <utility>
#include <string>
#include <vector>

#include "align/alignment.h"
#include "align/evidence.h"
#include "parse/document.h"

namespace rulecorp {

// A numbered rule with the evidence of its text and examples.
struct RuleItem {
  std::int32_t block = 0;
  RuleNumber number;
  Evidence evidence;
};

// The rules of `doc` in reading order (blocks of kind kRule with a valid number), their evidence
// made through `fanout`; the same for any fanout.
std::vector<RuleItem> collect_rules(const Document& doc, const Fanout& fanout = {});

struct RulePair {
  std::int32_t p = -1;  // block index in the pivot, -1 for an extra translation rule
  std::int32_t t = -1;  // block index in the translation, -1 for a missing one
  UnitStatus status = UnitStatus::kOk;
  double score = 0;
  std::string why;
};

struct RulePairing {
  std::vector<RulePair> pairs;  // pivot order; an extra follows the pair of the rule before it
  double length_ratio = 1;      // translation length / pivot length, estimated from the pairs
};

// Pairs the rules of a pivot and a translation (as collect_rules gives them); `explain` fills
// RulePair::why. The scores are computed through `fanout`; the same pairing for any fanout.
RulePairing pair_rules(const std::vector<RuleItem>& pivot, const std::vector<RuleItem>& translation, bool explain,
                       const Fanout& fanout = {});

// The pairing of a[0..a) with b[0..b) that keeps order on both sides and maximises the summed
// weight; weight(i, j, &ok) gives a pair's weight and sets ok = false when i and j must not pair.
// Dynamic programming in O(a*b) time and memory (the gap filler of pair_rules). Pairs ascending.
std::vector<std::pair<std::size_t, std::size_t>> best_ordered_pairing(
    std::size_t a, std::size_t b, const std::function<double(std::size_t, std::size_t, bool*)>& weight);

// Sum of content scores over the rules whose numbers both documents share: how well `translation`
// fits `pivot` as its source edition.
double edition_fit(const std::vector<RuleItem>& pivot, const std::vector<RuleItem>& translation);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_RULE_ALIGNER_H_
