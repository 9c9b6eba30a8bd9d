// Builds an nlohmann::ordered_json tree (insertion order = schema order) from the documents, then
// dumps it. Examples are nested under their rule by the block's parent index.
#include "emit/parse_json.h"

#include <nlohmann/json.hpp>

#include "common/version.h"
#include "emit/json_util.h"

namespace rulecorp {
namespace {

using Json = nlohmann::ordered_json;

Json refs_of(const Block& b) {
  Json refs = Json::array();
  for (const Citation& c : b.citations)
    for (const RuleNumber& r : c.rules) refs.push_back(r.str());
  return refs;
}

// Each citation with its text and where it starts in the input.
Json citations_of(const Document& d, const Block& b) {
  Json out = Json::array();
  for (const Citation& c : b.citations) {
    Position p = d.source->position(d.source_offset(b, c.begin));
    Json targets = Json::array();
    for (const RuleNumber& r : c.rules) targets.push_back(r.str());
    for (int s : c.sections) targets.push_back(std::to_string(s));
    Json j{{"text", b.text.substr(c.begin, c.end - c.begin)},
           {"kind", c.kind == Citation::Kind::kSection ? "section" : "rule"},
           {"line", p.line},
           {"column", p.column},
           {"targets", std::move(targets)}};
    if (c.backwards) j["backwards"] = true;
    out.push_back(std::move(j));
  }
  return out;
}

Json section_refs_of(const Block& b) {
  Json refs = Json::array();
  for (const Citation& c : b.citations)
    for (int s : c.sections) refs.push_back(s);
  return refs;
}

Json document_json(const Document& d) {
  Json j;
  const Source& src = *d.source;
  j["file"] = src.name;
  j["part"] = d.part;
  j["language"] = language_code(d.language);
  j["language_source"] = d.language_given ? "given" : "detected";
  j["edition"] = d.edition.empty() ? Json(nullptr) : Json(d.edition);
  j["title"] = d.title;
  j["encoding"] = src.encoding;
  j["bom"] = src.had_bom;
  j["line_ending"] = line_ending_name(src.line_ending);

  Json sections = Json::array(), rules = Json::array(), glossary = Json::array(), rulings = Json::array(),
       prose = Json::array(), contents = Json::array();
  std::vector<std::size_t> rule_slot(d.blocks.size(), SIZE_MAX);
  std::size_t examples = 0;
  for (std::size_t i = 0; i < d.blocks.size(); ++i) {
    const Block& b = d.blocks[i];
    switch (b.kind) {
      case BlockKind::kSection:
        sections.push_back({{"number", b.section}, {"title", b.text}, {"line", b.line}});
        break;
      case BlockKind::kRule: {
        Json r;
        r["number"] = b.number.valid() ? Json(b.number.str()) : Json(nullptr);
        if (!b.raw_number.empty()) r["written"] = b.raw_number;
        r["text"] = b.text;
        r["line"] = b.line;
        r["column"] = b.column;
        r["examples"] = Json::array();
        r["refs"] = refs_of(b);
        r["section_refs"] = section_refs_of(b);
        r["citations"] = citations_of(d, b);
        rule_slot[i] = rules.size();
        rules.push_back(std::move(r));
        break;
      }
      case BlockKind::kExample: {
        Json e{{"text", b.text}, {"line", b.line}, {"refs", refs_of(b)}, {"citations", citations_of(d, b)}};
        ++examples;
        if (b.parent >= 0 && rule_slot[static_cast<std::size_t>(b.parent)] != SIZE_MAX)
          rules[rule_slot[static_cast<std::size_t>(b.parent)]]["examples"].push_back(std::move(e));
        else
          prose.push_back({{"text", b.text}, {"line", b.line}});
        break;
      }
      case BlockKind::kGlossaryEntry: {
        Json g{{"term", b.term}, {"definition", b.text}, {"line", b.line}};
        if (!b.see.empty()) {
          g["see"] = b.see;
          g["term_language"] = b.term_language;
        }
        g["refs"] = refs_of(b);
        g["citations"] = citations_of(d, b);
        glossary.push_back(std::move(g));
        break;
      }
      case BlockKind::kRuling: {
        Json r{{"text", b.text}, {"line", b.line}};
        if (!b.date.empty()) r["date"] = b.date;
        if (!b.bullet.empty()) r["bullet"] = b.bullet;
        r["refs"] = refs_of(b);
        r["citations"] = citations_of(d, b);
        rulings.push_back(std::move(r));
        break;
      }
      case BlockKind::kProse: prose.push_back({{"text", b.text}, {"line", b.line}}); break;
      case BlockKind::kContents: contents.push_back({{"text", b.text}, {"line", b.line}}); break;
      case BlockKind::kCard: prose.push_back({{"text", b.text}, {"line", b.line}}); break;  // not produced by parse()
    }
  }
  j["counts"] = {{"sections", sections.size()}, {"rules", rules.size()}, {"examples", examples},
                 {"glossary", glossary.size()}, {"rulings", rulings.size()}};
  j["sections"] = std::move(sections);
  j["rules"] = std::move(rules);
  j["glossary"] = std::move(glossary);
  j["rulings"] = std::move(rulings);
  j["prose"] = std::move(prose);
  j["contents"] = std::move(contents);
  return j;
}

}  // namespace

std::string write_parse_json(const std::vector<Document>& docs, const Diagnostics& diags) {
  Json root;
  root["tool"] = "rulecorp";
  root["version"] = kVersion;
  root["documents"] = Json::array();
  for (const Document& d : docs) root["documents"].push_back(document_json(d));
  root["diagnostics"] = json_util::diagnostics(diags);
  root["suppressed_diagnostics"] = diags.suppressed();
  return json_util::dump(root);
}

std::string write_parse_text(const std::vector<Document>& docs) {
  std::string out;
  for (const Document& d : docs) out += dump(d);
  return out;
}

}  // namespace rulecorp
