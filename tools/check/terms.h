// term.inconsistent and term.missing: how the terms of the original are rendered across the aligned
// texts of a run, judged against the glossary (tools/glossary) and against the run's own majority.
// Plain texts in, findings with marks out; the checker gives them positions.
#ifndef RULECORP_CHECK_TERMS_H_
#define RULECORP_CHECK_TERMS_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"
#include "glossary/glossary.h"
#include "text/input_span.h"

namespace rulecorp {

// One text of the run: a translation (with its aligned original, or alone) or an original. The
// texts are viewed, not held: they outlive the check.
struct TermText {
  std::string language;       // "de", "fr", "en"
  std::string_view text;      // the member's joined text
  std::string_view original;  // the aligned text in the pivot language ("" when none)
  std::string label;     // the text as messages name it ("714.3b", "“Edelmut”", "ruling 3")
  bool definition = false;  // a glossary entry's definition: worded freely, so never term.missing
};

// A finding on texts[at]: check, severity, message, marks on that text, the original as related
// location (role "original", marks on the English term) when there is one, args and suggestion.
// `example` is a text that uses the preferred form (marked at `example_mark`), for a related
// location with role "example".
// `fix`: replacements of texts[at] (its offsets) where the preferred form is certain (a spelling
// variant reported as a warning, each marked occurrence written as the majority writes it); empty
// otherwise.
struct TermFinding {
  Diagnostic diagnostic;
  std::size_t at = 0;
  std::optional<std::size_t> example;
  Mark example_mark;
  std::vector<TextReplacement> fix;
};

// term.inconsistent's severity from its evidence: a warning only for a clear majority, the usual form
// in at least 5 texts and in at least 4 for each text with the other form; else a note.
Severity inconsistency_severity(std::size_t usual, std::size_t other);

// The terminology findings over `texts` (null glossary: only spelling variants of one compound,
// "Kapitel-Fähigkeit" against "Kapitelfähigkeit", which need no glossary):
// - term.inconsistent: a compound written hyphenated in a minority of the texts of its language and
//   solid in the others (or the reverse); a translation rendering a glossary term of its original by
//   a variant the glossary marks deprecated, or by a near spelling of the glossary's rendering
//   ("Saga" for "Sage"; an inflected form or a compound containing the term is no variant); a text
//   without original using such a near spelling of a glossary term that no glossary term spells so.
// - term.missing: a rule or ruling with no trace of a term of two words or more of its original that
//   headings or the CR glossaries pair, where at least 97% of at least twenty other translations of
//   that term render it so (no word of the rendering, nor its compound head, nor an elided compound
//   "Ersatz- oder ..." may be there).
// Deterministic: in text order, then by position.
std::vector<TermFinding> check_terms(const std::vector<TermText>& texts, const Glossary* glossary);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_TERMS_H_
