// The aligner on the real corpus in ../shared: the EN/DE 2025 pair against the reference in
// align_reference_en_de_2025.tsv (every rule paired with its true partner, every faulty number
// marked), the 2008 -> 2009 renumbering map, a translation paired with its source edition, and the
// MTGJSON card sets (whose texts the TSV must carry byte for byte), the seeds aligned with their
// member statuses and path-free ids. Skipped when ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <memory>
#include <set>
#include <sstream>

#include "check/alignment_findings.h"
#include "emit/tsv.h"

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
  Alignment a = align_documents({&en[0], &de[0]});
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
      ok = std::string(unit_status_name(u.members[1].status)) == f[1] && number(a, u.members[1]) == (f[2] == "-" ? "-" : f[2]) &&
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
  CHECK(a.slot_keys() == std::vector<std::string>{"2008-10-01", "2009-10-01"});
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
  // Same number on both sides: 16 (2008's 100.2, constructed play, is followed to 2009's 100.2a,
  // which took its text, and 100.3 to the rewritten 100.2, no longer paired by number).
  CHECK(a.count(UnitStatus::kOk) + a.count(UnitStatus::kReworded) == 16);
  MESSAGE("2008 -> 2009: " << a.count(UnitStatus::kOk) << " same number and wording, " << a.count(UnitStatus::kReworded)
                           << " same number reworded, " << a.count(UnitStatus::kRenumbered)
                           << " renumbered, " << a.count(UnitStatus::kRemoved) << " removed, "
                           << a.count(UnitStatus::kAdded) << " added");
}

TEST_CASE("a translation made from the 2008 edition pairs with 2008, not 2009") {
  Diagnostics d;
  auto e08 = load(test::shared_dir() + "/corpus/cr/cr-en-2008-10-01.txt", d);
  auto e09 = load(test::shared_dir() + "/corpus/cr/cr-en-2009-10-05.txt", d);
  auto fr = load(test::shared_dir() + "/seeds/002_0e24331e8ced9adb.txt", d);
  Alignment a = align_documents({&e09[0], &e08[0], &fr[0]});
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

TEST_CASE("seeds 002 + 000: the German member of 702.80 is ok, the French one from another edition; ids hold no path") {
  Diagnostics d;
  auto load_abs = [&](const std::string& path) {
    std::string bytes = test::read_file(path);
    return parse(std::make_shared<const Source>(decode(path, bytes, {}, d)), {}, d);  // named by absolute path
  };
  std::string fr_path = test::shared_dir() + "/seeds/002_0e24331e8ced9adb.txt";
  std::string de_en_path = test::shared_dir() + "/seeds/000_e54ce5acc2234ac5.txt";
  REQUIRE(fr_path.starts_with("/"));
  auto fr = load_abs(fr_path);
  auto de_en = load_abs(de_en_path);
  std::vector<const Document*> docs;
  for (const Document& x : fr) docs.push_back(&x);
  for (const Document& x : de_en) docs.push_back(&x);
  Alignment a = align_documents(docs);
  const Unit* exalted = nullptr;
  for (const Unit& u : a.units) {
    CHECK(u.id.str().find('/') == std::string::npos);
    CHECK(u.id.str().find("seeds") == std::string::npos);
    if (u.id.str() == "702.80") exalted = &u;
  }
  for (const DocumentInfo& info : a.documents) CHECK(info.id.find('/') == std::string::npos);
  REQUIRE(exalted);
  std::map<std::string, const Member*> by_slot;
  for (std::size_t s = 0; s < a.slots.size(); ++s) by_slot[a.slots[s].key()] = &exalted->members[s];
  REQUIRE(by_slot.count("de"));
  REQUIRE(by_slot.count("fr"));
  CHECK(by_slot["de"]->status == UnitStatus::kOk);
  CHECK(by_slot["fr"]->status == UnitStatus::kEdition);
  CHECK(number(a, *by_slot["fr"]) == "502.83");
  CHECK(exalted->status == UnitStatus::kEdition);  // the summary
  std::vector<Diagnostic> f = alignment_findings(a);
  REQUIRE(f.size() == 1);  // one finding for the French document
  CHECK(f[0].check == "align.edition");
  CHECK(f[0].file == fr_path);
  CHECK(f[0].line == 0);
  CHECK(f[0].message.find("is en rule 702.80") != std::string::npos);
  REQUIRE(f[0].related.size() == 2);
  CHECK(f[0].related[0].rule == "502.83");  // written "02.83.", read as 502.83
  CHECK(f[0].message.find("its rule 502.83 is en rule 702.80") != std::string::npos);
  CHECK(f[0].related[1].rule == "702.80");
}

TEST_CASE("card sets: the TSV holds every card text line byte for byte as MTGJSON gives it") {
  for (const char* set : {"ALA", "DOM", "M10"}) {
    CAPTURE(set);
    Diagnostics d;
    std::string bytes = test::read_file(test::shared_dir() + "/corpus/cards/" + set + ".json");
    CardSet cs = read_card_set(std::string(set) + ".json", bytes, d);
    std::ostringstream out;
    write_align_tsv(align_cards(cs), out);
    // Every cell, unescaped (TSV escapes only tab, line breaks and the backslash).
    std::set<std::string> cells;
    std::string cell;
    const std::string tsv = out.str();
    for (std::size_t i = 0; i < tsv.size(); ++i) {
      char c = tsv[i];
      if (c == '\t' || c == '\n') {  // a cell; several card lines in one member are its lines
        std::istringstream in(cell);
        for (std::string line; std::getline(in, line);) cells.insert(line);
        cell.clear();
      } else if (c == '\\' && i + 1 < tsv.size()) {
        char e = tsv[++i];
        cell += e == 't' ? '\t' : e == 'n' ? '\n' : e == 'r' ? '\r' : e;
      } else {
        cell += c;
      }
    }
    nlohmann::json j = nlohmann::json::parse(bytes);
    std::size_t lines = 0, found = 0;
    auto check = [&](const std::string& text) {
      std::istringstream in(text);
      for (std::string line; std::getline(in, line);) {
        if (line.empty()) continue;
        ++lines;
        if (cells.count(line)) ++found;
        else FAIL_CHECK("not in the TSV as given: " << line);
      }
    };
    for (const auto& card : j["data"]["cards"]) {
      if (card.contains("text")) check(card["text"].get<std::string>());
      if (card.contains("foreignData"))
        for (const auto& f : card["foreignData"])
          if ((f["language"] == "German" || f["language"] == "French") && f.contains("text")) check(f["text"].get<std::string>());
    }
    MESSAGE(std::string(set) << ": " << found << " of " << lines << " card text lines (en, de, fr) in the TSV byte for byte");
    CHECK(lines > 500);
    CHECK(found == lines);
  }
}

}  // namespace rulecorp
