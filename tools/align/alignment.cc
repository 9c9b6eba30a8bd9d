// Accessors, ids, the two unit-list helpers every aligner shares, and the compact dump of the
// model. A member's text joins its blocks with a space (a 2-1 bead reads as one segment in TMX and
// TSV); card lines join with the line break the card's text has between them. Glossary unit ids take the term's key (parse/term_key.h), the one the glossary's concept ids take.
#include "align/alignment.h"


#include <algorithm>
#include <cstdio>
#include <map>
#include <unordered_map>

#include "parse/term_key.h"

namespace rulecorp {

std::string_view unit_status_name(UnitStatus s) {
  switch (s) {
    case UnitStatus::kOk: return "ok";
    case UnitStatus::kMisnumbered: return "misnumbered";
    case UnitStatus::kDuplicate: return "duplicate";
    case UnitStatus::kSwapped: return "swapped";
    case UnitStatus::kEdition: return "edition";
    case UnitStatus::kMissing: return "missing";
    case UnitStatus::kExtra: return "extra";
    case UnitStatus::kVariant: return "variant";
    case UnitStatus::kReworded: return "reworded";
    case UnitStatus::kRenumbered: return "renumbered";
    case UnitStatus::kRemoved: return "removed";
    case UnitStatus::kAdded: return "added";
  }
  return "ok";
}

const std::vector<UnitStatus>& all_unit_statuses() {
  static const std::vector<UnitStatus> kAll{
      UnitStatus::kOk,      UnitStatus::kMisnumbered, UnitStatus::kDuplicate, UnitStatus::kSwapped,
      UnitStatus::kEdition, UnitStatus::kMissing,     UnitStatus::kExtra,     UnitStatus::kVariant,
      UnitStatus::kReworded, UnitStatus::kRenumbered, UnitStatus::kRemoved,   UnitStatus::kAdded};
  return kAll;
}

int unit_status_severity(UnitStatus s) {
  switch (s) {
    case UnitStatus::kOk: return 0;
    case UnitStatus::kVariant: return 1;
    case UnitStatus::kReworded: return 2;
    case UnitStatus::kRenumbered: return 3;
    case UnitStatus::kAdded: return 4;
    case UnitStatus::kRemoved: return 5;
    case UnitStatus::kExtra: return 6;
    case UnitStatus::kMissing: return 7;
    case UnitStatus::kMisnumbered: return 8;
    case UnitStatus::kSwapped: return 9;
    case UnitStatus::kDuplicate: return 10;
    case UnitStatus::kEdition: return 11;
  }
  return 0;
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

std::string normalise_term(std::string_view term) { return term_key(term); }

UnitId UnitId::rule(std::string_view number) { return UnitId(std::string(number)); }

UnitId UnitId::ruling(std::string_view document_id, std::size_t position) {
  return UnitId("ruling:" + std::string(document_id) + ":" + std::to_string(position));
}

UnitId UnitId::glossary(std::string_view term) { return UnitId("glossary:" + normalise_term(term)); }

UnitId UnitId::card_line(std::string_view set, std::string_view number, std::size_t line) {
  return UnitId((set.empty() ? std::string("card") : std::string(set)) + ":" + std::string(number) + ":" + std::to_string(line));
}

UnitId UnitId::edition(std::string_view old_number, std::string_view new_number) {
  if (old_number == new_number || new_number.empty()) return UnitId(std::string(old_number));
  if (old_number.empty()) return UnitId(std::string(new_number));
  return UnitId(std::string(old_number) + ">" + std::string(new_number));
}

UnitId UnitId::only_in(std::string_view slot) const { return UnitId(s_ + "@" + std::string(slot)); }

UnitId UnitId::repeat(int n) const { return UnitId(s_ + "#" + std::to_string(n)); }

std::string Slot::key() const {
  std::string k = edition.empty() ? language : edition;
  if (index > 1) k += "-" + std::to_string(index);
  return k;
}

void Unit::summarise() {
  status = UnitStatus::kOk;
  score = 1;
  for (const Member& m : members) {
    if (unit_status_severity(m.status) > unit_status_severity(status)) status = m.status;
    if (m.present() || m.missing()) score = std::min(score, m.score);
  }
}

std::vector<std::string> document_ids(const std::vector<const Document*>& docs) {
  std::vector<std::string> ids;
  std::map<std::string, int> seen;
  for (const Document* d : docs) {
    bool rules = false, rulings = false, glossary = false, cards = false;
    for (const Block& b : d->blocks) {
      rules |= b.kind == BlockKind::kRule;
      rulings |= b.kind == BlockKind::kRuling;
      glossary |= b.kind == BlockKind::kGlossaryEntry;
      cards |= b.kind == BlockKind::kCard;
    }
    std::string id = std::string(language_code(d->language)) + "-" +
                     (rules ? "rules" : rulings ? "rulings" : glossary ? "glossary" : cards ? "cards" : "text");
    if (!d->edition.empty()) id += "-" + d->edition;
    if (int n = ++seen[id]; n > 1) id += "-" + std::to_string(n);
    ids.push_back(std::move(id));
  }
  return ids;
}

const Block* Alignment::block(const Member& m) const {
  if (!m.present()) return nullptr;
  return &docs[static_cast<std::size_t>(m.doc)]->blocks[static_cast<std::size_t>(m.block)];
}

std::string Alignment::text(const Member& m) const {
  std::string out;
  if (!m.present()) return out;
  const Document& d = *docs[static_cast<std::size_t>(m.doc)];
  std::size_t size = 0;  // one allocation: the blocks' bytes and a separator between each two
  for (std::int32_t i = 0; i < m.count; ++i) size += d.blocks[static_cast<std::size_t>(m.block + i)].text.size() + 1;
  out.reserve(size);
  for (std::int32_t i = 0; i < m.count; ++i) {
    const Block& b = d.blocks[static_cast<std::size_t>(m.block + i)];
    if (i) out += b.kind == BlockKind::kCard ? '\n' : ' ';
    out += b.text;
  }
  return out;
}

std::size_t Alignment::count(UnitStatus s) const {
  std::size_t n = 0;
  for (const Unit& u : units) n += u.status == s;
  return n;
}

std::size_t Alignment::count_members(UnitStatus s) const {
  std::size_t n = 0;
  for (const Unit& u : units)
    for (const Member& m : u.members) n += (m.present() || m.missing()) && m.status == s;
  return n;
}

std::vector<std::string> Alignment::slot_keys() const {
  std::vector<std::string> out;
  for (const Slot& s : slots) out.push_back(s.key());
  return out;
}

std::string member_number(const Alignment& a, const Member& m) {
  const Block* b = a.block(m);
  if (!b || b->kind != BlockKind::kRule) return {};
  return b->raw_number.empty() ? b->number.str() : std::string(b->raw_number);
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
    if (int k = seen[u.id.str()]++) u.id = u.id.repeat(k + 1);
}

std::string dump(const Alignment& a) {
  std::string out;
  char buf[32];
  for (const Unit& u : a.units) {
    std::snprintf(buf, sizeof buf, " %.2f", u.score);
    out += u.id.str();
    out += ' ';
    out += unit_status_name(u.status);
    out += buf;
    for (std::size_t s = 0; s < u.members.size(); ++s) {
      const Member& m = u.members[s];
      if (m.missing()) {
        out += ' ' + a.slots[s].key() + ":missing";
        continue;
      }
      if (!m.present()) continue;
      const Block& b = *a.block(m);
      out += ' ' + a.slots[s].key() + '=';
      if (b.kind == BlockKind::kRule) out += b.raw_number.empty() ? b.number.str() : b.raw_number;
      if (b.kind == BlockKind::kGlossaryEntry) out += '"' + std::string(b.term) + '"';
      out += '@' + std::to_string(b.line);
      if (m.count > 1) out += '+' + std::to_string(m.count - 1);
      if (m.status != UnitStatus::kOk) out += ':' + std::string(unit_status_name(m.status));
    }
    if (!u.variant_of.empty()) out += " of=" + u.variant_of.str();
    if (!u.keyword.empty()) out += " keyword=" + u.keyword;
    out += '\n';
  }
  return out;
}

}  // namespace rulecorp
