// The decisions of the statistical sources of terms (association, cognates, compounds, listings)
// as one rule table: a source measures a pair's Features, and decide() applies kRules in order;
// the first rule whose predicate holds gives the verdict, and its name is the pair's `why`
// (Candidate::why, TermEvidence::why, in the JSON, TBX notes and HTML evidence). A source that
// measures in stages (a spelling is looked for only once the scores pass) calls decide() after
// each stage: rules of later stages do not apply before their stage is measured.
// Invariant: every pair a statistical source emits was kept by exactly one named rule.
#ifndef RULECORP_GLOSSARY_PAIR_RULES_H_
#define RULECORP_GLOSSARY_PAIR_RULES_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "glossary/glossary_params.h"

namespace rulecorp {

// How a statistical pair was measured.
enum class Measure : std::uint8_t {
  kDice,      // co-occurrence over aligned units
  kCognate,   // letter likeness within the few units of a rare term
  kCompound,  // a German compound of parts other sources pair
  kListing,   // co-occurrence of the items of two listings of one rule
};

// What the measures are known of, in the order a source finds them out.
enum class Stage : std::uint8_t {
  kScored,    // scores and counts
  kSpelled,   // the rendering's spelling and where it is written
  kCompared,  // against the other candidates of the run (cognates and compounds)
};

// What one source measured of a pair.
struct Features {
  Measure measure = Measure::kDice;
  Stage stage = Stage::kScored;
  bool free_phrase = false;     // a repeated English phrase, not a given term
  bool german = false;          // the rendering is German
  std::size_t units = 0;        // units of the English term read (after sampling)
  std::size_t shared = 0;       // units holding both
  double score = 0;             // Dice, or letter likeness (cognates)
  double runner_up = 0;         // the best other phrase's score (cognates)
  bool found = false;           // a best phrase exists
  bool tied = false;            // another phrase is as good
  bool extended = false;        // a German phrase cut before its noun, taken with the noun
  bool as_written = false;      // scored over the units writing the term as it is
  std::size_t content_words = 0;    // of the English term
  std::size_t places = 0;           // places the rendering is written (German, sample)
  std::size_t hyphen_pieces = 0;    // of those, as the end of a compound hyphened to a word in lower case
  bool spelled = false;             // a spelling was found in the units
  bool taken_elsewhere = false;     // another source pairs the rendering with another term
  bool one_noun = false;            // the rendering is one capitalised word (hyphens allowed)
  bool one_word_of_name = false;    // one word for an English name of several words
  std::size_t letters = 0, english_letters = 0;  // plain letters of the rendering and of the term
  bool claimed = false;             // another source pairs that phrase of that unit
  bool beaten = false;              // a better cognate of another term takes that phrase there
  std::size_t terms_for_rendering = 0;  // English terms composing the same compound
};

enum class Verdict : std::uint8_t { kDrop, kKeep };

struct PairRule {
  std::string_view name;  // the `why` ("dice", "cognate.no-margin")
  Measure measure;
  Stage stage;            // applies once the features of this stage are measured
  bool (*applies)(const Features&, const GlossaryParams&);
  Verdict verdict;
};

// The rules, in the order decide() reads them.
std::span<const PairRule> pair_rules();

// The first rule of `f`'s measure and of a stage up to `f.stage` that applies, or nullptr when
// none does yet (the pair waits for its next stage).
const PairRule* decide(const Features& f, const GlossaryParams& p);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_PAIR_RULES_H_
