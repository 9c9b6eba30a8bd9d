// The report of one pipeline run, as `check` and `build` both give it: the inputs of the run, the
// parse diagnostics and the checks' findings in one list (findings that another finding subsumes
// dropped), and the configuration's severity policy applied.
#ifndef RULECORP_PIPELINE_REPORT_H_
#define RULECORP_PIPELINE_REPORT_H_

#include "check/report.h"
#include "check/severity_policy.h"
#include "common/diagnostic.h"
#include "pipeline/pipeline.h"

namespace rulecorp {

// The report of `run`: its documents, history-only inputs and card files as inputs, `diags` (the
// problems found while reading) then the checks' findings (moved out of `run.findings`), with
// `policy` applied (Report::disabled counts the findings of checks turned off).
Report make_report(RunResult& run, const Diagnostics& diags, const SeverityPolicy& policy);

}  // namespace rulecorp

#endif  // RULECORP_PIPELINE_REPORT_H_
