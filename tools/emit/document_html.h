// One document as a self-contained readable HTML page (`rulecorp convert --to html`): a table of
// contents, an anchor per rule (id = the rule number, "702.80a"), every citation a link to the rule
// or section it names, examples set apart, glossary entries each with an anchor ("g-" and the term)
// and their citations linked. No scripts, no external assets; every text is escaped.
#ifndef RULECORP_EMIT_DOCUMENT_HTML_H_
#define RULECORP_EMIT_DOCUMENT_HTML_H_

#include <string>

#include "parse/document.h"

namespace rulecorp {

// The page of `doc`.
std::string document_html(const Document& doc);

// The anchor of a glossary term: "g-" and the term in lower case, runs of spaces and ASCII
// punctuation as one "-" ("g-attacks-alone").
std::string glossary_anchor(std::string_view term);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_DOCUMENT_HTML_H_
