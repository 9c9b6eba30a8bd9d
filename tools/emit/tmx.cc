// Each <tu> is built as a small pugixml tree and printed into the stream (pugixml escapes markup
// characters, so <, &, ]]> inside text cannot break the document); characters XML cannot carry at
// all are replaced by xml_safe first, which decodes with ICU's U8_NEXT (it rejects overlong forms
// and surrogates). Only the fixed wrapper (<tmx>, <body>) is literal text. The header declares the
// pivot slot's language as srclang and segtype "paragraph". The member fields come from
// view_member(), shared with the TSV, CSV and JSON writers.
#include "emit/tmx.h"

#include <unicode/utf8.h>

#include <optional>
#include <pugixml.hpp>
#include <vector>

#include "common/ascii.h"
#include "common/version.h"
#include "emit/member_view.h"

namespace rulecorp {

std::string xml_safe(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  static constexpr std::string_view kReplacement = "\xEF\xBF\xBD";
  const auto n = static_cast<std::int32_t>(s.size());
  for (std::int32_t i = 0; i < n;) {
    std::int32_t start = i;
    // A run of printable ASCII is copied at once.
    if (std::size_t run = printable_ascii_prefix(s.substr(static_cast<std::size_t>(i)))) {
      out.append(s.substr(static_cast<std::size_t>(i), run));
      i += static_cast<std::int32_t>(run);
      continue;
    }
    UChar32 c;
    U8_NEXT(s.data(), i, n, c);
    bool ok = c >= 0 && (c >= 0x20 || c == '\t' || c == '\n' || c == '\r') && c != 0xFFFE && c != 0xFFFF;
    if (ok) out.append(s.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(i - start)));
    else out += kReplacement;
  }
  return out;
}

namespace {

// Forwards pugixml's output to a stream.
struct StreamWriter : pugi::xml_writer {
  std::ostream& out;
  explicit StreamWriter(std::ostream& o) : out(o) {}
  void write(const void* data, std::size_t size) override { out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size)); }
};

void prop(pugi::xml_node parent, const char* type, const std::string& value) {
  pugi::xml_node p = parent.append_child("prop");
  p.append_attribute("type") = type;
  p.text().set(xml_safe(value).c_str());
}

}  // namespace

void write_tmx(const Alignment& a, std::ostream& out) {
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n";
  StreamWriter sink(out);
  {
    pugi::xml_document doc;
    pugi::xml_node header = doc.append_child("header");
    header.append_attribute("creationtool") = "rulecorp";
    header.append_attribute("creationtoolversion") = kVersion;
    header.append_attribute("segtype") = "paragraph";
    header.append_attribute("o-tmf") = "rulecorp";
    header.append_attribute("adminlang") = "en";
    header.append_attribute("srclang") = a.slots.empty() ? "en" : a.slots[0].language.c_str();
    header.append_attribute("datatype") = "plaintext";
    header.print(sink, "  ", pugi::format_indent, pugi::encoding_utf8, 1);
  }
  if (a.units.empty()) {
    out << "  <body />\n</tmx>\n";
    return;
  }
  out << "  <body>\n";
  // One small tree per unit, printed at depth 2: memory stays near the size of one unit. The one
  // document is emptied for each unit (keeping its memory), and each member is viewed once.
  pugi::xml_document doc;
  std::vector<std::optional<MemberView>> views;
  for (const Unit& u : a.units) {
    doc.reset();
    views.clear();
    for (std::size_t s = 0; s < u.members.size(); ++s) views.push_back(view_member(a, u, s));
    pugi::xml_node tu = doc.append_child("tu");
    tu.append_attribute("tuid") = xml_safe(u.id.str()).c_str();
    prop(tu, "x-status", std::string(unit_status_name(u.status)));
    prop(tu, "x-score", format_score(u.score));
    prop(tu, "x-kind", std::string(unit_kind_name(u.kind)));
    if (!u.keyword.empty()) prop(tu, "x-keyword", u.keyword);
    if (!u.variant_of.empty()) prop(tu, "x-variant-of", u.variant_of.str());
    for (const std::optional<MemberView>& v : views)
      if (v && v->missing) prop(tu, "x-missing", v->slot);
    for (const std::optional<MemberView>& v : views) {
      if (!v || v->missing) continue;
      pugi::xml_node tuv = tu.append_child("tuv");
      tuv.append_attribute("xml:lang") = v->language.c_str();
      prop(tuv, "x-slot", v->slot);
      prop(tuv, "x-status", v->status);
      prop(tuv, "x-score", format_score(v->score));
      if (!v->evidence.empty()) prop(tuv, "x-evidence", v->evidence);
      if (!v->number.empty()) prop(tuv, "x-number", v->number);
      if (!v->term.empty()) prop(tuv, u.kind == UnitKind::kCardLine ? "x-card" : "x-term", v->term);
      if (!v->edition.empty()) prop(tuv, "x-edition", v->edition);
      prop(tuv, "x-document", v->document);
      prop(tuv, "x-source", v->source());
      tuv.append_child("seg").text().set(xml_safe(v->text).c_str());
    }
    tu.print(sink, "  ", pugi::format_indent, pugi::encoding_utf8, 2);
  }
  out << "  </body>\n</tmx>\n";
}

}  // namespace rulecorp
