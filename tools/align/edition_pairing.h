// Which edition of the original a translation translates, told by rule numbers alone: each edition
// renumbers, adds and removes rules, and a translation carries the numbers of the edition it was
// made from. Numbers are what every edition keeps even when reduced to its history record, so the
// pairing is cheap over an archive of editions and needs no cross-language comparison of texts.
#ifndef RULECORP_ALIGN_EDITION_PAIRING_H_
#define RULECORP_ALIGN_EDITION_PAIRING_H_

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "parse/rule_number.h"

namespace rulecorp {

// How well a translation's rule numbers fit an edition's: the Jaccard index of the two sets, the
// edition's numbers taken only under the three-digit rules the translation has (an excerpt of
// 702.80 is compared with 702.*, not the whole book). Both spans sorted and without repeats.
double number_fit(std::span<const RuleNumber> translation, std::span<const RuleNumber> edition);

// The index of the edition (in `editions`, oldest first, each sorted without repeats) the
// translation fits best by number_fit; nullopt when it has no numbers or fits none at all. Among
// editions that fit equally well the newest is taken when it is one of them (nothing to update),
// else the oldest (the update list then shows every change that may be missing).
std::optional<std::size_t> best_edition(std::span<const RuleNumber> translation,
                                        std::span<const std::vector<RuleNumber>> editions);

// `numbers` sorted, each once.
std::vector<RuleNumber> sorted_unique(std::vector<RuleNumber> numbers);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_EDITION_PAIRING_H_
