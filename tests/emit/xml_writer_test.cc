// The streaming XML writer prints what pugixml's format_indent printed for the same elements, byte
// for byte (the TMX and TBX files must not change with it): the nesting and indentation, empty
// elements, elements with one text, and the escaping of every byte value, markup character and
// ill-formed UTF-8 sequence in text and in attribute values, after xml_safe.
#include <doctest/doctest.h>

#include <pugixml.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "emit/tmx.h"
#include "emit/xml_writer.h"

namespace rulecorp {
namespace {

// What pugixml prints for <unit id="v"><p type="v">v</p><p type="k">plain</p><group><empty a="v"
// /><seg>v</seg><seg></seg></group></unit> with every value made safe by xml_safe, at depth 2.
std::string by_pugixml(const std::string& v) {
  const std::string safe = xml_safe(v);
  pugi::xml_document doc;
  pugi::xml_node unit = doc.append_child("unit");
  unit.append_attribute("id") = safe.c_str();
  pugi::xml_node p = unit.append_child("p");
  p.append_attribute("type") = safe.c_str();
  p.text().set(safe.c_str());
  pugi::xml_node k = unit.append_child("p");
  k.append_attribute("type") = "k";
  k.text().set("plain");
  pugi::xml_node group = unit.append_child("group");
  group.append_child("empty").append_attribute("a") = safe.c_str();
  group.append_child("seg").text().set(safe.c_str());
  group.append_child("seg").text().set("");
  std::ostringstream out;
  unit.print(out, "  ", pugi::format_indent, pugi::encoding_utf8, 2);
  return out.str();
}

std::string by_writer(const std::string& v) {
  std::string out;
  XmlWriter x(out, 2);
  x.start("unit");
  x.attribute("id", v);
  x.element("p", "type", v, v);
  x.element("p", "type", "k", "plain");
  x.start("group");
  x.start("empty");
  x.attribute("a", v);
  x.end();
  x.element("seg", v);
  x.element("seg", "");
  x.end();
  x.end();
  return out;
}

}  // namespace

TEST_CASE("XmlWriter prints what pugixml printed, for every byte and for markup and ill-formed UTF-8") {
  std::vector<std::string> values = {"", "plain text", "a & b < c > d \"e\" 'f'", "]]>", "tab\there\nline\rcr",
                                     "Stra\xC3\x9F" "e \xE2\x80\x94 \xF0\x9F\x98\x80", "\xC0\xAF", "\xE0\x80\xAF",
                                     "\xED\xA0\x80", "\xEF\xBF\xBE \xEF\xBF\xBF", "\xF4\x90\x80\x80", "x\xE2\x80",
                                     "\xC3", "a\x01" "b\x1F" "c\x7F" "d"};
  for (int b = 0; b < 256; ++b) values.push_back("<" + std::string(1, static_cast<char>(b)) + ">");
  for (const std::string& v : values) {
    CAPTURE(v);
    CHECK(by_writer(v) == by_pugixml(v));
  }
}

TEST_CASE("append_xml_escaped makes a value safe and escapes it for text or an attribute") {
  std::string text, attr;
  append_xml_escaped(text, "a<b>&\"c\"\t\x01", false);
  append_xml_escaped(attr, "a<b>&\"c\"\t\x01", true);
  CHECK(text == "a&lt;b&gt;&amp;\"c\"\t\xEF\xBF\xBD");
  CHECK(attr == "a&lt;b>&amp;&quot;c&quot;&#09;\xEF\xBF\xBD");
}

}  // namespace rulecorp
