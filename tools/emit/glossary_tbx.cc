// Each conceptEntry is built as a small pugixml tree and printed at its depth, so memory stays near
// one concept; pugixml escapes markup and xml_safe replaces what XML cannot carry. The wrapper
// (<tbx>, header, <text><body>) is literal. The evidence goes in a <note> of the concept and the
// rule of the context sentence in an <admin type="source">.
#include "emit/glossary_tbx.h"

#include <pugixml.hpp>

#include "common/version.h"
#include "emit/glossary_util.h"
#include "emit/tmx.h"

namespace rulecorp {

void write_glossary_tbx(const Glossary& g, std::ostream& out) {
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<tbx type=\"TBX-Basic\" style=\"dca\" xml:lang=\"en\" xmlns=\"urn:iso:std:iso:30042:ed-2\">\n"
         "  <tbxHeader>\n    <fileDesc>\n      <sourceDesc>\n        <p>rulecorp "
      << kVersion
      << " glossary of the Magic: The Gathering Comprehensive Rules, from aligned rules, glossaries and card data</p>\n"
         "      </sourceDesc>\n    </fileDesc>\n  </tbxHeader>\n  <text>\n";
  if (g.concepts.empty()) {
    out << "    <body />\n  </text>\n</tbx>\n";
    return;
  }
  out << "    <body>\n";
  auto ids = glossary_util::anchors(g);
  for (const Concept& c : g.concepts) {
    pugi::xml_document doc;
    pugi::xml_node ce = doc.append_child("conceptEntry");
    ce.append_attribute("id") = ids[c.id].c_str();
    if (!c.evidence.empty()) ce.append_child("note").text().set(xml_safe("Evidence: " + glossary_util::evidence_line(c)).c_str());
    for (const std::string& conflict : c.conflicts)
      ce.append_child("note").text().set(xml_safe("Sources disagree: " + conflict).c_str());
    for (const Term& t : c.terms) {
      pugi::xml_node ls = ce.append_child("langSec");
      ls.append_attribute("xml:lang") = t.language.c_str();
      if (!t.definition.empty()) {
        pugi::xml_node d = ls.append_child("descrip");
        d.append_attribute("type") = "definition";
        d.text().set(xml_safe(t.definition).c_str());
      }
      for (std::size_t k = 0; k < t.variants.size(); ++k) {
        const Variant& v = t.variants[k];
        pugi::xml_node ts = ls.append_child("termSec");
        ts.append_child("term").text().set(xml_safe(v.text).c_str());
        if (!t.part_of_speech.empty()) {
          pugi::xml_node n = ts.append_child("termNote");
          n.append_attribute("type") = "partOfSpeech";
          n.text().set(t.part_of_speech.c_str());
        }
        pugi::xml_node st = ts.append_child("termNote");
        st.append_attribute("type") = "administrativeStatus";
        st.text().set(glossary_util::tbx_status(v.status));
        if (k == 0 && !t.context.empty()) {
          pugi::xml_node grp = ts.append_child("descripGrp");
          pugi::xml_node d = grp.append_child("descrip");
          d.append_attribute("type") = "context";
          d.text().set(xml_safe(t.context).c_str());
          pugi::xml_node src = grp.append_child("admin");
          src.append_attribute("type") = "source";
          src.text().set(xml_safe(t.context_rule).c_str());
        }
      }
    }
    ce.print(out, "  ", pugi::format_indent, pugi::encoding_utf8, 3);
  }
  out << "    </body>\n  </text>\n</tbx>\n";
}

}  // namespace rulecorp
