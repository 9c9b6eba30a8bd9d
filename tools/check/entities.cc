// Reads the source lines a document's blocks span (the term lines of a glossary too: the German
// Glossar's "Abandon &rarr; Fallenlassen" is parsed into a term and a pointer, and the arrow is in
// neither), finds each '&' that opens a known reference (glossary/html_entities.h), and groups them
// by their spelling. Invariant: one finding per distinct spelling and document; its count is the
// number of occurrences and its lines are every line holding one, in order. The replacement is
// certain (the character the reference stands for), so the finding carries a fix per occurrence
// (`fix` the first, `more_fixes` the others), in the input's bytes as read; all of them or none:
// none when an occurrence cannot be mapped exactly (an inexact line), when the input's encoding
// cannot hold the character (U+2192 in a windows-1252 file), and for characters that would not
// stand as themselves in the text (controls, combining marks, invisible format characters such as
// &shy; and &zwj;, an "&amp;" that would open another reference: "&amp;rarr;").
#include "check/entities.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>

#include "glossary/html_entities.h"
#include "text/encoder.h"
#include "text/input_span.h"

namespace rulecorp {
namespace {

struct Seen {
  std::size_t order = 0;     // rank of its first occurrence
  std::uint32_t line = 0;    // first occurrence
  std::uint32_t column = 0;
  std::string snippet;
  std::string decoded;
  std::size_t count = 0;
  std::vector<std::uint32_t> lines;  // distinct, ascending
  std::vector<SourceSpan> spans;     // every occurrence in Source::text (with a Source)
  bool certain = true;               // every occurrence has an exact fix
};

// True when `c`, written for its reference, stands as itself in plain text: no control character
// (a line break, a tab), no combining mark (it would join the character before it), nothing
// invisible (a soft hyphen, a joiner, a direction mark).
bool stands_alone(std::string_view c) {
  std::int32_t i = 0;
  UChar32 cp = 0;
  U8_NEXT(c.data(), i, static_cast<std::int32_t>(c.size()), cp);
  if (cp < 0 || i != static_cast<std::int32_t>(c.size())) return false;
  return !u_iscntrl(cp) && u_getCombiningClass(cp) == 0 && !u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}

constexpr std::size_t kLinesShown = 8;  // lines named in the message; args carry them all

}  // namespace

std::vector<Diagnostic> check_entities(const Document& doc) {
  std::map<std::string, Seen, std::less<>> seen;
  const Source* src = doc.source && !doc.blocks.empty() ? doc.source.get() : nullptr;
  // `text_at`: the offset of text[0] in the Source's text (with a Source).
  auto scan = [&](std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view snippet, std::uint32_t text_at) {
    for (std::size_t at = text.find('&'); at != std::string_view::npos; at = text.find('&', at + 1)) {
      std::optional<EntityRef> e = entity_at(text, at);
      if (!e) continue;
      std::string spelling(text.substr(at, e->length));
      auto [it, fresh] = seen.try_emplace(spelling);
      Seen& s = it->second;
      if (fresh) {
        s.order = seen.size();
        s.line = line;
        s.column = column + static_cast<std::uint32_t>(at);
        s.snippet = std::string(snippet);
        s.decoded = e->decoded;
      }
      ++s.count;
      if (s.lines.empty() || s.lines.back() != line) s.lines.push_back(line);
      if (src) s.spans.push_back({text_at + static_cast<std::uint32_t>(at), text_at + static_cast<std::uint32_t>(at + e->length)});
      // "&amp;rarr;" decoded once is "&rarr;", another reference: not the text meant.
      if (e->decoded == "&" && entity_at("&" + std::string(text.substr(at + e->length, 12)), 0)) s.certain = false;
      at += e->length - 1;
    }
  };
  if (src) {
    std::uint32_t first = doc.blocks.front().line, last = first;
    for (const Block& b : doc.blocks) {
      last = std::max(last, b.line);
      if (!b.text.empty()) last = std::max(last, src->position(doc.source_offset(b, static_cast<std::uint32_t>(b.text.size() - 1))).line);
    }
    for (std::uint32_t n = std::max<std::uint32_t>(first, 1); n <= last && n <= src->line_count(); ++n) {
      std::string_view l = src->line(n);
      if (l.find('&') != std::string_view::npos) scan(l, n, 1, l, src->line_starts[n - 1]);
    }
  } else {
    for (const Block& b : doc.blocks)
      for (std::string_view t : {b.term, b.text}) scan(t, b.line, 0, {}, 0);
  }
  std::vector<const std::pair<const std::string, Seen>*> order;
  for (const auto& kv : seen) order.push_back(&kv);
  std::sort(order.begin(), order.end(), [](const auto* x, const auto* y) { return x->second.order < y->second.order; });
  std::vector<Diagnostic> out;
  std::string lang(language_code(doc.language));
  for (const auto* kv : order) {
    const std::string& spelling = kv->first;
    const Seen& s = kv->second;
    std::string where;
    for (std::size_t k = 0; k < s.lines.size() && k < kLinesShown; ++k) where += (k ? ", " : "") + std::to_string(s.lines[k]);
    if (s.lines.size() > kLinesShown) where += ", \u2026";
    std::string shown = s.decoded == "\u00A0" ? "a no-break space" : "\u201c" + s.decoded + "\u201d";
    std::string message = "HTML entity " + spelling + " left in the text";
    message += s.count == 1 ? "" : " " + std::to_string(s.count) + " times";
    message += " (line" + std::string(s.lines.size() == 1 ? " " : "s ") + where + "): write " + shown;
    Diagnostic d = make_diagnostic("text.entity", doc.name(), s.line, s.column, std::move(message));
    d.snippet = s.snippet;
    d.language = lang;
    d.edition = doc.edition;
    d.suggestion = s.decoded;
    std::string all;
    for (std::uint32_t n : s.lines) all += (all.empty() ? "" : ",") + std::to_string(n);
    d.args = {{"entity", spelling}, {"character", s.decoded}, {"count", std::to_string(s.count)}, {"lines", all}};
    if (src && s.certain && stands_alone(s.decoded) &&
        encoded_length(s.decoded, src->encoding.empty() ? std::string_view("UTF-8") : std::string_view(src->encoding))) {
      std::vector<Fix> fixes;
      for (const SourceSpan& sp : s.spans) {
        std::optional<Fix> f = make_fix(*src, {{sp.begin, sp.end, s.decoded}});
        if (!f) break;
        fixes.push_back(std::move(*f));
      }
      if (!fixes.empty() && fixes.size() == s.spans.size()) {
        d.fix = std::move(fixes.front());
        d.more_fixes.assign(std::make_move_iterator(fixes.begin() + 1), std::make_move_iterator(fixes.end()));
      }
    }
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace rulecorp
