// The key of a glossary term: one form for every place that compares terms (the alignment's
// glossary unit ids, the glossary's concept ids, the update package's glossary units and merge's
// lookup of them), so that one term never gets two ids.
#ifndef RULECORP_PARSE_TERM_KEY_H_
#define RULECORP_PARSE_TERM_KEY_H_

#include <string>
#include <string_view>

namespace rulecorp {

// `term` case-folded (ICU full folding: "Straße" and "STRASSE" are "strasse"), U+2019 written as
// an apostrophe, a trailing status marker dropped in any letter case ("Bury (Obsolete)", "Bury
// (veraltet)", "Bury (Veraltet)", "Bury (obsolète)" are "bury"), white space collapsed and trimmed.
std::string term_key(std::string_view term);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_TERM_KEY_H_
