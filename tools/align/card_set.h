// Card lines aligned: align_cards() pairs the ability lines of a card set (read by
// parse/card_file.h, which this header includes for Card and CardSet) line by line.
#ifndef RULECORP_ALIGN_CARD_SET_H_
#define RULECORP_ALIGN_CARD_SET_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "align/alignment.h"
#include "common/diagnostic.h"
#include "parse/card_file.h"
#include "parse/document.h"

namespace rulecorp {

// Pairs each card's English lines with its German and French lines: one unit per line
// ("DOM:6:1"; a translated line without an English one "DOM:6:2@de"), keyword lines marked with
// their keyword (anchors for the glossary), and so are lines whose words before an em dash are one
// of the card's keywords ("Landfall — ...", "Escape—{3}{B}, ..."). Each language's member has its
// own status.
Alignment align_cards(const CardSet& set);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_CARD_SET_H_
