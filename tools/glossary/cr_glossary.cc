// Glossary units come from the aligner, which pairs entries by the German file's English pointers,
// then identical terms, then shared citations; this source only reads the pairs and keeps the
// definitions. Obsolete marks are dropped from the terms (the concept id is the live term).
#include "glossary/cr_glossary.h"
#include "lang/profile.h"

#include <string_view>

namespace rulecorp {

std::string strip_obsolete(const std::string& term) {
  for (Language l : {Language::kEn, Language::kDe, Language::kFr})
    for (const std::string& m : profile(l).obsolete_suffixes)
      if (term.size() > m.size() && term.compare(term.size() - m.size(), m.size(), m) == 0)
        return term.substr(0, term.size() - m.size());
  return term;
}

void find_cr_glossary_terms(const std::vector<InputUnit>& units, std::vector<Candidate>& out) {
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kGlossary || u.sides.size() < 2 || code_language(u.sides[0].language) != Language::kEn) continue;
    const InputSide& en = u.sides[0];
    if (en.term.empty()) continue;
    for (std::size_t k = 1; k < u.sides.size(); ++k) {
      const InputSide& t = u.sides[k];
      if (code_language(t.language) == Language::kEn || t.term.empty()) continue;
      Candidate c;
      c.source = TermSource::kCrGlossary;
      c.english = strip_obsolete(en.term);
      c.language = t.language;
      c.term = strip_obsolete(t.term);
      c.ref = en.term;
      c.english_definition = en.text;
      c.definition = t.text;
      out.push_back(std::move(c));
    }
  }
}

std::vector<std::string> english_glossary_terms(const std::vector<InputUnit>& units) {
  std::vector<std::string> out;
  for (const InputUnit& u : units)
    if (u.kind == InputKind::kGlossary && !u.sides.empty() && code_language(u.sides[0].language) == Language::kEn && !u.sides[0].term.empty())
      out.push_back(strip_obsolete(u.sides[0].term));
  return out;
}

}  // namespace rulecorp
