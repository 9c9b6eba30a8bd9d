// renumbering.tsv of `rulecorp build`: every step of the English editions in the renumbering history
// (align/history.h), one row per rule an edition numbers otherwise than the one before, drops or
// adds: from<TAB>to<TAB>old<TAB>new<TAB>change<TAB>title, under that header line.
#ifndef RULECORP_EMIT_RENUMBERING_TSV_H_
#define RULECORP_EMIT_RENUMBERING_TSV_H_

#include <ostream>

#include "align/history.h"

namespace rulecorp {

// Writes the header and the rows of every step of `h` to `out`, step by step.
void write_renumbering_tsv(const History& h, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_RENUMBERING_TSV_H_
