// The rule table of the statistical sources of terms: per measure, the reasons to drop a pair in
// the order they are found out, then the reason it is kept (the last rule of each measure applies
// to every pair that reaches it). tools/glossary/README.md says what each rule is for.
#include "glossary/pair_rules.h"

#include <array>

namespace rulecorp {
namespace {

using F = const Features&;
using P = const GlossaryParams&;

constexpr std::array kRules = {
    // Association by Dice: the best phrase of the term's units.
    PairRule{"dice.no-phrase", Measure::kDice, Stage::kScored, [](F f, P) { return !f.found; }, Verdict::kDrop},
    PairRule{"dice.tied", Measure::kDice, Stage::kScored, [](F f, P) { return f.tied; }, Verdict::kDrop},
    PairRule{"dice.below-threshold", Measure::kDice, Stage::kScored,
             [](F f, P p) { return f.score < (f.free_phrase ? p.min_dice_free : p.min_dice); }, Verdict::kDrop},
    PairRule{"dice.few-shared", Measure::kDice, Stage::kScored, [](F f, P p) { return f.shared < p.min_units; }, Verdict::kDrop},
    PairRule{"dice.no-spelling", Measure::kDice, Stage::kSpelled, [](F f, P) { return !f.spelled; }, Verdict::kDrop},
    PairRule{"dice.hyphen-piece", Measure::kDice, Stage::kSpelled,
             [](F f, P p) { return f.german && f.content_words >= 2 && !p.hyphen_piece.below(f.hyphen_pieces, f.places); },
             Verdict::kDrop},
    PairRule{"dice.free-phrase-taken", Measure::kDice, Stage::kSpelled, [](F f, P) { return f.free_phrase && f.taken_elsewhere; },
             Verdict::kDrop},
    PairRule{"dice.free-phrase-not-one-noun", Measure::kDice, Stage::kSpelled,
             [](F f, P) { return f.free_phrase && f.german && !f.one_noun; }, Verdict::kDrop},
    PairRule{"dice.free-phrase", Measure::kDice, Stage::kSpelled, [](F f, P) { return f.free_phrase; }, Verdict::kKeep},
    PairRule{"dice.as-written", Measure::kDice, Stage::kSpelled, [](F f, P) { return f.as_written; }, Verdict::kKeep},
    PairRule{"dice.extended-to-noun", Measure::kDice, Stage::kSpelled, [](F f, P) { return f.extended; }, Verdict::kKeep},
    PairRule{"dice", Measure::kDice, Stage::kSpelled, [](F, P) { return true; }, Verdict::kKeep},

    // Cognates: the most alike phrase of a rare term's units.
    PairRule{"cognate.no-phrase", Measure::kCognate, Stage::kScored, [](F f, P) { return !f.found; }, Verdict::kDrop},
    PairRule{"cognate.unalike", Measure::kCognate, Stage::kScored, [](F f, P p) { return f.score < p.min_cognate; }, Verdict::kDrop},
    PairRule{"cognate.no-margin", Measure::kCognate, Stage::kScored,
             [](F f, P p) { return f.score - f.runner_up < p.cognate_margin; }, Verdict::kDrop},
    PairRule{"cognate.one-word-of-name", Measure::kCognate, Stage::kScored,
             [](F f, P p) { return f.one_word_of_name && p.cognate_name_letters.below(f.letters, f.english_letters); },
             Verdict::kDrop},
    PairRule{"cognate.claimed", Measure::kCognate, Stage::kCompared, [](F f, P) { return f.claimed; }, Verdict::kDrop},
    PairRule{"cognate.beaten", Measure::kCognate, Stage::kCompared, [](F f, P) { return f.beaten; }, Verdict::kDrop},
    PairRule{"cognate", Measure::kCognate, Stage::kCompared, [](F, P) { return true; }, Verdict::kKeep},

    // Compounds of known parts.
    PairRule{"compound.none", Measure::kCompound, Stage::kScored, [](F f, P) { return !f.found; }, Verdict::kDrop},
    PairRule{"compound.tied", Measure::kCompound, Stage::kScored, [](F f, P) { return f.tied; }, Verdict::kDrop},
    PairRule{"compound.rare", Measure::kCompound, Stage::kScored,
             [](F f, P p) { return p.compound_units.below(f.shared, f.units); }, Verdict::kDrop},
    PairRule{"compound.of-two-terms", Measure::kCompound, Stage::kCompared, [](F f, P) { return f.terms_for_rendering != 1; },
             Verdict::kDrop},
    PairRule{"compound", Measure::kCompound, Stage::kCompared, [](F, P) { return true; }, Verdict::kKeep},

    // Items of two listings, each the other's clear best.
    PairRule{"listing.weak", Measure::kListing, Stage::kScored, [](F f, P p) { return f.score < p.listing_min_dice; }, Verdict::kDrop},
    PairRule{"listing.few-shared", Measure::kListing, Stage::kScored, [](F f, P p) { return f.shared < p.min_units; }, Verdict::kDrop},
    PairRule{"listing.clear-best", Measure::kListing, Stage::kScored, [](F, P) { return true; }, Verdict::kKeep},
};

}  // namespace

std::span<const PairRule> pair_rules() { return kRules; }

const PairRule* decide(const Features& f, const GlossaryParams& p) {
  for (const PairRule& r : kRules)
    if (r.measure == f.measure && r.stage <= f.stage && r.applies(f, p)) return &r;
  return nullptr;
}

}  // namespace rulecorp
