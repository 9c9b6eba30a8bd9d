// The inputs are listed as the run kept them (aligned documents, then the editions read only into
// the history, then card files); findings keep report order: parse diagnostics first, then the
// checks' findings, texts before card sets. drop_subsumed runs before the policy, so a finding
// turned off cannot resurrect one it subsumed.
#include "pipeline/report.h"

#include "check/checker.h"

namespace rulecorp {

Report make_report(RunResult& run, const Diagnostics& diags, const SeverityPolicy& policy) {
  Report report;
  for (const Document& d : run.corpus.documents)
    report.inputs.push_back({d.name(), std::string(language_code(d.language)), d.edition});
  for (const std::string& name : run.corpus.history_only) report.inputs.push_back({name, "", ""});
  for (const CardSet& s : run.corpus.card_sets)
    if (!s.docs.empty() && s.docs[0].source) report.inputs.push_back({s.docs[0].source->name, "", ""});
  report.findings = diags.all();
  for (Diagnostic& d : run.findings) report.findings.push_back(std::move(d));
  run.findings.clear();
  drop_subsumed(report.findings);
  report.suppressed = diags.suppressed();
  report.disabled = apply_policy(policy, report.findings);
  return report;
}

}  // namespace rulecorp
