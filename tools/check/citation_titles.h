// The titles quoted after citations ("See rule 702.62, “Endure.”", "Siehe Regel 701.63,
// „Inkubieren“") read against the headings of the document's own rules, in every language, the
// original included: xref.title when the title is the heading of another rule than the one cited
// (or the cited number's heading in an older edition: xref.stale), and, for an original,
// xref.dangling for a citation of a rule its own document does not have. The translation's
// cross-reference check reads the same titles to tell a suspect original citation from a wrong
// translation.
#ifndef RULECORP_CHECK_CITATION_TITLES_H_
#define RULECORP_CHECK_CITATION_TITLES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "align/history.h"
#include "common/diagnostic.h"
#include "parse/document.h"
#include "parse/rule_number.h"

namespace rulecorp {

// A title quoted right after a cited number: bytes [begin, end) of the block's text, without its
// quotation marks and trailing punctuation.
struct QuotedTitle {
  std::uint32_t begin = 0, end = 0;
  std::string_view text;
};

// The title quoted right after a cited number that ends at byte `number_end` of
// `text` (", “Endure.”", ", „Überdauern“", ", « Endurance »", " „Titel“"), or nullopt.
std::optional<QuotedTitle> quoted_title(std::string_view text, std::uint32_t number_end);

// `title` as headings are compared: case folded (ICU), hyphens, spaces and punctuation left out
// ("Abenteurer-Karten" and "Abenteurerkarten" are one title).
std::string folded_title(std::string_view title);

// The headings of a document's rules: rules whose text is a title ("702.62 Suspend", "613.
// Interaction of Continuous Effects"), by number and by folded title.
class Headings {
 public:
  explicit Headings(const Document& d);
  // The heading of rule `n`, or "" when its text is no title (or there is no rule `n`).
  std::string_view heading(RuleNumber n) const;
  // True when the document has rule `n`.
  bool has(RuleNumber n) const { return rules_.count(n.key()) != 0; }
  // True when `title` is the heading of `n` or of one of its ancestors (either a prefix of the
  // other, folded), or when neither has a heading to compare with.
  bool agrees(RuleNumber n, std::string_view title) const;
  // The rules whose heading is `title` (folded, equal), in document order.
  std::vector<RuleNumber> named(std::string_view title) const;

 private:
  std::unordered_map<std::uint32_t, std::string_view> rules_;  // number key -> heading ("" for a sentence)
  std::unordered_map<std::string, std::vector<RuleNumber>> by_title_;
};

// The number that rule `cited`'s lineage gives the rule titled `title` in `history`'s edition
// `now`, when `cited` was that rule's number in an older edition (the title its heading then); the
// run is the last in which `cited` carried it. nullopt when the history shows no such rule.
struct FormerTitle {
  RuleNumber now;
  const NumberRun* run = nullptr;
};
std::optional<FormerTitle> former_title(const History& history, std::size_t now, RuleNumber cited, std::string_view title);

// What a cited number meant when the citing rule's wording began to cite it, where that was
// another rule than the number names now (the original kept "See rule 713." after meld cards, 713
// until 2023-02-03, were folded into 712): the edition since which it is cited, that rule's title
// then and its number now (nullopt: removed, in the edition `removed`).
struct FormerMeaning {
  std::size_t since = 0;
  std::string title;
  std::optional<RuleNumber> now;
  std::string removed;  // date of the first edition without it, when removed
};
// nullopt when rule `citing` of edition `now`, in its `citation`, cites `cited` as what `cited` names in `now`, or the
// history cannot tell (a lineage broken at one number is no move).
std::optional<FormerMeaning> former_meaning(const History& history, std::size_t now, RuleNumber citing, const Citation& citation,
                                            RuleNumber cited);

// The xref.title (and xref.stale) findings of `doc`'s quoted titles; with `original`, also
// xref.dangling for each citation of a rule `doc` does not have. `history` (may be null) holds the
// editions of `doc`'s language, `doc`'s edition among them.
std::vector<Diagnostic> check_citation_titles(const Document& doc, const History* history, bool original);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_CITATION_TITLES_H_
