// Association's readings beyond Dice (sources_test.cc has the basics): German citation forms of
// its renderings (the infinitive a text writes for a finite verb or participle, verb phrases
// cited with their object and the verb last, a preposition kept where the English term has one,
// an adjective completed with its noun in 3 of 4 units), a one-word term looked for as written
// when its stem folds it into another word, no "oder" inside a rendering, German compounds of
// known parts for terms too rare for Dice, and the items of two listings of one rule paired.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "glossary/aligned_rule.h"
#include "glossary/association.h"
#include "glossary/citation_form.h"
#include "glossary/words.h"

namespace rulecorp {
namespace {

InputUnit pair(const std::string& n, std::string en, std::string de) { return test::aligned_rule(n, std::move(en), std::move(de)); }

// The renderings association gives each of `terms` over `units` ("english=term", one per term),
// with the pairs `known` from other sources.
std::set<std::string> associated(const std::vector<InputUnit>& units, const std::vector<std::string>& terms,
                                 const std::vector<std::pair<std::string, std::string>>& known = {}) {
  WordCache cache;
  std::vector<Candidate> out;
  find_associated_terms(units, "de", terms, {}, AssociationOptions{}, cache, out, {}, nullptr, known);
  std::set<std::string> got;
  for (const Candidate& c : out) got.insert(c.english + "=" + c.term);
  return got;
}

std::string show(const std::set<std::string>& s) {
  std::string out;
  for (const std::string& x : s) out += x + "; ";
  return out;
}

}  // namespace

TEST_CASE("infinitive: as some text writes it, from a finite form, a stem with an umlaut or a weak participle") {
  WordCache cache;
  cache.words("Sie verlassen das Spiel. Wir verlieren nie. Sie ändern es. Sie kann das auslösen. Sie kommen. Er wendet. Sie wenden. "
              "Sie gehören dir. Sie hören zu. Sie legen sie ab.",
              "de");
  CHECK(german_infinitive("verliert", cache) == "verlieren");
  CHECK(german_infinitive("verlässt", cache) == "verlassen");  // the umlaut taken back
  CHECK(german_infinitive("ändert", cache) == "ändern");       // "-n" after "-er"
  CHECK(german_infinitive("ausgelöst", cache) == "auslösen");  // "ge-" after the separable prefix
  CHECK(german_infinitive("kommt", cache) == "kommen");
  CHECK(german_infinitive("wendet", cache) == "wenden");
  // A bare "ge-" is taken out only when the whole form has no infinitive: "gehört" is "gehören"
  // (not "hören"), "gelegt" is "legen".
  CHECK(german_infinitive("gehört", cache) == "gehören");
  CHECK(german_infinitive("gelegt", cache) == "legen");
  // No text writes "aufdecken": the participle stays what it is; a word not in "-t" has none.
  CHECK(german_infinitive("aufgedeckt", cache) == "");
  CHECK(german_infinitive("Spiel", cache) == "");
}

TEST_CASE("citation forms: a verb phrase with its object and the infinitive last, a preposition kept, an adjective with its noun") {
  // "Lose the game": the verb is the rendering that co-occurs; its object ("Spiel") stands before
  // or after it, the subject varies ("Spieler", "Team") and is no part of the term.
  std::vector<InputUnit> us = {
      pair("1.1", "A player with 0 life loses the game.", "Ein Spieler mit 0 Lebenspunkten verliert das Spiel."),
      pair("1.2", "That team loses the game.", "Dieses Team verliert das Spiel."),
      pair("1.3", "If a player would lose the game, he or she loses it.", "Falls ein Spieler das Spiel verlieren würde, verliert er das Spiel."),
      pair("1.4", "A player who concedes loses the game.", "Ein Spieler, der aufgibt, verliert das Spiel."),
      pair("1.5", "Each player who can't draw loses the game.", "Jeder Spieler, der nicht ziehen kann, verliert das Spiel."),
      // "Enters the battlefield": the object always with "ins" before it.
      pair("2.1", "When a creature enters the battlefield, it is untapped.", "Wenn eine Kreatur ins Spiel kommt, ist sie ungetappt."),
      pair("2.2", "A land enters the battlefield tapped.", "Ein Land kommt getappt ins Spiel."),
      pair("2.3", "A token enters the battlefield.", "Ein Spielstein kommt ins Spiel."),
      pair("2.4", "An Aura that enters the battlefield is attached.", "Eine Aura, die ins Spiel kommt, wird angelegt."),
      // "Removed from combat": the German rendering "Kampf entfernt" with "aus dem" before it.
      pair("3.1", "A creature removed from combat stops attacking.", "Eine Kreatur, die aus dem Kampf entfernt wird, greift nicht mehr an."),
      pair("3.2", "A blocking creature removed from combat stops blocking.", "Eine blockende Kreatur, die aus dem Kampf entfernt wird, blockt nicht mehr."),
      pair("3.3", "A planeswalker removed from combat is no longer attacked.", "Ein Planeswalker, der aus dem Kampf entfernt wird, wird nicht mehr angegriffen."),
      // "Trigger": a participle ("ausgelöst"), cited in the infinitive a text writes.
      pair("4.1", "An ability may trigger.", "Eine Fähigkeit kann ausgelöst werden."),
      pair("4.2", "When abilities trigger, they wait.", "Wenn Fähigkeiten ausgelöst werden, warten sie."),
      pair("4.3", "Such abilities trigger once.", "Solche Fähigkeiten werden einmal ausgelöst."),
      pair("4.4", "When it triggers, it is put on the stack.", "Wenn sie ausgelöst wird, wird sie auf den Stapel gelegt."),
      pair("4.5", "No player can cause that.", "Kein Spieler kann das auslösen. Keine Kreatur kann ins Spiel kommen."),
      // "Face-Down": one hyphenated word, an adjective, no verb: "verdeckt" stays, though a text
      // writes "verdecken".
      pair("5.1", "A face-down spell has no name.", "Ein verdeckter Zauberspruch hat keinen Namen."),
      pair("5.2", "A card turned face down is a 2/2 creature.", "Eine Karte, die verdeckt wird, ist eine 2/2-Kreatur."),
      pair("5.3", "Turn it face down.", "Drehe sie verdeckt um, um sie zu verdecken."),
  };
  // "Hidden zone": the adjective "nichtöffentliche" in every unit, before "Zone" in 3 of 4 (once
  // before "Bibliothek"): completed with its noun.
  const char* hidden_en[] = {"A hidden zone is closed.", "Cards in a hidden zone are unseen.", "Each hidden zone counts.",
                             "A library is a hidden zone."};
  const char* hidden_de[] = {"Eine nichtöffentliche Zone ist geschlossen.", "Karten in einer nichtöffentlichen Zone sind ungesehen.",
                             "Jede nichtöffentliche Zone zählt.", "Eine nichtöffentliche Bibliothek ist nicht offen."};
  for (int i = 0; i < 4; ++i) us.push_back(pair("6." + std::to_string(i + 1), hidden_en[i], hidden_de[i]));
  std::set<std::string> got =
      associated(us, {"Lose the Game", "Enters the Battlefield", "Removed from Combat", "Trigger", "Face-Down", "Hidden Zone"});
  CHECK_MESSAGE(got.count("Hidden Zone=nichtöffentliche Zone"), show(got));
  CHECK_MESSAGE(got.count("Lose the Game=Spiel verlieren"), show(got));
  CHECK_MESSAGE(got.count("Enters the Battlefield=ins Spiel kommen"), show(got));
  CHECK_MESSAGE(got.count("Removed from Combat=aus dem Kampf entfernt"), show(got));
  CHECK_MESSAGE(got.count("Trigger=auslösen"), show(got));
  CHECK_MESSAGE(got.count("Face-Down=verdeckt"), show(got));
}

TEST_CASE("association: a one-word term its stem folds into another word is looked for as written; no \"oder\" inside a rendering, no piece of a compound") {
  // "Dies" stems as "die", the noun of "roll a die", written in more rules than "dies" itself: the
  // verb's rules alone give its rendering ("stirbt", not "Würfel").
  std::vector<InputUnit> us = {
      pair("1.1", "If a creature dies, its controller draws a card.", "Falls eine Kreatur stirbt, zieht ihr Beherrscher eine Karte."),
      pair("1.2", "A creature that dies goes to the graveyard.", "Eine Kreatur, die stirbt, wird auf den Friedhof gelegt."),
      pair("1.3", "Roll a six-sided die.", "Wirf einen sechsseitigen Würfel."),
      pair("1.4", "Roll the planar die.", "Wirf den Weltenwürfel oder einen Würfel."),
      pair("1.5", "A player rolls a die.", "Ein Spieler wirft einen Würfel."),
      pair("1.6", "Each die has six faces.", "Jeder Würfel hat sechs Seiten."),
      pair("1.7", "That die is rolled again.", "Dieser Würfel wird erneut geworfen."),
      pair("1.8", "A creature attacks.", "Eine Kreatur greift an."),
      pair("1.9", "A creature blocks.", "Eine Kreatur blockt."),
      // "Precombat Main Phase": "Kampf-Hauptphase" is the end of "Vor-dem-Kampf-Hauptphase", a
      // piece of the compound, no rendering of the term.
      pair("3.1", "The precombat main phase begins.", "Die Vor-dem-Kampf-Hauptphase beginnt."),
      pair("3.2", "Play a land in your precombat main phase.", "Spiele ein Land in deiner Vor-dem-Kampf-Hauptphase."),
      pair("3.3", "After the precombat main phase comes combat.", "Nach der Vor-dem-Kampf-Hauptphase kommt der Kampf."),
      // "Respond": the German joins two things with "oder" in every unit; no rendering holds it.
      pair("2.1", "Players may respond with instants or activated abilities.", "Spieler können mit Spontanzaubern oder aktivierten Fähigkeiten antworten."),
      pair("2.2", "Each player may respond with instants or activated abilities.", "Jeder Spieler kann darauf mit Spontanzaubern oder aktivierten Effekten reagieren."),
      pair("2.3", "A player may respond with instants or activated abilities.", "Ein Spieler darf mit Spontanzaubern oder aktivierten Kräften erwidern."),
  };
  std::set<std::string> got = associated(us, {"Dies", "Respond", "Precombat Main Phase"});
  CHECK_MESSAGE(got.count("Dies=stirbt"), show(got));
  for (const std::string& g : got) CHECK_MESSAGE(g.find(" oder ") == std::string::npos, g);
  for (const std::string& g : got) CHECK_MESSAGE(g.rfind("Precombat Main Phase=", 0) != 0, g);
}

TEST_CASE("compounds: a rare term of several words as the German compound of its known parts, with letters for the unknown ones") {
  std::vector<InputUnit> us = {
      pair("1.1", "The commander tax is paid.", "Die Kommandeursteuer wird bezahlt."),
      // A piece of a compound of nouns.
      pair("1.2", "The archenemy commander option is a variant.", "Die Erzfeind-Kommandeur-Option ist eine Variante."),
      pair("1.3", "A finality counter stays.", "Eine Endgültigkeitsmarke bleibt liegen."),
      pair("1.4", "Put a counter on it.", "Lege eine Marke darauf."),
      // "Geschwindigkeit" ends as "Fähigkeit" does, but "igkeit" is no noun of its own: no head.
      pair("1.5", "The speed ability counts.", "Die Geschwindigkeit zählt."),
      // Every part known, no letters left for "Jasconius": the compound is no rendering of all three.
      pair("2.1", "Island Fish Jasconius is a creature.", "Inselfisch Jasconius ist eine Kreatur."),
      // One compound, two English terms of the unit holding its known part: neither's.
      pair("3.1", "Strip Mine and Urza's Mine are lands.", "Tagebaumine und Urzas Bergwerk sind Länder."),
      // No piece of a compound with a word in lower case ("dem").
      pair("5.1", "The postcombat main phase begins.", "Die Nach-dem-Kampf-Hauptphase beginnt."),
      // A verb phrase ("a" inside) is no compound.
      pair("4.1", "To complete a dungeon, move onto its last room.", "Um ein Gewölbe abzuschließen, betritt seine Gewölbekarte."),
  };
  std::vector<std::pair<std::string, std::string>> known = {{"Commander", "Kommandeur"}, {"Archenemy", "Erzfeind"},
                                                            {"Counter", "Zählmarke"},   {"Island", "Insel"},
                                                            {"Fish", "Fisch"},          {"Mine", "Mine"},
                                                            {"Dungeon", "Gewölbe"},     {"Phase", "Phase"},
                                                            {"Ability", "Fähigkeit"}};
  std::vector<std::string> terms = {"Commander Tax", "Archenemy Commander", "Finality Counter", "Island Fish Jasconius",
                                    "Strip Mine", "Urza's Mine", "Complete a Dungeon", "Postcombat Main Phase", "Speed Ability"};
  std::set<std::string> got = associated(us, terms, known);
  CHECK_MESSAGE(got.count("Commander Tax=Kommandeursteuer"), show(got));
  CHECK_MESSAGE(got.count("Archenemy Commander=Erzfeind-Kommandeur"), show(got));
  CHECK_MESSAGE(got.count("Finality Counter=Endgültigkeitsmarke"), show(got));  // the head of "Zählmarke", "Marke"
  for (const std::string& g : got)
    for (const char* none :
         {"Island Fish Jasconius=", "Strip Mine=", "Urza's Mine=", "Complete a Dungeon=", "Postcombat Main Phase=", "Speed Ability="})
      CHECK_MESSAGE(g.rfind(none, 0) != 0, g);
  // Without the other sources' pairs nothing is composed.
  for (const std::string& g : associated(us, terms))
    for (const char* none : {"Commander Tax=", "Archenemy Commander=", "Finality Counter="}) CHECK_MESSAGE(g.rfind(none, 0) != 0, g);
}

TEST_CASE("listings: items of two listings of one rule paired by the other units they share, each the other's clear best") {
  std::vector<InputUnit> us = {
      pair("205.4a", "The supertypes are basic, legendary, ongoing, snow, and world.",
           "Die Obertypen sind Andauernd, Legendär, Standard, Verschneit und Welt."),
      // "Verschneit" is written in lower case where it is no name ("verschneite").
      pair("1.1", "A snow permanent is a permanent.", "Eine verschneite bleibende Karte ist eine bleibende Karte."),
      pair("1.2", "Snow mana comes from a snow source.", "Verschneites Mana kommt aus einer verschneiten Quelle."),
      pair("2.1", "An ongoing scheme stays in the command zone.", "Eine andauernde Verschwörung bleibt in der Kommandozone."),
      pair("2.2", "Ongoing schemes aren't put into the scheme deck.", "Andauernde Verschwörungen kommen nicht ins Verschwörungsdeck."),
      // The listing of another rule, one item fewer: no pairs by position or otherwise.
      pair("3.1", "The colors are white, blue, black, red, and green.", "Die Farben sind Blau, Grün, Rot und Weiß."),
      pair("3.2", "A white creature and a blue one.", "Eine weiße Kreatur und eine blaue."),
      pair("3.3", "White mana and blue mana.", "Weißes Mana und blaues Mana."),
  };
  WordCache cache;
  std::vector<Candidate> out;
  find_associated_terms(us, "de", {}, {}, AssociationOptions{}, cache, out);
  std::set<std::string> got;
  for (const Candidate& c : out)
    if (c.source == TermSource::kListing) got.insert(c.english + "=" + c.term);
  CHECK_MESSAGE(got.count("snow=Verschneit"), show(got));
  CHECK_MESSAGE(got.count("ongoing=Andauernd"), show(got));
  // "basic" and "world" occur nowhere else: unpaired; the colors' listings differ in length.
  for (const std::string& g : got)
    for (const char* none : {"basic=", "world=", "white=", "blue="}) CHECK_MESSAGE(g.rfind(none, 0) != 0, g);
}

}  // namespace rulecorp
