// load_xml parses with pugixml's parse_doctype flag on, so a DOCTYPE becomes a node we can see
// (pugixml itself never expands or fetches entities; it leaves unknown ones as text). Any DOCTYPE
// node refuses the document; so does a parse error. Positions are computed from pugixml's byte
// offset by counting newlines before it.
#include "parse/xml_input.h"

#include <algorithm>

namespace rulecorp {
namespace {

void position(std::string_view bytes, std::ptrdiff_t offset, std::uint32_t* line, std::uint32_t* column) {
  auto end = static_cast<std::size_t>(std::clamp<std::ptrdiff_t>(offset, 0, static_cast<std::ptrdiff_t>(bytes.size())));
  std::string_view before = bytes.substr(0, end);
  *line = static_cast<std::uint32_t>(std::count(before.begin(), before.end(), '\n')) + 1;
  std::size_t nl = before.rfind('\n');
  *column = static_cast<std::uint32_t>(end - (nl == std::string_view::npos ? 0 : nl + 1)) + 1;
}

}  // namespace

bool load_xml(const std::string& file, std::string_view bytes, pugi::xml_document& doc, Diagnostics& diags) {
  std::uint32_t line = 1, column = 1;
  pugi::xml_parse_result r =
      doc.load_buffer(bytes.data(), bytes.size(), pugi::parse_default | pugi::parse_doctype, pugi::encoding_auto);
  if (!r) {
    position(bytes, r.offset, &line, &column);
    diags.report("xml.invalid", file, line, column, std::string("not well-formed XML: ") + r.description());
    doc.reset();
    return false;
  }
  for (pugi::xml_node n = doc.first_child(); n; n = n.next_sibling()) {
    if (n.type() != pugi::node_doctype) continue;
    std::size_t at = bytes.find("<!DOCTYPE");
    position(bytes, at == std::string_view::npos ? 0 : static_cast<std::ptrdiff_t>(at), &line, &column);
    diags.report("xml.doctype", file, line, column,
                 "document type declaration refused: rulecorp never declares, expands or fetches XML entities");
    doc.reset();
    return false;
  }
  return true;
}

}  // namespace rulecorp
