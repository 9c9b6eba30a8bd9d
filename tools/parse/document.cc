// dump() prints one header line per document and one line per block: line number, kind, number or
// term, text with newlines escaped, then refs. It is the compact form tests compare against.
#include "parse/document.h"

#include <algorithm>

namespace rulecorp {

std::string_view block_kind_name(BlockKind k) {
  switch (k) {
    case BlockKind::kSection: return "section";
    case BlockKind::kRule: return "rule";
    case BlockKind::kExample: return "example";
    case BlockKind::kGlossaryEntry: return "glossary";
    case BlockKind::kRuling: return "ruling";
    case BlockKind::kProse: return "prose";
    case BlockKind::kContents: return "contents";
    case BlockKind::kCard: return "card";
  }
  return "prose";
}

std::uint32_t Document::source_offset(const Block& b, std::uint32_t pos) const {
  if (b.piece_begin == b.piece_end) return 0;
  auto first = pieces.begin() + b.piece_begin, last = pieces.begin() + b.piece_end;
  auto it = std::upper_bound(first, last, pos,
                             [](std::uint32_t p, const TextPiece& t) { return p < t.text_offset; });
  if (it != first) --it;
  return it->source_offset + (pos - it->text_offset);
}

std::string Document::name() const {
  std::string n = source ? source->name : std::string("-");
  if (part) n += '#' + std::to_string(part);
  return n;
}

namespace {
void append_escaped(std::string& out, std::string_view s) {
  for (char c : s) {
    if (c == '\n') {
      out += "\\n";
    } else {
      out += c;
    }
  }
}
}  // namespace

std::string dump(const Document& doc) {
  std::string out = "document " + doc.name() + " language=" + std::string(language_code(doc.language)) +
                    " edition=" + (doc.edition.empty() ? "-" : doc.edition) + " title=\"" + doc.title +
                    "\"\n";
  for (const Block& b : doc.blocks) {
    out += std::to_string(b.line) + ' ';
    out += block_kind_name(b.kind);
    switch (b.kind) {
      case BlockKind::kSection: out += ' ' + std::to_string(b.section); break;
      case BlockKind::kRule:
        out += ' ' + (b.number.valid() ? b.number.str() : std::string("?"));
        if (!b.raw_number.empty()) out += " (written " + b.raw_number + ")";
        break;
      case BlockKind::kExample:
        if (b.parent >= 0) out += " of " + doc.blocks[static_cast<std::size_t>(b.parent)].number.str();
        break;
      case BlockKind::kGlossaryEntry:
        out += " \"" + b.term + "\"";
        if (!b.see.empty()) out += " -> \"" + b.see + "\" [" + b.term_language + "]";
        break;
      case BlockKind::kCard:
        out += " \"" + b.term + "\"";
        break;
      case BlockKind::kRuling:
        if (!b.date.empty()) out += ' ' + b.date;
        if (!b.bullet.empty()) out += ' ' + b.bullet;
        break;
      default: break;
    }
    if (!b.text.empty()) {
      out += ": ";
      append_escaped(out, b.text);
    }
    if (!b.citations.empty()) {
      out += " {";
      for (std::size_t i = 0; i < b.citations.size(); ++i) {
        if (i) out += ' ';
        out += dump(b.citations[i]);
      }
      out += '}';
    }
    out += '\n';
  }
  return out;
}

}  // namespace rulecorp
