// The glossary builder end to end on small texts parsed and aligned as the pipeline does: concepts
// keyed by the English term, sources merged, variants with statuses, definitions, contexts, rule
// numbers and conflicts; concept ids.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <set>

#include "align/aligner.h"
#include "glossary/aligned_rule.h"
#include "glossary/association.h"
#include "glossary/cr_glossary.h"
#include "glossary/glossary_builder.h"
#include "parse/parser.h"
#include "support/shared_dir.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

std::vector<Document> doc(const std::string& name, std::string_view text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return parse(src, o, d);
}

constexpr std::string_view kEn =
    "5. Turn Structure\n\n"
    "506. Combat Phase\n\n"
    "506.1. The combat phase has five steps. Each combat phase ends.\n\n"
    "506.2. During the combat phase, the active player attacks.\n\n"
    "702.80. Exalted\n\n"
    "702.80a Exalted is a triggered ability. \"Exalted\" means \"Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.\"\n\n"
    "702.80b A creature \"attacks alone\" if it's the only creature declared as an attacker in a given combat phase.\n\n"
    "Glossary\n\n"
    "Combat Phase\nThe part of a turn in which creatures attack. See rule 506.\n\n"
    "Exalted\nA keyword ability. See rule 702.80.\n\n"
    "Credits\n";
constexpr std::string_view kDe =
    "5. Zugstruktur\n\n"
    "506. Kampfphase\n\n"
    "506.1. Die Kampfphase hat fünf Schritte. Jede Kampfphase endet.\n\n"
    "506.2. Während der Kampfphase greift der aktive Spieler an.\n\n"
    "702.80. Edelmut\n\n"
    "702.80a Edelmut ist eine ausgelöste Fähigkeit. „Edelmut“ bedeutet: „Immer wenn eine Kreatur, die du kontrollierst, alleine angreift, erhält diese Kreatur +1/+1 bis zum Ende des Zuges.“\n\n"
    "702.80b Eine Kreatur „greift alleine an“, falls sie die einzige Kreatur ist, die in einer bestimmten Kampf-Phase als Angreifer deklariert wird.\n\n"
    "Glossar\n\n"
    "Edelmut\nEine Schlüsselwortfähigkeit. Siehe Regel 702.80.\n\n"
    "Kampfphase\nDer Teil eines Zuges, in dem Kreaturen angreifen. Siehe Regel 506.\n\n"
    "Mitwirkende\n";

// An aligned EN/DE rule numbered `n`.
InputUnit rule(std::string n, std::string en, std::string de) { return test::aligned_rule(std::move(n), std::move(en), std::move(de)); }

}  // namespace

TEST_CASE("concept ids: ICU case folding, obsolete marks dropped, spaces collapsed, typographic apostrophe folded") {
  CHECK(concept_id("Combat Phase") == "combat phase");
  CHECK(concept_id("  Banding   (Obsolete)") == "banding");
  CHECK(concept_id("Council’s Dilemma") == "council's dilemma");
  CHECK(concept_id("STRASSE") == "strasse");
  CHECK(concept_id("Straße") == "strasse");  // full case folding
}

TEST_CASE("glossary of a small EN/DE pair: sources merged into concepts with definitions, contexts, rules and statuses") {
  auto en = doc("en.txt", kEn, Language::kEn);
  auto de = doc("de.txt", kDe, Language::kDe);
  REQUIRE(en.size() == 1);
  REQUIRE(de.size() == 1);
  Diagnostics d;
  Alignment a = align_documents({&en[0], &de[0]});
  std::vector<InputUnit> units = glossary_input(a);
  Glossary g = build_glossary(units);
  REQUIRE(g.languages == std::vector<std::string>{"en", "de"});
  const Concept* exalted = g.find("exalted");
  REQUIRE(exalted != nullptr);
  CHECK(exalted->term("de")->text() == "Edelmut");
  CHECK(exalted->term("de")->definition == "Eine Schlüsselwortfähigkeit. Siehe Regel 702.80.");
  CHECK(exalted->term("en")->definition == "A keyword ability. See rule 702.80.");
  // Heading, CR glossary and quoted definition all agree: no conflict, each is evidence.
  CHECK(exalted->conflicts.empty());
  std::set<std::string> sources;
  for (const TermEvidence& e : exalted->evidence) sources.insert(std::string(term_source_name(e.source)));
  CHECK(sources == std::set<std::string>{"heading", "cr-glossary", "definition"});
  const Concept* combat = g.find("combat phase");
  REQUIRE(combat != nullptr);
  const Term* kp = combat->term("de");
  REQUIRE(kp != nullptr);
  CHECK(kp->text() == "Kampfphase");
  // Used in 506, 506.1, 506.2; "Kampf-Phase" is no variant of it (only the structural term is).
  CHECK(kp->rules == std::vector<std::string>{"506", "506.1", "506.2"});
  CHECK(kp->context == "Die Kampfphase hat fünf Schritte.");
  CHECK(kp->context_rule == "506.1");
  const Concept* trig = g.find("triggered ability");
  REQUIRE(trig != nullptr);
  CHECK(trig->term("de")->text() == "ausgelöste Fähigkeit");
  // Without the CR glossaries the definitions are gone, the heading pairs stay.
  GlossaryOptions o;
  o.cr_glossary = false;
  Glossary g2 = build_glossary(units, o);
  REQUIRE(g2.find("exalted") != nullptr);
  CHECK(g2.find("exalted")->term("de")->definition.empty());
  CHECK(g2.find("exalted")->term("de")->text() == "Edelmut");
}

TEST_CASE("a translation without its glossary section: the English Glossary's entries are still looked for in the rules") {
  // The German text with its Glossar cut: the aligner leaves the English Glossary out (nothing to
  // pair it with), the glossary's input keeps its entries, English alone.
  std::string cut(kDe);
  cut.erase(cut.find("Glossar\n"), cut.find("Mitwirkende") - cut.find("Glossar\n"));
  auto en = doc("en.txt", kEn, Language::kEn);
  auto de = doc("de.txt", kDe, Language::kDe);
  auto de_cut = doc("de.txt", cut, Language::kDe);
  REQUIRE(de_cut.size() == 1);
  std::vector<InputUnit> units = glossary_input(align_documents({&en[0], &de_cut[0]}));
  std::vector<std::string> entries;
  for (const InputUnit& u : units)
    if (u.kind == InputKind::kGlossary) {
      CHECK(u.sides.size() == 1);
      entries.push_back(u.id + "=" + u.sides[0].term + ": " + u.sides[0].text);
    }
  CHECK(entries == std::vector<std::string>{"glossary:combat phase=Combat Phase: The part of a turn in which creatures attack. See rule 506.",
                                            "glossary:exalted=Exalted: A keyword ability. See rule 702.80."});
  CHECK(english_glossary_terms(units) == std::vector<std::string>{"Combat Phase", "Exalted"});
  // The same glossary as the whole pair's without reading the CR glossaries: one path either way.
  GlossaryOptions no_cr;
  no_cr.cr_glossary = false;
  Glossary without = build_glossary(units), with = build_glossary(glossary_input(align_documents({&en[0], &de[0]})), no_cr);
  CHECK(dump(without) == dump(with));
  REQUIRE(without.find("combat phase") != nullptr);
  CHECK(without.find("combat phase")->term("de")->text() == "Kampfphase");
}

TEST_CASE("variants: the best source's term is preferred, a heading or glossary form stays admitted, sources that disagree are recorded") {
  std::vector<InputUnit> us = {rule("701.13", "Exile", "Ins Exil schicken"), rule("406", "Exile", "Exil")};
  for (int i = 1; i <= 12; ++i)
    us.push_back(rule("406." + std::to_string(i), "Exile the card.", "Schicke die Karte ins Exil."));
  InputUnit gl;
  gl.kind = InputKind::kGlossary;
  gl.id = "glossary:Exile";
  InputSide e, t;
  e.language = "en";
  e.term = "Exile";
  e.text = "A zone.";
  t.language = "de";
  t.term = "Exilzone";
  t.text = "Eine Zone.";
  gl.sides = {e, t};
  us.push_back(gl);
  Glossary g = build_glossary(us);
  const Concept* c = g.find("exile");
  REQUIRE(c != nullptr);
  const Term* de = c->term("de");
  REQUIRE(de != nullptr);
  REQUIRE(de->variants.size() == 3);
  CHECK(de->variants[0].text == "Exil");  // a heading, used in 13 places
  CHECK(de->variants[0].status == TermStatus::kPreferred);
  // The other heading (a homonym) stays admitted however rare; the glossary's form is never used.
  for (const Variant& v : de->variants) {
    if (v.text == "Ins Exil schicken") CHECK(v.status == TermStatus::kAdmitted);
    if (v.text == "Exilzone") CHECK(v.status == TermStatus::kAdmitted);
  }
  REQUIRE(c->conflicts.size() == 1);
  CHECK(c->conflicts[0].find("cr-glossary gives \xE2\x80\x9C" "Exilzone") != std::string::npos);
}

TEST_CASE("variants: a spelling used in a small minority of places is deprecated") {
  std::vector<InputUnit> us;
  for (int i = 1; i <= 13; ++i) {
    InputUnit u;
    u.kind = InputKind::kCardLine;
    u.id = "SET:" + std::to_string(i) + ":1";
    u.keyword = "Flying";
    InputSide e, t;
    e.language = "en";
    e.text = "Flying";
    e.term = "Card " + std::to_string(i);
    t.language = "de";
    t.text = i == 13 ? "Fliegend" : "Flugfähigkeit";
    t.term = "Karte " + std::to_string(i);
    u.sides = {e, t};
    us.push_back(u);
  }
  Glossary g = build_glossary(us);
  const Concept* c = g.find("flying");
  REQUIRE(c != nullptr);
  const Term* de = c->term("de");
  REQUIRE(de->variants.size() == 2);
  CHECK(de->variants[0].text == "Flugfähigkeit");
  CHECK(de->variants[0].count == 12);
  CHECK(de->variants[1].text == "Fliegend");
  CHECK(de->variants[1].status == TermStatus::kDeprecated);  // 1 of 13 card lines
  CHECK(c->conflicts.empty());  // one source, two spellings: a variant, not a disagreement
  REQUIRE(g.find("card 1") != nullptr);
  CHECK(g.find("card 1")->term("de")->text() == "Karte 1");
  CHECK(g.find("card 1")->term("de")->part_of_speech == "properNoun");
}

TEST_CASE("weak evidence gives way: one card against the CR's heading, an association against the cards") {
  auto card_line = [](std::string id, std::string keyword, std::string en, std::string de, std::string name) {
    InputUnit u;
    u.kind = InputKind::kCardLine;
    u.id = std::move(id);
    u.keyword = std::move(keyword);
    InputSide e, t;
    e.language = "en";
    e.text = std::move(en);
    e.term = name;
    t.language = "de";
    t.text = std::move(de);
    t.term = name + " (de)";
    u.sides = {e, t};
    return u;
  };
  // 702.111 "Menace" / "Bedrohlich"; two cards print "Bedrohlich", one card's printed text
  // (older than its Oracle wording) has "Todesberührung" where the English says "Menace".
  std::vector<InputUnit> us = {rule("702.111", "Menace", "Bedrohlich"),
                               rule("702.111a", "Menace is an evasion ability.", "Bedrohlich ist eine Fähigkeit, die das Blocken erschwert."),
                               card_line("S:1:1", "Menace", "Menace", "Bedrohlich", "One"),
                               card_line("S:2:1", "Menace", "Menace", "Bedrohlich", "Two"),
                               card_line("S:3:1", "Menace", "Menace", "Todesberührung", "Three")};
  // Creature types: the cards pair "Wizard" / "Zauberer"; in the rules "Wizard" stands beside
  // "Rogue" in every sentence, so co-occurrence cannot tell "Zauberer" from "Räuber".
  for (int i = 1; i <= 3; ++i) {
    InputUnit u = card_line("S:" + std::to_string(10 + i) + ":1", "", "Draw a card.", "Ziehe eine Karte.", "Mage " + std::to_string(i));
    u.sides[0].type_line = "Creature — Human Wizard";
    u.sides[1].type_line = "Kreatur — Mensch, Zauberer";
    us.push_back(u);
  }
  for (int i = 1; i <= 4; ++i)
    us.push_back(rule("205.3m." + std::to_string(i), "A Wizard or Rogue acts.", "Ein Räuber oder Zauberer handelt."));
  for (int i = 1; i <= 3; ++i) us.push_back(rule("100." + std::to_string(i), "A mage casts spells.", "Ein Zauberer wirkt Zaubersprüche."));
  // By co-occurrence alone a phrase of the 205.3m sentences is the better match ("Räuber",
  // "Zauberer handelt"): in every unit of "Wizard" and nowhere else; "Zauberer" alone is not.
  {
    WordCache cache;
    std::vector<Candidate> alone;
    find_associated_terms(us, "de", {"Wizard"}, {}, AssociationOptions{}, cache, alone);
    REQUIRE(alone.size() >= 1);
    CHECK_MESSAGE(alone[0].term != "Zauberer", alone[0].term);
  }
  Glossary g = build_glossary(us);
  const Concept* menace = g.find("menace");
  REQUIRE(menace != nullptr);
  REQUIRE(menace->term("de") != nullptr);
  for (const Variant& v : menace->term("de")->variants) CHECK_MESSAGE(v.text != "Todesberührung", v.text);
  CHECK(menace->term("de")->text() == "Bedrohlich");
  const Concept* wizard = g.find("wizard");
  REQUIRE(wizard != nullptr);
  REQUIRE(wizard->term("de") != nullptr);
  CHECK(wizard->term("de")->text() == "Zauberer");
  for (const Variant& v : wizard->term("de")->variants) CHECK_MESSAGE(v.text.find("Räuber") == std::string::npos, v.text);
}

TEST_CASE("weak evidence gives way: an association whose rendering is a longer term's names a piece of it") {
  // "Untap" stands in the rules mostly inside "untap step", which the heading 502 pairs with
  // "Enttappsegment": co-occurrence pairs "Untap" with the compound too, but the compound is the
  // step's, not the verb's.
  std::vector<InputUnit> us = {
      rule("502", "Untap Step", "Enttappsegment"),
      rule("502.1", "First, all phased-in permanents phase out during the untap step.", "Zuerst werden im Enttappsegment alle Permanents destabilisiert."),
      rule("502.2", "During the untap step, the active player untaps permanents.", "Im Enttappsegment enttappt der aktive Spieler bleibende Karten."),
      rule("502.3", "No player receives priority during the untap step.", "Kein Spieler erhält Priorität während des Enttappsegments."),
      rule("502.4", "A player may untap a land.", "Ein Spieler kann ein Land enttappen.")};
  InputUnit entry;
  entry.kind = InputKind::kGlossary;
  entry.id = "glossary:Untap";
  InputSide e;
  e.language = "en";
  e.term = "Untap";
  e.text = "To rotate a permanent back to the upright position.";
  entry.sides = {e};
  us.push_back(entry);
  {
    WordCache cache;
    std::vector<Candidate> alone;
    find_associated_terms(us, "de", {"Untap"}, {}, AssociationOptions{}, cache, alone);
    REQUIRE(alone.size() >= 1);
    CHECK(alone[0].term == "Enttappsegment");
  }
  Glossary g = build_glossary(us);
  const Concept* step = g.find("untap step");
  REQUIRE(step != nullptr);
  CHECK(step->term("de")->text() == "Enttappsegment");
  if (const Concept* untap = g.find("untap"); untap != nullptr && untap->term("de") != nullptr)
    for (const Variant& v : untap->term("de")->variants) CHECK_MESSAGE(v.text != "Enttappsegment", v.text);
}

TEST_CASE("jobs: the glossary of the EN+DE 2025 rules is the same on one thread and on three") {
  // The words are split per language on several threads, their stems numbered per language: the
  // numbers, and so every pair, variant and context, must not depend on the threads.
  std::filesystem::path cr = test::shared_dir() + "/corpus/cr";
  if (!std::filesystem::exists(cr / "cr-en-2025-11-14.txt")) return;  // no corpus here
  auto read = [](const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
  };
  std::string en_text = read(cr / "cr-en-2025-11-14.txt"), de_text = read(cr / "cr-de-2025-11-14.txt");
  auto en = doc("cr-en-2025-11-14.txt", en_text, Language::kEn);
  auto de = doc("cr-de-2025-11-14.txt", de_text, Language::kDe);
  REQUIRE(!en.empty());
  REQUIRE(!de.empty());
  std::vector<InputUnit> units = glossary_input(align_documents({&en[0], &de[0]}));
  GlossaryOptions one, three;
  three.fanout = Fanout::on_threads(3);
  Glossary a = build_glossary(units, one), b = build_glossary(units, three);
  REQUIRE(a.concepts.size() > 1000);
  CHECK(a.concepts.size() == b.concepts.size());
  CHECK(dump(a) == dump(b));
  bool same = a.concepts.size() == b.concepts.size();
  for (std::size_t k = 0; same && k < a.concepts.size(); ++k) {
    const Concept &x = a.concepts[k], &y = b.concepts[k];
    same = x.id == y.id && x.conflicts == y.conflicts && x.evidence.size() == y.evidence.size() && x.terms.size() == y.terms.size();
    for (std::size_t t = 0; same && t < x.terms.size(); ++t)
      same = x.terms[t].context == y.terms[t].context && x.terms[t].rules == y.terms[t].rules &&
             x.terms[t].variants.size() == y.terms[t].variants.size();
    CHECK_MESSAGE(same, x.id);
  }
}

TEST_CASE("the alignment's unit ids and the glossary's concept ids take the same key") {
  for (const char* t : {"Bury (Veraltet)", "Council\xE2\x80\x99s Dilemma", "Flying", "Stra\xC3\x9F" "e"}) {
    CAPTURE(t);
    CHECK(normalise_term(t) == concept_id(t));
    CHECK(UnitId::glossary(t).str() == "glossary:" + concept_id(t));
  }
}

}  // namespace rulecorp
