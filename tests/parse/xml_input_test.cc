// load_xml: the one door for XML input. Table of hostile and broken documents, each refused with
// its check id and position; a TMX as rulecorp writes it is read.
#include <doctest/doctest.h>

#include <string>

#include "parse/xml_input.h"

namespace rulecorp {

TEST_CASE("load_xml refuses entities in every form and reports broken XML") {
  struct Case {
    const char* name;
    std::string xml;
    const char* check;  // "" = accepted
    std::uint32_t line, column;
  };
  const Case cases[] = {
      {"external entity (XXE)",
       "<?xml version=\"1.0\"?>\n<!DOCTYPE tmx [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<tmx>&xxe;</tmx>\n",
       "xml.doctype", 2, 1},
      {"external DTD", "<?xml version=\"1.0\"?>\n<!DOCTYPE tmx SYSTEM \"http://example.com/tmx14.dtd\">\n<tmx/>\n",
       "xml.doctype", 2, 1},
      {"entity expansion bomb",
       "<!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;\">]>\n<lolz>&lol2;</lolz>",
       "xml.doctype", 1, 1},
      {"not well-formed", "<tmx>\n  <body>\n</tmx>\n", "xml.invalid", 3, 3},
      {"undeclared entity stays text", "<tmx><seg>&xxe; and &amp;</seg></tmx>", "", 0, 0},
      {"a TMX as rulecorp writes it",
       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n  <body>\n    <tu tuid=\"702.80\"><tuv "
       "xml:lang=\"en\"><seg>Exalted &lt;b&gt;</seg></tuv></tu>\n  </body>\n</tmx>\n",
       "", 0, 0},
  };
  for (const Case& c : cases) {
    CAPTURE(c.name);
    Diagnostics d;
    pugi::xml_document doc;
    bool ok = load_xml("in.xml", c.xml, doc, d);
    if (*c.check == 0) {
      CHECK(ok);
      CHECK(d.all().empty());
      CHECK(doc.first_child());
    } else {
      CHECK_FALSE(ok);
      REQUIRE(d.all().size() == 1);
      CHECK(d.all()[0].check == c.check);
      CHECK(d.all()[0].line == c.line);
      CHECK(d.all()[0].column == c.column);
      CHECK_FALSE(doc.first_child());
    }
  }
  Diagnostics d;
  pugi::xml_document doc;
  REQUIRE(load_xml("in.xml", "<tmx><seg>&xxe; and &amp;</seg></tmx>", doc, d));
  CHECK(std::string(doc.child("tmx").child("seg").text().get()) == "&xxe; and &");  // never expanded
  REQUIRE(load_xml("in.xml", "<tmx><seg>Exalted &lt;b&gt;</seg></tmx>", doc, d));
  CHECK(std::string(doc.child("tmx").child("seg").text().get()) == "Exalted <b>");
}

}  // namespace rulecorp
