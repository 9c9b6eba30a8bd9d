// The adapter between the alignment model and the glossary stage: it walks the units of an
// Alignment and copies, per present member, the language of its slot, its joined text and the
// fields of its first block the sources of terms need (rule number, glossary term, card name
// and type line, edition). HTML entities left in texts and terms are decoded here ("&infin;
// (unendlich)" is the term "∞ (unendlich)"), so no term or definition carries one. Nothing else in
// tools/glossary includes align/alignment.h.
#include "glossary/glossary_input.h"

#include "glossary/html_entities.h"

namespace rulecorp {

const InputSide* InputUnit::side(const std::string& language) const {
  for (const InputSide& s : sides)
    if (s.language == language) return &s;
  return nullptr;
}

std::vector<InputUnit> glossary_input(const Alignment& a) {
  std::vector<InputUnit> out;
  out.reserve(a.units.size());
  for (const Unit& u : a.units) {
    InputUnit iu;
    switch (u.kind) {
      case UnitKind::kRule: iu.kind = InputKind::kRule; break;
      case UnitKind::kRuling: iu.kind = InputKind::kRuling; break;
      case UnitKind::kCardLine: iu.kind = InputKind::kCardLine; break;
      case UnitKind::kGlossary: iu.kind = InputKind::kGlossary; break;
    }
    iu.id = u.id.str();
    iu.keyword = u.keyword;
    for (std::size_t s = 0; s < u.members.size() && s < a.slots.size(); ++s) {
      const Member& m = u.members[s];
      const Block* b = a.block(m);
      if (!b) continue;
      InputSide side;
      side.language = a.slots[s].language;
      side.text = decode_entities(a.text(m));
      if (b->kind == BlockKind::kRule && b->number.valid()) {
        side.number = b->number.str();
        side.has_letter = b->number.has_letter();
      }
      if (b->kind == BlockKind::kGlossaryEntry || b->kind == BlockKind::kCard) side.term = decode_entities(b->term);
      if (b->kind == BlockKind::kCard) side.type_line = b->type_line();
      side.edition = a.docs[static_cast<std::size_t>(m.doc)]->edition;
      if (side.language == "en") iu.sides.insert(iu.sides.begin(), std::move(side));
      else iu.sides.push_back(std::move(side));
    }
    if (!iu.sides.empty()) out.push_back(std::move(iu));
  }
  return out;
}

}  // namespace rulecorp
