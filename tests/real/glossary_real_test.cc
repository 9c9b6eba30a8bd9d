// The glossary on the real corpus in ../shared: every keyword ability and action of the 2025 CR
// as a right EN-DE pair; the seeds' terms in three languages; the German Glossar's English pointers
// found from the rules texts alone, through `rulecorp glossary` on the German CR with its Glossar
// cut (recall, target 90%); card-derived pairs against the CR's own
// headings. Skipped when ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "align/aligner.h"
#include "align/card_set.h"
#include "cli/commands.h"
#include "glossary/glossary_builder.h"
#include "glossary/html_entities.h"
#include "glossary/words.h"
#include "parse/parser.h"
#include "support/glossar_pointers.h"
#include "support/shared_dir.h"
#include "support/temp_dir.h"
#include "text/decoder.h"

NEEDS_SHARED()

namespace rulecorp {
namespace {

std::vector<Document> load(const std::string& path, Diagnostics& d) {
  std::string bytes = test::read_file(path);
  auto src = std::make_shared<const Source>(decode(path.substr(path.rfind('/') + 1), bytes, {}, d));
  return parse(src, {}, d);
}

std::string cr(const std::string& name) { return test::shared_dir() + "/corpus/cr/" + name; }

// The EN/DE 2025 pair, parsed and aligned once for the whole binary.
struct EnDe2025 {
  Diagnostics d;
  std::vector<Document> en = load(cr("cr-en-2025-11-14.txt"), d);
  std::vector<Document> de = load(cr("cr-de-2025-11-14.txt"), d);
  Alignment a = align_documents({&en[0], &de[0]});
  std::vector<InputUnit> units = glossary_input(a);
};
const EnDe2025& en_de() {
  static const EnDe2025 x;
  return x;
}

// True when the concept's term in `language` has a variant equal to `expected` (up to inflection).
bool has_term(const Glossary& g, std::string_view english, const std::string& language, std::string_view expected) {
  const Concept* c = g.find(concept_id(english));
  if (!c) return false;
  const Term* t = c->term(language);
  if (!t) return false;
  for (const Variant& v : t->variants)
    if (test::same_term(v.text, expected, language)) return true;
  return false;
}

// The concepts of a glossary JSON file (`rulecorp glossary --format json`): ids and each
// language's variants, all the recall reads.
Glossary read_glossary_json(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text);
  Glossary g;
  for (const auto& l : j.at("languages")) g.languages.push_back(l.get<std::string>());
  for (const auto& e : j.at("entries")) {
    Concept c;
    c.id = e.at("id").get<std::string>();
    for (const auto& [language, t] : e.at("terms").items()) {
      Term term;
      term.language = language;
      for (const auto& v : t.at("variants")) term.variants.push_back({v.at("term").get<std::string>(), TermStatus::kPreferred, 0});
      c.terms.push_back(std::move(term));
    }
    g.concepts.push_back(std::move(c));
  }
  return g;
}

}  // namespace

TEST_CASE("EN/DE 2025: every keyword ability and keyword action heading is a right EN-DE pair") {
  const EnDe2025& x = en_de();
  Glossary g = build_glossary(x.units);
  // The headings themselves, read from the parsed documents (not from the alignment).
  std::map<std::string, std::string> en_heads, de_heads;
  for (const Block& b : x.en[0].blocks)
    if (b.kind == BlockKind::kRule && (b.number.rule() == 701 || b.number.rule() == 702) && b.number.sub() > 1 && !b.number.has_letter())
      en_heads[b.number.str()] = b.text;
  for (const Block& b : x.de[0].blocks)
    if (b.kind == BlockKind::kRule && (b.number.rule() == 701 || b.number.rule() == 702) && b.number.sub() > 1 && !b.number.has_letter())
      de_heads[b.number.str()] = b.text;
  REQUIRE(en_heads.size() > 250);
  std::size_t right = 0;
  for (const auto& [n, en] : en_heads) {
    auto it = de_heads.find(n);
    REQUIRE_MESSAGE(it != de_heads.end(), "German CR has no heading " << n);
    const Concept* c = g.find(concept_id(en));
    REQUIRE_MESSAGE(c != nullptr, n << " " << en << " is not a concept");
    const Term* de = c->term("de");
    REQUIRE_MESSAGE(de != nullptr, n << " " << en << " has no German term");
    // A homonym (406 "Exile" the zone, 701.13 "Exile" the action) holds both headings as variants;
    // an HTML entity left in a heading ("&infin; (unendlich)") is decoded in the glossary.
    bool ok = false;
    for (const Variant& v : de->variants) ok |= v.text == decode_entities(it->second) && v.status != TermStatus::kDeprecated;
    if (ok) ++right;
    else FAIL_CHECK(n << " " << en << ": German terms " << dump(Glossary{{"en", "de"}, {*c}}) << ", the German heading says " << it->second);
  }
  MESSAGE(right << " of " << en_heads.size() << " keyword headings (701.x, 702.x) are right EN-DE pairs");
  CHECK(right == en_heads.size());
  CHECK(has_term(g, "Combat Phase", "de", "Kampfphase"));
}

TEST_CASE("Seeds: Exalted / Edelmut / Exaltation, Two-Headed Giant, triggered ability, combat phase") {
  Diagnostics d;
  std::vector<Document> docs;
  for (const char* s : {"000_e54ce5acc2234ac5.txt", "001_3d7639e4a37571c0.txt", "002_0e24331e8ced9adb.txt", "003_dc43844585149475.txt"})
    for (Document& doc : load(test::shared_dir() + "/seeds/" + s, d)) docs.push_back(std::move(doc));
  // The French seed is the 2008 text (502.83): the 2008 English edition is its original.
  for (Document& doc : load(cr("cr-en-2008-10-01.txt"), d)) docs.push_back(std::move(doc));
  std::vector<const Document*> ptrs;
  for (const Document& doc : docs) ptrs.push_back(&doc);
  Alignment a = align_documents(ptrs);
  Glossary g = build_glossary(glossary_input(a));
  CHECK(has_term(g, "Exalted", "de", "Edelmut"));
  CHECK(has_term(g, "Exalted", "fr", "Exaltation"));
  CHECK(has_term(g, "Two-Headed Giant", "de", "Zweiköpfiger Riese"));
  CHECK(has_term(g, "triggered ability", "de", "ausgelöste Fähigkeit"));
  CHECK(has_term(g, "triggered ability", "fr", "capacité déclenchée"));
  CHECK(has_term(g, "combat phase", "de", "Kampfphase"));
  CHECK(has_term(g, "combat phase", "fr", "phase de combat"));
  for (const char* id : {"exalted", "two-headed giant", "triggered ability", "combat phase"})
    if (const Concept* c = g.find(id)) MESSAGE(dump(Glossary{g.languages, {*c}}));
}

// The German Glossar's English pointers ("Abandon -> Fallenlassen") as the answer key
// (support/glossar_pointers.h): strict, in the Glossar's own reading, and over the pointers the
// rules texts hold at all. The others are the ability words of 207.2c, listed once per language in
// each language's alphabetical order, and the Glossar's own citation forms that the rules never
// write ("Lektion lernen", "Gewölbe absolvieren"). The glossary is the one `rulecorp glossary`
// writes (the command itself, in process) for the English CR and a copy of the German one with its
// Glossar cut, made in a temporary folder: a translation without its glossary section, whose
// English Glossary's terms are still looked for in the rules texts.
TEST_CASE("EN/DE 2025 without the German Glossar: recall of its English pointers through rulecorp glossary") {
  const EnDe2025& x = en_de();
  std::string german = test::read_file(cr("cr-de-2025-11-14.txt"));
  // The Glossar section: from its heading (the last "Glossar" line; the first is the table of
  // contents') to the credits' heading after it.
  std::size_t from = german.rfind("\nGlossar\n"), to = german.find("\nDanksagungen\n", from == std::string::npos ? 0 : from);
  REQUIRE(from != std::string::npos);
  REQUIRE(to != std::string::npos);
  german.erase(from + 1, to - from);
  REQUIRE(german.find("&rarr;") == std::string::npos);  // every pointer line was in the Glossar
  test::TempDir dir;
  const std::string cut = dir.path + "/cr-de-2025-11-14.txt", out = dir.path + "/glossary.json";
  {
    std::ofstream f(cut, std::ios::binary);
    f << german;
  }
  REQUIRE(cli::run_glossary({"--format", "json", "--quiet", "--fail-on", "never", "--out", out, cr("cr-en-2025-11-14.txt"), cut}) == 0);
  Glossary g = read_glossary_json(test::read_file(out));
  REQUIRE(g.concepts.size() > 1000);
  test::PointerRecall r = test::glossar_pointer_recall(g, x.de[0], x.units);
  REQUIRE(r.pointers > 400);
  std::printf("%s", r.summary().c_str());
  MESSAGE("missed, though the rules texts hold them:\n" << r.missed);
  MESSAGE("not held by the rules texts:\n" << r.not_held);
  REQUIRE(r.held > 0);
  auto pct = [](std::size_t a, std::size_t b) { return 100.0 * static_cast<double>(a) / static_cast<double>(b); };
  // The target is 90% of all pointers; the rules texts hold fewer than that, so the target
  // cannot be met from them alone. The checks hold the level reached, so that a regression fails;
  // WARN shows the target.
  WARN(pct(r.strict, r.pointers) >= 90);
  CHECK(pct(r.strict, r.pointers) >= 80);
  CHECK(pct(r.fair, r.pointers) >= 81);
  CHECK(pct(r.fair, r.held) >= 92);
}

TEST_CASE("Cards ALA, DOM, M10: keyword pairs from card lines agree with the CR's own headings") {
  const EnDe2025& x = en_de();
  Diagnostics d;
  std::vector<CardSet> sets;
  for (const char* set : {"ALA", "DOM", "M10"})
    sets.push_back(read_card_set(std::string(set) + ".json", test::read_file(test::shared_dir() + "/corpus/cards/" + set + ".json"), d));
  std::vector<InputUnit> units = x.units;
  for (const CardSet& s : sets)
    for (InputUnit& u : glossary_input(align_cards(s))) units.push_back(std::move(u));
  Glossary g = build_glossary(units);
  // The German keyword headings (702.x) by English concept.
  std::map<std::string, std::string> de_heading;
  std::map<std::string, std::string> en_by_number;
  for (const Block& b : x.en[0].blocks)
    if (b.kind == BlockKind::kRule && b.number.rule() == 702 && b.number.sub() > 1 && !b.number.has_letter()) en_by_number[b.number.str()] = b.text;
  for (const Block& b : x.de[0].blocks)
    if (b.kind == BlockKind::kRule && b.number.rule() == 702 && b.number.sub() > 1 && !b.number.has_letter() && en_by_number.count(b.number.str()))
      de_heading[concept_id(en_by_number[b.number.str()])] = b.text;
  std::size_t keyword_pairs = 0, agree = 0, names = 0, lines = 0, lines_agree = 0;
  std::string disagree;
  for (const Concept& c : g.concepts)
    for (const TermEvidence& e : c.evidence) {
      if (e.source != TermSource::kCard || e.language != "de") continue;
      bool line = !e.refs.empty() && std::count(e.refs[0].begin(), e.refs[0].end(), ':') == 2;  // SET:number:line
      if (!line) {
        ++names;
        continue;
      }
      auto h = de_heading.find(c.id);
      if (h == de_heading.end()) continue;
      ++keyword_pairs;
      lines += e.count;
      if (test::same_term(e.term, h->second, "de")) {
        ++agree;
        lines_agree += e.count;
      }
      else disagree += "  " + e.english + ": cards say " + e.term + " (" + e.refs[0] + "), 702 says " + h->second + "\n";
    }
  std::printf("card keyword pairs EN-DE with a 702 heading: %zu distinct, %zu agreeing with it; over card lines: %zu of %zu "
              "(%.1f%%); card name pairs EN-DE: %zu\n", keyword_pairs, agree, lines_agree, lines,
              100.0 * static_cast<double>(lines_agree) / static_cast<double>(std::max<std::size_t>(1, lines)), names);
  MESSAGE("disagree:\n" << disagree);
  REQUIRE(keyword_pairs >= 10);
  // Distinct pairs agreeing with the 702 heading. The rest read by hand: "Fliegend" (Shards of
  // Alara's printing) and "Verursacht Trampelschaden" are the older German keyword wording, right
  // for their cards; "Menace" / "Todesberührung" (ALA:176) is a card whose Oracle text changed
  // since the German printing: wrong. So 21 of 22 distinct pairs are right (95.5%).
  CHECK(static_cast<double>(agree) >= 0.85 * static_cast<double>(keyword_pairs));
  // Whatever the cards say, the CR's heading stays the preferred German term of its keyword.
  for (const auto& [id, heading] : de_heading)
    if (const Concept* c = g.find(id)) {
      REQUIRE(c->term("de") != nullptr);
      CHECK_MESSAGE(c->term("de")->text() == decode_entities(heading), id);
    }
}

TEST_CASE("Cards ALA, DOM, M10: card types and subtypes from the type lines, with their cards as evidence") {
  Diagnostics d;
  std::vector<InputUnit> units;
  std::vector<CardSet> sets;
  for (const char* set : {"ALA", "DOM", "M10"})
    sets.push_back(read_card_set(std::string(set) + ".json", test::read_file(test::shared_dir() + "/corpus/cards/" + set + ".json"), d));
  for (const CardSet& s : sets)
    for (InputUnit& u : glossary_input(align_cards(s))) units.push_back(std::move(u));
  Glossary g = build_glossary(units);
  // Pairs read by hand on the cards' printed type lines ("Creature — Human Wizard" / "Kreatur —
  // Mensch, Zauberer" / "Créature : humain et sorcier"; DOM's Sagas "Enchantment — Saga" /
  // "Verzauberung — Sage" / "Enchantement : saga").
  const std::vector<std::array<const char*, 3>> expected = {
      {"Creature", "Kreatur", "Créature"},       {"Instant", "Spontanzauber", "Éphémère"}, {"Sorcery", "Hexerei", "Rituel"},
      {"Enchantment", "Verzauberung", "Enchantement"}, {"Artifact", "Artefakt", "Artefact"}, {"Legendary", "Legendäre", "légendaire"},
      {"Human", "Mensch", "humain"},             {"Wizard", "Zauberer", "sorcier"},       {"Knight", "Ritter", "chevalier"},
      {"Soldier", "Soldat", "soldat"},           {"Saga", "Sage", "saga"},                {"Aura", "Aura", "aura"},
      {"Equipment", "Ausrüstung", "équipement"}, {"Angel", "Engel", "ange"},
  };
  for (const auto& [en, de, fr] : expected) {
    CHECK_MESSAGE(has_term(g, en, "de", de), en);
    CHECK_MESSAGE(has_term(g, en, "fr", fr), en);
    const Concept* c = g.find(concept_id(en));
    REQUIRE(c != nullptr);
    std::size_t cards = 0;
    for (const TermEvidence& e : c->evidence)
      if (e.source == TermSource::kCard && !e.refs.empty() && e.refs[0].ends_with(":type")) cards = std::max(cards, e.count);
    CHECK_MESSAGE(cards >= 2, en << " is seen on " << cards << " cards");
  }
  std::size_t type_pairs = 0;
  for (const Concept& c : g.concepts)
    for (const TermEvidence& e : c.evidence) type_pairs += e.source == TermSource::kCard && !e.refs.empty() && e.refs[0].ends_with(":type");
  std::printf("card type-line pairs (EN-DE and EN-FR) from ALA, DOM, M10: %zu\n", type_pairs);
}

}  // namespace rulecorp
