// The align writers: TSV keeps the data unaltered (a planeswalker line "+1: ..." stays as it is),
// CSV guards formulas for spreadsheets in every column and cuts over-long cells, TMX and JSON show each member's own status, and the XML
// cleaner rejects what ICU calls ill-formed UTF-8 (overlong forms, surrogates).
#include <doctest/doctest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string_view>
#include <vector>

#include "align/aligner.h"
#include "align/card_set.h"
#include "emit/align_json.h"
#include "emit/tmx.h"
#include "emit/tsv.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

const char* kCards = R"J({"data": {"code": "TST", "cards": [
  {"name": "Walker", "number": "1", "text": "+1: Draw a card.\n\u22123: Destroy target creature.\n=SUM(A1)",
   "foreignData": [{"language": "German", "name": "Wanderer", "text": "+1: Ziehe eine Karte.\n\u22123: Zerst\u00f6re eine Kreatur deiner Wahl.\n=SUM(A1)"}]}]}})J";

}  // namespace

TEST_CASE("TSV carries card text unaltered; CSV guards formulas") {
  Diagnostics d;
  CardSet set = read_card_set("t.json", kCards, d);
  Alignment a = align_cards(set);
  std::ostringstream tsv, csv;
  write_align_tsv(a, tsv);
  write_align_csv(a, csv);
  CHECK(tsv.str().find("\t+1: Draw a card.\t") != std::string::npos);
  CHECK(tsv.str().find("\t+1: Ziehe eine Karte.\t") != std::string::npos);
  CHECK(tsv.str().find("\t=SUM(A1)\t") != std::string::npos);
  CHECK(tsv.str().find('\'') == std::string::npos);
  CHECK(csv.str().find(",\"'+1: Draw a card.\",") != std::string::npos);
  CHECK(csv.str().find(",\"'=SUM(A1)\",") != std::string::npos);
  CHECK(csv.str().find("\r\n") != std::string::npos);
  // Each member's own status: the German member is ok, the French one missing.
  std::istringstream rows(tsv.str());
  std::string header, first;
  std::getline(rows, header);
  std::getline(rows, first);
  CHECK(header == "id\tkind\tstatus\tscore\ten label\ten text\ten source\ten status\ten score\tde label\tde text\tde source\t"
                  "de status\tde score\tfr label\tfr text\tfr source\tfr status\tfr score");
  std::vector<std::string> cells;
  std::istringstream row(first);
  for (std::string c; std::getline(row, c, '\t');) cells.push_back(c);
  cells.resize(19);
  CHECK(cells[0] == "TST:1:1");
  CHECK(cells[2] == "missing");  // the unit's summary
  CHECK(cells[10] == "+1: Ziehe eine Karte.");
  CHECK(cells[12] == "ok");      // the German member
  CHECK(cells[17] == "missing"); // the French member
}

TEST_CASE("CSV guards hostile text in every column it comes into: id, label, text, source; a long line is cut") {
  // The set code and card number make the unit id, the name the label, the file name the source.
  std::string long_line(40000, 'w');
  std::string json = R"J({"data": {"code": "=HYPERLINK(\"http://x/\",\"y\")", "cards": [
    {"name": "@SUM(1+1)", "number": "-2+3", "text": "+1+1\n\tTAB\n\rCR\n)J" + long_line + R"J(",
     "foreignData": [{"language": "German", "name": "+1+1", "text": "-2+3\n=1\n@A1\n-1"}]}]}})J";
  Diagnostics d;
  CardSet set = read_card_set("-2+3.json", json, d);
  Alignment a = align_cards(set);
  std::ostringstream csv;
  std::vector<CsvCut> cuts = write_align_csv(a, csv);
  const std::string s = csv.str();
  // Every cell: split the rows (CRLF outside quotes) and cells (commas outside quotes).
  std::size_t cells = 0, guarded = 0;
  bool quoted = false, fresh = true;
  std::string first;  // the first characters of the cell being read, unquoted
  auto check_cell = [&] {
    ++cells;
    INFO("cell " << cells << ": " << first);
    if (!first.empty() && std::string_view("=+-@\t\r").find(first[0]) != std::string_view::npos) {
      // Only a plain number may start so ("-1"); everything else carries the guard.
      CHECK(first.find_first_not_of("+-0123456789.") == std::string::npos);
    }
    guarded += !first.empty() && first[0] == '\'';
    first.clear();
    fresh = true;
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (quoted) {
      if (c == '"' && i + 1 < s.size() && s[i + 1] == '"') ++i;
      else if (c == '"') quoted = false;
      if (c != '"' && first.size() < 8) first += c;
      continue;
    }
    if (c == '"' && fresh) {
      quoted = true;
      fresh = false;
    } else if (c == ',') {
      check_cell();
    } else if (c == '\r' && i + 1 < s.size() && s[i + 1] == '\n') {
      check_cell();
      ++i;
    } else {
      fresh = false;
      if (first.size() < 8) first += c;
    }
  }
  CHECK(cells > 19);
  CHECK(guarded >= 8);
  CHECK(s.find("\"'=HYPERLINK(\"\"http://x/\"\",\"\"y\"\")") != std::string::npos);
  CHECK(s.find(",\"'@SUM(1+1)\",") != std::string::npos);
  CHECK(s.find(",\"'-2+3.json:") != std::string::npos);
  CHECK(s.find(",-1,") != std::string::npos);  // a plain number stays a number
  REQUIRE(cuts.size() == 1);
  CHECK(cuts[0].column_name == "en text");
  CHECK(cuts[0].length == 40000);
  CHECK(s.find("\xE2\x80\xA6 [cut from 40000 characters]") != std::string::npos);
}

TEST_CASE("TSV escapes only tab, line break and backslash") {
  Diagnostics d;
  CardSet set = read_card_set("t.json", R"({"data": {"code": "X", "cards": [{"name": "A", "number": "1", "text": "a\tb \\ c"}]}})", d);
  Alignment a = align_cards(set);
  std::ostringstream tsv;
  write_align_tsv(a, tsv);
  CHECK(tsv.str().find("\ta\\tb \\\\ c\t") != std::string::npos);
}

TEST_CASE("xml_safe: ICU judges UTF-8; overlong forms and surrogates are replaced") {
  CHECK(xml_safe("ok \xC3\xA4") == "ok \xC3\xA4");
  CHECK(xml_safe("\xC0\xAF") == "\xEF\xBF\xBD\xEF\xBF\xBD");       // overlong '/'
  CHECK(xml_safe("\xE0\x80\xAF").find("/") == std::string::npos);  // overlong, three bytes
  CHECK(xml_safe("\xED\xA0\x80").find("\xED") == std::string::npos);  // a surrogate (U+D800)
  CHECK(xml_safe("\xEF\xBF\xBE") == "\xEF\xBF\xBD");               // U+FFFE
  CHECK(xml_safe("a\x01" "b") == "a\xEF\xBF\xBD" "b");
  CHECK(xml_safe("\xF4\x90\x80\x80").find("\xF4") == std::string::npos);  // beyond U+10FFFF
}

TEST_CASE("TMX and JSON give each member its own status") {
  Diagnostics d;
  auto load = [&](const char* name, const char* text, Language l) {
    ParseOptions o;
    o.language = l;
    return parse(std::make_shared<const Source>(decode(name, text, {}, d)), o, d);
  };
  auto en = load("en.txt", "702.80. Exalted\n\n702.80a Exalted is a triggered ability giving +1/+1.\n", Language::kEn);
  auto de = load("de.txt", "702.80. Edelmut\n\n702.80a Edelmut ist eine ausgel\xC3\xB6ste F\xC3\xA4higkeit, die +1/+1 gibt.\n", Language::kDe);
  auto fr = load("fr.txt", "502.83. Exaltation\n\n502.83a L'exaltation est une capacit\xC3\xA9 d\xC3\xA9" "clench\xC3\xA9" "e donnant +1/+1.\n", Language::kFr);
  Alignment a = align_documents({&en[0], &de[0], &fr[0]});
  std::ostringstream tmx, json;
  write_tmx(a, tmx);
  write_align_json(a, d, json);
  nlohmann::json j = nlohmann::json::parse(json.str());
  const auto& unit = j["units"][0];
  CHECK(unit["id"] == "702.80");
  CHECK(unit["status"] == "edition");
  CHECK(unit["members"]["de"]["status"] == "ok");
  CHECK(unit["members"]["fr"]["status"] == "edition");
  CHECK(unit["members"]["fr"]["number"] == "502.83");
  CHECK(unit["members"]["fr"]["document"] == "fr-rules");
  CHECK(tmx.str().find("<prop type=\"x-status\">edition</prop>") != std::string::npos);
  CHECK(tmx.str().find("<prop type=\"x-number\">502.83</prop>") != std::string::npos);
}

// The TMX of source/target pairs (the OmegaT project's memories) has align's header and escaping:
// one <tu> per pair, its props, a <tuv> per language; none gives an empty body.
TEST_CASE("write_tmx_pairs: align's header, one tu per pair, markup escaped") {
  std::string tmx = write_tmx_pairs("en", "de", {{"702.80b", {{"x-change", "reworded"}}, "A <b> & C", "A <b> & C auf Deutsch"}});
  CHECK(tmx.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n  <header creationtool=\"rulecorp\""));
  CHECK(tmx.find("srclang=\"en\"") != std::string::npos);
  CHECK(tmx.find("<tu tuid=\"702.80b\">\n      <prop type=\"x-change\">reworded</prop>") != std::string::npos);
  CHECK(tmx.find("<tuv xml:lang=\"de\">\n        <seg>A &lt;b&gt; &amp; C auf Deutsch</seg>") != std::string::npos);
  CHECK(tmx.ends_with("  </body>\n</tmx>\n"));
  CHECK(write_tmx_pairs("en", "fr", {}).ends_with("datatype=\"plaintext\" />\n  <body />\n</tmx>\n"));
}

}  // namespace rulecorp
