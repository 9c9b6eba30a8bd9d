// The glossary as JSON (schemas/glossary.schema.json): entries[] with id, terms per language
// (term, status, variants, definition, context, rules) and sources[] (the evidence).
#ifndef RULECORP_EMIT_GLOSSARY_JSON_H_
#define RULECORP_EMIT_GLOSSARY_JSON_H_

#include <ostream>

#include "glossary/glossary.h"

namespace rulecorp {

// Writes `g` as pretty JSON, one entry at a time.
void write_glossary_json(const Glossary& g, std::ostream& out);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_GLOSSARY_JSON_H_
