// The align.* findings: what an Alignment's member statuses and document uses mean for a
// translator, as Diagnostics with the primary position (the translation's rule, or the original's
// for a missing one) and the partner as a structured related Location, so that SARIF and HTML can
// link them. The aligners only mark statuses; this is the one place that turns them into findings.
#ifndef RULECORP_CHECK_ALIGNMENT_FINDINGS_H_
#define RULECORP_CHECK_ALIGNMENT_FINDINGS_H_

#include <vector>

#include "align/alignment.h"
#include "common/diagnostic.h"

namespace rulecorp {

// The findings of `a`: first one per document (align.unused for a document left out or an excerpt,
// align.edition for a translation made from another edition), then per rule unit and translation
// member in unit order (align.misnumbered, align.swapped, align.duplicate, align.missing,
// align.extra). Deterministic; severities from the check table.
std::vector<Diagnostic> alignment_findings(const Alignment& a);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_ALIGNMENT_FINDINGS_H_
