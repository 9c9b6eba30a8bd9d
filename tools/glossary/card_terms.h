// Terms from card data (card alignments, align_cards): keyword names from keyword lines ("Flying"
// / "Flugfähigkeit" / "Vol"), the keyword lines' parts when a line lists several, ability words
// before a line's dash ("Landfall — ..." / "Landung — ..."), card names, and
// card types and subtypes from the type lines ("Creature — Human Wizard" / "Kreatur — Mensch,
// Zauberer" / "Créature : humain et sorcier").
#ifndef RULECORP_GLOSSARY_CARD_TERMS_H_
#define RULECORP_GLOSSARY_CARD_TERMS_H_

#include <string>
#include <vector>

#include "glossary/candidate.h"
#include "glossary/glossary_input.h"

namespace rulecorp {

// A keyword line without reminder text, mana symbols, numbers and a trailing cost ("Kicker {2}{R}
// (You may ...)" -> "Kicker").
std::string keyword_line_name(const std::string& line);

// A type line split into its words before the dash (supertypes and types: "Legendary",
// "Creature") and its subtypes after it ("Human", "Wizard"): English subtypes are separated by
// spaces, German ones by commas, French ones by commas and "et"; the dash is "—" (French " : ", its
// space before the colon possibly a no-break one).
struct TypeLine {
  std::vector<std::string> types;
  std::vector<std::string> subtypes;
};
TypeLine split_type_line(const std::string& line, const std::string& language);

// Candidates from the keyword and ability-word lines, card names and type lines of card-line units
// (the rule units among `units` give 207.2c's ability words).
void find_card_terms(const std::vector<InputUnit>& units, std::vector<Candidate>& out);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_CARD_TERMS_H_
