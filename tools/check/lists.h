// list.missing-item and list.extra-item: a closed enumeration ("The planar types are The Abyss,
// Alara, …, and Zendikar.") with fewer or more items in the translation than in the original.
// An enumeration is a run of at least eight comma-separated items, the last joined by the
// language's "and"/"or" (en and, or; de und, oder, sowie; fr et, ou), the items short (three
// words on average); parentheses ("(see rule 717)") are left out first. The enumerations of a
// pair are compared in order when both texts have as many; a difference of one or two items is
// reported (more means the sentence is built another way). Items are paired by spelling (equal,
// or a look-alike: a common stem of four letters, or an edit distance of at most a third, "Luvion"
// / "Luyion"), numbers and names; the original's items left unpaired are named.
#ifndef RULECORP_CHECK_LISTS_H_
#define RULECORP_CHECK_LISTS_H_

#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"

namespace rulecorp {

// The list.* findings of one aligned pair: one per enumeration whose item counts differ.
std::vector<Diagnostic> check_lists(const ContentPair& pair);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_LISTS_H_
