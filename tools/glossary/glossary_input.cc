// The adapter between the alignment model and the glossary stage: it walks the units of an
// Alignment and copies, per present member, the language of its slot, its joined text and the
// fields of its first block the sources of terms need (rule number, glossary term, card name
// and type line, edition). HTML entities left in texts and terms are decoded here ("&infin;
// (unendlich)" is the term "∞ (unendlich)"), so no term or definition carries one. The English
// Glossary is always there: where no translation has its glossary section (the aligner then leaves
// the original's glossary out), the entries of the newest aligned English edition with a Glossary
// are English-only glossary units, so that their terms are looked for in the rules texts as when
// the translation's glossary is there. Nothing else in tools/glossary includes align/alignment.h.
#include "glossary/glossary_input.h"

#include <algorithm>

#include "glossary/html_entities.h"
#include "lang/profile.h"

namespace rulecorp {

namespace {

// The entries (not the pointers) of the newest aligned English document with a glossary (the most
// entries among equals), as units with their English side alone.
void add_english_glossary(const Alignment& a, std::vector<InputUnit>& out) {
  const Document* lead = nullptr;
  std::size_t most = 0;
  for (std::size_t k = 0; k < a.docs.size(); ++k) {
    const Document& d = *a.docs[k];
    if (d.language != Language::kEn || (k < a.documents.size() && a.documents[k].use != DocumentUse::kAligned)) continue;
    std::size_t n = static_cast<std::size_t>(std::count_if(d.blocks.begin(), d.blocks.end(), [](const Block& b) {
      return b.kind == BlockKind::kGlossaryEntry && b.see.empty();
    }));
    if (n > 0 && (!lead || d.edition > lead->edition || (d.edition == lead->edition && n > most))) {
      lead = &d;
      most = n;
    }
  }
  if (!lead) return;
  for (const Block& b : lead->blocks) {
    if (b.kind != BlockKind::kGlossaryEntry || !b.see.empty()) continue;
    InputUnit iu;
    iu.kind = InputKind::kGlossary;
    iu.id = UnitId::glossary(b.term).str();
    InputSide side;
    side.language = "en";
    side.text = decode_entities(b.text);
    side.term = decode_entities(b.term);
    side.edition = lead->edition;
    iu.sides.push_back(std::move(side));
    out.push_back(std::move(iu));
  }
}

}  // namespace

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
      if (code_language(side.language) == Language::kEn) iu.sides.insert(iu.sides.begin(), std::move(side));
      else iu.sides.push_back(std::move(side));
    }
    if (!iu.sides.empty()) out.push_back(std::move(iu));
  }
  bool glossary = std::any_of(a.units.begin(), a.units.end(), [](const Unit& u) { return u.kind == UnitKind::kGlossary; });
  if (!glossary && a.mode == Alignment::Mode::kLanguages) add_english_glossary(a, out);
  return out;
}

}  // namespace rulecorp
