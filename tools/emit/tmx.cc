// Each <tu> is printed by an XmlWriter (emit/xml_writer.h) as it is read: markup characters are
// escaped, so <, &, ]]> inside text cannot break the document, and characters XML cannot carry at
// all are replaced as xml_safe replaces them (decoding with ICU's U8_NEXT, which rejects overlong
// forms and surrogates). Only the fixed wrapper (<tmx>, <body>) is literal text. The header declares the
// pivot slot's language as srclang and segtype "paragraph". The member fields come from
// view_member(), shared with the TSV, CSV and JSON writers.
#include "emit/tmx.h"

#include <unicode/utf8.h>

#include <optional>
#include <vector>

#include "common/ascii.h"
#include "common/version.h"
#include "emit/member_view.h"
#include "emit/xml_writer.h"

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

void write_tmx(const Alignment& a, std::ostream& out) {
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n";
  std::string buf;
  {
    XmlWriter x(buf, 1);
    x.start("header");
    x.attribute("creationtool", "rulecorp");
    x.attribute("creationtoolversion", kVersion);
    x.attribute("segtype", "paragraph");
    x.attribute("o-tmf", "rulecorp");
    x.attribute("adminlang", "en");
    x.attribute("srclang", a.slots.empty() ? "en" : a.slots[0].language);
    x.attribute("datatype", "plaintext");
    x.end();
  }
  if (a.units.empty()) {
    out << buf << "  <body />\n</tmx>\n";
    return;
  }
  buf += "  <body>\n";
  // One unit at a time, each member viewed once; the text goes to the stream every 64 KB or so.
  std::vector<std::optional<MemberView>> views;
  XmlWriter x(buf, 2);
  auto prop = [&x](std::string_view type, std::string_view value) { x.element("prop", "type", type, value); };
  for (const Unit& u : a.units) {
    views.clear();
    for (std::size_t s = 0; s < u.members.size(); ++s) views.push_back(view_member(a, u, s));
    x.start("tu");
    x.attribute("tuid", u.id.str());
    prop("x-status", unit_status_name(u.status));
    prop("x-score", format_score(u.score));
    prop("x-kind", unit_kind_name(u.kind));
    if (!u.keyword.empty()) prop("x-keyword", u.keyword);
    if (!u.variant_of.empty()) prop("x-variant-of", u.variant_of.str());
    for (const std::optional<MemberView>& v : views)
      if (v && v->missing) prop("x-missing", v->slot);
    for (const std::optional<MemberView>& v : views) {
      if (!v || v->missing) continue;
      x.start("tuv");
      x.attribute("xml:lang", v->language);
      prop("x-slot", v->slot);
      prop("x-status", v->status);
      prop("x-score", format_score(v->score));
      if (!v->evidence.empty()) prop("x-evidence", v->evidence);
      if (!v->number.empty()) prop("x-number", v->number);
      if (!v->term.empty()) prop(u.kind == UnitKind::kCardLine ? "x-card" : "x-term", v->term);
      if (!v->edition.empty()) prop("x-edition", v->edition);
      prop("x-document", v->document);
      prop("x-source", v->source());
      x.element("seg", v->text);
      x.end();
    }
    x.end();
    flush_when_full(out, buf);
  }
  out << buf << "  </body>\n</tmx>\n";
}

}  // namespace rulecorp
