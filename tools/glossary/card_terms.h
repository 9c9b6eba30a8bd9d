// Terms from card data (card alignments, align_cards): keyword names from keyword lines ("Flying"
// / "Flugfähigkeit" / "Vol"), the keyword lines' parts when a line lists several, and card names.
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

// Candidates from the keyword lines and card names of card-line units.
void find_card_terms(const std::vector<InputUnit>& units, std::vector<Candidate>& out);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_CARD_TERMS_H_
