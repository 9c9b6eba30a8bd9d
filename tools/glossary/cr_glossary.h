// Terms from the CR glossaries: an English Glossary entry and the German (or French) entry the
// aligner paired with it (by the German file's English pointers first), with each definition.
#ifndef RULECORP_GLOSSARY_CR_GLOSSARY_H_
#define RULECORP_GLOSSARY_CR_GLOSSARY_H_

#include <string>
#include <vector>

#include "glossary/candidate.h"
#include "glossary/glossary_input.h"

namespace rulecorp {

// A glossary term without its "(Obsolete)" / "(veraltet)" / "(obsolète)" mark.
std::string strip_obsolete(const std::string& term);

// One candidate per glossary unit with an English and a translated entry.
void find_cr_glossary_terms(const std::vector<InputUnit>& units, std::vector<Candidate>& out);

// The English glossary's terms (every glossary unit with an English side), as written.
std::vector<std::string> english_glossary_terms(const std::vector<InputUnit>& units);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_CR_GLOSSARY_H_
