// Reads everything a writer shows about a member from the Alignment and its Documents once.
#include "emit/member_view.h"

#include <charconv>
#include <cmath>

namespace rulecorp {

std::string MemberView::source() const { return file.empty() ? std::string() : file + ":" + std::to_string(line); }

std::string format_score(double score) {
  char buf[32];  // to_chars prints as printf's "%.3f" does, without its format parsing and locale
  const auto r = std::to_chars(buf, buf + sizeof buf, std::round(score * 1000.0) / 1000.0, std::chars_format::fixed, 3);
  return std::string(buf, r.ptr);
}

std::optional<MemberView> view_member(const Alignment& a, const Unit& u, std::size_t slot) {
  if (slot >= u.members.size()) return std::nullopt;
  const Member& m = u.members[slot];
  if (!m.present() && !m.missing()) return std::nullopt;
  MemberView v;
  v.slot = a.slots[slot].key();
  v.language = a.slots[slot].language;
  v.status = std::string(unit_status_name(m.status));
  v.score = std::round(m.score * 1000.0) / 1000.0;
  v.evidence = m.evidence;
  const auto doc = static_cast<std::size_t>(m.doc);
  if (m.missing()) {
    v.missing = true;
    if (m.doc >= 0) {
      v.missing_from = a.docs[doc]->name();
      if (doc < a.documents.size()) v.document = a.documents[doc].id;
    }
    return v;
  }
  const Document& d = *a.docs[doc];
  const Block& b = *a.block(m);
  v.number = member_number(a, m);
  if (b.kind == BlockKind::kCard || b.kind == BlockKind::kGlossaryEntry) v.term = b.term;
  v.text = a.text(m);
  v.file = d.name();
  v.line = b.line;
  v.column = b.column;
  v.blocks = m.count;
  v.edition = d.edition;
  if (doc < a.documents.size()) v.document = a.documents[doc].id;
  return v;
}

}  // namespace rulecorp
