// Each <tu> is printed by an XmlWriter (emit/xml_writer.h) as it is read: markup characters are
// escaped, so <, &, ]]> inside text cannot break the document, and characters XML cannot carry at
// all are replaced as xml_safe replaces them (decoding with ICU's U8_NEXT, which rejects overlong
// forms and surrogates). Only the fixed wrapper (<tmx>, <body>) is literal text. The header declares the
// pivot slot's language as srclang and segtype "paragraph". The member fields come from
// view_member(), shared with the TSV, CSV and JSON writers.
// A unit of rules or glossary entries is followed by units shaped as a CAT tool segments the CR
// text (cat_segments.h), one per translation, each holding text exactly as the English file has
// it: the paragraph (the number, the rule and its examples on their own lines; a glossary term
// over its definition), each example, a glossary term alone, and the paragraph's sentences as
// OmegaT's default rules cut them, paired with the translation cut by cut_like. A sentence unit
// is written only when the translation could be cut into as many sentences; none of them repeats
// a source text its unit already holds.
// write_tmx_pairs (the OmegaT project's memories) writes plain source/target pairs with the same
// header, wrapper and XmlWriter.
#include "emit/tmx.h"

#include <unicode/utf8.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "common/ascii.h"
#include "common/version.h"
#include "emit/cat_segments.h"
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

namespace {

constexpr std::string_view kEmptyBody = "  <body />\n</tmx>\n";
constexpr std::string_view kBodyEnd = "  </body>\n</tmx>\n";

// The XML declaration, <tmx> and the header of every TMX rulecorp writes, with `srclang`.
std::string tmx_head(std::string_view srclang) {
  std::string buf = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\">\n";
  XmlWriter x(buf, 1);
  x.start("header");
  x.attribute("creationtool", "rulecorp");
  x.attribute("creationtoolversion", kVersion);
  x.attribute("segtype", "paragraph");
  x.attribute("o-tmf", "rulecorp");
  x.attribute("adminlang", "en");
  x.attribute("srclang", srclang);
  x.attribute("datatype", "plaintext");
  x.end();
  return buf;
}

// What `b`'s first line holds before its text, as the file has it, without leading white space:
// the rule number and the space after it ("101.2. "), an example's label ("Example: "); nullopt
// when the text does not start on that line (or there is no Source).
std::optional<std::string> written_head(const Document& d, const Block& b) {
  if (!d.source || b.line == 0 || b.line > d.source->line_starts.size()) return std::nullopt;
  const std::string& text = d.source->text;
  std::uint32_t start = d.source->line_starts[b.line - 1], at = d.source_offset(b, 0);
  if (at < start || at > text.size()) return std::nullopt;
  std::string_view head = std::string_view(text).substr(start, at - start);
  if (head.find('\n') != std::string_view::npos) return std::nullopt;
  while (!head.empty() && (head.front() == ' ' || head.front() == '\t')) head.remove_prefix(1);
  return std::string(head);
}

// The examples of the rule block(s) of `m`, each as its paragraph reads ("Example: …"), in order;
// nullopt when one's label is not on its first line.
std::optional<std::vector<std::string>> examples_of(const Alignment& a, const Member& m) {
  std::vector<std::string> out;
  const Document& d = *a.docs[static_cast<std::size_t>(m.doc)];
  auto last = static_cast<std::size_t>(m.block + std::max(m.count, 1));
  for (std::size_t j = last; j < d.blocks.size() && d.blocks[j].kind == BlockKind::kExample; ++j) {
    const Block& e = d.blocks[j];
    if (e.parent < m.block || e.parent >= static_cast<std::int32_t>(last)) continue;
    std::optional<std::string> head = written_head(d, e);
    if (!head) return std::nullopt;
    out.push_back(*head + std::string(e.text));
  }
  return out;
}

// One derived unit: its id suffix, segment type and the two texts.
struct CatUnit {
  std::string suffix;    // "#para", "#s2", "#ex1", "#term"
  std::string_view segment;  // x-segment: "paragraph", "sentence", "example", "term"
  std::string source, target;
};

// The units of `u`'s pivot member and member `s` shaped as a CAT tool segments the CR text.
std::vector<CatUnit> cat_units(const Alignment& a, const Unit& u, std::size_t s) {
  std::vector<CatUnit> out;
  const Member& m0 = u.members[0];
  const Member& ms = u.members[s];
  if (!m0.present() || !ms.present()) return out;
  const Block& b0 = *a.block(m0);
  const Block& bs = *a.block(ms);
  std::string head_en, head_tr, body_en = a.text(m0), body_tr = a.text(ms);
  if (body_en.empty() || body_tr.empty()) return out;
  std::string_view line_break = "\n";
  if (u.kind == UnitKind::kRule) {
    std::optional<std::string> h0 = written_head(*a.docs[static_cast<std::size_t>(m0.doc)], b0);
    std::optional<std::string> hs = written_head(*a.docs[static_cast<std::size_t>(ms.doc)], bs);
    if (!h0 || !hs || h0->empty() || hs->empty()) return out;
    head_en = *h0;
    head_tr = *hs;
    std::optional<std::vector<std::string>> ex0 = examples_of(a, m0), exs = examples_of(a, ms);
    if (ex0 && exs && ex0->size() == exs->size()) {
      for (std::size_t i = 0; i < ex0->size(); ++i) {
        body_en.append(line_break).append((*ex0)[i]);
        body_tr.append(line_break).append((*exs)[i]);
        out.push_back({"#ex" + std::to_string(i + 1), "example", (*ex0)[i], (*exs)[i]});
      }
    }
  } else if (u.kind == UnitKind::kGlossary) {
    if (b0.term.empty() || bs.term.empty() || !bs.see.empty()) return out;
    head_en = std::string(b0.term) + "\n";
    head_tr = std::string(bs.term) + "\n";
    out.push_back({"#term", "term", std::string(b0.term), std::string(bs.term)});
  } else {
    return out;
  }
  // A definition's senses stand on their own lines in the English file ("1. …\n2. …"): the
  // translation's are put on theirs; a text whose lines still differ gets no paragraph units.
  for (std::size_t at = body_en.find('\n'); at != std::string::npos; at = body_en.find('\n', at + 1)) {
    std::size_t d = at + 1;
    if (u.kind != UnitKind::kGlossary || d + 2 >= body_en.size() || body_en[d] < '1' || body_en[d] > '9' ||
        body_en[d + 1] != '.')
      continue;
    std::size_t t = body_tr.find(std::string(" ") + body_en[d] + ". ");
    if (t != std::string::npos) body_tr[t] = '\n';
  }
  if (std::count(body_en.begin(), body_en.end(), '\n') != std::count(body_tr.begin(), body_tr.end(), '\n')) return out;
  std::string para_en = head_en + body_en;
  out.insert(out.begin(), {"#para", "paragraph", para_en, head_tr + body_tr});
  // The sentences: the head (number, term) stays with the first one unless OmegaT cuts it off.
  std::vector<std::string_view> segs = cat_sentences(para_en, a.slots[0].language);
  if (segs.empty()) return out;
  std::string_view head = std::string_view(para_en).substr(0, head_en.size());
  std::string first_tr;
  while (!head.empty() && (head.back() == ' ' || head.back() == '\n')) head.remove_suffix(1);
  if (segs[0] == head) {
    segs.erase(segs.begin());
  } else if (segs[0].starts_with(head_en)) {
    segs[0].remove_prefix(head_en.size());
    first_tr = head_tr;
  } else {
    return out;
  }
  std::optional<std::vector<std::string_view>> cut = cut_like(body_tr, segs);
  if (!cut) return out;
  for (std::size_t i = 0; i < segs.size(); ++i)  // a sentence and its translation span the same lines
    if (std::count(segs[i].begin(), segs[i].end(), '\n') != std::count((*cut)[i].begin(), (*cut)[i].end(), '\n'))
      return out;
  for (std::size_t i = 0; i < segs.size(); ++i) {
    std::string src = (i == 0 && !first_tr.empty() ? head_en : "") + std::string(segs[i]);
    bool known = src == body_en;  // the unit's own text
    for (const CatUnit& c : out) known = known || c.source == src;
    if (!known) out.push_back({"#s" + std::to_string(i + 1), "sentence", src, (i == 0 ? first_tr : "") + std::string((*cut)[i])});
  }
  return out;
}

}  // namespace

void write_tmx(const Alignment& a, std::ostream& out) {
  std::string buf = tmx_head(a.slots.empty() ? "en" : a.slots[0].language);
  if (a.units.empty()) {
    out << buf << kEmptyBody;
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
    if (a.mode == Alignment::Mode::kLanguages) {
      for (std::size_t s = 1; s < u.members.size(); ++s) {
        std::string slot = a.slots.size() > 2 ? "@" + a.slots[s].key() : "";
        for (const CatUnit& c : cat_units(a, u, s)) {
          x.start("tu");
          x.attribute("tuid", u.id.str() + c.suffix + slot);
          x.attribute("segtype", c.segment == "sentence" ? "sentence" : "paragraph");
          prop("x-kind", unit_kind_name(u.kind));
          prop("x-segment", c.segment);
          for (std::size_t k : {std::size_t{0}, s}) {
            x.start("tuv");
            x.attribute("xml:lang", views[k]->language);
            prop("x-slot", views[k]->slot);
            prop("x-source", views[k]->source());
            x.element("seg", k == 0 ? c.source : c.target);
            x.end();
          }
          x.end();
        }
      }
    }
    flush_when_full(out, buf);
  }
  out << buf << kBodyEnd;
}

std::string write_tmx_pairs(std::string_view source_language, std::string_view target_language, const std::vector<TmxPair>& pairs) {
  std::string buf = tmx_head(source_language);
  if (pairs.empty()) return buf + std::string(kEmptyBody);
  buf += "  <body>\n";
  {
    XmlWriter x(buf, 2);
    for (const TmxPair& p : pairs) {
      x.start("tu");
      x.attribute("tuid", p.id);
      for (const auto& [type, value] : p.props) x.element("prop", "type", type, value);
      for (auto [lang, text] : {std::pair{source_language, std::string_view(p.source)}, {target_language, std::string_view(p.target)}}) {
        x.start("tuv");
        x.attribute("xml:lang", lang);
        x.element("seg", text);
        x.end();
      }
      x.end();
    }
  }
  return buf + std::string(kBodyEnd);
}

}  // namespace rulecorp
