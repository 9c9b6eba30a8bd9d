// Each <tu> is built as a small pugixml tree and printed in place (pugixml escapes markup
// characters, so <, &, ]]> inside text cannot break the document); characters XML cannot carry at
// all are replaced by xml_safe first. Only the fixed wrapper (<tmx>, <body>) is literal text.
// The header declares the pivot slot's language as srclang and segtype "paragraph".
#include "emit/tmx.h"

#include <pugixml.hpp>

#include <cstdio>

#include "common/version.h"
#include "emit/align_json.h"

namespace rulecorp {

std::string xml_safe(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  static constexpr std::string_view kReplacement = "\xEF\xBF\xBD";
  for (std::size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') out += kReplacement;
      else out += static_cast<char>(c);
      ++i;
      continue;
    }
    std::size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
    bool ok = len >= 2 && len <= 4 && c <= 0xF4 && i + len <= s.size();
    for (std::size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (ok && c == 0xEF && len == 3 && static_cast<unsigned char>(s[i + 1]) == 0xBF &&
        (static_cast<unsigned char>(s[i + 2]) == 0xBE || static_cast<unsigned char>(s[i + 2]) == 0xBF))
      ok = false;  // U+FFFE, U+FFFF
    if (!ok) {
      out += kReplacement;
      ++i;
      continue;
    }
    out.append(s.substr(i, len));
    i += len;
  }
  return out;
}

namespace {

// Appends pugixml's output to a string.
struct StringWriter : pugi::xml_writer {
  std::string& out;
  explicit StringWriter(std::string& o) : out(o) {}
  void write(const void* data, std::size_t size) override { out.append(static_cast<const char*>(data), size); }
};

void prop(pugi::xml_node parent, const char* type, const std::string& value) {
  pugi::xml_node p = parent.append_child("prop");
  p.append_attribute("type") = type;
  p.text().set(xml_safe(value).c_str());
}

}  // namespace

std::string write_tmx(const Alignment& a) {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n";
  StringWriter sink(out);
  {
    pugi::xml_document doc;
    pugi::xml_node header = doc.append_child("header");
    header.append_attribute("creationtool") = "rulecorp";
    header.append_attribute("creationtoolversion") = kVersion;
    header.append_attribute("segtype") = "paragraph";
    header.append_attribute("o-tmf") = "rulecorp";
    header.append_attribute("adminlang") = "en";
    header.append_attribute("srclang") = a.slot_languages.empty() ? "en" : a.slot_languages[0].c_str();
    header.append_attribute("datatype") = "plaintext";
    header.print(sink, "  ", pugi::format_indent, pugi::encoding_utf8, 1);
  }
  if (a.units.empty()) {
    out += "  <body />\n</tmx>\n";
    return out;
  }
  out += "  <body>\n";
  char buf[32];
  // One small tree per unit, printed at depth 2: memory stays near the size of the output.
  for (const Unit& u : a.units) {
    pugi::xml_document doc;
    pugi::xml_node tu = doc.append_child("tu");
    tu.append_attribute("tuid") = xml_safe(u.id).c_str();
    prop(tu, "x-status", std::string(unit_status_name(u.status)));
    std::snprintf(buf, sizeof buf, "%.3f", u.score);
    prop(tu, "x-score", buf);
    prop(tu, "x-kind", std::string(unit_kind_name(u.kind)));
    if (!u.keyword.empty()) prop(tu, "x-keyword", u.keyword);
    if (!u.variant_of.empty()) prop(tu, "x-variant-of", u.variant_of);
    for (std::size_t s = 0; s < u.members.size(); ++s) {
      const Member& m = u.members[s];
      if (!m.present()) continue;
      const Document& d = *a.docs[static_cast<std::size_t>(m.doc)];
      const Block& b = *a.block(m);
      pugi::xml_node tuv = tu.append_child("tuv");
      tuv.append_attribute("xml:lang") = a.slot_languages[s].c_str();
      if (std::string n = member_number(a, m); !n.empty()) prop(tuv, "x-number", n);
      if (b.kind == BlockKind::kCard) prop(tuv, "x-card", std::string(b.term));
      if (b.kind == BlockKind::kGlossaryEntry) prop(tuv, "x-term", std::string(b.term));
      if (!d.edition.empty()) prop(tuv, "x-edition", d.edition);
      prop(tuv, "x-source", d.name() + ":" + std::to_string(b.line));
      tuv.append_child("seg").text().set(xml_safe(a.text(m)).c_str());
    }
    tu.print(sink, "  ", pugi::format_indent, pugi::encoding_utf8, 2);
  }
  out += "  </body>\n</tmx>\n";
  return out;
}

}  // namespace rulecorp
