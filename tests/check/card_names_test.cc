// term.card-name: English card names inside a translation where the card has a printed name in
// that language; glosses after the translated name and cards without a translated name pass.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "check/card_names.h"

namespace rulecorp {
namespace {

CardNameFinder finder() {
  return CardNameFinder({
      CardName{"The Eldest Reborn", {{"de", "Die Wiedergeburt des Ältesten"}, {"fr", "La Renaissance de l'aîné"}}},
      CardName{"Jace, the Mind Sculptor", {{"de", "Jace, der Gedankenformer"}}},
      CardName{"City in a Bottle", {{"de", "City in a Bottle"}}},  // never translated: kept
      CardName{"Shock", {{"de", "Schock"}}},                       // a short single word: not indexed
      CardName{"Serra Angel", {{"de", "Serra-Engel"}}},
      CardName{"Serra", {{"de", "Serra"}}},
  });
}

}  // namespace

TEST_CASE("English card names in a translation are found where the card has a printed name") {
  CardNameFinder f = finder();
  struct Case {
    const char* lang;
    const char* text;
    const char* hits;  // "|"-joined
  };
  const Case cases[] = {
      {"de", "Wenn die erste Kapitel-Fähigkeit von The Eldest Reborn verrechnet wird", "The Eldest Reborn"},
      {"fr", "Quand le premier chapitre de The Eldest Reborn se résout", "The Eldest Reborn"},
      {"de", "Die Wiedergeburt des Ältesten (The Eldest Reborn) ist eine Sage.", ""},  // a gloss
      {"de", "Die Wiedergeburt des Ältesten ist eine Sage.", ""},
      {"de", "Eine Karte (City in a Bottle) bezieht sich auf ...", ""},   // no German name
      {"de", "Jace, the Mind Sculptor und Serra Angel greifen an.", "Jace, the Mind Sculptor|Serra Angel"},
      {"de", "Ein Shock verursacht 2 Schadenspunkte.", ""},
      {"de", "The Eldest Reborns Kapitel", ""},  // not a whole word
      {"en", "The Eldest Reborn is a Saga.", ""},  // no English "translation" to check against
  };
  for (const Case& c : cases) {
    CAPTURE(std::string(c.lang));
    CAPTURE(std::string(c.text));
    std::string got;
    std::string_view text = c.text;
    for (const CardNameHit& h : f.find(text, c.lang)) got += (got.empty() ? "" : "|") + std::string(text.substr(h.begin, h.end - h.begin));
    CHECK(got == c.hits);
  }
}

TEST_CASE("A card-name finding gives the printed name as the suggestion") {
  CardNameFinder f = finder();
  auto d = f.check(ContentPair{"", "en", "Die Fähigkeit von The Eldest Reborn.", "de", "ruling:DOM:90:8"});
  REQUIRE(d.size() == 1);
  CHECK(d[0].check == "term.card-name");
  CHECK(d[0].message ==
        "de ruling:DOM:90:8: the card \"The Eldest Reborn\" is named in English; its de name is \"Die Wiedergeburt des Ältesten\"");
  CHECK(d[0].suggestion == "Die Wiedergeburt des Ältesten");
  REQUIRE(d[0].marks.size() == 1);
  CHECK(d[0].marks[0].begin == 19);  // "Fähigkeit" has a two-byte ä
  CHECK(d[0].marks[0].end == 36);
}

}  // namespace rulecorp
