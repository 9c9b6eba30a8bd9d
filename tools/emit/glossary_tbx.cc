// Each entry is printed by an XmlWriter at its depth as it is read, so memory stays near a few
// concepts; the writer escapes markup and replaces what XML cannot carry (as xml_safe). The wrapper
// (root, header, <text><body>) is literal. The evidence goes in a <note> of the entry; TBX-Basic
// also gives the preferred term its context sentence, with the rule it is from in an
// <admin type="source">. The two versions differ only in the names of kDialects.
#include "emit/glossary_tbx.h"

#include "common/version.h"
#include "emit/glossary_util.h"
#include "emit/xml_writer.h"

namespace rulecorp {
namespace {

struct TbxDialect {
  const char* root;         // the root element, closed at the end
  const char* open_root;    // the root's start tag with its attributes
  const char* header;       // the header element
  const char* description;  // the header's description, after "rulecorp VERSION"
  const char* entry;        // one concept
  const char* language;     // one language of a concept
  const char* term;         // one variant of a language
  bool context;             // the preferred term's context sentence and its rule
};

constexpr TbxDialect kDialects[] = {
    {"tbx", "<tbx type=\"TBX-Basic\" style=\"dca\" xml:lang=\"en\" xmlns=\"urn:iso:std:iso:30042:ed-2\">", "tbxHeader",
     " glossary of the Magic: The Gathering Comprehensive Rules, from aligned rules, glossaries and card data",
     "conceptEntry", "langSec", "termSec", true},
    {"martif", "<martif type=\"TBX\" xml:lang=\"en\">", "martifHeader", " glossary", "termEntry", "langSet", "tig", false},
};

}  // namespace

void write_glossary_tbx(const Glossary& g, std::ostream& out, TbxVersion version) {
  const TbxDialect& d = kDialects[version == TbxVersion::kV3 ? 0 : 1];
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << d.open_root << "\n  <" << d.header << ">\n    <fileDesc>\n      <sourceDesc>\n        <p>rulecorp " << kVersion
      << d.description << "</p>\n      </sourceDesc>\n    </fileDesc>\n  </" << d.header << ">\n  <text>\n";
  if (g.concepts.empty()) {
    out << "    <body />\n  </text>\n</" << d.root << ">\n";
    return;
  }
  out << "    <body>\n";
  auto ids = glossary_util::anchors(g);
  std::string buf;
  XmlWriter x(buf, 3);
  for (const Concept& c : g.concepts) {
    x.start(d.entry);
    x.attribute("id", ids[c.id]);
    if (!c.evidence.empty()) x.element("note", "Evidence: " + glossary_util::evidence_line(c));
    for (const std::string& conflict : c.conflicts) x.element("note", "Sources disagree: " + conflict);
    for (const Term& t : c.terms) {
      x.start(d.language);
      x.attribute("xml:lang", t.language);
      if (!t.definition.empty()) x.element("descrip", "type", "definition", t.definition);
      for (std::size_t k = 0; k < t.variants.size(); ++k) {
        const Variant& v = t.variants[k];
        x.start(d.term);
        x.element("term", v.text);
        if (!t.part_of_speech.empty()) x.element("termNote", "type", "partOfSpeech", t.part_of_speech);
        x.element("termNote", "type", "administrativeStatus", glossary_util::tbx_status(v.status));
        if (d.context && k == 0 && !t.context.empty()) {
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
  out << "    </body>\n  </text>\n</" << d.root << ">\n";
}

void write_glossary_tbx2(const Glossary& g, std::ostream& out) { write_glossary_tbx(g, out, TbxVersion::kV2); }

}  // namespace rulecorp
