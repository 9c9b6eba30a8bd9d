// How parsing works, in three passes over one Source.
//
// 1. Lines -> blocks (class Assembler). Each line is trimmed; its trailing white space or a final
//    hyphen marks a soft wrap, so the next line continues the same paragraph whatever it looks like
//    (a line-final hyphen inside a compound is kept: "Mindest-" + "Deckgröße"). Otherwise a line
//    starts a block when it opens with a section heading, a rule number, an example label, a
//    bullet or a date, or follows a blank line. A mode (preamble, contents, rules, glossary,
//    credits) switches on the headings the CR uses in each language, so the table of contents is
//    never read as rules and glossary paragraphs become term + definition (a table of contents
//    without its heading is recognised at its "Glossary" entry). Layout faults are
//    repaired here: a rule number glued after a sentence mid-line (or after a heading, when it is
//    the number that must come next) splits the line; a number alone on its line takes the next
//    paragraph as its text; a number with a space inside ("702. 37a") is read as one.
// 2. Blocks -> language parts. Every block is scored by function words; runs of one language are
//    merged until each run is substantial, so a German file quoting an English half-sentence stays
//    one document while a file that is German and then English becomes two.
// 3. Per document: title, edition, ruling dates, rulings pages (a file without rules whose
//    paragraphs are sentences), numbering checks (malformed with a suggested reading, duplicate,
//    out of order, skipped letters) and citations.
#include "parse/parser.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>

#include "common/ascii.h"
#include "lang/profile.h"
#include "parse/edition.h"
#include "parse/lexicon.h"

namespace rulecorp {
namespace {

enum class Mode { kPreamble, kContents, kRules, kGlossary, kCredits };

// Lines longer than this (in bytes) do not come from a hard-wrapped text.
constexpr std::size_t kWrapColumnBytes = 130;


bool is_upper_start(std::string_view s) {
  if (s.empty()) return false;
  unsigned char c = static_cast<unsigned char>(s[0]);
  return (c >= 'A' && c <= 'Z') || c >= 0xC3 || s.substr(0, 3) == "\xE2\x80\x9E" ||
         s.substr(0, 3) == "\xE2\x80\x9C" || s[0] == '"';
}

// Whether `s` is one of the lexicon's words that `words` selects, in any language. A line longer
// than the longest of them (most lines: this runs for every line) is none of them.
template <class Words>
bool one_of(std::string_view s, Words words) {
  static const std::size_t longest = [words] {
    std::size_t n = 0;
    for (const Lexicon* lex : lexicons())
      for (std::string_view w : words(*lex)) n = std::max(n, w.size());
    return n;
  }();
  if (s.size() > longest) return false;
  for (const Lexicon* lex : lexicons())
    for (std::string_view w : words(*lex))
      if (s == w) return true;
  return false;
}

// Heading lines and web-page furniture (never a document's title), in any language.
constexpr auto kContentsHeadings = [](const Lexicon& l) { return l.contents_headings; };
constexpr auto kGlossaryHeadings = [](const Lexicon& l) { return l.glossary_headings; };
constexpr auto kCreditsHeadings = [](const Lexicon& l) { return l.credits_headings; };
constexpr auto kFurniture = [](const Lexicon& l) { return l.page_furniture; };

// "5. Turn Structure": a single digit, a dot, a space and a title.
bool is_section_heading(std::string_view s) {
  return s.size() >= 4 && s[0] >= '1' && s[0] <= '9' && s[1] == '.' && s[2] == ' ' && s[3] != ' ';
}

// A table-of-contents entry with dot leaders and a page number: "100. General.......2".
bool dot_leader(std::string_view s) {
  std::size_t e = s.size();
  while (e > 0 && s[e - 1] >= '0' && s[e - 1] <= '9') --e;
  if (e == s.size() || e < 4) return false;
  return s.substr(e - 3, 3) == "...";
}

// Length of an example label at the start of `s` ("Example: "), or 0.
std::size_t example_label(std::string_view s) {
  for (const Lexicon* lex : lexicons())
    for (std::string_view l : lex->example_labels)
      if (s.substr(0, l.size()) == l) {
        std::size_t n = l.size();
        while (n < s.size() && s[n] == ' ') ++n;
        return n;
      }
  return 0;
}

// The bullet at the start of `s` ("•", "-", "*", "–" followed by a space), or "".
std::string_view bullet_at(std::string_view s) {
  for (std::string_view b : {"\xE2\x80\xA2", "-", "*", "\xE2\x80\x93", "\xC2\xB7"})
    if (s.size() > b.size() + 1 && s.substr(0, b.size()) == b && s[b.size()] == ' ') return b;
  return {};
}

Bullet bullet_kind(std::string_view b) {
  if (b == "-") return Bullet::kHyphen;
  if (b == "*") return Bullet::kStar;
  if (b == "\xE2\x80\x93") return Bullet::kEnDash;
  if (b == "\xC2\xB7") return Bullet::kMiddleDot;
  return b.empty() ? Bullet::kNone : Bullet::kDot;
}

// "Hinweis des Übersetzers: ...": a note the translation adds, not part of a rule.
bool is_translator_note(std::string_view s) {
  for (const Lexicon* lex : lexicons())
    for (std::string_view p : lex->translator_notes)
      if (s.substr(0, p.size()) == p) return true;
  return false;
}

struct Line {
  std::string_view content;  // without indentation and trailing white space
  std::uint32_t number = 0;  // 1-based
  std::uint32_t offset = 0;  // Source offset of content
  std::uint32_t column = 1;  // 1-based byte column of content
  bool trailing_space = false;
};

class Assembler {
 public:
  Assembler(const Source& src, Diagnostics& diags) : src_(src), diags_(diags) {
    // A text whose lines are often long was not hard-wrapped: there a line break ends a paragraph
    // unless the next line is indented. In a hard-wrapped text a line break inside a paragraph is
    // just a wrap.
    std::size_t nonempty = 0, long_lines = 0;
    for (std::uint32_t i = 1, n = src.line_count(); i <= n; ++i) {
      std::size_t len = src.line(i).size();
      nonempty += len > 0;
      long_lines += len > kWrapColumnBytes;
    }
    unwrapped_ = long_lines > 0 && long_lines * 100 >= nonempty;
  }

  void run() {
    std::uint32_t n = src_.line_count();
    blocks.reserve(n / 2 + 1);
    pieces.reserve(n + 1);
    for (std::uint32_t i = 1; i <= n; ++i) {
      Line l = line_at(i);
      feed(l);
      while (tail_) {  // a rule glued into this line starts a block of its own
        Line tail = *tail_;
        tail_.reset();
        prev_soft_ = prev_hyphen_ = false;
        start_rule(tail, scan_rule_number(tail.content));
      }
      // What the next line needs to know about this one.
      prev_soft_ = !l.content.empty() && l.trailing_space;
      // "Mindest-" + "Deckgröße", "und -" + "Anforderungen": the hyphen joins what follows.
      prev_hyphen_ = !l.content.empty() && !l.trailing_space && l.content.size() >= 2 && l.content.back() == '-';
    }
    finish_alone();
    finish();
  }

  std::vector<Block> blocks;
  std::vector<TextPiece> pieces;
  std::shared_ptr<TextArena> arena = std::make_shared<TextArena>();
  std::vector<std::pair<std::uint32_t, std::string_view>> dates;  // ruling block -> its date line

 private:
  void feed(const Line& l) {
    if (l.content.empty()) {
      open_ = -1;
      return;
    }
    // A soft-wrapped line always continues its paragraph.
    if (open_ >= 0 && (prev_soft_ || prev_hyphen_)) {
      append_checked(l);
      return;
    }
    switch (mode_) {
      case Mode::kContents:
        if (contents_line(l)) return;
        mode_ = Mode::kRules;
        break;
      case Mode::kGlossary:
        if (one_of(l.content, kCreditsHeadings)) {
          heading(l, Mode::kCredits);
        } else if (open_ >= 0) {
          append(l);
        } else if (continues_definition(l)) {
          open_ = static_cast<std::int32_t>(blocks.size() - 1);
          paragraph_break_ = true;
          append(l);
        } else {
          glossary_entry(l);
        }
        return;
      case Mode::kCredits:
        if (continues(l)) {
          append(l);
        } else {
          start(BlockKind::kProse, l, 0);
        }
        return;
      default:
        break;
    }
    if (mode_ == Mode::kPreamble && one_of(l.content, kContentsHeadings)) {
      heading(l, Mode::kContents);
      return;
    }
    // An entry with dot leaders and a page number ("Glossary.......46") before any subrule: a
    // table of contents without its heading.
    if (!has_subrules_ && mode_ != Mode::kContents && dot_leader(l.content)) {
      headless_contents(l);
      return;
    }
    // Outside the table of contents a glossary heading is the real one, also in a glossary extract;
    // before any subrule it is an entry of a table of contents that has no heading of its own.
    if ((has_rules_ || mode_ == Mode::kPreamble) && one_of(l.content, kGlossaryHeadings)) {
      if (has_rules_ && !has_subrules_) {
        headless_contents(l);
        return;
      }
      finish_alone();
      heading(l, Mode::kGlossary);
      return;
    }
    if (has_rules_ && one_of(l.content, kCreditsHeadings)) {
      finish_alone();
      heading(l, Mode::kCredits);
      return;
    }
    rules_line(l);
  }

  // Table of contents: every line is an entry until the body repeats the first entry (or, in
  // contents with dot leaders, until a section heading or rule number comes without them).
  bool contents_line(const Line& l) {
    NumberToken t = scan_rule_number(l.content);
    const bool entry_like = is_section_heading(l.content) || t.status == NumberToken::Status::kOk;
    bool body = (contents_entries_ > 1 && l.content == contents_first_) ||
                (t.status == NumberToken::Status::kOk && t.number.sub() > 0) ||
                (contents_dotted_ && entry_like && !dot_leader(l.content));
    contents_dotted_ = contents_dotted_ || dot_leader(l.content);
    if (body) return false;
    if (contents_entries_++ == 0) contents_first_ = std::string(l.content);
    start(BlockKind::kContents, l, 0);
    open_ = -1;
    return true;
  }

  // The oldest layout lists its sections and rule headings ("1. The Game", "100. General", ...,
  // "Glossary") with no "Contents" heading: at its "Glossary" line the section and rule blocks read
  // so far become the entries of a table of contents, and the body starts where its first entry
  // repeats (contents_line), so the contents are never read as rules, nor the body as a glossary.
  void headless_contents(const Line& l) {
    std::size_t first = blocks.size();
    for (std::size_t i = 0; i < blocks.size(); ++i)
      if (blocks[i].kind == BlockKind::kSection || blocks[i].kind == BlockKind::kRule) {
        first = i;
        break;
      }
    std::vector<std::uint32_t> lines;
    for (std::size_t i = first; i < blocks.size(); ++i) lines.push_back(blocks[i].line);
    if (first < blocks.size()) pieces.resize(blocks[first].piece_begin);
    blocks.resize(first);
    std::erase_if(dates, [&](const auto& d) { return d.first >= first; });
    contents_entries_ = 0;
    contents_first_.clear();
    for (std::uint32_t n : lines) contents_line(line_at(n));
    contents_line(l);
    has_rules_ = false;
    last_rule_ = alone_ = open_ = -1;
    mode_ = Mode::kContents;
  }

  // Line `n` of the source as run() reads it (trimmed, with its offset and column).
  Line line_at(std::uint32_t n) const {
    std::string_view raw = src_.line(n);
    std::size_t e = raw.size();
    while (e > 0 && (raw[e - 1] == ' ' || raw[e - 1] == '\t')) --e;
    std::size_t b = 0;
    while (b < e && (raw[b] == ' ' || raw[b] == '\t')) ++b;
    Line l;
    l.content = raw.substr(b, e - b);
    l.number = n;
    l.offset = src_.line_starts[n - 1] + static_cast<std::uint32_t>(b);
    l.column = static_cast<std::uint32_t>(b) + 1;
    l.trailing_space = e < raw.size();
    return l;
  }

  // A rule number written with a space inside ("702. 37a Storm ..."): the three-digit head with
  // its dot, a space, then the subrule's digits and letter before the text. Read as one number
  // (702.37a) when it follows the last rule, and reported; `t` itself otherwise.
  NumberToken spaced_number(const Line& l, const NumberToken& t) {
    if (t.status != NumberToken::Status::kOk || t.number.sub() != 0 || t.no_space) return t;
    std::string_view c = l.content;
    std::size_t i = t.length;
    if (i >= c.size() || c[i] != ' ') return t;
    std::size_t d = i + 1, e = d;
    while (e < c.size() && is_ascii_digit(c[e]) && e - d < 4) ++e;
    if (e == d) return t;
    while (e < c.size() && c[e] >= 'a' && c[e] <= 'z' && e - d < 6) ++e;
    if (e < c.size() && c[e] != ' ') return t;
    std::string joined = std::string(t.raw) + std::string(c.substr(d, e - d));
    NumberToken j = scan_rule_number(joined);
    if (j.status != NumberToken::Status::kOk || j.number.sub() == 0 || j.length != joined.size()) return t;
    if (last_rule_ < 0 || !blocks[static_cast<std::size_t>(last_rule_)].number.valid() ||
        !(blocks[static_cast<std::size_t>(last_rule_)].number < j.number))
      return t;
    NumberToken out = j;
    out.length = e;
    out.raw = c.substr(0, e);
    diags_.report("numbering.spaced", src_.name, l.number, l.column + static_cast<std::uint32_t>(i),
                  "rule number " + std::string(out.raw) + " is written with a space inside; read as " + j.number.str(),
                  j.number.str(), std::string(src_.line(l.number)));
    return out;
  }

  void heading(const Line& l, Mode next) {
    start(BlockKind::kProse, l, 0);
    open_ = -1;
    mode_ = next;
  }

  void rules_line(const Line& l) {
    if (alone_ >= 0) {
      NumberToken t = scan_rule_number(l.content);
      if (t.status == NumberToken::Status::kNone && !is_section_heading(l.content) &&
          !example_label(l.content) && blocks.size() == static_cast<std::size_t>(alone_) + 1) {
        Block& rule = blocks[static_cast<std::size_t>(alone_)];
        Diagnostic d = make_diagnostic("numbering.alone", src_.name, rule.line, rule.column,
                                       "rule " + rule.number.str() + " stands alone on its line; its text is taken from line " +
                                           std::to_string(l.number));
        d.snippet = std::string(src_.line(rule.line));
        // The fix joins the number and its text with one space (what lies between is white space).
        std::string_view number_line = src_.line(rule.line);
        const std::size_t kept = number_line.find_last_not_of(' ') + 1;
        const std::uint32_t from = src_.line_starts[rule.line - 1] + static_cast<std::uint32_t>(kept);
        if (from <= l.offset) d.fix = make_fix(src_, {{from, l.offset, " "}});
        diags_.report(std::move(d));
        open_ = alone_;
        alone_ = -1;
        append_checked(l);
        return;
      }
      finish_alone();
    }
    if (is_section_heading(l.content) && mode_ != Mode::kGlossary) {
      Block& b = start(BlockKind::kSection, l, 3);
      b.section = l.content[0] - '0';
      mode_ = Mode::kRules;
      return;
    }
    NumberToken t = spaced_number(l, scan_rule_number(l.content));
    if (t.status != NumberToken::Status::kNone) {
      start_rule(l, t);
      return;
    }
    if (std::size_t n = example_label(l.content)) {
      Block& b = start(BlockKind::kExample, l, n);
      b.parent = last_rule_;
      return;
    }
    if (std::string_view bullet = bullet_at(l.content); !bullet.empty()) {
      Block& b = start(BlockKind::kRuling, l, bullet.size() + 1);
      b.bullet = bullet_kind(bullet);
      take_date(b);
      return;
    }
    if (is_date_line(l.content)) {
      open_ = -1;
      date_raw_ = l.content;
      return;
    }
    if (continues(l)) {
      append_checked(l);
      return;
    }
    // In the rules, a plain paragraph right after a rule is another paragraph of that rule (the
    // English CR indents these; the German translation does not). A translator's note is not.
    if (mode_ == Mode::kRules && date_raw_.empty() && !blocks.empty() && blocks.back().kind == BlockKind::kRule &&
        !blocks.back().text.empty() && !is_translator_note(l.content)) {
      open_ = static_cast<std::int32_t>(blocks.size() - 1);
      paragraph_break_ = true;
      append_checked(l);
      return;
    }
    Block& b = start(date_raw_.empty() ? BlockKind::kProse : BlockKind::kRuling, l, 0);
    take_date(b);
  }

  // Whether a line after a hard line break continues the open paragraph.
  bool continues(const Line& l) const { return open_ >= 0 && (!unwrapped_ || l.column > 1); }

  void take_date(Block& b) {
    if (date_raw_.empty()) return;
    b.kind = BlockKind::kRuling;
    dates.emplace_back(static_cast<std::uint32_t>(&b - blocks.data()), date_raw_);
    date_raw_ = {};
  }

  void start_rule(const Line& l, const NumberToken& t) {
    std::size_t skip = t.length;
    if (t.no_space) {
      diags_.report("numbering.no-space", src_.name, l.number, l.column + static_cast<std::uint32_t>(skip),
                    "no space between rule number " + std::string(t.raw) + " and its text", {},
                    std::string(src_.line(l.number)));
    }
    while (skip < l.content.size() && l.content[skip] == ' ') ++skip;
    std::string_view rest = l.content.substr(skip);
    const bool marked = !rest.empty() && (rest[0] == '*' || rest[0] == '\xE2' || rest[0] == '#');  // what a mark starts with
    for (std::string_view mark : {"*", "\xE2\x80\xA2", "#"}) {
      if (!marked) break;
      if (rest.substr(0, mark.size()) == mark && (rest.size() == mark.size() || rest[mark.size()] == ' ')) {
        diags_.report("numbering.stray-mark", src_.name, l.number, l.column + static_cast<std::uint32_t>(skip),
                      "stray '" + std::string(mark) + "' after rule number " + std::string(t.raw),
                      std::string(t.raw), std::string(src_.line(l.number)));
        skip += mark.size();
        while (skip < l.content.size() && l.content[skip] == ' ') ++skip;
        break;
      }
    }
    Block& b = start(BlockKind::kRule, l, skip, t.status == NumberToken::Status::kOk ? t.number : RuleNumber());
    if (t.status != NumberToken::Status::kOk) {
      b.raw_number = t.raw;
      b.out_of_range = t.status == NumberToken::Status::kOutOfRange;
    }
    has_rules_ = true;
    has_subrules_ = has_subrules_ || b.number.sub() > 0;
    mode_ = Mode::kRules;
    last_rule_ = static_cast<std::int32_t>(blocks.size() - 1);
    if (b.text.empty()) alone_ = last_rule_;
  }

  // After a blank line in the glossary: does `l` continue the last entry's definition rather than
  // start a new term? A further sense ("2. ..."), a "See ..." line, or a line that is plainly
  // running text (soft-wrapped, or a long sentence) does; a term never is. Running text without a
  // sense number or "See" means the entry's own term line is missing: reported.
  bool continues_definition(const Line& l) {
    if (blocks.empty() || blocks.back().kind != BlockKind::kGlossaryEntry || !blocks.back().see.empty()) return false;
    std::string_view c = l.content;
    bool sense = c.size() > 3 && c[0] >= '2' && c[0] <= '9' && c[1] == '.' && c[2] == ' ';
    bool see = false;
    for (const Lexicon* lex : lexicons())
      for (std::string_view p : lex->see_prefixes) see = see || c.starts_with(p);
    bool running = l.trailing_space || (c.size() > 40 && c.back() == '.');
    if (!sense && !see && !running) return false;
    if (!sense && !see)
      diags_.report("glossary.no-term", src_.name, l.number, l.column,
                    "glossary paragraph has no term line; read as a further paragraph of '" + std::string(blocks.back().term) + "'",
                    {}, std::string(src_.line(l.number)));
    return true;
  }

  void glossary_entry(const Line& l) {
    Block& b = start(BlockKind::kGlossaryEntry, l, 0);
    b.term = b.text;  // one line: a view of the Source
    b.text = {};
    pieces.resize(b.piece_begin);  // the term is not part of the definition text
    b.piece_end = b.piece_begin;
    for (std::string_view arrow : {"&rarr;", "\xE2\x86\x92", " -> "}) {
      std::size_t at = b.term.find(arrow);
      if (at == std::string::npos) continue;
      std::string_view left = b.term.substr(0, at), right = b.term.substr(at + arrow.size());
      auto trim = [](std::string_view& s) {
        while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
        while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
      };
      trim(left);
      trim(right);
      if (left.empty() || right.empty()) continue;
      b.term = left;
      b.see = right;
      break;
    }
  }

  // Creates a block from line `l`, its text starting `skip` bytes into the content; a rule with its
  // `number` (known before its text is read for glued rules).
  Block& start(BlockKind kind, const Line& l, std::size_t skip, RuleNumber number = RuleNumber()) {
    Block& b = blocks.emplace_back();
    b.kind = kind;
    b.number = number;
    b.line = l.number;
    b.column = l.column;
    b.piece_begin = b.piece_end = static_cast<std::uint32_t>(pieces.size());
    open_ = static_cast<std::int32_t>(blocks.size() - 1);
    std::string_view text = l.content.substr(std::min(skip, l.content.size()));
    while (!text.empty() && text[0] == ' ') {
      text.remove_prefix(1);
      ++skip;
    }
    Line rest = l;
    rest.content = text;
    rest.offset = l.offset + static_cast<std::uint32_t>(skip);
    if (kind == BlockKind::kRule || kind == BlockKind::kExample || kind == BlockKind::kSection)
      add_text_checked(b, rest);
    else
      add_text(b, rest);
    return blocks.back();
  }

  void append(const Line& l) { add_text(blocks[static_cast<std::size_t>(open_)], l); }
  void append_checked(const Line& l) {
    Block& b = blocks[static_cast<std::size_t>(open_)];
    if (mode_ == Mode::kRules && b.kind != BlockKind::kContents)
      add_text_checked(b, l);
    else
      add_text(b, l);
  }

  // Adds a line to a rule-mode block, splitting it where another rule starts mid-line.
  void add_text_checked(Block& b, const Line& l) {
    std::size_t at = glued_rule(b, l.content);
    if (at == std::string_view::npos) {
      add_text(b, l);
      return;
    }
    Line head = l;
    head.content = l.content.substr(0, at);
    while (!head.content.empty() && head.content.back() == ' ') head.content.remove_suffix(1);
    add_text(b, head);
    Line tail = l;
    tail.content = l.content.substr(at);
    tail.offset = l.offset + static_cast<std::uint32_t>(at);
    tail.column = l.column + static_cast<std::uint32_t>(at);
    NumberToken t = scan_rule_number(tail.content);
    Diagnostic d = make_diagnostic("numbering.glued", src_.name, l.number, tail.column,
                                   "rule " + t.number.str() + " starts mid-line; the line is split before it");
    d.snippet = std::string(src_.line(l.number));
    // The fix breaks the line before the number (the spaces before it dropped), with a blank line
    // too where the rules are written one paragraph each (a blank line before the current one).
    const bool paragraphs = b.line > 1 && src_.line(b.line - 1).find_first_not_of(' ') == std::string_view::npos;
    d.fix = make_fix(src_, {{l.offset + static_cast<std::uint32_t>(head.content.size()), tail.offset, paragraphs ? "\n\n" : "\n"}});
    diags_.report(std::move(d));
    tail_ = tail;  // started by run() once the current block is complete
  }

  // Position of a rule number glued into `s` after a sentence ("unverändert.613.7m Falls"), or
  // after a word when it is the number that must come next (a heading's first subrule: "702.118
  // Verborgen 702.118a Eine"), or npos.
  // `b` is the block the line goes to: the current rule when it is one, else the last rule.
  std::size_t glued_rule(const Block& b, std::string_view s) const {
    if (last_rule_ < 0 && !(b.kind == BlockKind::kRule && b.number.valid())) return std::string_view::npos;
    RuleNumber current = b.kind == BlockKind::kRule && b.number.valid() ? b.number : blocks[static_cast<std::size_t>(last_rule_)].number;
    if (!current.valid()) return std::string_view::npos;
    for (std::size_t p = find_digit(s, 1); p != std::string_view::npos && p + 4 < s.size();
         p = find_digit(s, p + 1)) {
      if (is_ascii_digit(s[p - 1])) continue;
      char prev = s[p - 1];
      bool after_sentence = prev == '.' || prev == '!' || prev == '?' || prev == ')' || prev == ':' ||
                            (prev == ' ' && p >= 2 &&
                             (s[p - 2] == '.' || s[p - 2] == '!' || s[p - 2] == '?' || s[p - 2] == ')'));
      const bool after_word = prev == ' ' && p >= 2 && !is_ascii_digit(s[p - 2]);
      if (!after_sentence && !after_word) continue;
      NumberToken t = scan_rule_number(s.substr(p));
      if (t.status != NumberToken::Status::kOk || t.no_space || t.number.sub() == 0) continue;
      const bool next = current.has_letter()
                            ? t.number.parent() == current.parent() && t.number.letter_index() == next_letter(current.letter_index())
                            : t.number.parent() == current && t.number.letter_index() == 1;
      if (!after_sentence && !next) continue;
      std::string_view after = s.substr(p + t.length);
      if (after.size() < 2 || after[0] != ' ' || !is_upper_start(after.substr(1))) continue;
      if (!(current < t.number) || t.number.rule() - current.rule() > 1) continue;
      // "Siehe Regel 613.7m. Falls" is a citation followed by a sentence, not a rule.
      std::size_t we = p;
      while (we > 0 && (s[we - 1] == ' ' || s[we - 1] == '.')) --we;
      std::size_t ws = we;
      while (ws > 0 && s[ws - 1] != ' ') --ws;
      if (is_citation_keyword(s.substr(ws, we - ws))) continue;
      return p;
    }
    return std::string_view::npos;
  }

  // Appends one line to a block's text: soft wraps join with a space, a final hyphen joins with
  // nothing, hard line breaks join with a space (with a newline inside glossary definitions). The
  // first line's text is a view of the Source; a joined text is built in joined_ until finish().
  void add_text(Block& b, const Line& l) {
    if (l.content.empty()) return;
    std::string_view sep;
    if (paragraph_break_) {
      sep = "\n";
      paragraph_break_ = false;
    } else if (!b.text.empty()) {
      if (prev_hyphen_ && b.text.back() == '-')
        sep = "";
      else if (prev_soft_ || (!unwrapped_ && b.kind != BlockKind::kGlossaryEntry))
        sep = " ";
      else
        sep = "\n";
    }
    if (b.text.empty() && sep.empty()) {
      b.text = l.content;
      pieces.push_back({0, l.offset});
    } else {
      std::string& j = joined_[static_cast<std::uint32_t>(&b - blocks.data())];
      if (j.empty()) j.assign(b.text);
      j += sep;
      pieces.push_back({static_cast<std::uint32_t>(j.size()), l.offset});
      j += l.content;
      b.text = j;
    }
    b.piece_end = static_cast<std::uint32_t>(pieces.size());
  }

  // Moves every joined text into the arena and drops the pieces of blocks whose text is one run of
  // the Source (their position follows from the view itself).
  void finish() {
    std::vector<TextPiece> kept;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
      Block& b = blocks[i];
      auto it = joined_.find(static_cast<std::uint32_t>(i));
      std::uint32_t first = static_cast<std::uint32_t>(kept.size());
      if (it != joined_.end()) {
        b.text = arena->store(it->second);
        std::string().swap(it->second);
        kept.insert(kept.end(), pieces.begin() + b.piece_begin, pieces.begin() + b.piece_end);
      }
      b.piece_begin = first;
      b.piece_end = static_cast<std::uint32_t>(kept.size());
    }
    joined_.clear();
    pieces = std::move(kept);
  }

  void finish_alone() {
    if (alone_ < 0) return;
    Block& rule = blocks[static_cast<std::size_t>(alone_)];
    diags_.report("numbering.alone", src_.name, rule.line, rule.column,
                  "rule " + (rule.number.valid() ? rule.number.str() : std::string(rule.raw_number)) +
                      " stands alone on its line and no text follows it",
                  {}, std::string(src_.line(rule.line)));
    alone_ = -1;
  }

  const Source& src_;
  Diagnostics& diags_;
  Mode mode_ = Mode::kPreamble;
  std::int32_t open_ = -1;       // block that the next line may continue
  std::int32_t last_rule_ = -1;  // block that examples attach to
  std::int32_t alone_ = -1;      // rule block whose number stood alone, waiting for its text
  bool prev_soft_ = false;
  bool prev_hyphen_ = false;
  bool has_rules_ = false;
  bool has_subrules_ = false;    // a rule numbered below a heading (100.1) was read
  bool contents_dotted_ = false;  // the table of contents has dot leaders ("Glossary.....46")
  bool unwrapped_ = false;       // line breaks end paragraphs (see the constructor)
  bool paragraph_break_ = false;  // the next line starts a new paragraph of the open block
  std::string contents_first_;
  std::size_t contents_entries_ = 0;
  std::string_view date_raw_;   // a date line waiting for the ruling it heads
  std::unordered_map<std::uint32_t, std::string> joined_;  // block -> its joined text, until finish()
  std::optional<Line> tail_;     // rest of a line after a glued rule number
};

// ---- Pass 2: language parts ----

struct Run {
  std::size_t begin = 0, end = 0;
  Language language = Language::kUnknown;
  LanguageScore score;
};

// A sentence's worth of words tells the language of a block; more only costs time.
constexpr std::uint32_t kWordsPerBlock = 16;

bool substantial(const Run& r) {
  std::size_t known = std::max({r.score.en, r.score.de, r.score.fr});
  return r.end - r.begin >= 3 && known >= 12;
}

std::vector<Run> language_runs(const std::vector<Block>& blocks) {
  std::vector<Run> runs;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const Block& b = blocks[i];
    LanguageScore s = score_language(b.text, kWordsPerBlock);
    if (b.kind == BlockKind::kGlossaryEntry) s.add(score_language(b.term, kWordsPerBlock));
    Language l = b.kind == BlockKind::kContents ? Language::kUnknown : s.best();
    if (runs.empty() || (l != Language::kUnknown && runs.back().language != Language::kUnknown &&
                         l != runs.back().language)) {
      runs.push_back({i, i, l, {}});
    }
    Run& r = runs.back();
    if (r.language == Language::kUnknown) r.language = l;
    r.end = i + 1;
    r.score.add(s);
  }
  // Merge runs too small to be a document of their own into a neighbour, in one pass: the leftmost
  // such run goes first, into the run before it, or into the next one when it is the first run.
  // Adjacent runs of one language join. (A stack; every run below its top is substantial except,
  // possibly, the first.)
  std::vector<Run> out;
  out.reserve(runs.size());
  auto join = [](const Run& a, const Run& b, Language l) {
    Run m{a.begin, b.end, l, a.score};
    m.score.add(b.score);
    return m;
  };
  for (const Run& r : runs) {
    out.push_back(r);
    if (out.size() < 2) continue;
    Run top = out.back();
    out.pop_back();
    Run& prev = out.back();
    if (out.size() == 1 && !substantial(prev))
      prev = join(prev, top, top.language);  // a small first run joins the next one
    else if (prev.language == top.language || !substantial(top))
      prev = join(prev, top, prev.language);
    else
      out.push_back(top);
  }
  runs = std::move(out);
  return runs;
}

// ---- Pass 3: per document ----

std::string strip_number(std::string_view s) {
  std::string r;
  for (char c : s)
    if (is_ascii_digit(c) || (c >= 'a' && c <= 'z')) r += c;
  return r;
}

bool is_subsequence(std::string_view needle, std::string_view hay) {
  std::size_t i = 0;
  for (char c : hay)
    if (i < needle.size() && needle[i] == c) ++i;
  return i == needle.size();
}

// A reading of a malformed number that fits between its valid neighbours.
std::optional<RuleNumber> suggest(std::string_view raw, RuleNumber prev, RuleNumber next) {
  std::vector<RuleNumber> candidates;
  if (prev.valid()) {
    if (prev.has_letter()) candidates.push_back(RuleNumber::with_letter_index(prev.rule(), prev.sub(), next_letter(prev.letter_index())));
    if (prev.sub()) {
      candidates.emplace_back(prev.rule(), prev.sub(), 'a');
      candidates.emplace_back(prev.rule(), prev.sub() + 1);
    } else {
      candidates.emplace_back(prev.rule(), 1);
    }
    if (prev.rule() < 999) candidates.emplace_back(prev.rule() + 1);
  }
  if (next.valid()) {
    candidates.push_back(next.parent());
    if (next.sub() > 1) candidates.emplace_back(next.rule(), next.sub() - 1);
  }
  std::string digits = strip_number(raw);
  for (const RuleNumber& c : candidates) {
    if (prev.valid() && !(prev < c)) continue;
    if (next.valid() && (!prev.valid() || prev < next) && !(c < next)) continue;
    if (is_subsequence(digits, strip_number(c.str()))) return c;
  }
  return std::nullopt;
}

bool sentence_like(std::string_view s) {
  if (s.empty()) return false;
  std::size_t words = static_cast<std::size_t>(std::count(s.begin(), s.end(), ' ')) + 1;
  if (words >= 12) return true;
  char last = s.back();
  return words >= 4 && (last == '.' || last == '!' || last == '?' || last == ')' || last == '"' ||
                        s.substr(s.size() >= 3 ? s.size() - 3 : 0) == "\xE2\x80\x9D" ||
                        s.substr(s.size() >= 2 ? s.size() - 2 : 0) == "\xC2\xBB");
}

// Length of a sense number at the start of a definition paragraph ("2. "), or 0.
std::size_t sense_number(std::string_view p) {
  std::size_t i = 0;
  while (i < p.size() && i < 2 && is_ascii_digit(p[i])) ++i;
  if (i == 0 || i + 1 >= p.size() || p[i] != '.' || p[i + 1] != ' ' || p[0] == '0') return 0;
  return i + 2;
}

// The glossary entry of block `b`: term without its status marker, senses, pointer.
GlossaryEntry glossary_entry(const Block& b, std::int32_t index) {
  GlossaryEntry e;
  e.block = index;
  e.term = b.term;
  e.see = b.see;
  e.term_language = b.term_language.empty() ? Language::kUnknown : b.term_language.language;
  for (const Lexicon* lex : lexicons())
    for (const std::string& marker : profile(lex->language).obsolete_suffixes)
      if (e.status == EntryStatus::kCurrent && e.term.ends_with(marker)) {
        e.term.remove_suffix(marker.size());
        e.status = EntryStatus::kObsolete;
      }
  // Senses: a paragraph opening with "N. " starts one; other paragraphs continue the current one
  // (a definition without numbers is one sense).
  std::string_view t = b.text;
  std::size_t sense_begin = std::string_view::npos, sense_end = 0;
  for (std::size_t p = 0; p < t.size();) {
    std::size_t e_ = t.find('\n', p);
    if (e_ == std::string_view::npos) e_ = t.size();
    std::size_t num = sense_number(t.substr(p, e_ - p));
    if (num || sense_begin == std::string_view::npos) {
      if (sense_begin != std::string_view::npos) e.senses.push_back(t.substr(sense_begin, sense_end - sense_begin));
      sense_begin = p + num;
    }
    sense_end = e_;
    p = e_ + 1;
  }
  if (sense_begin != std::string_view::npos && sense_end > sense_begin)
    e.senses.push_back(t.substr(sense_begin, sense_end - sense_begin));
  return e;
}

using DateLines = std::vector<std::pair<std::uint32_t, std::string_view>>;

void finish_document(Document& doc, const Source& src, const DateLines& dates, Diagnostics& diags) {
  const std::string& name = src.name;
  bool has_rules = false, has_glossary = false;
  for (const Block& b : doc.blocks) {
    has_rules |= b.kind == BlockKind::kRule;
    has_glossary |= b.kind == BlockKind::kGlossaryEntry;
  }
  // Title: a short first line that is not a sentence (page furniture before it is skipped).
  std::size_t first_content = 0;
  while (first_content < doc.blocks.size() && doc.blocks[first_content].kind == BlockKind::kProse &&
         one_of(doc.blocks[first_content].text, kFurniture))
    ++first_content;
  bool heading = first_content < doc.blocks.size() && (one_of(doc.blocks[first_content].text, kContentsHeadings) ||
                                                       one_of(doc.blocks[first_content].text, kGlossaryHeadings));
  if (first_content < doc.blocks.size() && doc.blocks[first_content].kind == BlockKind::kProse && !heading &&
      !sentence_like(doc.blocks[first_content].text) && doc.blocks[first_content].text.size() < 120) {
    doc.title = doc.blocks[first_content].text;
    ++first_content;
  }
  std::size_t bad_date_block = doc.blocks.size();  // the header block whose effective date is no date
  std::string bad_date;
  for (std::size_t i = 0; i < doc.blocks.size() && i < 16 && doc.edition.empty(); ++i)
    if (doc.blocks[i].kind == BlockKind::kProse) {
      EffectiveDate date = read_effective_date(doc.blocks[i].text);
      doc.edition = date.iso;
      if (!date.invalid.empty() && bad_date.empty()) {
        bad_date = date.invalid;
        bad_date_block = i;
      }
    }

  for (const auto& [index, raw] : dates)
    doc.blocks[index].date = IsoDate::parse(parse_date_line(raw, doc.language));
  bool rulings_page = !has_rules && !has_glossary;
  for (std::size_t i = 0; i < doc.blocks.size(); ++i) {
    Block& b = doc.blocks[i];
    if (rulings_page && b.kind == BlockKind::kProse && i >= first_content && sentence_like(b.text))
      b.kind = BlockKind::kRuling;
    if (b.kind == BlockKind::kGlossaryEntry && !b.see.empty())
      b.term_language = doc.language == Language::kEn ? Language::kUnknown : Language::kEn;
    if (b.kind == BlockKind::kGlossaryEntry) {
      b.entry = static_cast<std::int32_t>(doc.glossary.size());
      doc.glossary.push_back(glossary_entry(b, static_cast<std::int32_t>(i)));
    }
  }

  // Numbering: first the numbers as read (malformed ones repaired), then duplicates found by
  // sorting (number, position) pairs, which costs 8 bytes a rule where a hash map cost ~40.
  RuleNumber prev;
  std::vector<std::uint32_t> rule_index;
  for (std::size_t i = 0; i < doc.blocks.size(); ++i)
    if (doc.blocks[i].kind == BlockKind::kRule) rule_index.push_back(static_cast<std::uint32_t>(i));
  std::vector<std::uint32_t> first_line(rule_index.size(), 0);  // a duplicate's first occurrence
  auto find_duplicates = [&] {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> keyed;  // (number key, k)
    keyed.reserve(rule_index.size());
    for (std::uint32_t k = 0; k < rule_index.size(); ++k)
      if (const Block& b = doc.blocks[rule_index[k]]; b.number.valid()) keyed.emplace_back(b.number.key(), k);
    std::sort(keyed.begin(), keyed.end());
    for (std::size_t j = 1; j < keyed.size(); ++j)
      if (keyed[j].first == keyed[j - 1].first) {
        std::uint32_t k0 = keyed[j - 1].second;
        std::uint32_t first = first_line[k0] ? first_line[k0] : doc.blocks[rule_index[k0]].line;
        first_line[keyed[j].second] = first;
      }
  };
  // Pass 1: malformed numbers get their reading before duplicates are looked for.
  for (std::size_t k = 0; k < rule_index.size(); ++k) {
    Block& b = doc.blocks[rule_index[k]];
    auto snippet = [&] { return std::string(src.line(b.line)); };  // only built when reporting
    if (!b.raw_number.empty()) {
      if (b.out_of_range) {
        diags.report("numbering.out-of-range", name, b.line, b.column,
                     "rule number '" + std::string(b.raw_number) + "' is outside the range the rules use (100 to 999, subrules up to " +
                         std::to_string(RuleNumber::kMaxSub) + ", one or two letters)",
                     {}, snippet());
        continue;
      }
      RuleNumber next;
      for (std::size_t j = k + 1; j < rule_index.size() && !next.valid(); ++j)
        next = doc.blocks[rule_index[j]].number;
      std::optional<RuleNumber> s = suggest(b.raw_number, prev, next);
      diags.report("numbering.malformed", name, b.line, b.column,
                   "rule number '" + std::string(b.raw_number) + "' is malformed" +
                       (s ? "; read as " + s->str() : std::string()),
                   s ? s->str() : std::string(), snippet());
      if (!s) continue;
      b.number = *s;
    }
    if (!b.number.valid()) continue;
    if (const std::string letters = b.number.letters(); letters.find_first_of("lo") != std::string::npos)
      diags.report("numbering.skipped-letter", name, b.line, b.column,
                   "subrule " + b.number.str() + " uses the letter '" + std::string(1, letters[letters.find_first_of("lo")]) +
                       "', which the rules skip to avoid confusion with 1 and 0",
                   {}, snippet());
    prev = b.number;
  }
  find_duplicates();
  // Pass 2: duplicates and order, in document order.
  prev = RuleNumber();
  for (std::size_t k = 0; k < rule_index.size(); ++k) {
    const Block& b = doc.blocks[rule_index[k]];
    if (!b.number.valid()) continue;
    auto snippet = [&] { return std::string(src.line(b.line)); };
    if (first_line[k]) {
      diags.report("numbering.duplicate", name, b.line, b.column,
                   "rule " + b.number.str() + " appears again; first at line " + std::to_string(first_line[k]), {},
                   snippet());
    } else if (prev.valid() && b.number < prev) {
      std::string hint;
      if (b.number.has_letter() && prev.has_letter() && next_letter(prev.letter_index()) == b.number.letter_index())
        hint = RuleNumber::with_letter_index(prev.rule(), prev.sub(), b.number.letter_index()).str();
      diags.report("numbering.order", name, b.line, b.column,
                   "rule " + b.number.str() + " is out of order: it follows " + prev.str() +
                       (hint.empty() ? std::string() : "; probably " + hint),
                   hint, snippet());
    }
    prev = b.number;
  }

  std::vector<std::uint32_t>().swap(rule_index);  // released before the citations are stored
  std::vector<std::uint32_t>().swap(first_line);

  // Citations: all of the document's in one vector, each block viewing its range once the vector
  // is complete. Each block's text is read once; the vector grows as they come and is then cut to
  // its size (a CR has a few thousand citations of some 40 bytes: the slack is small).
  auto has_citations = [](const Block& b) { return b.kind != BlockKind::kContents && !b.text.empty(); };
  std::vector<std::uint32_t> first_citation(doc.blocks.size() + 1, 0);
  for (std::size_t i = 0; i < doc.blocks.size(); ++i) {
    Block& b = doc.blocks[i];
    first_citation[i] = static_cast<std::uint32_t>(doc.citations.size());
    if (!has_citations(b)) continue;
    std::vector<Citation> found = find_citations(b.text);
    doc.citations.insert(doc.citations.end(), std::make_move_iterator(found.begin()), std::make_move_iterator(found.end()));
    for (const Citation& c : std::span<const Citation>(doc.citations).subspan(first_citation[i])) {
      if (c.malformed) {
        Position p = src.position(doc.source_offset(b, c.malformed_at));
        std::string written(b.text.substr(c.malformed_at, c.malformed_end - c.malformed_at));
        std::string meant = written;
        std::replace(meant.begin(), meant.end(), '_', '.');
        Diagnostic d = make_diagnostic("xref.malformed", name, p.line, p.column,
                                       "citation '" + std::string(b.text.substr(c.begin, c.end - c.begin)) + "' writes " + written +
                                           " for rule " + meant + ": write " + meant);
        d.suggestion = meant;
        d.snippet = std::string(src.line(p.line));
        d.fix = doc.fix(b, {{c.malformed_at, c.malformed_end, meant}});
        diags.report(std::move(d));
      }
      if (!c.backwards) continue;
      Position p = src.position(doc.source_offset(b, c.backwards_at));
      diags.report("xref.range-backwards", name, p.line, p.column,
                   "citation '" + std::string(b.text.substr(c.begin, c.end - c.begin)) +
                       "' has a range that runs backwards; only its two ends are kept",
                   {}, std::string(src.line(p.line)));
    }
  }

  doc.citations.shrink_to_fit();
  first_citation[doc.blocks.size()] = static_cast<std::uint32_t>(doc.citations.size());
  for (std::size_t i = 0; i < doc.blocks.size(); ++i)
    doc.blocks[i].citations = std::span<const Citation>(doc.citations)
                                  .subspan(first_citation[i], first_citation[i + 1] - first_citation[i]);

  if (src.text.empty()) return;  // empty or binary input: already reported by the decoder
  if (!has_rules && !has_glossary &&
      std::none_of(doc.blocks.begin(), doc.blocks.end(), [](const Block& b) { return b.kind == BlockKind::kRuling; }))
    diags.report("structure.no-content", name, 0, 0, "no rules, glossary entries or rulings found");
  bool full_rules = std::any_of(doc.blocks.begin(), doc.blocks.end(), [](const Block& b) {
    return b.kind == BlockKind::kSection || b.kind == BlockKind::kContents;
  });
  if (doc.edition.empty() && bad_date_block < doc.blocks.size()) {
    const Block& b = doc.blocks[bad_date_block];
    diags.report("structure.edition-missing", name, b.line, b.column,
                 "the effective date '" + bad_date + "' names no day of the calendar; the edition is unknown", {},
                 std::string(src.line(b.line)));
  } else if (full_rules && doc.edition.empty())
    diags.report("structure.edition-missing", name, 0, 0,
                 "no effective date found in the header (such as \"These rules are effective as of ...\")");
  if (doc.language == Language::kUnknown && !doc.blocks.empty())
    diags.report("structure.language-guess", name, 0, 0, "the language could not be detected; give it as LANG:FILE");
  std::size_t empty_terms = 0;
  for (const Block& b : doc.blocks)
    if (b.kind == BlockKind::kGlossaryEntry && b.see.empty() && b.text.empty()) {
      if (++empty_terms <= 5)
        diags.report("glossary.no-definition", name, b.line, b.column,
                     "glossary entry '" + std::string(b.term) + "' has no definition", {}, std::string(src.line(b.line)));
    }
  if (empty_terms > 5)
    diags.report("glossary.no-definition", name, 0, 0,
                 std::to_string(empty_terms) + " glossary entries have no definition in all (first 5 shown)");
}

}  // namespace

std::vector<Document> parse(std::shared_ptr<const Source> source, const ParseOptions& options,
                            Diagnostics& diags) {
  std::size_t first_diag = diags.all().size();
  Assembler asm_(*source, diags);
  asm_.run();

  std::vector<Run> runs;
  if (options.language) {
    runs.push_back({0, asm_.blocks.size(), *options.language, {}});
  } else {
    runs = language_runs(asm_.blocks);
    if (runs.empty()) runs.push_back({0, 0, Language::kUnknown, {}});
  }
  std::vector<Document> docs;
  std::vector<DateLines> dates(runs.size());
  for (std::size_t r = 0; r < runs.size(); ++r) {
    Document& d = docs.emplace_back();
    d.source = source;
    d.arena = asm_.arena;
    for (const auto& [index, raw] : asm_.dates)
      if (index >= runs[r].begin && index < runs[r].end)
        dates[r].emplace_back(index - static_cast<std::uint32_t>(runs[r].begin), raw);
    d.language = runs[r].language;
    d.language_given = options.language.has_value();
    d.part = runs.size() > 1 ? static_cast<int>(r + 1) : 0;
    if (runs[r].begin == runs[r].end) continue;
    if (runs.size() == 1) {  // the common case: the whole input is one document
      d.blocks = std::move(asm_.blocks);
      d.pieces = std::move(asm_.pieces);
      continue;
    }
    std::uint32_t piece_base = asm_.blocks[runs[r].begin].piece_begin;
    std::uint32_t piece_end = asm_.blocks[runs[r].end - 1].piece_end;
    d.pieces.assign(asm_.pieces.begin() + piece_base, asm_.pieces.begin() + piece_end);
    d.blocks.reserve(runs[r].end - runs[r].begin);
    for (std::size_t i = runs[r].begin; i < runs[r].end; ++i) {
      Block& b = d.blocks.emplace_back(std::move(asm_.blocks[i]));
      b.piece_begin -= piece_base;
      b.piece_end -= piece_base;
      b.parent = b.parent >= static_cast<std::int32_t>(runs[r].begin)
                     ? b.parent - static_cast<std::int32_t>(runs[r].begin)
                     : -1;
    }
  }
  for (std::size_t r = 0; r < docs.size(); ++r) finish_document(docs[r], *source, dates[r], diags);
  if (options.language && docs.size() == 1) {  // a declared language the text plainly contradicts
    LanguageScore s;
    for (const Block& b : docs[0].blocks)
      if (b.kind != BlockKind::kContents) s.add(score_language(b.text, kWordsPerBlock));
    Language seen = s.confident();
    if (seen != Language::kUnknown && seen != *options.language)
      diags.report("structure.language-mismatch", docs[0].name(), 0, 0,
                   "given as " + std::string(language_code(*options.language)) + " (" + std::string(language_code(*options.language)) + ":FILE), but the text reads as " +
                       std::string(language_code(seen)) + " (function words: en " + std::to_string(s.en) + ", de " +
                       std::to_string(s.de) + ", fr " + std::to_string(s.fr) + "); read as " +
                       std::string(language_code(*options.language)) + " as given");
  }
  diags.sort_by_position(first_diag);
  return docs;
}

}  // namespace rulecorp
