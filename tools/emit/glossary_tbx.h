// The glossary as TBX v3 (ISO 30042:2019), dialect TBX-Basic (DCA style): one conceptEntry per
// concept, a langSec per language with the CR glossary's definition, a termSec per variant with
// part of speech, administrative status, and for the preferred term a context sentence.
#ifndef RULECORP_EMIT_GLOSSARY_TBX_H_
#define RULECORP_EMIT_GLOSSARY_TBX_H_

#include <ostream>

#include "glossary/glossary.h"

namespace rulecorp {

// Writes `g` as TBX-Basic (valid against TBX-Basic_integrated.rng), streaming concept by concept.
void write_glossary_tbx(const Glossary& g, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_TBX_H_
