// How a package is read: load_xml (tools/parse/xml_input.h: no DOCTYPE, no entity expansion) says
// whether the bytes are well-formed; they are then parsed once more keeping white-space-only text,
// since a target split into <mrk mtype="seg"> elements keeps the spaces between its sentences
// there. A unit's text is its elements' text in order: <g>, <mrk>, <pc> give their content, the
// placeholders (<x/>, <bx/>, <ex/>, 2.x <ph/>, <sc/>, <ec/>, <sm/>, <em/>) nothing, <cp hex> its
// character; native code (1.2 <ph>, <bpt>, <ept>, <it> with content) and unknown elements are
// recorded as markup, which merge refuses. XLIFF 2.x segments and ignorables are joined in order.
// An XLIFF 2.x segment left untranslated (no target, or its source copied) is counted, so merge can
// write the whole unit in English rather than lose that segment's text.
// Invariant: nothing here decides whether a target is fit to merge; it is read as written.
#include "update/package_reader.h"

#include <algorithm>
#include <cstdlib>
#include <vector>
#include <pugixml.hpp>
#include <unicode/ucnv.h>

#include "parse/xml_input.h"
#include "text/utf8.h"
#include "update/update_package.h"

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

// 1-based line of a byte offset: the offsets of the line breaks, searched (a package has thousands of units).
struct LineIndex {
  std::vector<std::size_t> breaks;
  explicit LineIndex(std::string_view bytes) {
    for (std::size_t i = bytes.find('\n'); i != std::string_view::npos; i = bytes.find('\n', i + 1)) breaks.push_back(i);
  }
  std::uint32_t line_of(std::ptrdiff_t offset) const {
    if (offset < 0) return 0;
    const auto before = std::lower_bound(breaks.begin(), breaks.end(), static_cast<std::size_t>(offset)) - breaks.begin();
    return static_cast<std::uint32_t>(before + 1);
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
    if (u.id.empty()) {
      u.id = c.attribute("id").value();
      u.nmtoken_id = true;
    }
    u.line = lines.line_of(c.offset_debug());
    std::string ignored;
    for (pugi::xml_node s : c.children()) {
      if (s.type() != pugi::node_element || (local(s) != "segment" && local(s) != "ignorable")) continue;
      pugi::xml_node src = child(s, "source");
      pugi::xml_node tgt = child(s, "target");
      std::string source, target;
      text_of(src, source, ignored);
      if (tgt) {
        u.has_target = true;
        text_of(tgt, target, u.markup);
      } else if (local(s) == "ignorable") {
        target = source;
      }
      // A segment left as its source (no target, or the source copied) while the unit has text to translate.
      auto blank = [](const std::string& t) { return t.find_first_not_of(" \t\r\n") == std::string::npos; };
      if (local(s) == "segment" && !blank(source)) {
        ++u.segments;
        if (!tgt || target == source) ++u.untranslated_segments;
      }
      u.source += source;
      u.target += target;
    }
    if (!u.has_target) u.target.clear();
    p.units.push_back(std::move(u));
  }
}

}  // namespace

std::optional<std::string> wide_xml_as_utf8(std::string_view bytes) {
  auto at = [&](std::size_t i) { return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0x100u; };
  const char* encoding = nullptr;
  std::size_t bom = 0;
  if (at(0) == 0xFF && at(1) == 0xFE && at(2) == 0 && at(3) == 0) encoding = "UTF-32LE", bom = 4;
  else if (at(0) == 0 && at(1) == 0 && at(2) == 0xFE && at(3) == 0xFF) encoding = "UTF-32BE", bom = 4;
  else if (at(0) == 0xFF && at(1) == 0xFE) encoding = "UTF-16LE", bom = 2;
  else if (at(0) == 0xFE && at(1) == 0xFF) encoding = "UTF-16BE", bom = 2;
  else if (at(0) != 0 && at(0) < 0x80 && at(1) == 0 && at(2) == 0 && at(3) == 0) encoding = "UTF-32LE";
  else if (at(0) == 0 && at(1) == 0 && at(2) == 0 && at(3) != 0 && at(3) < 0x80) encoding = "UTF-32BE";
  else if (at(0) != 0 && at(0) < 0x80 && at(1) == 0) encoding = "UTF-16LE";
  else if (at(0) == 0 && at(1) != 0 && at(1) < 0x80) encoding = "UTF-16BE";
  if (!encoding) return std::nullopt;
  bytes.remove_prefix(bom);
  std::string out(bytes.size() * 2 + 4, '\0');  // UTF-16: at most 3 bytes per 2; UTF-32: at most 4 per 4
  UErrorCode err = U_ZERO_ERROR;
  const std::int32_t n = ucnv_convert("UTF-8", encoding, out.data(), static_cast<std::int32_t>(out.size()), bytes.data(),
                                      static_cast<std::int32_t>(bytes.size()), &err);
  if (U_FAILURE(err)) return std::nullopt;
  out.resize(static_cast<std::size_t>(n));
  return out;
}

bool read_package_note(std::string_view note, ReturnedPackage& p) {
  const std::size_t at = note.find("rulecorp-package");
  if (at == std::string_view::npos) return false;
  UpdatePackage id;
  if (!parse_package_identity(note.substr(at), id) || id.edition.empty()) return false;
  p.translation = id.language + "@" + id.translated;
  p.translation_file = id.file;
  p.edition = id.edition;
  return true;
}

std::optional<ReturnedPackage> read_package(const std::string& file, std::string_view bytes, Diagnostics& diags) {
  {
    pugi::xml_document probe;
    if (!load_xml(file, bytes, probe, diags)) return std::nullopt;
  }
  pugi::xml_document doc;
  doc.load_buffer(bytes.data(), bytes.size(), pugi::parse_default | pugi::parse_ws_pcdata, pugi::encoding_auto);
  const LineIndex lines(bytes);
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
    ReturnedPackage own;  // this <file>'s identity: one package brings one translation to one edition
    read_note(f, own);
    if (!noted && !own.translation.empty()) {
      p.translation = own.translation;
      p.translation_file = own.translation_file;
      p.edition = own.edition;
      noted = true;
    } else if (!own.translation.empty() &&
               (own.translation != p.translation || own.edition != p.edition || own.translation_file != p.translation_file)) {
      diags.report("merge.package", file, lines.line_of(f.offset_debug()), 0,
                   "this <file> is of another package (translation=" + own.translation + " file=" + own.translation_file +
                       " edition=" + own.edition + ", the first: translation=" + p.translation + " file=" + p.translation_file +
                       " edition=" + p.edition + "): one package file brings one translation to one edition");
      return std::nullopt;
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
