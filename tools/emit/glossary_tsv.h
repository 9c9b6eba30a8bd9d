// The glossary of one language pair in OmegaT's glossary layout: source<TAB>target<TAB>comment,
// one line per concept holding both languages, plus one per admitted target variant.
#ifndef RULECORP_EMIT_GLOSSARY_TSV_H_
#define RULECORP_EMIT_GLOSSARY_TSV_H_

#include <ostream>
#include <string>

#include "glossary/glossary.h"

namespace rulecorp {

// Writes the `source` -> `target` pairs of `g` ("en", "de"), UTF-8, LF line ends, no header.
void write_glossary_tsv(const Glossary& g, const std::string& source, const std::string& target, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_TSV_H_
