// typography.quotes: quotation marks of another language in a text. English takes “…” (or straight
// "…"), German „…“ (or »…«), French « … » with a no-break space inside (“…” only inside « »). Apostrophes (it's,
// l'exaltation, ’) are never quotes: only double marks and the German low single mark are read.
#ifndef RULECORP_CHECK_QUOTES_H_
#define RULECORP_CHECK_QUOTES_H_

#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"

namespace rulecorp {

// typography.quotes findings for `pair.translation` in `pair.translation_language` (en, de or fr;
// other languages are not checked): one finding per text, every foreign mark marked.
std::vector<Diagnostic> check_quotes(const ContentPair& pair);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_QUOTES_H_
