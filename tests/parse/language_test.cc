// Language identification on sentences from the seeds' three languages and on what must stay unknown.
#include <doctest/doctest.h>

#include "parse/language.h"

namespace rulecorp {

TEST_CASE("language of a sentence") {
  struct Case {
    const char* text;
    Language want;
  };
  const Case cases[] = {
      {"Exalted is a triggered ability. Whenever a creature you control attacks alone, that creature gets +1/+1.",
       Language::kEn},
      {"Edelmut ist eine ausgelöste Fähigkeit. Immer wenn eine Kreatur, die du kontrollierst, alleine angreift.",
       Language::kDe},
      {"L'exaltation est une capacité déclenchée. À chaque fois qu’une créature que vous contrôlez attaque seule.",
       Language::kFr},
      {"Abandon → Fallenlassen", Language::kUnknown},
      {"702.80", Language::kUnknown},
      {"", Language::kUnknown},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    CHECK(score_language(c.text).best() == c.want);
  }
}

TEST_CASE("language codes") {
  CHECK(parse_language("de") == Language::kDe);
  CHECK(parse_language("FR") == Language::kFr);
  CHECK_FALSE(parse_language("es"));
  CHECK(language_code(Language::kEn) == "en");
  CHECK(language_code(Language::kUnknown) == "und");
}

TEST_CASE("max_words caps the scan") {
  LanguageScore s = score_language("der die das und ist the of and", 5);
  CHECK(s.words == 5);
  CHECK(s.en == 0);
}

TEST_CASE("a French elision counts only before its apostrophe") {
  // The index of a rulings summary: "D.10.2" is no French "d'", so these lines are no French text.
  CHECK(score_language("Ante, D.10.2, D.17.6").fr == 0);
  CHECK(score_language("Banned Cards, D.13.9, D.14.9, L.2").fr == 0);
  CHECK(score_language("Qu'il s'agisse d'une carte ou de l'autre").fr >= 3);
}

}  // namespace rulecorp
