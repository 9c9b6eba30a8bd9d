// Terms from headings aligned by number: keyword abilities and actions (702.80 "Exalted" /
// "Edelmut"), section and rule titles (506 "Combat Phase" / "Kampfphase").
#ifndef RULECORP_GLOSSARY_HEADINGS_H_
#define RULECORP_GLOSSARY_HEADINGS_H_

#include <vector>

#include "glossary/candidate.h"
#include "glossary/glossary_input.h"

namespace rulecorp {

// True when a rule's text is a title (a few words, no sentence punctuation but a final "!"), not a
// rule sentence.
bool is_heading_text(const std::string& text);

// One candidate per aligned rule unit whose English and translated texts are both titles.
void find_heading_terms(const std::vector<InputUnit>& units, std::vector<Candidate>& out);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_HEADINGS_H_
