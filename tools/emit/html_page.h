// The HTML pages rulecorp writes (the check report, the glossary per language pair, the front page
// of `build`) are each one pugixml tree, so every text and attribute is escaped by the serializer,
// never by string concatenation. These are the few helpers they share: elements with a class,
// escaped text (characters XML cannot carry become U+FFFD, see xml_safe), the page's skeleton
// (doctype, <html lang>, a head with charset, viewport, title and an inline style sheet), the style
// sheet's base the report, front, reader and update pages share (page_style) and the page's
// serialization without self-closing tags, which HTML would read as open tags.
#ifndef RULECORP_EMIT_HTML_PAGE_H_
#define RULECORP_EMIT_HTML_PAGE_H_

#include <cstddef>
#include <initializer_list>
#include <ostream>
#include <pugixml.hpp>
#include <string>
#include <string_view>

namespace rulecorp::html {

// Appends element `name` (with class `cls` when given) to `parent`.
pugi::xml_node el(pugi::xml_node parent, const char* name, const char* cls = nullptr);
// Appends `s` as escaped text to `n`.
void text(pugi::xml_node n, std::string_view s);
// Appends element `name` (class `cls`, may be null) holding the text `s`.
pugi::xml_node el_text(pugi::xml_node parent, const char* name, const char* cls, std::string_view s);
// Appends a <table> (class `cls`, may be null) to `parent` whose first row holds the `headings` as
// <th> cells; returns the table.
pugi::xml_node table(pugi::xml_node parent, std::initializer_list<std::string_view> headings, const char* cls = nullptr);
// Sets attribute `name` of `n` to `value` (escaped by the serializer).
void attr(pugi::xml_node n, const char* name, std::string_view value);
// Sets attribute `name` of `n` to the decimal `value`.
void attr(pugi::xml_node n, const char* name, std::size_t value);

// The style sheet of the report, front, reader and update pages: `:root{variables}` (the page's
// custom properties, --bg among them), then the shared base (the box model and the page's font at
// 15px with `line_height`, on var(--bg)), then the page's own `rules`.
std::string page_style(std::string_view variables, std::string_view rules, std::string_view line_height = "1.55");
// `css` without its line breaks: a style sheet kept a line per rule group, written as one line.
std::string one_line(std::string_view css);

// Starts a page in the empty `doc`: doctype, <html lang=lang>, the head (charset utf-8, viewport,
// title, style); returns the <body>.
pugi::xml_node start_page(pugi::xml_document& doc, std::string_view lang, std::string_view title, std::string_view style);
// Writes the page to `out`, indented by `indent`, without XML declaration; empty non-void
// elements are written <x></x>, void ones (meta, br, hr, input) <x />.
void write_page(pugi::xml_document& doc, std::ostream& out, const char* indent = " ");
// The page as a string (write_page).
std::string page_string(pugi::xml_document& doc, const char* indent = " ");

}  // namespace rulecorp::html

#endif  // RULECORP_EMIT_HTML_PAGE_H_
