// The `rulecorp align --format tsv` output for spreadsheets: a header row, then one row per unit:
// id, kind, status, score, and per slot its number, text and file:line. Tabs and line breaks
// inside text become spaces, so every unit is exactly one row.
#ifndef RULECORP_EMIT_TSV_H_
#define RULECORP_EMIT_TSV_H_

#include <string>

#include "align/alignment.h"

namespace rulecorp {

// Serialises `a` as TSV (UTF-8, LF line ends, final newline).
std::string write_align_tsv(const Alignment& a);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_TSV_H_
