// Reads the source lines a document's blocks span (the term lines of a glossary too: the German
// Glossar's "Abandon &rarr; Fallenlassen" is parsed into a term and a pointer, and the arrow is in
// neither), finds each '&' that opens a known reference (glossary/html_entities.h), and groups them
// by their spelling. Invariant: one finding per distinct spelling and document; its count is the
// number of occurrences and its lines are every line holding one, in order.
#include "check/entities.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>

#include "glossary/html_entities.h"

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
};

constexpr std::size_t kLinesShown = 8;  // lines named in the message; args carry them all

}  // namespace

std::vector<Diagnostic> check_entities(const Document& doc) {
  std::map<std::string, Seen, std::less<>> seen;
  auto scan = [&](std::string_view text, std::uint32_t line, std::uint32_t column, std::string_view snippet) {
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
      at += e->length - 1;
    }
  };
  if (doc.source && !doc.blocks.empty()) {
    const Source& src = *doc.source;
    std::uint32_t first = doc.blocks.front().line, last = first;
    for (const Block& b : doc.blocks) {
      last = std::max(last, b.line);
      if (!b.text.empty()) last = std::max(last, src.position(doc.source_offset(b, static_cast<std::uint32_t>(b.text.size() - 1))).line);
    }
    for (std::uint32_t n = std::max<std::uint32_t>(first, 1); n <= last && n <= src.line_count(); ++n) {
      std::string_view l = src.line(n);
      if (l.find('&') != std::string_view::npos) scan(l, n, 1, l);
    }
  } else {
    for (const Block& b : doc.blocks)
      for (std::string_view t : {b.term, b.text}) scan(t, b.line, 0, {});
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
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace rulecorp
