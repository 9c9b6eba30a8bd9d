// The glossary as TBX v2 (ISO 30042:2008, <martif>): termEntry / langSet / tig, the shape
// OmegaT and translate-toolkit read.
#ifndef RULECORP_EMIT_GLOSSARY_TBX2_H_
#define RULECORP_EMIT_GLOSSARY_TBX2_H_

#include <ostream>

#include "glossary/glossary.h"

namespace rulecorp {

// Writes `g` as TBX v2, streaming term entry by term entry.
void write_glossary_tbx2(const Glossary& g, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_TBX2_H_
