// Renumbering maps between two editions of the rules in one language: which old rule became which
// new one (502.83 -> 702.80, 306.5 -> 506.5), with a score per entry, and what was added or removed.
#ifndef RULECORP_ALIGN_EDITION_MAP_H_
#define RULECORP_ALIGN_EDITION_MAP_H_

#include "align/alignment.h"
#include "parse/document.h"

namespace rulecorp {

// Maps the rules of `old_edition` onto those of `new_edition` by wording. Slots are the editions'
// dates (Slot::key: "2008-10-01"; the language when a date is unknown; "-2" for the second of two
// equal keys). Units follow the old edition's order, rules added in the new edition come last in its
// order. Unit ids: "702.80" (same number), "502.83>702.80" (renumbered), "600.1@2008-10-01"
// (removed), "800.1@2009-10-01" (added). Two documents of different languages are not editions of
// one text: no units, and the new one's DocumentInfo::use is kNotAnEdition.
Alignment map_editions(const Document& old_edition, const Document& new_edition);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_EDITION_MAP_H_
