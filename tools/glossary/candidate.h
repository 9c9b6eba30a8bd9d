// A pair of terms one source of terms found: an English term and its rendering in one language,
// with where it was found. The builder (glossary_builder.cc) merges candidates into Concepts.
#ifndef RULECORP_GLOSSARY_CANDIDATE_H_
#define RULECORP_GLOSSARY_CANDIDATE_H_

#include <string>
#include <string_view>
#include <vector>

#include "glossary/glossary.h"

namespace rulecorp {

struct Candidate {
  TermSource source = TermSource::kHeading;
  std::string english;         // as found ("Combat Phase")
  std::string language;        // of `term`
  std::string term;            // as found ("Kampfphase")
  std::string ref;             // rule number, glossary term or card id
  double confidence = 1;
  std::size_t count = 1;       // occurrences behind this one candidate
  std::string part_of_speech;  // when the source knows it
  std::string english_definition, definition;  // kCrGlossary
  std::string_view why;        // the rule that kept a statistical pair (pair_rules.h: "dice", "cognate"; static text), else ""
};

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_CANDIDATE_H_
