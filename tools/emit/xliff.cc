// Both versions are streamed unit by unit through an XmlWriter (emit/xml_writer.h): every text and
// attribute value is made XML-safe and escaped there, so a rule's text cannot break the document;
// only the fixed wrapper is literal. The notes are the same in both versions (one per kind, in one
// order); 1.2 prefixes each with what it is ("change: reworded"), 2.1 names it in `category`. A
// unit whose text holds a line break (a glossary entry's senses) says xml:space="preserve".
#include "emit/xliff.h"

#include <initializer_list>
#include <set>
#include <string_view>
#include <utility>

#include "emit/xml_writer.h"

namespace rulecorp {
namespace {

// One note of a unit: its category (2.1) and label (1.2), and its text.
struct UnitNote {
  std::string_view category, label;
  std::string text;
};

std::string terms_text(const std::vector<PackageTerm>& terms) {
  std::string s;
  for (const PackageTerm& t : terms) {
    if (!s.empty()) s += "; ";
    s += t.english;
    if (!t.translation.empty()) s += " \u2192 " + t.translation;
  }
  return s;
}

std::vector<UnitNote> notes_of(const PackageUnit& u) {
  std::vector<UnitNote> n;
  if (u.context) n.push_back({"context", "context", "unchanged, not to translate"});
  else n.push_back({"change", "change", std::string(update_change_name(u.change))});
  n.push_back({"kind", "kind", std::string(package_unit_kind_name(u.kind))});
  if (!u.old_number.empty()) n.push_back({"old-number", "old number", u.old_id()});
  if (!u.old_source.empty()) n.push_back({"old-english", "old English", u.old_source});
  if (!u.diff.empty()) n.push_back({"english-change", "English change", u.diff});
  if (!u.place.empty()) n.push_back({"translation", "translation", u.place});
  if (!u.terms.empty()) n.push_back({"terms", "terms", terms_text(u.terms)});
  return n;
}

// True when a CAT tool must keep the unit's white space as it is: a line break (a glossary
// definition's senses) or a tab in its source or target.
bool preserve_space(const PackageUnit& u) {
  auto has = [](std::string_view s) { return s.find_first_of("\n\t") != std::string_view::npos; };
  return has(u.source) || (u.target && has(*u.target));
}

// Sets the attributes (name, value) of the element `x` has open, in order.
void attributes(XmlWriter& x, std::initializer_list<std::pair<const char*, std::string_view>> named) {
  for (const auto& [name, value] : named) x.attribute(name, value);
}

}  // namespace

std::vector<std::string> xliff2_unit_ids(const UpdatePackage& p) {
  std::vector<std::string> ids;
  std::set<std::string> used;
  for (const PackageUnit& u : p.units) {
    const std::string id = xliff2_unit_id(u.id);
    std::string unique = id;
    for (int n = 2; !used.insert(unique).second; ++n) unique = id + "-" + std::to_string(n);
    ids.push_back(std::move(unique));
  }
  return ids;
}

void write_xliff12(const UpdatePackage& p, std::ostream& out, const XliffOptions& options) {
  std::string buf = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  XmlWriter x(buf, 0);
  x.start("xliff");
  attributes(x, {{"version", "1.2"}, {"xmlns", "urn:oasis:names:tc:xliff:document:1.2"}});
  x.start("file");
  attributes(x, {{"original", p.file}, {"source-language", "en"}, {"target-language", p.language}, {"datatype", "plaintext"}});
  x.start("header");
  x.element("note", "from", "rulecorp", p.identity());
  x.end();
  x.start("body");
  for (const PackageUnit& u : p.units) {
    x.start("trans-unit");
    x.attribute("id", u.id);
    x.attribute("resname", u.id);
    if (u.context) x.attribute("translate", "no");
    if (preserve_space(u)) x.attribute("xml:space", "preserve");
    x.element("source", u.source);
    x.start("target");
    if (u.context) x.attribute("state", "final");
    else x.attribute("state", u.target ? "needs-review-translation" : "new");
    if (options.omegat) x.text(u.source);
    else if (u.target) x.text(*u.target);
    x.end();
    for (const UnitNote& n : notes_of(u)) x.element("note", "from", "rulecorp", std::string(n.label) + ": " + n.text);
    x.end();
    flush_when_full(out, buf);
  }
  x.end();  // body
  x.end();  // file
  x.end();  // xliff
  out << buf;
}

void write_xliff21(const UpdatePackage& p, std::ostream& out, const XliffOptions& options) {
  std::string buf = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  XmlWriter x(buf, 0);
  x.start("xliff");
  attributes(x, {{"xmlns", "urn:oasis:names:tc:xliff:document:2.0"},
                 {"xmlns:gls", "urn:oasis:names:tc:xliff:glossary:2.0"},
                 {"version", "2.1"},
                 {"srcLang", "en"},
                 {"trgLang", p.language}});
  x.start("file");
  attributes(x, {{"id", "f1"}, {"original", p.file}});
  x.start("notes");
  x.element("note", "category", "rulecorp-package", p.identity());
  x.end();
  const std::vector<std::string> ids = xliff2_unit_ids(p);
  for (std::size_t i = 0; i < p.units.size(); ++i) {
    const PackageUnit& u = p.units[i];
    x.start("unit");
    x.attribute("id", ids[i]);
    x.attribute("name", u.id);
    if (u.context) x.attribute("translate", "no");
    if (preserve_space(u)) x.attribute("xml:space", "preserve");
    if (!u.terms.empty()) {
      x.start("gls:glossary");
      for (const PackageTerm& t : u.terms) {
        x.start("gls:glossEntry");
        x.element("gls:term", t.english);
        if (!t.translation.empty()) x.element("gls:translation", t.translation);
        x.end();
      }
      x.end();
    }
    x.start("notes");
    for (const UnitNote& n : notes_of(u)) x.element("note", "category", n.category, n.text);
    x.end();
    x.start("segment");
    const bool filled = u.context || u.target.has_value();
    x.attribute("state", u.context ? "final" : filled ? "translated" : "initial");
    x.attribute("subState", u.context ? std::string("rulecorp:context") : "rulecorp:" + std::string(update_change_name(u.change)));
    x.element("source", u.source);
    if (options.omegat) x.element("target", u.source);
    else if (filled) x.element("target", *u.target);
    x.end();
    x.end();
    flush_when_full(out, buf);
  }
  if (p.units.empty()) {
    x.start("unit");
    x.attribute("id", "none");
    x.attribute("translate", "no");
    x.start("notes");
    x.element("note", "category", "rulecorp-package", "nothing to translate: no rule, example or glossary entry was reworded or added");
    x.end();
    x.start("ignorable");
    x.element("source", "");
    x.end();
    x.end();
  }
  x.end();  // file
  x.end();  // xliff
  out << buf;
}

}  // namespace rulecorp
