// Fuzzes the align stage, its findings and its writers: the input is split at its first NUL (or its
// middle) into an English and a German text, both parsed, aligned, checked (alignment_findings),
// and written as TMX, JSON, TSV and CSV. The TMX must
// read back through load_xml (the reader for TMX/TBX input) with as many <tu> as units, the JSON must parse back, and every document and
// block a unit names must exist.
#include <algorithm>
#include <cstdint>
#include <tuple>
#include <cstdlib>
#include <memory>
#include <nlohmann/json.hpp>
#include <pugixml.hpp>
#include <sstream>
#include <string_view>

#include "align/aligner.h"
#include "check/alignment_findings.h"
#include "emit/align_json.h"
#include "emit/tmx.h"
#include "emit/tsv.h"
#include "parse/parser.h"
#include "parse/xml_input.h"
#include "text/decoder.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rulecorp;
  std::string_view all(reinterpret_cast<const char*>(data), size);
  std::size_t cut = all.find('\0');
  if (cut == std::string_view::npos) cut = size / 2;
  Diagnostics diags;
  std::vector<Document> docs;
  for (auto [name, text, lang] : {std::tuple{"en.txt", all.substr(0, cut), Language::kEn},
                                  std::tuple{"de.txt", all.substr(std::min(size, cut + 1)), Language::kDe}}) {
    auto src = std::make_shared<const Source>(decode(name, text, {}, diags));
    ParseOptions o;
    o.language = lang;
    for (Document& d : parse(src, o, diags)) docs.push_back(std::move(d));
  }
  std::vector<const Document*> ptrs;
  for (const Document& d : docs) ptrs.push_back(&d);
  Alignment a = align_documents(ptrs);
  for (Diagnostic& d : alignment_findings(a)) diags.report(std::move(d));
  for (const Unit& u : a.units)
    for (const Member& m : u.members)
      if (m.present() && (static_cast<std::size_t>(m.doc) >= a.docs.size() ||
                          static_cast<std::size_t>(m.block + m.count) > a.docs[static_cast<std::size_t>(m.doc)]->blocks.size()))
        std::abort();
  std::ostringstream tmx_out, json_out, tsv_out, csv_out;
  write_tmx(a, tmx_out);
  std::string tmx = tmx_out.str();
  pugi::xml_document x;
  if (!load_xml("out.tmx", tmx, x, diags)) std::abort();
  std::size_t tus = 0;
  // One <tu> per unit, besides the CAT segment units (prop x-segment) that follow a unit.
  for (pugi::xml_node tu : x.child("tmx").child("body").children("tu"))
    tus += !tu.empty() && !tu.find_child_by_attribute("prop", "type", "x-segment");
  if (tus != a.units.size()) std::abort();
  write_align_json(a, diags, json_out);
  nlohmann::json j = nlohmann::json::parse(json_out.str());  // throws (crashes) when invalid
  if (j["units"].size() != a.units.size()) std::abort();
  write_align_tsv(a, tsv_out);
  std::string tsv = tsv_out.str();
  if (static_cast<std::size_t>(std::count(tsv.begin(), tsv.end(), '\n')) != a.units.size() + 1) std::abort();
  write_align_csv(a, csv_out);
  if (csv_out.view().find("id,kind,status,score") != 0) std::abort();
  return 0;
}
