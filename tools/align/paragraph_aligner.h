// Aligners for paragraphs without numbers: rulings bullets, dated rulings, card text lines.
// Across languages, order is kept and paragraphs are paired by length (Gale & Church 1993) with
// the content anchors of evidence.h; within one language, pairs are found by wording in any order.
#ifndef RULECORP_ALIGN_PARAGRAPH_ALIGNER_H_
#define RULECORP_ALIGN_PARAGRAPH_ALIGNER_H_

#include <cstdint>
#include <string_view>
#include <vector>

#include "align/evidence.h"

namespace rulecorp {

// a[a_first .. a_first+a_count) says what b[b_first .. b_first+b_count) says; counts are 0, 1 or 2
// (beads 1-1, 1-0, 0-1, 2-1, 1-2).
struct Bead {
  std::int32_t a_first = 0, a_count = 0;
  std::int32_t b_first = 0, b_count = 0;
  double score = 0;  // content score of the pair (0 for 1-0 and 0-1)
};

// Aligns two paragraph sequences in order; `ratio` is the expected length ratio b/a. Dynamic
// programming over a band around the diagonal, so time and memory grow linearly with the input.
// Sequences too far apart in length for the exact band (thousands of paragraphs more on one side)
// are aligned between anchors with a narrower band, and `*coarse` (when given) is set.
std::vector<Bead> align_paragraphs(const std::vector<Evidence>& a, const std::vector<Evidence>& b, double ratio,
                                   bool* coarse = nullptr);

struct VariantPair {
  std::int32_t a = 0, b = 0;
  double score = 0;  // Dice coefficient of the two paragraphs' words
};

// Pairs paragraphs of one language that restate each other, in any order: best pairs first, each
// paragraph at most once, only pairs scoring at least `min_score`. Sorted by `a`.
std::vector<VariantPair> match_variants(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b,
                                        double min_score = 0.5);
// The same on the paragraphs' word profiles (word_profile of each text, made by the caller once
// for several matches); the pairs are match_variants' on the texts.
std::vector<VariantPair> match_variants(const std::vector<const std::vector<std::uint64_t>*>& a,
                                        const std::vector<const std::vector<std::uint64_t>*>& b, double min_score = 0.5);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_PARAGRAPH_ALIGNER_H_
