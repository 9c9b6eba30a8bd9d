// The update package (update/update_package.h) of a German translation of a small English edition
// brought to the next one. Intent: a unit for each rule, example and glossary entry whose English
// was reworded or added, none for a rule only renumbered or left alone; a reworded unit carries
// the German text with its citations renumbered to the new edition, an added one none; ids name
// the new numbers (an example by its place under its rule, an entry by its normalised term); the
// terms are the glossary's; --context adds the untouched neighbours, marked; the identity note
// reads back.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "align/aligner.h"
#include "align/update_list.h"
#include "align/word_diff.h"
#include "parse/parser.h"
#include "text/decoder.h"
#include "update/package_reader.h"
#include "update/update_package.h"

namespace rulecorp {
namespace {

Document parsed(const std::string& name, const std::string& text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return std::move(parse(src, o, d).at(0));
}

const char* kOldEn =
    "Rules\n\nThese rules are effective as of November 14, 2025.\n\n1. Game Concepts\n\n100. General\n\n"
    "100.1. A game is played by two players.\n\n"
    "100.2. Each player begins with 20 life.\nExample: A player with 20 life who loses 3 life has 17 life.\n\n"
    "100.3. A player with 0 or less life loses the game. See rule 100.2.\n\n"
    "100.4. A player who concedes leaves the game immediately.\n\n"
    "Glossary\n\nLife\nThe number a player starts with. See rule 100.3.\n\n"
    "Poison Counter\nA counter that can make a player lose the game.\n\nCredits\n\nWritten for a test.\n";
const char* kNewEn =
    "Rules\n\nThese rules are effective as of March 6, 2026.\n\n1. Game Concepts\n\n100. General\n\n"
    "100.1. A game is played by two players.\n\n"
    "100.2. Each player begins the game with 20 life.\nExample: A player with 20 life who loses 3 life has 17 life left.\n"
    "Example: A player with 2 life who loses 3 life has -1 life.\n\n"
    "100.3. A player may concede the game at any time.\n\n"
    "100.4. A player with 0 or less life loses the game. See rule 100.2.\n\n"
    "100.5. A player who concedes leaves the game immediately.\n\n"
    "Glossary\n\nConcede\nTo leave the game. See rule 100.3.\n\n"
    "Life\nThe number a player starts the game with. See rule 100.4.\n\n"
    "Poison Counter\nA counter that can make a player lose the game.\n\nCredits\n\nWritten for a test.\n";
const char* kDe =
    "Regeln\n\nDieses Regelwerk gilt ab dem 14. November 2025.\n\n1. Spielkonzepte\n\n100. Allgemeines\n\n"
    "100.1. Eine Partie wird von zwei Spielern gespielt.\n\n"
    "100.2. Jeder Spieler beginnt mit 20 Lebenspunkten.\nBeispiel: Ein Spieler mit 20 Lebenspunkten, der 3 verliert, hat 17.\n\n"
    "100.3. Ein Spieler mit 0 oder weniger Lebenspunkten verliert die Partie. Siehe Regel 100.2.\n\n"
    "100.4. Ein Spieler, der aufgibt, verlässt die Partie sofort.\n\n"
    "Glossar\n\nGiftmarke\nEine Marke, durch die ein Spieler die Partie verlieren kann.\n\n"
    "Lebenspunkte\nDie Zahl, mit der ein Spieler beginnt. Siehe Regel 100.3.\n\n"
    "Life &rarr; Lebenspunkte\n\nPoison Counter &rarr; Giftmarke\n\nDanksagungen\n\nFür einen Test geschrieben.\n";

Glossary sample_glossary() {
  Glossary g;
  g.languages = {"en", "de"};
  auto term = [](const char* language, const char* text) {
    Term t;
    t.language = language;
    Variant v;
    v.text = text;
    t.variants.push_back(v);
    return t;
  };
  auto concept_of = [&term](const char* en, const char* de) {
    Concept c;
    c.id = concept_id(en);
    c.terms = {term("en", en), term("de", de)};
    return c;
  };
  g.concepts = {concept_of("Life", "Lebenspunkte"), concept_of("Player", "Spieler"), concept_of("Poison Counter", "Giftmarke")};
  return g;
}

void marks(const std::string& a, const std::string& b, std::vector<Mark>& in_a, std::vector<Mark>& in_b) {
  const std::vector<DiffOp> ops = word_diff(a, b);
  for (DiffSpan s : diff_spans(ops, a, true)) in_a.push_back({s.begin, s.end});
  for (DiffSpan s : diff_spans(ops, b, false)) in_b.push_back({s.begin, s.end});
}

struct Fixture {
  Document old_en = parsed("en-old.txt", kOldEn, Language::kEn);
  Document new_en = parsed("en-new.txt", kNewEn, Language::kEn);
  Document de = parsed("cr-de.txt", kDe, Language::kDe);
  Alignment texts;
  UpdateList list;
  Glossary glossary = sample_glossary();
  Fixture() {
    AlignOptions o;
    o.translates = {"", "", "2025-11-14"};
    texts = align_documents({&new_en, &old_en, &de}, o);
    std::vector<UpdateList> lists = make_update_lists(texts, new_en, marks);
    REQUIRE(lists.size() == 1);
    list = std::move(lists[0]);
  }
  UpdatePackage package(bool context = false) const {
    PackageOptions po;
    po.context = context;
    return make_update_package(list, texts, glossary, po, nullptr);
  }
};

std::vector<std::string> summary(const UpdatePackage& p) {
  std::vector<std::string> out;
  for (const PackageUnit& u : p.units)
    out.push_back(u.id + " " + std::string(package_unit_kind_name(u.kind)) + " " +
                  (u.context ? std::string("context") : std::string(update_change_name(u.change))) + " " +
                  (u.target ? "target" : "-") + " " + (u.old_id().empty() ? "-" : u.old_id()));
  return out;
}

const PackageUnit& unit(const UpdatePackage& p, const std::string& id) {
  for (const PackageUnit& u : p.units)
    if (u.id == id) return u;
  FAIL("no unit " << id);
  return p.units.front();
}

}  // namespace

TEST_CASE("update package: a unit per reworded or added rule, example and glossary entry, none for a rule only renumbered") {
  Fixture f;
  const UpdatePackage p = f.package();
  CHECK(p.identity() == "rulecorp-package translation=de@2025-11-14 file=cr-de.txt edition=2026-03-06");
  CHECK(summary(p) == std::vector<std::string>{
                          "100.2 rule reworded target 100.2",
                          "100.2#ex1 example reworded target 100.2#ex1",
                          "100.2#ex2 example added - 100.2",
                          "100.3 rule added - -",
                          "glossary:concede glossary added - -",
                          "glossary:life glossary reworded target -",
                      });
  CHECK(p.to_translate() == 6);

  const PackageUnit& rule = unit(p, "100.2");
  CHECK(rule.source == "Each player begins the game with 20 life.");
  CHECK(rule.target == "Jeder Spieler beginnt mit 20 Lebenspunkten.");
  CHECK(rule.old_source == "Each player begins with 20 life.");
  CHECK(rule.diff == "Each player begins {+the game+} with 20 life.");
  CHECK(rule.place == "cr-de.txt:11");
  CHECK(rule.terms == std::vector<PackageTerm>{{"Player", "Spieler"}, {"Life", "Lebenspunkte"}});

  // Examples by their place under the rule, without their label.
  CHECK(unit(p, "100.2#ex1").target == "Ein Spieler mit 20 Lebenspunkten, der 3 verliert, hat 17.");
  CHECK(unit(p, "100.2#ex2").source == "A player with 2 life who loses 3 life has -1 life.");
  CHECK_FALSE(unit(p, "100.2#ex2").target);

  // An added rule says where it goes.
  CHECK(unit(p, "100.3").place == "after de 100.2, line 11");

  // A glossary entry's target has its citation renumbered (the old 100.3 is the new 100.4); its
  // terms start with its own.
  const PackageUnit& life = unit(p, "glossary:life");
  CHECK(life.target == "Die Zahl, mit der ein Spieler beginnt. Siehe Regel 100.4.");
  REQUIRE_FALSE(life.terms.empty());
  CHECK(life.terms.front() == PackageTerm{"Life", "Lebenspunkte"});
  CHECK(unit(p, "glossary:concede").terms.front() == PackageTerm{"Concede", ""});
}

TEST_CASE("update package: --context adds the untouched neighbours of the changed rules, marked, with the present text") {
  Fixture f;
  const UpdatePackage p = f.package(true);
  CHECK(summary(p) == std::vector<std::string>{
                          "100.1 rule context target 100.1",
                          "100.2 rule reworded target 100.2",
                          "100.2#ex1 example reworded target 100.2#ex1",
                          "100.2#ex2 example added - 100.2",
                          "100.3 rule added - -",
                          "100.4 rule context target 100.3",
                          "glossary:concede glossary added - -",
                          "glossary:life glossary reworded target -",
                      });
  CHECK(p.to_translate() == 6);
  // The renumbered neighbour's citation of 100.2 stays: 100.2 kept its number.
  CHECK(unit(p, "100.4").target == "Ein Spieler mit 0 oder weniger Lebenspunkten verliert die Partie. Siehe Regel 100.2.");
}

TEST_CASE("update package: the identity note reads back, a file name with spaces included; other notes are not one") {
  UpdatePackage p;
  p.language = "fr";
  p.translated = "2025-09-01";
  p.file = "règles fr 2025.txt";
  p.edition = "2026-03-06";
  UpdatePackage q;
  REQUIRE(parse_package_identity("  " + p.identity() + "\n", q));
  CHECK(q.language == "fr");
  CHECK(q.translated == "2025-09-01");
  CHECK(q.file == "règles fr 2025.txt");
  CHECK(q.edition == "2026-03-06");
  // The package reader reads the note through the same parser.
  ReturnedPackage back;
  REQUIRE(read_package_note(p.identity(), back));
  CHECK(back.translation == "fr@2025-09-01");
  CHECK(back.translation_file == "règles fr 2025.txt");
  CHECK(back.edition == "2026-03-06");
  UpdatePackage r;
  CHECK_FALSE(parse_package_identity("rulecorp-package translation=fr file=x.txt edition=2026-03-06", r));
  CHECK_FALSE(parse_package_identity("made by another tool", r));
  CHECK(r.language.empty());
}

}  // namespace rulecorp
