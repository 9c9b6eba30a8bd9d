// Terms paired across two listings of names in one aligned rule whose order tells nothing: the
// ability words of 207.2c and the subtypes of 205.3 are listed alphabetically in each language
// ("adamant, addendum, alliance, ..." / "Abstieg 4, Abstieg 8, Adamant, Addendum, Allianz, ..."), so
// the n-th English item is not the n-th German one. Items pair only as cognates: spelled alike
// ("alliance" / "Allianz", "lieutenant" / "Leutnant") or numbered alike ("descend 4" / "Abstieg 4"),
// each the other's clearly best match; an item with no such match stays unpaired.
#ifndef RULECORP_GLOSSARY_LIST_COGNATES_H_
#define RULECORP_GLOSSARY_LIST_COGNATES_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "glossary/candidate.h"
#include "glossary/glossary_input.h"
#include "glossary/glossary_params.h"

namespace rulecorp {

// The items of the longest listing in `text` ("The ability words are adamant, ..., and will of the
// council." / "Die Fähigkeitswörter sind Abstieg 4, ... und Zusammenkunft."): after the language's
// copula (are / sind / sont) and an optional "...: ", up to the full stop, split at commas and the
// last "and" / "und" / "et"; a parenthesis inside an item ("Attraction (see rule 717)") is dropped.
// At least params.cognate_listing_min_items items, each of at most cognate_item_max_words words;
// empty when the text has no such listing.
std::vector<std::string> listing(std::string_view text, std::string_view language, const GlossaryParams& params = {});

// How alike two names are as cognates, 0..1: one minus the edit distance over the longer length of
// their spellings folded (ICU case folding, accents dropped) and written alike (ph/f, th/t, c/k or
// z, y/i, ...), when both start alike; for names of several words, the better of that and the
// words matched one to one in any order ("council's dilemma" / "Dilemma des Konzils"). Names with
// digits are alike only when their numbers are the same. `strong` tells whether the likeness is
// enough on its own: at least params.cognate_strong, or cognate_weak with the first cognate_prefix
// letters shared.
struct Likeness {
  double score = 0;
  bool strong = false;
};
Likeness cognate_likeness(std::string_view english, std::string_view other, std::string_view language,
                         const GlossaryParams& params = {});

// A pair of items of two listings: their indexes, their likeness (1 for items paired by number),
// and whether they hold a number.
struct ListPair {
  std::size_t english = 0, other = 0;
  double likeness = 0;
  bool numbered = false;
};

// The clear best pairs of a score matrix of `rows` × `columns` (row by row): each row with the
// column it scores best (the first of equals), when no other row scores that column as high and
// that score leads the runner-up of its row and of its column by `margin` (> 0) at least. In the
// order of the rows.
std::vector<std::pair<std::size_t, std::size_t>> clear_best_pairs(const std::vector<double>& score, std::size_t rows,
                                                                  std::size_t columns, double margin);

// The pairs of two listings of the same names: each
// English item with the item it is most like when that likeness is strong, the English item is
// also the other item's most like, and both lead the runner-up of their row and column by at least
// params.cognate_listing_margin; numbers that occur once in each listing pair their items
// ("descend 4" / "Abstieg 4").
// In the order of `english`.
std::vector<ListPair> pair_listings(const std::vector<std::string>& english, const std::vector<std::string>& other,
                                    std::string_view language, const GlossaryParams& params = {});

// Candidates (TermSource::kListCognate) from the listings of the rule units with an English side:
// each other language's listing of the same rule paired with the English one by pair_listings,
// unless both list as many items and the English list is not alphabetical (glosses.h pairs such
// listings item by item); items paired by number also give their names without it.
void find_list_cognates(const std::vector<InputUnit>& units, std::vector<Candidate>& out, const GlossaryParams& params = {});

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_LIST_COGNATES_H_
