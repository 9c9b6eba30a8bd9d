// Terms defined or glossed inside the rules text of aligned units:
// - quoted definitions: "“Exalted” means" / "„Edelmut“ bedeutet" / "« Exaltation » signifie";
// - class sentences: "Exalted is a triggered ability." / "Edelmut ist eine ausgelöste Fähigkeit." /
//   "L'exaltation est une capacité déclenchée." (the predicates pair);
// - an English gloss after a translated term: "Zweiköpfiger Riese (Two-Headed Giant)";
// - defined subjects: rules opening "A Blood token is" / "Ein Blut-Spielstein ist" (the subjects pair);
// - listings in the same order: "are Plains, Island, ..." / "sind Ebene, Insel, ..." (item by item).
#ifndef RULECORP_GLOSSARY_GLOSSES_H_
#define RULECORP_GLOSSARY_GLOSSES_H_

#include <string>
#include <string_view>
#include <vector>

#include "glossary/candidate.h"
#include "glossary/glossary_input.h"
#include "glossary/words.h"

namespace rulecorp {

// The terms quoted right before the language's "means" verb in `text` ("Exalted").
std::vector<std::string> quoted_definitions(std::string_view text, std::string_view language);
std::vector<std::string> quoted_definitions(std::string_view text, const std::vector<CachedWord>& words, std::string_view language);

// The predicates of the text's "X is a P." sentences in the language (P of at most three words).
std::vector<std::string> class_predicates(std::string_view text, std::string_view language);
std::vector<std::string> class_predicates(std::string_view text, const std::vector<CachedWord>& words, std::string_view language);

// The subject of a rule that opens by defining it: "A Blood token is ...", "Ein Blut-Spielstein ist
// ...", "Un jeton Sang est ..." give "Blood token", "Blut-Spielstein", "jeton Sang": an optional
// article, one to four words of letters, then the language's copula (is/are, ist/sind, est/sont).
// "" when the text does not open that way.
std::string defined_subject(std::string_view text, const std::vector<CachedWord>& words, std::string_view language);

// The items of the one listing in `text` ("are A, B, and C." / "sind A, B und C." / "sont A, B
// et C."): at least three items of at most three words without digits; empty otherwise.
std::vector<std::string> listed_items(std::string_view text, std::string_view language);

// Candidates from quoted definitions and class sentences that occur exactly once on each side of a
// rule or ruling unit, and from English glosses in parentheses in translated text.
void find_defined_terms(const std::vector<InputUnit>& units, WordCache& cache, std::vector<Candidate>& out);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_GLOSSES_H_
