// How a package is read: load_xml (tools/parse/xml_input.h: no DOCTYPE, no entity expansion) says
// whether the bytes are well-formed; they are then parsed once more keeping white-space-only text,
// since a target split into <mrk mtype="seg"> elements keeps the spaces between its sentences
// there. A unit's text is its elements' text in order: <g>, <mrk>, <pc> give their content, the
// placeholders (<x/>, <bx/>, <ex/>, 2.x <ph/>, <sc/>, <ec/>, <sm/>, <em/>) nothing, <cp hex> its
// character; native code (1.2 <ph>, <bpt>, <ept>, <it> with content) and unknown elements are
// recorded as markup, which merge refuses. XLIFF 2.x segments and ignorables are joined in order.
// Invariant: nothing here decides whether a target is fit to merge; it is read as written.
#include "update/package_reader.h"

#include <cstdlib>
#include <pugixml.hpp>

#include "parse/xml_input.h"
#include "text/utf8.h"

namespace rulecorp {
namespace {

// The element's name without a namespace prefix.
std::string_view local(const pugi::xml_node& n) {
  std::string_view s = n.name();
  std::size_t colon = s.find(':');
  return colon == std::string_view::npos ? s : s.substr(colon + 1);
}

pugi::xml_node child(const pugi::xml_node& n, std::string_view name) {
  for (pugi::xml_node c : n.children())
    if (c.type() == pugi::node_element && local(c) == name) return c;
  return {};
}

struct LineIndex {
  std::string_view bytes;
  std::uint32_t line_of(std::ptrdiff_t offset) const {
    if (offset < 0) return 0;
    std::uint32_t line = 1;
    const std::size_t end = std::min(static_cast<std::size_t>(offset), bytes.size());
    for (std::size_t i = 0; i < end; ++i)
      if (bytes[i] == '\n') ++line;
    return line;
  }
};

// The text of `n`'s content into `out`; inline code merge cannot write into `markup`.
void text_of(const pugi::xml_node& n, std::string& out, std::string& markup) {
  for (pugi::xml_node c : n.children()) {
    if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
      out += c.value();
      continue;
    }
    if (c.type() != pugi::node_element) continue;
    const std::string_view name = local(c);
    if (name == "g" || name == "mrk" || name == "pc") {
      text_of(c, out, markup);
    } else if (name == "x" || name == "bx" || name == "ex" || name == "sc" || name == "ec" || name == "sm" || name == "em") {
      // a placeholder: no text
    } else if (name == "cp") {
      unsigned long cp = std::strtoul(c.attribute("hex").value(), nullptr, 16);
      append_utf8(out, cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) ? U'\uFFFD' : static_cast<char32_t>(cp));
    } else if (name == "ph" || name == "bpt" || name == "ept" || name == "it") {
      if (!c.first_child().empty() && markup.empty()) markup = "<" + std::string(name) + ">";
    } else if (markup.empty()) {
      markup = "<" + std::string(name) + ">";
    }
  }
}

// True when `n` or an ancestor says translate="no".
bool not_to_translate(pugi::xml_node n) {
  for (; n; n = n.parent())
    if (std::string_view(n.attribute("translate").value()) == "no") return true;
  return false;
}

void read_note(const pugi::xml_node& file, ReturnedPackage& p) {
  for (const char* holder : {"header", "notes"}) {
    pugi::xml_node h = child(file, holder);
    for (pugi::xml_node n : h.children())
      if (n.type() == pugi::node_element && local(n) == "note" && read_package_note(n.text().get(), p)) return;
  }
  for (pugi::xml_node n : file.children())  // a tool that moved the note up
    if (n.type() == pugi::node_element && local(n) == "note" && read_package_note(n.text().get(), p)) return;
}

void units_12(const pugi::xml_node& n, const LineIndex& lines, ReturnedPackage& p) {
  for (pugi::xml_node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    const std::string_view name = local(c);
    if (name == "group" || name == "body") {
      units_12(c, lines, p);
      continue;
    }
    if (name != "trans-unit") continue;
    if (not_to_translate(c)) {
      ++p.context_units;
      continue;
    }
    ReturnedUnit u;
    u.id = c.attribute("resname").value();
    if (u.id.empty()) u.id = c.attribute("id").value();
    u.line = lines.line_of(c.offset_debug());
    std::string ignored;
    text_of(child(c, "source"), u.source, ignored);
    if (pugi::xml_node t = child(c, "target")) {
      u.has_target = true;
      text_of(t, u.target, u.markup);
    }
    p.units.push_back(std::move(u));
  }
}

void units_2(const pugi::xml_node& n, const LineIndex& lines, ReturnedPackage& p) {
  for (pugi::xml_node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    const std::string_view name = local(c);
    if (name == "group") {
      units_2(c, lines, p);
      continue;
    }
    if (name != "unit") continue;
    if (not_to_translate(c)) {
      ++p.context_units;
      continue;
    }
    ReturnedUnit u;
    u.id = c.attribute("name").value();
    if (u.id.empty()) u.id = c.attribute("id").value();
    u.line = lines.line_of(c.offset_debug());
    std::string ignored;
    for (pugi::xml_node s : c.children()) {
      if (s.type() != pugi::node_element || (local(s) != "segment" && local(s) != "ignorable")) continue;
      pugi::xml_node src = child(s, "source");
      pugi::xml_node tgt = child(s, "target");
      text_of(src, u.source, ignored);
      if (tgt) {
        u.has_target = true;
        text_of(tgt, u.target, u.markup);
      } else if (local(s) == "ignorable") {
        text_of(src, u.target, ignored);
      }
    }
    if (!u.has_target) u.target.clear();
    p.units.push_back(std::move(u));
  }
}

}  // namespace

bool read_package_note(std::string_view note, ReturnedPackage& p) {
  std::size_t at = note.find("rulecorp-package");
  if (at == std::string_view::npos) return false;
  ReturnedPackage got;
  std::string_view rest = note.substr(at + 16);
  while (!rest.empty()) {
    std::size_t b = rest.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) break;
    rest.remove_prefix(b);
    std::size_t e = rest.find_first_of(" \t\r\n");
    std::string_view field = rest.substr(0, e);
    rest.remove_prefix(e == std::string_view::npos ? rest.size() : e);
    std::size_t eq = field.find('=');
    if (eq == std::string_view::npos) continue;
    std::string_view key = field.substr(0, eq), value = field.substr(eq + 1);
    if (key == "translation") got.translation = value;
    else if (key == "file") got.translation_file = value;
    else if (key == "edition") got.edition = value;
  }
  if (got.translation.empty() || got.edition.empty()) return false;
  p.translation = std::move(got.translation);
  p.translation_file = std::move(got.translation_file);
  p.edition = std::move(got.edition);
  return true;
}

std::optional<ReturnedPackage> read_package(const std::string& file, std::string_view bytes, Diagnostics& diags) {
  {
    pugi::xml_document probe;
    if (!load_xml(file, bytes, probe, diags)) return std::nullopt;
  }
  pugi::xml_document doc;
  doc.load_buffer(bytes.data(), bytes.size(), pugi::parse_default | pugi::parse_ws_pcdata, pugi::encoding_auto);
  const LineIndex lines{bytes};
  pugi::xml_node root = doc.document_element();
  ReturnedPackage p;
  p.file = file;
  p.version = root.attribute("version").value();
  if (local(root) != "xliff" || (p.version != "1.2" && p.version.rfind("2.", 0) != 0)) {
    diags.report("merge.package", file, lines.line_of(root.offset_debug()), 0,
                 "not an XLIFF 1.2 or 2.x file (root <" + std::string(root.name()) + "> version '" + p.version +
                     "'): no update package of rulecorp's");
    return std::nullopt;
  }
  const bool v2 = p.version != "1.2";
  if (v2) p.target_language = root.attribute("trgLang").value();
  bool noted = false;
  std::uint32_t first_file_line = 0;
  for (pugi::xml_node f : root.children()) {
    if (f.type() != pugi::node_element || local(f) != "file") continue;
    if (!first_file_line) first_file_line = lines.line_of(f.offset_debug());
    if (!v2 && p.target_language.empty()) p.target_language = f.attribute("target-language").value();
    if (!noted) {
      read_note(f, p);
      noted = !p.translation.empty();
    }
    if (v2) units_2(f, lines, p);
    else units_12(child(f, "body"), lines, p);
  }
  if (!noted) {
    diags.report("merge.package", file, first_file_line, 0,
                 "no rulecorp-package note (translation=LANG@EDITION edition=EDITION): not a package 'rulecorp update' wrote");
    return std::nullopt;
  }
  return p;
}

}  // namespace rulecorp
