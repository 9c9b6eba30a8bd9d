// The check stage fanned out: the rows of the check registry (check/registry.h) over one alignment,
// each row's parts (ranges of the units, languages, sides) as independent tasks on a few threads.
// The checks themselves are single-threaded and pure; only this runs them at once.
#ifndef RULECORP_PIPELINE_CHECK_FANOUT_H_
#define RULECORP_PIPELINE_CHECK_FANOUT_H_

#include <vector>

#include "align/alignment.h"
#include "check/registry.h"
#include "common/diagnostic.h"

namespace rulecorp {

// The findings run_checks gives for `a` (the same, in the same order), the rows' parts run on up to
// `jobs` threads (0: the machine's cores).
std::vector<Diagnostic> check_in_parallel(const Alignment& a, const CheckResources& resources, unsigned jobs);

}  // namespace rulecorp

#endif  // RULECORP_PIPELINE_CHECK_FANOUT_H_
