// How a document's citations are read against its own headings. A heading is a rule whose text is
// a title (glossary/headings.h: a few words, no sentence punctuation). A title quoted after a cited
// number agrees with the cited rule when, folded, it and the heading of the rule or of one of its
// ancestors begin alike (one is a prefix of the other: "Brawl" for "Brawl Option"); a rule without
// a heading up its chain has nothing to disagree with. A disagreeing title is a finding only on
// evidence: it is exactly the heading of another rule of the same document (xref.title, that rule
// suggested), or, with the history, the cited number's heading in an older edition (xref.stale,
// the number the rule has now suggested and written by its fix), whether the cited number is
// another rule now or none (a stale number is no dangling citation). A title that names nothing (a rewording, "Regeneration"
// for "Regenerieren") is no finding. Invariant: one finding per cited number and title.
#include "check/citation_titles.h"

#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <algorithm>

#include "glossary/headings.h"
#include "parse/citation.h"
#include "parse/language.h"

namespace rulecorp {
namespace {

constexpr std::size_t kMaxTitleBytes = 160;

// The opening marks a title may have, with their closing marks.
struct QuotePair {
  std::string_view open, close, close2;
};
constexpr QuotePair kQuotes[] = {
    {"\u201c", "\u201d", "\u201d"},  // English “…”
    {"\u201e", "\u201c", "\u201d"},  // German „…“ (sometimes „…”)
    {"\u00ab", "\u00bb", "\u00bb"},  // French « … »
    {"\"", "\"", "\""},
};

Position position_of(const Document& d, const Block& b, std::uint32_t pos) {
  return d.source ? d.source->position(d.source_offset(b, pos)) : Position{b.line, b.column};
}

// Who cites: "en 724.5", or a glossary entry by its term ("en “Endure”").
std::string who_of(const Document& d, const Block& b) {
  std::string who(language_code(d.language));
  if (b.kind == BlockKind::kRule && b.number.valid()) return who + " " + b.number.str();
  if (!b.term.empty()) return who + " \u201c" + std::string(b.term) + "\u201d";
  if (b.kind == BlockKind::kExample && b.parent >= 0 && static_cast<std::size_t>(b.parent) < d.blocks.size())
    return who + " " + d.blocks[static_cast<std::size_t>(b.parent)].number.str() + " (example)";
  return who;
}

// The byte span of `number` written as a token in [from, to) of `text`, else nullopt.
std::optional<std::pair<std::uint32_t, std::uint32_t>> written_at(std::string_view text, std::uint32_t from, std::uint32_t to,
                                                                  const std::string& number) {
  std::string_view range = text.substr(from, to - from);
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  for (std::size_t p = range.find(number); p != std::string_view::npos; p = range.find(number, p + 1)) {
    std::size_t e = p + number.size();
    bool left_ok = p == 0 || !(digit(range[p - 1]) || range[p - 1] == '.');
    bool right_ok = e >= range.size() || !(std::isalnum(static_cast<unsigned char>(range[e])));
    if (left_ok && right_ok) return std::make_pair(static_cast<std::uint32_t>(from + p), static_cast<std::uint32_t>(from + e));
  }
  return std::nullopt;
}

// True when the citation names a range ("601.2a–e", "701.53–701.63"): its numbers are not titled one by one.
bool has_range(std::string_view text, const Citation& c) {
  std::string_view s = text.substr(c.begin, c.end - c.begin);
  return s.find('-') != std::string_view::npos || s.find("\u2013") != std::string_view::npos ||
         s.find("\u2014") != std::string_view::npos;
}

}  // namespace

std::optional<QuotedTitle> quoted_title(std::string_view text, std::uint32_t number_end) {
  std::size_t q = number_end;
  if (q < text.size() && text[q] == ',') ++q;
  if (q >= text.size() || text[q] != ' ') return std::nullopt;
  ++q;
  for (const QuotePair& p : kQuotes) {
    if (text.substr(q, p.open.size()) != p.open) continue;
    std::size_t b = q + p.open.size();
    while (b < text.size() && (text[b] == ' ' || text.substr(b, 2) == "\u00a0" || text.substr(b, 3) == "\u202f"))
      b += text[b] == ' ' ? 1 : text.substr(b, 2) == "\u00a0" ? 2 : 3;
    std::size_t e = text.find(p.close, b);
    if (p.close2 != p.close) e = std::min(e, text.find(p.close2, b));
    if (e == std::string_view::npos || e - b > kMaxTitleBytes || e == b) return std::nullopt;
    std::string_view t = text.substr(b, e - b);
    if (t.find('\n') != std::string_view::npos) return std::nullopt;
    auto trailing = [](char c) { return c == '.' || c == ',' || c == ';' || c == ':' || c == ' '; };
    while (!t.empty() && trailing(t.back())) t.remove_suffix(1);
    while (t.size() >= 2 && (t.substr(t.size() - 2) == "\u00a0")) {
      t.remove_suffix(2);
      while (!t.empty() && trailing(t.back())) t.remove_suffix(1);
    }
    if (t.empty()) return std::nullopt;
    return QuotedTitle{static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(b + t.size()), t};
  }
  return std::nullopt;
}

std::string folded_title(std::string_view title) {
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(icu::StringPiece(title.data(), static_cast<std::int32_t>(title.size())));
  u.foldCase();
  icu::UnicodeString kept;
  for (std::int32_t i = 0; i < u.length();) {
    UChar32 c = u.char32At(i);
    i += U16_LENGTH(c);
    if (u_isalnum(c)) kept.append(c);
  }
  std::string out;
  kept.toUTF8String(out);
  return out;
}

Headings::Headings(const Document& d) {
  for (const Block& b : d.blocks) {
    if (b.kind != BlockKind::kRule || !b.number.valid() || rules_.count(b.number.key())) continue;
    std::string text(b.text);
    bool heading = is_heading_text(text);
    rules_.emplace(b.number.key(), heading ? b.text : std::string_view());
    if (heading) by_title_[folded_title(b.text)].push_back(b.number);
  }
}

std::string_view Headings::heading(RuleNumber n) const {
  auto it = rules_.find(n.key());
  return it == rules_.end() ? std::string_view() : it->second;
}

bool Headings::agrees(RuleNumber n, std::string_view title) const {
  const std::string t = folded_title(title);
  if (t.empty()) return true;
  bool any = false;
  for (RuleNumber x = n;; x = x.parent()) {
    std::string_view h = heading(x);
    if (!h.empty()) {
      any = true;
      const std::string f = folded_title(h);
      if (f.rfind(t, 0) == 0 || t.rfind(f, 0) == 0) return true;
    }
    if (x.parent() == x) break;
  }
  return !any;
}

std::vector<RuleNumber> Headings::named(std::string_view title) const {
  auto it = by_title_.find(folded_title(title));
  return it == by_title_.end() ? std::vector<RuleNumber>() : it->second;
}

std::optional<FormerTitle> former_title(const History& history, std::size_t now, RuleNumber cited, std::string_view title) {
  const std::string t = folded_title(title);
  const NumberRun* best = nullptr;
  for (const NumberRun& r : history.runs())
    if (r.number == cited && r.last < now && folded_title(r.title) == t && (!best || r.last > best->last)) best = &r;
  if (!best) return std::nullopt;
  for (const NumberRun& r : history.lineage_runs(best->lineage))
    if (r.first <= now && now <= r.last) {
      if (r.number == cited) return std::nullopt;
      return FormerTitle{r.number, best};
    }
  return std::nullopt;  // the rule is gone
}

std::optional<FormerMeaning> former_meaning(const History& history, std::size_t now, RuleNumber citing, const Citation& citation,
                                            RuleNumber cited) {
  // A wording cites it when it has the same citation: the same numbers, in order (a range whose
  // ends moved, "601.2e–g" to "601.2f–h", is another citation of every number in it).
  auto cites = [&](const std::string& text) {
    for (const Citation& c : find_citations(text))
      if (std::equal(c.rules.begin(), c.rules.end(), citation.rules.begin(), citation.rules.end())) return true;
    return false;
  };
  std::span<const History::Rewording> rw = history.rewordings(now, citing);
  std::size_t i = rw.size();
  if (i > 0 && !cites(rw[i - 1].after)) return std::nullopt;  // the history's wording is not this one
  while (i > 0 && cites(rw[i - 1].before)) --i;
  std::size_t since = 0;
  if (i > 0) {
    since = rw[i - 1].edition;
  } else {
    std::span<const NumberRun> runs = history.lineage_runs(now, citing);
    if (runs.empty()) return std::nullopt;
    since = runs.front().first;
  }
  if (since >= now) return std::nullopt;
  std::optional<std::uint32_t> then = history.lineage(since, cited), current = history.lineage(now, cited);
  if (!then || !current || *then == *current) return std::nullopt;
  FormerMeaning m;
  m.since = since;
  m.title = std::string(history.title(since, cited));
  std::uint32_t last = 0;
  for (const NumberRun& r : history.lineage_runs(*then)) {
    last = std::max(last, r.last);
    if (r.first <= now && now <= r.last) m.now = r.number;
  }
  if (!m.now) m.removed = last + 1 < history.size() ? history.edition(last + 1).date : std::string();
  // A lineage broken at one number (the rule rewritten beyond recognition, a new lineage taking its
  // number in the edition the old one ends) is one rule, not a move: the rule named now must have
  // carried another number before, or the rule meant then must carry another one now.
  bool current_moved = false;
  for (const NumberRun& r : history.lineage_runs(*current))
    if (r.number != cited) current_moved = true;
  if (!current_moved && !m.now) return std::nullopt;
  return m;
}

std::vector<Diagnostic> check_citation_titles(const Document& doc, const History* history, bool original) {
  std::vector<Diagnostic> out;
  const Headings headings(doc);
  std::size_t now_at = 0;
  bool dated = false;  // doc's edition is edition now_at of the history
  if (history && !doc.edition.empty())
    if (std::optional<std::size_t> e = history->edition_at(doc.edition); e && history->edition(*e).date == doc.edition) {
      now_at = *e;
      dated = true;
    }
  const std::string lang(language_code(doc.language));
  // The document holds the part a missing number belongs to (an excerpt cites rules it left out):
  // a subrule's parent, or for a three-digit rule some rule of its section below and above it.
  int low[10], high[10];
  std::fill(std::begin(low), std::end(low), 1000);
  std::fill(std::begin(high), std::end(high), 0);
  for (const Block& b : doc.blocks)
    if (b.kind == BlockKind::kRule && b.number.valid() && b.number.sub() == 0 && !b.number.has_letter()) {
      low[b.number.section()] = std::min(low[b.number.section()], b.number.rule());
      high[b.number.section()] = std::max(high[b.number.section()], b.number.rule());
    }
  auto covers = [&](RuleNumber n) {
    if (n.parent() != n) return headings.has(n.parent());
    return low[n.section()] < n.rule() && n.rule() < high[n.section()];
  };
  for (const Block& b : doc.blocks) {
    if (b.kind != BlockKind::kRule && b.kind != BlockKind::kExample && b.kind != BlockKind::kGlossaryEntry) continue;
    auto finding = [&](std::string_view check, std::uint32_t begin, std::uint32_t end, std::string message) {
      Position p = position_of(doc, b, begin);
      Diagnostic d = make_diagnostic(check, doc.name(), p.line, p.column, std::move(message));
      if (doc.source && p.line >= 1 && p.line <= doc.source->line_count()) d.snippet = std::string(doc.source->line(p.line));
      d.language = lang;
      d.edition = doc.edition;
      d.rule = b.kind == BlockKind::kRule ? b.number.str() : std::string(b.term);
      if (b.kind == BlockKind::kExample && b.parent >= 0) d.rule = doc.blocks[static_cast<std::size_t>(b.parent)].number.str();
      d.unit = d.rule;
      d.text = b.text;
      d.marks = {{begin, end}};
      return d;
    };
    // The xref.stale finding of number `n` of citation `c` when the title quoted after it was the
    // heading of the rule numbered so in an older edition (and names no other rule now than the one
    // that rule is now), with its fix: that rule's number written in its place. Not for a range
    // (its numbers are not titled one by one).
    auto stale_by_title = [&](const Citation& c, RuleNumber n) -> std::optional<Diagnostic> {
      if (!dated || !n.valid()) return std::nullopt;
      const std::string cited = n.str();
      auto at = written_at(b.text, c.begin, std::min<std::uint32_t>(c.end + 1, static_cast<std::uint32_t>(b.text.size())), cited);
      if (!at) return std::nullopt;
      std::optional<QuotedTitle> t = quoted_title(b.text, at->second);
      if (!t || (headings.has(n) && headings.agrees(n, t->text))) return std::nullopt;
      std::optional<FormerTitle> former = former_title(*history, now_at, n, t->text);
      if (!former || !headings.has(former->now)) return std::nullopt;
      std::vector<RuleNumber> named = headings.named(t->text);
      if (!named.empty() && named.front() != former->now) return std::nullopt;
      const std::string expected = former->now.str(), title(t->text), heading(headings.heading(n));
      const std::string as = heading.empty() ? std::string() : " (\u201c" + heading + "\u201d)";
      std::string until = former->run->last + 1 < history->size() ? history->edition(former->run->last + 1).date : std::string();
      Diagnostic d = finding("xref.stale", at->first, at->second,
                             who_of(doc, b) + " cites " + cited + as + " under the title \u201c" + title + "\u201d, the number of " +
                                 expected + " (\u201c" + title + "\u201d) before the " + until + " edition: cite " + expected);
      d.marks.push_back({t->begin, t->end});
      d.suggestion = expected;
      d.args = {{"cited", cited}, {"expected", expected}, {"edition", until}, {"title", title}};
      d.fix = doc.fix(b, {{at->first, at->second, expected}});
      return d;
    };
    for (const Citation& c : b.citations) {
      if (c.kind != Citation::Kind::kRule) continue;
      // A citation of a rule the document does not have: stale where its quoted title was that
      // number's heading in an older edition, else, in the original, its own fault (a translation's
      // is its cross-reference check's, against the original).
      std::string missing;
      const bool range = has_range(b.text, c);
      for (RuleNumber n : c.rules) {
        if (!n.valid() || headings.has(n)) continue;
        if (std::optional<Diagnostic> d = range ? std::nullopt : stale_by_title(c, n)) out.push_back(std::move(*d));
        else if (original && covers(n)) missing += (missing.empty() ? "" : ", ") + n.str();
      }
      if (!missing.empty()) {
        Diagnostic d = finding("xref.dangling", c.begin, c.end, who_of(doc, b) + " cites " + missing + ", which no rule of its own document has");
        d.args = {{"cited", missing}};
        out.push_back(std::move(d));
        continue;
      }
      if (range) continue;
      for (RuleNumber n : c.rules) {
        if (!n.valid() || !headings.has(n)) continue;
        const std::string cited = n.str();
        auto at = written_at(b.text, c.begin, std::min<std::uint32_t>(c.end + 1, static_cast<std::uint32_t>(b.text.size())), cited);
        if (!at) continue;
        std::optional<QuotedTitle> t = quoted_title(b.text, at->second);
        if (!t || headings.agrees(n, t->text)) continue;
        // The cited number was the titled rule's in an older edition: stale.
        if (std::optional<Diagnostic> d = stale_by_title(c, n)) {
          out.push_back(std::move(*d));
          continue;
        }
        std::vector<RuleNumber> named = headings.named(t->text);
        if (named.empty()) continue;
        std::string heading(headings.heading(n));
        std::string as = heading.empty() ? std::string() : " (\u201c" + heading + "\u201d)";
        std::string title(t->text);
        std::string names;
        for (RuleNumber m : named) names += (names.empty() ? "" : ", ") + m.str();
        Diagnostic d = finding("xref.title", at->first, at->second,
                               who_of(doc, b) + " cites " + cited + as + " under the title \u201c" + title + "\u201d, the heading of " +
                                   names + (named.size() == 1 ? ": cite " + names + ", or correct the title" : ": correct the number or the title"));
        d.marks.push_back({t->begin, t->end});
        if (named.size() == 1) d.suggestion = names;
        d.args = {{"cited", cited}, {"expected", names}, {"title", title}};
        out.push_back(std::move(d));
      }
    }
  }
  return out;
}

}  // namespace rulecorp
