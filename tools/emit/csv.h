// CSV for spreadsheets: the one cell encoder every CSV the product writes goes through (the
// alignment's `align --format csv`, the glossary's glossary-PAIR.csv). A cell is RFC 4180 (quoted
// when it holds a comma, quote, CR or LF; inner quotes doubled), guarded against formula injection
// as OWASP recommends (a cell starting with =, +, -, @, tab or CR gets a leading apostrophe and is
// quoted, unless it is a plain number such as -2 or +3.5), and never longer than a spreadsheet cell
// holds (32,767 characters): a longer one is cut at a character boundary and ends in a marker, and
// the writer lists it so that the command can say so.
#ifndef RULECORP_EMIT_CSV_H_
#define RULECORP_EMIT_CSV_H_

#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp {

// The most characters (UTF-16 code units, as Excel and LibreOffice count) a spreadsheet cell holds.
inline constexpr std::size_t kCsvCellLimit = 32767;

// A cell that was cut: its row and column in the file (1-based; row 1 is the header), the name of
// its column (the header's cell) and its length before the cut, in characters.
struct CsvCut {
  std::size_t row = 0;
  std::size_t column = 0;
  std::string column_name;
  std::size_t length = 0;
};

// `s` as one CSV field for a spreadsheet: guarded, cut and quoted as this file's header says.
// When it was cut, `length` (if given) receives its length in characters before the cut; else 0.
std::string csv_cell(std::string_view s, std::size_t* length = nullptr);

// Writes rows of csv_cell fields into a stream (UTF-8, CRLF), remembering the cells it cut.
class CsvWriter {
 public:
  explicit CsvWriter(std::ostream& out) : out_(out) {}
  // Appends one cell to the current row.
  void cell(std::string_view s);
  // Ends the current row.
  void end_row();
  // The cells cut so far, in the order written.
  const std::vector<CsvCut>& cuts() const { return cuts_; }

 private:
  std::ostream& out_;
  std::vector<std::string> header_;  // the first row's cells, to name a cut cell's column
  std::vector<CsvCut> cuts_;
  std::size_t row_ = 1, column_ = 0;
};

// One note line per cut cell of the CSV `file` ("-" = standard output):
// "rulecorp: note: FILE: row 3, column 7 (en_definition): a cell of 40000 characters cut to 32767, ...".
std::string csv_cut_notes(const std::string& file, const std::vector<CsvCut>& cuts);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_CSV_H_
