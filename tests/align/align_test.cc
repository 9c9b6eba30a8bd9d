// The align stage on small inputs written for each behaviour: evidence extraction, rule pairing
// with every kind of numbering fault, the paragraph aligner's beads, variants, renumbering maps and
// card files. Each case compares dump() of the alignment, which names every member's number, line
// and own status; findings come from tools/check (alignment_findings), as the CLI reports them.
#include <doctest/doctest.h>

#include <map>

#include <functional>
#include <memory>
#include <random>
#include <sstream>
#include <string>

#include "align/aligner.h"
#include "align/card_set.h"
#include "align/edition_map.h"
#include "align/evidence.h"
#include "align/paragraph_aligner.h"
#include "align/rule_aligner.h"
#include "check/alignment_findings.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

// Parses `text` as one document of language `lang`, named `name`.
std::vector<Document> doc(const std::string& name, std::string_view text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return parse(src, o, d);
}

struct Run {
  std::string dump;
  std::string diags;  // "check@file:line" ...
};

Run align(const std::vector<std::vector<Document>*>& inputs) {
  std::vector<const Document*> ptrs;
  for (auto* v : inputs)
    for (const Document& d : *v) ptrs.push_back(&d);
  AlignOptions o;
  o.explain = false;
  Alignment a = align_documents(ptrs, o);
  Run r;
  r.dump = dump(a);
  for (const Diagnostic& x : alignment_findings(a)) {
    if (!r.diags.empty()) r.diags += ' ';
    r.diags += x.check + '@' + x.file + ':' + std::to_string(x.line);
  }
  return r;
}

// Removes the " 0.87" scores from a dump, for cases that test structure only.
std::string structure(const std::string& dump) {
  std::string out;
  for (std::size_t i = 0; i < dump.size(); ++i) {
    if (dump[i] == ' ' && i + 5 < dump.size() && dump[i + 2] == '.' && std::isdigit(static_cast<unsigned char>(dump[i + 1]))) {
      i += 4;
      continue;
    }
    out += dump[i];
  }
  return out;
}

const char* kEnglish =
    "100.1. Players may use {T} to tap. See rule 101.2.\n\n"
    "100.2. A game of two players begins with 20 life each.\n\n"
    "100.2a A sideboard has at most 15 cards.\n\n"
    "100.3. Some cards say \"Whenever you gain life\".\n\n"
    "100.4. A player who would draw from an empty library loses the game the next time a player would receive priority.\n\n"
    "100.5. See rules 100.2a and 100.3 for the exceptions in multiplayer games of 3 or more.\n\n"
    "100.6. The last rule of this tiny rulebook stands here.\n";

}  // namespace

TEST_CASE("evidence: rule numbers, numbers, symbols and names, citations not counted twice") {
  std::string text = "Siehe Regel 601.2a\u2013c. Tap {T}: +1/+1 until 2018. Then Magic wins (see 601.3d).";
  Evidence e = make_evidence(text, find_citations(text));
  CHECK(e.rules.size() == 4);  // 601.2a, 601.2b, 601.2c, 601.3d
  CHECK(e.numbers.size() == 2);  // +1/+1, 2018
  CHECK(e.symbols.size() == 1);
  CHECK(e.names.size() == 1);  // Magic (Tap and Then open sentences)
  Evidence en = make_evidence("Tap {T}: +1/+1 until 2018.", {});
  Evidence de = make_evidence("Tippe {T}: +1/+1 bis 2018.", {});
  Similarity s = compare(en, de, 1.0, true);
  CHECK(s.score > 0.8);
  CHECK_FALSE(s.contradicts);
  CHECK(s.why == "numbers 2/2 symbols 1/1 len 1.00");
  CHECK(compare(make_evidence("Pay 2 life.", {}), make_evidence("Zahle 3 Lebenspunkte.", {}), 1.0).contradicts);
  CHECK(length_match(100, 115, 1.15) == doctest::Approx(1.0));
  CHECK(length_match(100, 40, 1.15) < 0.01);
}

TEST_CASE("rules pair by number, faults are found by content") {
  auto en = doc("en.txt", kEnglish, Language::kEn);
  SUBCASE("a faithful translation") {
    auto de = doc("de.txt",
                  "100.1. Spieler dürfen {T} zum Tappen benutzen. Siehe Regel 101.2.\n\n"
                  "100.2. Eine Partie zu zweit beginnt mit je 20 Lebenspunkten.\n\n"
                  "100.2a Ein Sideboard hat höchstens 15 Karten.\n\n"
                  "100.3. Manche Karten sagen „Immer wenn du Lebenspunkte erhältst“.\n\n"
                  "100.4. Ein Spieler, der aus einer leeren Bibliothek ziehen müsste, verliert das Spiel, sobald ein Spieler Priorität erhielte.\n\n"
                  "100.5. Siehe Regeln 100.2a und 100.3 für die Ausnahmen in Mehrspielerpartien mit 3 oder mehr Spielern.\n\n"
                  "100.6. Die letzte Regel dieses winzigen Regelwerks steht hier.\n",
                  Language::kDe);
    Run r = align({&en, &de});
    CHECK(structure(r.dump) ==
          "100.1 ok en=100.1@1 de=100.1@1\n100.2 ok en=100.2@3 de=100.2@3\n100.2a ok en=100.2a@5 de=100.2a@5\n"
          "100.3 ok en=100.3@7 de=100.3@7\n100.4 ok en=100.4@9 de=100.4@9\n100.5 ok en=100.5@11 de=100.5@11\n"
          "100.6 ok en=100.6@13 de=100.6@13\n");
    CHECK(r.diags.empty());
  }
  SUBCASE("a duplicated number, a swap, an untranslated rule, an extra rule") {
    auto de = doc("de.txt",
                  "100.1. Spieler dürfen {T} zum Tappen benutzen. Siehe Regel 101.2.\n\n"
                  "100.2. Eine Partie zu zweit beginnt mit je 20 Lebenspunkten.\n\n"
                  "100.2. Ein Sideboard hat höchstens 15 Karten.\n\n"                        // should be 100.2a
                  "100.5. Siehe Regeln 100.2a und 100.3 für die Ausnahmen in Mehrspielerpartien mit 3 oder mehr Spielern.\n\n"
                  "100.4. Ein Spieler, der aus einer leeren Bibliothek ziehen müsste, verliert das Spiel, sobald ein Spieler Priorität erhielte.\n\n"
                  "100.3. Manche Karten sagen „Immer wenn du Lebenspunkte erhältst“.\n\n"  // 100.3 and 100.5 change places
                  "100.7. Eine Regel, die es im Englischen nicht gibt, mit 99 Wörtern.\n",  // 100.6 missing, 100.7 extra
                  Language::kDe);
    Run r = align({&en, &de});
    CHECK(structure(r.dump) ==
          "100.1 ok en=100.1@1 de=100.1@1\n100.2 ok en=100.2@3 de=100.2@3\n"
          "100.2a duplicate en=100.2a@5 de=100.2@5:duplicate\n"
          "100.3 ok en=100.3@7 de=100.3@11\n"  // reordered, numbered right
          "100.4 ok en=100.4@9 de=100.4@9\n"
          "100.5 ok en=100.5@11 de=100.5@7\n"
          "100.7@de extra de=100.7@13:extra\n"  // 100.7 (stating 99) is another rule, after the last paired one ...
          "100.6 missing en=100.6@13 de:missing\n");  // ... and 100.6 is not translated
    CHECK(r.diags == "align.duplicate@de.txt:5 align.extra@de.txt:13 align.missing@en.txt:13");
  }
}

TEST_CASE("rules: two neighbours alike in content that exchanged numbers in place are a swap") {
  // The translation keeps the original's order, but 121.6a and 121.6b carry each other's numbers;
  // their contents (no numbers, no citations, similar lengths) cannot tell them apart, so the
  // positions decide (as planted in tests/real/planted_faults_test.cc).
  auto en = doc("en.txt",
                "121.6. Some effects replace card draws.\n\n"
                "121.6a An effect that replaces a card draw applies even if no card could be drawn.\n\n"
                "121.6b An effect that replaces a draw within a sequence of draws completes before the sequence goes on.\n\n"
                "121.7. Drawing a card from an empty library is not possible, as rule 704.5b explains.\n",
                Language::kEn);
  auto de = doc("de.txt",
                "121.6. Manche Effekte ersetzen das Ziehen von Karten.\n\n"
                "121.6b Ein Effekt, der das Ziehen ersetzt, gilt, auch wenn keine Karte gezogen werden konnte.\n\n"
                "121.6a Ein Effekt, der ein Ziehen innerhalb einer Folge von Ziehvorgängen ersetzt, endet, bevor die Folge weitergeht.\n\n"
                "121.7. Aus einer leeren Bibliothek kann keine Karte gezogen werden, wie Regel 704.5b erklärt.\n",
                Language::kDe);
  Run r = align({&en, &de});
  CHECK(structure(r.dump) ==
        "121.6 ok en=121.6@1 de=121.6@1\n121.6a swapped en=121.6a@3 de=121.6b@3:swapped\n"
        "121.6b swapped en=121.6b@5 de=121.6a@5:swapped\n121.7 ok en=121.7@7 de=121.7@7\n");
}

TEST_CASE("rules: of two rules with one number that cite alike, the second is the duplicate") {
  // 115.7c carries 115.7b's number; both German rules cite 115.7a as both English ones do, so the
  // citations cannot tell them apart and the order decides (as planted in
  // tests/real/planted_faults_test.cc): the second 115.7b is 115.7c.
  auto en = doc("en.txt",
                "115.7. Some effects allow a player to change the targets of a spell or ability.\n\n"
                "115.7a If an effect allows a player to change the target, the target can be changed only to another legal one.\n\n"
                "115.7b If an effect allows a player to change a target, the process in rule 115.7a is followed for one target.\n\n"
                "115.7c If an effect allows a player to change any targets, the process in rule 115.7a is followed for any number.\n\n"
                "115.8. Modal spells and abilities may have different targeting requirements for each mode.\n",
                Language::kEn);
  auto de = doc("de.txt",
                "115.7. Manche Effekte erlauben es einem Spieler, die Ziele eines Zauberspruchs oder einer Fähigkeit zu ändern.\n\n"
                "115.7a Wenn ein Effekt einem Spieler erlaubt, das Ziel zu ändern, kann es nur in ein anderes legales geändert werden.\n\n"
                "115.7b Wenn ein Effekt einem Spieler erlaubt, ein Ziel zu ändern, wird wie in Regel 115.7a für ein Ziel vorgegangen.\n\n"
                "115.7b Wenn ein Effekt einem Spieler erlaubt, beliebige Ziele zu ändern, wird wie in Regel 115.7a für jede Zahl vorgegangen.\n\n"
                "115.8. Modale Zaubersprüche und Fähigkeiten können für jeden Modus andere Zielvorgaben haben.\n",
                Language::kDe);
  Run r = align({&en, &de});
  CHECK(structure(r.dump) ==
        "115.7 ok en=115.7@1 de=115.7@1\n115.7a ok en=115.7a@3 de=115.7a@3\n115.7b ok en=115.7b@5 de=115.7b@5\n"
        "115.7c duplicate en=115.7c@7 de=115.7b@7:duplicate\n115.8 ok en=115.8@9 de=115.8@9\n");
}

TEST_CASE("rules: a run of rules numbered one too high is found by position and content") {
  auto en = doc("en.txt", kEnglish, Language::kEn);
  auto de = doc("de.txt",
                "100.1. Spieler dürfen {T} zum Tappen benutzen. Siehe Regel 101.2.\n\n"
                "100.2. Eine Partie zu zweit beginnt mit je 20 Lebenspunkten.\n\n"
                "100.2a Ein Sideboard hat höchstens 15 Karten.\n\n"
                "100.4. Manche Karten sagen „Immer wenn du Lebenspunkte erhältst“.\n\n"
                "100.5. Ein Spieler, der aus einer leeren Bibliothek ziehen müsste, verliert das Spiel, sobald ein Spieler Priorität erhielte.\n\n"
                "100.6. Siehe Regeln 100.2a und 100.3 für die Ausnahmen in Mehrspielerpartien mit 3 oder mehr Spielern.\n\n"
                "100.7. Die letzte Regel dieses winzigen Regelwerks steht hier.\n",
                Language::kDe);
  Run r = align({&en, &de});
  CHECK(structure(r.dump) ==
        "100.1 ok en=100.1@1 de=100.1@1\n100.2 ok en=100.2@3 de=100.2@3\n100.2a ok en=100.2a@5 de=100.2a@5\n"
        "100.3 misnumbered en=100.3@7 de=100.4@7:misnumbered\n100.4 misnumbered en=100.4@9 de=100.5@9:misnumbered\n"
        "100.5 misnumbered en=100.5@11 de=100.6@11:misnumbered\n100.6 misnumbered en=100.6@13 de=100.7@13:misnumbered\n");
  CHECK(r.diags == "align.misnumbered@de.txt:7 align.misnumbered@de.txt:9 align.misnumbered@de.txt:11 align.misnumbered@de.txt:13");
}

TEST_CASE("rules: strong content outweighs numbers; missing and extra rules") {
  auto en = doc("en.txt",
                "601.4. While announcing choices as described in rule 601.2b, some options may be available.\n\n"
                "601.5. If a player can no longer cast a spell (see rules 601.2a-d), the casting is illegal (see rule 732).\n\n"
                "601.5a A player may continue (see 601.3d).\n\n"
                "601.6. The first rule the translation lacks, quite long enough to matter.\n\n"
                "601.7. Last.\n",
                Language::kEn);
  auto de = doc("de.txt",
                "601.4 Falls ein Spieler keinen Zauberspruch mehr wirken darf (siehe Regeln 601.2a-d), ist das Wirken illegal (siehe Regel 732).\n\n"
                "601.4a Ein Spieler darf fortfahren (siehe Regel 601.3d).\n\n"
                "601.5 Während der Ankündigung von Entscheidungen, wie in Regel 601.2b beschrieben, können Optionen verfügbar sein.\n\n"
                "601.7 Letzte.\n\n"
                "601.8 Eine zusätzliche Regel.\n",
                Language::kDe);
  Run r = align({&en, &de});
  CHECK(structure(r.dump) ==
        "601.4 swapped en=601.4@1 de=601.5@5:swapped\n601.5 swapped en=601.5@3 de=601.4@1:swapped\n"
        "601.5a misnumbered en=601.5a@5 de=601.4a@3:misnumbered\n601.6 missing en=601.6@7 de:missing\n"
        "601.7 ok en=601.7@9 de=601.7@7\n601.8@de extra de=601.8@9:extra\n");
  // Both members are swapped; the swap is one fault, so one finding (at the first unit's German rule).
  CHECK(r.diags == "align.swapped@de.txt:5 align.misnumbered@de.txt:3 align.missing@en.txt:7 align.extra@de.txt:9");
}

TEST_CASE("a translation is paired with the edition it was made from") {
  auto old_en = doc("old.txt", "502.83. Exalted\n\n502.83a Exalted is a triggered ability giving +1/+1.\n", Language::kEn);
  auto new_en = doc("new.txt", "702.80. Exalted\n\n702.80a Exalted is a triggered ability giving +1/+1.\n", Language::kEn);
  auto fr = doc("fr.txt", "502.83. Exaltation\n\n502.83a L'exaltation est une capacité déclenchée donnant +1/+1.\n", Language::kFr);
  std::vector<const Document*> ptrs{&new_en[0], &old_en[0], &fr[0]};
  Alignment a = align_documents(ptrs);
  CHECK(structure(dump(a)) == "502.83 ok en=502.83@1 fr=502.83@1\n502.83a ok en=502.83a@3 fr=502.83a@3\n");
  std::vector<Diagnostic> diags = alignment_findings(a);
  REQUIRE(diags.size() == 1);
  CHECK(diags[0].check == "align.unused");
  CHECK(diags[0].file == "new.txt");
  CHECK(diags[0].line == 0);  // the whole file
  // Without the 2008 edition, the French translation is marked as made from another edition.
  Alignment b = align_documents({&new_en[0], &fr[0]});
  CHECK(structure(dump(b)) == "702.80 edition en=702.80@1 fr=502.83@1:edition\n702.80a edition en=702.80a@3 fr=502.83a@3:edition\n");
  std::vector<Diagnostic> e = alignment_findings(b);
  REQUIRE(e.size() == 1);  // one finding for the document, not one per rule
  CHECK(e[0].check == "align.edition");
  CHECK(e[0].file == "fr.txt");
  CHECK(e[0].line == 0);
  CHECK(e[0].message.find("its rule 502.83 is en rule 702.80") != std::string::npos);
  REQUIRE(e[0].related.size() == 2);
  CHECK(e[0].related[0].rule == "502.83");
  CHECK(e[0].related[1].rule == "702.80");
  CHECK(e[0].related[1].file == "new.txt");
}

TEST_CASE("paragraph aligner: 1-1, 1-2, 1-0, 0-1 beads by length and anchors") {
  auto ev = [](std::initializer_list<const char*> texts) {
    std::vector<Evidence> out;
    for (const char* t : texts) out.push_back(make_evidence(t, {}));
    return out;
  };
  auto beads = [](const std::vector<Bead>& bs) {
    std::string s;
    for (const Bead& b : bs) s += std::to_string(b.a_count) + "-" + std::to_string(b.b_count) + " ";
    return s;
  };
  std::vector<Evidence> a = ev({"A short first paragraph about 2 things.", "Another sentence that is of medium length here.",
                                "A long third paragraph that the translation splits into two parts, each about as long as the others.",
                                "The fourth, about {T}."});
  std::vector<Evidence> b = ev({"Ein kurzer erster Absatz über 2 Dinge.", "Ein weiterer Satz mittlerer Länge steht hier.",
                                "Ein langer dritter Absatz, den die Übersetzung teilt,", "in zwei Teile, jeder etwa so lang wie die anderen.",
                                "Der vierte, über {T}."});
  CHECK(beads(align_paragraphs(a, b, 1.0)) == "1-1 1-1 1-2 1-1 ");
  CHECK(beads(align_paragraphs(a, {}, 1.0)) == "1-0 1-0 1-0 1-0 ");
  CHECK(beads(align_paragraphs({}, b, 1.0)) == "0-1 0-1 0-1 0-1 0-1 ");
  // An untranslated short paragraph next to a long one: not merged into it (2-1) but missing (1-0).
  std::vector<Evidence> d = ev({"A short note nobody translated here.",
                                "A long paragraph that was translated, about as long in the translation as here, "
                                "which runs on for a while so that its length is what decides the pairing in the end."});
  std::vector<Evidence> e = ev({"Ein langer Absatz, der übersetzt wurde, etwa so lang in der Übersetzung wie hier, "
                                "der eine Weile weiterläuft, damit seine Länge am Ende die Paarung entscheidet."});
  CHECK(beads(align_paragraphs(d, e, 1.0)) == "1-0 1-1 ");
}

TEST_CASE("variants: one ruling in other words, any order") {
  std::vector<std::string_view> a{"Some effects put creatures into play attacking.", "Exalted abilities resolve before blockers are declared."};
  std::vector<std::string_view> b{"Exalted abilities will resolve before blockers are declared.",
                                  "A plane card is treated as if its text box included the ability.",
                                  "Some effects put creatures onto the battlefield attacking."};
  std::vector<VariantPair> v = match_variants(a, b);
  REQUIRE(v.size() == 2);
  CHECK(v[0].a == 0);
  CHECK(v[0].b == 2);
  CHECK(v[1].a == 1);
  CHECK(v[1].b == 0);
}

TEST_CASE("rulings of a bilingual file align 1:1; a second English page gives variants") {
  // Two documents of one input, as a bilingual file gives them.
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode("bi.txt",
                                                   "• Falls du genau eine Kreatur als Angreifer deklarierst, wird jede Edelmut-Fähigkeit ausgelöst, sobald sie angreift.\n"
                                                   "• Edelmut-Fähigkeiten werden verrechnet, bevor Blocker deklariert werden.\n",
                                                   {}, d));
  std::vector<Document> both = parse(src, {Language::kDe}, d);
  auto en_src = std::make_shared<const Source>(decode("bi.txt",
                                                   "\n\n\n• If you declare exactly one creature as an attacker, each exalted ability triggers when it attacks.\n"
                                                   "• Exalted abilities will resolve before blockers are declared.\n", {}, d));
  auto en_part = parse(en_src, {Language::kEn}, d);  // en_src stays alive: the blocks view its text
  both.push_back(std::move(en_part[0]));
  both[1].source = both[0].source;  // one input
  auto page = doc("page.txt",
                  "A plane card is treated as if its text box included the planeswalking ability.\n\n"
                  "Exalted abilities resolve before blockers are declared.\n",
                  Language::kEn);
  Run r = align({&both, &page});
  CHECK(structure(r.dump) ==
        "ruling:en-rulings:1 ok en=@4 de=@1\nruling:en-rulings:2 ok en=@5 de=@2\n"
        "ruling:en-rulings-2:2 variant en=@3:variant of=ruling:en-rulings:2\n"
        "ruling:en-rulings-2:1 extra en=@1:extra\n");
}

TEST_CASE("rulings of another card are not paired with the lead's by length") {
  // The English exalted rulings lead; a German translation of them pairs, the German rulings of a
  // Saga (another input, as seed 004 beside seed 000) stay units of their own, and the English
  // rulings are not missing for them.
  auto en = doc("en.txt",
                "27/04/2018\n\nIf exactly one creature attacks, each exalted ability triggers and gives it +1/+1.\n\n"
                "27/04/2018\n\nThe bonus of +1/+1 lasts until end of turn, even in a second combat phase.\n\n"
                "27/04/2018\n\nIn a Two-Headed Giant game of 2 teams, a creature attacks alone if it is the only attacker of its team.\n",
                Language::kEn);
  auto de = doc("de.txt",
                "27/04/2018\n\nFalls genau eine Kreatur angreift, wird jede Edelmut-Fähigkeit ausgelöst und gibt ihr +1/+1.\n\n"
                "27/04/2018\n\nDer Bonus von +1/+1 hält bis zum Ende des Zuges an, auch in einer zweiten Kampfphase.\n\n"
                "27/04/2018\n\nIn einer Partie Zweiköpfiger Riese mit 2 Teams greift eine Kreatur alleine an, wenn sie der einzige Angreifer ihres Teams ist.\n",
                Language::kDe);
  auto saga = doc("saga.txt",
                  "27/04/2018\n\nEine Kapitelfähigkeit wird nicht erneut ausgelöst, wenn eine Sagenmarke auf eine Sage mit 3 Marken gelegt wird.\n\n"
                  "27/04/2018\n\nSowie eine Sage ins Spiel kommt, legt ihr Beherrscher eine Sagenmarke auf sie, ohne den Stapel zu benutzen.\n\n"
                  "27/04/2018\n\nJedes Symbol links vom Textfeld einer Sage stellt eine Kapitelfähigkeit dar, die 1 Mal ausgelöst wird.\n",
                  Language::kDe);
  Run r = align({&en, &de, &saga});
  std::string s = structure(r.dump);
  INFO(s);
  CHECK(s.find("ruling:en-rulings:1 ok en=@3 de=@3\n") != std::string::npos);
  CHECK(s.find("ruling:en-rulings:3 ok en=@11 de=@11\n") != std::string::npos);
  CHECK(s.find("missing") == std::string::npos);
  for (const char* extra : {"@3:extra", "@7:extra", "@11:extra"}) CHECK(s.find(std::string("de-2=") + extra) != std::string::npos);
}

TEST_CASE("glossary entries pair by the translation's pointers, identical terms and cited rules") {
  auto en = doc("en.txt",
                "100.1. A rule.\n\nGlossary\n\n"
                "Abandon\nTo turn a scheme card face down. See rule 701.32.\n\n"
                "Adventurer Cards\nCards with a two-part frame.\n\n"
                "Bury (Obsolete)\nA term that meant to put a permanent into its owner's graveyard.\n\n"
                "Commander\nA legendary card chosen for a deck. See rule 903.3.\n\n"
                "Library\nA zone. See rule 401, \"Library.\"\n\n"
                "Credits\n\nDesign: someone\n",
                Language::kEn);
  auto de = doc("de.txt",
                "100.1 Eine Regel.\n\nGlossar\n\n\n"
                "Abandon &rarr; Fallenlassen\n\n"
                "Abenteurer-Karten\nKarten mit einem zweiteiligen Rahmen.\n\n"
                "Adventurer Cards &rarr; Abenteurer-Karten\n\n"
                "Bibliothek\nEine Zone. Siehe Regel 401, „Bibliothek“.\n\n"
                "Bury (veraltet)\nEin veralteter Ausdruck für das Legen einer bleibenden Karte in den Friedhof.\n\n"
                "Commander\nEine legendäre Karte, die für ein Deck gewählt wird. Siehe Regel 903.3.\n\n"
                "Fallenlassen\nEine Verschwörungskarte umdrehen. Siehe Regel 701.32.\n\n"
                "Zusatz\nEin Begriff nur im Deutschen.\n\n"
                "Danksagungen\n\nDesign: jemand\n",
                Language::kDe);
  Alignment a = align_documents({&en[0], &de[0]});
  std::string glossary;
  for (const std::string& line : [&] {
         std::vector<std::string> v;
         std::istringstream in(structure(dump(a)));
         for (std::string l; std::getline(in, l);) v.push_back(l);
         return v;
       }())
    if (line.find("glossary:") != std::string::npos) glossary += line + "\n";
  CHECK(glossary ==
        "glossary:abandon ok en=\"Abandon\"@5 de=\"Fallenlassen\"@22\n"
        "glossary:adventurer cards ok en=\"Adventurer Cards\"@8 de=\"Abenteurer-Karten\"@8\n"
        "glossary:bury ok en=\"Bury (Obsolete)\"@11 de=\"Bury (veraltet)\"@16\n"
        "glossary:commander ok en=\"Commander\"@14 de=\"Commander\"@19\n"
        "glossary:library ok en=\"Library\"@17 de=\"Bibliothek\"@13\n"
        "glossary:zusatz@de extra de=\"Zusatz\"@25:extra\n");
}

TEST_CASE("glossary entries defined alike pair by their terms' letters, not by which comes first") {
  // Both languages define the two entries of each pair alike and cite the same rule, so the
  // definitions cannot tell them apart (on EN/DE 2025 the greedy pairing swapped seven such pairs).
  auto en = doc("en.txt",
                "100.1. A rule.\n\nGlossary\n\n"
                "Attack Alone\nA creature attacks alone if no other creature is declared as an attacker. See rule 506.5.\n\n"
                "Block Alone\nA creature blocks alone if no other creature is declared as a blocker. See rule 506.5.\n\n"
                "Hybrid Mana Symbols\nA mana symbol for a cost paid in one of two ways. See rule 107.4.\n\n"
                "Hybrid Phyrexian Mana Symbols\nA mana symbol for a cost paid in one of three ways. See rule 107.4.\n\n"
                "Credits\n\nDesign: someone\n",
                Language::kEn);
  auto de = doc("de.txt",
                "100.1 Eine Regel.\n\nGlossar\n\n\n"
                "Alleine angreifen\nEine Kreatur greift alleine an, wenn keine andere als Angreifer deklariert wird. Siehe Regel 506.5.\n\n"
                "Alleine blocken\nEine Kreatur blockt alleine, wenn keine andere als Blocker deklariert wird. Siehe Regel 506.5.\n\n"
                "Hybride Phyrexianische Manasymbole\nEin Manasymbol für Kosten, die auf eine von drei Weisen bezahlt werden. Siehe Regel 107.4.\n\n"
                "Hybrid-Manasymbole\nEin Manasymbol für Kosten, die auf eine von zwei Weisen bezahlt werden. Siehe Regel 107.4.\n\n"
                "Danksagungen\n\nDesign: jemand\n",
                Language::kDe);
  Alignment a = align_documents({&en[0], &de[0]});
  std::map<std::string, std::string> pairs;
  for (const Unit& u : a.units)
    if (u.kind == UnitKind::kGlossary && u.members[0].present() && u.members[1].present())
      pairs[std::string(a.block(u.members[0])->term)] = std::string(a.block(u.members[1])->term);
  CHECK(pairs["Attack Alone"] == "Alleine angreifen");
  CHECK(pairs["Block Alone"] == "Alleine blocken");
  CHECK(pairs["Hybrid Mana Symbols"] == "Hybrid-Manasymbole");
  CHECK(pairs["Hybrid Phyrexian Mana Symbols"] == "Hybride Phyrexianische Manasymbole");
}

TEST_CASE("renumbering map between two editions") {
  auto old_ed = doc("2008.txt",
                    "These rules are effective as of October 1, 2008.\n\n306.5. A creature attacks alone if it is the only creature declared as an attacker.\n\n"
                    "502.83. Exalted\n\n502.83a Exalted is a triggered ability. See rule 306.5.\n\n"
                    "600.1. A rule that was removed in the next edition for good.\n\n"
                    "700.1. This rule stays as it is.\n\n700.2. Each player starts the game with 20 life.\n",
                    Language::kEn);
  auto new_ed = doc("2009.txt",
                    "These rules are effective as of October 1, 2009.\n\n506.5. A creature attacks alone if it is the only creature declared as an attacker.\n\n"
                    "702.80. Exalted\n\n702.80a Exalted is a triggered ability. See rule 506.5.\n\n"
                    "700.1. This rule stays as it is.\n\n700.2. Each player begins the game with 20 life.\n\n"
                    "800.1. A rule added in this edition.\n",
                    Language::kEn);
  Alignment a = map_editions(old_ed[0], new_ed[0]);
  CHECK(a.slot_keys() == std::vector<std::string>{"2008-10-01", "2009-10-01"});
  CHECK(structure(dump(a)) ==
        "306.5>506.5 renumbered 2008-10-01=306.5@3 2009-10-01=506.5@3:renumbered\n"
        "502.83>702.80 renumbered 2008-10-01=502.83@5 2009-10-01=702.80@5:renumbered\n"
        "502.83a>702.80a renumbered 2008-10-01=502.83a@7 2009-10-01=702.80a@7:renumbered\n"
        "600.1@2008-10-01 removed 2008-10-01=600.1@9:removed\n"
        "700.1 ok 2008-10-01=700.1@11 2009-10-01=700.1@9\n"
        "700.2 reworded 2008-10-01=700.2@13 2009-10-01=700.2@11:reworded\n"  // same number, new wording
        "800.1@2009-10-01 added 2009-10-01=800.1@13:added\n");
  // Two texts of different languages are not editions of one text: no units, the second is unused.
  auto de = doc("de.txt", "702.80. Edelmut\n", Language::kDe);
  Alignment x = map_editions(old_ed[0], de[0]);
  CHECK(x.units.empty());
  CHECK(x.documents[1].use == DocumentUse::kNotAnEdition);
  std::vector<Diagnostic> f = alignment_findings(x);
  REQUIRE(f.size() == 1);
  CHECK(f[0].check == "align.unused");
  CHECK(f[0].file == "de.txt");
  CHECK(f[0].line == 0);
}

// The ids and statuses of an edition map, one "id status" per unit.
std::string changes(const Alignment& a) {
  std::string out;
  for (const Unit& u : a.units) out += u.id.str() + " " + std::string(unit_status_name(u.status)) + "\n";
  return out;
}

TEST_CASE("edition map: a subrule inserted shifts the letters after it as one run") {
  // Intent: 702.80b is inserted, the old b-d become c-e (one of them reworded a little); the map
  // must follow each old subrule to its new letter, not pair old b with the new b, which reads
  // much like it, nor report a shifted subrule as reworded or removed.
  const std::string head = "These rules are effective as of November 14, 2025.\n\n702.80. Bushido\n\n"
                           "702.80a Bushido is a triggered ability. Bushido N means whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn.\n\n";
  const std::string b = "If a creature has multiple instances of bushido, each triggers separately.";
  const std::string c = "If a creature with bushido blocks or becomes blocked by multiple creatures, its bushido triggers only once.";
  const std::string d = "A creature with bushido gets the bonus each time it blocks or becomes blocked during a turn.";
  auto old_ed = doc("old.txt", head + "702.80b " + b + "\n\n702.80c " + c + "\n\n702.80d " + d + "\n\n702.81. Exalted\n", Language::kEn);
  auto new_ed = doc("new.txt",
                    "These rules are effective as of March 6, 2026.\n\n" + head.substr(head.find("702.80.")) +
                        "702.80b If a creature has multiple instances of bushido, the bonuses add up.\n\n702.80c " + b +
                        "\n\n702.80d " + c + "\n\n702.80e A creature with bushido gets the bonus each time it blocks or becomes blocked during one turn.\n\n"
                        "702.81. Exalted\n",
                    Language::kEn);
  Alignment a = map_editions(old_ed[0], new_ed[0]);
  CHECK(changes(a) ==
        "702.80 ok\n702.80a ok\n702.80b>702.80c renumbered\n702.80c>702.80d renumbered\n702.80d>702.80e renumbered\n"
        "702.81 ok\n702.80b@2026-03-06 added\n");
}

TEST_CASE("edition map: a section inserted shifts the rules after it by one, reworded ones too") {
  // Intent: a new section 104 pushes 104-105 to 105-106; every old rule is followed to its
  // shifted number, also 104.1, whose wording changed (renumbered and reworded), and the new 104
  // is added, although it reads like the old 104.1 and carries its number.
  auto old_ed = doc("old.txt",
                    "These rules are effective as of November 14, 2025.\n\n104. Ending the Game\n\n"
                    "104.1. A game ends immediately when a player wins, when the game is a draw, or when the game is restarted.\n\n"
                    "105. Colors\n\n105.1. There are five colors in the game: white, blue, black, red, and green.\n",
                    Language::kEn);
  auto new_ed = doc("new.txt",
                    "These rules are effective as of March 6, 2026.\n\n104. Drawing the Game\n\n"
                    "104.1. A game ends immediately as a draw when the game is restarted or when every player loses at once.\n\n"
                    "105. Ending the Game\n\n"
                    "105.1. A game ends immediately when a player wins, when the game is a draw, or when the game is restarted or abandoned.\n\n"
                    "106. Colors\n\n106.1. There are five colors in the game: white, blue, black, red, and green.\n",
                    Language::kEn);
  Alignment a = map_editions(old_ed[0], new_ed[0]);
  CHECK(changes(a) == "104>105 renumbered\n104.1>105.1 renumbered\n105>106 renumbered\n105.1>106.1 renumbered\n"
                      "104@2026-03-06 added\n104.1@2026-03-06 added\n");
  // The reworded one is paired by wording in its gap, below the exact score.
  const Unit& moved = a.units[1];
  CHECK(moved.members[1].score < 1);
  CHECK(moved.members[1].score >= 0.5);
}

TEST_CASE("edition map: the same text under another number is paired before a similar one under the same number") {
  // Intent: an exact-text move wins over the same number: old 200.2 is new 200.3 word for word,
  // the new 200.2 (a near copy of old 200.2) is added; a near-exact move (one word changed) wins
  // over a same-number rule that shares most words.
  auto old_ed = doc("old.txt",
                    "These rules are effective as of November 14, 2025.\n\n"
                    "200.1. A player may look at the top card of their library at any time during the game.\n\n"
                    "200.2. A player may reveal the top card of their library at any time during their turn.\n",
                    Language::kEn);
  auto new_ed = doc("new.txt",
                    "These rules are effective as of March 6, 2026.\n\n"
                    "200.2. A player may look at the top card of their library at any time during a game.\n\n"
                    "200.3. A player may reveal the top card of their library at any time during their turn.\n\n"
                    "200.1. A player may reveal the top card of their graveyard at any time during their turn.\n",
                    Language::kEn);
  Alignment a = map_editions(old_ed[0], new_ed[0]);
  CHECK(changes(a) == "200.1>200.2 renumbered\n200.2>200.3 renumbered\n200.1@2026-03-06 added\n");
}

TEST_CASE("card files: a keyword before an em dash is the line's anchor whatever follows the dash") {
  // The intent: an ability word's line ("Landfall — ..., ...") and a keyword with a cost after a
  // dash ("Escape—{3}{B}, Exile ...") are anchored by their keyword though the text after the dash
  // has commas; a line whose words before the dash are no keyword of the card is not anchored.
  const char* json = R"({"data": {"code": "TAW", "cards": [
    {"name": "Stone Pup", "number": "1", "keywords": ["Landfall"],
     "text": "Landfall \u2014 Whenever a land you control enters, Stone Pup gets +2/+2 until end of turn.\nChoose one \u2014 Draw a card, then discard a card."},
    {"name": "Back Rat", "number": "2", "keywords": ["Escape"],
     "text": "Smash the Chest \u2014 When Back Rat enters, you gain 1 life.\nEscape\u2014{3}{B}, Exile three other cards from your graveyard."}]}})";
  Diagnostics d;
  CardSet set = read_card_set("t.json", json, d);
  CHECK(d.all().empty());
  CHECK(structure(dump(align_cards(set))) ==
        "TAW:1:1 missing en=@3 de:missing fr:missing keyword=Landfall\nTAW:1:2 missing en=@3 de:missing fr:missing\n"
        "TAW:2:1 missing en=@5 de:missing fr:missing\nTAW:2:2 missing en=@5 de:missing fr:missing keyword=Escape\n");
}

TEST_CASE("card files: lines pair per card, keywords become anchors, bad JSON is reported") {
  const char* json = R"({"meta": {"version": "5"}, "data": {"cards": [
    {"foreignData": [{"language": "German", "name": "Wächter", "text": "Fliegend\nWenn der Wächter ins Spiel kommt, ziehe 2 Karten."},
                     {"language": "French", "name": "Gardien", "text": "Vol\nQuand le Gardien arrive, piochez 2 cartes."},
                     {"language": "Spanish", "name": "Guardián", "text": "Vuela"}],
     "keywords": ["Flying"], "name": "Warden", "number": "7",
     "text": "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhen Warden enters, draw 2 cards."},
    {"name": "Plains", "number": "250"},
    {"foreignData": [], "name": "Lonely", "number": "8", "text": "Tap {T}: Add {W}."}],
    "code": "TST", "name": "Test Set", "releaseDate": "2026-01-02"}})";
  Diagnostics d;
  CHECK(looks_like_card_file(json));
  CHECK_FALSE(looks_like_card_file("702.80. Exalted"));
  CardSet set = read_card_set("t.json", json, d);
  CHECK(d.all().empty());
  CHECK(set.name == "Test Set");
  REQUIRE(set.cards.size() == 2);
  CHECK(set.cards[0].set == "TST");
  CHECK(set.docs[1].blocks[0].term == "Wächter");
  CHECK(set.docs[0].edition == "2026-01-02");
  Alignment a = align_cards(set);
  CHECK(structure(dump(a)) ==
        "TST:7:1 ok en=@6 de=@2 fr=@3 keyword=Flying\nTST:7:2 ok en=@6 de=@2 fr=@3\nTST:8:1 missing en=@8 de:missing fr:missing\n");
  // AllPrintings shape: many sets under "data", each with its code; parsed in place when padded.
  std::string all = R"({"meta": {}, "data": {"AAA": {"cards": [{"name": "One", "number": "1", "text": "Draw a card.",
    "foreignData": [{"language": "German", "name": "Eins", "text": "Ziehe eine Karte."}]}], "code": "AAA"},
    "BBB": {"code": "BBB", "cards": [{"name": "Two", "number": "2a", "text": "Flying", "keywords": ["Flying"]}]}}})";
  std::size_t size = all.size();
  all.reserve(size + 64);
  CardSet many = read_card_set("all.json", std::string_view(all.data(), size), d, all.capacity());
  CHECK(d.all().empty());
  REQUIRE(many.cards.size() == 2);
  CHECK(many.cards[0].set == "AAA");
  CHECK(many.cards[1].set == "BBB");
  // AAA's line is translated into German (its member is ok) but not into French (missing).
  Alignment m = align_cards(many);
  CHECK(structure(dump(m)) == "AAA:1:1 missing en=@1 de=@2 fr:missing\nBBB:2a:1 missing en=@3 de:missing fr:missing keyword=Flying\n");
  CHECK(m.units[0].members[1].status == UnitStatus::kOk);
  CHECK(m.units[0].members[2].status == UnitStatus::kMissing);
  // A collector number used twice still gives unique unit ids.
  CardSet twice = read_card_set("twice.json", R"({"data": {"code": "T", "cards": [{"name": "A", "number": "1", "text": "Draw a card."},
    {"name": "B", "number": "1", "text": "Draw two cards."}]}})", d);
  CHECK(structure(dump(align_cards(twice))) == "T:1:1 missing en=@1 de:missing fr:missing\nT:1:1#2 missing en=@2 de:missing fr:missing\n");
  CardSet bad = read_card_set("bad.json", R"({"data": {"cards": [{"name": "X", "text": )", d);
  REQUIRE(d.all().size() == 1);
  CHECK(d.all()[0].check == "cards.invalid");
  CHECK(bad.cards.empty());
}

TEST_CASE("unit ids, slots and document ids are stable and free of paths") {
  CHECK(UnitId::rule("702.80a").str() == "702.80a");
  CHECK(UnitId::rule("601.8").only_in("de").str() == "601.8@de");
  CHECK(UnitId::ruling("de-rulings-2", 3).str() == "ruling:de-rulings-2:3");
  CHECK(UnitId::glossary("Continuous Artifact (Obsolete)") == UnitId::glossary("continuous  artifact (veraltet)"));
  CHECK(UnitId::glossary("STRASSE").str() == "glossary:strasse");
  CHECK(UnitId::glossary("Stra\u00DFe").str() == "glossary:strasse");  // ICU full case folding
  CHECK(UnitId::card_line("DOM", "6", 2).str() == "DOM:6:2");
  CHECK(UnitId::edition("502.83", "702.80").str() == "502.83>702.80");
  CHECK(UnitId::edition("702.80", "702.80").str() == "702.80");
  CHECK(UnitId::rule("107.17").repeat(2).str() == "107.17#2");
  CHECK(Slot{"de", 2, {}}.key() == "de-2");
  CHECK(Slot{"en", 1, "2008-10-01"}.key() == "2008-10-01");
  // The same inputs under absolute and relative names give the same ids.
  const char* en_text = "100.1. A rule about {T}.\n\n\u2022 A ruling about 2 things.\n";
  const char* de_text = "100.1. Eine Regel \u00FCber {T}.\n\n\u2022 Eine Entscheidung \u00FCber 2 Dinge.\n";
  auto en_rel = doc("en.txt", en_text, Language::kEn), de_rel = doc("de.txt", de_text, Language::kDe);
  auto en_abs = doc("/tmp/some where/en.txt", en_text, Language::kEn), de_abs = doc("/home/x/de.txt", de_text, Language::kDe);
  Alignment r = align_documents({&en_rel[0], &de_rel[0]}), b = align_documents({&en_abs[0], &de_abs[0]});
  REQUIRE(r.units.size() == b.units.size());
  for (std::size_t i = 0; i < r.units.size(); ++i) {
    CHECK(r.units[i].id == b.units[i].id);
    CHECK(r.units[i].id.str().find('/') == std::string::npos);
  }
  CHECK(r.documents[0].id == "en-rules");
  CHECK(r.documents[1].id == "de-rules");
  CHECK(r.slot_keys() == std::vector<std::string>{"en", "de"});
  // A second German input is its own slot.
  auto de2 = doc("de2.txt", de_text, Language::kDe);
  Alignment t = align_documents({&en_rel[0], &de_rel[0], &de2[0]});
  CHECK(t.slot_keys() == std::vector<std::string>{"en", "de", "de-2"});
  CHECK(t.documents[2].id == "de-rules-2");
}

TEST_CASE("the gap pairing of the rule aligner equals brute force on small cases") {
  // Every order-keeping pairing of a x b items, enumerated: the best total weight.
  std::function<double(std::size_t, std::size_t, std::size_t, std::size_t, const std::vector<double>&, const std::vector<bool>&)> brute =
      [&](std::size_t i, std::size_t j, std::size_t a, std::size_t b, const std::vector<double>& w, const std::vector<bool>& ok) {
        if (i == a || j == b) return 0.0;
        double best = std::max(brute(i + 1, j, a, b, w, ok), brute(i, j + 1, a, b, w, ok));
        if (ok[i * b + j]) best = std::max(best, w[i * b + j] + brute(i + 1, j + 1, a, b, w, ok));
        return best;
      };
  std::mt19937 rng(20261130);
  std::uniform_real_distribution<double> weight(0.0, 2.2);
  std::bernoulli_distribution allowed(0.7);
  for (int round = 0; round < 2000; ++round) {
    std::size_t a = rng() % 6, b = rng() % 6;
    std::vector<double> w(a * b);
    std::vector<bool> ok(a * b);
    for (std::size_t k = 0; k < a * b; ++k) {
      w[k] = weight(rng);
      ok[k] = allowed(rng);
    }
    auto pairs = best_ordered_pairing(a, b, [&](std::size_t i, std::size_t j, bool* o) {
      *o = ok[i * b + j];
      return w[i * b + j];
    });
    double total = 0;
    for (std::size_t k = 0; k < pairs.size(); ++k) {
      auto [i, j] = pairs[k];
      REQUIRE(ok[i * b + j]);
      if (k) REQUIRE((pairs[k - 1].first < i && pairs[k - 1].second < j));  // order kept on both sides
      total += w[i * b + j];
    }
    CAPTURE(round);
    CHECK(total == doctest::Approx(brute(0, 0, a, b, w, ok)));
  }
}

}  // namespace rulecorp
