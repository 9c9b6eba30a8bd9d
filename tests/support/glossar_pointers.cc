// How the pointers are scored. A pointer is found when the concept of its English term has a
// German variant whose stems (joined) are the pointer's German term's: up to case, inflection and
// hyphenation ("Mehrspieler-Partie", "Mehrspielerpartie"). The fair reading tries every reading of
// each side: without "(veraltet)", each term of a list ("Kontrolle, Beherrscher", "Neutralisieren
// oder Zählmarke"), an article put after its noun put back ("Ring, The"). A pointer is held by
// the rules texts when it is found, or when one reading of its English side is written in an
// English rule and one reading of its German side in two German rules or more (up to inflection):
// association needs two units, and the ability words of 207.2c, listed once per language in each
// language's alphabetical order, are written in one.
#include "support/glossar_pointers.h"

#include <cstdio>

#include "glossary/text_index.h"
#include "glossary/words.h"

namespace rulecorp::test {
namespace {

// The readings of one side of a Glossar entry: the side without "(veraltet)", and when it lists
// several terms each of them, and an article put after its noun put back in front.
std::vector<std::string> readings(std::string_view side, std::string_view or_word) {
  std::string s(side);
  for (std::string_view tag : {std::string_view(" (veraltet)"), std::string_view(" (Obsolete)")})
    if (std::size_t at = s.find(tag); at != std::string::npos) s.erase(at, tag.size());
  std::vector<std::string> out{s};
  std::vector<std::string> parts;
  for (std::size_t p = 0;;) {
    std::size_t comma = s.find(", ", p), alt = s.find(or_word, p);
    std::size_t cut = std::min(comma, alt);
    parts.push_back(s.substr(p, cut == std::string::npos ? std::string::npos : cut - p));
    if (cut == std::string::npos) break;
    p = cut + (cut == comma ? 2 : or_word.size());
  }
  if (parts.size() == 2 && (parts[1] == "The" || parts[1] == "Der" || parts[1] == "Die" || parts[1] == "Das"))
    out.push_back(parts[1] + " " + parts[0]);
  if (parts.size() > 1) out.insert(out.end(), parts.begin(), parts.end());
  return out;
}

std::string stem_key(std::string_view term, std::string_view language) {
  std::string key;
  for (const std::string& s : term_stems(term, language)) key += s;
  return key;
}

}  // namespace

bool same_term(std::string_view a, std::string_view b, std::string_view language) {
  return stem_key(a, language) == stem_key(b, language);
}

std::string PointerRecall::summary() const {
  auto pct = [](std::size_t a, std::size_t b) { return b ? 100.0 * static_cast<double>(a) / static_cast<double>(b) : 0.0; };
  char line[768];
  std::snprintf(line, sizeof line,
                "recall of the German Glossar's %zu English pointers from the EN+DE rules texts alone: strict %zu (%.1f%%; "
                "target >= 90%%: %s), %zu with another German term; fair reading (\"X oder Y\", \"X, Y\", \"(veraltet)\", "
                "\"Ring, The\") %zu (%.1f%%)\n  the rules texts hold at most %zu of them (%.1f%%: found, or the German term in "
                "two rules or more and the English in one); of those found %zu (%.1f%%)\n",
                pointers, strict, pct(strict, pointers), pct(strict, pointers) >= 90 ? "met" : "NOT met", other, fair,
                pct(fair, pointers), held, pct(held, pointers), fair, pct(fair, held));
  return line;
}

PointerRecall glossar_pointer_recall(const Glossary& g, const Document& german, const std::vector<InputUnit>& units) {
  WordCache cache;
  TextIndex en_rules("en", cache), de_rules("de", cache);
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kRule) continue;
    if (const InputSide* s = u.side("en")) en_rules.add(u.id, s->text);
    if (const InputSide* s = u.side("de")) de_rules.add(u.id, s->text);
  }
  auto pairs = [&](std::string_view english, std::string_view term) {
    const Concept* c = g.find(concept_id(english));
    const Term* t = c ? c->term("de") : nullptr;
    bool ok = false;
    if (t)
      for (const Variant& v : t->variants) ok |= same_term(v.text, term, "de");
    return ok;
  };
  PointerRecall r;
  for (const Block& b : german.blocks) {
    if (b.kind != BlockKind::kGlossaryEntry || b.term_language != "en" || b.see.empty()) continue;
    ++r.pointers;
    const Concept* c = g.find(concept_id(b.term));
    const Term* t = c ? c->term("de") : nullptr;
    bool strict = pairs(b.term, b.see), fair = strict, held = false;
    for (const std::string& e : readings(b.term, " or ")) {
      bool written = !en_rules.find(e).empty();
      for (const std::string& d : readings(b.see, " oder ")) {
        fair |= pairs(e, d);
        held |= written && de_rules.find(d).size() >= 2;
      }
    }
    held |= fair;
    r.strict += strict;
    r.fair += fair;
    r.other += !fair && t;
    r.held += held;
    std::string line = "  " + std::string(b.term) + " -> " + std::string(b.see);
    if (!held) r.not_held += line + "\n";
    else if (!fair) r.missed += line + (t ? " (got " + t->text() + ")" : "") + "\n";
  }
  return r;
}

}  // namespace rulecorp::test
