// The glossary stage's one view of the alignment model: for each aligned unit its kind, its id and,
// per language, the text (rule text, ruling, card line or glossary definition), the rule number or
// glossary term, and the keyword or card name. Every access to Alignment is in glossary_input.cc,
// so a change of the alignment model is adapted there alone.
#ifndef RULECORP_GLOSSARY_GLOSSARY_INPUT_H_
#define RULECORP_GLOSSARY_GLOSSARY_INPUT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "align/alignment.h"

namespace rulecorp {

enum class InputKind : std::uint8_t { kRule, kRuling, kCardLine, kGlossary };

// One language's side of an aligned unit.
struct InputSide {
  std::string language;  // "en", "de", "fr"
  std::string text;      // the member's joined text
  std::string number;    // kRule: rule number as parsed ("702.80", "506"), else ""
  bool has_letter = false;  // kRule: the number ends in a subrule letter ("702.80a")
  std::string term;      // kGlossary: the entry's term; kCardLine: the card's name
  std::string edition;   // the document's edition date, or ""
  std::string type_line;  // kCardLine: the card's type line ("Creature — Human Wizard"), or ""
};

struct InputUnit {
  InputKind kind = InputKind::kRule;
  std::string id;                 // the unit id ("702.80", "DOM:6:1", "glossary:abandon")
  std::string keyword;            // kCardLine: the keyword ability the English line is ("Flying")
  std::vector<InputSide> sides;   // the English side first when present; one per present member

  // The side in `language`, or nullptr (the first one when a language has several slots).
  const InputSide* side(const std::string& language) const;
};

// Every unit of `a` as the glossary reads it (units with no present member are skipped).
std::vector<InputUnit> glossary_input(const Alignment& a);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_GLOSSARY_INPUT_H_
