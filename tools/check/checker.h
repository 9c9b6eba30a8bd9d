// run_checks(): every check of the check stage over one Alignment, in one deterministic order: the
// rows of the check registry (registry.h) one after the other on the calling thread. The individual
// checks live in their own files (alignment_findings, cross_references, numbers, symbols,
// untranslated, quotes, card_names, terms); checker.cc holds the registry's rows, which walk the
// units, build each check's input from the members and turn its results into positioned findings.
#ifndef RULECORP_CHECK_CHECKER_H_
#define RULECORP_CHECK_CHECKER_H_

#include <vector>

#include "align/alignment.h"
#include "align/history.h"
#include "align/update_list.h"
#include "check/card_names.h"
#include "check/registry.h"
#include "common/diagnostic.h"
#include "glossary/glossary.h"

namespace rulecorp {

// The findings of every check over `a` (a languages alignment; card and edition alignments give
// only their align.* findings), sorted by document (in Alignment::docs order), line, column and
// check id. Positions are the translation's (the original's for a missing rule or for findings on
// the original itself, such as quotation marks in English text). The pipeline runs the same rows
// fanned out (pipeline/check_fanout.h); the findings are the same.
std::vector<Diagnostic> run_checks(const Alignment& a, const CheckResources& resources);

// The update lists (make_update_lists) of the translations of `a` paired with an English edition
// older than the history's newest, which must be among a.docs; none without a history of two
// editions. align.outdated is made of these rows; the word diff is the checks' own.
std::vector<UpdateList> update_lists(const Alignment& a, const History* history);

// Removes parse findings that a check finding says better about the same place: numbering.duplicate
// where align.duplicate names the rule the stray copy translates (same file and line), and
// numbering.order at a rule that align.swapped or align.misnumbered names (its line, or its swap
// partner's: two rules that exchanged numbers are one fault).
void drop_subsumed(std::vector<Diagnostic>& findings);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_CHECKER_H_
