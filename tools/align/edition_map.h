// Renumbering maps between two editions of the rules in one language: which old rule became which
// new one (502.83 -> 702.80, 306.5 -> 506.5), with a score per entry, and what was added or removed.
#ifndef RULECORP_ALIGN_EDITION_MAP_H_
#define RULECORP_ALIGN_EDITION_MAP_H_

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "align/alignment.h"
#include "parse/document.h"
#include "parse/rule_number.h"

namespace rulecorp {

// A rule as an edition map compares it: its number and its text.
struct MappedRule {
  RuleNumber number;
  std::string_view text;
};

// Which rule became which: per old rule the index of the new rule it became (or -1) and the
// Dice score of their wording, and per new rule the index of the old one (or -1).
struct RuleMap {
  std::vector<std::int32_t> old_to_new;
  std::vector<std::int32_t> new_to_old;
  std::vector<double> score;  // per old rule
};

// The pairing map_editions makes between the rules of two editions of one language, on the rules
// alone: the same text first (same number, then any number), near-exact texts, then the rules
// left in order between those pairs, then by number and wording; identical texts are paired
// without word profiles.
RuleMap map_rules(std::span<const MappedRule> old_rules, std::span<const MappedRule> new_rules);

// A rule's word profile (word_profile of its text: the sorted hashes of its case-folded words).
using WordProfile = std::vector<std::uint64_t>;
// The same map, with the profiles the caller has already made (for rules it maps more than once):
// `old_words[i]` and `new_words[j]` are rule i's and j's profile, or null to make it here; spans as
// long as the rule lists.
RuleMap map_rules(std::span<const MappedRule> old_rules, std::span<const MappedRule> new_rules,
                  std::span<const WordProfile* const> old_words, std::span<const WordProfile* const> new_words);
// The same, with the first pass (same number, same text) already made by the caller: `same[j]` is
// the old rule new rule j is (or -1), as the first pass would link it; a span as long as the new
// rules (an empty one: made here).
RuleMap map_rules(std::span<const MappedRule> old_rules, std::span<const MappedRule> new_rules,
                  std::span<const WordProfile* const> old_words, std::span<const WordProfile* const> new_words,
                  std::span<const std::int32_t> same);

// Maps the rules of `old_edition` onto those of `new_edition` by wording. Slots are the editions'
// dates (Slot::key: "2008-10-01"; the language when a date is unknown; "-2" for the second of two
// equal keys). Units follow the old edition's order, rules added in the new edition come last in its
// order. Unit ids: "702.80" (same number), "502.83>702.80" (renumbered), "600.1@2008-10-01"
// (removed), "800.1@2009-10-01" (added). Two documents of different languages are not editions of
// one text: no units, and the new one's DocumentInfo::use is kNotAnEdition.
Alignment map_editions(const Document& old_edition, const Document& new_edition);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_EDITION_MAP_H_
