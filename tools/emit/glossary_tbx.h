// The glossary as TBX, in either of the two shapes terminology tools read: TBX v3 (ISO 30042:2019),
// dialect TBX-Basic (DCA style: conceptEntry / langSec / termSec, with the preferred term's context
// sentence), and TBX v2 (ISO 30042:2008, <martif>: termEntry / langSet / tig, the shape OmegaT and
// translate-toolkit read). One writer; a dialect names only the elements and the wrapper.
#ifndef RULECORP_EMIT_GLOSSARY_TBX_H_
#define RULECORP_EMIT_GLOSSARY_TBX_H_

#include <ostream>

#include "glossary/glossary.h"

namespace rulecorp {

enum class TbxVersion { kV3, kV2 };

// Writes `g` as TBX of `version`, streaming concept by concept (v3: valid against
// TBX-Basic_integrated.rng).
void write_glossary_tbx(const Glossary& g, std::ostream& out, TbxVersion version = TbxVersion::kV3);

// Writes `g` as TBX v2 (write_glossary_tbx with TbxVersion::kV2).
void write_glossary_tbx2(const Glossary& g, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_TBX_H_
