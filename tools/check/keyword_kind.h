// term.keyword-kind: a glossary definition that calls its term a keyword ability while every rule
// it cites is a keyword action (701.x), or a keyword action while every cited rule is a keyword
// ability (702.x): either the kind or the citation is wrong ("Discover: A keyword ability ... See
// rule 701.57"). In every language: en keyword ability / action, de Schlüsselwortfähigkeit /
// Schlüsselwortaktion, fr capacité mot-clé / action mot-clé.
#ifndef RULECORP_CHECK_KEYWORD_KIND_H_
#define RULECORP_CHECK_KEYWORD_KIND_H_

#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"

namespace rulecorp {

// The term.keyword-kind finding of one glossary definition, `pair.translation` in
// `pair.translation_language` (read alone; the original is not consulted), if any.
std::vector<Diagnostic> check_keyword_kind(const ContentPair& pair);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_KEYWORD_KIND_H_
