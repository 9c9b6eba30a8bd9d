// The report model every report writer takes (tools/emit/report_*): the findings of one run in
// report order, the inputs they were found in, the check table as rule metadata, and what was left
// out (over the flood cap, accepted in a baseline, turned off by configuration). Built once by the
// `check` command after the severity policy and the baseline were applied.
#ifndef RULECORP_CHECK_REPORT_H_
#define RULECORP_CHECK_REPORT_H_

#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/check_table.h"
#include "common/diagnostic.h"

namespace rulecorp {

// One input of the run, as the user named it.
struct ReportInput {
  std::string file;
  std::string language;  // BCP 47 code ("en", "de", "fr"); empty when unknown
  std::string edition;   // ISO effective date; empty when unknown
};

struct Report {
  std::vector<Diagnostic> findings;                // in report order
  std::vector<ReportInput> inputs;                 // in command-line order
  std::span<const CheckInfo> checks = all_checks();  // rule metadata; every finding's check is listed here
  std::size_t suppressed = 0;                      // findings over the per-file flood cap, not kept
  std::size_t baselined = 0;                       // findings accepted in the baseline, not reported
  std::size_t disabled = 0;                        // findings of checks turned off by the configuration
  bool baseline_used = false;                      // a baseline was applied (SARIF marks results "new")
};

// Findings of one check, counted by severity (after the severity policy).
struct CheckCount {
  const CheckInfo* info = nullptr;
  std::array<std::size_t, 3> by_severity{};  // indexed by Severity: note, warning, error
  std::size_t total() const { return by_severity[0] + by_severity[1] + by_severity[2]; }
};

// The CheckInfo of `id` in `r.checks`; throws std::logic_error when it is not there (a programming fault).
const CheckInfo& report_check(const Report& r, std::string_view id);
// Counts per check that has findings, in the order of `r.checks` (deterministic).
std::vector<CheckCount> count_by_check(const Report& r);
// How many findings have exactly severity `s`.
std::size_t count_severity(const Report& r, Severity s);
// True when a finding has severity >= `s` (what --fail-on decides on).
bool any_at_least(const Report& r, Severity s);

// `marks` made safe to display over `text`: clamped to the text, widened to whole UTF-8 characters,
// empty ones dropped, sorted and overlapping or touching ones merged.
std::vector<Mark> clean_marks(std::string_view text, std::span<const Mark> marks);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_REPORT_H_
