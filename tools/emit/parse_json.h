// The `rulecorp parse` JSON: the document model of every input, plus the diagnostics. Its schema
// is schemas/parse.schema.json. Output is deterministic: no clock, no addresses, stable key order.
#ifndef RULECORP_EMIT_PARSE_JSON_H_
#define RULECORP_EMIT_PARSE_JSON_H_

#include <ostream>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "parse/document.h"

namespace rulecorp {

// Serialises `docs` and `diags` as the parse JSON (UTF-8, two-space indent, final newline).
std::string write_parse_json(const std::vector<Document>& docs, const Diagnostics& diags);
// The same bytes into `os`, written as they are made (the text is never held whole).
void write_parse_json(std::ostream& os, const std::vector<Document>& docs, const Diagnostics& diags);

// The `--format text` rendering: dump() of every document, in order.
std::string write_parse_text(const std::vector<Document>& docs);
// The same bytes into `os`, one document at a time.
void write_parse_text(std::ostream& os, const std::vector<Document>& docs);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_PARSE_JSON_H_
