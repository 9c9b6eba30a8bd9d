// A rule whose number has no subrule letter and whose text is a short title ("702.80. Exalted",
// "506. Combat Phase") is a heading; when the English rule and its aligned translation are both
// headings, their titles name the same thing. Keyword actions (701.x) are verbs, everything else
// a noun. The unit id carries the number, so an edition-mapped pair (a French 502.83 paired with
// the English 2008 502.83) is found the same way.
#include "glossary/headings.h"

#include "glossary/words.h"

namespace rulecorp {

bool is_heading_text(const std::string& text) {
  if (text.empty() || text.size() > 80) return false;
  for (char c : std::string_view(".:;?!")) {
    if (text.back() == c) return false;
  }
  if (text.find(". ") != std::string::npos || text.find(": ") != std::string::npos) return false;
  std::size_t words = 1;
  for (char c : text) words += c == ' ';
  return words <= 6;
}

void find_heading_terms(const std::vector<InputUnit>& units, std::vector<Candidate>& out) {
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kRule || u.sides.size() < 2 || u.sides[0].language != "en") continue;
    const InputSide& en = u.sides[0];
    if (en.number.empty() || en.has_letter || !is_heading_text(en.text)) continue;
    for (std::size_t k = 1; k < u.sides.size(); ++k) {
      const InputSide& t = u.sides[k];
      if (t.language == "en" || !is_heading_text(t.text)) continue;
      Candidate c;
      c.source = TermSource::kHeading;
      c.english = en.text;
      c.language = t.language;
      c.term = t.text;
      c.ref = en.number;
      c.part_of_speech = en.number.rfind("701.", 0) == 0 ? "verb" : "noun";
      out.push_back(std::move(c));
    }
  }
}

}  // namespace rulecorp
