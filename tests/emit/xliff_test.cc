// The XLIFF writers of the update package (emit/xliff.h). Intent: the 1.2 file is exactly the
// shape CAT tools read (identity note in the header, one trans-unit per unit, the states that say
// "review this" and "translate this", notes in one order); the 2.1 file carries the same units
// under NMTOKEN ids with the package id in `name`, the change as subState and the terms in the
// glossary module; markup in a text cannot break either document; OmegaT's form copies the source
// into every target; a package without units is still a valid 2.1 file.
#include <doctest/doctest.h>

#include <pugixml.hpp>
#include <sstream>
#include <string>

#include "emit/xliff.h"

namespace rulecorp {
namespace {

UpdatePackage sample() {
  UpdatePackage p;
  p.language = "de";
  p.translated = "2025-11-14";
  p.file = "cr-de.txt";
  p.edition = "2026-03-06";
  PackageUnit reworded;
  reworded.id = "702.80b";
  reworded.change = UpdateChange::kRenumberedReworded;
  reworded.source = "Exalted <triggers> & resolves \"twice\".";
  reworded.target = "Edelmut wird ausgelöst.";
  reworded.old_number = "702.80a";
  reworded.old_source = "Exalted triggers.";
  reworded.diff = "Exalted {+<triggers> & resolves \"twice\"+}.";
  reworded.place = "cr-de.txt:812";
  reworded.terms = {{"Exalted", "Edelmut"}};
  PackageUnit example;
  example.id = "702.80b#ex1";
  example.kind = PackageUnitKind::kExample;
  example.change = UpdateChange::kAdded;
  example.source = "A creature attacks alone.";
  example.old_number = "702.80a";
  PackageUnit entry;
  entry.id = "glossary:keyword ability";
  entry.kind = PackageUnitKind::kGlossary;
  entry.change = UpdateChange::kAdded;
  entry.source = "An ability with a keyword.";
  entry.terms = {{"Keyword Ability", "Schlüsselwortfähigkeit"}};
  PackageUnit context;
  context.id = "702.80c";
  context.context = true;
  context.source = "Each instance triggers separately.";
  context.target = "Jede Instanz wird einzeln ausgelöst.";
  context.old_number = "702.80b";
  p.units = {reworded, example, entry, context};
  return p;
}

std::string xliff12(const UpdatePackage& p, XliffOptions o = {}) {
  std::ostringstream s;
  write_xliff12(p, s, o);
  return s.str();
}

std::string xliff21(const UpdatePackage& p, XliffOptions o = {}) {
  std::ostringstream s;
  write_xliff21(p, s, o);
  return s.str();
}

}  // namespace

TEST_CASE("xliff 1.2: the identity in the header, one trans-unit per unit with its state and notes") {
  CHECK(xliff12(sample()) ==
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        "  <file original=\"cr-de.txt\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">\n"
        "    <header>\n"
        "      <note from=\"rulecorp\">rulecorp-package translation=de@2025-11-14 file=cr-de.txt edition=2026-03-06</note>\n"
        "    </header>\n"
        "    <body>\n"
        "      <trans-unit id=\"702.80b\" resname=\"702.80b\">\n"
        "        <source>Exalted &lt;triggers&gt; &amp; resolves \"twice\".</source>\n"
        "        <target state=\"needs-review-translation\">Edelmut wird ausgelöst.</target>\n"
        "        <note from=\"rulecorp\">change: renumbered+reworded</note>\n"
        "        <note from=\"rulecorp\">kind: rule</note>\n"
        "        <note from=\"rulecorp\">old number: 702.80a</note>\n"
        "        <note from=\"rulecorp\">old English: Exalted triggers.</note>\n"
        "        <note from=\"rulecorp\">English change: Exalted {+&lt;triggers&gt; &amp; resolves \"twice\"+}.</note>\n"
        "        <note from=\"rulecorp\">translation: cr-de.txt:812</note>\n"
        "        <note from=\"rulecorp\">terms: Exalted → Edelmut</note>\n"
        "      </trans-unit>\n"
        "      <trans-unit id=\"702.80b#ex1\" resname=\"702.80b#ex1\">\n"
        "        <source>A creature attacks alone.</source>\n"
        "        <target state=\"new\" />\n"
        "        <note from=\"rulecorp\">change: added</note>\n"
        "        <note from=\"rulecorp\">kind: example</note>\n"
        "        <note from=\"rulecorp\">old number: 702.80a</note>\n"
        "      </trans-unit>\n"
        "      <trans-unit id=\"glossary:keyword ability\" resname=\"glossary:keyword ability\">\n"
        "        <source>An ability with a keyword.</source>\n"
        "        <target state=\"new\" />\n"
        "        <note from=\"rulecorp\">change: added</note>\n"
        "        <note from=\"rulecorp\">kind: glossary</note>\n"
        "        <note from=\"rulecorp\">terms: Keyword Ability → Schlüsselwortfähigkeit</note>\n"
        "      </trans-unit>\n"
        "      <trans-unit id=\"702.80c\" resname=\"702.80c\" translate=\"no\">\n"
        "        <source>Each instance triggers separately.</source>\n"
        "        <target state=\"final\">Jede Instanz wird einzeln ausgelöst.</target>\n"
        "        <note from=\"rulecorp\">context: unchanged, not to translate</note>\n"
        "        <note from=\"rulecorp\">kind: rule</note>\n"
        "        <note from=\"rulecorp\">old number: 702.80b</note>\n"
        "      </trans-unit>\n"
        "    </body>\n"
        "  </file>\n"
        "</xliff>\n");
}

TEST_CASE("xliff 2.1: NMTOKEN ids with the package id in name, states and subStates, the glossary module") {
  const UpdatePackage p = sample();
  CHECK(xliff2_unit_ids(p) == std::vector<std::string>{"702.80b", "702.80b-ex1", "glossary:keyword_ability", "702.80c"});
  const std::string text = xliff21(p);
  pugi::xml_document doc;
  REQUIRE(doc.load_string(text.c_str()));
  pugi::xml_node xliff = doc.child("xliff");
  CHECK(std::string(xliff.attribute("version").value()) == "2.1");
  CHECK(std::string(xliff.attribute("trgLang").value()) == "de");
  pugi::xml_node file = xliff.child("file");
  CHECK(std::string(file.child("notes").child("note").child_value()) == p.identity());
  std::vector<std::string> units;
  for (pugi::xml_node u : file.children("unit")) {
    pugi::xml_node seg = u.child("segment");
    units.push_back(std::string(u.attribute("name").value()) + " " + seg.attribute("state").value() + " " +
                    seg.attribute("subState").value() + " " + (seg.child("target") ? "target" : "-") +
                    (u.attribute("translate") ? std::string(" translate=") + u.attribute("translate").value() : ""));
  }
  CHECK(units == std::vector<std::string>{"702.80b translated rulecorp:renumbered+reworded target",
                                          "702.80b#ex1 initial rulecorp:added -",
                                          "glossary:keyword ability initial rulecorp:added -",
                                          "702.80c final rulecorp:context target translate=no"});
  pugi::xml_node first = file.child("unit");
  CHECK(std::string(first.child("segment").child("source").child_value()) == "Exalted <triggers> & resolves \"twice\".");
  pugi::xml_node entry = first.child("gls:glossary").child("gls:glossEntry");
  CHECK(std::string(entry.child("gls:term").child_value()) == "Exalted");
  CHECK(std::string(entry.child("gls:translation").child_value()) == "Edelmut");
  CHECK(std::string(first.child("notes").find_child_by_attribute("note", "category", "old-number").child_value()) == "702.80a");
}

TEST_CASE("xliff: ids that map to one NMTOKEN are made unique") {
  UpdatePackage p;
  for (const char* id : {"glossary:a b", "glossary:a_b", "glossary:a\xC3\xA9"}) {
    PackageUnit u;
    u.id = id;
    p.units.push_back(u);
  }
  CHECK(xliff2_unit_ids(p) == std::vector<std::string>{"glossary:a_b", "glossary:a_b-2", "glossary:a_"});
}

TEST_CASE("xliff: a unit whose text holds a line break keeps its white space (xml:space)") {
  UpdatePackage p = sample();
  p.units[2].source = "1. An ability with a keyword.\n2. Its keyword.";
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xliff12(p).c_str()));
  pugi::xml_node u = doc.child("xliff").child("file").child("body").child("trans-unit");
  CHECK_FALSE(u.attribute("xml:space"));
  u = u.next_sibling().next_sibling();
  CHECK(std::string(u.attribute("xml:space").value()) == "preserve");
  CHECK(std::string(u.child("source").child_value()) == "1. An ability with a keyword.\n2. Its keyword.");
  REQUIRE(doc.load_string(xliff21(p).c_str()));
  CHECK(std::string(doc.child("xliff").child("file").find_child_by_attribute("unit", "name", "glossary:keyword ability").attribute("xml:space").value()) ==
        "preserve");
}

TEST_CASE("xliff: OmegaT's form copies the source into every target, the states kept") {
  const UpdatePackage p = sample();
  XliffOptions o;
  o.omegat = true;
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xliff12(p, o).c_str()));
  std::size_t n = 0;
  for (pugi::xml_node u : doc.child("xliff").child("file").child("body").children("trans-unit")) {
    CHECK(std::string(u.child("target").child_value()) == u.child("source").child_value());
    ++n;
  }
  CHECK(n == p.units.size());
  CHECK(std::string(doc.child("xliff").child("file").child("body").child("trans-unit").child("target").attribute("state").value()) ==
        "needs-review-translation");
  pugi::xml_document doc2;
  REQUIRE(doc2.load_string(xliff21(p, o).c_str()));
  for (pugi::xml_node u : doc2.child("xliff").child("file").children("unit"))
    CHECK(std::string(u.child("segment").child("target").child_value()) == u.child("segment").child("source").child_value());
}

TEST_CASE("xliff 2.1: a package without units still holds one unit, not to translate") {
  UpdatePackage p = sample();
  p.units.clear();
  pugi::xml_document doc;
  REQUIRE(doc.load_string(xliff21(p).c_str()));
  pugi::xml_node u = doc.child("xliff").child("file").child("unit");
  REQUIRE(u);
  CHECK(std::string(u.attribute("id").value()) == "none");
  CHECK(std::string(u.attribute("translate").value()) == "no");
  CHECK(u.child("ignorable"));
  CHECK_FALSE(u.next_sibling("unit"));
  // 1.2 allows an empty body.
  CHECK(xliff12(p).find("<body />") != std::string::npos);
}

}  // namespace rulecorp
