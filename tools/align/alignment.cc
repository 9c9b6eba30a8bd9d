// Accessors, the two unit-list helpers every aligner shares, and the compact dump of the model. A member's text joins its blocks with a
// space (a 2-1 bead reads as one segment in TMX and TSV).
#include "align/alignment.h"

#include <algorithm>
#include <cstdio>
#include <unordered_map>

namespace rulecorp {

std::string_view unit_status_name(UnitStatus s) {
  switch (s) {
    case UnitStatus::kOk: return "ok";
    case UnitStatus::kMisnumbered: return "misnumbered";
    case UnitStatus::kDuplicate: return "duplicate";
    case UnitStatus::kMissing: return "missing";
    case UnitStatus::kExtra: return "extra";
    case UnitStatus::kVariant: return "variant";
    case UnitStatus::kRenumbered: return "renumbered";
    case UnitStatus::kRemoved: return "removed";
    case UnitStatus::kAdded: return "added";
  }
  return "ok";
}

std::string_view unit_kind_name(UnitKind k) {
  switch (k) {
    case UnitKind::kRule: return "rule";
    case UnitKind::kRuling: return "ruling";
    case UnitKind::kCardLine: return "card";
    case UnitKind::kGlossary: return "glossary";
  }
  return "rule";
}

const Block* Alignment::block(const Member& m) const {
  if (!m.present()) return nullptr;
  return &docs[static_cast<std::size_t>(m.doc)]->blocks[static_cast<std::size_t>(m.block)];
}

std::string Alignment::text(const Member& m) const {
  std::string out;
  if (!m.present()) return out;
  const Document& d = *docs[static_cast<std::size_t>(m.doc)];
  for (std::int32_t i = 0; i < m.count; ++i) {
    if (!out.empty()) out += ' ';
    out += d.blocks[static_cast<std::size_t>(m.block + i)].text;
  }
  return out;
}

std::size_t Alignment::count(UnitStatus s) const {
  std::size_t n = 0;
  for (const Unit& u : units) n += u.status == s;
  return n;
}

std::vector<Unit> splice_units(std::vector<Unit> units, std::vector<std::pair<std::size_t, Unit>> extras) {
  std::stable_sort(extras.begin(), extras.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<Unit> out;
  out.reserve(units.size() + extras.size());
  std::size_t e = 0;
  for (std::size_t i = 0; i <= units.size(); ++i) {
    while (e < extras.size() && extras[e].first == i) out.push_back(std::move(extras[e++].second));
    if (i < units.size()) out.push_back(std::move(units[i]));
  }
  out.erase(std::remove_if(out.begin(), out.end(), [](const Unit& u) { return u.id.empty(); }), out.end());
  return out;
}

void make_ids_unique(std::vector<Unit>& units) {
  std::unordered_map<std::string, int> seen;
  for (Unit& u : units)
    if (int k = seen[u.id]++) u.id += "#" + std::to_string(k + 1);
}

std::string dump(const Alignment& a) {
  std::string out;
  char buf[32];
  for (const Unit& u : a.units) {
    std::snprintf(buf, sizeof buf, " %.2f", u.score);
    out += u.id;
    out += ' ';
    out += unit_status_name(u.status);
    out += buf;
    for (std::size_t s = 0; s < u.members.size(); ++s) {
      const Member& m = u.members[s];
      if (!m.present()) continue;
      const Block& b = *a.block(m);
      out += ' ' + a.slots[s] + '=';
      if (b.kind == BlockKind::kRule) out += b.raw_number.empty() ? b.number.str() : b.raw_number;
      if (b.kind == BlockKind::kGlossaryEntry) out += '"' + std::string(b.term) + '"';
      out += '@' + std::to_string(b.line);
      if (m.count > 1) out += '+' + std::to_string(m.count - 1);
    }
    if (!u.variant_of.empty()) out += " of=" + u.variant_of;
    if (!u.keyword.empty()) out += " keyword=" + u.keyword;
    out += '\n';
  }
  return out;
}

}  // namespace rulecorp
