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
#include <tuple>

#include "align/aligner.h"
#include "parse/parser.h"
#include "text/decoder.h"
#include "update/merge.h"
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

Document parsed_as(const std::string& name, const std::string& bytes, const std::string& encoding) {
  Diagnostics d;
  DecodeOptions dopt;
  dopt.encoding = encoding;
  auto src = std::make_shared<const Source>(decode(name, bytes, dopt, d));
  ParseOptions o;
  o.language = Language::kDe;
  return std::move(parse(src, o, d).at(0));
}

struct Fixture {
  std::string old_text, new_text, de_text;
  Document old_en, new_en, de;
  Alignment texts;
  explicit Fixture(std::string old_bytes = kOld, std::string new_bytes = kNew, std::string de_bytes = kDe, const std::string& encoding = "")
      : old_text(std::move(old_bytes)), new_text(std::move(new_bytes)), de_text(std::move(de_bytes)),
        old_en(parsed("en-old.txt", old_text, Language::kEn)), new_en(parsed("en-new.txt", new_text, Language::kEn)),
        de(encoding.empty() ? parsed("de.txt", de_text, Language::kDe) : parsed_as("de.txt", de_text, encoding)) {
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
    AppliedEdits a = r.edits.apply({"de.txt", de_text, de.source->encoding, de.source->line_ending});
    CHECK(a.problems.empty());
    return a.bytes;
  }
};

std::string xliff12(const std::string& units, const std::string& edition = "2026-02-27", const std::string& translation = "de@2025-11-14",
                    const std::string& file = "de.txt") {
  return "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\r\n"
         "<file original=\"de.txt\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">\r\n"
         "<header><note from=\"rulecorp\">rulecorp-package translation=" + translation + " file=" + file + " edition=" + edition +
         "</note></header>\r\n<body>\r\n" + units + "</body>\r\n</file>\r\n</xliff>\r\n";
}

std::string unit12(const std::string& id, const std::string& source, const std::string& target) {
  return "<trans-unit id=\"u" + id + "\" resname=\"" + id + "\">\r\n<source>" + source + "</source>\r\n<target state=\"translated\">" +
         target + "</target>\r\n</trans-unit>\r\n";
}

std::string xliff2(const std::string& units) {
  return "<?xml version=\"1.0\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.1\" srcLang=\"en\" trgLang=\"de\">\n"
         "<file id=\"f1\" original=\"de.txt\"><notes><note category=\"rulecorp-package\">rulecorp-package translation=de@2025-11-14 "
         "file=de.txt edition=2026-02-27</note></notes>\n" + units + "</file></xliff>\n";
}

// A rule with an example, in both editions and the German (the example reworded).
const std::string kOldEx =
    "Rules\n\nThese rules are effective as of November 14, 2025.\n\n104. Ending the Game\n\n"
    "104.1. Each player begins the game with 20 life.\nExample: A player begins with 20 life.\n\n"
    "104.2. A player with 0 life loses the game.\n";
const std::string kNewEx =
    "Rules\n\nThese rules are effective as of February 27, 2026.\n\n104. Ending the Game\n\n"
    "104.1. Each player begins the game with 20 life.\nExample: A player begins with 20 life and seven cards.\n\n"
    "104.2. A player with 0 life loses the game.\n";
const std::string kDeEx =
    "Regeln\n\nDieses Regelwerk gilt ab dem 14. November 2025.\n\n104. Das Spiel beenden\n\n"
    "104.1 Jeder Spieler beginnt das Spiel mit 20 Lebenspunkten.\nBeispiel: Ein Spieler beginnt mit 20 Lebenspunkten.\n\n"
    "104.2 Ein Spieler mit 0 Lebenspunkten verliert das Spiel.\n";

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
  CHECK(d.all()[0].message.find("given twice (also pkg0.xlf:6 as unit 104.1)") != std::string::npos);
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

TEST_CASE("merge: a partly translated XLIFF 2 unit (a segment without target) is written whole in English, with a note") {
  // Merging only the translated segment would silently lose the other segment's text.
  const std::string x = xliff2(
      "<unit id=\"u1\" name=\"104.1\"><segment><source>Each player begins the game with 20 life and draws seven cards,</source>"
      "<target>Jeder Spieler beginnt mit 20 Lebenspunkten und zieht sieben Karten,</target></segment><ignorable><source> </source></ignorable>"
      "<segment><source>then may mulligan.</source></segment></unit>\n"
      "<unit id=\"u2\" name=\"104.2\"><segment><source>A player who has 0 or less life</source><target>Ein Spieler mit 0 Lebenspunkten</target></segment>"
      "<segment><source> at the end of a step loses the game.</source><target> at the end of a step loses the game.</target></segment></unit>\n");
  Diagnostics rd;
  std::optional<ReturnedPackage> p = read_package("pkg.xlf", x, rd);
  REQUIRE(p);
  REQUIRE(p->units.size() == 2);
  CHECK(p->units[0].segments == 2);
  CHECK(p->units[0].untranslated_segments == 1);
  CHECK(p->units[1].untranslated_segments == 1);  // the source copied as its target
  Fixture f;
  Diagnostics d;
  MergeResult r = f.merge({x}, d);
  REQUIRE(r.ok);
  CHECK(r.summary.english_units == std::vector<std::string>{"104.2", "104.1"});  // the added rule is placed first
  const std::string out = f.applied(r);
  CHECK(out.find("104.1 Each player begins the game with 20 life and \r\ndraws seven cards, then may mulligan.") != std::string::npos);
  CHECK(out.find("Jeder Spieler beginnt mit 20") == std::string::npos);
  bool noted = false;
  for (const Diagnostic& g : d.all())
    noted = noted || (g.check == "merge.english" && g.message.find("unit 104.1: 1 of its 2 segments have no target") != std::string::npos);
  CHECK(noted);
}

TEST_CASE("merge: a target with malformed UTF-8 (overlong, surrogate, F8..FF lead) is refused") {
  for (const char* bad : {"Jeder \xC1\x81 Spieler", "Jeder \xED\xA0\x80 Spieler", "Jeder \xF8\x88\x80\x80\x80 Spieler", "Jeder \xFF",
                          "Jeder \xE2\x82"}) {
    CAPTURE(bad);
    ReturnedUnit u;
    u.id = "104.1";
    u.target = bad;
    std::string problem;
    CHECK_FALSE(target_text(u, problem));
    CHECK(problem == "holds bytes that are not UTF-8");
  }
  ReturnedUnit u;
  u.id = "104.1";
  u.target = "Jeder \xEF\xBF\xBD Spieler \xF0\x9F\x98\x80";  // U+FFFD and U+1F600 are characters like any other
  std::string problem;
  CHECK(target_text(u, problem) == u.target);
}

TEST_CASE("merge: invisible format characters are refused; ZWJ, ZWNJ and the soft hyphen are text") {
  for (const char* bad : {"a\xE2\x80\xAE" "b", "a\xE2\x80\xAA" "b", "a\xE2\x81\xA6" "b", "a\xE2\x81\xA9" "b", "a\xE2\x80\x8B" "b",
                          "a\xEF\xBB\xBF" "b"}) {
    CAPTURE(bad);
    ReturnedUnit u;
    u.id = "104.1";
    u.target = bad;
    std::string problem;
    CHECK_FALSE(target_text(u, problem));
    CHECK(problem.find("invisible format character U+") != std::string::npos);
  }
  for (const char* good : {"Spiel\xC2\xAD" "ende", "a\xE2\x80\x8C" "b", "a\xE2\x80\x8D" "b"}) {
    ReturnedUnit u;
    u.id = "104.1";
    u.target = good;
    std::string problem;
    CHECK(target_text(u, problem) == std::string(good));
  }
}

TEST_CASE("merge: a target starting with its own rule number or an example label is refused (it would be written twice)") {
  std::string problem;
  ReturnedUnit u;
  u.id = "104.1";
  u.target = "104.1 Jeder Spieler beginnt.";
  CHECK_FALSE(target_text(u, problem));
  CHECK(problem.find("its rule's number 104.1") != std::string::npos);
  u.target = "104.1. Jeder Spieler beginnt.";
  CHECK_FALSE(target_text(u, problem));
  u.id = "104.1#ex1";
  u.target = "Beispiel: Ein Spieler beginnt.";
  CHECK_FALSE(target_text(u, problem));
  CHECK(problem.find("example label") != std::string::npos);
  u.target = "Ein Spieler beginnt.";
  CHECK(target_text(u, problem) == "Ein Spieler beginnt.");
  u.id = "104.1";
  u.target = "20 Lebenspunkte hat jeder.";  // a number that is not the rule's
  CHECK(target_text(u, problem) == "20 Lebenspunkte hat jeder.");
  // Through the merge: a merge.target error on the unit's line.
  Fixture f;
  Diagnostics d;
  MergeResult r = f.merge({xliff12(unit12("104.1", kSrc1, "104.1. Jeder Spieler beginnt."))}, d);
  CHECK_FALSE(r.ok);
  REQUIRE_FALSE(d.all().empty());
  CHECK(d.all()[0].check == "merge.target");
  CHECK(d.all()[0].line == 6);
}

TEST_CASE("merge: two ids naming one example (#ex01, #ex1) or one term (glossary:flying, glossary:Flying) are one unit given twice; an XLIFF 2 id without name is mapped back") {
  {
    Fixture f(kOldEx, kNewEx, kDeEx);
    Diagnostics d;
    MergeResult r = f.merge({xliff12(unit12("104.1#ex01", "x", "Ein Spieler beginnt.") + unit12("104.1#ex1", "x", "Ein Spieler fängt an."))}, d);
    CHECK_FALSE(r.ok);
    REQUIRE_FALSE(d.all().empty());
    CHECK(d.all()[0].check == "merge.unit");
    CHECK(d.all()[0].line == 10);
    CHECK(d.all()[0].message.find("unit 104.1#ex1: given twice (also pkg0.xlf:6 as unit 104.1#ex01): both name 104.1#ex1") != std::string::npos);
  }
  {
    // Two spellings of one glossary term.
    const std::string with_glossary = kNewEx + "\nGlossary\n\nFlying\nA keyword ability that restricts how a creature may be blocked.\n";
    Fixture f(kOldEx, with_glossary, kDeEx);
    REQUIRE_FALSE(f.new_en.glossary.empty());
    Diagnostics d;
    MergeResult r = f.merge({xliff12(unit12("glossary:flying", "x", "Fliegend") + unit12("glossary:Flying", "x", "Flugfähigkeit"))}, d);
    CHECK_FALSE(r.ok);
    REQUIRE_FALSE(d.all().empty());
    CHECK(d.all()[0].check == "merge.unit");
    CHECK(d.all()[0].message.find("unit glossary:Flying: given twice (also pkg0.xlf:6 as unit glossary:flying)") != std::string::npos);
  }
  {
    // A glossary id without `name`: "glossary:keyword_ability" is the NMTOKEN form of "glossary:keyword ability".
    const std::string with_glossary = kNewEx + "\nGlossary\n\nKeyword Ability\nA game term, such as flying.\n";
    Fixture f(kOldEx, with_glossary, kDeEx);
    Diagnostics d;
    MergeResult r = f.merge({xliff2("<unit id=\"glossary:keyword_ability\"><segment><source>A game term.</source>"
                                    "<target>Ein Spielbegriff.</target></segment></unit>\n")},
                            d);
    CHECK(r.ok);  // the translation has no glossary: the unit is found, then left to the translator
    REQUIRE_FALSE(d.all().empty());
    CHECK(d.all()[0].check == "merge.unused");
    CHECK(d.all()[0].message.find("unit glossary:keyword ability:") != std::string::npos);
  }
  {
    // A CAT tool that dropped `name`: the NMTOKEN id update wrote (xliff2_unit_id) is mapped back.
    CHECK(xliff2_unit_id("104.1#ex1") == "104.1-ex1");
    Fixture f(kOldEx, kNewEx, kDeEx);
    Diagnostics d;
    MergeResult r = f.merge({xliff2("<unit id=\"104.1-ex1\"><segment><source>A player begins with 20 life and seven cards.</source>"
                                    "<target>Ein Spieler beginnt mit 20 Lebenspunkten und sieben Karten.</target></segment></unit>\n")},
                            d);
    REQUIRE(r.ok);
    CHECK(r.summary.replaced == 1);
    CHECK(f.applied(r).find("Beispiel: Ein Spieler beginnt mit 20 Lebenspunkten und sieben Karten.") != std::string::npos);
  }
}

TEST_CASE("merge: package identity: one parser, a file name with a space, its own edition, another file, several <file>s") {
  ReturnedPackage p;
  REQUIRE(read_package_note("rulecorp-package translation=de@2025-11-14 file=cr de 2025.txt edition=2026-02-27\n", p));
  CHECK(p.translation == "de@2025-11-14");
  CHECK(p.translation_file == "cr de 2025.txt");
  CHECK(p.edition == "2026-02-27");
  CHECK_FALSE(read_package_note("rulecorp-package translation=de edition=2026-02-27", p));
  {
    // A package bringing the translation to the edition it already translates: one error, not one per unit.
    Fixture f;
    std::vector<ReturnedPackage> packages;
    Diagnostics d;
    packages.push_back(*read_package("pkg0.xlf", xliff12(unit12("104.1", kSrc1, "a") + unit12("104.2", kSrc2, "b"), "2025-11-14"), d));
    MergeResult r = merge_translation({&f.texts, &f.de, &f.old_en, &f.old_en}, packages, d);
    CHECK_FALSE(r.ok);
    REQUIRE(d.all().size() == 1);
    CHECK(d.all()[0].check == "merge.package");
    CHECK(d.all()[0].message.find("its own edition 2025-11-14") != std::string::npos);
  }
  {
    // Made for another file of the same language and edition: merged, with a warning naming both.
    Fixture f;
    Diagnostics d;
    MergeResult r = f.merge({xliff12(unit12("104.1", kSrc1, "Jeder Spieler beginnt."), "2026-02-27", "de@2025-11-14", "other.txt")}, d);
    CHECK(r.ok);
    REQUIRE_FALSE(d.all().empty());
    CHECK(d.all()[0].check == "merge.package");
    CHECK(d.all()[0].severity == Severity::kWarning);
    CHECK(d.all()[0].message.find("other.txt, merged into de.txt") != std::string::npos);
  }
  {
    // Two <file>s of different packages in one file.
    std::string x = xliff12(unit12("104.1", kSrc1, "a"));
    const std::string second = "<file original=\"de.txt\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">\r\n"
                               "<header><note>rulecorp-package translation=de@2025-11-14 file=de.txt edition=2026-06-01</note></header><body/></file>\r\n";
    x.insert(x.find("</xliff>"), second);
    Diagnostics d;
    CHECK_FALSE(read_package("pkg.xlf", x, d));
    REQUIRE(d.all().size() == 1);
    CHECK(d.all()[0].check == "merge.package");
    CHECK(d.all()[0].line == 12);
    CHECK(d.all()[0].message.find("edition=2026-06-01") != std::string::npos);
  }
}

TEST_CASE("merge: a character the translation's encoding cannot hold is a merge.target error on the unit") {
  std::string latin1;  // kDe in windows-1252, without its BOM
  for (std::size_t i = 3; i < kDe.size(); ++i) {
    if (kDe.compare(i, 2, "\xC3\xA4") == 0) {
      latin1 += '\xE4';
      ++i;
    } else {
      latin1 += kDe[i];
    }
  }
  Fixture f(kOld, kNew, latin1, "windows-1252");
  REQUIRE(f.de.source->encoding == "windows-1252");
  Diagnostics d;
  MergeResult r = f.merge({xliff12(unit12("104.1", kSrc1, "Jeder Spieler beginnt \xF0\x9F\x98\x80 mit 20 Lebenspunkten."))}, d);
  CHECK_FALSE(r.ok);
  REQUIRE_FALSE(d.all().empty());
  CHECK(d.all()[0].check == "merge.target");
  CHECK(d.all()[0].file == "pkg0.xlf");
  CHECK(d.all()[0].line == 6);
  CHECK(d.all()[0].message.find("U+1F600") != std::string::npos);
  CHECK(d.all()[0].message.find("windows-1252") != std::string::npos);
  // A character it holds merges.
  Diagnostics ok;
  CHECK(f.merge({xliff12(unit12("104.1", kSrc1, "Jeder Spieler beginnt \xC3\xA4 mit 20 Lebenspunkten."))}, ok).ok);
}

TEST_CASE("package reader: a UTF-16 or UTF-32 package is converted to UTF-8 once; its lines stay the file's") {
  const std::string x = xliff12(unit12("104.1", kSrc1, "Jeder Spieler \xC3\xA4."));
  auto widen = [](const std::string& utf8, int width, bool little, bool bom) {
    std::string out;
    auto put = [&](std::uint32_t c) {
      for (int k = 0; k < width; ++k) out += static_cast<char>(little ? (c >> (8 * k)) & 0xFF : (c >> (8 * (width - 1 - k))) & 0xFF);
    };
    if (bom) put(0xFEFF);
    for (std::size_t i = 0; i < utf8.size();) {
      const auto b = static_cast<unsigned char>(utf8[i]);
      std::uint32_t c = b;
      std::size_t n = 1;
      if (b >= 0xE0) c = b & 0x0F, n = 3;
      else if (b >= 0xC0) c = b & 0x1F, n = 2;
      for (std::size_t k = 1; k < n; ++k) c = (c << 6) | (static_cast<unsigned char>(utf8[i + k]) & 0x3F);
      put(c);
      i += n;
    }
    return out;
  };
  const std::string plain = x.substr(3);  // without the UTF-8 BOM
  CHECK_FALSE(wide_xml_as_utf8(x));
  for (const auto& [width, little, bom] : {std::tuple{2, true, true}, std::tuple{2, false, true}, std::tuple{2, true, false},
                                           std::tuple{2, false, false}, std::tuple{4, true, true}, std::tuple{4, false, false}}) {
    CAPTURE(width);
    CAPTURE(little);
    CAPTURE(bom);
    std::optional<std::string> u = wide_xml_as_utf8(widen(plain, width, little, bom));
    REQUIRE(u);
    CHECK(*u == plain);
    Diagnostics d;
    std::optional<ReturnedPackage> p = read_package("pkg.xlf", *u, d);
    REQUIRE(p);
    REQUIRE(p->units.size() == 1);
    CHECK(p->units[0].line == 6);
    CHECK(p->units[0].target == "Jeder Spieler \xC3\xA4.");
  }
}

}  // namespace rulecorp
