// Every number the glossary's decisions read, in one place (kenlm's Config style): each field says
// what it means and why it has that value. The defaults are the shipped model; the glossary bench
// (tests/bench/glossary_params_bench.cc) sweeps some of them against the recall of the German
// Glossar's pointers. A share is a Ratio, compared in integers, so that a threshold like "4 in 5"
// means exactly that for any count.
#ifndef RULECORP_GLOSSARY_GLOSSARY_PARAMS_H_
#define RULECORP_GLOSSARY_GLOSSARY_PARAMS_H_

#include <cstddef>
#include <cstdint>

namespace rulecorp {

// num/den, compared exactly: `a` is below num/den of `b` when a·den < b·num.
struct Ratio {
  std::uint64_t num = 1, den = 1;
  bool below(std::uint64_t a, std::uint64_t b) const { return a * den < b * num; }
};

struct GlossaryParams {
  // --- Association by Dice over aligned units (association.h) ---
  // Dice a given English term (a glossary term, another source's term) needs with its best
  // phrase: half-exclusive co-occurrence; below it the best phrase is mostly another word of the
  // same rules.
  double min_dice = 0.5;
  // Dice a repeated English phrase found by association itself needs: such phrases are many and
  // most are no terms, so only near-exclusive pairs are kept.
  double min_dice_free = 0.8;
  // Units a pair must share, and a repeated English phrase must occur in to be tried: one unit
  // is a coincidence (a term of one unit is looked for as a cognate instead).
  std::size_t min_units = 2;
  std::size_t min_free_units = 2;
  // Units of a frequent term read at most (an even sample): 200 keep Dice within a few
  // hundredths of the full count while bounding the cost of "creature" or "spell".
  std::size_t sample_units = 200;
  // Two Dice within this are equal (floating sums of the same counts): the tie-break reads the
  // shared units and then the length.
  double dice_tie = 1e-9;
  // A German phrase cut before its noun ("öffentliche" of "public zone") is taken with the noun
  // when the longer phrase shares at least this share of the shorter's units with the term.
  Ratio extend_to_noun{3, 4};
  // A rendering written at this share of its places or more as the end of a compound hyphened
  // to a word in lower case ("Kampf-Hauptphase" of "Vor-dem-Kampf-Hauptphase") is that compound's
  // piece, no rendering of a term of several content words.
  Ratio hyphen_piece{1, 2};
  // Rule numbers an association names as its evidence at most.
  std::size_t association_refs = 5;
  // A one-word term its stem folds into another word ("Dies" as "die") is read as written too
  // when the units writing it so are fewer than this share of its stem's units.
  Ratio as_written{1, 2};
  // A repeated English phrase written after one and the same word at least this share of its
  // occurrences is a piece of a longer phrase ("box section" of "text box section").
  Ratio piece_of_longer{4, 5};

  // --- Cognates: a term in too few units for statistics ---
  // Letter-bigram Dice the most alike phrase needs ("Battalion" / "Bataillon" 0.59).
  double min_cognate = 0.55;
  // The most alike phrase must lead the runner-up by this much: otherwise the spelling does not
  // tell which phrase it is.
  double cognate_margin = 0.15;
  // Phrases whose best possible likeness (from the bigram counts alone) is below min_cognate by
  // more than this are not measured (nor counted as runner-up): far too unalike to matter.
  double cognate_slack = 0.15;
  // A cognate's confidence: its likeness scaled down, spelling being weaker evidence than
  // co-occurrence.
  double cognate_confidence = 0.8;
  // A name of several words is not the cognate of one word holding less than this share of its
  // letters ("Feldon’s Cane": "Feldons", of "Feldons Rute").
  Ratio cognate_name_letters{4, 5};

  // --- Compounds: a German term of several words from parts other sources pair ---
  // Letters a known part needs to be looked for in a compound (shorter parts match by chance).
  std::size_t compound_part_letters = 4;
  // Letters a compound must have beyond a known part it holds, and beyond its known parts per
  // English word whose part is unknown ("Inselfisch" is no rendering of "Island Fish Jasconius").
  std::size_t compound_spare_letters = 3;
  // A common head of at least this many letters counts as the part ("marke" of "Zählmarke" in
  // "Endgültigkeitsmarke"; not the "igkeit" of "Fähigkeit" and "Geschwindigkeit").
  std::size_t compound_head_letters = 5;
  // The compound must be written in at least this share of the term's units.
  Ratio compound_units{1, 2};
  // A compound's confidence: assembled, not observed as a pair.
  double compound_confidence = 0.6;

  // --- Listings: the items of two listings of one rule (TermSource::kListing) ---
  // Items a listing needs: shorter lists are clauses more often than listings.
  std::size_t listing_min_items = 4;
  // Each item must be the other's best by this Dice over both runner-ups.
  double listing_margin = 0.1;
  // Dice over their other units the pair needs ("snow": "Verschneit" 0.5, "Standard" 0.36).
  double listing_min_dice = 0.3;

  // --- Cognates in listings: two listings of one rule paired by spelling (list_cognates.h) ---
  // Items a listing needs, and words an item may have: shorter lists and longer items are clauses
  // more often than names.
  std::size_t cognate_listing_min_items = 4;
  std::size_t cognate_item_max_words = 4;
  // Likeness (one minus the edit distance over the longer folded spelling) that pairs two names on
  // its own, and the likeness that does when they share their first cognate_prefix letters:
  // measured on the EN+DE 2025 listings (207.2c, 205.3g-n, 206.3), that keeps "Metallkunst",
  // "Bataillon" and "Chimäre" and drops "Berater" (Beaver), "Gott" (Goat) and "Ritter" (Rigger).
  double cognate_strong = 0.8;
  double cognate_weak = 0.6;
  std::size_t cognate_prefix = 3;
  // Lead over the runner-up of its row and of its column a pair of items needs.
  double cognate_listing_margin = 0.1;
  // Listings of at least this many items in the same, non-alphabetical order in both languages are
  // paired item by item instead (glosses.h), not by spelling.
  std::size_t cognate_in_order_min = 3;

  // --- Merging (glossary_builder.h) ---
  // A variant used in fewer than this share of the places the concept's variants occur is
  // deprecated (unless a heading or CR glossary names it).
  double deprecated_share = 0.1;
  // Rule numbers listed per term at most (a term's occurrences, not its evidence).
  std::size_t max_rules = 200;
  // Terms longer than this (bytes, either side) are sentences a source cut wrongly.
  std::size_t max_term_bytes = 120;
};

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_GLOSSARY_PARAMS_H_
