// align_documents(): the languages-and-editions alignment the `align` command writes. Rules are
// paired by number and content (rule_aligner.h), each translation against the pivot-language
// edition it fits best; rulings by length and anchors (paragraph_aligner.h); rulings of a second
// document in the pivot language become variants of the pivot's.
#ifndef RULECORP_ALIGN_ALIGNER_H_
#define RULECORP_ALIGN_ALIGNER_H_

#include <vector>

#include "align/alignment.h"
#include "common/diagnostic.h"
#include "parse/document.h"

namespace rulecorp {

struct AlignOptions {
  bool explain = true;          // fill Unit::why with the evidence behind each score
  bool report_findings = true;  // report misnumbered, duplicate, missing and extra rules as diagnostics
};

// Aligns `docs` (any mix of languages; English, else the first document's language, is the pivot).
// Findings (align.* checks) and notes about documents left out go to `diags`.
Alignment align_documents(const std::vector<const Document*>& docs, const AlignOptions& options, Diagnostics& diags);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_ALIGNER_H_
