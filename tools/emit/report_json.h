// The `rulecorp check --format json` report: the inputs, every finding with its position, texts,
// marks (byte spans plus the marked text), related locations and structured arguments, and a
// summary with counts per check. Schema: schemas/report.schema.json.
#ifndef RULECORP_EMIT_REPORT_JSON_H_
#define RULECORP_EMIT_REPORT_JSON_H_

#include <string>

#include "check/report.h"

namespace rulecorp {

// Serialises `r` (UTF-8, two-space indent, final newline, deterministic).
std::string write_report_json(const Report& r);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_REPORT_JSON_H_
