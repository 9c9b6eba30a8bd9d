// text.unbalanced: brackets and quotation marks without their partner in one paragraph or rule
// (its examples and further paragraphs joined), by the conventions of the text's language:
//   en: “…” and ‘…’ (nested), straight "…";
//   de: „…“ and ‚…‘, »…« and straight "…";
//   fr: « … » (no-break spaces inside), “…” inside them, straight "…";
//   all: ( ) [ ] { }, so a symbol such as {T} is a balanced pair.
// A ’ or ‘ between two letters is an apostrophe (it's, l’exil), and a ’ that closes no ‘ is one
// too (the players’ hands): single marks count only as partners of an open single mark. A mark
// that closes across another open pair („a (b“ c)) reports the pair it leaves open.
#ifndef RULECORP_CHECK_BALANCE_H_
#define RULECORP_CHECK_BALANCE_H_

#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"

namespace rulecorp {

// text.unbalanced findings for `pair.translation` in `pair.translation_language` (any language;
// the quotation marks of en, de and fr): one finding per text, every mark without a partner marked.
std::vector<Diagnostic> check_balance(const ContentPair& pair);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_BALANCE_H_
