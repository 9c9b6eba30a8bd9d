// XML printed as it is given, element by element, without a document tree: the shape pugixml's
// format_indent prints (two spaces a level, one element a line, an element with only text on one
// line, an empty element as <name />), so the TMX and TBX writers stream their units straight into
// the output. Every attribute value and text is made XML-safe first (xml_safe, emit/tmx.h) and then
// escaped as pugixml escapes: in text &, < and >; in attribute values &, <, " and tab, LF, CR as
// character references.
#ifndef RULECORP_EMIT_XML_WRITER_H_
#define RULECORP_EMIT_XML_WRITER_H_

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp {

class XmlWriter {
 public:
  // Appends to `out`; the first element is indented `depth` levels.
  XmlWriter(std::string& out, unsigned depth) : out_(out), depth_(depth) {}

  // Opens element `name` (a literal: it is viewed until end()) as a child of the open element.
  void start(std::string_view name);
  // Adds an attribute to the element just opened (before its text or children).
  void attribute(std::string_view name, std::string_view value);
  // Gives the element just opened its text (once, instead of children).
  void text(std::string_view value);
  // Closes the innermost open element.
  void end();
  // An element with an attribute and a text: <name key="value">text</name>.
  void element(std::string_view name, std::string_view key, std::string_view value, std::string_view text);
  // An element with only a text: <name>text</name>.
  void element(std::string_view name, std::string_view text);

 private:
  enum class State : unsigned char { kTag, kText, kChildren };  // of an open element
  void close_tag();  // ends the start tag of the innermost element before a child
  void indent();

  std::string& out_;
  unsigned depth_;
  std::vector<std::string_view> names_;
  std::vector<State> states_;
};

// Writes `buf` (what an XmlWriter printed so far) to `out` and empties it once it holds 64 KB or
// more, so that a large file streams through a small buffer.
void flush_when_full(std::ostream& out, std::string& buf);

// Appends `s` made XML-safe (as xml_safe) and escaped for element text (`attribute` false) or for
// a double-quoted attribute value, as pugixml prints them.
void append_xml_escaped(std::string& out, std::string_view s, bool attribute);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_XML_WRITER_H_
