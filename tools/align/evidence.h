// Content evidence for deciding whether two paragraphs say the same thing. Across languages only
// what translation leaves alone is compared: rule numbers (cited or written), other numbers
// ("+1/+1", "7", dates), symbols ("{T}", "{2}{W}"), words kept verbatim (card names, "Magic"),
// example count and length. Within one language (editions, ruling variants) the words are compared.
#ifndef RULECORP_ALIGN_EVIDENCE_H_
#define RULECORP_ALIGN_EVIDENCE_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/parallel.h"
#include "parse/citation.h"
#include "parse/document.h"

namespace rulecorp {

struct Evidence {
  std::vector<std::uint32_t> rules;    // RuleNumber keys cited or written in the text, sorted, unique
  std::vector<std::uint64_t> numbers;  // hashes of other numeric tokens, sorted (a multiset)
  std::vector<std::uint64_t> symbols;  // hashes of "{...}" symbols, sorted (a multiset)
  std::vector<std::uint64_t> names;    // hashes of capitalised words not at a sentence start, sorted, unique
  std::uint32_t length = 0;            // code points
  std::uint32_t examples = 0;          // examples attached to the rule

  // Adds another paragraph's evidence (a 2-1 bead, or a rule and its examples).
  void merge(const Evidence& o);
};

// The evidence of several paragraphs together: what merging them one by one into the first gives,
// in time linear in their evidence (each vector sorted once) however many they are.
Evidence merge_all(std::span<const Evidence> parts);

// Evidence from `text` and the citations found in it (rules named in citations count as rules).
Evidence make_evidence(std::string_view text, std::span<const Citation> citations);

// The evidence of blocks `blocks` of `doc` (make_evidence of each one's text and citations), in that
// order, in a few tasks per unit of `fanout`'s width; the same for any fanout.
std::vector<Evidence> make_evidence(const Document& doc, std::span<const std::int32_t> blocks, const Fanout& fanout = {});

// How likely a paragraph of `len_b` code points translates one of `len_a` (Gale & Church 1993:
// two-sided tail probability of the length difference), for an expected ratio `ratio` = b/a.
double length_match(std::uint32_t len_a, std::uint32_t len_b, double ratio);

struct Similarity {
  double score = 0;        // 0..1, weighted mean of the evidence present
  bool contradicts = false;  // numbers, rules or symbols present on a side and disjoint
  std::uint32_t shared_rules = 0, shared_numbers = 0, shared_symbols = 0;  // items both sides hold
  std::string why;         // compact account: "rules 2/2 numbers 1/1 len 0.81"
};

// Compares two paragraphs in different languages; `ratio` is the expected length ratio b/a.
Similarity compare(const Evidence& a, const Evidence& b, double ratio, bool explain = false);

// Sorted, unique hashes of the case-folded words of `text` (for comparisons within one language).
std::vector<std::uint64_t> word_profile(std::string_view text);

// Dice coefficient of two sorted hash vectors: 2|A∩B| / (|A|+|B|); 0 when both are empty.
double dice(const std::vector<std::uint64_t>& a, const std::vector<std::uint64_t>& b);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_EVIDENCE_H_
