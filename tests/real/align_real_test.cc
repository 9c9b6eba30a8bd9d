// The aligner on the real corpus in ../shared: the EN/DE 2025 pair against the reference in
// align_reference_en_de_2025.tsv (every rule paired with its true partner, every faulty number
// marked), the 2008 -> 2009 renumbering map, a translation paired with its source edition, and the
// MTGJSON card sets. Skipped when ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>

#include <map>
#include <memory>
#include <set>
#include <sstream>

#include "align/aligner.h"
#include "align/card_set.h"
#include "align/edition_map.h"
#include "parse/parser.h"
#include "support/shared_dir.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

std::vector<Document> load(const std::string& path, Diagnostics& d) {
  std::string bytes = test::read_file(path);
  auto src = std::make_shared<const Source>(decode(path.substr(path.rfind('/') + 1), bytes, {}, d));
  return parse(src, {}, d);
}

std::string number(const Alignment& a, const Member& m) {
  const Block* b = a.block(m);
  return b ? b->number.str() : "-";
}

}  // namespace

TEST_CASE("EN/DE 2025: every rule pairs with its true partner, every faulty number is marked") {
  Diagnostics d;
  auto en = load(test::shared_dir() + "/corpus/cr/cr-en-2025-11-14.txt", d);
  auto de = load(test::shared_dir() + "/corpus/cr/cr-de-2025-11-14.txt", d);
  REQUIRE(en.size() == 1);
  REQUIRE(de.size() == 1);
  Alignment a = align_documents({&en[0], &de[0]}, {}, d);
  // The reference: rules paired otherwise than by equal number.
  std::map<std::string, std::vector<std::string>> ref;
  std::istringstream in(test::read_file(test::test_data_dir() + "/real/align_reference_en_de_2025.tsv"));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f;
    std::istringstream ls(line);
    for (std::string x; std::getline(ls, x, '\t');) f.push_back(x);
    REQUIRE(f.size() == 4);
    ref[f[0]] = f;
  }
  std::size_t rules = 0, right = 0;
  std::set<std::int32_t> de_blocks;
  std::size_t glossary_pairs = 0;
  std::map<std::string, std::string> glossary;
  for (const Unit& u : a.units) {
    if (u.kind == UnitKind::kGlossary) {
      if (u.members[0].present() && u.members[1].present()) {
        ++glossary_pairs;
        glossary[std::string(a.block(u.members[0])->term)] = a.block(u.members[1])->term;
      }
      continue;
    }
    REQUIRE(u.kind == UnitKind::kRule);
    const Block* eb = a.block(u.members[0]);
    const Block* db = a.block(u.members[1]);
    if (db) CHECK(de_blocks.insert(u.members[1].block).second);  // each German rule used once
    if (!eb) {
      FAIL_CHECK("German rule " << db->number.str() << " at line " << db->line << " has no English partner");
      continue;
    }
    ++rules;
    std::string n = eb->number.str();
    auto it = ref.find(n);
    bool ok;
    if (it == ref.end()) {
      ok = db && db->number == eb->number && u.status == UnitStatus::kOk;
    } else {
      const auto& f = it->second;
      ok = std::string(unit_status_name(u.status)) == f[1] && number(a, u.members[1]) == (f[2] == "-" ? "-" : f[2]) &&
           (f[3] == "-" ? !db : db && std::to_string(db->line) == f[3]);
    }
    if (ok) ++right;
    else FAIL_CHECK("EN " << n << ": got " << unit_status_name(u.status) << " with DE " << number(a, u.members[1])
                          << (db ? " at line " + std::to_string(db->line) : std::string()));
  }
  MESSAGE("EN/DE 2025: " << right << " of " << rules << " English rules paired as the reference says");
  CHECK(rules == 3255);
  CHECK(right == rules);
  CHECK(de_blocks.size() == 3254);  // every German rule, duplicates included, has its partner
  // Glossary: 485 pointers written in the German file, identical terms, shared citations.
  MESSAGE("EN/DE 2025 glossary: " << glossary_pairs << " of 725 English entries paired");
  CHECK(glossary_pairs >= 660);
  CHECK(glossary["Abandon"] == "Fallenlassen");
  CHECK(glossary["Adventurer Card"] == "Abenteurer-Karten");  // singular in English
  CHECK(glossary["Continuous Artifact (Obsolete)"] == "Continuous Artifact (veraltet)");
  CHECK(glossary["Mulligan"] == "Mulligan");
}

TEST_CASE("2008 -> 2009: the renumbering map finds moved rules by content") {
  Diagnostics d;
  auto e08 = load(test::shared_dir() + "/corpus/cr/cr-en-2008-10-01.txt", d);
  auto e09 = load(test::shared_dir() + "/corpus/cr/cr-en-2009-10-05.txt", d);
  Alignment a = map_editions(e08[0], e09[0]);
  CHECK(a.slots == std::vector<std::string>{"2008-10-01", "2009-10-01"});
  std::map<std::string, const Unit*> by_old;
  for (const Unit& u : a.units)
    if (u.members[0].present()) by_old[number(a, u.members[0])] = &u;
  struct Move { const char* from; const char* to; };
  for (Move m : {Move{"502.83", "702.80"}, Move{"502.83a", "702.80a"}, Move{"502.83b", "702.80b"}, Move{"306.5", "506.5"},
                 Move{"502.2", "702.7"}, Move{"502.2a", "702.7a"}}) {
    CAPTURE(m.from);
    REQUIRE(by_old.count(m.from));
    const Unit& u = *by_old[m.from];
    CHECK(u.status == UnitStatus::kRenumbered);
    CHECK(number(a, u.members[1]) == m.to);
    CHECK(u.score > 0.8);
  }
  // Every 2008 rule appears once, every 2009 rule once.
  std::size_t old_n = 0, new_n = 0;
  for (const Unit& u : a.units) {
    old_n += u.members[0].present();
    new_n += u.members[1].present();
  }
  CHECK(old_n == 1259);
  CHECK(new_n == 1714);
  MESSAGE("2008 -> 2009: " << a.count(UnitStatus::kOk) << " same number, " << a.count(UnitStatus::kRenumbered)
                           << " renumbered, " << a.count(UnitStatus::kRemoved) << " removed, "
                           << a.count(UnitStatus::kAdded) << " added");
}

TEST_CASE("a translation made from the 2008 edition pairs with 2008, not 2009") {
  Diagnostics d;
  auto e08 = load(test::shared_dir() + "/corpus/cr/cr-en-2008-10-01.txt", d);
  auto e09 = load(test::shared_dir() + "/corpus/cr/cr-en-2009-10-05.txt", d);
  auto fr = load(test::shared_dir() + "/seeds/002_0e24331e8ced9adb.txt", d);
  Diagnostics ad;
  Alignment a = align_documents({&e09[0], &e08[0], &fr[0]}, {}, ad);
  REQUIRE(a.units.size() == 3);
  CHECK(dump(a).find("502.83 ok") == 0);
  for (const Unit& u : a.units) CHECK(a.docs[static_cast<std::size_t>(u.members[0].doc)] == &e08[0]);
}

TEST_CASE("card sets: every English line pairs with its German and French line") {
  for (const char* set : {"ALA", "DOM", "M10"}) {
    CAPTURE(set);
    Diagnostics d;
    std::string bytes = test::read_file(test::shared_dir() + "/corpus/cards/" + set + ".json");
    CardSet cs = read_card_set(std::string(set) + ".json", bytes, d);
    CHECK(d.all().empty());
    Alignment a = align_cards(cs);
    std::size_t keyword_lines = 0, both = 0, untranslated = 0;
    for (const Card& c : cs.cards)
      if (c.count[1] == 0 || c.count[2] == 0) untranslated += static_cast<std::size_t>(c.count[0]);
    for (const Unit& u : a.units) {
      keyword_lines += !u.keyword.empty();
      both += u.members[0].present() && u.members[1].present() && u.members[2].present();
    }
    MESSAGE(std::string(set) << ": " << cs.cards.size() << " cards, " << a.units.size() << " units, " << both
                << " with en+de+fr, " << keyword_lines << " keyword lines; " << a.count(UnitStatus::kMissing) << " missing");
    CHECK(cs.cards.size() > 100);
    CHECK(both * 100 >= a.units.size() * 90);
    CHECK(a.count(UnitStatus::kMissing) <= untranslated);  // only lines of cards without a German or French text
    CHECK(keyword_lines > 20);
    CHECK(a.count(UnitStatus::kExtra) * 50 <= a.units.size());  // Oracle wording newer than the printing
  }
}

}  // namespace rulecorp
