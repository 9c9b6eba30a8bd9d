// The `rulecorp align --format json` output: the documents (with their stable ids and what became of
// them), the slots, a summary of unit statuses, every unit with its summary and one member object
// per slot under "members" (each with its own status, score and evidence), and the diagnostics with
// their structured fields. Schema: schemas/align.schema.json.
#ifndef RULECORP_EMIT_ALIGN_JSON_H_
#define RULECORP_EMIT_ALIGN_JSON_H_

#include <ostream>

#include "align/alignment.h"
#include "common/diagnostic.h"

namespace rulecorp {

// Streams `a` and `diags` into `out` (UTF-8, two-space indent, final newline, deterministic), one
// unit at a time.
void write_align_json(const Alignment& a, const Diagnostics& diags, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_ALIGN_JSON_H_
