// build_glossary(): runs every source of terms over the aligned units and merges the pairs into
// concepts, one per English term, with variants, statuses, definitions, contexts and evidence.
#ifndef RULECORP_GLOSSARY_GLOSSARY_BUILDER_H_
#define RULECORP_GLOSSARY_GLOSSARY_BUILDER_H_

#include <vector>

#include "glossary/association.h"
#include "glossary/glossary.h"
#include "glossary/glossary_input.h"

namespace rulecorp {

struct GlossaryOptions {
  bool cr_glossary = true;   // pair the CR glossaries' entries (off: terms from the rules text and cards only)
  bool association = true;   // look for the remaining pairs by association
  GlossaryParams params;     // every threshold of the decisions (glossary_params.h)
  Fanout fanout;             // how its tasks run (the pipeline's threads; by default in order); the glossary is the same for any
};

// The glossary of `units` (glossary_input() of one or more alignments, concatenated).
Glossary build_glossary(const std::vector<InputUnit>& units, const GlossaryOptions& options = {});

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_GLOSSARY_BUILDER_H_
