// The glossary as CSV (RFC 4180, UTF-8, CRLF) for spreadsheets: one row per concept, with the
// preferred term, the other variants with their status and the definition of every language;
// every cell guarded and bounded as emit/csv.h says.
#ifndef RULECORP_EMIT_GLOSSARY_CSV_H_
#define RULECORP_EMIT_GLOSSARY_CSV_H_

#include <ostream>
#include <vector>

#include "emit/csv.h"

#include "glossary/glossary.h"

namespace rulecorp {

// Writes `g` as CSV with a header row: id, part_of_speech, then per language <l>, <l>_variants,
// <l>_definition, <l>_context, then sources and conflicts. Returns the cells it cut.
std::vector<CsvCut> write_glossary_csv(const Glossary& g, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_CSV_H_
