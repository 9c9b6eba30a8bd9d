// The glossary writers on a small glossary: CSV quoting (RFC 4180) and its spreadsheet guard on
// hostile text in every column (emit/csv.h), OmegaT TSV lines, JSON shape,
// TBX v3 and v2 structure read back with pugixml, and the HTML page's collation order and letter
// index (German "Ärger" under A, French accents compared as a French reader expects).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <pugixml.hpp>
#include <sstream>
#include <string_view>
#include <vector>

#include "emit/glossary_csv.h"
#include "emit/glossary_html.h"
#include "emit/glossary_json.h"
#include "emit/glossary_tbx.h"
#include "emit/glossary_tsv.h"

namespace rulecorp {
namespace {

Term term(std::string lang, std::vector<std::pair<std::string, TermStatus>> variants, std::string def = "") {
  Term t;
  t.language = std::move(lang);
  for (auto& [text, st] : variants) t.variants.push_back(Variant{text, st, 1});
  t.definition = std::move(def);
  return t;
}

Concept concept_of(std::string id, std::vector<Term> terms) {
  Concept c;
  c.id = std::move(id);
  c.terms = std::move(terms);
  TermEvidence e;
  e.source = TermSource::kHeading;
  e.language = c.terms.back().language;
  e.english = c.terms.front().text();
  e.term = c.terms.back().text();
  e.refs = {"1.1"};
  e.count = 1;
  c.evidence.push_back(e);
  return c;
}

Glossary sample() {
  Glossary g;
  g.languages = {"en", "de", "fr"};
  const auto P = TermStatus::kPreferred, A = TermStatus::kAdmitted, D = TermStatus::kDeprecated;
  g.concepts = {
      concept_of("anger", {term("en", {{"Anger", P}}), term("de", {{"Ärger", P}}), term("fr", {{"colère", P}})}),
      concept_of("combat phase", {term("en", {{"Combat Phase", P}}, "The part of a turn, \"combat\"."),
                                  term("de", {{"Kampfphase", P}, {"Kampf-Phase", D}, {"Kampfabschnitt", A}}, "Teil, eines Zuges."),
                                  term("fr", {{"phase de combat", P}})}),
      concept_of("effect", {term("en", {{"Effect", P}}), term("de", {{"Effekt", P}}), term("fr", {{"effet", P}})}),
      concept_of("exalted", {term("en", {{"Exalted", P}}), term("de", {{"Edelmut", P}}), term("fr", {{"Exaltation", P}})}),
      concept_of("zone", {term("en", {{"Zone", P}}), term("de", {{"Zone", P}}), term("fr", {{"zone", P}})}),
      concept_of("<tag> & co", {term("en", {{"<tag> & co", P}}), term("de", {{"<Etikett> & Co", P}})}),
  };
  g.concepts[1].conflicts.push_back("de: heading gives “Kampfphase”; association gives “Kampfabschnitt”");
  return g;
}

}  // namespace

TEST_CASE("CSV: RFC 4180 quoting, a header, one row per concept") {
  std::ostringstream out;
  write_glossary_csv(sample(), out);
  std::string s = out.str();
  CHECK(s.rfind("id,part_of_speech,en,en_variants,en_definition,en_context,de,de_variants,", 0) == 0);
  CHECK(s.find("combat phase,,Combat Phase,,\"The part of a turn, \"\"combat\"\".\",,Kampfphase,"
               "Kampf-Phase (deprecated); Kampfabschnitt (admitted),\"Teil, eines Zuges.\"") != std::string::npos);
  std::size_t rows = 0;
  for (std::size_t p = 0; (p = s.find("\r\n", p)) != std::string::npos; p += 2) ++rows;
  CHECK(rows == 7);
}

namespace {

// The cells of an RFC 4180 text, row by row (quoted fields unquoted, doubled quotes undone).
std::vector<std::vector<std::string>> read_csv(std::string_view s) {
  std::vector<std::vector<std::string>> rows(1);
  std::string cell;
  bool quoted = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (quoted) {
      if (c == '"' && i + 1 < s.size() && s[i + 1] == '"') cell += s[++i];
      else if (c == '"') quoted = false;
      else cell += c;
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      rows.back().push_back(std::move(cell));
      cell.clear();
    } else if (c == '\r' && i + 1 < s.size() && s[i + 1] == '\n') {
      rows.back().push_back(std::move(cell));
      cell.clear();
      rows.emplace_back();
      ++i;
    } else {
      cell += c;
    }
  }
  if (rows.back().empty()) rows.pop_back();
  return rows;
}

}  // namespace

TEST_CASE("CSV: hostile text in every column is guarded, a 40,000-character cell cut, and both reported") {
  const std::vector<std::string> hostile = {"=HYPERLINK(\"http://x/\",\"y\")", "@SUM(1+1)", "+1+1", "-2+3", "\tTAB", "\rCR"};
  Glossary g;
  g.languages = {"en", "de"};
  const auto P = TermStatus::kPreferred, A = TermStatus::kAdmitted;
  for (std::size_t i = 0; i < hostile.size(); ++i) {
    const std::string& h = hostile[i];
    Term en = term("en", {{h, P}, {h + "s", A}}, h);
    en.part_of_speech = h;
    en.context = h;
    en.context_rule = h;
    Term de = term("de", {{h, P}, {h, A}}, i == 0 ? std::string(40000, 'z') : h);
    de.context = h;
    Concept c = concept_of(h, {en, de});  // the id is the lower-cased English term
    c.evidence[0].source = TermSource::kHeading;
    c.evidence[0].term = h;
    c.conflicts.push_back(h);
    g.concepts.push_back(std::move(c));
  }
  std::ostringstream out;
  std::vector<CsvCut> cuts = write_glossary_csv(g, out);
  std::vector<std::vector<std::string>> rows = read_csv(out.str());
  REQUIRE(rows.size() == hostile.size() + 1);
  const std::size_t columns = rows[0].size();
  CHECK(columns == 12);  // id, part_of_speech, 4 per language, sources, conflicts
  for (std::size_t r = 1; r < rows.size(); ++r) {
    REQUIRE(rows[r].size() == columns);
    for (std::size_t k = 0; k < columns; ++k) {
      const std::string& cell = rows[r][k];
      INFO("row " << r << ", column " << rows[0][k] << ": " << cell.substr(0, 40));
      CHECK(cell.size() <= kCsvCellLimit * 3);
      if (cell.empty()) continue;
      // No cell starts a formula; every one of these starts with the guard.
      CHECK(std::string_view("=+-@\t\r").find(cell[0]) == std::string_view::npos);
      // The sources column starts with a source's name ("heading en ..."), the cut cell with 'z'.
      if (k != 10 && !(k == 8 && r == 1)) CHECK(cell[0] == '\'');
    }
  }
  CHECK(rows[1][0] == "'=HYPERLINK(\"http://x/\",\"y\")");
  CHECK(rows[4][0] == "'-2+3");
  REQUIRE(cuts.size() == 1);
  CHECK(cuts[0].row == 2);
  CHECK(cuts[0].column == 9);
  CHECK(cuts[0].column_name == "de_definition");
  CHECK(cuts[0].length == 40000);
  CHECK(rows[1][8].ends_with("\xE2\x80\xA6 [cut from 40000 characters]"));
  std::size_t characters = 0;  // UTF-16 units, as a spreadsheet counts them (all below U+10000 here)
  for (unsigned char c : rows[1][8]) characters += (c & 0xC0) != 0x80;
  CHECK(characters <= kCsvCellLimit);
}

TEST_CASE("TSV: OmegaT's source, target, comment; admitted variants get a line, deprecated ones only a mention") {
  std::ostringstream out;
  write_glossary_tsv(sample(), "de", "fr", out);
  CHECK(out.str().find("Kampfphase\tphase de combat\tpreferred; heading; sources disagree\n") != std::string::npos);
  std::ostringstream en_de;
  write_glossary_tsv(sample(), "en", "de", en_de);
  std::string s = en_de.str();
  // The sample's evidence is French only: the EN-DE lines name no source.
  CHECK(s.find("Combat Phase\tKampfphase\tpreferred; deprecated: Kampf-Phase; sources disagree\n") != std::string::npos);
  CHECK(s.find("Combat Phase\tKampfabschnitt\tadmitted; sources disagree\n") != std::string::npos);
  CHECK(s.find("Kampf-Phase\t") == std::string::npos);
  CHECK(s.find("\tKampf-Phase\t") == std::string::npos);
}

TEST_CASE("JSON: entries with id, terms per language with term and status, sources") {
  std::ostringstream out;
  write_glossary_json(sample(), out);
  auto j = nlohmann::json::parse(out.str());
  CHECK(j["tool"] == "rulecorp");
  REQUIRE(j["entries"].size() == 6);
  const auto& e = j["entries"][1];
  CHECK(e["id"] == "combat phase");
  CHECK(e["terms"]["de"]["term"] == "Kampfphase");
  CHECK(e["terms"]["de"]["status"] == "preferred");
  CHECK(e["terms"]["de"]["variants"][1]["status"] == "deprecated");
  CHECK(e["sources"][0]["source"] == "heading");
  CHECK(e["conflicts"].size() == 1);
}

TEST_CASE("TBX v3 and v2: concept entries with language sections, statuses, escaped text, unique NCName ids") {
  std::ostringstream v3, v2;
  write_glossary_tbx(sample(), v3);
  write_glossary_tbx2(sample(), v2);
  pugi::xml_document d3, d2;
  REQUIRE(d3.load_string(v3.str().c_str()));
  REQUIRE(d2.load_string(v2.str().c_str()));
  pugi::xml_node body = d3.child("tbx").child("text").child("body");
  CHECK(std::distance(body.children("conceptEntry").begin(), body.children("conceptEntry").end()) == 6);
  pugi::xml_node combat = body.find_child_by_attribute("conceptEntry", "id", "c-combat-phase");
  REQUIRE(combat);
  pugi::xml_node de = combat.find_child_by_attribute("langSec", "xml:lang", "de");
  CHECK(std::string(de.child("descrip").text().get()) == "Teil, eines Zuges.");
  CHECK(std::string(de.child("termSec").child("term").text().get()) == "Kampfphase");
  CHECK(std::string(de.child("termSec").next_sibling("termSec").find_child_by_attribute("termNote", "type", "administrativeStatus").text().get()) ==
        "deprecatedTerm-admn-sts");
  CHECK(body.find_child_by_attribute("conceptEntry", "id", "c-tag-co"));  // "<tag> & co" as an NCName
  CHECK(v3.str().find("&lt;Etikett&gt; &amp; Co") != std::string::npos);
  pugi::xml_node te = d2.child("martif").child("text").child("body").child("termEntry");
  CHECK(std::string(te.child("langSet").child("tig").child("term").text().get()).size() > 0);
}

TEST_CASE("HTML: collation of the source language, letter index, escaped text") {
  Glossary g = sample();
  std::vector<std::string> de_order;
  for (const Concept* c : collated_concepts(g, "de", "en")) de_order.push_back(c->term("de")->text());
  // German: Ä sorts with A (not after Z as in byte order), "<" first.
  CHECK(de_order == std::vector<std::string>{"<Etikett> & Co", "Ärger", "Edelmut", "Effekt", "Kampfphase", "Zone"});
  std::vector<std::string> fr_order;
  for (const Concept* c : collated_concepts(g, "fr", "en")) fr_order.push_back(c->term("fr")->text());
  CHECK(fr_order == std::vector<std::string>{"colère", "effet", "Exaltation", "phase de combat", "zone"});
  CHECK(index_letter("Ärger") == "A");
  CHECK(index_letter("élan") == "E");
  CHECK(index_letter("<tag>") == "#");
  std::ostringstream out;
  write_glossary_html(g, "de", "en", out);
  std::string s = out.str();
  CHECK(s.rfind("<!DOCTYPE html>\n<html lang=\"de\">", 0) == 0);
  CHECK(s.find("<a href=\"#letter-A\">A</a>") != std::string::npos);
  CHECK(s.find("<h2 id=\"letter-A\">A</h2>") != std::string::npos);
  CHECK(s.find("&lt;Etikett&gt; &amp; Co") != std::string::npos);
  CHECK(s.find("<dt id=\"c-combat-phase\" lang=\"de\">Kampfphase</dt>") != std::string::npos);
  // No XML empty-element tag except on HTML's void elements (<meta ... />): HTML would read <div/>
  // as an open tag.
  for (std::size_t at = s.find("/>"); at != std::string::npos; at = s.find("/>", at + 2)) {
    std::size_t open = s.rfind('<', at);
    std::string name = s.substr(open + 1, s.find_first_of(" />", open + 1) - open - 1);
    CHECK_MESSAGE((name == "meta" || name == "br" || name == "hr" || name == "input"), "self-closing <" << name << ">");
  }
  // Ärger's section comes before E's.
  CHECK(s.find("letter-A\">A</h2>") < s.find("letter-E\">E</h2>"));
}

}  // namespace rulecorp
