// One table, two encodings: rows() walks the units and hands each row's cells (from view_member,
// shared with TMX and JSON) to a cell encoder, TSV's or CSV's (emit/csv.h, the spreadsheet guard).
#include "emit/tsv.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "emit/csv.h"
#include "emit/member_view.h"

namespace rulecorp {
namespace {

// Calls `row` with the cells of the header and of every unit, in order.
void rows(const Alignment& a, const std::function<void(const std::vector<std::string>&)>& row) {
  std::vector<std::string> cells{"id", "kind", "status", "score"};
  for (const Slot& s : a.slots)
    for (const char* col : {" label", " text", " source", " status", " score"}) cells.push_back(s.key() + col);
  row(cells);
  for (const Unit& u : a.units) {
    cells = {u.id.str(), std::string(unit_kind_name(u.kind)), std::string(unit_status_name(u.status)), format_score(u.score)};
    for (std::size_t s = 0; s < a.slots.size(); ++s) {
      std::optional<MemberView> v = view_member(a, u, s);
      if (!v) {
        cells.insert(cells.end(), 5, std::string());
        continue;
      }
      cells.push_back(v->label());
      cells.push_back(v->text);
      cells.push_back(v->source());
      cells.push_back(v->status);
      cells.push_back(format_score(v->score));
    }
    row(cells);
  }
}

}  // namespace

// Appends `s` escaped to the row being built: runs of bytes that need no escape are appended at
// once (one append per run, not per byte).
void append_tsv_cell(std::string& out, std::string_view s) {
  std::size_t run = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char* esc = nullptr;
    switch (s[i]) {
      case '\t': esc = "\\t"; break;
      case '\n': esc = "\\n"; break;
      case '\r': esc = "\\r"; break;
      case '\\': esc = "\\\\"; break;
      default: continue;
    }
    out.append(s.data() + run, i - run);
    out.append(esc, 2);
    run = i + 1;
  }
  out.append(s.data() + run, s.size() - run);
}

std::string tsv_cell(std::string_view s) {
  std::string out;
  append_tsv_cell(out, s);
  return out;
}

void write_align_tsv(const Alignment& a, std::ostream& out) {
  std::string line;  // each row is built here and written at once
  rows(a, [&](const std::vector<std::string>& cells) {
    line.clear();
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (i) line += '\t';
      append_tsv_cell(line, cells[i]);
    }
    line += '\n';
    out.write(line.data(), static_cast<std::streamsize>(line.size()));
  });
}

std::vector<CsvCut> write_align_csv(const Alignment& a, std::ostream& out) {
  CsvWriter csv(out);
  rows(a, [&](const std::vector<std::string>& cells) {
    for (const std::string& c : cells) csv.cell(c);
    csv.end_row();
  });
  return csv.cuts();
}

}  // namespace rulecorp
