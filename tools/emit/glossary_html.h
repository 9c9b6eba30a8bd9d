// The glossary of one language pair as one self-contained HTML page: entries sorted by the source
// language's collation (ICU), a letter index, and per entry the target term with its variants,
// both definitions, a context sentence and the evidence.
#ifndef RULECORP_EMIT_GLOSSARY_HTML_H_
#define RULECORP_EMIT_GLOSSARY_HTML_H_

#include <ostream>
#include <string>
#include <vector>

#include "glossary/glossary.h"

namespace rulecorp {

// Writes the `source` -> `target` page of `g` (HTML5, UTF-8, inline style, no scripts).
void write_glossary_html(const Glossary& g, const std::string& source, const std::string& target, std::ostream& out);

// The concepts holding both languages, in the order of their `source` terms under the collation
// of that language (German "Ärger" among the A words, French accents compared last).
std::vector<const Concept*> collated_concepts(const Glossary& g, const std::string& source, const std::string& target);

// The index letter of a term: its first letter without diacritics, upper case ("Ärger" -> "A");
// "#" when it does not start with a letter.
std::string index_letter(const std::string& term);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_HTML_H_
