// text.untranslated and text.same-as-source: fragments of the original's language left in a
// translation, down to "(if any)", but not English glosses after their translated term, names kept
// verbatim, or rules marked as applying only in English.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "check/untranslated.h"

namespace rulecorp {

TEST_CASE("English fragments inside German and French text are found; glosses and names are not") {
  UntranslatedFinder u;
  struct Case {
    const char* lang;
    const char* text;
    const char* fragments;  // "|"-joined
  };
  const Case cases[] = {
      // The three English parentheses of the German rulings of The Eldest Reborn (seed 004).
      {"de", "Wenn deine Hauptphase vor dem Kampf beginnt (immediately after your draw step), legst du eine weitere "
             "Sagenmarke auf jede Sage.",
       "immediately after your draw step"},
      {"de", "bestimmt der nächste Gegner in Zugreihenfolge (or, if it's an opponent's turn, that opponent) eine Karte, "
             "und dann tut jeder andere Gegner in Zugreihenfolge (if any) dasselbe.",
       "or, if it's an opponent's turn, that opponent|if any"},
      // Intentional: an English gloss after its translated term, names and keywords kept verbatim.
      {"de", "In einer Partie Zweiköpfiger Riese (Two-Headed Giant) „greift eine Kreatur alleine an“.", ""},
      {"de", "Die Fähigkeit des letzten Kapitels von The Eldest Reborn.", ""},
      {"de", "Diese Karten sind Abu Ja'far, Ali from Cairo, Army of Allah, Bazaar of Baghdad, Old Man of the Sea und Camel.", ""},
      {"de", "Eine Karte (Magar of the Magic Strings) weist einen Spieler an.", ""},
      {"de", "Ein Spieler kann einen Mulligan nehmen; ein Planeswalker ist eine bleibende Karte.", ""},
      {"de", "Eine Partie Free-for-All wird von mehreren Spielern gespielt.", ""},
      {"de", "Du kannst all diese Karten spielen, wobei A die Anzahl ist.", ""},
      // French.
      {"fr", "Au début de votre phase principale (immediately after your draw step), mettez un marqueur.",
       "immediately after your draw step"},
      {"fr", "Dans une partie de Géant bicéphale (Two-Headed Giant), une créature « attaque seule ».", ""},
      {"fr", "L'exaltation est une capacité déclenchée.", ""},
      // English words in an English text are not a fragment.
      {"en", "If any exalted abilities have already triggered, they resolve.", ""},
  };
  for (const Case& c : cases) {
    CAPTURE(std::string(c.lang));
    CAPTURE(std::string(c.text));
    std::string got;
    std::string_view text = c.text;
    for (const Fragment& f : u.fragments(text, c.lang, "en")) got += (got.empty() ? "" : "|") + std::string(text.substr(f.begin, f.end - f.begin));
    CHECK(got == c.fragments);
  }
}

TEST_CASE("A German fragment left in a French translation of a German original is found the same way") {
  UntranslatedFinder u;
  std::string_view text = "Une créature attaque seule (wenn sie die einzige ist) pendant le combat.";
  auto f = u.fragments(text, "fr", "de");
  REQUIRE(f.size() == 1);
  CHECK(text.substr(f[0].begin, f[0].end - f[0].begin) == "wenn sie die einzige ist");
}

TEST_CASE("Findings: text.untranslated per fragment, text.same-as-source for a paragraph left as it was") {
  UntranslatedFinder u;
  const char* en = "If you attack with multiple creatures, your exalted abilities won't trigger.";
  auto same = u.check(ContentPair{en, "en", "If you attack with multiple creatures,\nyour exalted abilities won't trigger.", "de", "702.80c"});
  REQUIRE(same.size() == 1);
  CHECK(same[0].check == "text.same-as-source");
  CHECK(same[0].message == "de 702.80c: the paragraph is the original text, not translated; translate it");

  // Names and keywords alone, equal in both languages, are not an untranslated paragraph.
  CHECK(u.check(ContentPair{"Mulligan", "en", "Mulligan", "de", "glossary:Mulligan"}).empty());
  CHECK(u.check(ContentPair{"Planeswalker Uniqueness Rule", "en", "Planeswalker Uniqueness Rule", "de", "x"}).empty());

  auto frag = u.check(ContentPair{"Whenever your main phase begins (immediately after your draw step), ...", "en",
                                  "Wenn deine Hauptphase beginnt (immediately after your draw step), ...", "de", "714.3b"});
  REQUIRE(frag.size() == 1);
  CHECK(frag[0].check == "text.untranslated");
  CHECK(frag[0].message ==
        "de 714.3b: \"immediately after your draw step\" is left in en (the original has it word for word); translate it");
  REQUIRE(frag[0].marks.size() == 1);
  CHECK(frag[0].marks[0].begin == 31);

  // A shorter run with one English function word is a fragment when the original has it word for
  // word (a half-sentence the translator left, as planted in tests/real/planted_faults_test.cc),
  // across the translation's own line breaks; the same words not in the original are not.
  const char* draw = "703.4d: 1. The active player draws a card. This turn-based action doesn't use the stack.";
  auto left = u.check(ContentPair{draw, "en", "Als Erstes zieht der aktive Spieler eine Karte (the active\nplayer draws).", "de", "703.4d"});
  REQUIRE(left.size() == 1);
  CHECK(left[0].check == "text.untranslated");
  CHECK(left[0].args[0].second == "the active\nplayer draws");
  CHECK(u.check(ContentPair{draw, "en", "Le joueur actif pioche une carte (the active player draws).", "fr", "703.4d"}).size() == 1);
  // The English function word in the middle of the copied run; a run that is only part of a word
  // of the original ("in the graveyard" inside "within the graveyard") is not copied.
  CHECK(u.check(ContentPair{"The player draws the card.", "en", "Der Spieler zieht die Karte (draws the card).", "de", "x"}).size() == 1);
  CHECK(u.check(ContentPair{"It is within the graveyard.", "en", "Sie liegt im Friedhof (in the graveyard).", "de", "x"}).empty());
  CHECK(u.check(ContentPair{"The active player untaps.", "en", "Der aktive Spieler zieht (the active player draws).", "de", "x"})
            .empty());
  // Two words, or a run opening with a capital (a name, a title), are not enough.
  CHECK(u.check(ContentPair{draw, "en", "Der aktive Spieler zieht eine Karte (the stack).", "de", "703.4d"}).empty());
  CHECK(u.check(ContentPair{"Play The Active Player Draws.", "en", "Spiele The Active Player Draws.", "de", "x"}).empty());

  // A rule the translation marks as applying only in English keeps its English words.
  CHECK(u.check(ContentPair{"Dwarf, Elf, and Giant. Of the ones that are...", "en",
                            "Zwerg und Zyklop, of the ones that are. [Ein Teil dieser Regel ist nur im Englischen zutreffend "
                            "und wurde daher nicht übersetzt.]",
                            "de", "205.3m"})
            .empty());
}

}  // namespace rulecorp
