// The `rulecorp check --format sarif` report: SARIF 2.1.0 (valid against the OASIS schema), so that
// code-scanning services show findings inline in translation repositories. The check table is the
// rule metadata, the inputs are the artifacts, related locations come from Diagnostic::related, and
// partialFingerprints carry the baseline fingerprint (check/baseline.h).
#ifndef RULECORP_EMIT_REPORT_SARIF_H_
#define RULECORP_EMIT_REPORT_SARIF_H_

#include <string>
#include <string_view>

#include "check/report.h"

namespace rulecorp {

// Serialises `r` as one SARIF run (UTF-8 JSON, two-space indent, final newline, no timestamps,
// deterministic).
std::string write_report_sarif(const Report& r);

// `file` as a SARIF artifact URI: a relative reference for a relative path, file:// for an absolute
// one, with every byte outside RFC 3986's unreserved set and '/' percent-encoded.
std::string artifact_uri(std::string_view file);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_REPORT_SARIF_H_
