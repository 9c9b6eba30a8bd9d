// The package reader (update/package_reader.h) and the merge (update/merge.h) on small texts.
// Intent: a package is read as CAT tools write it back (XLIFF 1.2 with <mrk mtype="seg">, <g> and
// entities, XLIFF 2.1 with several segments and <ignorable>, CRLF and a BOM, translate="no" units
// skipped); the merge puts rules in the new order with the new numbers, takes the targets, writes
// the English where a target is empty or the source, drops removed rules, renumbers citations and
// the effective date, keeps every other byte (BOM, CRLF, trailing spaces) and wraps as the
// translation wraps; a hostile target, an unknown unit or a package for another edition is an
// error naming the package and line, and nothing is merged.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "align/aligner.h"
#include "parse/parser.h"
#include "text/decoder.h"
#include "update/merge.h"
#include "update/package_reader.h"

namespace rulecorp {
namespace {

Document parsed(const std::string& name, const std::string& text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return std::move(parse(src, o, d).at(0));
}

const std::string kOld =
    "Rules\n\nThese rules are effective as of November 14, 2025.\n\n104. Ending the Game\n\n"
    "104.1. Each player begins the game with 20 life and draws seven cards.\n\n"
    "104.2. A player who has 0 or less life loses the game the next time a player would receive priority.\n\n"
    "104.3. A player who attempts to draw a card from a library with no cards in it loses the game. See rule 104.2.\n\n"
    "104.4. A player with 10 or more poison counters loses the game.\n\n"
    "104.5. A player who concedes the game leaves it immediately and loses it.\n";
const std::string kNew =
    "Rules\n\nThese rules are effective as of February 27, 2026.\n\n104. Ending the Game\n\n"
    "104.1. Each player begins the game with 20 life and draws seven cards, then may mulligan.\n\n"
    "104.2. A player who has 0 or less life at the end of a step loses the game.\n\n"
    "104.3. A player who has 0 or less life loses the game the next time a player would receive priority.\n\n"
    "104.4. A player who attempts to draw a card from a library with no cards in it loses the game. See rule 104.3.\n\n"
    "104.5. A player with 10 or more poison counters loses the game.\n";
// The German, wrapped at 50 columns with a trailing space, CRLF, a BOM.
const std::string kDe =
    "\xEF\xBB\xBFRegeln\r\n\r\nDieses Regelwerk gilt ab dem 14. November 2025.\r\n\r\n104. Das Spiel beenden\r\n\r\n"
    "104.1 Jeder Spieler beginnt das Spiel mit 20 \r\nLebenspunkten und zieht sieben Karten.\r\n\r\n"
    "104.2 Ein Spieler mit 0 oder weniger Lebenspunkten \r\nverliert das Spiel, wenn ein Spieler das nächste \r\nMal Priorität erhielte.\r\n\r\n"
    "104.3 Ein Spieler, der eine Karte aus einer \r\nleeren Bibliothek ziehen muss, verliert das \r\nSpiel. Siehe Regel 104.2.  \r\n\r\n"
    "104.4 Ein Spieler mit 10 oder mehr Giftmarken \r\nverliert das Spiel.\r\n\r\n"
    "104.5 Ein Spieler, der aufgibt, verlässt das \r\nSpiel sofort und verliert es.\r\n";

struct Fixture {
  Document old_en = parsed("en-old.txt", kOld, Language::kEn);
  Document new_en = parsed("en-new.txt", kNew, Language::kEn);
  Document de = parsed("de.txt", kDe, Language::kDe);
  Alignment texts;
  Fixture() {
    AlignOptions o;
    o.translates = {"", "2025-11-14"};
    texts = align_documents({&old_en, &de}, o);
  }
  MergeResult merge(const std::vector<std::string>& xliffs, Diagnostics& diags) {
    std::vector<ReturnedPackage> packages;
    for (std::size_t i = 0; i < xliffs.size(); ++i)
      if (std::optional<ReturnedPackage> p = read_package("pkg" + std::to_string(i) + ".xlf", xliffs[i], diags)) packages.push_back(std::move(*p));
    REQUIRE(packages.size() == xliffs.size());
    return merge_translation({&texts, &de, &old_en, &new_en}, packages, diags);
  }
  std::string applied(const MergeResult& r) {
    AppliedEdits a = r.edits.apply({"de.txt", kDe, de.source->encoding, de.source->line_ending});
    CHECK(a.problems.empty());
    return a.bytes;
  }
};

std::string xliff12(const std::string& units, const std::string& edition = "2026-02-27", const std::string& translation = "de@2025-11-14") {
  return "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\r\n"
         "<file original=\"de.txt\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">\r\n"
         "<header><note from=\"rulecorp\">rulecorp-package translation=" + translation + " file=de.txt edition=" + edition +
         "</note></header>\r\n<body>\r\n" + units + "</body>\r\n</file>\r\n</xliff>\r\n";
}

std::string unit12(const std::string& id, const std::string& source, const std::string& target) {
  return "<trans-unit id=\"u" + id + "\" resname=\"" + id + "\">\r\n<source>" + source + "</source>\r\n<target state=\"translated\">" +
         target + "</target>\r\n</trans-unit>\r\n";
}

const std::string kSrc1 = "Each player begins the game with 20 life and draws seven cards, then may mulligan.";
const std::string kSrc2 = "A player who has 0 or less life at the end of a step loses the game.";

}  // namespace

TEST_CASE("package reader: XLIFF 1.2 as translate-toolkit writes it back (mrk segments, g, entities, CRLF, BOM)") {
  const std::string x = xliff12(
      unit12("104.1", kSrc1,
             "<mrk mtype=\"seg\" mid=\"1\">Jeder Spieler beginnt mit 20 <g id=\"1\">Lebenspunkten</g> &amp; zieht.</mrk> "
             "<mrk mtype=\"seg\" mid=\"2\">Dann darf er neu mischen.</mrk>") +
      "<trans-unit id=\"c1\" resname=\"104.3\" translate=\"no\"><source>context</source></trans-unit>\r\n");
  Diagnostics d;
  std::optional<ReturnedPackage> p = read_package("pkg.xlf", x, d);
  REQUIRE(p);
  CHECK(p->version == "1.2");
  CHECK(p->translation == "de@2025-11-14");
  CHECK(p->translation_file == "de.txt");
  CHECK(p->edition == "2026-02-27");
  CHECK(p->target_language == "de");
  CHECK(p->context_units == 1);
  REQUIRE(p->units.size() == 1);
  CHECK(p->units[0].id == "104.1");
  CHECK(p->units[0].line == 6);
  CHECK(p->units[0].target == "Jeder Spieler beginnt mit 20 Lebenspunkten & zieht. Dann darf er neu mischen.");
  CHECK(p->units[0].source == kSrc1);
  CHECK(p->units[0].markup.empty());
}

TEST_CASE("package reader: XLIFF 2.1 with several segments, an ignorable and inline codes") {
  const std::string x =
      "<?xml version=\"1.0\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.1\" srcLang=\"en\" trgLang=\"de\">\n"
      "<file id=\"f1\" original=\"de.txt\"><notes><note category=\"rulecorp-package\">rulecorp-package translation=de@2025-11-14 "
      "file=de.txt edition=2026-02-27</note></notes>\n"
      "<unit id=\"u104.1\" name=\"104.1\"><segment><source>Each player begins.</source><target>Jeder Spieler <pc id=\"1\">beginnt</pc>.</target></segment>"
      "<ignorable><source> </source></ignorable><segment><source>Then.</source><target>Dann<ph id=\"2\"/>.</target></segment></unit>\n"
      "<unit id=\"u104.2\" name=\"104.2\"><segment><source>A player.</source></segment></unit>\n"
      "<unit id=\"u3\" name=\"104.3\" translate=\"no\"><segment><source>x</source></segment></unit>\n"
      "</file></xliff>\n";
  Diagnostics d;
  std::optional<ReturnedPackage> p = read_package("pkg.xlf", x, d);
  REQUIRE(p);
  CHECK(p->version == "2.1");
  CHECK(p->target_language == "de");
  CHECK(p->context_units == 1);
  REQUIRE(p->units.size() == 2);
  CHECK(p->units[0].target == "Jeder Spieler beginnt. Dann.");
  CHECK(p->units[0].source == "Each player begins. Then.");
  CHECK(p->units[0].line == 4);
  CHECK_FALSE(p->units[1].has_target);
}

TEST_CASE("package reader: malformed XML, a DOCTYPE, no package note are refused with the file and line") {
  Diagnostics d;
  CHECK_FALSE(read_package("bad.xlf", "<xliff version=\"1.2\"><file><body>\n<trans-unit></file>", d));
  CHECK_FALSE(read_package("dtd.xlf", "<!DOCTYPE x [<!ENTITY a \"b\">]><xliff version=\"1.2\"/>", d));
  CHECK_FALSE(read_package("plain.xlf", "<xliff version=\"1.2\"><file><body/></file></xliff>", d));
  CHECK_FALSE(read_package("tmx.xlf", "<tmx version=\"1.4\"/>", d));
  REQUIRE(d.all().size() == 4);
  CHECK(d.all()[0].check == "xml.invalid");
  CHECK(d.all()[0].file == "bad.xlf");
  CHECK(d.all()[1].check == "xml.doctype");
  CHECK(d.all()[2].check == "merge.package");
  CHECK(d.all()[3].check == "merge.package");
}

TEST_CASE("merge: new order and numbers, targets, English for an empty target, removed rule dropped, bytes kept") {
  Fixture f;
  Diagnostics d;
  MergeResult r = f.merge({xliff12(unit12("104.1", kSrc1, "Jeder Spieler beginnt das Spiel mit 20 Lebenspunkten, zieht sieben Karten und darf dann neu mischen.") +
                                   unit12("104.2", kSrc2, ""))},
                          d);
  REQUIRE(r.ok);
  const std::string out = f.applied(r);
  CHECK(out ==
        "\xEF\xBB\xBFRegeln\r\n\r\nDieses Regelwerk gilt ab dem 27. Februar 2026.\r\n\r\n104. Das Spiel beenden\r\n\r\n"
        "104.1 Jeder Spieler beginnt das Spiel mit 20 \r\nLebenspunkten, zieht sieben Karten und darf dann \r\nneu mischen.\r\n\r\n"
        "104.2 A player who has 0 or less life at the end \r\nof a step loses the game.\r\n\r\n"
        "104.3 Ein Spieler mit 0 oder weniger Lebenspunkten \r\nverliert das Spiel, wenn ein Spieler das nächste \r\nMal Priorität erhielte.\r\n\r\n"
        "104.4 Ein Spieler, der eine Karte aus einer \r\nleeren Bibliothek ziehen muss, verliert das \r\nSpiel. Siehe Regel 104.3.  \r\n\r\n"
        "104.5 Ein Spieler mit 10 oder mehr Giftmarken \r\nverliert das Spiel.\r\n");
  CHECK(r.summary.replaced == 1);
  CHECK(r.summary.added == 1);
  CHECK(r.summary.english == 1);
  CHECK(r.summary.english_units == std::vector<std::string>{"104.2"});
  CHECK(r.summary.renumbered == 3);
  CHECK(r.summary.removed == 1);
  CHECK(r.summary.citations == 1);
  CHECK(r.summary.date);
}

TEST_CASE("merge: a target equal to its source is written as the English, and counted") {
  Fixture f;
  Diagnostics d;
  MergeResult r = f.merge({xliff12(unit12("104.1", kSrc1, kSrc1) + unit12("104.2", kSrc2, "Ein Spieler verliert."))}, d);
  REQUIRE(r.ok);
  CHECK(r.summary.english == 1);
  CHECK(f.applied(r).find("104.1 Each player begins the game with 20 life and \r\ndraws") != std::string::npos);
}

TEST_CASE("merge: hostile targets, unknown units and packages for another update are errors; nothing is merged") {
  struct Case {
    const char* what;
    std::string xliff;
    const char* check;
    const char* message;
  };
  const Case cases[] = {
      {"blank line", xliff12(unit12("104.1", kSrc1, "Erster Absatz.\n\nZweiter Absatz.")), "merge.target", "blank line"},
      {"rule number line", xliff12(unit12("104.1", kSrc1, "Jeder Spieler beginnt.\n104.9 Neue Regel.")), "merge.target", "rule number 104.9"},
      {"markup", xliff12(unit12("104.1", kSrc1, "Jeder &lt;b&gt;Spieler&lt;/b&gt; beginnt.")), "merge.target", "markup (<b>)"},
      {"native code", xliff12(unit12("104.1", kSrc1, "Jeder <ph id=\"1\">&lt;br/&gt;</ph> beginnt.")), "merge.target", "inline markup (<ph>)"},
      {"control character", xliff12(unit12("104.1", kSrc1, "Jeder\tSpieler beginnt.")), "merge.target", "U+0009"},
      {"unknown unit", xliff12(unit12("999.9", "x", "y")), "merge.unit", "names no rule"},
      {"bad example id", xliff12(unit12("104.1#ex0", "x", "y")), "merge.unit", "RULE#exN"},
      {"another edition", xliff12(unit12("104.1", kSrc1, "x"), "2026-06-01"), "merge.package", "edition 2026-06-01"},
      {"another translation", xliff12(unit12("104.1", kSrc1, "x"), "2026-02-27", "fr@2025-11-14"), "merge.package", "fr@2025-11-14"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.what);
    Fixture f;
    Diagnostics d;
    MergeResult r = f.merge({c.xliff}, d);
    CHECK_FALSE(r.ok);
    CHECK(r.edits.edits().empty());
    REQUIRE_FALSE(d.all().empty());
    CHECK(d.all()[0].check == c.check);
    CHECK(d.all()[0].file == "pkg0.xlf");
    CHECK(d.all()[0].message.find(c.message) != std::string::npos);
    if (std::string(c.check) != "merge.package") CHECK(d.all()[0].line == 6);
  }
  // The same unit in two packages.
  Fixture f;
  Diagnostics d;
  MergeResult r = f.merge({xliff12(unit12("104.1", kSrc1, "a")), xliff12(unit12("104.1", kSrc1, "b"))}, d);
  CHECK_FALSE(r.ok);
  REQUIRE_FALSE(d.all().empty());
  CHECK(d.all()[0].message.find("given twice (also pkg0.xlf:6)") != std::string::npos);
}

TEST_CASE("merge: a target with single line breaks is joined; wrapping never starts a line with a number or an example") {
  ReturnedUnit u;
  u.target = "  Erste Zeile\r\n  zweite Zeile  ";
  std::string problem;
  CHECK(target_text(u, problem) == "Erste Zeile zweite Zeile");
  u.target = "Text\nBeispiel: x";
  CHECK_FALSE(target_text(u, problem));
  CHECK(problem.find("example") != std::string::npos);
  CHECK(wrap_text("aaa bbb ccc ddd", 7, 0, "", true) == "aaa bbb \nccc ddd");
  CHECK(wrap_text("aaa bbb ccc ddd", 7, 0, "   ", false) == "aaa bbb\n   ccc\n   ddd");
  // "Regel 104.3" moves down together rather than leaving "104.3" to start a line.
  CHECK(wrap_text("siehe Regel 104.3 jetzt", 12, 0, "", false) == "siehe\nRegel 104.3\njetzt");
  CHECK(wrap_text("zum Beispiel: hier", 5, 0, "", false) == "zum Beispiel:\nhier");
  CHECK(wrap_text("one line", 0, 0, "", true) == "one line");
}

}  // namespace rulecorp
