// text.entity: HTML or XML character references left in a document's text ("&infin;", "&rarr;",
// "&amp;", "&#8594;"), in any language, the original included. A reference that repeats is one
// finding per reference and file, at its first place, with the count and every line, and the fix
// of every occurrence (the character written in its place) where all of them are certain.
#ifndef RULECORP_CHECK_ENTITIES_H_
#define RULECORP_CHECK_ENTITIES_H_

#include <vector>

#include "common/diagnostic.h"
#include "parse/document.h"

namespace rulecorp {

// The text.entity findings of `doc` (the lines its blocks span in its Source; without a Source, the
// blocks' texts, without fixes), one per distinct reference, in order of first occurrence.
std::vector<Diagnostic> check_entities(const Document& doc);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_ENTITIES_H_
