// The `rulecorp align --format tsv` and `--format csv` outputs: a header row, then one row per unit:
// id, kind, status, score (the unit's summary), and per slot the member's label (rule number as
// written, glossary term or card name), text, source file:line, own status and score.
// TSV carries the data unaltered, for translation memories and scripts: only a tab, a line break and
// the backslash are escaped (\t, \n, \r, \\, the "linear TSV" convention), so a planeswalker line
// "+1: ..." stays as it is (no formula guard: open the CSV in a spreadsheet). CSV (RFC 4180, CRLF)
// is for spreadsheets: every cell goes through emit/csv.h (a cell a spreadsheet would run as a
// formula, starting with =, +, -, @, tab or CR, gets a leading apostrophe unless it is a plain
// number; a cell over 32,767 characters is cut with a marker).
#ifndef RULECORP_EMIT_TSV_H_
#define RULECORP_EMIT_TSV_H_

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "align/alignment.h"
#include "emit/csv.h"

namespace rulecorp {

// Appends `s` as one TSV cell to `out`: \t, \n, \r and \\ escaped, every other byte as it is.
void append_tsv_cell(std::string& out, std::string_view s);
// `s` as one TSV cell (as append_tsv_cell).
std::string tsv_cell(std::string_view s);

// Streams `a` as TSV into `out` (UTF-8, LF line ends, final newline).
void write_align_tsv(const Alignment& a, std::ostream& out);

// Streams `a` as CSV for spreadsheets into `out` (RFC 4180: UTF-8, CRLF, quoted where needed,
// formula cells guarded, over-long cells cut). Returns the cells it cut.
std::vector<CsvCut> write_align_csv(const Alignment& a, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_TSV_H_
