// Renumbering maps between two editions of the rules in one language: which old rule became which
// new one (502.83 -> 702.80, 306.5 -> 506.5), with a score per entry, and what was added or removed.
#ifndef RULECORP_ALIGN_EDITION_MAP_H_
#define RULECORP_ALIGN_EDITION_MAP_H_

#include "align/alignment.h"
#include "parse/document.h"

namespace rulecorp {

// Maps the rules of `old_edition` onto those of `new_edition` by wording. Slots are the editions'
// dates ("2008-10-01"; "old"/"new" when a date is unknown). Units follow the old edition's order,
// rules added in the new edition come last in its order.
Alignment map_editions(const Document& old_edition, const Document& new_edition);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_EDITION_MAP_H_
