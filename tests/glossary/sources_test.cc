// The sources of terms on small hand-made units: headings, CR glossary pairs, quoted definitions,
// class sentences, English glosses, card keyword lines and names, association; and the words
// they rest on (ICU word breaks, elisions, stems).
#include <doctest/doctest.h>

#include <unicode/brkiter.h>
#include <unicode/utext.h>

#include <filesystem>
#include <memory>
#include <set>

#include "align/card_set.h"
#include "glossary/association.h"
#include "glossary/card_terms.h"
#include "glossary/cr_glossary.h"
#include "glossary/glosses.h"
#include "glossary/headings.h"
#include "glossary/list_cognates.h"
#include "glossary/words.h"
#include "support/shared_dir.h"

namespace rulecorp {
namespace {

InputUnit unit(InputKind kind, std::string id, std::vector<InputSide> sides) {
  InputUnit u;
  u.kind = kind;
  u.id = std::move(id);
  u.sides = std::move(sides);
  return u;
}

InputSide side(std::string lang, std::string text, std::string number = "", std::string term = "") {
  InputSide s;
  s.language = std::move(lang);
  s.text = std::move(text);
  s.number = std::move(number);
  s.has_letter = !s.number.empty() && s.number.back() >= 'a' && s.number.back() <= 'z';
  s.term = std::move(term);
  return s;
}

std::string pairs(const std::vector<Candidate>& cs) {
  std::string out;
  for (const Candidate& c : cs) out += c.english + "=" + c.language + ":" + c.term + "@" + c.ref + " ";
  return out;
}

// The words of `text` as ICU's word break iterator alone gives them over the whole text (the
// reference split_words' ASCII table must agree with), elisions split as split_words splits them.
std::string icu_words(std::string_view text) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::BreakIterator> it(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
  UText* ut = utext_openUTF8(nullptr, text.data(), static_cast<std::int64_t>(text.size()), &status);
  it->setText(ut, status);
  std::string out;
  std::int32_t start = it->first();
  for (std::int32_t end = it->next(); end != icu::BreakIterator::DONE; start = end, end = it->next()) {
    std::int32_t rs = it->getRuleStatus();
    if (rs < UBRK_WORD_NUMBER) continue;
    auto b = static_cast<std::size_t>(start), e = static_cast<std::size_t>(end);
    std::string_view seg = text.substr(b, e - b);
    if (ElisionCut el = find_elision(seg); el.rest) {
      out += std::to_string(b) + "-" + std::to_string(b + el.length) + (rs >= UBRK_WORD_LETTER ? "L " : "N ");
      b += el.rest;
    }
    out += std::to_string(b) + "-" + std::to_string(e) + (rs >= UBRK_WORD_LETTER ? "L " : "N ");
  }
  utext_close(ut);
  return out;
}

std::string our_words(std::string_view text) {
  std::string out;
  for (const StemmedWord& w : split_words(text, "en"))
    out += std::to_string(w.begin) + "-" + std::to_string(w.end) + (w.letters ? "L " : "N ");
  return out;
}

}  // namespace

TEST_CASE("words: French elisions are split off their word, English possessives are one word with the noun's stem") {
  // French elides a closed set of words before an apostrophe; "spell’s" is no elision of "spell".
  auto words = [](std::string_view text, std::string_view language) {
    std::string out;
    for (const StemmedWord& w : split_words(text, language)) out += std::string(w.lower) + "|";
    return out;
  };
  CHECK(words("l’attaquant d'exaltation jusqu’à qu’il L'Exaltation", "fr") == "l|attaquant|d|exaltation|jusqu|à|qu|il|l|exaltation|");
  CHECK(words("the spell’s bargain cost, a player's deck", "en") == "the|spell’s|bargain|cost|a|player's|deck|");
  CHECK(find_elision("spell’s").rest == 0);
  CHECK(find_elision("player's").rest == 0);
  CHECK(find_elision("lorsqu’un").length == 6);
  // A possessive stems as its noun, singular or plural, so that "creature’s" is an occurrence of "creature".
  CHECK(stem_word("creature’s", "en") == "creature");
  CHECK(stem_word("spell's", "en") == "spell");
  CHECK(stem_word("players’", "en") == "player");
  CHECK(stem_word("abilities’", "en") == "ability");
  CHECK(stem_word("boss’s", "en") == "boss");
}

TEST_CASE("words: the ASCII chunks split without ICU give exactly ICU's words, on tricky strings and whole rules files") {
  for (std::string_view s : {"702.80a N1 A1, B2 a1b 1a1 1a 1,000 +1/+1 e.g. it's players' don't a.1 1.a 3;4 x:y 2-Spieler __init__ a_b",
                             "L'exaltation d’un « attaquant », 2 fois.\tTab\r\nCRLF \xC2\xA0nbsp Kampf\xC2\xADphase ",
                             "“Exalted” means “Whenever…” 10.5.3 ...dots 1.2.3a.b'c 9'9 a''b '' . ; , -- x",
                             "Zweiköpfiger Riese (Two-Headed Giant) \xFF\xFE broken bytes", ""})
    CHECK_MESSAGE(our_words(s) == icu_words(s), s);
  // Every printable ASCII character, and the letters and punctuation of typeset German and French
  // text, between and beside letters and digits.
  std::vector<std::string> chars;
  for (char c = 0x21; c < 0x7F; ++c) chars.emplace_back(1, c);
  for (const char* c : {"ä", "ß", "é", "Œ", "ÿ", "×", "÷", "µ", "’", "‘", "“", "”", "„", "«", "»", "–", "—", "\xC2\xA0", "…",
                        "\xC2\xAD", "\xE2\x80\x8B", "\xCC\x81", "ª", "·", "\xE2\x80\xAF", "€"})
    chars.emplace_back(c);
  for (const std::string& c : chars)
    for (std::string_view pattern : {"ab#cd", "12#34", "ab#", "#ab", "ab#12", "12#ab", "a#b#c", "1#2#3", "a##b", "ä#ö", "x #y"}) {
      std::string s;
      for (char x : pattern)
        if (x == '#') s += c;
        else s += x;
      CHECK_MESSAGE(our_words(s) == icu_words(s), s);
    }
  std::vector<std::string> files;
  for (const char* f : {"rules-en.txt", "rules-de.txt", "rules-fr.txt", "rulings-de.txt", "rulings-en.txt"})
    files.push_back(test::test_data_dir() + "/../corpus/" + f);
  std::filesystem::path cr = test::shared_dir() + "/corpus/cr";
  if (std::filesystem::exists(cr))
    for (const char* f : {"cr-en-2025-11-14.txt", "cr-de-2025-11-14.txt", "cr-en-2008-10-01.txt"}) files.push_back((cr / f).string());
  for (const std::string& f : files) {
    std::string text = test::read_file(f);
    std::string ours = our_words(text), icu = icu_words(text);
    std::size_t at = 0;
    while (at < ours.size() && at < icu.size() && ours[at] == icu[at]) ++at;
    CHECK_MESSAGE(ours == icu, f << " differs at " << ours.substr(at, 40) << " / " << icu.substr(at, 40));
  }
}

TEST_CASE("words: ICU word breaks, French elisions split, German and French inflection folded by the stem") {
  WordList w = split_words("L'exaltation d’un « attaquant », 2 fois.", "fr");
  std::string lower;
  for (const StemmedWord& x : w) lower += std::string(x.lower) + "|";
  CHECK(lower == "l|exaltation|d|un|attaquant|2|fois|");
  CHECK_FALSE(w[5].letters);
  CHECK(stem_word("kampfphasen", "de") == stem_word("kampfphase", "de"));
  CHECK(stem_word("attraktionen", "de") == stem_word("attraktion", "de"));
  CHECK(stem_word("spieler", "de") != stem_word("spiel", "de"));  // player is not game
  CHECK(stem_word("créatures", "fr") == "créature");
  CHECK(stem_word("abilities", "en") == stem_word("ability", "en"));
  CHECK(stem_word("creatures", "en") == "creature");
  CHECK(stem_word("boxes", "en") == "box");
  CHECK(stem_word("loss", "en") == "loss");
  CHECK(lower_case("ÄRGER") == "ärger");
  CHECK(is_stopword("der", "de"));
  CHECK_FALSE(is_stopword("kampfphase", "de"));
}

TEST_CASE("headings: titles aligned by number pair; rule sentences and subrules do not") {
  std::vector<InputUnit> us = {
      unit(InputKind::kRule, "702.80", {side("en", "Exalted", "702.80"), side("de", "Edelmut", "702.80")}),
      unit(InputKind::kRule, "506", {side("en", "Combat Phase", "506"), side("de", "Kampfphase", "506")}),
      unit(InputKind::kRule, "701.13", {side("en", "Exile", "701.13"), side("de", "Ins Exil schicken", "701.13")}),
      unit(InputKind::kRule, "702.80a", {side("en", "Exalted", "702.80a"), side("de", "Edelmut", "702.80a")}),
      unit(InputKind::kRule, "506.1", {side("en", "The combat phase has five steps.", "506.1"), side("de", "Die Kampfphase hat fünf Schritte.", "506.1")}),
  };
  std::vector<Candidate> out;
  find_heading_terms(us, out);
  CHECK(pairs(out) == "Exalted=de:Edelmut@702.80 Combat Phase=de:Kampfphase@506 Exile=de:Ins Exil schicken@701.13 ");
  CHECK(out[2].part_of_speech == "verb");  // 701.x are keyword actions
  CHECK(out[0].part_of_speech == "noun");
  // A keyword may end in "!" (702.163) when both titles do; a translated title that ends in its
  // English original in parentheses gives the term without that gloss.
  std::vector<InputUnit> more = {
      unit(InputKind::kRule, "702.163", {side("en", "For Mirrodin!", "702.163"), side("de", "Für Mirrodin!", "702.163")}),
      unit(InputKind::kRule, "806", {side("en", "Free-for-All Variant", "806"), side("de", "Variante Jeder gegen jeden (Free-for-All)", "806")}),
      unit(InputKind::kRule, "901", {side("en", "Planechase", "901"), side("de", "Weltenjagd (Planechase)", "901")}),
      unit(InputKind::kRule, "100.9", {side("en", "Play on!", "100.9"), side("de", "Spiele weiter", "100.9")}),
      unit(InputKind::kRule, "100.8", {side("en", "Stop! Read this.", "100.8"), side("de", "Halt! Lies das.", "100.8")}),
  };
  std::vector<Candidate> titled;
  find_heading_terms(more, titled);
  CHECK(pairs(titled) == "For Mirrodin!=de:Für Mirrodin!@702.163 Free-for-All Variant=de:Variante Jeder gegen jeden@806 "
                         "Planechase=de:Weltenjagd@901 ");
}

TEST_CASE("CR glossary: paired entries give their terms without obsolete marks, and both definitions") {
  std::vector<InputUnit> us = {
      unit(InputKind::kGlossary, "glossary:Abandon",
           {side("en", "To turn a scheme face down.", "", "Abandon"), side("de", "Eine Komplottkarte verdecken.", "", "Fallenlassen")}),
      unit(InputKind::kGlossary, "glossary:Banding",
           {side("en", "Old.", "", "Banding (Obsolete)"), side("de", "Alt.", "", "Gruppenangriff (veraltet)")}),
      unit(InputKind::kGlossary, "glossary:Mulligan", {side("en", "Only English.", "", "Mulligan")}),
  };
  std::vector<Candidate> out;
  find_cr_glossary_terms(us, out);
  CHECK(pairs(out) == "Abandon=de:Fallenlassen@Abandon Banding=de:Gruppenangriff@Banding (Obsolete) ");
  CHECK(out[0].definition == "Eine Komplottkarte verdecken.");
  CHECK(out[0].english_definition == "To turn a scheme face down.");
  CHECK(english_glossary_terms(us) == std::vector<std::string>{"Abandon", "Banding", "Mulligan"});
}

TEST_CASE("definitions: quoted definitions and class sentences in three languages, glosses in parentheses") {
  CHECK(quoted_definitions("Exalted is a triggered ability. “Exalted” means “Whenever ...”", "en") == std::vector<std::string>{"Exalted"});
  CHECK(quoted_definitions("Edelmut ist eine ausgelöste Fähigkeit. „Edelmut“ bedeutet: Immer wenn", "de") == std::vector<std::string>{"Edelmut"});
  CHECK(quoted_definitions("« Exaltation » signifie « À chaque fois »", "fr") == std::vector<std::string>{"Exaltation"});
  CHECK(quoted_definitions("“Exalted,” he means", "en").empty());  // punctuation inside the quotes
  CHECK(class_predicates("Exalted is a triggered ability. It is an ability that triggers whenever ...", "en") ==
        std::vector<std::string>{"triggered ability"});
  CHECK(class_predicates("L'exaltation est une capacité déclenchée.", "fr") == std::vector<std::string>{"capacité déclenchée"});
  std::vector<InputUnit> us = {
      unit(InputKind::kRule, "702.80a",
           {side("en", "Exalted is a triggered ability. “Exalted” means “Whenever ...”", "702.80a"),
            side("de", "Edelmut ist eine ausgelöste Fähigkeit. „Edelmut“ bedeutet: Immer wenn ...", "702.80a"),
            side("fr", "L'exaltation est une capacité déclenchée. « Exaltation » signifie « À chaque fois »", "502.83a")}),
      unit(InputKind::kRuling, "ruling:7",
           {side("en", "In a Two-Headed Giant game, a creature attacks alone if ..."),
            side("de", "In einer Partie Zweiköpfiger Riese (Two-Headed Giant) greift eine Kreatur alleine an, falls ... (siehe oben)")}),
  };
  WordCache cache;
  std::vector<Candidate> out;
  find_defined_terms(us, cache, out);
  // The German rule gives Edelmut twice: quoted ("„Edelmut“ bedeutet") and as the subject it opens
  // with ("Edelmut ist"); the French subject follows an elided article and is left to the quote.
  CHECK(pairs(out) ==
        "Exalted=de:Edelmut@702.80a Exalted=de:Edelmut@702.80a triggered ability=de:ausgelöste Fähigkeit@702.80a Exalted=fr:Exaltation@702.80a "
        "triggered ability=fr:capacité déclenchée@702.80a Two-Headed Giant=de:Zweiköpfiger Riese@ruling:7 ");
  // A title that ends in its English original: the gloss is the title without the word the English
  // title has besides it ("Variant" / "Variante", "Option"), however many words the gloss has; all
  // of it when the gloss is the whole English title; in a sentence that writes the title's translation
  // before the gloss, that translation (not as many words as the gloss has: "jeden").
  std::vector<InputUnit> titles = {
      unit(InputKind::kRule, "806", {side("en", "Free-for-All Variant", "806"), side("de", "Variante Jeder gegen jeden (Free-for-All)", "806")}),
      unit(InputKind::kRule, "807", {side("en", "Grand Melee Variant", "807"), side("de", "Variante Riesentumult (Grand Melee)", "807")}),
      unit(InputKind::kRule, "903.12", {side("en", "Brawl Option", "903.12"), side("de", "Schlägerei Option (Brawl)", "903.12")}),
      unit(InputKind::kRule, "905", {side("en", "Conspiracy Draft", "905"), side("de", "Verschwörungs-Draft (Conspiracy Draft)", "905")}),
      unit(InputKind::kRule, "806.1", {side("en", "In Free-for-All games, players compete.", "806.1"),
                                       side("de", "In der Variante Jeder gegen jeden (Free-for-All) treten Spieler an.", "806.1")}),
  };
  std::vector<Candidate> glossed;
  find_defined_terms(titles, cache, glossed);
  CHECK(pairs(glossed) ==
        "Free-for-All=de:Jeder gegen jeden@806 Grand Melee=de:Riesentumult@807 Brawl=de:Schlägerei@903.12 "
        "Conspiracy Draft=de:Verschwörungs-Draft@905 Free-for-All=de:Jeder gegen jeden@806.1 ");
}

TEST_CASE("card terms: keyword lines without reminder text and costs, lists by position, names once per card") {
  CHECK(keyword_line_name("Kicker {2}{R} (You may pay an additional {2}{R} as you cast this spell.)") == "Kicker");
  CHECK(keyword_line_name("Equip—Pay 3 life.") == "Equip");
  CHECK(keyword_line_name("Cycling {2}") == "Cycling");
  auto card = [](std::string id, std::string kw, std::string en, std::string de, std::string en_name, std::string de_name) {
    InputUnit u = unit(InputKind::kCardLine, std::move(id), {side("en", std::move(en), "", std::move(en_name)), side("de", std::move(de), "", std::move(de_name))});
    u.keyword = std::move(kw);
    return u;
  };
  std::vector<InputUnit> us = {
      card("DOM:1:1", "Flying, Vigilance", "Flying, vigilance", "Flugfähigkeit, Wachsamkeit", "Serra Angel", "Serra-Engel"),
      card("DOM:1:2", "", "Whenever ...", "Immer wenn ...", "Serra Angel", "Serra-Engel"),
      card("DOM:2:1", "Protection", "Protection from black", "Schutz vor Schwarz", "Knight", "Ritter"),
      card("DOM:3:1", "Kicker", "Kicker {2}{R} (You may pay ...)", "Bonus {2}{R} (Du kannst ...)", "Fight", "Kampf"),
  };
  std::vector<Candidate> out;
  find_card_terms(us, out);
  CHECK(pairs(out) ==
        "Serra Angel=de:Serra-Engel@DOM:1 Flying=de:Flugfähigkeit@DOM:1:1 Vigilance=de:Wachsamkeit@DOM:1:1 "
        "Knight=de:Ritter@DOM:2 Fight=de:Kampf@DOM:3 Kicker=de:Bonus@DOM:3:1 ");
}

TEST_CASE("card keyword lists: each part that is its keyword pairs, as a line would open with it") {
  // The intent: align_cards anchors a list with its keywords in order ("Flying, Protection" for
  // "Flying, protection from red"); a part that is exactly its keyword pairs with the translated
  // part at its place, both capitalised as a line opening with them (a listed keyword is written in
  // lower case), and a part with a parameter does not.
  auto card = [](std::string id, std::string kw, std::string en, std::string fr) {
    InputUnit u = unit(InputKind::kCardLine, std::move(id), {side("en", std::move(en)), side("fr", std::move(fr))});
    u.keyword = std::move(kw);
    return u;
  };
  std::vector<InputUnit> us = {
      card("M10:1:1", "Flying, Protection", "Flying, protection from red", "Vol, protection contre le rouge"),
      card("M10:2:1", "Trample, Haste", "Trample, haste", "Pi\xC3\xA9tinement, c\xC3\xA9l\xC3\xA9rit\xC3\xA9"),
  };
  std::vector<Candidate> out;
  find_card_terms(us, out);
  CHECK(pairs(out) == "Flying=fr:Vol@M10:1:1 Trample=fr:Pi\xC3\xA9tinement@M10:2:1 Haste=fr:C\xC3\xA9l\xC3\xA9rit\xC3\xA9@M10:2:1 ");
}

TEST_CASE("card keyword actions: a line that is a sentence (\"Surveil 2.\") pairs nothing") {
  // The intent: a keyword action's line is an instruction ending in a full stop; its translation is
  // an imperative ("Erkunde.", "Überwache 2."), not the action's term (the rules' "Erkunden"), so it
  // gives no pair, while a keyword ability's line ("Crew 3 (...)") does.
  auto card = [](std::string id, std::string kw, std::string en, std::string de) {
    InputUnit u = unit(InputKind::kCardLine, std::move(id), {side("en", std::move(en)), side("de", std::move(de))});
    u.keyword = std::move(kw);
    return u;
  };
  std::vector<Candidate> out;
  find_card_terms({card("TKA:1:1", "Surveil", "Surveil 2. (Look at the top two cards of your library.)", "\xC3\x9C" "berwache 2. (Schau dir die obersten zwei Karten an.)"),
                   card("TKA:1:2", "Explore", "Explore.", "Erkunde."),
                   card("TKA:2:1", "Crew", "Crew 3 (Tap creatures with total power 3 or more.)", "Bemannen 3 (Tappe Kreaturen mit einer Gesamtst\xC3\xA4rke von 3 oder mehr.)")},
                  out);
  CHECK(pairs(out) == "Crew=de:Bemannen@TKA:2:1 ");
}

TEST_CASE("card keyword lines: a translated line run into the next after its reminder text pairs nothing") {
  // The intent: a translated keyword line with text after its reminder text is two lines run
  // together (a file's lost line break, as in a real French printing of a card with Trample and
  // Haste): its words are not one keyword's.
  InputUnit u = unit(InputKind::kCardLine, "M10:3:1", {side("en", "Trample (This creature can deal excess combat damage.)"),
                                                      side("fr", "Pi\xC3\xA9tinement (Cette cr\xC3\xA9" "ature peut infliger des blessures en exc\xC3\xA8s.)C\xC3\xA9l\xC3\xA9rit\xC3\xA9")});
  u.keyword = "Trample";
  std::vector<Candidate> out;
  find_card_terms({u}, out);
  CHECK(pairs(out) == "");
}

TEST_CASE("card ability words: \"<word> — <text>\" pairs its word with the translated line's word before its dash") {
  // The intent: an ability word pairs when the card's keywords (align_cards' anchor) or the rules'
  // own list of ability words (207.2c) name it, and only with a translated line of the same shape.
  // Lines of that shape that are no ability word (a modal header, saga chapters, a flavor word)
  // pair nothing, even with the rules' list among the inputs.
  const std::string dash = " \xE2\x80\x94 ";
  auto card = [](std::string id, std::string kw, std::string en, std::string de, std::string en_name, std::string de_name) {
    InputUnit u = unit(InputKind::kCardLine, std::move(id), {side("en", std::move(en), "", std::move(en_name)), side("de", std::move(de), "", std::move(de_name))});
    u.keyword = std::move(kw);
    return u;
  };
  std::vector<InputUnit> us = {
      // The keywords name it (its text has commas: no keyword line of the old kind).
      card("TZN:1:1", "Landfall", "Landfall" + dash + "Whenever a land you control enters, Stone Pup gets +2/+2 until end of turn.",
           "Landung" + dash + "Immer wenn ein Land unter deiner Kontrolle ins Spiel kommt, erh\xC3\xA4lt die Steinwelpe +2/+2 bis zum Ende des Zuges.", "Stone Pup", "Steinwelpe"),
      // A no-break space before the dash, as French writes it, is a space.
      card("TZN:10:1", "Landfall", "Landfall" + dash + "Whenever a land you control enters, you gain 1 life.",
           "Landung\xC2\xA0\xE2\x80\x94 Immer wenn ein Land unter deiner Kontrolle ins Spiel kommt, erh\xC3\xA4ltst du 1 Lebenspunkt dazu.", "Glad Pup", "Frohwelpe"),
      // Only 207.2c names it: no keyword anchor on this card.
      card("TZN:2:1", "", "Raid" + dash + "When Grim Hound enters, if you attacked this turn, draw a card.",
           "\xC3\x9C" "berfall" + dash + "Wenn der Grimmige Hund ins Spiel kommt und du in diesem Zug angegriffen hast, ziehe eine Karte.", "Grim Hound", "Grimmiger Hund"),
      // A number is part of an ability word that 207.2c lists with it.
      card("TZN:3:1", "Descend", "Descend 4" + dash + "As long as there are four or more permanent cards in your graveyard, Deep Diver has flying.",
           "Abstieg 4" + dash + "Solange sich vier oder mehr bleibende Karten in deinem Friedhof befinden, hat der Tieftaucher Flugf\xC3\xA4higkeit.", "Deep Diver", "Tieftaucher"),
      // The translated line has no ability word before a dash: nothing pairs, not even a short one.
      card("TZN:4:1", "Raid", "Raid" + dash + "When Odd Rat enters, if you attacked this turn, draw a card.", "Ziehe zwei.", "Odd Rat", "Seltsame Ratte"),
      // Not ability words: a modal header, a saga chapter, a flavor word.
      card("TZN:5:1", "", "Choose one" + dash, "Bestimme eines" + dash, "Sky Choice", "Himmelswahl"),
      card("TZN:6:2", "", "I, II" + dash + "Create a 1/1 white Soldier creature token.", "I, II" + dash + "Erzeuge einen 1/1 weißen Soldat-Kreaturenspielstein.", "Tale of Stones", "Steinsage"),
      card("TZN:7:1", "", "Smash the Chest" + dash + "When Loot Goblin enters, create a Treasure token.",
           "Zertr\xC3\xBCmmere die Truhe" + dash + "Wenn der Beutegoblin ins Spiel kommt, erzeuge einen Schatz-Spielstein.", "Loot Goblin", "Beutegoblin"),
      // A keyword with a cost after the dash pairs as before; one with a number after it keeps
      // the keyword alone (the number is a parameter).
      card("TZN:8:1", "Equip", "Equip\xE2\x80\x94Pay 3 life.", "Ausr\xC3\xBCsten\xE2\x80\x94Zahle 3 Lebenspunkte.", "Blade", "Klinge"),
      card("TZN:9:2", "Suspend", "Suspend 4\xE2\x80\x94{1}{U} (Rather than cast this card from your hand, pay {1}{U}.)",
           "Aussetzen 4\xE2\x80\x94{1}{U} (Anstatt diese Karte aus deiner Hand zu wirken, zahle {1}{U}.)", "Time Drake", "Zeitdrache"),
      unit(InputKind::kRule, "207.2c", {side("en", "An ability word appears in italics. The ability words are adamant, descend 4, landfall, raid, and threshold.", "207.2c")}),
  };
  std::vector<Candidate> out;
  find_card_terms(us, out);
  std::string got;
  for (const Candidate& c : out)
    if (c.part_of_speech == "noun") got += c.english + "=" + c.term + "@" + c.ref + " ";
  CHECK(got == "Landfall=Landung@TZN:1:1 Landfall=Landung@TZN:10:1 Raid=\xC3\x9C" "berfall@TZN:2:1 Descend 4=Abstieg 4@TZN:3:1 Equip=Ausr\xC3\xBCsten@TZN:8:1 Suspend=Aussetzen@TZN:9:2 ");
  // Without the rules, the card's own keywords still name Landfall; Raid has no witness left.
  us.pop_back();
  out.clear();
  find_card_terms(us, out);
  got.clear();
  for (const Candidate& c : out)
    if (c.part_of_speech == "noun") got += c.english + "=" + c.term + "@" + c.ref + " ";
  CHECK(got == "Landfall=Landung@TZN:1:1 Landfall=Landung@TZN:10:1 Descend=Abstieg@TZN:3:1 Equip=Ausr\xC3\xBCsten@TZN:8:1 Suspend=Aussetzen@TZN:9:2 ");
}

TEST_CASE("card names of several faces pair face by face, once per card, and only with as many faces") {
  // The intent: MTGJSON names every face of a split, adventure, flip or double-faced card with the
  // whole name ("Fire Bolt // Ice Bolt", on each face's entry), the translation likewise; the
  // faces pair by position, once for the two entries. A translation naming one face of two (an
  // older file's double-faced card) is not known to name the English first face: no pair. A
  // translated keyword line holding a face's name is a sentence about the card, not a keyword.
  auto card = [](std::string id, std::string kw, std::string en, std::string de, std::string en_name, std::string de_name) {
    InputUnit u = unit(InputKind::kCardLine, std::move(id), {side("en", std::move(en), "", std::move(en_name)), side("de", std::move(de), "", std::move(de_name))});
    u.keyword = std::move(kw);
    return u;
  };
  std::vector<InputUnit> us = {
      card("TZN:12a:1", "", "Fire Bolt deals 2 damage to any target.", "Feuerblitz f\xC3\xBCgt einem Ziel deiner Wahl 2 Schadenspunkte zu.",
           "Fire Bolt // Ice Bolt", "Feuerblitz // Eisblitz"),
      card("TZN:12b:1", "", "Tap target creature.", "Tappe eine Kreatur deiner Wahl.", "Fire Bolt // Ice Bolt", "Feuerblitz // Eisblitz"),
      card("TZN:13a:1", "", "At the beginning of each upkeep, transform Night Watcher.", "Transformiere den N\xC3\xA4" "chtlichen W\xC3\xA4" "chter zu Beginn jedes Versorgungssegments.",
           "Night Watcher // Day Hunter", "N\xC3\xA4" "chtlicher W\xC3\xA4" "chter"),
      card("TZN:14a:1", "Indestructible", "Indestructible", "Eichenriese unzerst\xC3\xB6rbar", "Oak Giant // Stomp Around", "Eichenriese // Herumstampfen"),
  };
  std::vector<Candidate> out;
  find_card_terms(us, out);
  CHECK(pairs(out) ==
        "Fire Bolt=de:Feuerblitz@TZN:12 Ice Bolt=de:Eisblitz@TZN:12 Oak Giant=de:Eichenriese@TZN:14 Stomp Around=de:Herumstampfen@TZN:14 ");
}

TEST_CASE("card terms from a card file as align_cards anchors it: lists, ability words, faces; no modal header, no action") {
  // The intent: the sources above on the units align_cards makes of an MTGJSON file (its anchors,
  // ids and names as the pipeline has them), not on hand-made anchors: a keyword list pairs part
  // by part, an ability word's line with commas pairs its word, the faces of a split card pair
  // once, and a modal header and a keyword action's line pair nothing.
  const char* json = R"({"data": {"code": "TEE", "cards": [
    {"name": "Sky Knight", "number": "1", "type": "Creature", "keywords": ["Flying", "Vigilance"], "text": "Flying, vigilance",
     "foreignData": [{"language": "German", "name": "Himmelsritter", "type": "Kreatur", "text": "Flugf\u00e4higkeit, Wachsamkeit"}]},
    {"name": "Stone Pup", "number": "2", "type": "Creature", "keywords": ["Landfall", "Surveil"],
     "text": "Landfall \u2014 Whenever a land you control enters, Stone Pup gets +1/+1 until end of turn.\nSurveil 1.",
     "foreignData": [{"language": "German", "name": "Steinwelpe", "type": "Kreatur",
                      "text": "Landung \u2014 Immer wenn ein Land unter deiner Kontrolle ins Spiel kommt, erh\u00e4lt die Steinwelpe +1/+1 bis zum Ende des Zuges.\n\u00dcberwache 1."}]},
    {"name": "Sky Choice", "number": "3", "type": "Instant", "text": "Choose one \u2014\n\u2022 Draw a card.\n\u2022 Gain 3 life.",
     "foreignData": [{"language": "German", "name": "Himmelswahl", "type": "Spontanzauber", "text": "Bestimme eines \u2014\n\u2022 Ziehe eine Karte.\n\u2022 Erhalte 3 Lebenspunkte."}]},
    {"name": "Fire Bolt // Ice Bolt", "number": "4", "side": "a", "type": "Instant", "text": "Fire Bolt deals 2 damage to any target.",
     "foreignData": [{"language": "German", "name": "Feuerblitz // Eisblitz", "type": "Spontanzauber", "text": "Feuerblitz f\u00fcgt einem Ziel deiner Wahl 2 Schadenspunkte zu."}]},
    {"name": "Fire Bolt // Ice Bolt", "number": "4", "side": "b", "type": "Instant", "text": "Tap target creature.",
     "foreignData": [{"language": "German", "name": "Feuerblitz // Eisblitz", "type": "Spontanzauber", "text": "Tappe eine Kreatur deiner Wahl."}]}]}})";
  Diagnostics d;
  CardSet set = read_card_set("t.json", json, d);
  REQUIRE(d.all().empty());
  std::vector<Candidate> out;
  find_card_terms(glossary_input(align_cards(set)), out);
  std::string got;
  for (const Candidate& c : out)
    if (!c.ref.ends_with(":type")) got += c.english + "=" + c.term + "@" + c.ref + " ";
  CHECK(got ==
        "Sky Knight=Himmelsritter@TEE:1 Flying=Flugf\xC3\xA4higkeit@TEE:1:1 Vigilance=Wachsamkeit@TEE:1:1 Stone Pup=Steinwelpe@TEE:2 "
        "Landfall=Landung@TEE:2:1 Sky Choice=Himmelswahl@TEE:3 Fire Bolt=Feuerblitz@TEE:4 Ice Bolt=Eisblitz@TEE:4 ");
}

TEST_CASE("card type lines: types and subtypes split per language; subtypes by position, types by elimination across cards") {
  TypeLine en = split_type_line("Legendary Creature \xE2\x80\x94 Human Wizard", "en");
  CHECK(en.types == std::vector<std::string>{"Legendary", "Creature"});
  CHECK(en.subtypes == std::vector<std::string>{"Human", "Wizard"});
  CHECK(split_type_line("Legendäre Kreatur \xE2\x80\x94 Mensch, Zauberer", "de").subtypes == std::vector<std::string>{"Mensch", "Zauberer"});
  TypeLine fr = split_type_line("Créature légendaire : humain et sorcier", "fr");
  CHECK(fr.types == std::vector<std::string>{"Créature", "légendaire"});
  CHECK(fr.subtypes == std::vector<std::string>{"humain", "sorcier"});
  CHECK(split_type_line("Instant", "en").subtypes.empty());
  // French may write a no-break space before its colon.
  TypeLine nbsp = split_type_line("Cr\xC3\xA9" "ature l\xC3\xA9gendaire\xC2\xA0: humain et sorcier", "fr");
  CHECK(nbsp.types == fr.types);
  CHECK(nbsp.subtypes == fr.subtypes);
  // The intent: "Creature" / "Créature" is proven by the plain creature cards; on the legendary
  // card it is taken out, which leaves "Legendary" against "légendaire". The artifact creature's
  // French compound ("Créature-artefact") leaves two words against one: no pair is guessed.
  auto card = [](std::string id, std::string en, std::string fr) {
    InputSide e = side("en", "Flying", "", "X");
    e.type_line = std::move(en);
    InputSide f = side("fr", "Vol", "", "Y");
    f.type_line = std::move(fr);
    return unit(InputKind::kCardLine, std::move(id), {e, f});
  };
  std::vector<InputUnit> us = {
      card("M10:1:1", "Creature \xE2\x80\x94 Human Wizard", "Créature : humain et sorcier"),
      card("M10:2:1", "Creature \xE2\x80\x94 Angel", "Créature : ange"),
      card("M10:3:1", "Legendary Creature \xE2\x80\x94 Human Knight", "Créature légendaire : humain et chevalier"),
      card("M10:4:1", "Artifact Creature \xE2\x80\x94 Golem", "Créature-artefact : golem"),
  };
  std::vector<Candidate> out;
  find_card_terms(us, out);
  std::set<std::string> got;
  for (const Candidate& c : out)
    if (c.ref.ends_with(":type")) got.insert(c.english + "=" + c.term);
  CHECK(got == std::set<std::string>{"Angel=ange", "Creature=Créature", "Golem=golem", "Human=humain", "Knight=chevalier",
                                     "Legendary=légendaire", "Wizard=sorcier"});
}

TEST_CASE("card type lines of several faces pair face by face, once per card") {
  // The intent: a split card's type line may name both faces ("Instant // Sorcery", on each face's
  // entry); its faces pair with the translated faces by position, once for the card, and the
  // separator is no type ("//" / "//" was paired).
  auto face = [](std::string id) {
    InputSide e = side("en", "Draw a card.", "", "Bolt // Shock");
    e.type_line = "Instant // Sorcery";
    InputSide d = side("de", "Ziehe eine Karte.", "", "Blitz // Schlag");
    d.type_line = "Spontanzauber // Hexerei";
    return unit(InputKind::kCardLine, std::move(id), {e, d});
  };
  auto card = [](std::string id, std::string en, std::string de) {
    InputSide e = side("en", "Draw a card.", "", "X");
    e.type_line = std::move(en);
    InputSide d = side("de", "Ziehe eine Karte.", "", "Y");
    d.type_line = std::move(de);
    return unit(InputKind::kCardLine, std::move(id), {e, d});
  };
  std::vector<Candidate> out;
  find_card_terms({card("TSL:10:1", "Instant", "Spontanzauber"), card("TSL:20:1", "Sorcery", "Hexerei"), face("TSL:1a:1"), face("TSL:1b:1")}, out);
  std::string got;
  for (const Candidate& c : out)
    if (c.ref.ends_with(":type")) got += c.english + "=" + c.term + "@" + c.ref + " ";
  CHECK(got == "Instant=Spontanzauber@TSL:10:type Instant=Spontanzauber@TSL:1:type Sorcery=Hexerei@TSL:20:type Sorcery=Hexerei@TSL:1:type ");
}

TEST_CASE("defined subjects and listings: a rule opening with its subject, listings in the same order") {
  auto subject = [](std::string_view text, std::string_view lang) { return defined_subject(text, split_words(text, lang).words(), lang); };
  CHECK(subject("A Blood token is a colorless Blood artifact token with ...", "en") == "Blood token");
  CHECK(subject("Ein Blut-Spielstein ist ein farbloser Blut-Artefakt-Spielstein mit ...", "de") == "Blut-Spielstein");
  CHECK(subject("Un jeton Sang est un jeton ...", "fr") == "jeton Sang");
  CHECK(subject("After the draft is complete, each player ...", "en") == "");      // a clause, not a definition
  CHECK(subject("If a spell is cast, ...", "en") == "");
  CHECK(subject("The player who controls the most creatures is ...", "en") == "");  // too long a subject
  CHECK(listed_items("The basic land types are Plains, Island, Swamp, Mountain, and Forest. If ...", "en") ==
        std::vector<std::string>{"Plains", "Island", "Swamp", "Mountain", "Forest"});
  CHECK(listed_items("Die Standardlandtypen sind Ebene, Insel, Sumpf, Gebirge und Wald. Wenn ...", "de") ==
        std::vector<std::string>{"Ebene", "Insel", "Sumpf", "Gebirge", "Wald"});
  CHECK(listed_items("The colors are white and blue.", "en").empty());  // two items: no listing
  // In aligned rules: the listing pairs item by item; an alphabetical English listing does not
  // (its translation is sorted anew).
  std::vector<InputUnit> us = {
      unit(InputKind::kRule, "305.6", {side("en", "The basic land types are Plains, Island, Swamp, Mountain, and Forest. See rule 107.4a.", "305.6"),
                                       side("de", "Die Standardlandtypen sind Ebene, Insel, Sumpf, Gebirge und Wald. Siehe Regel 107.4a.", "305.6")}),
      unit(InputKind::kRule, "207.2c", {side("en", "The ability words are battalion, channel, and landfall.", "207.2c"),
                                        side("de", "Die Fähigkeitswörter sind Bataillon, Blutzoll und Landung.", "207.2c")}),
  };
  WordCache cache;
  std::vector<Candidate> out;
  find_defined_terms(us, cache, out);
  std::set<std::string> got;
  for (const Candidate& c : out) got.insert(c.english + "=" + c.term);
  // The subjects of both rules pair too.
  CHECK(got == std::set<std::string>{"Plains=Ebene", "Island=Insel", "Swamp=Sumpf", "Mountain=Gebirge", "Forest=Wald",
                                     "basic land types=Standardlandtypen", "ability words=Fähigkeitswörter"});
}

TEST_CASE("association: the phrase that co-occurs only with the English term wins; ties and single units do not guess") {
  std::vector<InputUnit> us;
  const char* en[] = {"The combat phase begins.", "During the combat phase, creatures attack.", "After the combat phase, the turn goes on.",
                      "A creature attacks.", "Creatures block."};
  const char* de[] = {"Die Kampfphase beginnt.", "Während der Kampfphase greifen Kreaturen an.", "Nach der Kampfphase geht der Zug weiter.",
                      "Eine Kreatur greift an.", "Kreaturen blocken."};
  for (int i = 0; i < 5; ++i)
    us.push_back(unit(InputKind::kRule, "1." + std::to_string(i + 1), {side("en", en[i], "1." + std::to_string(i + 1)), side("de", de[i], "1." + std::to_string(i + 1))}));
  us.push_back(unit(InputKind::kRule, "2.1",
                    {side("en", "The ability words are alliance, battalion, constellation, domain, and landfall.", "2.1"),
                     side("de", "Die Fähigkeitswörter sind Allianz, Bataillon, Domäne, Konstellation und Landung.", "2.1")}));
  WordCache cache;
  std::vector<Candidate> out;
  AssociationOptions o;
  find_associated_terms(us, "de", {"combat phase", "creature", "landfall"}, {}, o, cache, out);
  std::set<std::string> got;
  for (const Candidate& c : out) got.insert(c.english + "=" + c.term);
  CHECK(got.count("combat phase=Kampfphase"));
  // Written "Kreaturen" twice and "Kreatur" once, after "Eine": the citation form (nominative
  // singular) is the one after an indefinite article.
  CHECK_MESSAGE(got.count("creature=Kreatur"), pairs(out));
  CHECK(got.count("constellation=Konstellation"));  // an enumeration item, paired as a cognate
  CHECK(got.count("alliance=Allianz"));
  for (const std::string& g : got) CHECK_MESSAGE(g.rfind("landfall=", 0) != 0, g);  // no cognate: not guessed
  // "Will" (a planeswalker type) is the modal "will" in running text: a term of function words only
  // is not looked for.
  std::vector<InputUnit> modal = us;
  modal.push_back(unit(InputKind::kRule, "3.1", {side("en", "The spell will resolve.", "3.1"), side("de", "Der Zauberspruch wird verrechnet.", "3.1")}));
  modal.push_back(unit(InputKind::kRule, "3.2", {side("en", "The ability will resolve.", "3.2"), side("de", "Die Fähigkeit wird verrechnet.", "3.2")}));
  std::vector<Candidate> modal_out;
  find_associated_terms(modal, "de", {"Will", "resolve"}, {}, o, cache, modal_out);
  for (const Candidate& c : modal_out) CHECK_MESSAGE(c.english != "Will", pairs(modal_out));
  CHECK_MESSAGE(!modal_out.empty(), "the other term is still looked for");
  // "öffentliche" is in every unit of "public zone", "öffentliche Zone" in 4 of 5 (once the
  // adjective stands before "oder"): the phrase is completed with its noun.
  std::vector<InputUnit> zones;
  const char* zen[] = {"A public zone is open.", "Cards in a public zone are seen.", "Each public zone counts.",
                       "A public zone is shared.", "A card in a public zone or hidden zone moves."};
  const char* zde[] = {"Eine öffentliche Zone ist offen.", "Karten in einer öffentlichen Zone werden gesehen.",
                       "Jede öffentliche Zone zählt.", "Eine öffentliche Zone wird geteilt.",
                       "Eine Karte in einer öffentlichen oder verdeckten Zone bewegt sich."};
  for (int i = 0; i < 5; ++i)
    zones.push_back(unit(InputKind::kRule, "4." + std::to_string(i + 1), {side("en", zen[i], "4." + std::to_string(i + 1)), side("de", zde[i], "4." + std::to_string(i + 1))}));
  zones.push_back(unit(InputKind::kRule, "4.6", {side("en", "A hidden zone is closed.", "4.6"), side("de", "Eine verdeckte Zone ist geschlossen.", "4.6")}));
  zones.push_back(unit(InputKind::kRule, "4.7", {side("en", "The hidden zone is a zone.", "4.7"), side("de", "Die verdeckte Zone ist eine Zone.", "4.7")}));
  std::vector<Candidate> zone_out;
  find_associated_terms(zones, "de", {"public zone"}, {}, o, cache, zone_out);
  REQUIRE(!zone_out.empty());
  CHECK(zone_out[0].term == "öffentliche Zone");
  CHECK(enumeration_items("The land types are Cave, Desert, Forest, Gate, and Urza’s. See rule 305.6.") ==
        std::vector<std::string>{"Cave", "Desert", "Forest", "Gate", "Urza’s"});
}

TEST_CASE("association: a repeated phrase is no piece of another source's term and holds no possessive; letters are no items") {
  // "damage step" is the shortened "combat damage step", which a heading pairs with
  // "Kampfschadensegment": the shorter phrase is not that term's translation too. "spell’s
  // bargain" names a thing of something; "bargain cost" is the term.
  std::vector<InputUnit> us;
  const char* en[] = {"The combat damage step begins.", "During each damage step, creatures deal damage.",
                      "After the damage step, the turn goes on.", "A spell’s bargain cost is paid.",
                      "If a spell’s bargain cost was paid, it was bargained.", "Each spell’s bargain cost is an additional cost.",
                      "A creature attacks.", "Creatures block."};
  const char* de[] = {"Das Kampfschadensegment beginnt.", "Während des Kampfschadensegments fügen Kreaturen Schaden zu.",
                      "Nach dem Kampfschadensegment geht der Zug weiter.", "Die Feilschen-Kosten eines Zauberspruchs werden bezahlt.",
                      "Wenn die Feilschen-Kosten eines Zauberspruchs bezahlt wurden, wurde gefeilscht.",
                      "Die Feilschen-Kosten jedes Zauberspruchs sind zusätzliche Kosten.", "Eine Kreatur greift an.", "Kreaturen blocken."};
  for (int i = 0; i < 8; ++i)
    us.push_back(unit(InputKind::kRule, "5." + std::to_string(i + 1), {side("en", en[i], "5." + std::to_string(i + 1)), side("de", de[i], "5." + std::to_string(i + 1))}));
  WordCache cache;
  AssociationOptions o;
  auto found = [&](const std::vector<std::pair<std::string, std::string>>& taken) {
    std::vector<Candidate> out;
    find_associated_terms(us, "de", {}, {concept_id("combat damage step")}, o, cache, out, taken);
    std::set<std::string> got;
    for (const Candidate& c : out) got.insert(c.english + "=" + c.term);
    return got;
  };
  std::set<std::string> alone = found({});
  std::string all;
  for (const std::string& g : alone) all += g + " ";
  CHECK_MESSAGE(alone.count("damage step=Kampfschadensegment"), all);
  CHECK(alone.count("bargain cost=Feilschen-Kosten"));
  for (const std::string& g : alone) {
    bool clean = g.find("\xE2\x80\x99s") == std::string::npos && g.rfind("s ", 0) != 0;
    CHECK_MESSAGE(clean, g);
  }
  std::set<std::string> with_heading = found({{"5.1", "Kampfschadensegment"}});
  CHECK(!with_heading.count("damage step=Kampfschadensegment"));
  CHECK(with_heading.count("bargain cost=Feilschen-Kosten"));
  // A phrase does not begin inside a hyphenated word: "battlefield triggers" is a piece of
  // "leaves-the-battlefield triggers".
  std::vector<InputUnit> hy;
  const char* hen[] = {"Leaves-the-battlefield triggers look back.", "Leaves-the-battlefield triggers need memory.",
                       "Leaves-the-battlefield triggers trigger rarely."};
  const char* hde[] = {"Verlässt-das-Spiel-Auslöser schauen zurück.", "Verlässt-das-Spiel-Auslöser brauchen Gedächtnis.",
                       "Verlässt-das-Spiel-Auslöser lösen selten aus."};
  for (int i = 0; i < 3; ++i)
    hy.push_back(unit(InputKind::kRule, "6." + std::to_string(i + 1),
                      {side("en", hen[i], "6." + std::to_string(i + 1)), side("de", hde[i], "6." + std::to_string(i + 1))}));
  std::vector<Candidate> hy_out;
  find_associated_terms(hy, "de", {}, {}, o, cache, hy_out);
  for (const Candidate& c : hy_out) CHECK_MESSAGE(c.english.rfind("battlefield", 0) != 0, c.english, " = ", c.term);
  // Nor is a phrase that one and the same word precedes (almost) everywhere a term: "box section"
  // is a piece of "text box section".
  std::vector<InputUnit> tb;
  const char* ten[] = {"The text box section is red.", "Each text box section holds rules.", "A text box section may be empty."};
  const char* tde[] = {"Der Textbox-Abschnitt ist rot.", "Jeder Textbox-Abschnitt enthält Regeln.", "Ein Textbox-Abschnitt darf leer sein."};
  for (int i = 0; i < 3; ++i)
    tb.push_back(unit(InputKind::kRule, "7." + std::to_string(i + 1),
                      {side("en", ten[i], "7." + std::to_string(i + 1)), side("de", tde[i], "7." + std::to_string(i + 1))}));
  std::vector<Candidate> tb_out;
  find_associated_terms(tb, "de", {}, {}, o, cache, tb_out);
  std::set<std::string> tb_got;
  for (const Candidate& c : tb_out) tb_got.insert(c.english + "=" + c.term);
  CHECK_MESSAGE(tb_got.count("text box section=Textbox-Abschnitt"), pairs(tb_out));
  CHECK_MESSAGE(!tb_got.count("box section=Textbox-Abschnitt"), pairs(tb_out));
  // A name in one rule is looked for as a cognate; one German word holding only its first word's
  // letters is no cognate of it (206.3b of the 2025 CR: "Feldon’s Cane" is "Feldons Rute").
  std::vector<InputUnit> names = {unit(InputKind::kRule, "206.3b",
                                       {side("en", "Those names are Amulet of Kroog, Feldon’s Cane, and Gaea’s Avenger.", "206.3b"),
                                        side("de", "Diese Namen sind Amulett von Kroog, Feldons Rute und Gaea's Avenger.", "206.3b")})};
  std::vector<Candidate> names_out;
  find_associated_terms(names, "de", {"Feldon’s Cane", "Gaea’s Avenger"}, {}, o, cache, names_out);
  std::set<std::string> names_got;
  for (const Candidate& c : names_out) names_got.insert(c.english + "=" + c.term);
  CHECK_MESSAGE(names_got.count("Gaea’s Avenger=Gaea's Avenger"), pairs(names_out));
  CHECK_MESSAGE(!names_got.count("Feldon’s Cane=Feldons"), pairs(names_out));
  // 123.6e of the 2025 CR: single letters listed are no terms.
  CHECK(enumeration_items("The vowels are A, E, I, O, U, and Y. A lowercase letter is the same letter.").empty());
}

TEST_CASE("listings: the longest listing after a copula, after a colon, parentheses dropped, numbers kept") {
  // 207.2c of the 2025 CR (shortened): the first "are" starts a sentence, not a listing.
  CHECK(listing("Ability words are similar to keywords in that they tie together cards. The ability words are adamant, "
                "descend 4, fateful hour, and will of the council.", "en") ==
        std::vector<std::string>{"adamant", "descend 4", "fateful hour", "will of the council"});
  CHECK(listing("Fähigkeitswörter sind ähnlich wie Schlüsselwörter. Die Fähigkeitswörter sind Abstieg 4, Adamant, "
                "Schicksalsstunde und Wille des Rates.", "de") ==
        std::vector<std::string>{"Abstieg 4", "Adamant", "Schicksalsstunde", "Wille des Rates"});
  // 205.3m and 205.3g: a colon before the items, a cross-reference in parentheses.
  CHECK(listing("All other creature types are one word long: Advisor, Aetherborn, Alien, and Ally.", "en") ==
        std::vector<std::string>{"Advisor", "Aetherborn", "Alien", "Ally"});
  CHECK(listing("The artifact types are Attraction (see rule 717), Blood, Bobblehead, and Clue.", "en") ==
        std::vector<std::string>{"Attraction", "Blood", "Bobblehead", "Clue"});
  CHECK(listing("Les types d'artefacts sont Attraction, Indice, Sang et Véhicule.", "fr") ==
        std::vector<std::string>{"Attraction", "Indice", "Sang", "Véhicule"});
  CHECK(listing("The colors are white, blue, and black.", "en").empty());  // three items: too short to pair by letters
  CHECK(listing("A player who is attacked, and a player who blocks, and so on.", "en").empty());
}

TEST_CASE("cognate likeness: folded spellings alike from the first letter; numbers must agree") {
  using Pairs = std::vector<std::pair<const char*, const char*>>;
  for (auto [en, de] : Pairs{{"alliance", "Allianz"}, {"lieutenant", "Leutnant"}, {"domain", "Domäne"}, {"battalion", "Bataillon"},
                        {"metalcraft", "Metallkunst"}, {"Cyclops", "Zyklop"}, {"Sculpture", "Skulptur"}, {"council’s dilemma", "Dilemma des Konzils"}})
    CHECK_MESSAGE(cognate_likeness(en, de, "de").strong, en, " / ", de);
  // False friends of the 205.3m creature types: alike letters, other meanings.
  for (auto [en, de] : Pairs{{"Beaver", "Berater"}, {"Goat", "Gott"}, {"Ranger", "Räuber"}, {"Rigger", "Ritter"}, {"Eye", "Ei"},
                        {"channel", "Blutzoll"}})
    CHECK_MESSAGE(!cognate_likeness(en, de, "de").strong, en, " / ", de);
  CHECK(cognate_likeness("descend 4", "Abstieg 8", "de").score == 0);
  CHECK(cognate_likeness("Ajani", "Ajani", "de").score == 1);
}

TEST_CASE("list cognates: alphabetical listings pair by likeness and number, never by position; the rest stays unpaired") {
  // From 207.2c of the 2025 CR, EN and DE, each alphabetical in its own language.
  std::vector<std::string> en = {"adamant", "alliance", "battalion", "channel", "constellation", "descend 4", "descend 8",
                                 "domain", "ferocious", "landfall", "lieutenant", "metalcraft"};
  std::vector<std::string> de = {"Abstieg 4", "Abstieg 8", "Adamant", "Allianz", "Bataillon", "Blutzoll", "Domäne",
                                 "Konstellation", "Landung", "Leutnant", "Metallkunst", "Wildheit"};
  std::set<std::string> got;
  for (const ListPair& p : pair_listings(en, de, "de")) got.insert(en[p.english] + "=" + de[p.other]);
  CHECK(got == std::set<std::string>{"adamant=Adamant", "alliance=Allianz", "battalion=Bataillon", "constellation=Konstellation",
                                     "descend 4=Abstieg 4", "descend 8=Abstieg 8", "domain=Domäne", "lieutenant=Leutnant",
                                     "metalcraft=Metallkunst"});
  // Letters are no names ("The vowels are A, E, I, O, U, and Y.").
  CHECK(pair_listings({"A", "E", "I", "O"}, {"A", "E", "I", "O"}, "de").empty());
  // "Wall" (Mauer) and "Whale" (Wal) are as like "Wal": neither pairs.
  CHECK(pair_listings({"Wall", "Walrus", "Whale"}, {"Mauer", "Wal", "Walross"}, "de").size() == 1);
  // False friends from 205.3m (Beaver is Biber, Goat Ziege, Ranger Waldläufer, Rigger Takler) stay unpaired.
  CHECK(pair_listings({"Advisor", "Beaver", "Goat", "Ranger", "Rigger"}, {"Berater", "Biber", "Gott", "Räuber", "Ritter", "Ziege"}, "de").empty());
  // Two names as like one: the runner-up is too close, neither pairs.
  std::vector<ListPair> tied = pair_listings({"Dryad", "Dryads", "Elf", "Elk"}, {"Dryade", "Elch", "Elf"}, "de");
  REQUIRE(tied.size() == 1);
  CHECK((tied[0].english == 2 && tied[0].other == 2));
  // In aligned rules: the alphabetical listing pairs by likeness; a listing in the same order is
  // left to the item-by-item pairing of glosses.h.
  std::vector<InputUnit> us = {
      unit(InputKind::kRule, "207.2c",
           {side("en", "Ability words are similar to keywords. The ability words are adamant, alliance, channel, domain, and landfall.", "207.2c"),
            side("de", "Fähigkeitswörter sind ähnlich wie Schlüsselwörter. Die Fähigkeitswörter sind Adamant, Allianz, Blutzoll, Domäne und Landung.",
                 "207.2c")}),
      unit(InputKind::kRule, "305.6", {side("en", "The basic land types are Plains, Island, Swamp, Mountain, and Forest.", "305.6"),
                                       side("de", "Die Standardlandtypen sind Ebene, Insel, Sumpf, Gebirge und Wald.", "305.6")}),
  };
  std::vector<Candidate> out;
  find_list_cognates(us, out);
  CHECK(pairs(out) == "adamant=de:Adamant@207.2c alliance=de:Allianz@207.2c domain=de:Domäne@207.2c ");
  // Numbered items pair with and without their number.
  us = {unit(InputKind::kRule, "207.2c", {side("en", "The ability words are adamant, descend 4, descend 8, and domain.", "207.2c"),
                                          side("de", "Die Fähigkeitswörter sind Abstieg 4, Abstieg 8, Adamant und Domäne.", "207.2c")})};
  out.clear();
  find_list_cognates(us, out);
  CHECK(pairs(out) == "adamant=de:Adamant@207.2c descend 4=de:Abstieg 4@207.2c descend=de:Abstieg@207.2c "
                      "descend 8=de:Abstieg 8@207.2c descend=de:Abstieg@207.2c domain=de:Domäne@207.2c ");
  for (const Candidate& c : out) CHECK(c.source == TermSource::kListCognate);
}

}  // namespace rulecorp
