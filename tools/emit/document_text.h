// The clean text of one document, as `rulecorp convert --to text` writes it: UTF-8 without BOM, NFC,
// LF line ends, one paragraph per block separated by blank lines, every rule written with its
// repaired number (a glued or detached number in place, a malformed one as its suggested reading),
// examples under their rule with the language's label, glossary entries as a term line followed by
// the definition. Parsed again it gives the same rules with the same texts.
#ifndef RULECORP_EMIT_DOCUMENT_TEXT_H_
#define RULECORP_EMIT_DOCUMENT_TEXT_H_

#include <string>

#include "parse/document.h"

namespace rulecorp {

// Appends the clean text of `doc` to `out`.
void write_document_text(const Document& doc, std::string& out);

// The number of a rule as the CR writes it before its text: "506.", "506.5.", "702.80a".
std::string written_rule_number(const RuleNumber& n);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_DOCUMENT_TEXT_H_
