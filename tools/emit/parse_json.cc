// Streams the documents through JsonWriter: each section, rule (with its examples, found by the
// example's parent index), glossary entry and ruling is built as a small nlohmann::ordered_json
// tree and dumped in place; into a stream the text goes on in pieces of 64 KiB, so memory stays
// near the size of the model, neither of a whole JSON tree nor of the output.
#include "emit/parse_json.h"

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <utility>

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

// Streams one document: counts first (one pass), then each array built element by element.
void write_document(json_util::JsonWriter& w, const Document& d) {
  const Source& src = *d.source;
  w.begin_object();
  w.member("file", src.name);
  w.member("part", d.part);
  w.member("language", language_code(d.language));
  w.member("language_source", d.language_given ? "given" : "detected");
  w.member("edition", d.edition.empty() ? Json(nullptr) : Json(d.edition));
  w.member("title", d.title);
  w.member("encoding", src.encoding);
  w.member("bom", src.had_bom);
  w.member("line_ending", line_ending_name(src.line_ending));

  // Examples go under their rule; an example without one is prose. `examples` holds (rule,
  // example) block indices, in block order for each rule, so its size is the examples' count.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> examples;
  std::vector<bool> orphan(d.blocks.size(), false);
  std::size_t n[5] = {0, 0, 0, 0, 0};  // sections, rules, examples, glossary, rulings
  for (std::size_t i = 0; i < d.blocks.size(); ++i) {
    const Block& b = d.blocks[i];
    switch (b.kind) {
      case BlockKind::kSection: ++n[0]; break;
      case BlockKind::kRule: ++n[1]; break;
      case BlockKind::kExample: {
        ++n[2];
        auto p = b.parent;
        if (p >= 0 && static_cast<std::size_t>(p) < i && d.blocks[static_cast<std::size_t>(p)].kind == BlockKind::kRule)
          examples.emplace_back(static_cast<std::uint32_t>(p), static_cast<std::uint32_t>(i));
        else
          orphan[i] = true;
        break;
      }
      case BlockKind::kGlossaryEntry: ++n[3]; break;
      case BlockKind::kRuling: ++n[4]; break;
      default: break;
    }
  }
  std::stable_sort(examples.begin(), examples.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  w.member("counts", Json{{"sections", n[0]}, {"rules", n[1]}, {"examples", n[2]}, {"glossary", n[3]}, {"rulings", n[4]}});
  auto each = [&](const char* name, auto&& wanted, auto&& make) {
    w.key(name);
    w.begin_array();
    for (std::size_t i = 0; i < d.blocks.size(); ++i)
      if (wanted(i)) w.value(make(d.blocks[i], i));
    w.end();
  };
  auto kind_is = [&](BlockKind k) { return [&d, k](std::size_t i) { return d.blocks[i].kind == k; }; };
  auto text_line = [](const Block& b, std::size_t) { return Json{{"text", b.text}, {"line", b.line}}; };
  each("sections", kind_is(BlockKind::kSection),
       [](const Block& b, std::size_t) { return Json{{"number", b.section}, {"title", b.text}, {"line", b.line}}; });
  each("rules", kind_is(BlockKind::kRule), [&](const Block& b, std::size_t i) {
    Json r;
    r["number"] = b.number.valid() ? Json(b.number.str()) : Json(nullptr);
    if (!b.raw_number.empty()) r["written"] = b.raw_number;
    r["text"] = b.text;
    r["line"] = b.line;
    r["column"] = b.column;
    Json ex = Json::array();
    auto from = std::lower_bound(examples.begin(), examples.end(), std::pair<std::uint32_t, std::uint32_t>(static_cast<std::uint32_t>(i), 0));
    for (auto it = from; it != examples.end() && it->first == i; ++it) {
      const Block& e = d.blocks[it->second];
      ex.push_back({{"text", e.text}, {"line", e.line}, {"refs", refs_of(e)}, {"citations", citations_of(d, e)}});
    }
    r["examples"] = std::move(ex);
    r["refs"] = refs_of(b);
    r["section_refs"] = section_refs_of(b);
    r["citations"] = citations_of(d, b);
    return r;
  });
  each("glossary", kind_is(BlockKind::kGlossaryEntry), [&](const Block& b, std::size_t) {
    const GlossaryEntry& e = d.glossary[static_cast<std::size_t>(b.entry)];
    Json senses = Json::array();
    for (std::string_view s : e.senses) senses.push_back(s);
    Json g{{"term", e.term}, {"status", entry_status_name(e.status)}, {"definition", b.text},
           {"senses", std::move(senses)}, {"line", b.line}};
    if (!e.see.empty()) {
      g["see"] = e.see;
      g["term_language"] = language_code(e.term_language);
    }
    g["refs"] = refs_of(b);
    g["citations"] = citations_of(d, b);
    return g;
  });
  each("rulings", kind_is(BlockKind::kRuling), [&](const Block& b, std::size_t) {
    Json r{{"text", b.text}, {"line", b.line}};
    if (!b.date.empty()) r["date"] = b.date.str();
    if (b.bullet != Bullet::kNone) r["bullet"] = bullet_text(b.bullet);
    r["refs"] = refs_of(b);
    r["citations"] = citations_of(d, b);
    return r;
  });
  each("prose", [&](std::size_t i) {
    BlockKind k = d.blocks[i].kind;
    return k == BlockKind::kProse || k == BlockKind::kCard || orphan[i];
  }, text_line);
  each("contents", kind_is(BlockKind::kContents), text_line);
  w.end();
}

// The whole parse JSON through `w`, whose buffer is `out`.
void write_all(json_util::JsonWriter& w, std::string& out, const std::vector<Document>& docs, const Diagnostics& diags) {
  w.begin_object();
  w.member("tool", "rulecorp");
  w.member("version", kVersion);
  w.key("documents");
  w.begin_array();
  for (const Document& d : docs) write_document(w, d);
  w.end();
  json_util::finish(w, out, diags);
}

}  // namespace

std::string write_parse_json(const std::vector<Document>& docs, const Diagnostics& diags) {
  std::string out;
  json_util::JsonWriter w(out);
  write_all(w, out, docs, diags);
  return out;
}

void write_parse_json(std::ostream& os, const std::vector<Document>& docs, const Diagnostics& diags) {
  std::string buf;
  json_util::JsonWriter w(buf, &os);
  write_all(w, buf, docs, diags);
  w.flush();
}

std::string write_parse_text(const std::vector<Document>& docs) {
  std::string out;
  for (const Document& d : docs) out += dump(d);
  return out;
}

void write_parse_text(std::ostream& os, const std::vector<Document>& docs) {
  for (const Document& d : docs) {
    std::string one = dump(d);
    os.write(one.data(), static_cast<std::streamsize>(one.size()));
  }
}

}  // namespace rulecorp
