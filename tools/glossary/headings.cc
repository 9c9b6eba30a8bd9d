// A rule whose number has no subrule letter and whose text is a short title ("702.80. Exalted",
// "506. Combat Phase") is a heading; when the English rule and its aligned translation are both
// headings, their titles name the same thing. A title may end in "!" (702.163 "For Mirrodin!" /
// "Für Mirrodin!") when both sides do. A translated title that ends in its English original in
// parentheses ("Variante Jeder gegen jeden (Free-for-All)") gives the term without that gloss:
// the gloss is evidence of the pair (glosses.h), not a part of the translated term. Keyword
// actions (701.x) are verbs, everything else a noun. The unit id carries the number, so an
// edition-mapped pair (a French 502.83 paired with the English 2008 502.83) is found the same way.
#include "glossary/headings.h"

#include "glossary/glosses.h"
#include "glossary/words.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

bool ends_with_bang(const std::string& text) { return !text.empty() && text.back() == '!'; }

// `title` without a closing parenthesis that glosses it with the English title (closing_english_gloss).
std::string without_english_gloss(const std::string& title, const std::string& english) {
  const std::size_t open = closing_english_gloss(title, english);
  if (open == std::string::npos) return title;
  std::string term = title.substr(0, open);
  while (!term.empty() && term.back() == ' ') term.pop_back();
  return term;
}

}  // namespace

bool is_heading_text(const std::string& text) {
  if (text.empty() || text.size() > 80) return false;
  for (char c : std::string_view(".:;?")) {
    if (text.back() == c) return false;
  }
  if (text.find(". ") != std::string::npos || text.find(": ") != std::string::npos || text.find("! ") != std::string::npos)
    return false;
  std::size_t words = 1;
  for (char c : text) words += c == ' ';
  return words <= 6;
}

void find_heading_terms(const std::vector<InputUnit>& units, std::vector<Candidate>& out) {
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kRule || u.sides.size() < 2 || code_language(u.sides[0].language) != Language::kEn) continue;
    const InputSide& en = u.sides[0];
    if (en.number.empty() || en.has_letter || !is_heading_text(en.text)) continue;
    for (std::size_t k = 1; k < u.sides.size(); ++k) {
      const InputSide& t = u.sides[k];
      if (code_language(t.language) == Language::kEn || !is_heading_text(t.text) || ends_with_bang(t.text) != ends_with_bang(en.text)) continue;
      Candidate c;
      c.source = TermSource::kHeading;
      c.english = en.text;
      c.language = t.language;
      c.term = without_english_gloss(t.text, en.text);
      c.ref = en.number;
      c.part_of_speech = en.number.rfind("701.", 0) == 0 ? "verb" : "noun";
      out.push_back(std::move(c));
    }
  }
}

}  // namespace rulecorp
