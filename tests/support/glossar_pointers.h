// The German Glossar's English pointers ("Abandon &rarr; Fallenlassen") as the answer key of a
// glossary built from the EN+DE rules texts without reading the Glossar: how many it finds, read
// strictly and as the Glossar means them, and how many the rules texts hold at all. Shared by
// tests/real/glossary_real_test.cc and tests/bench/glossary_bench.cc, so that both measure alike.
#ifndef RULECORP_TESTS_SUPPORT_GLOSSAR_POINTERS_H_
#define RULECORP_TESTS_SUPPORT_GLOSSAR_POINTERS_H_

#include <cstddef>
#include <string>
#include <vector>

#include "glossary/glossary.h"
#include "glossary/glossary_input.h"
#include "parse/document.h"

namespace rulecorp::test {

struct PointerRecall {
  std::size_t pointers = 0;  // English pointers of the German Glossar
  std::size_t strict = 0;    // found with the pointer's two sides as written
  std::size_t fair = 0;      // found in the Glossar's own reading: "X oder Y", "X, Y", "(veraltet)", "Ring, The"
  std::size_t other = 0;     // not found, the English term paired with another German term
  std::size_t held = 0;      // the rules texts hold: found, or the German term in two rules or more and the English in one
  std::string missed;        // not found though held, one per line (with the German term given instead, if any)
  std::string not_held;      // not held, one per line
  std::string summary() const;  // two lines of figures
};

// True when `a` and `b` are one term up to case, inflection endings and hyphenation
// ("Mehrspieler-Partie", "Mehrspielerpartie"): the stems of both, joined, agree.
bool same_term(std::string_view a, std::string_view b, std::string_view language);

// Scores `g` (built from `units`, the aligned EN/DE rules) against the English pointers of `german`.
PointerRecall glossar_pointer_recall(const Glossary& g, const Document& german, const std::vector<InputUnit>& units);

}  // namespace rulecorp::test

#endif  // RULECORP_TESTS_SUPPORT_GLOSSAR_POINTERS_H_
