// The parser on small inputs written for each behaviour: CR layout (contents, sections, rules,
// examples, glossary, credits), layout repairs, numbering checks, language split, rulings.
// Each case compares dump() of the documents and a compact list of diagnostics.
#include <doctest/doctest.h>

#include <algorithm>

#include <memory>
#include <string>

#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

struct Parsed {
  std::string dump;
  std::string diags;  // "check@line:col" ...
  std::vector<Document> docs;
};

Parsed run(std::string_view text, std::optional<Language> lang = std::nullopt) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode("t.txt", text, {}, d));
  ParseOptions o;
  o.language = lang;
  Parsed p;
  p.docs = parse(src, o, d);
  for (const Document& doc : p.docs) p.dump += rulecorp::dump(doc);
  for (const Diagnostic& x : d.all()) {
    if (!p.diags.empty()) p.diags += ' ';
    p.diags += x.check + '@' + std::to_string(x.line) + ':' + std::to_string(x.column);
    if (!x.suggestion.empty()) p.diags += '=' + x.suggestion;
  }
  return p;
}

}  // namespace

TEST_CASE("the Comprehensive Rules layout") {
  Parsed p = run(
      "Magic: The Gathering Comprehensive Rules\n"
      "\n"
      "These rules are effective as of November 14, 2025.\n"
      "\n"
      "Contents\n"
      "\n"
      "1. Game Concepts\n"
      "100. General\n"
      "Glossary\n"
      "Credits\n"
      "\n"
      "1. Game Concepts\n"
      "\n"
      "100. General\n"
      "\n"
      "100.1. These rules apply to any game. See rule 100.1a.\n"
      "\n"
      "100.1a A two-player game is a game that begins with only two players.\n"
      "Example: Two players sit down. See rules 100.1a–b.\n"
      "\n"
      "100.1b A multiplayer game begins with more than two players. See section 8.\n"
      "     Indented second paragraph of the same rule, long enough to make this text unwrapped for the parser's line "
      "heuristic, which looks at line lengths.\n"
      "\n"
      "Glossary\n"
      "\n"
      "Ability\n"
      "1. Text on an object.\n"
      "2. An activated ability on the stack. See rule 113.\n"
      "\n"
      "Active Player\n"
      "The player whose turn it is.\n"
      "\n"
      "Credits\n"
      "\n"
      "Design: Someone\n");
  CHECK(p.dump ==
        "document t.txt language=en edition=2025-11-14 title=\"Magic: The Gathering Comprehensive Rules\"\n"
        "1 prose: Magic: The Gathering Comprehensive Rules\n"
        "3 prose: These rules are effective as of November 14, 2025.\n"
        "5 prose: Contents\n"
        "7 contents: 1. Game Concepts\n"
        "8 contents: 100. General\n"
        "9 contents: Glossary\n"
        "10 contents: Credits\n"
        "12 section 1: Game Concepts\n"
        "14 rule 100: General\n"
        "16 rule 100.1: These rules apply to any game. See rule 100.1a. {rule[100.1a]}\n"
        "18 rule 100.1a: A two-player game is a game that begins with only two players.\n"
        "19 example of 100.1a: Two players sit down. See rules 100.1a–b. {rule[100.1a 100.1b]}\n"
        "21 rule 100.1b: A multiplayer game begins with more than two players. See section 8.\\nIndented second "
        "paragraph of the same rule, long enough to make this text unwrapped for the parser's line heuristic, which "
        "looks at line lengths. {section[8]}\n"
        "24 prose: Glossary\n"
        "26 glossary \"Ability\": 1. Text on an object.\\n2. An activated ability on the stack. See rule 113. "
        "{rule[113]}\n"
        "30 glossary \"Active Player\": The player whose turn it is.\n"
        "33 prose: Credits\n"
        "35 prose: Design: Someone\n");
  CHECK(p.diags == "");
}

TEST_CASE("a hard-wrapped German text: soft wraps, compounds, a number alone, a glued rule") {
  Parsed p = run(
      "Das Regelwerk\n"
      "\n"
      "613.7k Ein Aufkleber erh\xC3\xA4lt jedes Mal einen neuen Zeitstempel, wenn er an \n"
      "einem Objekt angebracht wird. Die Mindest-\n"
      "Deckgr\xC3\xB6\xC3\x9F" "e und die Deckbau-Beschr\xC3\xA4nkungen und -\n"
      "Anforderungen bleiben. Siehe Regel \n"
      "613.7m. Die Reihenfolge bleibt \n"
      "unver\xC3\xA4ndert.613.7m Falls zwei Objekte gleichzeitig einen \n"
      "Zeitstempel erhalten, gilt Regel 101.4.\n"
      "\n"
      "613.7n\n"
      "\n"
      "Ein Effekt kann einen Effekt zwischen Zielen aufteilen.\n"
      "\n"
      "   Beispiel: Du wirkst einen Zauberspruch, der zum \n"
      "   Beispiel zwei Ziele hat.\n");
  CHECK(p.dump ==
        "document t.txt language=de edition=- title=\"Das Regelwerk\"\n"
        "1 prose: Das Regelwerk\n"
        "3 rule 613.7k: Ein Aufkleber erhält jedes Mal einen neuen Zeitstempel, wenn er an einem Objekt angebracht "
        "wird. Die Mindest-Deckgröße und die Deckbau-Beschränkungen und -Anforderungen bleiben. Siehe Regel 613.7m. "
        "Die Reihenfolge bleibt unverändert. {rule[613.7m]}\n"
        "8 rule 613.7m: Falls zwei Objekte gleichzeitig einen Zeitstempel erhalten, gilt Regel 101.4. {rule[101.4]}\n"
        "11 rule 613.7n: Ein Effekt kann einen Effekt zwischen Zielen aufteilen.\n"
        "15 example of 613.7n: Du wirkst einen Zauberspruch, der zum Beispiel zwei Ziele hat.\n");
  CHECK(p.diags == "numbering.glued@8:14 numbering.alone@11:1");
}

TEST_CASE("glued and lone rule numbers and malformed citations carry fixes that the parser then reads cleanly") {
  const std::string text =
      "Das Regelwerk\r\n\r\n613.7k Ein Aufkleber bleibt unver\xC3\xA4ndert.613.7m Falls zwei Objekte \r\n"
      "gleichzeitig einen Zeitstempel erhalten, gilt Regel 101_4.\r\n\r\n613.7n  \r\n\r\n"
      "Ein Effekt kann einen Effekt aufteilen.\r\n";
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode("t.txt", text, {}, d));
  ParseOptions o;
  o.language = Language::kDe;
  parse(src, o, d);
  std::vector<Fix> fixes;
  for (const Diagnostic& x : d.all())
    if (x.fix) fixes.push_back(*x.fix);
  REQUIRE(fixes.size() == 3);  // numbering.glued, numbering.alone, xref.malformed
  std::sort(fixes.begin(), fixes.end(), [](const Fix& a, const Fix& b) { return a.begin > b.begin; });
  std::string fixed = text;
  for (const Fix& f : fixes) {
    std::string r;  // '\n' in the input's CRLF
    for (char c : f.replacement) r += c == '\n' ? std::string("\r\n") : std::string(1, c);
    fixed.replace(f.begin, f.end - f.begin, r);
  }
  CHECK(fixed ==
        "Das Regelwerk\r\n\r\n613.7k Ein Aufkleber bleibt unver\xC3\xA4ndert.\r\n\r\n613.7m Falls zwei Objekte \r\n"
        "gleichzeitig einen Zeitstempel erhalten, gilt Regel 101.4.\r\n\r\n613.7n Ein Effekt kann einen Effekt aufteilen.\r\n");
  Parsed p = run(fixed, Language::kDe);
  CHECK(p.diags == "");
}

TEST_CASE("numbering faults are reported with a suggested reading") {
  Parsed p = run(
      "306.3a If an effect would put a noncreature permanent onto the battlefield attacking, it does not.\n"
      "\n"
      "306.b If an effect would put a creature onto the battlefield attacking under a player's control.\n"
      "\n"
      "306.1c If an effect would put a creature onto the battlefield blocking, it is not blocking.\n"
      "\n"
      "306.3a This number is written twice in this file, which a translator must be told about.\n"
      "\n"
      "306.3l A subrule lettered l, which the rules never use, because l looks like the digit one.\n"
      "\n"
      "999999.99999zz A number far out of range, as a broken export might produce it somewhere.\n");
  CHECK(p.diags ==
        "numbering.malformed@3:1=306.3b numbering.order@5:1=306.3c numbering.duplicate@7:1 "
        "numbering.skipped-letter@9:1 numbering.out-of-range@11:1");
  CHECK(p.dump.find("3 rule 306.3b (written 306.b): If an effect") != std::string::npos);
  CHECK(p.dump.find("11 rule ? (written 999999.99999zz): A number") != std::string::npos);
}

TEST_CASE("the French seed's faults: a number missing its first digit, a stray asterisk") {
  Parsed p = run(
      "exaltation\n\n02.83. Exaltation\n\n502.83a * L'exaltation est une capacit\xC3\xA9 d\xC3\xA9" "clench\xC3\xA9" "e. "
      "Si vous contr\xC3\xB4lez une cr\xC3\xA9" "ature, elle attaque seule pour la phase de combat.\n\n"
      "502.83b Une cr\xC3\xA9" "ature attaque seule si elle est la seule cr\xC3\xA9" "ature d\xC3\xA9" "clar\xC3\xA9" "e "
      "comme attaquant. Voir r\xC3\xA8gle 306.5.\n");
  CHECK(p.diags == "numbering.malformed@3:1=502.83 numbering.stray-mark@5:9=502.83a");
  CHECK(p.docs.size() == 1);
  CHECK(p.docs[0].language == Language::kFr);
  CHECK(p.dump.find("3 rule 502.83 (written 02.83.): Exaltation") != std::string::npos);
  CHECK(p.dump.find("5 rule 502.83a: L'exaltation") != std::string::npos);
  CHECK(p.dump.find("{rule[306.5]}") != std::string::npos);
}

TEST_CASE("a file in German then English becomes two documents") {
  const std::string de =
      "702.80a Edelmut ist eine ausgel\xC3\xB6ste F\xC3\xA4higkeit. Immer wenn eine Kreatur, die du kontrollierst, "
      "alleine angreift, erh\xC3\xA4lt diese Kreatur +1/+1 bis zum Ende des Zuges.\n\n"
      "702.80b Eine Kreatur greift alleine an, falls sie die einzige Kreatur ist, die als Angreifer deklariert "
      "wird. Siehe Regel 306.5.\n\n"
      "\xE2\x80\xA2 Edelmut-F\xC3\xA4higkeiten werden verrechnet, bevor Blocker deklariert werden.\n\n";
  const std::string en =
      "702.80a Exalted is a triggered ability. Whenever a creature you control attacks alone, that creature gets "
      "+1/+1 until end of turn.\n\n"
      "702.80b A creature attacks alone if it's the only creature declared as an attacker. See rule 506.5.\n\n"
      "\xE2\x80\xA2 Exalted abilities will resolve before blockers are declared.\n";
  Parsed p = run("Exalted / Edelmut\n\n" + de + en);
  REQUIRE(p.docs.size() == 2);
  CHECK(p.docs[0].language == Language::kDe);
  CHECK(p.docs[0].part == 1);
  CHECK(p.docs[0].title == "Exalted / Edelmut");
  CHECK(p.docs[1].language == Language::kEn);
  CHECK(p.docs[1].name() == "t.txt#2");
  CHECK(p.diags == "");  // 702.80a in both parts is no duplicate
  // Given a language, the file stays one document (and the numbers then repeat).
  Parsed forced = run("Exalted / Edelmut\n\n" + de + en, Language::kDe);
  CHECK(forced.docs.size() == 1);
  CHECK(forced.diags == "numbering.duplicate@9:1 numbering.duplicate@11:1");
}

TEST_CASE("an English half-sentence inside German rulings stays in the German document") {
  Parsed p = run(
      "Die Wiedergeburt des \xC3\x84ltesten\n\n27/04/2018\n\n"
      "Sowie eine Sage ins Spiel kommt, legt ihr Beherrscher eine Sagenmarke auf sie. Wenn deine Hauptphase "
      "beginnt (immediately after your draw step), legst du eine weitere Sagenmarke auf jede Sage.\n\n"
      "27/04/2018\n\n"
      "Kapitel-F\xC3\xA4higkeiten werden auf den Stapel gelegt und k\xC3\xB6nnen beantwortet werden.\n\n"
      "27/04/2018\n\n"
      "Der n\xC3\xA4" "chste Gegner in Zugreihenfolge (or, if it's an opponent's turn, that opponent) bestimmt eine "
      "Karte auf seiner Hand.\n");
  REQUIRE(p.docs.size() == 1);
  CHECK(p.docs[0].language == Language::kDe);
  CHECK(p.dump ==
        "document t.txt language=de edition=- title=\"Die Wiedergeburt des Ältesten\"\n"
        "1 prose: Die Wiedergeburt des Ältesten\n"
        "5 ruling 2018-04-27: Sowie eine Sage ins Spiel kommt, legt ihr Beherrscher eine Sagenmarke auf sie. Wenn "
        "deine Hauptphase beginnt (immediately after your draw step), legst du eine weitere Sagenmarke auf jede Sage.\n"
        "9 ruling 2018-04-27: Kapitel-Fähigkeiten werden auf den Stapel gelegt und können beantwortet werden.\n"
        "13 ruling 2018-04-27: Der nächste Gegner in Zugreihenfolge (or, if it's an opponent's turn, that opponent) "
        "bestimmt eine Karte auf seiner Hand.\n");
}

TEST_CASE("a rulings page: furniture, headings and sentence paragraphs") {
  Parsed p = run(
      "Search\n\nExalted\n\n"
      "Exalted abilities will resolve before blockers are declared.\n\n"
      "If you attack with multiple creatures, but then all but one are removed from combat, your exalted "
      "abilities won't trigger.\n");
  CHECK(p.dump ==
        "document t.txt language=en edition=- title=\"Exalted\"\n"
        "1 prose: Search\n"
        "3 prose: Exalted\n"
        "5 ruling: Exalted abilities will resolve before blockers are declared.\n"
        "7 ruling: If you attack with multiple creatures, but then all but one are removed from combat, your "
        "exalted abilities won't trigger.\n");
}

TEST_CASE("a German glossary with English pointers") {
  Parsed p = run(
      "100.1 Dieses Regelwerk gilt f\xC3\xBCr jede Partie Magic mit zwei oder mehr Spielern.\n\n"
      "Glossar\n\n\n"
      "Abandon &rarr; Fallenlassen\n\n"
      "Abenteurergruppe\nManche Karten beziehen sich auf die Anzahl an Kreaturen in deiner \n"
      "Abenteurergruppe. Siehe Regel 700.8.\n\n"
      "Abstieg\n\n"
      "Danksagungen\n\nUrspr\xC3\xBCngliches Design: Richard Garfield\n");
  CHECK(p.dump ==
        "document t.txt language=de edition=- title=\"\"\n"
        "1 rule 100.1: Dieses Regelwerk gilt für jede Partie Magic mit zwei oder mehr Spielern.\n"
        "3 prose: Glossar\n"
        "6 glossary \"Abandon\" -> \"Fallenlassen\" [en]\n"
        "8 glossary \"Abenteurergruppe\": Manche Karten beziehen sich auf die Anzahl an Kreaturen in deiner "
        "Abenteurergruppe. Siehe Regel 700.8. {rule[700.8]}\n"
        "12 glossary \"Abstieg\"\n"
        "14 prose: Danksagungen\n"
        "16 prose: Ursprüngliches Design: Richard Garfield\n");
  CHECK(p.diags == "glossary.no-definition@12:1");
}

TEST_CASE("a plain paragraph after a rule is part of it; a translator's note is not") {
  Parsed p = run(
      "205.4c Jedes Land mit dem Obertyp \xE2\x80\x9EStandard\xE2\x80\x9C ist ein Standardland. \n"
      "Jedes andere Land ist ein Nichtstandardland.\n"
      "\n"
      "Karten, die vor der Achten Edition gedruckt wurden, verwenden nicht das Wort \n"
      "\xE2\x80\x9EStandard\xE2\x80\x9C.\n"
      "\n"
      "Hinweis des \xC3\x9C" "bersetzers: Wegen sprachlicher Unterschiede ist es ratsam, das \n"
      "englische Regelwerk zu vergleichen.\n"
      "\n"
      "205.4d Ein Land ist verschneit, falls es den Obertyp verschneit hat.\n");
  CHECK(p.dump ==
        "document t.txt language=de edition=- title=\"\"\n"
        "1 rule 205.4c: Jedes Land mit dem Obertyp „Standard“ ist ein Standardland. Jedes andere Land ist ein "
        "Nichtstandardland.\\nKarten, die vor der Achten Edition gedruckt wurden, verwenden nicht das Wort „Standard“.\n"
        "7 prose: Hinweis des Übersetzers: Wegen sprachlicher Unterschiede ist es ratsam, das englische Regelwerk zu "
        "vergleichen.\n"
        "10 rule 205.4d: Ein Land ist verschneit, falls es den Obertyp verschneit hat.\n");
}

TEST_CASE("a glossary extract without rules") {
  Parsed p = run("Glossaire\n\nExaltation\nUne capacit\xC3\xA9 mot-cl\xC3\xA9 qui rend une cr\xC3\xA9" "ature plus forte "
                 "quand elle attaque seule. Voir r\xC3\xA8gle 702.2.\n\nVol\nUne capacit\xC3\xA9 mot-cl\xC3\xA9 qui limite "
                 "la fa\xC3\xA7on dont une cr\xC3\xA9" "ature peut \xC3\xAAtre bloqu\xC3\xA9" "e.\n");
  CHECK(p.dump ==
        "document t.txt language=fr edition=- title=\"\"\n"
        "1 prose: Glossaire\n"
        "3 glossary \"Exaltation\": Une capacité mot-clé qui rend une créature plus forte quand elle attaque seule. "
        "Voir règle 702.2. {rule[702.2]}\n"
        "6 glossary \"Vol\": Une capacité mot-clé qui limite la façon dont une créature peut être bloquée.\n");
  CHECK(p.diags == "");
}

TEST_CASE("a backwards citation range is reported where it is written") {
  Parsed p = run("601.2i Once the steps described in rules 601.2h\xE2\x80\x93" "a are completed, the spell is cast.\n");
  CHECK(p.diags == "xref.range-backwards@1:42");
  CHECK(p.dump.find("{rule[601.2h 601.2a]!backwards}") != std::string::npos);
}

TEST_CASE("a citation that writes '_' for the dot is reported where the number is, and read as the rule it names") {
  Parsed p = run("100.1 Siehe Regel 702.162 und Regel 701_28, „Umwandeln“.\n", Language::kDe);
  CHECK(p.diags == "xref.malformed@1:37=701.28");
  CHECK(p.dump.find("{rule[702.162] rule[701.28]!malformed}") != std::string::npos);
}

TEST_CASE("nothing to parse") {
  CHECK(run("").diags == "input.empty@0:0");
  CHECK(run("\n\n   \n").diags == "structure.no-content@0:0");
  Parsed p = run("Just a title\n");
  CHECK(p.diags == "structure.no-content@0:0 structure.language-guess@0:0");
}

TEST_CASE("a table of contents never yields rules") {
  Parsed p = run("Inhaltsverzeichnis\n\n1. Grundlagen des Spiels\n\n100. Allgemeines\n101. Die Goldenen Regeln\n\n"
                 "1. Grundlagen des Spiels\n\n100. Allgemeines\n\n100.1 Dieses Regelwerk gilt f\xC3\xBCr jede Partie "
                 "mit zwei oder mehr Spielern, die du kennst.\n");
  CHECK(p.dump ==
        "document t.txt language=de edition=- title=\"\"\n"
        "1 prose: Inhaltsverzeichnis\n"
        "3 contents: 1. Grundlagen des Spiels\n"
        "5 contents: 100. Allgemeines\n"
        "6 contents: 101. Die Goldenen Regeln\n"
        "8 section 1: Grundlagen des Spiels\n"
        "10 rule 100: Allgemeines\n"
        "12 rule 100.1: Dieses Regelwerk gilt für jede Partie mit zwei oder mehr Spielern, die du kennst.\n");
}

TEST_CASE("the oldest layout: a table of contents without its heading is no glossary, with or without dot leaders") {
  // The 1999 layout lists sections, rule headings and "Glossary" before the body with no
  // "Contents" line; read as it comes, the list's "Glossary" would make the whole body a glossary.
  const char* body =
      "1. The Game\n\n100. General\n\n100.1 These Magic rules apply to any Magic game with two or more players.\n\n"
      "101. Starting the Game\n\n101.1 At the start of a game, each player shuffles his or her deck.\n\n"
      "Glossary\n\nAbility\nText on a permanent.\n";
  Parsed bare = run(std::string("COMPREHENSIVE RULES\n\n1. The Game\n100. General\n101. Starting the Game\nGlossary\n\n") + body);
  CHECK(bare.dump ==
        "document t.txt language=en edition=- title=\"COMPREHENSIVE RULES\"\n"
        "1 prose: COMPREHENSIVE RULES\n"
        "3 contents: 1. The Game\n"
        "4 contents: 100. General\n"
        "5 contents: 101. Starting the Game\n"
        "6 contents: Glossary\n"
        "8 section 1: The Game\n"
        "10 rule 100: General\n"
        "12 rule 100.1: These Magic rules apply to any Magic game with two or more players.\n"
        "14 rule 101: Starting the Game\n"
        "16 rule 101.1: At the start of a game, each player shuffles his or her deck.\n"
        "18 prose: Glossary\n"
        "20 glossary \"Ability\": Text on a permanent.\n");
  CHECK(bare.diags == "structure.edition-missing@0:0");
  Parsed dotted = run(std::string("COMPREHENSIVE RULES\n\nIntroduction..........1\n1. The Game..........2\n"
                                  "     100. General..........2\nGlossary..........46\n\n") + body);
  CHECK(dotted.docs.size() == 1);
  std::size_t rules = 0, contents = 0, glossary = 0;
  for (const Block& b : dotted.docs[0].blocks) {
    rules += b.kind == BlockKind::kRule;
    contents += b.kind == BlockKind::kContents;
    glossary += b.kind == BlockKind::kGlossaryEntry;
  }
  CHECK(rules == 4);
  CHECK(contents == 4);
  CHECK(glossary == 1);
  CHECK(dotted.diags == "structure.edition-missing@0:0");
}

TEST_CASE("a rule number written with a space inside is read as one number, with a warning") {
  Parsed p = run(
      "702.37. Storm\n\n"
      "702. 37a Storm is a triggered ability that functions on the stack.\n\n"
      "702. 37b If a spell has multiple instances of storm, each triggers separately.\n\n"
      "702. General rules about keyword abilities come first in this section, and they stay as written.\n");
  CHECK(p.dump ==
        "document t.txt language=en edition=- title=\"\"\n"
        "1 rule 702.37: Storm\n"
        "3 rule 702.37a: Storm is a triggered ability that functions on the stack.\n"
        "5 rule 702.37b: If a spell has multiple instances of storm, each triggers separately.\n"
        "7 rule 702: General rules about keyword abilities come first in this section, and they stay as written.\n");
  // The last "702." is a heading, not "702." plus a number; it is out of order, not spaced.
  CHECK(p.diags.find("numbering.spaced@3:5=702.37a numbering.spaced@5:5=702.37b") == 0);
}

TEST_CASE("glossary paragraphs after a blank line that continue a definition") {
  Parsed p = run(
      "100.1 Eine Regel f\xC3\xBCr jede Partie Magic mit zwei oder mehr Spielern.\n\n"
      "Glossar\n\n"
      "Bibliothek\n1. Eine Zone. Von seiner Bibliothek zieht ein Spieler Karten.\n\n"
      "2. Alle Karten in der Bibliothek eines Spielers.\n\n"
      "Siehe Regel 401, \xE2\x80\x9E" "Bibliothek\xE2\x80\x9C.\n\n"
      "Landtarnung\n\xE2\x80\x9ELandtarnung\xE2\x80\x9C ist ein allgemeiner Begriff.\n\n"
      "Ein allgemeiner Begriff f\xC3\xBCr eine Gruppe von Schl\xC3\xBCsselwortf\xC3\xA4higkeiten, die \n"
      "einschr\xC3\xA4nken, ob eine Kreatur geblockt werden kann. Siehe Regel 702.14.\n\n"
      "Landtyp\nEin Untertyp.\n");
  CHECK(p.dump ==
        "document t.txt language=de edition=- title=\"\"\n"
        "1 rule 100.1: Eine Regel für jede Partie Magic mit zwei oder mehr Spielern.\n"
        "3 prose: Glossar\n"
        "5 glossary \"Bibliothek\": 1. Eine Zone. Von seiner Bibliothek zieht ein Spieler Karten.\\n2. Alle Karten in "
        "der Bibliothek eines Spielers.\\nSiehe Regel 401, „Bibliothek“. {rule[401]}\n"
        "12 glossary \"Landtarnung\": „Landtarnung“ ist ein allgemeiner Begriff.\\nEin allgemeiner Begriff für eine "
        "Gruppe von Schlüsselwortfähigkeiten, die einschränken, ob eine Kreatur geblockt werden kann. Siehe Regel "
        "702.14. {rule[702.14]}\n"
        "18 glossary \"Landtyp\": Ein Untertyp.\n");
  CHECK(p.diags == "glossary.no-term@15:1");
}

TEST_CASE("a document keeps its citations in one vector, and a copy's blocks view the copy's") {
  // Each block's citations are a range of Document::citations, in block order; a copy of the
  // document (the renumbering history copies editions) must stay valid when the original is gone.
  Document copy;
  std::string before;
  {
    Parsed p = run("100.1. See rules 100.2 and 100.3.\n\n100.2. No citation here.\n\n"
                   "100.3. See rule 100.1 and section 8; see rule 100.2.\n");
    REQUIRE(p.docs.size() == 1);
    const Document& d = p.docs[0];
    REQUIRE(d.blocks.size() == 3);
    CHECK(d.citations.size() == 4);
    CHECK(d.blocks[0].citations.size() == 1);
    CHECK(d.blocks[1].citations.empty());
    CHECK(d.blocks[2].citations.size() == 3);
    CHECK(d.blocks[0].citations.data() == d.citations.data());
    CHECK(d.blocks[2].citations.data() == d.citations.data() + 1);
    before = dump(d);
    copy = d;
  }  // the original is destroyed here
  CHECK(copy.blocks[2].citations.data() == copy.citations.data() + 1);
  CHECK(dump(copy) == before);
  CHECK(dump(copy.blocks[2].citations[1]) == "section[8]");
}

}  // namespace rulecorp
