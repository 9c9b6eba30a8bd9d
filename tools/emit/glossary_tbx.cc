// Each conceptEntry is printed by an XmlWriter at its depth as it is read, so memory stays near a
// few concepts; the writer escapes markup and replaces what XML cannot carry (as xml_safe). The wrapper
// (<tbx>, header, <text><body>) is literal. The evidence goes in a <note> of the concept and the
// rule of the context sentence in an <admin type="source">.
#include "emit/glossary_tbx.h"

#include "common/version.h"
#include "emit/glossary_util.h"
#include "emit/xml_writer.h"

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
  std::string buf;
  XmlWriter x(buf, 3);
  for (const Concept& c : g.concepts) {
    x.start("conceptEntry");
    x.attribute("id", ids[c.id]);
    if (!c.evidence.empty()) x.element("note", "Evidence: " + glossary_util::evidence_line(c));
    for (const std::string& conflict : c.conflicts) x.element("note", "Sources disagree: " + conflict);
    for (const Term& t : c.terms) {
      x.start("langSec");
      x.attribute("xml:lang", t.language);
      if (!t.definition.empty()) x.element("descrip", "type", "definition", t.definition);
      for (std::size_t k = 0; k < t.variants.size(); ++k) {
        const Variant& v = t.variants[k];
        x.start("termSec");
        x.element("term", v.text);
        if (!t.part_of_speech.empty()) x.element("termNote", "type", "partOfSpeech", t.part_of_speech);
        x.element("termNote", "type", "administrativeStatus", glossary_util::tbx_status(v.status));
        if (k == 0 && !t.context.empty()) {
          x.start("descripGrp");
          x.element("descrip", "type", "context", t.context);
          x.element("admin", "type", "source", t.context_rule);
          x.end();
        }
        x.end();
      }
      x.end();
    }
    x.end();
    flush_when_full(out, buf);
  }
  out << buf;
  out << "    </body>\n  </text>\n</tbx>\n";
}

}  // namespace rulecorp
