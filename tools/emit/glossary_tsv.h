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

// The same lines as OmegaT 3.6 reads a glossary file named `.txt` (it ignores `.tsv`): a UTF-8
// byte order mark (OmegaT guesses a `.txt` file's encoding and falls back to the system's, so the
// mark is what makes it read UTF-8), a `#` comment naming the pair and the columns (OmegaT skips
// lines starting with `#`), then one line per pair; a pair whose source starts with `#` is left
// out, as OmegaT would take it for a comment.
void write_glossary_omegat(const Glossary& g, const std::string& source, const std::string& target, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_TSV_H_
