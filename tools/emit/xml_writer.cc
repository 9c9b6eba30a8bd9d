// The writer keeps a stack of the open elements and, per element, whether its start tag is still
// open (no text, no child yet), holds a text, or holds children: that decides, at end(), between
// " />", "</name>" on the same line and "</name>" on a line of its own, which is how pugixml's
// format_indent prints a tree whose elements hold either one text or elements. Escaping is one pass
// per value: runs of printable ASCII that need no escape are found sixteen bytes a step and copied,
// markup characters become references, and everything else goes through ICU's U8_NEXT as xml_safe
// does (a character XML cannot carry, or an ill-formed sequence, becomes U+FFFD).
#include "emit/xml_writer.h"

#include <unicode/utf8.h>

#include <cstdint>

#include "common/ascii.h"

namespace rulecorp {

void append_xml_escaped(std::string& out, std::string_view s, bool attribute) {
  static constexpr std::string_view kReplacement = "\xEF\xBF\xBD";
  const auto n = static_cast<std::int32_t>(s.size());
  for (std::int32_t i = 0; i < n;) {
    const std::int32_t j = i + static_cast<std::int32_t>(plain_xml_prefix(s.substr(static_cast<std::size_t>(i))));
    out.append(s.data() + i, static_cast<std::size_t>(j - i));
    if (j == n) break;
    i = j;
    const char c = s[static_cast<std::size_t>(i)];
    switch (c) {
      case '&': out += "&amp;"; ++i; continue;
      case '<': out += "&lt;"; ++i; continue;
      case '>': out += attribute ? ">" : "&gt;"; ++i; continue;
      case '"': out += attribute ? "&quot;" : "\""; ++i; continue;
      case '\t': out += attribute ? "&#09;" : "\t"; ++i; continue;
      case '\n': out += attribute ? "&#10;" : "\n"; ++i; continue;
      case '\r': out += attribute ? "&#13;" : "\r"; ++i; continue;
      default: break;
    }
    // A control character or non-ASCII: kept when XML can carry it, else U+FFFD (xml_safe).
    const std::int32_t start = i;
    UChar32 cp;
    U8_NEXT(s.data(), i, n, cp);
    const bool ok = cp >= 0x20 && cp != 0xFFFE && cp != 0xFFFF;
    if (ok) out.append(s.data() + start, static_cast<std::size_t>(i - start));
    else out += kReplacement;
  }
}

void XmlWriter::indent() { out_.append(2 * (depth_ + names_.size()), ' '); }

void XmlWriter::close_tag() {
  if (!states_.empty() && states_.back() == State::kTag) {
    out_ += ">\n";
    states_.back() = State::kChildren;
  }
}

void XmlWriter::start(std::string_view name) {
  close_tag();
  indent();
  out_ += '<';
  out_ += name;
  names_.push_back(name);
  states_.push_back(State::kTag);
}

void XmlWriter::attribute(std::string_view name, std::string_view value) {
  out_ += ' ';
  out_ += name;
  out_ += "=\"";
  append_xml_escaped(out_, value, true);
  out_ += '"';
}

void XmlWriter::text(std::string_view value) {
  out_ += '>';
  append_xml_escaped(out_, value, false);
  states_.back() = State::kText;
}

void XmlWriter::end() {
  const std::string_view name = names_.back();
  const State state = states_.back();
  names_.pop_back();
  states_.pop_back();
  if (state == State::kTag) {
    out_ += " />\n";
    return;
  }
  if (state == State::kChildren) indent();
  out_ += "</";
  out_ += name;
  out_ += ">\n";
}

void XmlWriter::element(std::string_view name, std::string_view key, std::string_view value, std::string_view text_value) {
  start(name);
  attribute(key, value);
  text(text_value);
  end();
}

void XmlWriter::element(std::string_view name, std::string_view text_value) {
  start(name);
  text(text_value);
  end();
}

void flush_when_full(std::ostream& out, std::string& buf) {
  if (buf.size() < (1 << 16)) return;
  out << buf;
  buf.clear();
}

}  // namespace rulecorp
