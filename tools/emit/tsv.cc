// Straight string building: the columns are fixed by the slots, each cell cleaned of tabs and line
// breaks (and of a leading '=', '+', '-' or '@', which spreadsheets would run as a formula).
#include "emit/tsv.h"

#include <cstdio>

#include "emit/align_json.h"

namespace rulecorp {
namespace {

void cell(std::string& out, std::string_view s) {
  if (!s.empty() && (s[0] == '=' || s[0] == '+' || s[0] == '-' || s[0] == '@')) out += '\'';
  for (char c : s) out += (c == '\t' || c == '\n' || c == '\r') ? ' ' : c;
}

}  // namespace

std::string write_align_tsv(const Alignment& a) {
  std::string out = "id\tkind\tstatus\tscore";
  for (const std::string& s : a.slots) out += "\t" + s + " number\t" + s + " text\t" + s + " source";
  out += '\n';
  char buf[32];
  for (const Unit& u : a.units) {
    cell(out, u.id);
    out += '\t';
    out += unit_kind_name(u.kind);
    out += '\t';
    out += unit_status_name(u.status);
    std::snprintf(buf, sizeof buf, "\t%.3f", u.score);
    out += buf;
    for (const Member& m : u.members) {
      out += '\t';
      if (!m.present()) {
        out += "\t\t";
        continue;
      }
      const Block& b = *a.block(m);
      cell(out, b.kind == BlockKind::kCard || b.kind == BlockKind::kGlossaryEntry ? b.term : member_number(a, m));
      out += '\t';
      cell(out, a.text(m));
      out += '\t';
      cell(out, a.docs[static_cast<std::size_t>(m.doc)]->name() + ":" + std::to_string(b.line));
    }
    out += '\n';
  }
  return out;
}

}  // namespace rulecorp
