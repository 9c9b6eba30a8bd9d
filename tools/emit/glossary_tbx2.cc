// As glossary_tbx.cc, in the older shape: one termEntry at a time printed by an XmlWriter;
// a langSet per language with its definition, a tig per variant with its status and part of
// speech; the evidence in a <note> of the entry.
#include "emit/glossary_tbx2.h"

#include "common/version.h"
#include "emit/glossary_util.h"
#include "emit/xml_writer.h"

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
  std::string buf;
  XmlWriter x(buf, 3);
  for (const Concept& c : g.concepts) {
    x.start("termEntry");
    x.attribute("id", ids[c.id]);
    if (!c.evidence.empty()) x.element("note", "Evidence: " + glossary_util::evidence_line(c));
    for (const std::string& conflict : c.conflicts) x.element("note", "Sources disagree: " + conflict);
    for (const Term& t : c.terms) {
      x.start("langSet");
      x.attribute("xml:lang", t.language);
      if (!t.definition.empty()) x.element("descrip", "type", "definition", t.definition);
      for (const Variant& v : t.variants) {
        x.start("tig");
        x.element("term", v.text);
        if (!t.part_of_speech.empty()) x.element("termNote", "type", "partOfSpeech", t.part_of_speech);
        x.element("termNote", "type", "administrativeStatus", glossary_util::tbx_status(v.status));
        x.end();
      }
      x.end();
    }
    x.end();
    flush_when_full(out, buf);
  }
  out << buf;
  out << "    </body>\n  </text>\n</martif>\n";
}

}  // namespace rulecorp
