// Citations renumbered from the edition a translation translates to a newer one: a NumberMap says
// which rule each old rule became (306.5 -> 506.5, a removed rule -> none, every other number ->
// itself); renumber_citations rewrites the numbers written in a text's citations, in the text's own
// citation form ("Regel 306.5" -> "Regel 506.5", "Regeln 601.2a–e" -> "Regeln 601.3a–e", "règle
// 510.1 c-d" -> "règle 610.1 c-d"). Used by `rulecorp update` (the targets) and `rulecorp merge`
// (the merged text, as changes of the translation's Source that become Edits of its input).
#ifndef RULECORP_UPDATE_CITATION_RENUMBERING_H_
#define RULECORP_UPDATE_CITATION_RENUMBERING_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "align/alignment.h"
#include "align/update_list.h"
#include "edit/edit_set.h"
#include "parse/citation.h"
#include "parse/document.h"
#include "parse/rule_number.h"
#include "text/input_span.h"

namespace rulecorp {

// Which rule each rule of an old edition became in a new one.
class NumberMap {
 public:
  // Records that `from` became `to`; an invalid `to` records that `from` was removed.
  void set(RuleNumber from, RuleNumber to);
  // What `n` became: its new number, nullopt when its rule was removed, `n` itself when the map
  // does not name it (unchanged, or no rule of the old edition).
  std::optional<RuleNumber> map(RuleNumber n) const;
  // True when the map names no renumbered and no removed rule.
  bool identity() const;
  // Numbers the map names (renumbered, removed or recorded unchanged).
  std::size_t size() const { return map_.size(); }

 private:
  std::unordered_map<std::uint32_t, RuleNumber> map_;  // RuleNumber::key -> new number (invalid: removed)
};

// The map of a translation's update list: its renumbered rules to their new numbers, its removed
// rules to none (only the rules the translation has: see make_update_lists).
NumberMap number_map(const UpdateList& list);
// The map of an edition map (map_editions(old, new)): every old rule paired with a new one to its
// number, every old rule left unpaired to none.
NumberMap number_map(const Alignment& editions);

// A number in a citation whose rule was removed: left as written.
struct KeptNumber {
  std::uint32_t begin = 0, end = 0;  // bytes of the number (or letter range) as written
  RuleNumber number;                 // the removed rule
};

struct Renumbering {
  std::vector<TextReplacement> replacements;  // in text order, none overlapping
  std::vector<KeptNumber> kept;               // in text order
};

// The replacements that renumber every rule citation of `text` (`citations`: find_citations(text),
// or a Block's citations): each number written out replaced by its new number; a letter range
// ("601.2a–e", "510.1 c-d") given its new ends with the same dash and spacing (both ends' full
// numbers when they no longer share a rule); a number whose rule was removed kept (listed); section
// citations, malformed numbers ("701_28") and numbers outside citations untouched.
Renumbering renumber_citations(std::string_view text, std::span<const Citation> citations, const NumberMap& map);
Renumbering renumber_citations(std::string_view text, const NumberMap& map);
// `text` with its citations renumbered (renumber_citations applied); the kept numbers into `kept`.
std::string renumbered(std::string_view text, const NumberMap& map, std::vector<KeptNumber>* kept = nullptr);
// `text` with `replacements` (sorted, none overlapping) applied.
std::string apply_replacements(std::string_view text, std::span<const TextReplacement> replacements);

}  // namespace rulecorp

#endif  // RULECORP_UPDATE_CITATION_RENUMBERING_H_
