// Cross-reference findings for aligned texts: the rules a translation cites compared with those its
// original cites, each difference classified as xref.stale (an older edition's number of the right
// rule), xref.typo (one keystroke from the right number), xref.omitted / xref.added (a citation on
// one side only), xref.mismatch (any other difference) or xref.dangling (a rule no document has);
// the original's own moved numbers are xref.stale at the original, and a shifted block xref.shifted.
#ifndef RULECORP_CHECK_CROSS_REFERENCES_H_
#define RULECORP_CHECK_CROSS_REFERENCES_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "align/history.h"
#include "check/citation_titles.h"
#include "common/diagnostic.h"
#include "parse/document.h"
#include "parse/rule_number.h"

namespace rulecorp {

// Compares the citations of aligned block pairs of one original and one translation document.
// Documents and history are not owned and must outlive the checker.
class CrossReferenceChecker {
 public:
  // `history` (may be null: no stale findings) holds the original's language editions, the
  // original's edition among them; `renumbered` lists the translation's own numbers that the aligner
  // paired with another original number (translation number, original number), so that a citation
  // in the translation's own numbering is not a finding.
  CrossReferenceChecker(const Document& original, const Document& translation, const History* history,
                        const std::vector<std::pair<RuleNumber, RuleNumber>>& renumbered);

  // Findings for one aligned unit: the union of the citations of `original` blocks (a rule and its
  // examples) against those of `translation` blocks; positions are the translation's. Blocks must
  // belong to the checker's documents.
  std::vector<Diagnostic> check(std::span<const Block* const> original,
                                std::span<const Block* const> translation) const;

 private:
  class Pass;  // one unit's comparison (cross_references.cc)
  const Block* original_rule(RuleNumber n) const;
  bool exists(RuleNumber n) const;

  const Document& original_;
  const Document& translation_;
  Headings original_headings_, translation_headings_;
  const History* history_;
  std::optional<std::size_t> edition_;  // the original's edition in history_
  std::unordered_map<std::uint32_t, const Block*> original_rules_;  // number key -> first block
  std::unordered_map<std::uint32_t, const Block*> translation_rules_;
  std::unordered_map<std::uint32_t, std::vector<RuleNumber>> renumbered_;  // translation key -> original numbers
};

// Groups the cross-reference findings of one translation that cite a block of rules all one
// distance past the original's numbers (the German Glossar citing 701.63–701.73 for 701.53–701.63):
// xref.typo, xref.mismatch or xref.dangling findings of one file whose cited and expected numbers
// are rules of one section differing by the same amount, and whose expected numbers are one block
// of the original (at least three rules, none more than two from the next), become one xref.shifted
// finding at the first, listing every member (each a related location) and carrying every member's
// fix (`fix` and `more_fixes`). Alike findings scattered over a section are left as they are.
void group_shifted_citations(std::vector<Diagnostic>& findings);

// True when the number at bytes [begin, end) of `text` is an end of a range ("601.2a–e", "601.2a - f",
// "701.53–701.63"): a dash after it or before it. Such a number is not fixed alone.
bool range_end(std::string_view text, std::uint32_t begin, std::uint32_t end);

// True when `a` and `b` are one keystroke apart as written: one character replaced, added, dropped,
// or two neighbours swapped ("603.3a" / "608.3a", "702.19" / "702.91").
bool one_keystroke_apart(std::string_view a, std::string_view b);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_CROSS_REFERENCES_H_
