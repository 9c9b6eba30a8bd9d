// typography.quotes: quotation marks of another language in a text. English takes “…” (or straight
// "…"), German „…“ (or »…«), French « … » with a no-break space inside (“…” only inside « »). Apostrophes (it's,
// l'exaltation, ’) are never quotes: only double marks and the German low single mark are read.
#ifndef RULECORP_CHECK_QUOTES_H_
#define RULECORP_CHECK_QUOTES_H_

#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"
#include "text/input_span.h"

namespace rulecorp {

// typography.quotes findings for `pair.translation` in `pair.translation_language` (en, de or fr;
// other languages are not checked): one finding per text, every foreign mark marked.
std::vector<Diagnostic> check_quotes(const ContentPair& pair);

// The replacements (offsets in `text`) that write every pair of double quotation marks of `text` in
// the style of `language` where that is certain: the marks read in order as opener, closer, opener,
// ..., each pair one of the other styles this language's check flags (German „…“ for “…”, "…", „…”;
// English “…” for „…“, „…”, «…» with no space inside). Empty when the marks do not pair so (an odd
// count, a pair in no known style, nested quotes, French text).
std::vector<TextReplacement> quote_fix(std::string_view text, std::string_view language);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_QUOTES_H_
