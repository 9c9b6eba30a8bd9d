// The glossary model's small functions: names of statuses and sources, concept ids, lookups and
// the test dump. Concept ids are the English term case-folded by ICU, so "Combat Phase" (a heading)
// and "combat phase" (running text) are one concept; the id never depends on input order. An ASCII
// term is folded byte-wise (the same result as ICU's folding, without the UTF-16 round trip).
#include "glossary/glossary.h"


#include <algorithm>

#include "glossary/cr_glossary.h"
#include "parse/term_key.h"

namespace rulecorp {

std::string_view term_status_name(TermStatus s) {
  switch (s) {
    case TermStatus::kPreferred: return "preferred";
    case TermStatus::kAdmitted: return "admitted";
    case TermStatus::kDeprecated: return "deprecated";
  }
  return "preferred";
}

std::string_view term_source_name(TermSource s) {
  switch (s) {
    case TermSource::kHeading: return "heading";
    case TermSource::kCrGlossary: return "cr-glossary";
    case TermSource::kDefinition: return "definition";
    case TermSource::kGloss: return "gloss";
    case TermSource::kCard: return "card";
    case TermSource::kListCognate: return "list-cognate";
    case TermSource::kListing: return "listing";
    case TermSource::kAssociation: return "association";
  }
  return "heading";
}

std::string concept_id(std::string_view english) { return term_key(english); }

const Term* Concept::term(std::string_view language) const {
  for (const Term& t : terms)
    if (t.language == language) return &t;
  return nullptr;
}

const Concept* Glossary::find(std::string_view id) const {
  auto it = std::lower_bound(concepts.begin(), concepts.end(), id, [](const Concept& c, std::string_view v) { return c.id < v; });
  return it != concepts.end() && it->id == id ? &*it : nullptr;
}

Glossary language_pair(const Glossary& g, std::string_view source, std::string_view target) {
  Glossary out;
  out.languages = {std::string(source), std::string(target)};
  for (const Concept& c : g.concepts) {
    const Term* s = c.term(source);
    const Term* t = c.term(target);
    if (!s || !t || source == target) continue;
    Concept p;
    p.id = c.id;
    p.terms = {*s, *t};
    for (const TermEvidence& e : c.evidence)
      if (e.language == source || e.language == target) p.evidence.push_back(e);
    for (const std::string& x : c.conflicts)
      if (x.starts_with(std::string(source) + ":") || x.starts_with(std::string(target) + ":")) p.conflicts.push_back(x);
    out.concepts.push_back(std::move(p));
  }
  return out;
}

std::string dump(const Glossary& g) {
  std::string out;
  for (const Concept& c : g.concepts) {
    out += c.id;
    for (const Term& t : c.terms) {
      out += " | " + t.language + "=";
      for (std::size_t k = 0; k < t.variants.size(); ++k) {
        if (k) out += ", ";
        out += t.variants[k].text;
        if (t.variants[k].status != TermStatus::kPreferred) out += " (" + std::string(term_status_name(t.variants[k].status)) + ")";
      }
    }
    out += " |";
    for (const TermEvidence& e : c.evidence) out += " " + std::string(term_source_name(e.source)) + ":" + e.language;
    out += '\n';
  }
  return out;
}

}  // namespace rulecorp
