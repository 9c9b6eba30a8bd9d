// The renumbering history of the rules over many editions of one language: for each edition its
// date and rule numbers, for each rule a lineage (the same rule followed from edition to edition
// through the consecutive edition maps), and a short title per lineage for messages. It answers
// "which rule of edition T did number X denote in edition E" and "in which editions was X the
// number of the rule that is Y in edition T" (306.5 was the number of 506.5 until 2009-10-01).
#ifndef RULECORP_ALIGN_HISTORY_H_
#define RULECORP_ALIGN_HISTORY_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "align/edition_rules.h"
#include "common/parallel.h"
#include "parse/document.h"
#include "parse/rule_number.h"

namespace rulecorp {

// One edition, compact: the document itself is not kept.
struct EditionRecord {
  std::string date;                    // ISO effective date from the header ("2009-10-01")
  std::string name;                    // the document's name (file), for messages
  std::vector<RuleNumber> numbers;     // its rule numbers, sorted, each once
  std::vector<std::uint32_t> lineage;  // per number: the lineage (rule across editions) it denotes
};

// A stretch of editions [first, last] in which one lineage carried one number.
struct NumberRun {
  std::uint32_t lineage = 0;
  std::uint32_t first = 0;  // edition indexes, inclusive
  std::uint32_t last = 0;
  RuleNumber number;
  std::string title;        // short text of the rule when the run began ("Exalted", "A creature attacks alone…")
};

class History {
 public:
  // Editions in date order.
  std::size_t size() const { return editions_.size(); }
  const EditionRecord& edition(std::size_t i) const { return editions_[i]; }
  // Index of the edition with date `date`, else of the latest one before it; nullopt when every
  // edition is later (or the history is empty).
  std::optional<std::size_t> edition_at(std::string_view date) const;
  // True when edition `e` has rule `n`.
  bool has(std::size_t e, RuleNumber n) const;
  // True when `n` was a rule number in some edition.
  bool ever_numbered(RuleNumber n) const;
  // The number, in edition `target`, of the rule that was `n` in edition `from`; nullopt when `from`
  // has no rule `n` or that rule is not in `target` (removed, or not yet added).
  std::optional<RuleNumber> follow(RuleNumber n, std::size_t from, std::size_t target) const;
  // The latest run, ending before edition `target`, in which `cited` was the number of the rule
  // that is `now` in edition `target`; nullopt when `cited` never was (or still is) its number.
  const NumberRun* former_number(RuleNumber cited, RuleNumber now, std::size_t target) const;
  // Short title of rule `n` in edition `e` ("" when it has none).
  std::string_view title(std::size_t e, RuleNumber n) const;
  // The lineage rule `n` of edition `e` belongs to; nullopt when `e` has no rule `n`.
  std::optional<std::uint32_t> lineage(std::size_t e, RuleNumber n) const { return lineage_at(e, n); }
  // The runs of `lineage`, oldest first: each number it carried with its first and last edition.
  std::span<const NumberRun> lineage_runs(std::uint32_t lineage) const;
  // Every run of the numbers' lineages (for tests and reports).
  const std::vector<NumberRun>& runs() const { return runs_; }

  // ---- The lineage of one rule (the reader of `build`) ----
  // Every run of the lineage of rule `n` of edition `e` (its numbers over the editions), oldest
  // first; empty when edition `e` has no rule `n`.
  std::span<const NumberRun> lineage_runs(std::size_t e, RuleNumber n) const;
  // An edition in which a lineage's text changed (whitespace aside): the texts before and after.
  struct Rewording {
    std::uint32_t lineage = 0;
    std::uint32_t edition = 0;  // the edition with the new text
    std::string before, after;
  };
  // The rewordings of the lineage of rule `n` of edition `e`, oldest first.
  std::span<const Rewording> rewordings(std::size_t e, RuleNumber n) const;

 private:
  friend class HistoryBuilder;
  const NumberRun* run_of(std::uint32_t lineage, std::size_t e) const;
  std::optional<std::uint32_t> lineage_at(std::size_t e, RuleNumber n) const;

  std::vector<EditionRecord> editions_;
  std::vector<NumberRun> runs_;                                        // by lineage, then edition
  std::vector<std::uint32_t> lineage_first_run_;                       // lineage -> first index in runs_ (+ sentinel)
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> by_number_;  // number key -> run indexes
  std::vector<Rewording> rewordings_;  // by lineage, then edition
};

// Builds a History from editions given one at a time, oldest first (order them by their header
// dates, Document::edition): each new edition is mapped onto the previous one (map_rules, after
// linking the rules whose number and text are unchanged), its lineages continue the previous ones,
// and the older edition is dropped. Only the previous edition's rules are held, so memory stays at
// two editions plus the compact records.
class HistoryBuilder {
 public:
  // Adds the next edition. Returns false and keeps nothing when its date is empty, earlier than the
  // previous edition's, or equal to it (the same edition found twice in an archive).
  bool add(EditionRules edition);
  // The same for a parsed document (its rules are copied, the document is not kept).
  bool add(const Document& edition) { return add(EditionRules::of(edition)); }
  // The history of every edition added; the builder is left empty.
  History finish();

 private:
  friend History build_history(std::size_t, const std::function<EditionRules(std::size_t)>&, const Fanout&,
                               const std::function<void(std::string_view, std::size_t, std::size_t)>&);
  // Appends `edition`, whose rule r continues the previous edition's rule from_previous[r] (-1: none).
  void chain(const EditionRules& edition, const std::vector<std::int32_t>& from_previous);

  History h_;
  std::optional<EditionRules> previous_;
  std::vector<std::uint32_t> previous_lineage_;  // per rule of previous_ (UINT32_MAX for a repeated number)
  std::uint32_t next_lineage_ = 0;
  // Per lineage: index into h_.runs_ of its open run (the run of the previous edition), or -1.
  std::vector<std::int64_t> open_run_;
  // Per rule of the previous edition: its text, whitespace collapsed (the rewordings).
  std::vector<std::string> previous_text_;
};

// Per rule of `next`, the rule of `previous` it continues, or -1: unchanged rules (same number,
// same text) first, then map_rules over the others. What HistoryBuilder::add links.
std::vector<std::int32_t> continued_rules(const EditionRules& previous, const EditionRules& next);

// The History of `count` editions, oldest first (as HistoryBuilder::add takes them; editions it
// would refuse are skipped), fetched by index: `edition(k)` is called for every k in order of k
// windows of a few editions (eight per unit of `fanout`'s width), the calls of one window as tasks of
// `fanout` at once. The maps between consecutive editions of a window are its tasks too, the lineages
// chained in order afterwards, and a window's editions are released before the next is fetched,
// so the result is HistoryBuilder's whatever the thread count and memory holds a window of editions.
// `progress`, when set, is told (name, done, total) per edition chained, from one thread at a time.
using EditionProgress = std::function<void(std::string_view, std::size_t, std::size_t)>;
History build_history(std::size_t count, const std::function<EditionRules(std::size_t)>& edition, const Fanout& fanout,
                      const EditionProgress& progress = {});
// The same over editions already in memory, each released once chained.
History build_history(std::vector<EditionRules> editions, const Fanout& fanout = {}, const EditionProgress& progress = {});

// A short title for a rule's text, for messages: the text itself when it is short ("Exalted"),
// else its first words, cut at a word boundary, with "…".
std::string short_title(std::string_view text);

// `t` with its white space (space, tab, line breaks) collapsed to single spaces and trimmed: two
// texts equal so differ in white space only, which is no rewording.
std::string collapsed(std::string_view t);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_HISTORY_H_
