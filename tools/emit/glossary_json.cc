// Each entry is a small ordered_json tree dumped in place (two-space indent, the layout of the
// other JSON outputs); the wrapper is literal. Confidences are rounded to three decimals so the
// output does not depend on the last bits of a double.
#include "emit/glossary_json.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "common/version.h"

namespace rulecorp {

void write_glossary_json(const Glossary& g, std::ostream& out) {
  using Json = nlohmann::ordered_json;
  out << "{\n  \"tool\": \"rulecorp\",\n  \"version\": " << Json(kVersion).dump() << ",\n  \"languages\": " << Json(g.languages).dump()
      << ",\n  \"entries\": [";
  bool first = true;
  for (const Concept& c : g.concepts) {
    Json e;
    e["id"] = c.id;
    Json terms = Json::object();
    for (const Term& t : c.terms) {
      Json j;
      j["term"] = t.text();
      j["status"] = std::string(term_status_name(t.variants.front().status));
      Json vs = Json::array();
      for (const Variant& v : t.variants)
        vs.push_back(Json{{"term", v.text}, {"status", std::string(term_status_name(v.status))}, {"count", v.count}});
      j["variants"] = std::move(vs);
      if (!t.part_of_speech.empty()) j["part_of_speech"] = t.part_of_speech;
      if (!t.definition.empty()) j["definition"] = t.definition;
      if (!t.context.empty()) j["context"] = Json{{"text", t.context}, {"rule", t.context_rule}};
      j["rules"] = t.rules;
      terms[t.language] = std::move(j);
    }
    e["terms"] = std::move(terms);
    Json sources = Json::array();
    for (const TermEvidence& v : c.evidence) {
      Json source{{"source", std::string(term_source_name(v.source))}, {"language", v.language}, {"english", v.english},
                  {"term", v.term}, {"refs", v.refs}, {"count", v.count}, {"confidence", std::round(v.confidence * 1000) / 1000}};
      if (!v.why.empty()) source["why"] = v.why;  // the rule that kept a statistical pair
      sources.push_back(std::move(source));
    }
    e["sources"] = std::move(sources);
    if (!c.conflicts.empty()) e["conflicts"] = c.conflicts;
    std::string s = e.dump(2, ' ', false, Json::error_handler_t::replace);
    // Indent the entry by four spaces into the array.
    std::string indented = "    ";
    for (char ch : s) {
      indented += ch;
      if (ch == '\n') indented += "    ";
    }
    out << (first ? "\n" : ",\n") << indented;
    first = false;
  }
  out << (first ? "]\n}\n" : "\n  ]\n}\n");
}

}  // namespace rulecorp
