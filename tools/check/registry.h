// The check registry: every check of the check stage is a row of one table (the check ids it
// reports, what it needs, its function), and every function has one signature: it reads a
// CheckContext (the alignment, the history, card names, glossary and update lists, and what every
// check shares, made once: the members' texts and labels, the symbol correspondences, the
// cross-reference checkers) and writes its findings into a FindingSink. A check is single-threaded
// and pure: it only reads the context, so any two parts of any rows can run at once. The ids'
// severities and descriptions are the check table's (common/check_table.h): a row names which of
// them it reports. run_checks (checker.h) runs the rows in order; the pipeline fans them out.
#ifndef RULECORP_CHECK_REGISTRY_H_
#define RULECORP_CHECK_REGISTRY_H_

#include <cstddef>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "align/alignment.h"
#include "align/history.h"
#include "align/update_list.h"
#include "check/card_names.h"
#include "check/cross_references.h"
#include "check/symbols.h"
#include "common/diagnostic.h"
#include "glossary/glossary.h"

namespace rulecorp {

// What the checks read besides the alignment. Nothing is owned; null means "not available" and the
// checks that need it are skipped (no xref.stale without a history, no term.card-name without cards, no
// glossary-backed term.inconsistent or term.missing without a glossary).
struct CheckResources {
  const History* history = nullptr;              // renumbering history of the pivot language's editions
  const CardNameFinder* card_names = nullptr;    // English card names and their printed translations
  const Glossary* glossary = nullptr;            // the run's glossary (term.*: without it only spelling variants)
  const std::vector<UpdateList>* updates = nullptr;  // the update lists (update_lists); null: made by the checks
};

// Where a check writes its findings, in the order it finds them.
class FindingSink {
 public:
  void add(Diagnostic d) { found_.push_back(std::move(d)); }
  std::vector<Diagnostic>& findings() { return found_; }

 private:
  std::vector<Diagnostic> found_;
};

// Part `index` of `count` of a row's work (a range of the units, one language, one side).
struct CheckPart {
  std::size_t index = 0;
  std::size_t count = 1;
};

// Everything a check reads. Made once per alignment (the members' texts and labels, each
// translation language's symbol correspondence learned from every pair, the cross-reference checker
// of each document pair), then only read.
class CheckContext {
 public:
  CheckContext(const Alignment& a, const CheckResources& r);
  CheckContext(const CheckContext&) = delete;
  CheckContext& operator=(const CheckContext&) = delete;

  const Alignment& alignment;
  const CheckResources& resources;

  // A languages alignment with its slots: the checks of aligned texts have something to read.
  bool languages() const { return languages_; }
  // The joined text (Alignment::text) and the label of member `slot` of unit `unit`; empty for an
  // absent member and for a unit whose content is not compared (card lines).
  std::string_view text(std::size_t unit, std::size_t slot) const { return texts_[first_[unit] + slot]; }
  std::string_view label(std::size_t unit, std::size_t slot) const { return labels_[first_[unit] + slot]; }
  // The symbol correspondence learned for translation language `language`, finished: its check()
  // only reads (symbols.h), so any number of checks may call it at once.
  const SymbolCorrespondence& symbols(const std::string& language) const { return symbols_.at(language); }
  // The cross-reference checker of the documents at `original` and `translation` of Alignment::docs.
  const CrossReferenceChecker& cross_references(std::int32_t original, std::int32_t translation) const {
    return *xref_.at({original, translation});
  }
  // Every language of the slots and documents, sorted (term.spelling runs per language).
  const std::vector<std::string>& spelled_languages() const { return spelled_; }

  // Gives a content finding its position (first mark, else the member's start), snippet, unit,
  // language, edition and rule, and the original's position to its related location; into `sink`.
  void place(Diagnostic d, const Unit& u, const Member& m, std::size_t slot, FindingSink& sink,
             const Member* original = nullptr) const;
  // As place(), for a finding on the text of block `b` of member `m`'s document (an example).
  void place_in_block(Diagnostic d, const Unit& u, const Member& m, const Block& b, std::size_t slot,
                      FindingSink& sink) const;

 private:
  void prepare_texts();
  void learn_symbols();
  void prepare_cross_references();

  bool languages_ = false;
  // Per unit and slot, at first_[unit] + slot (first_[k]: the members of the units before unit k):
  // the member's text and its label, the texts joined from several blocks (texts_ views them) and
  // each distinct label once (labels_ views them).
  std::vector<std::size_t> first_;
  std::vector<std::string_view> texts_;
  std::vector<std::string_view> labels_;
  std::deque<std::string> joined_;  // a deque: what it holds never moves
  std::unordered_set<std::string> label_pool_;
  std::map<std::string, SymbolCorrespondence, std::less<>> symbols_;  // translation language -> learner (finished)
  std::map<std::pair<std::int32_t, std::int32_t>, std::unique_ptr<CrossReferenceChecker>> xref_;
  std::vector<std::string> spelled_;
};

// A check's function: its findings over part `part` of its work, into `sink`.
using CheckFunction = void (*)(const CheckContext& context, CheckPart part, FindingSink& sink);

// What a row needs to run at all (the other resources are read when given).
enum CheckNeeds : unsigned {
  kNeedsNothing = 0,
  kNeedsLanguages = 1,  // a languages alignment (CheckContext::languages)
  kNeedsHistory = 2,    // a history of two editions or more
};

// How a row's work divides into parts that can run at once.
enum class CheckSplit {
  kWhole,      // one part
  kUnits,      // consecutive ranges of the units, as many as asked for (at most one per unit)
  kLanguages,  // one part per language (CheckContext::spelled_languages)
  kSides,      // two: the original's documents, then the translations'
};

struct CheckFamily {
  std::string_view name;                 // the row's name (the file of its check, mostly)
  std::span<const std::string_view> ids;  // the check ids it reports, rows of common/check_table.cc
  unsigned needs;                        // CheckNeeds bits
  CheckSplit split;
  CheckFunction run;
};

// Every row, in the order their findings are joined (then sorted by place).
std::span<const CheckFamily> check_families();

// How many parts `family` runs as over `context` when `unit_parts` ranges of the units are asked
// for; 0 when it does not run there (what it needs is missing).
std::size_t check_parts(const CheckFamily& family, const CheckContext& context, std::size_t unit_parts);

// The findings of every row over `context`: `found[f][p]` holds part p of row f of
// check_families() (empty for a row that did not run); joined in the rows' order with the rules
// between rows (term.spelling not where term.* already reports, one xref.shifted per shifted
// block, a translation's xref.title not where a cross-reference finding is, a finding on the
// original several translations made once), sorted by document (in Alignment::docs order), line,
// column and check id.
std::vector<Diagnostic> join_findings(const CheckContext& context, std::vector<std::vector<FindingSink>>& found);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_REGISTRY_H_
