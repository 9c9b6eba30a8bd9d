// dump() prints one header line per document and one line per block: line number, kind, number or
// term, text with newlines escaped, then refs. It is the compact form tests compare against.
// TextArena hands out space from 64 KiB chunks (a longer string gets a chunk of its own), so what
// it stores never moves.
#include "parse/document.h"

#include <functional>

#include <algorithm>
#include <cstdio>
#include <cstring>

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

std::string_view TextArena::store(std::string_view s) {
  constexpr std::size_t kChunk = 64 * 1024;
  if (s.empty()) return {};
  if (s.size() > capacity_ - used_) {
    std::size_t size = std::max(kChunk, s.size());
    chunks_.push_back(std::make_unique_for_overwrite<char[]>(size));  // filled as stored, not zeroed
    used_ = 0;
    capacity_ = size;
  }
  char* at = chunks_.back().get() + used_;
  std::memcpy(at, s.data(), s.size());
  used_ += s.size();
  held_ += s.size();
  return {at, s.size()};
}

IsoDate IsoDate::parse(std::string_view iso) {
  IsoDate d;
  if (iso.size() != 10 || iso[4] != '-' || iso[7] != '-') return d;
  auto num = [&](std::size_t b, std::size_t n) {
    int v = 0;
    for (std::size_t i = b; i < b + n; ++i) {
      if (iso[i] < '0' || iso[i] > '9') return -1;
      v = v * 10 + (iso[i] - '0');
    }
    return v;
  };
  int y = num(0, 4), m = num(5, 2), day = num(8, 2);
  if (y <= 0 || m <= 0 || day <= 0) return d;
  d.year = static_cast<std::uint16_t>(y);
  d.month = static_cast<std::uint8_t>(m);
  d.day = static_cast<std::uint8_t>(day);
  return d;
}

std::string IsoDate::str() const {
  if (empty()) return {};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04u-%02u-%02u", unsigned{year}, unsigned{month}, unsigned{day});
  return buf;
}

std::string_view bullet_text(Bullet b) {
  switch (b) {
    case Bullet::kNone: return "";
    case Bullet::kDot: return "\xE2\x80\xA2";
    case Bullet::kHyphen: return "-";
    case Bullet::kStar: return "*";
    case Bullet::kEnDash: return "\xE2\x80\x93";
    case Bullet::kMiddleDot: return "\xC2\xB7";
  }
  return "";
}

std::string_view entry_status_name(EntryStatus s) { return s == EntryStatus::kObsolete ? "obsolete" : "current"; }

std::uint32_t Document::source_offset(const Block& b, std::uint32_t pos) const {
  if (b.piece_begin == b.piece_end) {
    // One contiguous run: the text views the Source itself.
    if (!source || b.text.empty()) return 0;
    const char* base = source->text.data();
    if (b.text.data() < base || b.text.data() > base + source->text.size()) return 0;
    return static_cast<std::uint32_t>(b.text.data() - base) + pos;
  }
  auto first = pieces.begin() + b.piece_begin, last = pieces.begin() + b.piece_end;
  auto it = std::upper_bound(first, last, pos,
                             [](std::uint32_t p, const TextPiece& t) { return p < t.text_offset; });
  if (it != first) --it;
  return it->source_offset + (pos - it->text_offset);
}

std::optional<TextReplacement> Document::in_source(const Block& b, TextReplacement r) const {
  if (!source || b.kind == BlockKind::kCard || r.begin > r.end || r.end > b.text.size()) return std::nullopt;
  // Map the first and the last byte (a piece is contiguous inside), and check the text there.
  const std::uint32_t begin = source_offset(b, r.begin);
  const std::uint32_t end = r.end > r.begin ? source_offset(b, r.end - 1) + 1 : begin;
  if (end < begin || end > source->text.size()) return std::nullopt;
  if (std::string_view(source->text).substr(begin, end - begin) != b.text.substr(r.begin, r.end - r.begin)) return std::nullopt;
  if (r.begin == r.end && r.begin > 0 && source_offset(b, r.begin - 1) + 1 != begin) return std::nullopt;  // between pieces
  r.begin = begin;
  r.end = end;
  return r;
}

std::optional<Fix> Document::fix(const Block& b, std::vector<TextReplacement> replacements) const {
  for (TextReplacement& r : replacements) {
    std::optional<TextReplacement> in = in_source(b, std::move(r));
    if (!in) return std::nullopt;
    r = std::move(*in);
  }
  if (!source) return std::nullopt;
  return make_fix(*source, std::move(replacements));
}

Document::Document(const Document& o) { *this = o; }

Document& Document::operator=(const Document& o) {
  if (this == &o) return *this;
  source = o.source;
  arena = o.arena;
  language = o.language;
  language_given = o.language_given;
  part = o.part;
  edition = o.edition;
  title = o.title;
  blocks = o.blocks;
  pieces = o.pieces;
  glossary = o.glossary;
  citations = o.citations;
  // Blocks that viewed `o`'s citations view the same positions of this copy's.
  const Citation* old_begin = o.citations.data();
  const Citation* old_end = old_begin + o.citations.size();
  std::less<const Citation*> before;
  for (Block& b : blocks)
    if (!b.citations.empty() && !before(b.citations.data(), old_begin) && before(b.citations.data(), old_end))
      b.citations = std::span<const Citation>(citations.data() + (b.citations.data() - old_begin), b.citations.size());
  return *this;
}

std::string Document::name() const {
  std::string n = source ? source->name : std::string("-");
  if (part) n += '#' + std::to_string(part);
  return n;
}

std::string_view Document::store(std::string_view s) {
  if (!arena) arena = std::make_shared<TextArena>();
  return arena->store(s);
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
        if (!b.raw_number.empty()) out += " (written " + std::string(b.raw_number) + ")";
        break;
      case BlockKind::kExample:
        if (b.parent >= 0) out += " of " + doc.blocks[static_cast<std::size_t>(b.parent)].number.str();
        break;
      case BlockKind::kGlossaryEntry:
        out.append(" \"").append(b.term).append("\"");
        if (!b.see.empty()) out.append(" -> \"").append(b.see).append("\" [").append(b.term_language.str()).append("]");
        break;
      case BlockKind::kCard:
        out.append(" \"").append(b.term).append("\"");
        break;
      case BlockKind::kRuling:
        if (!b.date.empty()) out += ' ' + b.date.str();
        if (b.bullet != Bullet::kNone) out.append(" ").append(bullet_text(b.bullet));
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
