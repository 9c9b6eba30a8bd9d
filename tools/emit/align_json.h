// The `rulecorp align --format json` output: every unit with one object per slot ("en", "de", or an
// edition date), its status and score, plus the documents and diagnostics. Schema:
// schemas/align.schema.json.
#ifndef RULECORP_EMIT_ALIGN_JSON_H_
#define RULECORP_EMIT_ALIGN_JSON_H_

#include <string>

#include "align/alignment.h"
#include "common/diagnostic.h"

namespace rulecorp {

// Serialises `a` and `diags` (UTF-8, two-space indent, final newline, deterministic).
std::string write_align_json(const Alignment& a, const Diagnostics& diags);

// The number a member's first block carries as written ("" for unnumbered blocks).
std::string member_number(const Alignment& a, const Member& m);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_ALIGN_JSON_H_
