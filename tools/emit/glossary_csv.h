// The glossary as CSV (RFC 4180, UTF-8, CRLF) for spreadsheets: one row per concept, with the
// preferred term, the other variants with their status and the definition of every language.
#ifndef RULECORP_EMIT_GLOSSARY_CSV_H_
#define RULECORP_EMIT_GLOSSARY_CSV_H_

#include <ostream>
#include <string_view>

#include "glossary/glossary.h"

namespace rulecorp {

// Writes `g` as CSV with a header row: id, part_of_speech, then per language <l>, <l>_variants,
// <l>_definition, <l>_context, then sources and conflicts.
void write_glossary_csv(const Glossary& g, std::ostream& out);

// `s` as one RFC 4180 field: quoted (inner quotes doubled) when it holds a comma, quote, CR or LF.
std::string csv_field(std::string_view s);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_CSV_H_
