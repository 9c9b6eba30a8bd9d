// The guard reads only the cell's first byte and, for the plain-number exception, the whole cell;
// the cut counts UTF-16 code units over UTF-8 lead bytes (a 4-byte sequence is two units) and
// stops before a lead byte, so a character is never split. The marker and the apostrophe count
// towards the limit: a guarded, cut cell still fits a spreadsheet cell.
#include "emit/csv.h"

#include <cctype>

namespace rulecorp {
namespace {

// "-2", "+3.5", "1e-3", ".5": what a spreadsheet reads as a number, not a formula.
bool plain_number(std::string_view s) {
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  std::size_t digits = 0;
  while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, ++digits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, ++digits;
  }
  if (!digits) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    std::size_t exponent = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i, ++exponent;
    if (!exponent) return false;
  }
  return i == s.size();
}

// UTF-16 code units of the UTF-8 sequence led by byte `c` (0 for a continuation byte).
std::size_t units(unsigned char c) {
  if ((c & 0xC0) == 0x80) return 0;
  return c >= 0xF0 ? 2 : 1;
}

std::size_t length_in_units(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += units(static_cast<unsigned char>(c));
  return n;
}

}  // namespace

std::string csv_cell(std::string_view s, std::size_t* length) {
  if (length) *length = 0;
  const bool guard = !s.empty() && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@' || s[0] == '\t' || s[0] == '\r') &&
                     !plain_number(s);
  std::string marker;
  if (s.size() > kCsvCellLimit / 2) {  // fewer bytes cannot hold more units than the limit
    std::size_t total = length_in_units(s);
    if (total + guard > kCsvCellLimit) {
      if (length) *length = total;
      marker = "\xE2\x80\xA6 [cut from " + std::to_string(total) + " characters]";
      std::size_t room = kCsvCellLimit - guard - length_in_units(marker), used = 0, end = 0;
      for (; end < s.size(); ++end) {
        std::size_t u = units(static_cast<unsigned char>(s[end]));
        if (u && used + u > room) break;  // before a lead byte: no character is split
        used += u;
      }
      s = s.substr(0, end);
    }
  }
  const bool quote = guard || s.find_first_of(",\"\r\n") != std::string_view::npos;
  std::string out;
  out.reserve(s.size() + marker.size() + 4);
  if (quote) out += '"';
  if (guard) out += '\'';
  // Each run up to and including a '"' is appended at once, then the '"' again.
  for (std::size_t at = 0; at < s.size();) {
    std::size_t q = s.find('"', at);
    std::size_t end = q == std::string_view::npos ? s.size() : q + 1;
    out.append(s.substr(at, end - at));
    if (q != std::string_view::npos) out += '"';
    at = end;
  }
  out += marker;
  if (quote) out += '"';
  return out;
}

void CsvWriter::cell(std::string_view s) {
  std::size_t length = 0;
  const std::string field = csv_cell(s, &length);
  if (column_) out_ << ',';
  out_.write(field.data(), static_cast<std::streamsize>(field.size()));
  if (row_ == 1) header_.emplace_back(s);
  if (length) cuts_.push_back({row_, column_ + 1, column_ < header_.size() ? header_[column_] : std::string(), length});
  ++column_;
}

void CsvWriter::end_row() {
  out_ << "\r\n";
  ++row_;
  column_ = 0;
}

std::string csv_cut_notes(const std::string& file, const std::vector<CsvCut>& cuts) {
  std::string out;
  for (const CsvCut& c : cuts)
    out += "rulecorp: note: " + (file == "-" ? std::string("standard output") : file) + ": row " + std::to_string(c.row) +
           ", column " + std::to_string(c.column) + (c.column_name.empty() ? "" : " (" + c.column_name + ")") + ": a cell of " +
           std::to_string(c.length) + " characters cut to " + std::to_string(kCsvCellLimit) +
           ", the most a spreadsheet cell holds (the JSON output keeps it whole)\n";
  return out;
}

}  // namespace rulecorp
