// How the citations of an aligned pair are compared. Each side's citations are flattened into cited
// items (a rule number or a section, ranges already expanded by the parser, with the citation it
// came from). A translation item agrees with an original item when they are equal, when the
// translation's number is one of its own numbers that the aligner paired with the original's (the
// translation cites in its own numbering), when one is the other's ancestor (the translation cites
// rule 601.2 where the original cites 601.2a–f, or the reverse), or when a section contains the
// rule. These are intentional differences and never findings. What is left on both sides is then
// classified, most specific first: a translation number that the history shows to be an older
// edition's number of a rule the original cites (or writes without a keyword) is stale; one
// keystroke from such an original number, a typo; the rest pair up in text order as mismatches. Items left on one side only are grouped by
// citation: omitted (one finding per original citation) or added (per translation citation; a
// dangling one when neither document has the rule); a number the other side writes without a
// keyword is no finding, nor is a one-sided citation in a glossary entry (entries are restructured:
// senses split off, "Siehe <term>" pointers), nor a translation's existing rule where the original
// cites one it does not have (the translation corrected it). Findings sit at the cited number in the
// translation, with the original rule (and for stale, typo and mismatch the rule meant) as related
// locations; a stale, typo or dangling citation with its one candidate carries the fix that writes it
// in place of the number as written, unless the original's own citation is suspect (a glossary entry
// whose term titles another keyword rule): a fix never copies the original's error. Before the
// classes, an original citation whose quoted title is another rule's heading, or whose number the
// history shows to have named another rule when the original began to cite it, makes the
// translation be read by its own title against its own headings (citation_titles.h); after the
// numbers, a citation an older wording of the original rule had is stale as a whole (a range with
// its ends), and a range sharing one end with the original's range is one mismatch of the range.
// group_shifted_citations() joins, over a whole run, the findings of one shifted block
// (the expected numbers one stretch of the original's rules), keeping every member's fix.
#include "check/cross_references.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <string>
#include <tuple>

#include "common/check_table.h"
#include "parse/citation.h"
#include "parse/language.h"

namespace rulecorp {
namespace {

// `s` with its ASCII letters in lower case (the English original's titles and terms).
std::string ascii_lower(std::string_view s) {
  std::string l(s);
  for (char& c : l) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return l;
}

struct Item {
  bool section = false;
  RuleNumber rule;
  int sec = 0;
  const Block* block = nullptr;
  std::size_t citation = 0;  // index in block->citations
  bool matched = false;
};

std::vector<Item> items_of(std::span<const Block* const> blocks) {
  std::vector<Item> out;
  for (const Block* b : blocks) {
    if (!b) continue;
    for (std::size_t c = 0; c < b->citations.size(); ++c) {
      const Citation& ci = b->citations[c];
      if (ci.kind == Citation::Kind::kSection) {
        for (int s : ci.sections) out.push_back({true, RuleNumber(), s, b, c, false});
      } else {
        for (RuleNumber r : ci.rules) out.push_back({false, r, 0, b, c, false});
      }
    }
  }
  return out;
}

bool ancestor_or_self(RuleNumber a, RuleNumber b) {  // a is b or one of b's ancestors
  for (RuleNumber x = b;; x = x.parent()) {
    if (x == a) return true;
    if (x.parent() == x) return false;
  }
}

std::string item_str(const Item& i) { return i.section ? "section " + std::to_string(i.sec) : i.rule.str(); }

// The byte span of `written` inside the citation's text, else the whole citation.
Mark mark_of(const Item& i) {
  const Citation& c = i.block->citations[i.citation];
  std::string_view text(i.block->text);
  std::string s = i.section ? std::to_string(i.sec) : i.rule.str();
  std::string_view range = text.substr(c.begin, c.end - c.begin);
  for (std::size_t p = range.find(s); p != std::string_view::npos; p = range.find(s, p + 1)) {
    std::size_t e = p + s.size();
    bool left_ok = p == 0 || !(std::isdigit(static_cast<unsigned char>(range[p - 1])) || range[p - 1] == '.');
    bool right_ok = e >= range.size() || !std::isalnum(static_cast<unsigned char>(range[e]));
    if (left_ok && right_ok) return {static_cast<std::uint32_t>(c.begin + p), static_cast<std::uint32_t>(c.begin + e)};
  }
  return {c.begin, c.end};
}

// True when `number` is written in one of `blocks` as a token, with or without a citation keyword
// ("Siehe 506.4", "as described in 608.2b").
bool written_in(std::span<const Block* const> blocks, const std::string& number) {
  for (const Block* b : blocks) {
    if (!b) continue;
    std::string_view text(b->text);
    for (std::size_t p = text.find(number); p != std::string_view::npos; p = text.find(number, p + 1)) {
      std::size_t e = p + number.size();
      bool left_ok = p == 0 || !(std::isalnum(static_cast<unsigned char>(text[p - 1])) || text[p - 1] == '.');
      bool right_ok = e >= text.size() || !(std::isalnum(static_cast<unsigned char>(text[e])) ||
                                            (text[e] == '.' && e + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[e + 1]))));
      if (left_ok && right_ok) return true;
    }
  }
  return false;
}

// The rule numbers written in `blocks` outside their citations, without a keyword ("the last
// triggered ability in 725.2"), in text order.
std::vector<RuleNumber> bare_numbers(std::span<const Block* const> blocks) {
  std::vector<RuleNumber> out;
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  for (const Block* b : blocks) {
    if (!b) continue;
    std::string_view text(b->text);
    for (std::size_t p = 0; p + 5 <= text.size(); ++p) {
      if (!digit(text[p]) || (p > 0 && (std::isalnum(static_cast<unsigned char>(text[p - 1])) || text[p - 1] == '.'))) continue;
      std::size_t e = p;
      while (e < text.size() && digit(text[e])) ++e;
      if (e - p != 3 || e + 1 >= text.size() || text[e] != '.' || !digit(text[e + 1])) {
        p = e;
        continue;
      }
      ++e;
      while (e < text.size() && digit(text[e])) ++e;
      e += subrule_letters_at(text, e);  // "702.80a", "704.5aa"
      bool right_ok = e >= text.size() || !(std::isalnum(static_cast<unsigned char>(text[e])) ||
                                            (text[e] == '.' && e + 1 < text.size() && digit(text[e + 1])));
      bool cited = std::any_of(b->citations.begin(), b->citations.end(),
                               [&](const Citation& c) { return p >= c.begin && p < c.end; });
      if (right_ok && !cited)
        if (std::optional<RuleNumber> n = RuleNumber::parse(text.substr(p, e - p))) out.push_back(*n);
      p = e;
    }
  }
  return out;
}

// The numbers of citation `c` as `b` writes them, from its first digit ("601.2c–h" of "Regeln 601.2c–h").
std::string numbers_of(const Block& b, const Citation& c) {
  std::string_view w = std::string_view(b.text).substr(c.begin, c.end - c.begin);
  std::size_t d = w.find_first_of("0123456789");
  return std::string(d == std::string_view::npos ? w : w.substr(d));
}

// True when citation `c` of `b` is one range of rules ("601.2c–h", "701.53–701.63"): two numbers
// or more, written with one dash and no space.
bool one_range(const Block& b, const Citation& c) {
  if (c.kind != Citation::Kind::kRule || c.rules.size() < 2) return false;
  const std::string w = numbers_of(b, c);
  std::size_t dashes = 0;
  for (std::string_view d : {"-", "\u2013", "\u2014"})
    for (std::size_t p = w.find(d); p != std::string::npos; p = w.find(d, p + d.size())) ++dashes;
  return dashes == 1 && w.find(',') == std::string::npos && w.find(' ') == std::string::npos;
}

std::string quoted(std::string_view title) {
  if (title.empty()) return {};
  return " (\u201c" + std::string(title) + "\u201d)";
}

}  // namespace

void group_shifted_citations(std::vector<Diagnostic>& findings) {
  auto arg = [](const Diagnostic& d, std::string_view key) {
    for (const auto& [k, v] : d.args)
      if (k == key) return v;
    return std::string();
  };
  // (file, rule, distance) -> (expected sub-number, finding index) of each candidate.
  std::map<std::tuple<std::string, int, int>, std::vector<std::pair<int, std::size_t>>> groups;
  for (std::size_t i = 0; i < findings.size(); ++i) {
    const Diagnostic& d = findings[i];
    if (d.check != "xref.typo" && d.check != "xref.mismatch" && d.check != "xref.dangling") continue;
    std::optional<RuleNumber> cited = RuleNumber::parse(arg(d, "cited")), expected = RuleNumber::parse(arg(d, "expected"));
    if (!cited || !expected || cited->has_letter() || expected->has_letter() || cited->rule() != expected->rule() ||
        cited->sub() == 0 || expected->sub() == 0 || cited->sub() == expected->sub())
      continue;
    groups[{d.file, cited->rule(), cited->sub() - expected->sub()}].push_back({expected->sub(), i});
  }
  // A block is a stretch of the original's rules: the distinct expected numbers, in order, never
  // more than kMaxGap apart (a glossary cites most rules of a block, not necessarily all), and at
  // least kMinRules of them. Findings alike in distance but scattered over a section are typos.
  constexpr int kMaxGap = 2;
  constexpr std::size_t kMinRules = 3;
  std::vector<bool> drop(findings.size(), false);
  for (auto& [key, candidates] : groups) {
    std::sort(candidates.begin(), candidates.end());
    for (std::size_t from = 0; from < candidates.size();) {
      std::size_t to = from + 1, rules = 1;
      for (; to < candidates.size() && candidates[to].first - candidates[to - 1].first <= kMaxGap; ++to)
        rules += candidates[to].first != candidates[to - 1].first;
      std::vector<std::size_t> members;
      for (std::size_t k = from; k < to; ++k) members.push_back(candidates[k].second);
      const int low = candidates[from].first, high = candidates[to - 1].first;
      from = to;
      if (rules < kMinRules) continue;
      std::stable_sort(members.begin(), members.end(), [&](std::size_t a, std::size_t b) {
        return std::tie(findings[a].line, findings[a].column) < std::tie(findings[b].line, findings[b].column);
      });
      const int distance = std::get<2>(key);
      const std::string section = std::to_string(std::get<1>(key));
      Diagnostic& first = findings[members.front()];
      Diagnostic g = first;
      g.check = "xref.shifted";
      g.severity = check_info(g.check).severity;
      g.fix.reset();
      g.more_fixes.clear();
      g.suggestion.clear();
      std::string list;
      for (std::size_t m : members) {
        const Diagnostic& d = findings[m];
        list += (list.empty() ? "" : "; ") + d.rule + " " + arg(d, "cited") + " for " + arg(d, "expected");
        // Each member's certain fix stays: the grouped finding applies them all.
        if (d.fix && g.fix) g.more_fixes.push_back(*d.fix);
        else if (d.fix) g.fix = d.fix;
        if (m == members.front()) continue;
        g.related.push_back(Location{.file = d.file, .line = d.line, .column = d.column, .language = d.language,
                                     .edition = d.edition, .rule = d.rule, .role = "member", .text = d.text, .marks = d.marks});
        drop[m] = true;
      }
      const std::string n = std::to_string(members.size()), by = std::to_string(std::abs(distance));
      g.message = n + " citations of rules " + section + "." + std::to_string(low) + "\u2013" + section + "." +
                  std::to_string(high) + " in " + first.language + " are all " + by + (distance > 0 ? " past" : " short of") +
                  " the original's numbers, one shift of a block of rules: " + list + "; cite each " + by +
                  (distance > 0 ? " less" : " more");
      g.args = {{"members", n}, {"distance", std::to_string(distance)}, {"cited", arg(first, "cited")}, {"expected", arg(first, "expected")}};
      first = std::move(g);
    }
  }
  std::size_t w = 0;
  for (std::size_t i = 0; i < findings.size(); ++i)
    if (!drop[i]) {
      if (w != i) findings[w] = std::move(findings[i]);
      ++w;
    }
  findings.resize(w);
}

bool range_end(std::string_view text, std::uint32_t begin, std::uint32_t end) {
  auto dash = [](std::string_view s) {
    return s.substr(0, 1) == "-" || s.substr(0, 3) == "\u2013" || s.substr(0, 3) == "\u2014" || s.substr(0, 3) == "\u2012";
  };
  std::size_t after = end;
  while (after < text.size() && text[after] == ' ') ++after;
  if (after < text.size() && dash(text.substr(after))) return true;
  std::size_t before = begin;
  while (before > 0 && text[before - 1] == ' ') --before;
  return (before >= 1 && text[before - 1] == '-') || (before >= 3 && dash(text.substr(before - 3, 3)));
}

bool one_keystroke_apart(std::string_view a, std::string_view b) {
  if (a == b) return false;
  if (a.size() == b.size()) {
    std::size_t first = a.size(), diffs = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (a[i] != b[i]) { if (diffs++ == 0) first = i; }
    if (diffs == 1) return true;
    return diffs == 2 && first + 1 < a.size() && a[first] == b[first + 1] && a[first + 1] == b[first];
  }
  if (a.size() + 1 != b.size() && b.size() + 1 != a.size()) return false;
  std::string_view s = a.size() < b.size() ? a : b, l = a.size() < b.size() ? b : a;
  std::size_t i = 0;
  while (i < s.size() && s[i] == l[i]) ++i;
  return s.substr(i) == l.substr(i + 1);
}

CrossReferenceChecker::CrossReferenceChecker(const Document& original, const Document& translation,
                                             const History* history,
                                             const std::vector<std::pair<RuleNumber, RuleNumber>>& renumbered)
    : original_(original),
      translation_(translation),
      original_headings_(original),
      translation_headings_(translation),
      history_(history) {
  if (history_ && !original.edition.empty()) edition_ = history_->edition_at(original.edition);
  for (const Block& b : original.blocks) {
    if (b.kind != BlockKind::kRule || !b.number.valid()) continue;
    original_rules_.emplace(b.number.key(), &b);
  }
  for (const Block& b : translation.blocks)
    if (b.kind == BlockKind::kRule && b.number.valid()) translation_rules_.emplace(b.number.key(), &b);
  for (const auto& [t, o] : renumbered)
    if (t != o) renumbered_[t.key()].push_back(o);
}

const Block* CrossReferenceChecker::original_rule(RuleNumber n) const {
  auto it = original_rules_.find(n.key());
  return it == original_rules_.end() ? nullptr : it->second;
}

bool CrossReferenceChecker::exists(RuleNumber n) const {
  return original_rules_.count(n.key()) || translation_rules_.count(n.key());
}

// One aligned unit's comparison: the items of both sides and what is left of them as each step
// settles some, the findings made so far. The checker's members are seen under their own names.
class CrossReferenceChecker::Pass {
 public:
  Pass(const CrossReferenceChecker& x, std::span<const Block* const> original_blocks, std::span<const Block* const> translation_blocks)
      : x_(x), original(original_blocks), translation(translation_blocks), o(items_of(original)), t(items_of(translation)) {
    orule = original.empty() ? nullptr : original.front();
    trule = translation.empty() ? nullptr : translation.front();
    lang = std::string(language_code(translation_.language));
    olang = std::string(language_code(original_.language));
    if (!trule) return;
    tnum = trule->kind == BlockKind::kRule ? trule->number.str() : std::string();
    // Who cites: "de 702.80b", or a glossary entry by its term ("de “Prahlen”").
    who = lang;
    if (!tnum.empty()) who += " " + tnum;
    else if (!trule->term.empty()) who += " \u201c" + std::string(trule->term) + "\u201d";
  }

  std::vector<Diagnostic> run() {
    if ((o.empty() && t.empty()) || !trule) return {};
    match_agreeing();
    suspect_originals();
    corrected_dangling();
    stale_and_typo();
    older_wordings();
    range_ends();
    mismatches();
    one_side_only();
    return std::move(out);
  }

 private:
  // Agreement: equal, the translation's own numbering, ancestor either way, section containing rule.
  bool agree(const Item& ti, const Item& oi) const {
    if (ti.section && oi.section) return ti.sec == oi.sec;
    if (ti.section) return oi.rule.section() == ti.sec;
    if (oi.section) return ti.rule.section() == oi.sec;
    if (ancestor_or_self(ti.rule, oi.rule) || ancestor_or_self(oi.rule, ti.rule)) return true;
    auto it = renumbered_.find(ti.rule.key());
    if (it != renumbered_.end())
      for (RuleNumber m : it->second)
        if (ancestor_or_self(m, oi.rule) || ancestor_or_self(oi.rule, m)) return true;
    return false;
  }
  // Marks the agreeing items and collects the rest of each side (to, tt).
  void match_agreeing() {
    for (Item& ti : t)
      for (Item& oi : o)
        if (agree(ti, oi)) ti.matched = oi.matched = true;
    for (Item& i : o)
      if (!i.matched) to.push_back(&i);
    for (Item& i : t)
      if (!i.matched) tt.push_back(&i);
  }
  void suspect_originals();
  void corrected_dangling();
  void stale_and_typo();
  void older_wordings();
  void range_ends();
  void mismatches();
  void one_side_only();

  static Position location_of(const Document& d, const Block& b, std::uint32_t pos) {
    return d.source ? d.source->position(d.source_offset(b, pos)) : Position{b.line, b.column};
  }
  // Block `b` of `doc` (in language `lang`) as a related location with `role`; empty when b is null.
  static Location block_location(const Document& doc, std::string lang, const Block* b, std::string role) {
    Location l;
    if (!b) return l;
    Position p = location_of(doc, *b, 0);
    l.file = doc.name();
    l.line = p.line;
    l.column = p.column;
    l.language = std::move(lang);
    l.edition = doc.edition;
    l.rule = b->kind == BlockKind::kRule ? b->number.str() : std::string();
    l.role = std::move(role);
    l.text = b->text;
    return l;
  }
  Location rule_location(const Block* b, std::string role) const { return block_location(original_, olang, b, std::move(role)); }
  Diagnostic finding(std::string_view check, const Block& at, Mark mark, std::string message) const {
    Position p = location_of(translation_, at, mark.begin);
    Diagnostic d = make_diagnostic(check, translation_.name(), p.line, p.column, std::move(message));
    if (translation_.source) d.snippet = std::string(translation_.source->line(p.line));
    if (orule) d.unit = orule->kind == BlockKind::kRule ? orule->number.str() : orule->term;
    d.language = lang;
    d.edition = translation_.edition;
    d.rule = tnum.empty() ? trule->term : tnum;
    d.text = at.text;
    d.marks = {mark};
    if (orule) d.related.push_back(rule_location(orule, "original"));
    return d;
  }
  // The fix of a finding at `ti` whose one candidate is `expected`: the number as written replaced,
  // when the marked text is that number (a number inside a range is not written out).
  std::optional<Fix> number_fix(const Item& ti, const std::string& expected) const {
    if (ti.section) return std::nullopt;
    Mark m = mark_of(ti);
    if (std::string_view(ti.block->text).substr(m.begin, m.end - m.begin) != ti.rule.str()) return std::nullopt;
    if (range_end(ti.block->text, m.begin, m.end)) return std::nullopt;
    return translation_.fix(*ti.block, {{m.begin, m.end, expected}});
  }
  // True when the original's own citation of `meant` is suspect: the original quotes a title right
  // after the number ("See rule 702.62, “Endure.”") that is not the heading of the rule it cites
  // (702.62 is Suspend). A fix then would copy the original's error, so none is given.
  bool original_suspect(const Block* meant) const {
    if (!orule || !meant || meant->kind != BlockKind::kRule) return false;
    const std::string_view text = orule->text;
    const std::string number = meant->number.str();
    const std::string heading = ascii_lower(meant->text);
    for (std::size_t at = text.find(number); at != std::string_view::npos; at = text.find(number, at + 1)) {
      std::size_t q = at + number.size();
      if (q < text.size() && std::isalnum(static_cast<unsigned char>(text[q]))) continue;  // 702.62a
      if (text.substr(q, 2) != ", ") continue;
      q += 2;
      std::string_view open = text.substr(q, 3) == "\u201c" ? text.substr(q, 3) : text.substr(q, 1) == "\"" ? text.substr(q, 1) : std::string_view();
      if (open.empty()) continue;
      std::size_t end = text.find(open.size() == 3 ? "\u201d" : "\"", q + open.size());
      if (end == std::string_view::npos) continue;
      std::string title = ascii_lower(text.substr(q + open.size(), end - q - open.size()));
      while (!title.empty() && (title.back() == ',' || title.back() == '.')) title.pop_back();
      if (!title.empty() && heading.rfind(title, 0) != 0) return true;
    }
    return false;
  }
  static void take(std::vector<Item*>& v, Item* x) { v.erase(std::find(v.begin(), v.end(), x)); }
  const Block* original_rule(RuleNumber n) const { return x_.original_rule(n); }
  bool exists(RuleNumber n) const { return x_.exists(n); }

  const CrossReferenceChecker& x_;
  // The checker's members, under their own names.
  const Document& original_ = x_.original_;
  const Document& translation_ = x_.translation_;
  const Headings& original_headings_ = x_.original_headings_;
  const Headings& translation_headings_ = x_.translation_headings_;
  const History* history_ = x_.history_;
  const std::optional<std::size_t>& edition_ = x_.edition_;
  const std::unordered_map<std::uint32_t, const Block*>& original_rules_ = x_.original_rules_;
  const std::unordered_map<std::uint32_t, const Block*>& translation_rules_ = x_.translation_rules_;
  const std::unordered_map<std::uint32_t, std::vector<RuleNumber>>& renumbered_ = x_.renumbered_;

  std::span<const Block* const> original, translation;  // the unit's blocks, rule first
  std::vector<Item> o, t;                               // their cited items
  const Block* orule = nullptr;
  const Block* trule = nullptr;
  std::string lang, olang, tnum, who;
  std::vector<Item*> to, tt;  // the items not settled yet
  std::vector<Diagnostic> out;
};

// An original citation that is suspect (its title another rule's heading, its number moved): the
// original's finding, and the translation read by its own title.
void CrossReferenceChecker::Pass::suspect_originals() {
  // The original's own citation is suspect where its quoted title is another rule's heading
  // ("See rule 702.62, “Endure.”") or the history shows its number to have named another rule when
  // the original began to cite it, and the translation cites something else there ("See rule
  // 713." kept after meld cards left 713, where the translation cites 712). The translation is then
  // read by its own quoted title, matched against its own headings: citing the rule its title
  // names is no finding, else the finding says the original is suspect and suggests that rule,
  // never the original's number. A number the history shows moved is the original's finding too.
  const bool same_count = to.size() == tt.size();
  for (std::size_t k = 0; k < to.size();) {
    Item* oi = to[k];
    std::string why;
    std::optional<FormerMeaning> moved;
    const Block* meant = oi->section ? nullptr : original_rule(oi->rule);
    if (!oi->section && meant) {
      const std::string_view otext = oi->block->text;
      Mark om = mark_of(*oi);
      std::optional<QuotedTitle> ot = quoted_title(otext, om.end);
      if (ot && !original_headings_.agrees(oi->rule, ot->text)) {
        std::vector<RuleNumber> named = original_headings_.named(ot->text);
        if (!named.empty())
          why = "its title \u201c" + std::string(ot->text) + "\u201d is the heading of " + named.front().str() + ", not of " +
                oi->rule.str();
      }
      if (why.empty() && !ot && history_ && edition_ && oi->block->kind == BlockKind::kRule && oi->block->number.valid()) {
        moved = former_meaning(*history_, *edition_, oi->block->number, oi->block->citations[oi->citation], oi->rule);
        if (moved)
          why = oi->rule.str() + " was the number of " + (moved->title.empty() ? std::string("another rule") : "\u201c" + moved->title + "\u201d") +
                " when the original began to cite it (the " + history_->edition(moved->since).date + " edition)";
      }
    }
    Item* ti = tt.empty() ? nullptr : same_count && k < tt.size() ? tt[k] : tt.size() == 1 ? tt.front() : nullptr;
    if (why.empty() || !ti || ti->section) { ++k; continue; }
    // The original's finding, at the original's citation (a moved number; a title is
    // check_citation_titles').
    if (moved) {
      Mark om = mark_of(*oi);
      Position p = location_of(original_, *oi->block, om.begin);
      std::string heading(original_headings_.heading(oi->rule));
      std::string by = moved->now ? "that rule is " + moved->now->str() + " now: cite " + moved->now->str()
                                  : "that rule was removed in the " + moved->removed + " edition; " + lang + " cites " +
                                        ti->rule.str() + " here: correct the citation";
      Diagnostic d = make_diagnostic("xref.stale", original_.name(), p.line, p.column,
                                     olang + " " + (orule && orule->kind == BlockKind::kRule ? orule->number.str() : std::string()) + " cites " +
                                         oi->rule.str() + (heading.empty() ? std::string() : " (\u201c" + heading + "\u201d)") +
                                         ", which was the number of " +
                                         (moved->title.empty() ? std::string("another rule") : "\u201c" + moved->title + "\u201d") +
                                         " when this rule began to cite it (the " + history_->edition(moved->since).date + " edition); " + by);
      if (original_.source && p.line >= 1 && p.line <= original_.source->line_count()) d.snippet = std::string(original_.source->line(p.line));
      d.language = olang;
      d.edition = original_.edition;
      d.rule = orule ? orule->number.str() : std::string();
      d.unit = d.rule;
      d.text = oi->block->text;
      d.marks = {om};
      if (moved->now) d.suggestion = moved->now->str();
      d.args = {{"cited", oi->rule.str()}, {"expected", moved->now ? moved->now->str() : std::string()},
                {"edition", history_->edition(moved->since).date}};
      out.push_back(std::move(d));
    }
    // The translation by its own title (or the rule the moved number's rule is now).
    std::optional<RuleNumber> own;
    Mark tm = mark_of(*ti);
    if (std::optional<QuotedTitle> tt_title = quoted_title(ti->block->text, tm.end)) {
      std::vector<RuleNumber> named = translation_headings_.named(tt_title->text);
      if (named.size() == 1) own = named.front();
      if (translation_headings_.agrees(ti->rule, tt_title->text) && !named.empty() && !own) own = ti->rule;
    }
    if (!own && moved && moved->now) own = moved->now;
    const bool right = !own || *own == ti->rule ||
                       (translation_headings_.has(ti->rule) && translation_headings_.agrees(ti->rule, translation_headings_.heading(*own)));
    if (!right) {
      const bool dangling = !exists(ti->rule);
      std::string title = short_title(meant->text);
      Diagnostic d = finding(dangling ? "xref.dangling" : "xref.mismatch", *ti->block, tm,
                             who + " cites " + ti->rule.str() + (dangling ? std::string(", which no rule has,") : std::string()) +
                                 " where the original cites " + oi->rule.str() + quoted(title) + ", a suspect citation (" + why +
                                 "): cite " + own->str() + ", the rule " + lang + " titles so");
      d.suggestion = own->str();
      d.args = {{"cited", ti->rule.str()}, {"expected", own->str()}, {"original", oi->rule.str()}};
      if (const Block* tb = translation_rules_.count(own->key()) ? translation_rules_.at(own->key()) : nullptr) {
        Location l = block_location(translation_, lang, tb, "titled");
        l.rule = own->str();
        d.related.push_back(std::move(l));
      }
      out.push_back(std::move(d));
    }
    const RuleNumber tr = ti->rule;
    take(tt, ti);
    to.erase(to.begin() + static_cast<std::ptrdiff_t>(k));
    tt.erase(std::remove_if(tt.begin(), tt.end(), [&](Item* x) { return !x->section && x->rule == tr; }), tt.end());
  }
}

// An original citation of a rule it lacks, which the translation corrected: no finding.
void CrossReferenceChecker::Pass::corrected_dangling() {
  // The original cites a rule it does not have (its own fault): a translation citing an existing
  // rule in its place corrected it, which is no finding against the translation.
  for (std::size_t k = 0; k < to.size();) {
    Item* oi = to[k];
    if (oi->section || original_rules_.count(oi->rule.key())) { ++k; continue; }
    auto fix = std::find_if(tt.begin(), tt.end(), [&](Item* x) { return !x->section && exists(x->rule); });
    if (fix == tt.end()) { ++k; continue; }
    tt.erase(fix);
    to.erase(to.begin() + static_cast<std::ptrdiff_t>(k));
  }
}

// A translation number that stands for an original number: stale (the history), then typo.
void CrossReferenceChecker::Pass::stale_and_typo() {
  // Stale, then typo: a translation number that stands for a specific original number, cited or,
  // failing that, written without a keyword ("the last triggered ability in 725.2", where the
  // translation cites "Regel 725.2"). A citation of which the original writes some number without a
  // keyword ("see 601.2b and 601.2f–h": ranges and lists are not read there) is settled below, and
  // is not read against the other bare numbers.
  std::vector<RuleNumber> bare;
  if (!tt.empty()) bare = bare_numbers(original);
  auto written_citation = [&](const Item& ti) {
    return std::any_of(t.begin(), t.end(), [&](const Item& x) {
      return x.block == ti.block && x.citation == ti.citation && !x.section && written_in(original, x.rule.str());
    });
  };
  for (int pass = 0; pass < 2; ++pass) {
    for (std::size_t k = 0; k < tt.size();) {
      Item* ti = tt[k];
      std::optional<RuleNumber> hit;
      const NumberRun* run = nullptr;
      auto stands_for = [&](RuleNumber n) {
        if (pass == 0 && history_ && edition_) return (run = history_->former_number(ti->rule, n, *edition_)) != nullptr;
        return pass == 1 && one_keystroke_apart(ti->rule.str(), n.str());
      };
      if (!ti->section) {
        // The original's item at the same place first (two citations of one sentence paired
        // crosswise would give both wrong suggestions), then any.
        if (to.size() == tt.size() && !to[k]->section && stands_for(to[k]->rule)) hit = to[k]->rule;
        for (std::size_t j = 0; !hit && j < to.size(); ++j)
          if (!to[j]->section && stands_for(to[j]->rule)) hit = to[j]->rule;
        // A bare number that is the cited rule's ancestor or descendant is the same reference.
        if (!hit && !bare.empty() && !written_citation(*ti) &&
            std::none_of(bare.begin(), bare.end(), [&](RuleNumber n) { return ancestor_or_self(n, ti->rule) || ancestor_or_self(ti->rule, n); }))
          for (std::size_t b = 0; !hit && b < bare.size(); ++b)
            if (stands_for(bare[b])) hit = bare[b];
      }
      if (!hit) { ++k; continue; }
      std::string cited = ti->rule.str(), expected = hit->str();
      const Block* meant = original_rule(*hit);
      std::string title = meant ? short_title(meant->text) : std::string();
      Diagnostic d;
      if (pass == 0) {
        std::string until = run->last + 1 < history_->size() ? history_->edition(run->last + 1).date : std::string();
        std::string since = history_->edition(run->first).date;
        if (title.empty()) title = std::string(history_->title(*edition_, *hit));
        d = finding("xref.stale", *ti->block, mark_of(*ti),
                    who + " cites " + cited + ", the number of " + expected + quoted(title) + " before the " + until +
                        " edition: cite " + expected);
        d.suggestion = expected;
        d.args = {{"cited", cited}, {"expected", expected}, {"edition", until}, {"numbered-since", since}};
      } else {
        const Block* wrong = original_rule(ti->rule);
        std::string wrong_title = wrong ? short_title(wrong->text) : std::string();
        d = finding("xref.typo", *ti->block, mark_of(*ti),
                    who + " cites " + cited + (wrong ? quoted(wrong_title) : std::string(", which no rule has,")) +
                        " where the original cites " + expected + quoted(title) + ": cite " + expected);
        d.suggestion = expected;
        d.args = {{"cited", cited}, {"expected", expected}};
      }
      if (!original_suspect(meant)) d.fix = number_fix(*ti, expected);
      if (meant) d.related.push_back(rule_location(meant, "cited"));
      out.push_back(std::move(d));
      // Every item on either side that names the same numbers is settled by this finding.
      RuleNumber tr = ti->rule, orr = *hit;
      tt.erase(std::remove_if(tt.begin(), tt.end(), [&](Item* x) { return !x->section && x->rule == tr; }), tt.end());
      to.erase(std::remove_if(to.begin(), to.end(), [&](Item* x) { return !x->section && x->rule == orr; }), to.end());
    }
  }
}

// A citation an older wording of the original rule had: one xref.stale for the whole citation.
void CrossReferenceChecker::Pass::older_wordings() {
  // What the numbers left do not settle: a citation as an older wording of the original rule wrote it, number or range ("Regeln
  // 601.2b–h" where the English wrote "rules 601.2b–h" until 2015-07-17 and "601.2b–i" since): one
  // xref.stale for the whole citation, naming the edition that changed it, against the original's
  // citation it became (the one sharing the most numbers with it, with numbers left unmatched).
  if (history_ && edition_ && orule && orule->kind == BlockKind::kRule && orule->number.valid() && (!tt.empty() || !to.empty())) {
    struct Older {
      std::vector<RuleNumber> rules;
      std::size_t until;  // the edition whose wording no longer has it
    };
    std::vector<Older> older;
    for (const History::Rewording& r : history_->rewordings(*edition_, orule->number))
      for (const Citation& c : find_citations(r.before))
        if (c.kind == Citation::Kind::kRule) older.push_back({std::vector<RuleNumber>(c.rules.begin(), c.rules.end()), r.edition});
    auto rules_of = [](const Citation& c) { return std::vector<RuleNumber>(c.rules.begin(), c.rules.end()); };
    std::vector<std::vector<RuleNumber>> current;
    for (const Block* b : original)
      if (b)
        for (const Citation& c : b->citations) current.push_back(rules_of(c));
    for (const Block* tb : translation) {
      if (!tb || older.empty()) continue;
      for (std::size_t ci = 0; ci < tb->citations.size(); ++ci) {
        const Citation& tc = tb->citations[ci];
        if (tc.kind != Citation::Kind::kRule) continue;
        const std::vector<RuleNumber> rt = rules_of(tc);
        if (std::find(current.begin(), current.end(), rt) != current.end()) continue;
        auto was = std::find_if(older.begin(), older.end(), [&](const Older& x) { return x.rules == rt; });
        if (was == older.end()) continue;
        const std::size_t until = std::max_element(older.begin(), older.end(), [&](const Older& a, const Older& b) {
                                    return (a.rules == rt ? a.until : 0) < (b.rules == rt ? b.until : 0);
                                  })->until;
        // The original's citation it became: unmatched numbers left on either side, most numbers shared.
        bool left = std::any_of(tt.begin(), tt.end(), [&](Item* x) { return x->block == tb && x->citation == ci; });
        const Block* ob = nullptr;
        std::size_t oc = 0, shared = 0;
        for (const Block* b : original) {
          if (!b) continue;
          for (std::size_t k = 0; k < b->citations.size(); ++k) {
            bool open = std::any_of(to.begin(), to.end(), [&](Item* x) { return x->block == b && x->citation == k; });
            if (!open && !left) continue;
            std::size_t n = 0;
            for (RuleNumber r : b->citations[k].rules) n += std::find(rt.begin(), rt.end(), r) != rt.end();
            if (n > shared || (!ob && open)) {
              ob = b;
              oc = k;
              shared = n;
            }
          }
        }
        if (!ob || (!left && shared == 0)) continue;
        const std::string cited = numbers_of(*tb, tc), expected = numbers_of(*ob, ob->citations[oc]);
        const std::string date = history_->edition(until).date;
        Diagnostic d = finding("xref.stale", *tb, Mark{tc.begin, tc.end},
                               who + " cites " + cited + ", as the original's " + orule->number.str() + " did before the " + date +
                                   " edition: cite " + expected);
        d.suggestion = expected;
        d.args = {{"cited", cited}, {"expected", expected}, {"edition", date}};
        // A number or range written alike on both sides (no words between: "601.2b–h") is
        // written as the original writes it now.
        auto plain = [](const std::string& w) {
          return !w.empty() && w.find_first_not_of("0123456789.abcdefghijklmnopqrstuvwxyz-\xe2\x80\x93") == std::string::npos;
        };
        if (plain(cited) && plain(expected) && !original_suspect(original_rule(rt.front()))) {
          const auto at = static_cast<std::uint32_t>(tc.end - cited.size());
          d.fix = translation_.fix(*tb, {{at, tc.end, expected}});
        }
        out.push_back(std::move(d));
        std::erase_if(tt, [&](Item* x) { return x->block == tb && x->citation == ci; });
        std::erase_if(to, [&](Item* x) { return x->block == ob && x->citation == oc; });
      }
    }
  }
}

// A range with another end than the original's range at its place: one xref.mismatch.
void CrossReferenceChecker::Pass::range_ends() {
  // A range with another end than the original's range at its place ("Regeln 601.2c–h" where the
  // English writes 601.2c–d, and no English edition wrote 601.2c–h there): one finding for the
  // range, as the translator reads it, not an added or omitted citation of the numbers it adds or
  // lacks. The ranges share one end; numbers of either are left unmatched.
  for (const Block* tb : translation) {
    if (!tb) continue;
    for (std::size_t ci = 0; ci < tb->citations.size(); ++ci) {
      const Citation& tc = tb->citations[ci];
      if (!one_range(*tb, tc)) continue;
      const bool left = std::any_of(tt.begin(), tt.end(), [&](Item* x) { return x->block == tb && x->citation == ci; });
      const Block* ob = nullptr;
      std::size_t oc = 0;
      for (const Block* b : original) {
        if (!b || ob) continue;
        for (std::size_t k = 0; k < b->citations.size() && !ob; ++k) {
          const Citation& c = b->citations[k];
          if (!one_range(*b, c) || (c.rules[0] != tc.rules[0] && c.rules.back() != tc.rules.back())) continue;
          if (std::equal(c.rules.begin(), c.rules.end(), tc.rules.begin(), tc.rules.end())) continue;
          const bool open = std::any_of(to.begin(), to.end(), [&](Item* x) { return x->block == b && x->citation == k; });
          if (open || left) {
            ob = b;
            oc = k;
          }
        }
      }
      if (!ob) continue;
      const std::string cited = numbers_of(*tb, tc), expected = numbers_of(*ob, ob->citations[oc]);
      const Citation& c = ob->citations[oc];
      const bool same_start = c.rules[0] == tc.rules[0];
      const std::string other = same_start ? "ends at " + tc.rules.back().str() + ", the original's at " + c.rules.back().str()
                                           : "starts at " + tc.rules[0].str() + ", the original's at " + c.rules[0].str();
      Diagnostic d = finding("xref.mismatch", *tb, Mark{tc.begin, tc.end},
                             who + " cites " + cited + " where the original cites " + expected + ": the range " + other +
                                 (history_ && edition_ ? " (no older edition wrote it so)" : std::string()) + ": cite " +
                                 expected);
      d.suggestion = expected;
      d.args = {{"cited", cited}, {"expected", expected}};
      if (const Block* meant = original_rule(same_start ? c.rules.back() : c.rules[0])) d.related.push_back(rule_location(meant, "cited"));
      out.push_back(std::move(d));
      std::erase_if(tt, [&](Item* x) { return x->block == tb && x->citation == ci; });
      std::erase_if(to, [&](Item* x) { return x->block == ob && x->citation == oc; });
    }
  }
}

// What is left on both sides, in text order: mismatches (or dangling numbers).
void CrossReferenceChecker::Pass::mismatches() {
  // Mismatches: what is left on both sides, in text order, per citation.
  while (!tt.empty() && !to.empty()) {
    Item* ti = tt.front();
    Item* oi = to.front();
    std::string cited = item_str(*ti), expected = item_str(*oi);
    bool dangling = !ti->section && !exists(ti->rule);
    const Block* meant = oi->section ? nullptr : original_rule(oi->rule);
    std::string title = meant ? short_title(meant->text) : std::string();
    Diagnostic d = finding(dangling ? "xref.dangling" : "xref.mismatch", *ti->block, mark_of(*ti),
                           who + " cites " + cited + (dangling ? std::string(", which no rule has,") : std::string()) +
                               " where the original cites " + expected + quoted(title) + ": cite " + expected);
    d.suggestion = expected;
    d.args = {{"cited", cited}, {"expected", expected}};
    if (dangling && !oi->section && !original_suspect(meant)) d.fix = number_fix(*ti, expected);  // a rule no document has: the original's is the one candidate
    if (meant) d.related.push_back(rule_location(meant, "cited"));
    out.push_back(std::move(d));
    take(tt, ti);
    take(to, oi);
  }
}

// What is left on one side only: omitted and added citations, one finding per citation.
void CrossReferenceChecker::Pass::one_side_only() {
  // One side only: a number the other side writes without a citation keyword is no finding
  // ("Siehe 506.4", "as described in 608.2b"), nor is its ancestor or descendant; for a range, its
  // first number is enough.
  auto settle_written = [](std::vector<Item*>& items, std::span<const Block* const> other) {
    if (items.empty()) return;
    const std::vector<RuleNumber> bare_other = bare_numbers(other);
    std::vector<Item*> kept;
    for (std::size_t k = 0; k < items.size();) {
      std::size_t e = k;
      bool written = false;
      for (; e < items.size() && items[e]->block == items[k]->block && items[e]->citation == items[k]->citation; ++e)
        written = written ||
                  (!items[e]->section && (written_in(other, items[e]->rule.str()) ||
                                          std::any_of(bare_other.begin(), bare_other.end(), [&](RuleNumber n) {
                                            return ancestor_or_self(n, items[e]->rule) || ancestor_or_self(items[e]->rule, n);
                                          })));
      if (!written) kept.insert(kept.end(), items.begin() + static_cast<std::ptrdiff_t>(k), items.begin() + static_cast<std::ptrdiff_t>(e));
      k = e;
    }
    items = std::move(kept);
  };
  settle_written(to, translation);
  settle_written(tt, original);
  // Glossary entries are restructured across languages (senses split into entries of their own,
  // "Siehe <term>" pointers instead of definitions): a citation on one side only is no finding there.
  if (trule->kind == BlockKind::kGlossaryEntry) {
    to.clear();
    tt.clear();
  }
  // One finding per citation.
  for (std::size_t k = 0; k < to.size();) {
    const Item* first = to[k];
    std::string numbers;
    std::size_t e = k;
    for (; e < to.size() && to[e]->block == first->block && to[e]->citation == first->citation; ++e)
      numbers += (numbers.empty() ? "" : ", ") + item_str(*to[e]);
    const Citation& c = first->block->citations[first->citation];
    std::string written(std::string_view(first->block->text).substr(c.begin, c.end - c.begin));
    Mark m{0, 0};
    Diagnostic d = finding("xref.omitted", *trule, m,
                           who + " omits the original's citation \u201c" + written + "\u201d (" + numbers + ")");
    d.marks.clear();
    d.args = {{"expected", numbers}};
    out.push_back(std::move(d));
    k = e;
  }
  for (std::size_t k = 0; k < tt.size();) {
    const Item* first = tt[k];
    std::string numbers, missing;
    std::size_t e = k;
    for (; e < tt.size() && tt[e]->block == first->block && tt[e]->citation == first->citation; ++e) {
      numbers += (numbers.empty() ? "" : ", ") + item_str(*tt[e]);
      if (!tt[e]->section && !exists(tt[e]->rule)) missing += (missing.empty() ? "" : ", ") + tt[e]->rule.str();
    }
    const Citation& c = first->block->citations[first->citation];
    Mark m{c.begin, c.end};
    std::string written(std::string_view(first->block->text).substr(c.begin, c.end - c.begin));
    Diagnostic d = missing.empty()
                       ? finding("xref.added", *first->block, m,
                                 who + " cites " + numbers + " (\u201c" + written + "\u201d), which the original does not cite")
                       : finding("xref.dangling", *first->block, m,
                                 who + " cites " + missing + ", which no rule has, and the original does not cite it");
    d.args = {{"cited", numbers}};
    out.push_back(std::move(d));
    k = e;
  }
}

std::vector<Diagnostic> CrossReferenceChecker::check(std::span<const Block* const> original,
                                                     std::span<const Block* const> translation) const {
  return Pass(*this, original, translation).run();
}

}  // namespace rulecorp
