// As glossary_tbx.cc, in the older shape: one small pugixml tree per termEntry printed in place;
// a langSet per language with its definition, a tig per variant with its status and part of
// speech; the evidence in a <note> of the entry.
#include "emit/glossary_tbx2.h"

#include <pugixml.hpp>

#include "common/version.h"
#include "emit/glossary_util.h"
#include "emit/tmx.h"

namespace rulecorp {

void write_glossary_tbx2(const Glossary& g, std::ostream& out) {
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<martif type=\"TBX\" xml:lang=\"en\">\n"
         "  <martifHeader>\n    <fileDesc>\n      <sourceDesc>\n        <p>rulecorp "
      << kVersion << " glossary</p>\n      </sourceDesc>\n    </fileDesc>\n  </martifHeader>\n  <text>\n";
  if (g.concepts.empty()) {
    out << "    <body />\n  </text>\n</martif>\n";
    return;
  }
  out << "    <body>\n";
  auto ids = glossary_util::anchors(g);
  for (const Concept& c : g.concepts) {
    pugi::xml_document doc;
    pugi::xml_node te = doc.append_child("termEntry");
    te.append_attribute("id") = ids[c.id].c_str();
    if (!c.evidence.empty()) te.append_child("note").text().set(xml_safe("Evidence: " + glossary_util::evidence_line(c)).c_str());
    for (const std::string& conflict : c.conflicts)
      te.append_child("note").text().set(xml_safe("Sources disagree: " + conflict).c_str());
    for (const Term& t : c.terms) {
      pugi::xml_node ls = te.append_child("langSet");
      ls.append_attribute("xml:lang") = t.language.c_str();
      if (!t.definition.empty()) {
        pugi::xml_node d = ls.append_child("descrip");
        d.append_attribute("type") = "definition";
        d.text().set(xml_safe(t.definition).c_str());
      }
      for (const Variant& v : t.variants) {
        pugi::xml_node tig = ls.append_child("tig");
        tig.append_child("term").text().set(xml_safe(v.text).c_str());
        if (!t.part_of_speech.empty()) {
          pugi::xml_node n = tig.append_child("termNote");
          n.append_attribute("type") = "partOfSpeech";
          n.text().set(t.part_of_speech.c_str());
        }
        pugi::xml_node st = tig.append_child("termNote");
        st.append_attribute("type") = "administrativeStatus";
        st.text().set(glossary_util::tbx_status(v.status));
      }
    }
    te.print(out, "  ", pugi::format_indent, pugi::encoding_utf8, 3);
  }
  out << "    </body>\n  </text>\n</martif>\n";
}

}  // namespace rulecorp
