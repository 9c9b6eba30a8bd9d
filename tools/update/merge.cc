// How a merge is made. The translation's rules are read as paragraphs (a rule with the examples
// after it, up to the next block); the edition map from the edition translated to the new one
// (map_editions) and the languages alignment give each paragraph its fate: kept (with its new
// number), removed, or moved (a rule whose place in the new order is not on the longest run of
// rules that keep their order). Rules of the new edition the translation lacks are inserted after
// the paragraph of the nearest rule before them that stays. Every change is first a replacement of
// the Source's text (number, text, citation numbers, the header's date, deletions, insertions);
// those of paragraphs that stay are mapped to the input's bytes (make_fix: exact lines only) and
// become Edits; a moved paragraph is rebuilt from its Source text with its own replacements applied
// and inserted where it belongs, its old place deleted. New text is wrapped as the translation
// wraps (its width, continuation indent and trailing space, measured on its own rules).
// Invariant: no byte outside a replaced range changes; any error leaves `ok` false.
#include "update/merge.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include "align/edition_map.h"
#include "align/history.h"
#include "common/ascii.h"
#include "parse/edition.h"
#include "parse/lexicon.h"
#include "parse/rule_number.h"
#include "text/input_span.h"
#include "text/encoder.h"
#include "update/citation_renumbering.h"
#include "update/update_package.h"

namespace rulecorp {
namespace {

// Code points in `s` (its UTF-8 lead bytes).
std::size_t width_of(std::string_view s) {
  std::size_t n = 0;
  for (char c : s)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  return n;
}

// The code point at s[i] and its length, decoded by ICU (U8_NEXT: an overlong form, a surrogate, a
// lead byte F5..FF or a broken sequence gives -1, length of the bytes it took).
std::pair<UChar32, std::size_t> code_point(std::string_view s, std::size_t i) {
  auto at = static_cast<std::int32_t>(i);
  UChar32 c = 0;
  U8_NEXT(s.data(), at, static_cast<std::int32_t>(s.size()), c);
  return {c, static_cast<std::size_t>(at) - i};
}

// True when `line` starts with an example label of any language's lexicon ("Example:", "Beispiele:").
bool starts_example(std::string_view line) {
  for (const Lexicon* lex : lexicons())
    for (std::string_view l : lex->example_labels)
      if (line.substr(0, l.size()) == l) return true;
  return false;
}

// True when `word` is an example label's word, with or without its colon ("Exemple" of "Exemple :").
bool example_word(std::string_view word) {
  for (const Lexicon* lex : lexicons())
    for (std::string_view l : lex->example_labels) {
      std::string_view head = l.substr(0, l.find_first_of(" :\xC2"));
      if (word.substr(0, head.size()) == head && (word.size() == head.size() || word[head.size()] == ':')) return true;
    }
  return false;
}

// True when a line starting with `word` would read as something else than a continuation: a rule
// number, a section heading, an example, a bullet.
bool unsafe_line_start(std::string_view word) {
  if (word.empty()) return false;
  if (is_ascii_digit(word[0])) return true;
  if (word == "-" || word == "*" || word == "\xE2\x80\xA2" || word == "\xE2\x80\x93" || word == "\xC2\xB7") return true;
  return example_word(word);
}

std::string trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\n' || s[b] == '\r')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\n' || s[e - 1] == '\r')) --e;
  return std::string(s.substr(b, e - b));
}

// How the translation lays its paragraphs out, measured on its own rules and examples.
struct Layout {
  std::size_t width = 0;          // wrap width in code points (0: one line per paragraph)
  bool trailing_space = false;    // a broken line ends with a space
  std::string rule_gap = "\n\n";  // between a paragraph's last line and the next rule
  std::string example_gap = "\n"; // between a rule and its example
  std::string example_prefix;     // "   Beispiel: "
  bool dot_after_number = false;  // "306.5." rather than "306.5" for a numbered rule without letters
};

// The paragraph of a translation rule: the rule and the examples after it.
struct Paragraph {
  std::int32_t rule = -1;              // block index
  std::vector<std::int32_t> examples;  // block indexes
  std::uint32_t begin = 0;             // Source text: start of the rule's line
  std::uint32_t gap_begin = 0;         // end of the previous block's last line (the blank lines before the rule start here)
  std::uint32_t content_end = 0;       // end of the paragraph's last line (before its '\n')
  std::uint32_t end = 0;               // start of the next block's line (or the end of the text)
};

// What becomes of a translation paragraph.
struct Fate {
  std::int32_t now_block = -1;  // the rule of the new edition it is (-1: removed, or not in the map)
  bool removed = false;
  bool moved = false;
};

// A replacement of the Source's text (begin == end: an insertion).
struct Change {
  std::uint32_t begin = 0, end = 0;
  std::string text;
  std::uint32_t line = 0;  // the translation's line it comes from (for diagnostics)
};

class Merger {
 public:
  Merger(const MergeInput& in, std::span<const ReturnedPackage> packages, Diagnostics& diags)
      : in_(in), t_(*in.translation), src_(*t_.source), packages_(packages), diags_(diags) {}

  MergeResult run();

 private:
  struct Target {
    const ReturnedPackage* package = nullptr;
    const ReturnedUnit* unit = nullptr;
    std::string text;      // as it will be written (the English where the target is empty or the source)
    bool english = false;
    bool partial = false;  // written in English because a segment was left untranslated
    bool used = false;
  };

  void error(const std::string& check, const ReturnedPackage& p, const ReturnedUnit& u, const std::string& message) {
    diags_.report(check, p.file, u.line, 0, "unit " + u.id + ": " + message);
    ok_ = false;
  }
  bool check_packages();
  // The package id `u` names ("702.80b#ex1"): its id, or an XLIFF 2 NMTOKEN id mapped back.
  std::string package_id(const ReturnedUnit& u) const;
  void read_units();
  void measure_layout();
  void find_paragraphs();
  std::uint32_t text_begin(const Block& b) const { return t_.source_offset(b, 0); }
  std::uint32_t text_end(const Block& b) const {
    return b.text.empty() ? text_begin(b) : t_.source_offset(b, static_cast<std::uint32_t>(b.text.size() - 1)) + 1;
  }
  std::uint32_t line_start(const Block& b) const { return src_.line_starts[b.line - 1]; }
  std::uint32_t line_end(std::uint32_t offset) const {
    std::size_t e = src_.text.find('\n', offset);
    return static_cast<std::uint32_t>(e == std::string::npos ? src_.text.size() : e);
  }
  std::string indent_of(const Block& b) const;
  // True when `t` is the block's present text with its citations renumbered (white space aside):
  // the block is left as it is written, but for its citations.
  bool unchanged(const Block& b, const Target& t) const {
    return !t.english && collapsed(t.text) == collapsed(renumbered(b.text, map_));
  }
  std::string wrapped(const Block* like, std::string_view text, std::size_t first_prefix, bool example) const;
  std::string number_text(RuleNumber n) const;
  // The changes inside paragraph `p` (number, texts, citations, examples), in Source coordinates.
  void paragraph_changes(const Paragraph& p, const Fate& f, std::vector<Change>& out);
  void block_citations(const Block& b, std::vector<Change>& out);
  // The text of a new paragraph for rule `now_block` of the new edition (number, text, examples).
  std::string new_paragraph(std::int32_t now_block);
  void date_change(std::vector<Change>& out);
  void emit(std::vector<Change> changes, MergeResult& r);
  // The steps of run(), in order.
  // The edition map: map_, then_to_now_, reworded_now_, the new edition's rules in order, continued_, excerpt_.
  void map_rules();
  // Each translation rule block's block in the edition translated (and t_index_).
  std::unordered_map<std::int32_t, std::int32_t> then_blocks();
  // Each paragraph's rule of the new edition (fates_, paragraph_of_now_).
  void place_paragraphs(const std::unordered_map<std::int32_t, std::int32_t>& then_of);
  // The paragraphs off the longest run that keeps the new order are moved (patience sorting).
  void mark_moves();
  // Removed, moved and added paragraphs, and the changes inside those that stay.
  void place_rules(std::vector<Change>& changes);
  // A moved paragraph's text with its own changes applied.
  std::string moved_text(std::size_t paragraph);
  // "3. Structure du tour" takes the section its rules now all belong to.
  void section_headings(std::vector<Change>& changes);
  // The table of contents: a line "722. Title" per three-digit rule, renumbered as its rule, dropped
  // with it; an added three-digit rule gets a line after the one of the rule before it.
  void contents_lines(std::vector<Change>& changes);
  // The glossary's targets, and the citations of the glossary and of the examples of no paragraph.
  void glossary_and_examples(std::vector<Change>& changes);
  void report_unplaced();  // units that found no place
  void report_english();   // what is written in English

  const MergeInput& in_;
  const Document& t_;
  const Source& src_;
  std::span<const ReturnedPackage> packages_;
  Diagnostics& diags_;
  bool ok_ = true;
  NumberMap map_;
  Layout layout_;
  std::vector<Paragraph> paragraphs_;
  std::map<std::string, Target> targets_;  // unit id -> target
  MergeSummary summary_;
  std::unordered_map<std::int32_t, std::int32_t> then_to_now_;     // then block -> now block (-1 removed)
  std::unordered_map<std::string, std::int32_t> now_rule_;         // number -> now block
  std::unordered_set<std::int32_t> reworded_now_;                  // now blocks whose English changed
  std::vector<std::int32_t> now_order_;                           // rule blocks of the new edition, in order
  std::unordered_set<std::int32_t> continued_;                     // rules of the new edition an old rule became
  bool excerpt_ = false;                                           // the translation is an excerpt
  std::int32_t t_index_ = -1;                                      // the translation's document index
  std::vector<Fate> fates_;                                        // per paragraph
  std::unordered_map<std::int32_t, std::size_t> paragraph_of_now_;  // now block -> paragraph
};

bool Merger::check_packages() {
  const std::string want = std::string(language_code(t_.language)) + "@" + in_.then->edition;
  const std::string file_name = std::filesystem::path(src_.name).filename().string();
  bool good = true;
  for (const ReturnedPackage& p : packages_) {
    if (p.translation != want) {
      diags_.report("merge.package", p.file, 1, 0,
                    "package made for translation " + p.translation + ", not " + want + " (" + t_.name() + "): nothing merged");
      good = false;
    } else if (p.edition == in_.then->edition) {
      diags_.report("merge.package", p.file, 1, 0,
                    "package brings the translation to its own edition " + p.edition + " (" + t_.name() + "): nothing to merge");
      good = false;
    } else if (p.edition != in_.now->edition) {
      diags_.report("merge.package", p.file, 1, 0,
                    "package brings the translation to edition " + p.edition + ", not " + in_.now->edition + ": nothing merged");
      good = false;
    }
    if (good && !p.translation_file.empty() && p.translation_file != file_name) {
      Diagnostic d = make_diagnostic("merge.package", p.file, 1, 0,
                                     "package made for the translation file " + p.translation_file + ", merged into " + file_name +
                                         " (same language and edition): check it is the right package");
      d.severity = Severity::kWarning;
      diags_.report(std::move(d));
    }
  }
  if (!good) ok_ = false;
  return good;
}

std::string Merger::package_id(const ReturnedUnit& u) const {
  if (!u.nmtoken_id) return u.id;
  // XLIFF 2 without `name`: the id is xliff2_unit_id of the package id (made unique by "-2", "-3").
  if (u.id.rfind("glossary:", 0) == 0) {
    for (const GlossaryEntry& g : in_.now->glossary) {
      const std::string id = "glossary:" + normalise_term(g.term);
      if (xliff2_unit_id(id) == u.id) return id;
    }
    return u.id;
  }
  if (std::size_t ex = u.id.rfind("-ex"); ex != std::string::npos && ex + 3 < u.id.size()) {
    std::string_view n = std::string_view(u.id).substr(ex + 3);
    if (std::all_of(n.begin(), n.end(), [](char c) { return is_ascii_digit(c); })) return u.id.substr(0, ex) + "#ex" + std::string(n);
  }
  return u.id;
}

void Merger::read_units() {
  struct Seen {
    const ReturnedPackage* package;
    const ReturnedUnit* unit;
  };
  std::map<const Block*, Seen> seen;  // the English block a unit resolves to -> the first unit naming it
  for (const ReturnedPackage& p : packages_) {
    summary_.context_units += p.context_units;
    for (const ReturnedUnit& u : p.units) {
      const std::string id = package_id(u);
      // The unit's English in the new edition.
      const Block* english = nullptr;
      std::string key = id;  // the id merge looks the target up by
      if (id.rfind("glossary:", 0) == 0) {
        const std::string term = normalise_term(std::string_view(id).substr(9));  // the package's key of the term
        for (const GlossaryEntry& g : in_.now->glossary)
          if (g.see.empty() && g.block >= 0 && normalise_term(g.term) == term) english = &in_.now->blocks[static_cast<std::size_t>(g.block)];
        key = "glossary:" + term;
      } else {
        std::string number = id;
        std::size_t example = 0;
        if (std::size_t hash = id.find("#ex"); hash != std::string::npos) {
          number = id.substr(0, hash);
          std::string_view n = std::string_view(id).substr(hash + 3);
          bool digits = !n.empty() && n.size() < 5 && std::all_of(n.begin(), n.end(), [](char c) { return is_ascii_digit(c); });
          example = digits ? static_cast<std::size_t>(std::stoi(std::string(n))) : 0;
          if (!example) {
            error("merge.unit", p, u, "is no unit of rulecorp's (an example is RULE#exN, N from 1)");
            continue;
          }
        }
        if (auto it = now_rule_.find(number); it != now_rule_.end()) {
          english = &in_.now->blocks[static_cast<std::size_t>(it->second)];
          key = number;
          if (example) {
            std::vector<std::int32_t> ex = rule_examples(*in_.now, it->second);
            english = example <= ex.size() ? &in_.now->blocks[static_cast<std::size_t>(ex[example - 1])] : nullptr;
            key = number + "#ex" + std::to_string(example);
          }
        }
      }
      if (!english) {
        error("merge.unit", p, u, "names no rule, example or glossary entry of the English edition " + in_.now->edition);
        continue;
      }
      if (auto [it, fresh] = seen.emplace(english, Seen{&p, &u}); !fresh) {
        error("merge.unit", p, u, "given twice (also " + it->second.package->file + ":" + std::to_string(it->second.unit->line) +
                                      " as unit " + it->second.unit->id + "): both name " + key);
        continue;
      }
      std::string problem;
      std::optional<std::string> text = target_text(u, problem, id);
      if (!text) {
        error("merge.target", p, u, "the target " + problem + "; it would break the translation's text");
        continue;
      }
      Target t;
      t.package = &p;
      t.unit = &u;
      if (text->empty() || collapsed(*text) == collapsed(u.source)) {
        t.english = true;
        t.text = collapsed(english->text);
      } else if (u.untranslated_segments > 0) {
        // Partly translated: the translated segments alone would lose the others' text; the English is written.
        t.english = true;
        t.partial = true;
        t.text = collapsed(english->text);
      } else {
        t.text = std::move(*text);
        if (Encoded e = encode(t.text, src_.encoding); !e.ok()) {
          auto [cp, len] = code_point(t.text, *e.unencodable);
          char hex[16];
          std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(cp));
          error("merge.target", p, u, std::string("the target holds the character ") + hex + " (" + t.text.substr(*e.unencodable, len) +
                                          "), which " + t_.name() + "'s encoding " + src_.encoding + " cannot hold");
          continue;
        }
      }
      targets_[key] = std::move(t);
    }
  }
}

std::string Merger::indent_of(const Block& b) const {
  // The leading spaces of the block's second line, else of its first.
  std::uint32_t end_line = src_.position(text_end(b)).line;
  std::uint32_t line = end_line > b.line ? b.line + 1 : b.line;
  std::string_view l = src_.line(line);
  return std::string(l.substr(0, l.find_first_not_of(' ') == std::string_view::npos ? 0 : l.find_first_not_of(' ')));
}

void Merger::measure_layout() {
  std::size_t broken = 0, with_space = 0, width = 0;
  std::map<std::string, std::size_t> rule_gaps, example_gaps;
  std::size_t dot = 0, no_dot = 0;
  for (std::size_t k = 0; k < t_.blocks.size(); ++k) {
    const Block& b = t_.blocks[k];
    if (b.kind != BlockKind::kRule && b.kind != BlockKind::kExample && b.kind != BlockKind::kGlossaryEntry) continue;
    const std::uint32_t last = src_.position(text_end(b)).line;
    for (std::uint32_t l = b.line; l < last; ++l) {
      std::string_view line = src_.line(l);
      ++broken;
      if (!line.empty() && line.back() == ' ') ++with_space;
      while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
      width = std::max(width, width_of(line));
    }
    if (b.kind == BlockKind::kExample && layout_.example_prefix.empty())
      layout_.example_prefix = src_.text.substr(line_start(b), text_begin(b) - line_start(b));
    if (b.kind == BlockKind::kRule && b.number.valid() && b.number.sub() > 0 && !b.number.has_letter()) {
      NumberToken tok = scan_rule_number(src_.line(b.line));
      if (tok.status == NumberToken::Status::kOk) (tok.raw.back() == '.' ? dot : no_dot)++;
    }
    if (k + 1 < t_.blocks.size()) {
      const Block& next = t_.blocks[k + 1];
      const std::uint32_t from = line_end(text_end(b)), to = line_start(next);
      if (to >= from && to - from <= 4) {
        std::string gap = src_.text.substr(from, to - from);
        if (next.kind == BlockKind::kRule) ++rule_gaps[gap];
        else if (next.kind == BlockKind::kExample) ++example_gaps[gap];
      }
    }
  }
  if (broken * 20 >= paragraphs_.size() && broken > 0) {
    layout_.width = width;
    layout_.trailing_space = with_space * 2 > broken;
  }
  auto most = [](const std::map<std::string, std::size_t>& m, std::string fallback) {
    std::size_t best = 0;
    for (const auto& [gap, n] : m)
      if (n > best && !gap.empty() && gap.find_first_not_of('\n') == std::string::npos) best = n, fallback = gap;
    return fallback;
  };
  layout_.rule_gap = most(rule_gaps, "\n\n");
  layout_.example_gap = most(example_gaps, "\n");
  if (layout_.example_prefix.empty()) {
    layout_.example_prefix = t_.language == Language::kDe ? "Beispiel: " : t_.language == Language::kFr ? "Exemple : " : "Example: ";
  }
  layout_.dot_after_number = dot > no_dot;
}

void Merger::find_paragraphs() {
  for (std::size_t k = 0; k < t_.blocks.size(); ++k) {
    const Block& b = t_.blocks[k];
    if (b.kind != BlockKind::kRule || !b.number.valid()) continue;
    Paragraph p;
    p.rule = static_cast<std::int32_t>(k);
    p.examples = rule_examples(t_, p.rule);
    const std::size_t j = p.examples.empty() ? k + 1 : static_cast<std::size_t>(p.examples.back()) + 1;
    const Block& last = t_.blocks[j - 1];
    p.begin = line_start(b);
    p.gap_begin = k > 0 ? std::min(line_end(text_end(t_.blocks[k - 1])), p.begin) : p.begin;
    p.content_end = line_end(text_end(last));
    p.end = j < t_.blocks.size() ? line_start(t_.blocks[j]) : static_cast<std::uint32_t>(src_.text.size());
    if (p.end < p.content_end) p.end = p.content_end;
    paragraphs_.push_back(std::move(p));
  }
}

std::string Merger::number_text(RuleNumber n) const {
  std::string s = n.str();
  if (n.sub() == 0 || (layout_.dot_after_number && !n.has_letter())) s += '.';
  return s;
}

std::string Merger::wrapped(const Block* like, std::string_view text, std::size_t first_prefix, bool example) const {
  std::string indent;
  if (like) indent = indent_of(*like);
  else if (example) indent = layout_.example_prefix.substr(0, layout_.example_prefix.find_first_not_of(' '));
  return wrap_text(text, layout_.width, first_prefix, indent, layout_.trailing_space);
}

void Merger::block_citations(const Block& b, std::vector<Change>& out) {
  Renumbering r = renumber_citations(b.text, b.citations, map_);
  summary_.kept_citations += r.kept.size();
  for (const KeptNumber& k : r.kept) {
    Diagnostic d = make_diagnostic("merge.citation", t_.name(), src_.position(t_.source_offset(b, k.begin)).line, 0,
                                   "cites rule " + k.number.str() + ", which the edition " + in_.now->edition +
                                       " removed; the citation is left as written");
    diags_.report(std::move(d));
  }
  for (const TextReplacement& x : r.replacements) {
    std::optional<TextReplacement> s = t_.in_source(b, x);
    if (!s) {
      diags_.report("merge.inexact", t_.name(), b.line, 0,
                    "citation " + std::string(b.text.substr(x.begin, x.end - x.begin)) + " cannot be renumbered exactly in the input (a repaired line)");
      ok_ = false;
      continue;
    }
    out.push_back({s->begin, s->end, s->text, b.line});
    ++summary_.citations;
  }
}

void Merger::paragraph_changes(const Paragraph& p, const Fate& f, std::vector<Change>& out) {
  const Block& rule = t_.blocks[static_cast<std::size_t>(p.rule)];
  const Block* now = f.now_block >= 0 ? &in_.now->blocks[static_cast<std::size_t>(f.now_block)] : nullptr;
  RuleNumber number = now ? now->number : map_.map(rule.number).value_or(rule.number);
  // The number.
  std::size_t prefix = text_begin(rule) - line_start(rule);
  if (number != rule.number) {
    NumberToken tok = scan_rule_number(src_.line(rule.line));
    if (tok.status == NumberToken::Status::kOk && tok.number == rule.number) {
      std::size_t digits = tok.raw.size() - (tok.raw.back() == '.' ? 1 : 0);
      out.push_back({p.begin, static_cast<std::uint32_t>(p.begin + digits), number.str(), rule.line});
      prefix = prefix - digits + number.str().size();
      ++summary_.renumbered;
    } else {
      diags_.report("merge.inexact", t_.name(), rule.line, 0,
                    "rule " + rule.number.str() + " does not start its line as written; it cannot be renumbered to " + number.str());
      ok_ = false;
    }
  }
  // The text.
  auto target = now ? targets_.find(number.str()) : targets_.end();
  if (target != targets_.end()) {
    target->second.used = true;
    ++summary_.replaced;
    if (target->second.english) {
      ++summary_.english;
      summary_.english_units.push_back(target->first);
    }
    if (unchanged(rule, target->second)) block_citations(rule, out);  // the present text, as it is wrapped
    else out.push_back({text_begin(rule), text_end(rule), wrapped(&rule, target->second.text, prefix, false), rule.line});
  } else {
    if (now && reworded_now_.count(f.now_block)) ++summary_.outdated;
    block_citations(rule, out);
  }
  // The examples.
  std::vector<std::int32_t> english = now ? rule_examples(*in_.now, f.now_block) : std::vector<std::int32_t>{};
  for (std::size_t e = 0; e < p.examples.size(); ++e) {
    const Block& ex = t_.blocks[static_cast<std::size_t>(p.examples[e])];
    auto et = now ? targets_.find(number.str() + "#ex" + std::to_string(e + 1)) : targets_.end();
    if (et == targets_.end()) {
      block_citations(ex, out);
      continue;
    }
    et->second.used = true;
    ++summary_.replaced;
    if (et->second.english) {
      ++summary_.english;
      summary_.english_units.push_back(et->first);
    }
    if (unchanged(ex, et->second)) block_citations(ex, out);
    else out.push_back({text_begin(ex), text_end(ex), wrapped(&ex, et->second.text, width_of(src_.text.substr(line_start(ex), text_begin(ex) - line_start(ex))), true), ex.line});
  }
  // Examples the translation does not have yet, after its last one.
  std::string more;
  for (std::size_t e = p.examples.size(); e < english.size(); ++e) {
    const std::string id = number.str() + "#ex" + std::to_string(e + 1);
    auto et = targets_.find(id);
    if (et == targets_.end()) continue;
    et->second.used = true;
    ++summary_.examples_added;
    if (et->second.english) {
      ++summary_.english;
      summary_.english_units.push_back(id);
    }
    more += layout_.example_gap + layout_.example_prefix + wrapped(nullptr, et->second.text, width_of(layout_.example_prefix), true);
  }
  if (!more.empty()) out.push_back({p.content_end, p.content_end, more, rule.line});
}

std::string Merger::new_paragraph(std::int32_t now_block) {
  const Block& now = in_.now->blocks[static_cast<std::size_t>(now_block)];
  const std::string id = now.number.str();
  std::string text;
  auto it = targets_.find(id);
  if (it != targets_.end()) {
    it->second.used = true;
    text = it->second.text;
    if (it->second.english) {
      ++summary_.english;
      summary_.english_units.push_back(id);
    }
  } else {
    text = collapsed(now.text);
    ++summary_.english;
    summary_.english_units.push_back(id);
  }
  const std::string number = number_text(now.number) + " ";
  std::string out = number + wrapped(nullptr, text, width_of(number), false);
  std::vector<std::int32_t> examples = rule_examples(*in_.now, now_block);
  for (std::size_t e = 0; e < examples.size(); ++e) {
    const std::string eid = id + "#ex" + std::to_string(e + 1);
    auto et = targets_.find(eid);
    std::string etext;
    if (et != targets_.end()) {
      et->second.used = true;
      etext = et->second.text;
      if (et->second.english) {
        ++summary_.english;
        summary_.english_units.push_back(eid);
      }
    } else {
      etext = collapsed(in_.now->blocks[static_cast<std::size_t>(examples[e])].text);
      ++summary_.english;
      summary_.english_units.push_back(eid);
    }
    out += layout_.example_gap + layout_.example_prefix + wrapped(nullptr, etext, width_of(layout_.example_prefix), true);
  }
  ++summary_.added;
  return out;
}

void Merger::date_change(std::vector<Change>& out) {
  const std::string& old_iso = t_.edition;
  const std::string& new_iso = in_.now->edition;
  if (old_iso.empty() || new_iso.empty() || old_iso == new_iso) return;
  const Lexicon& lex = lexicon(t_.language);
  auto written = [&](const std::string& iso) {
    const int y = std::stoi(iso.substr(0, 4)), m = std::stoi(iso.substr(5, 2)), d = std::stoi(iso.substr(8, 2));
    std::string month(lex.months[static_cast<std::size_t>(m - 1)]);
    if (t_.language != Language::kFr && !month.empty() && month[0] >= 'a' && month[0] <= 'z') month[0] = static_cast<char>(month[0] - 32);
    std::vector<std::string> forms;
    if (t_.language == Language::kDe) {
      forms.push_back(std::to_string(d) + ". " + month + " " + std::to_string(y));
      if (d < 10) forms.push_back("0" + std::to_string(d) + ". " + month + " " + std::to_string(y));
    } else if (t_.language == Language::kFr) {
      forms.push_back((d == 1 ? std::string("1er") : std::to_string(d)) + " " + month + " " + std::to_string(y));
      if (d == 1) forms.push_back("1 " + month + " " + std::to_string(y));
    } else {
      forms.push_back(month + " " + std::to_string(d) + ", " + std::to_string(y));
    }
    return forms;
  };
  const std::vector<std::string> old_forms = written(old_iso), new_forms = written(new_iso);
  for (const Block& b : t_.blocks) {
    if (b.kind == BlockKind::kRule || b.kind == BlockKind::kSection) break;  // the header is before the rules
    if (find_effective_date(b.text) != old_iso) continue;
    for (std::size_t f = 0; f < old_forms.size(); ++f) {
      std::size_t at = b.text.find(old_forms[f]);
      if (at == std::string_view::npos) continue;
      std::optional<TextReplacement> s = t_.in_source(
          b, {static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + old_forms[f].size()), new_forms[f < new_forms.size() ? f : 0]});
      if (!s) continue;
      out.push_back({s->begin, s->end, s->text, b.line});
      summary_.date = true;
      return;
    }
  }
}

void Merger::emit(std::vector<Change> changes, MergeResult& r) {
  // Insertions at one point become one, in the order made.
  std::stable_sort(changes.begin(), changes.end(), [](const Change& a, const Change& b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
  std::vector<Change> joined;
  for (Change& c : changes) {
    if (!joined.empty() && c.begin == c.end && joined.back().begin == c.begin && joined.back().end == c.begin) {
      joined.back().text += c.text;
      continue;
    }
    joined.push_back(std::move(c));
  }
  for (const Change& c : joined) {
    std::optional<Fix> f = make_fix(src_, {{c.begin, c.end, c.text}}, std::max<std::size_t>(4096, c.end - c.begin + 1));
    if (!f) {
      diags_.report("merge.inexact", t_.name(), c.line, 0,
                    "line " + std::to_string(c.line) + " cannot be rewritten exactly in the input (a repaired byte or mixed line ends): nothing written");
      ok_ = false;
      continue;
    }
    r.edits.add(Edit{f->file, f->begin, f->end, std::move(f->replacement), t_.name() + ":" + std::to_string(c.line)});
  }
}

MergeResult Merger::run() {
  MergeResult r;
  if (!t_.source || !check_packages()) return r;
  map_rules();
  const std::unordered_map<std::int32_t, std::int32_t> then_of = then_blocks();
  read_units();
  find_paragraphs();
  measure_layout();
  place_paragraphs(then_of);
  mark_moves();

  std::vector<Change> changes;
  date_change(changes);
  place_rules(changes);
  section_headings(changes);
  contents_lines(changes);
  glossary_and_examples(changes);
  report_unplaced();
  if (!ok_) return r;
  report_english();
  emit(changes, r);
  r.summary = summary_;
  r.ok = ok_;
  return r;
}

void Merger::map_rules() {
  Alignment editions = map_editions(*in_.then, *in_.now);
  map_ = number_map(editions);
  for (const Unit& u : editions.units) {
    if (u.members.size() < 2) continue;
    if (u.members[0].present()) then_to_now_[u.members[0].block] = u.members[1].present() ? u.members[1].block : -1;
    if (u.members[0].present() && u.members[1].present()) {
      const Block* a = editions.block(u.members[0]);
      const Block* b = editions.block(u.members[1]);
      if (a && b && collapsed(a->text) != collapsed(b->text)) reworded_now_.insert(u.members[1].block);
    }
  }
  for (std::size_t j = 0; j < in_.now->blocks.size(); ++j) {
    const Block& b = in_.now->blocks[j];
    if (b.kind != BlockKind::kRule || !b.number.valid()) continue;
    now_order_.push_back(static_cast<std::int32_t>(j));
    now_rule_.emplace(b.number.str(), static_cast<std::int32_t>(j));
  }
  for (const auto& [then_block, now_block] : then_to_now_)
    if (now_block >= 0) continued_.insert(now_block);
  for (std::size_t k = 0; k < in_.texts->docs.size(); ++k)
    if (in_.texts->docs[k] == in_.translation) {
      excerpt_ = in_.texts->documents[k].use == DocumentUse::kExcerpt;
      break;
    }
}

std::unordered_map<std::int32_t, std::int32_t> Merger::then_blocks() {
  std::int32_t then_index = -1;
  for (std::size_t k = 0; k < in_.texts->docs.size(); ++k) {
    if (in_.texts->docs[k] == in_.translation) t_index_ = static_cast<std::int32_t>(k);
    if (in_.texts->docs[k] == in_.then) then_index = static_cast<std::int32_t>(k);
  }
  std::unordered_map<std::int32_t, std::int32_t> then_of;
  for (const Unit& u : in_.texts->units) {
    if (u.kind != UnitKind::kRule || u.members.empty() || !u.members[0].present() || u.members[0].doc != then_index) continue;
    for (std::size_t s = 1; s < u.members.size(); ++s)
      if (u.members[s].present() && u.members[s].doc == t_index_) then_of[u.members[s].block] = u.members[0].block;
  }
  return then_of;
}

void Merger::place_paragraphs(const std::unordered_map<std::int32_t, std::int32_t>& then_of) {
  fates_.assign(paragraphs_.size(), Fate{});
  for (std::size_t i = 0; i < paragraphs_.size(); ++i) {
    const Block& rule = t_.blocks[static_cast<std::size_t>(paragraphs_[i].rule)];
    auto th = then_of.find(paragraphs_[i].rule);
    if (th != then_of.end()) {
      auto nw = then_to_now_.find(th->second);
      if (nw != then_to_now_.end()) {
        fates_[i].now_block = nw->second;
        fates_[i].removed = nw->second < 0;
      }
    } else if (auto it = now_rule_.find(rule.number.str()); it != now_rule_.end() && map_.map(rule.number) == rule.number) {
      fates_[i].now_block = it->second;  // a rule the alignment left unpaired, under a number the edition keeps
    }
    if (fates_[i].now_block >= 0 && !paragraph_of_now_.emplace(fates_[i].now_block, i).second) fates_[i].now_block = -1;
  }
}

void Merger::mark_moves() {
  std::unordered_map<std::int32_t, std::size_t> now_position;
  for (std::size_t i = 0; i < now_order_.size(); ++i) now_position[now_order_[i]] = i;
  std::vector<std::size_t> seq;  // paragraph indexes with a place, in translation order
  for (std::size_t i = 0; i < paragraphs_.size(); ++i)
    if (fates_[i].now_block >= 0) seq.push_back(i);
  std::vector<std::size_t> tails, prev(seq.size(), SIZE_MAX), tail_at;
  for (std::size_t k = 0; k < seq.size(); ++k) {
    const std::size_t key = now_position[fates_[seq[k]].now_block];
    auto it = std::lower_bound(tails.begin(), tails.end(), key);
    const std::size_t pos = static_cast<std::size_t>(it - tails.begin());
    if (it == tails.end()) {
      tails.push_back(key);
      tail_at.push_back(k);
    } else {
      *it = key;
      tail_at[pos] = k;
    }
    prev[k] = pos > 0 ? tail_at[pos - 1] : SIZE_MAX;
  }
  std::vector<bool> stays(seq.size(), false);
  for (std::size_t k = tail_at.empty() ? SIZE_MAX : tail_at.back(); k != SIZE_MAX; k = prev[k]) stays[k] = true;
  for (std::size_t k = 0; k < seq.size(); ++k)
    if (!stays[k]) fates_[seq[k]].moved = true;
}

void Merger::place_rules(std::vector<Change>& changes) {
  std::map<std::size_t, std::string> after;  // paragraph index -> text inserted after its content
  std::string before_first;
  std::optional<std::size_t> last_stay;
  std::optional<std::size_t> first_stay;
  for (std::size_t i = 0; i < paragraphs_.size(); ++i)
    if (fates_[i].now_block >= 0 && !fates_[i].moved) {
      first_stay = i;
      break;
    }
  bool seen_stay = false;
  for (std::size_t pos = 0; pos < now_order_.size(); ++pos) {
    const std::int32_t nb = now_order_[pos];
    auto pit = paragraph_of_now_.find(nb);
    std::string text;
    if (pit != paragraph_of_now_.end()) {
      const std::size_t i = pit->second;
      if (!fates_[i].moved) {
        last_stay = i;
        seen_stay = true;
        continue;
      }
      text = moved_text(i);
      const Paragraph& p = paragraphs_[i];
      changes.push_back({p.gap_begin, p.content_end, "", t_.blocks[static_cast<std::size_t>(p.rule)].line});
      ++summary_.moved;
    } else {
      const Block& now = in_.now->blocks[static_cast<std::size_t>(nb)];
      const bool has_unit = targets_.count(now.number.str()) > 0;
      const bool added = !continued_.count(nb);  // no rule of the edition translated became it
      if (!has_unit && (!added || excerpt_)) continue;
      if (excerpt_ && !seen_stay) continue;
      text = new_paragraph(nb);
    }
    if (last_stay) after[*last_stay] += layout_.rule_gap + text;
    else before_first += text + layout_.rule_gap;
  }
  for (std::size_t i = 0; i < paragraphs_.size(); ++i) {
    const Paragraph& p = paragraphs_[i];
    const Block& rule = t_.blocks[static_cast<std::size_t>(p.rule)];
    if (fates_[i].removed) {
      changes.push_back({p.gap_begin, p.content_end, "", rule.line});
      ++summary_.removed;
      continue;
    }
    if (fates_[i].moved) continue;
    paragraph_changes(p, fates_[i], changes);
    if (auto it = after.find(i); it != after.end()) changes.push_back({p.content_end, p.content_end, it->second, rule.line});
  }
  if (!before_first.empty()) {
    const std::uint32_t at = first_stay ? paragraphs_[*first_stay].begin : static_cast<std::uint32_t>(src_.text.size());
    changes.push_back({at, at, before_first, 0});
  }
}

std::string Merger::moved_text(std::size_t i) {
  std::vector<Change> local;
  paragraph_changes(paragraphs_[i], fates_[i], local);
  std::sort(local.begin(), local.end(), [](const Change& a, const Change& b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
  const Paragraph& p = paragraphs_[i];
  std::string text;
  std::uint32_t at = p.begin;
  for (const Change& c : local) {
    if (c.begin < at || c.end > p.content_end) continue;
    text.append(src_.text, at, c.begin - at);
    text += c.text;
    at = c.end;
  }
  text.append(src_.text, at, p.content_end - at);
  return text;
}

void Merger::section_headings(std::vector<Change>& changes) {
  std::map<std::size_t, std::pair<int, bool>> new_section;  // heading block -> (section of its rules, all the same)
  std::size_t heading = SIZE_MAX, next = 0;
  for (std::size_t i = 0; i < paragraphs_.size(); ++i) {
    for (; next < static_cast<std::size_t>(paragraphs_[i].rule); ++next)
      if (t_.blocks[next].kind == BlockKind::kSection) heading = next;
    if (heading == SIZE_MAX || fates_[i].now_block < 0) continue;
    const int s = in_.now->blocks[static_cast<std::size_t>(fates_[i].now_block)].number.section();
    auto [it, fresh] = new_section.emplace(heading, std::pair{s, true});
    if (!fresh && it->second.first != s) it->second.second = false;
  }
  for (const auto& [k, sec] : new_section) {
    const Block& b = t_.blocks[k];
    std::string_view line = src_.line(b.line);
    const std::size_t digit = line.find_first_not_of(' ');
    if (!sec.second || sec.first == b.section || digit == std::string_view::npos || line[digit] != static_cast<char>('0' + b.section)) continue;
    const std::uint32_t at = line_start(b) + static_cast<std::uint32_t>(digit);
    changes.push_back({at, at + 1, std::string(1, static_cast<char>('0' + sec.first)), b.line});
  }
}

void Merger::contents_lines(std::vector<Change>& changes) {
  std::unordered_map<std::uint32_t, const Block*> contents_of;  // new number -> its contents line
  for (const Block& b : t_.blocks) {
    if (b.kind != BlockKind::kContents) continue;
    NumberToken tok = scan_rule_number(b.text);
    if (tok.status != NumberToken::Status::kOk || tok.number.sub() != 0) continue;
    std::optional<RuleNumber> to = map_.map(tok.number);
    const std::uint32_t start = line_start(b), end = line_end(text_end(b));
    if (!to) {
      changes.push_back({start, std::min<std::uint32_t>(end + 1, static_cast<std::uint32_t>(src_.text.size())), "", b.line});
      continue;
    }
    if (*to != tok.number) {
      const std::uint32_t at = text_begin(b);
      changes.push_back({at, at + 3, to->str(), b.line});
    }
    contents_of[to->key()] = &b;
  }
  if (contents_of.empty()) return;
  const Block* previous = nullptr;
  for (std::int32_t nb : now_order_) {
    const Block& now = in_.now->blocks[static_cast<std::size_t>(nb)];
    if (now.number.sub() != 0) continue;
    if (auto it = contents_of.find(now.number.key()); it != contents_of.end()) {
      previous = it->second;
      continue;
    }
    if (!previous || continued_.count(nb) || (excerpt_ && !targets_.count(now.number.str()))) continue;
    auto t = targets_.find(now.number.str());
    const std::string title = t != targets_.end() ? t->second.text : collapsed(now.text);
    const std::uint32_t at = line_end(text_end(*previous));
    changes.push_back({at, at, "\n" + now.number.str() + ". " + title, previous->line});
  }
}

void Merger::glossary_and_examples(std::vector<Change>& changes) {
  std::unordered_map<std::string, std::int32_t> t_entry;  // English term (of the edition translated) -> translation entry block
  for (const Unit& u : in_.texts->units) {
    if (u.kind != UnitKind::kGlossary || u.members.empty() || !u.members[0].present()) continue;
    const Document& pivot = *in_.texts->docs[static_cast<std::size_t>(u.members[0].doc)];
    const Block* english = in_.texts->block(u.members[0]);
    if (!english || english->entry < 0 || pivot.language != Language::kEn) continue;
    for (std::size_t s = 1; s < u.members.size(); ++s)
      if (u.members[s].present() && u.members[s].doc == t_index_) {
        const GlossaryEntry& g = pivot.glossary[static_cast<std::size_t>(english->entry)];
        t_entry.emplace(normalise_term(g.term), u.members[s].block);
      }
  }
  std::unordered_set<std::int32_t> glossary_replaced;
  for (auto& [id, target] : targets_) {
    if (id.rfind("glossary:", 0) != 0) continue;
    auto it = t_entry.find(normalise_term(std::string_view(id).substr(9)));
    if (it == t_entry.end()) {
      target.used = true;  // reported here
      diags_.report("merge.unused", target.package->file, target.unit->line, 0,
                    "unit " + id + ": the translation has no glossary entry for this term; merge does not place a new entry (add it by hand, under its translated term)");
      continue;
    }
    const Block& b = t_.blocks[static_cast<std::size_t>(it->second)];
    target.used = true;
    ++summary_.replaced;
    if (target.english) {
      ++summary_.english;
      summary_.english_units.push_back(id);
    }
    if (unchanged(b, target)) continue;  // its citations are renumbered below, its wrapping kept
    changes.push_back({text_begin(b), text_end(b), wrapped(&b, target.text, text_begin(b) - line_start(b), false), b.line});
    glossary_replaced.insert(it->second);
  }
  for (std::size_t k = 0; k < t_.blocks.size(); ++k) {
    const Block& b = t_.blocks[k];
    if (b.kind == BlockKind::kGlossaryEntry && !glossary_replaced.count(static_cast<std::int32_t>(k))) block_citations(b, changes);
    if (b.kind == BlockKind::kExample && (b.parent < 0 || t_.blocks[static_cast<std::size_t>(b.parent)].kind != BlockKind::kRule ||
                                          !t_.blocks[static_cast<std::size_t>(b.parent)].number.valid()))
      block_citations(b, changes);
  }
}

void Merger::report_unplaced() {
  for (auto& [id, target] : targets_)
    if (!target.used && ok_ && id.rfind("glossary:", 0) != 0) {
      // A unit for a rule the translation keeps unchanged, or for a removed rule's example: nothing to write.
      diags_.report("merge.unused", target.package->file, target.unit->line, 0,
                    "unit " + id + ": not merged (the translation has no place for it: a removed rule's example, or a rule it lacks)");
    }
}

void Merger::report_english() {
  for (const std::string& id : summary_.english_units) {
    auto it = targets_.find(id);
    if (it != targets_.end() && it->second.partial)
      diags_.report("merge.english", it->second.package->file, it->second.unit->line, 0,
                    "unit " + id + ": " + std::to_string(it->second.unit->untranslated_segments) + " of its " +
                        std::to_string(it->second.unit->segments) +
                        " segments have no target (or the source as target); the whole unit is written in English");
    else if (it != targets_.end())
      diags_.report("merge.english", it->second.package->file, it->second.unit->line, 0,
                    "unit " + id + ": the target is empty or the source; the English text is written");
    else
      diags_.report("merge.english", t_.name(), 0, 0, "rule " + id + " of the edition " + in_.now->edition +
                                                          " has no unit in the packages; the English text is written");
  }
}

}  // namespace

std::optional<std::string> target_text(const ReturnedUnit& u, std::string& problem, std::string_view id) {
  if (id.empty()) id = u.id;
  if (!u.markup.empty()) {
    problem = "holds inline markup (" + u.markup + ")";
    return std::nullopt;
  }
  std::string lf;  // CRLF and CR as line breaks
  for (std::size_t i = 0; i < u.target.size(); ++i) {
    if (u.target[i] != '\r') lf += u.target[i];
    else if (i + 1 >= u.target.size() || u.target[i + 1] != '\n') lf += '\n';
  }
  const std::string t = trim(lf);
  if (t.empty()) return t;
  for (std::size_t i = 0; i < t.size();) {
    auto [cp, len] = code_point(t, i);
    if (cp < 0) {
      problem = "holds bytes that are not UTF-8";
      return std::nullopt;
    }
    if ((cp < 0x20 && cp != '\n') || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029) {
      char hex[16];
      std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(cp));
      problem = std::string("holds the control character ") + hex;
      return std::nullopt;
    }
    // An invisible format character (bidi controls, U+200B, U+FEFF); ZWNJ, ZWJ and the soft hyphen are text.
    if (u_charType(cp) == U_FORMAT_CHAR && cp != 0x200C && cp != 0x200D && cp != 0xAD) {
      char hex[16];
      std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(cp));
      problem = std::string("holds the invisible format character ") + hex;
      return std::nullopt;
    }
    if (cp == '<' && i + 1 < t.size() && (is_ascii_alpha(t[i + 1]) || t[i + 1] == '/' || t[i + 1] == '!' || t[i + 1] == '?')) {
      problem = "holds markup (" + t.substr(i, std::min<std::size_t>(t.find('>', i) == std::string::npos ? 12 : t.find('>', i) - i + 1, 24)) + ")";
      return std::nullopt;
    }
    i += len;
  }
  std::string out;
  std::size_t start = 0;
  bool first = true;
  while (start <= t.size()) {
    std::size_t nl = t.find('\n', start);
    std::string_view line = std::string_view(t).substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    std::string l = trim(line);
    if (l.empty()) {
      problem = "holds a blank line";
      return std::nullopt;
    }
    if (first) {
      // What merge writes before the text itself: the rule's number, an example's label.
      const std::size_t hash = id.find("#ex");
      if (hash != std::string_view::npos && starts_example(l)) {
        problem = "starts with an example label (merge writes the translation's own)";
        return std::nullopt;
      }
      NumberToken tok = scan_rule_number(l);
      if (id.rfind("glossary:", 0) != 0 && tok.status == NumberToken::Status::kOk &&
          tok.number.str() == id.substr(0, hash == std::string_view::npos ? id.size() : hash)) {
        problem = "starts with its rule's number " + std::string(tok.raw) + " (merge writes the number)";
        return std::nullopt;
      }
    } else {
      NumberToken tok = scan_rule_number(l);
      if (tok.status != NumberToken::Status::kNone) {
        problem = "holds a line that reads as rule number " + std::string(tok.raw);
        return std::nullopt;
      }
      if (starts_example(l)) {
        problem = "holds a line that reads as an example";
        return std::nullopt;
      }
      out += ' ';
    }
    out += l;
    first = false;
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
  return out;
}

std::string wrap_text(std::string_view text, std::size_t width, std::size_t first, std::string_view indent, bool trailing_space) {
  if (width == 0) return std::string(text);
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t e = text.find(' ', i);
    if (e == std::string_view::npos) e = text.size();
    if (e > i) words.push_back(text.substr(i, e - i));
    i = e + 1;
  }
  // Lines as runs of words; a line that would start with an unsafe word takes the words before it along.
  std::vector<std::vector<std::string_view>> lines(1);
  std::size_t used = first;
  const std::size_t indent_width = width_of(indent);
  for (std::string_view w : words) {
    const std::size_t ww = width_of(w);
    std::vector<std::string_view>& line = lines.back();
    if (!line.empty() && used + 1 + ww > width) {
      std::vector<std::string_view> next{w};
      while (unsafe_line_start(next.front()) && line.size() > 1) {
        next.insert(next.begin(), line.back());
        line.pop_back();
      }
      if (!unsafe_line_start(next.front())) {
        used = indent_width;
        for (std::size_t k = 0; k < next.size(); ++k) used += (k ? 1 : 0) + width_of(next[k]);
        lines.push_back(std::move(next));
        continue;
      }
      line.insert(line.end(), next.begin(), next.end());  // no safe break: the words stay on this line
      used += 1 + ww;
      continue;
    }
    used += (line.empty() ? 0 : 1) + ww;
    line.push_back(w);
  }
  std::string out;
  for (std::size_t l = 0; l < lines.size(); ++l) {
    if (l) {
      if (trailing_space) out += ' ';
      out += '\n';
      out += indent;
    }
    for (std::size_t k = 0; k < lines[l].size(); ++k) {
      if (k) out += ' ';
      out += lines[l][k];
    }
  }
  return out;
}

MergeResult merge_translation(const MergeInput& in, std::span<const ReturnedPackage> packages, Diagnostics& diags) {
  Merger m(in, packages, diags);
  return m.run();
}

}  // namespace rulecorp
