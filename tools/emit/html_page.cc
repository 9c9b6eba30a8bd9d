// The helpers append to a pugixml tree; escaping is the serializer's, after xml_safe replaced
// what XML cannot carry. Before serializing, write_page gives every empty non-void element an empty
// text child, so pugixml writes it with an end tag, while void elements keep pugixml's <meta ... />
// form, which HTML5 accepts.
#include "emit/html_page.h"

#include <sstream>

#include "emit/tmx.h"

namespace rulecorp::html {
namespace {

bool is_void(std::string_view name) { return name == "meta" || name == "br" || name == "hr" || name == "input"; }

void no_self_closing(pugi::xml_node n) {
  for (pugi::xml_node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    if (!c.first_child() && !is_void(c.name())) c.append_child(pugi::node_pcdata);
    else no_self_closing(c);
  }
}

}  // namespace

pugi::xml_node el(pugi::xml_node parent, const char* name, const char* cls) {
  pugi::xml_node n = parent.append_child(name);
  if (cls) n.append_attribute("class") = cls;
  return n;
}

void text(pugi::xml_node n, std::string_view s) { n.append_child(pugi::node_pcdata).set_value(xml_safe(s).c_str()); }

pugi::xml_node el_text(pugi::xml_node parent, const char* name, const char* cls, std::string_view s) {
  pugi::xml_node n = el(parent, name, cls);
  text(n, s);
  return n;
}

void attr(pugi::xml_node n, const char* name, std::string_view value) { n.append_attribute(name) = xml_safe(value).c_str(); }

void attr(pugi::xml_node n, const char* name, std::size_t value) { n.append_attribute(name) = std::to_string(value).c_str(); }

std::string page_style(std::string_view variables, std::string_view rules, std::string_view line_height) {
  std::string out = "\n:root{";
  out += variables;
  out += "}\n*{box-sizing:border-box}\nbody{margin:0;font:15px/";
  out += line_height;
  out += " system-ui,-apple-system,\"Segoe UI\",Roboto,\"Noto Sans\",\"DejaVu Sans\",sans-serif;color:#1f2328;background:var(--bg)}\n";
  out += rules;
  return out;
}

pugi::xml_node table(pugi::xml_node parent, std::initializer_list<std::string_view> headings, const char* cls) {
  pugi::xml_node t = el(parent, "table", cls);
  pugi::xml_node tr = el(t, "tr");
  for (std::string_view h : headings) el_text(tr, "th", nullptr, h);
  return t;
}

std::string one_line(std::string_view css) {
  std::string out;
  out.reserve(css.size());
  for (char c : css)
    if (c != '\n' && c != '\r') out += c;
  return out;
}

pugi::xml_node start_page(pugi::xml_document& doc, std::string_view lang, std::string_view title, std::string_view style) {
  doc.append_child(pugi::node_doctype).set_value("html");
  pugi::xml_node html = doc.append_child("html");
  attr(html, "lang", lang);
  pugi::xml_node head = el(html, "head");
  attr(el(head, "meta"), "charset", "utf-8");
  pugi::xml_node viewport = el(head, "meta");
  attr(viewport, "name", "viewport");
  attr(viewport, "content", "width=device-width, initial-scale=1");
  el_text(head, "title", nullptr, title);
  el_text(head, "style", nullptr, style);
  return el(html, "body");
}

void write_page(pugi::xml_document& doc, std::ostream& out, const char* indent) {
  no_self_closing(doc);
  doc.save(out, indent, pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
}

std::string page_string(pugi::xml_document& doc, const char* indent) {
  std::ostringstream s;
  write_page(doc, s, indent);
  return std::move(s).str();
}

}  // namespace rulecorp::html
