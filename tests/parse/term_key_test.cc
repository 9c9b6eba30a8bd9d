// term_key: one key per term wherever terms are compared, so the alignment's glossary unit, the
// glossary's concept and the update package's unit of one term never disagree.
#include <doctest/doctest.h>

#include "parse/term_key.h"

namespace rulecorp {
namespace {

TEST_CASE("term_key folds case, the apostrophe's form, status markers in any case and white space") {
  struct Row {
    const char* term;
    const char* key;
  };
  const Row rows[] = {
      {"Combat Phase", "combat phase"},
      {"  Banding   (Obsolete)", "banding"},
      {"Bury (Obsolete)", "bury"},
      {"Bury (obsolete)", "bury"},
      {"Bury (veraltet)", "bury"},
      {"Bury (Veraltet)", "bury"},  // the German Glossar's capital marker: one concept, not two
      {"Enterrer (obsolète)", "enterrer"},
      {"Enterrer (Obsolète)", "enterrer"},
      {"Council\xE2\x80\x99s Dilemma", "council's dilemma"},
      {"STRASSE", "strasse"},
      {"Stra\xC3\x9F" "e", "strasse"},  // ICU's full folding
      {"Kampf\tphase \n", "kampf phase"},
      {"(Obsolete)", "(obsolete)"},  // a marker alone is the term itself
  };
  for (const Row& r : rows) {
    CAPTURE(r.term);
    CHECK(term_key(r.term) == r.key);
    CHECK(term_key(term_key(r.term)) == term_key(r.term));  // idempotent
  }
}

}  // namespace
}  // namespace rulecorp
