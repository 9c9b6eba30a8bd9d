// Runs every check over a languages alignment in two passes: the symbol correspondence of each
// language pair is learned from all aligned pairs first (a spelling is judged against what the whole
// corpus does); then each unit's translation members go through the cross-reference, number,
// symbol, untranslated-text, card-name, quotation-mark, balance, enumeration, lone-word and
// keyword-kind checks, each document's text goes through the entity check, and the terminology check reads
// every translated text at once (a rendering is judged against the run's other renderings and the
// glossary), and so does the spelling check, the original's texts too. A translation of an older
// edition gets align.edition once, xref.stale for citations renumbered since and its update list
// (align.outdated). Content findings get the translation's
// file, line and column of their first marked span here. Invariant: units are cut into ranges on the
// `jobs` threads, each with its own findings, joined in unit order and then sorted by document,
// line, column and check, so the output does not depend on the thread count. A finding whose
// replacement is certain gets its fix here too, mapped from the text it was found in to the input.
#include "check/checker.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <unordered_set>
#include <utility>

#include "align/update_list.h"
#include "align/word_diff.h"
#include "check/alignment_findings.h"
#include "check/balance.h"
#include "check/citation_titles.h"
#include "check/content_pair.h"
#include "check/cross_references.h"
#include "check/entities.h"
#include "check/keyword_kind.h"
#include "check/lists.h"
#include "check/lone_words.h"
#include "check/numbers.h"
#include "check/quotes.h"
#include "check/spelling.h"
#include "check/symbols.h"
#include "check/terms.h"
#include "check/untranslated.h"
#include "check/words.h"
#include "common/parallel.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

// The blocks of a member, with the examples that belong to its rules (a rule's examples follow it).
std::vector<const Block*> blocks_with_examples(const Alignment& a, const Member& m) {
  std::vector<const Block*> out;
  if (!m.present()) return out;
  const Document& d = *a.docs[static_cast<std::size_t>(m.doc)];
  auto first = static_cast<std::size_t>(m.block);
  auto last = first + static_cast<std::size_t>(std::max<std::int32_t>(m.count, 1));
  for (std::size_t i = first; i < last && i < d.blocks.size(); ++i) {
    out.push_back(&d.blocks[i]);
    if (d.blocks[i].kind != BlockKind::kRule) continue;
    for (std::size_t j = i + 1; j < d.blocks.size() && d.blocks[j].kind == BlockKind::kExample &&
                                d.blocks[j].parent == static_cast<std::int32_t>(i);
         ++j)
      out.push_back(&d.blocks[j]);
  }
  return out;
}

// The source position of byte `offset` of a member's joined text (Alignment::text joins its blocks
// with one space); the member's start when the offset cannot be mapped.
Position member_position(const Alignment& a, const Member& m, std::uint32_t offset) {
  const Document& d = *a.docs[static_cast<std::size_t>(m.doc)];
  const Block& first = d.blocks[static_cast<std::size_t>(m.block)];
  Position start{first.line, first.column};
  if (!d.source) return start;
  std::uint32_t at = 0;
  for (std::int32_t i = 0; i < std::max<std::int32_t>(m.count, 1); ++i) {
    const Block& b = d.blocks[static_cast<std::size_t>(m.block + i)];
    auto len = static_cast<std::uint32_t>(b.text.size());
    if (offset < at + len) return d.source->position(d.source_offset(b, offset - at));
    at += len + 1;
  }
  return start;
}

// The fix making `replacements` (offsets in a member's joined text, as member_position reads it) in
// the input, or nullopt where one cannot be mapped exactly (Document::fix).
std::optional<Fix> member_fix(const Alignment& a, const Member& m, std::vector<TextReplacement> replacements) {
  const Document& d = *a.docs[static_cast<std::size_t>(m.doc)];
  if (!d.source || replacements.empty()) return std::nullopt;
  for (TextReplacement& r : replacements) {
    std::uint32_t at = 0;
    bool mapped = false;
    for (std::int32_t i = 0; i < std::max<std::int32_t>(m.count, 1) && !mapped; ++i) {
      const Block& b = d.blocks[static_cast<std::size_t>(m.block + i)];
      auto len = static_cast<std::uint32_t>(b.text.size());
      if (r.begin >= at && r.end <= at + len) {
        std::optional<TextReplacement> in = d.in_source(b, {r.begin - at, r.end - at, r.text});
        if (!in) return std::nullopt;
        r = std::move(*in);
        mapped = true;
      }
      at += len + 1;
    }
    if (!mapped) return std::nullopt;
  }
  return make_fix(*d.source, std::move(replacements));
}

// The byte span of rule number `number` written as a token inside [from, to) of `text`, or nullopt.
std::optional<Mark> number_in(std::string_view text, std::uint32_t from, std::uint32_t to, const std::string& number) {
  std::string_view range = text.substr(from, to - from);
  for (std::size_t p = range.find(number); p != std::string_view::npos; p = range.find(number, p + 1)) {
    std::size_t e = p + number.size();
    bool left_ok = p == 0 || !(std::isdigit(static_cast<unsigned char>(range[p - 1])) || range[p - 1] == '.');
    bool right_ok = e >= range.size() || !std::isalnum(static_cast<unsigned char>(range[e]));
    if (left_ok && right_ok) return Mark{static_cast<std::uint32_t>(from + p), static_cast<std::uint32_t>(from + e)};
  }
  return std::nullopt;
}

std::string code_of(const Alignment& a, std::size_t slot, const Member& m) {
  if (slot < a.slots.size() && !a.slots[slot].language.empty()) return a.slots[slot].language;
  return std::string(language_code(a.docs[static_cast<std::size_t>(m.doc)]->language));
}

// How a message names a member: its rule number as written ("702.80b"), a glossary entry by its
// term ("“Edelmut”"), a ruling by its position ("ruling 3"), anything else by its unit id.
std::string member_label(const Alignment& a, const Unit& u, const Member& m) {
  const Block* b = a.block(m);
  if (b && b->kind == BlockKind::kRule) return member_number(a, m);
  if (b && b->kind == BlockKind::kGlossaryEntry) {
    const Document& d = *a.docs[static_cast<std::size_t>(m.doc)];
    std::string_view term = b->entry >= 0 && static_cast<std::size_t>(b->entry) < d.glossary.size()
                                ? d.glossary[static_cast<std::size_t>(b->entry)].term
                                : b->term;
    if (!term.empty()) return "\u201c" + std::string(term) + "\u201d";
  }
  const std::string& id = u.id.str();
  if (b && b->kind == BlockKind::kRuling && id.rfind("ruling:", 0) == 0) return "ruling " + id.substr(id.rfind(':') + 1);
  return id;
}

class Checker {
 public:
  Checker(const Alignment& a, const CheckResources& r, unsigned jobs) : a_(a), r_(r), jobs_(jobs) {}

  std::vector<Diagnostic> run() {
    if (a_.mode == Alignment::Mode::kLanguages && !a_.slots.empty()) {
      prepare_texts();
      learn_symbols();
      prepare_cross_references();
      // Task 0 is the terminology check (the longest single task, so it starts first); tasks 1..n
      // are ranges of units, each with its own untranslated-text finder (not thread-safe). Every
      // task writes only its own slot; the slots are joined in the serial order.
      const std::size_t ranges = unit_ranges();
      std::set<std::string> slot_languages;  // term.spelling: a task per language, after the ranges
      for (const auto& slot : a_.slots) slot_languages.insert(slot.language);
      for (const Document* d : a_.docs) slot_languages.insert(std::string(language_code(d->language)));
      const std::vector<std::string> spelled(slot_languages.begin(), slot_languages.end());
      std::vector<std::vector<Diagnostic>> found(ranges + 1 + spelled.size());
      run_parallel(0, found.size(), jobs_, [&](std::size_t k) {
        if (k == 0) return terms(found[0]);
        if (k > ranges) return spelling(spelled[k - ranges - 1], found[k]);
        std::size_t first = a_.units.size() * (k - 1) / ranges, last = a_.units.size() * k / ranges;
        // Each range its own readers: the number reader's first construction in the process builds
        // ICU's spell-out tables, then on a thread of the units, beside the terminology task.
        UntranslatedFinder untranslated;
        NumberReader numbers;
        for (std::size_t i = first; i < last; ++i) unit(i, untranslated, numbers, found[k]);
      });
      std::size_t total = 0;
      for (const auto& f : found) total += f.size();
      out_.reserve(total);
      for (std::size_t k = 1; k <= ranges; ++k)
        for (Diagnostic& d : found[k]) out_.push_back(std::move(d));
      // A word term.inconsistent already reports as a near spelling of the glossary is not reported twice.
      std::set<std::tuple<std::string, std::uint32_t, std::uint32_t>> near;
      for (const Diagnostic& d : found[0]) near.insert({d.file, d.line, d.column});
      for (Diagnostic& d : found[0]) out_.push_back(std::move(d));
      for (std::size_t k = ranges + 1; k < found.size(); ++k)
        for (Diagnostic& d : found[k])
          if (!near.count({d.file, d.line, d.column})) out_.push_back(std::move(d));
      group_shifted_citations(out_);  // xref.shifted: one finding per block of citations shifted alike
      older_editions();
    }
    for (Diagnostic& d : alignment_findings(a_)) out_.push_back(std::move(d));
    for (const Document* d : a_.docs) append(out_, check_entities(*d));  // text.entity, per document
    citation_titles();
    // A finding on the original that several translations' checks made is reported once.
    std::set<std::tuple<std::string, std::uint32_t, std::uint32_t>> seen;
    std::erase_if(out_, [&](const Diagnostic& d) {
      return d.check == "xref.stale" && !a_.slots.empty() && d.language == a_.slots[0].language &&
             !seen.emplace(d.file, d.line, d.column).second;
    });
    sort();
    return std::move(out_);
  }

 private:
  struct Pair {
    const Member* original;
    const Member* translation;
    std::size_t slot;
  };

  // The text pairs of a unit: the pivot member against each present translation member.
  std::vector<Pair> pairs(const Unit& u) const {
    std::vector<Pair> out;
    if (u.members.empty() || !u.members[0].present()) return out;
    for (std::size_t s = 1; s < u.members.size(); ++s)
      if (u.members[s].present()) out.push_back({&u.members[0], &u.members[s], s});
    return out;
  }

  // Units whose texts are translations of each other sentence by sentence (card lines follow the
  // printing, often older than the English Oracle text, so their content is not compared).
  static bool compared(const Unit& u) { return u.kind != UnitKind::kCardLine; }

  // Consecutive ranges of the units for the parallel passes: one when jobs_ is 1, else sixteen
  // per thread, so that the ranges left when a long task (the terms') ends are short.
  std::size_t unit_ranges() const {
    return jobs_ <= 1 ? 1 : std::min<std::size_t>(a_.units.size(), std::size_t{16} * jobs_);
  }

  // The text (Alignment::text) and the label of every present member of every compared unit, made
  // once on jobs_ threads (each unit's slots written by one task) and only read after, by every
  // check. A member of one block views its block's text (stable: the document's); only a member of
  // several blocks is joined, into joined_; each distinct label is held once, in label_pool_.
  void prepare_texts() {
    first_.assign(a_.units.size() + 1, 0);
    for (std::size_t i = 0; i < a_.units.size(); ++i) first_[i + 1] = first_[i] + a_.units[i].members.size();
    texts_.resize(first_.back());
    labels_.resize(first_.back());
    label_pool_.resize(unit_ranges());
    joined_.resize(unit_ranges());
    const std::size_t ranges = unit_ranges();
    run_parallel(0, ranges, jobs_, [&](std::size_t r) {
      std::unordered_set<std::string>& pool = label_pool_[r];
      for (std::size_t i = a_.units.size() * r / ranges, last = a_.units.size() * (r + 1) / ranges; i < last; ++i) {
        const Unit& u = a_.units[i];
        if (!compared(u)) continue;
        for (std::size_t s = 0; s < u.members.size(); ++s) {
          const Member& m = u.members[s];
          if (!m.present()) continue;
          const std::size_t at = first_[i] + s;
          if (m.count == 1) {
            texts_[at] = a_.block(m)->text;
          } else if (m.count > 1) {
            joined_[r].push_back(a_.text(m));  // a deque: what it holds never moves
            texts_[at] = joined_[r].back();
          }
          labels_[at] = *pool.insert(member_label(a_, u, m)).first;
        }
      }
    });
  }

  void learn_symbols() {
    for (std::size_t i = 0; i < a_.units.size(); ++i) {
      const Unit& u = a_.units[i];
      if (!compared(u)) continue;
      for (const Pair& p : pairs(u))
        symbols_[code_of(a_, p.slot, *p.translation)].learn(texts_[first_[i]], texts_[first_[i] + p.slot]);
    }
    for (auto& [lang, s] : symbols_) s.finish();  // from here on the learners are only read
  }

  // Builds the cross-reference checker of every (original, translation) document pair that a rule
  // or glossary unit pairs, before the units are checked in parallel (then they are only read).
  void prepare_cross_references() {
    for (const Unit& u : a_.units) {
      if (u.kind != UnitKind::kRule && u.kind != UnitKind::kGlossary) continue;
      for (const Pair& p : pairs(u)) build_xref_checker(p.original->doc, p.translation->doc);
    }
  }

  // The findings of one unit, into `out`. Called from several threads at once: it only reads the
  // checker (the symbol learners are finished, so their check() only reads too).
  void unit(std::size_t index, UntranslatedFinder& untranslated, const NumberReader& numbers, std::vector<Diagnostic>& out) {
    const Unit& u = a_.units[index];
    if (u.status == UnitStatus::kVariant) variant(u, out);
    if (!compared(u)) return;
    // Quotation marks and their balance in every member in its own language (the pivot's included).
    const std::string_view* texts = texts_.data() + first_[index];  // the unit's, by slot
    const std::string_view* labels = labels_.data() + first_[index];
    for (std::size_t s = 0; s < u.members.size(); ++s) {
      const Member& m = u.members[s];
      if (!m.present()) continue;
      std::string_view text = texts[s];
      std::string_view label = labels[s];
      std::string lang = code_of(a_, s, m);
      ContentPair self{text, lang, text, lang, label};
      std::vector<Diagnostic> own = check_quotes(self);
      append(own, check_balance(self));
      if (u.kind == UnitKind::kGlossary) append(own, check_keyword_kind(self));
      for (Diagnostic& d : own) {
        d.related.clear();  // the text is its own "original" here
        if (d.check == "typography.quotes") d.fix = member_fix(a_, m, quote_fix(text, lang));
        place(std::move(d), u, m, s, out);
      }
      // The examples of a rule (blocks of their own, not in the member's text) are read for balance too.
      for (const Block* b : blocks_with_examples(a_, m)) {
        if (b->kind != BlockKind::kExample) continue;
        ContentPair example{b->text, lang, b->text, lang, label};
        for (Diagnostic& d : check_balance(example)) place_in_block(std::move(d), u, m, *b, s, out);
      }
      // A translated text with no original beside it (German rulings given alone) is still read
      // for English left in it and for English card names.
      bool paired = s > 0 && u.members[0].present();
      if (paired || code_language(lang) == Language::kEn) continue;
      ContentPair alone{"", "en", text, lang, label};
      std::vector<Diagnostic> found = untranslated.check(alone);
      if (r_.card_names) append(found, r_.card_names->check(alone));
      for (Diagnostic& d : found) {
        d.related.clear();
        place(std::move(d), u, m, s, out);
      }
    }
    for (const Pair& p : pairs(u)) {
      std::string_view original = texts[0];
      std::string_view translation = texts[p.slot];
      std::string olang = code_of(a_, 0, *p.original), tlang = code_of(a_, p.slot, *p.translation);
      ContentPair cp{original, olang, translation, tlang, labels[p.slot]};
      std::vector<Diagnostic> found = numbers.check(cp);
      append(found, symbols_.at(tlang).check(cp));
      append(found, untranslated.check(cp));
      append(found, check_lists(cp));
      append(found, check_lone_words(cp));
      if (r_.card_names) append(found, r_.card_names->check(cp));
      for (Diagnostic& d : found) place(std::move(d), u, *p.translation, p.slot, out, p.original);
      cross_references(u, p, out);
    }
  }

  // term.inconsistent and term.missing over every translated text (and every text of another
  // language than English read alone), each finding placed at its text, with an example of the
  // preferred form as related location; into `out`.
  void terms(std::vector<Diagnostic>& out) const {
    struct Ref {
      const Unit* unit;
      const Member* member;
      std::size_t slot;
      const Member* original;
    };
    // Every rendering: a translated text, with its original when there is one. A text without a
    // character beside an original without one (a rule that is a number alone) renders nothing and
    // is left out. Counted first, so the vectors are made at their size.
    auto each = [&](auto&& visit) {
      for (std::size_t i = 0; i < a_.units.size(); ++i) {
        const Unit& u = a_.units[i];
        if (!compared(u)) continue;
        for (std::size_t s = 0; s < u.members.size(); ++s) {
          const Member& m = u.members[s];
          if (!m.present()) continue;
          std::string lang = code_of(a_, s, m);
          if (code_language(lang) == Language::kEn) continue;  // the original (and its other editions) is not a rendering
          const Member* original = s > 0 && u.members[0].present() ? &u.members[0] : nullptr;
          if (texts_[first_[i] + s].empty() && (!original || texts_[first_[i]].empty())) continue;
          visit(i, u, s, m, std::move(lang), original);
        }
      }
    };
    std::size_t count = 0;
    each([&](auto&&...) { ++count; });
    std::vector<TermText> texts;
    std::vector<Ref> refs;
    texts.reserve(count);
    refs.reserve(count);
    each([&](std::size_t i, const Unit& u, std::size_t s, const Member& m, std::string lang, const Member* original) {
      texts.push_back({std::move(lang), texts_[first_[i] + s], original ? texts_[first_[i]] : std::string_view(),
                       std::string(labels_[first_[i] + s]), u.kind == UnitKind::kGlossary});
      refs.push_back({&u, &m, s, original});
    });
    for (TermFinding& f : check_terms(texts, r_.glossary, jobs_)) {
      const Ref& at = refs[f.at];
      if (f.example) {
        const Ref& ex = refs[*f.example];
        const Document& d = *a_.docs[static_cast<std::size_t>(ex.member->doc)];
        Position p = member_position(a_, *ex.member, f.example_mark.begin);
        Location l;
        l.file = d.name();
        l.line = p.line;
        l.column = p.column;
        l.language = code_of(a_, ex.slot, *ex.member);
        l.edition = d.edition;
        l.rule = member_number(a_, *ex.member);
        if (l.rule.empty()) l.rule = ex.unit->id.str();
        l.role = "example";
        l.text = texts[*f.example].text;
        l.marks.push_back(f.example_mark);
        f.diagnostic.related.push_back(std::move(l));
      }
      if (!f.fix.empty()) f.diagnostic.fix = member_fix(a_, *at.member, std::move(f.fix));
      place(std::move(f.diagnostic), *at.unit, *at.member, at.slot, out, at.original);
    }
  }

  // term.spelling over every text of `language` of every compared unit, the original's too, with
  // the card lines' words as accepted vocabulary; each finding placed at its text, into `out`.
  void spelling(const std::string& language, std::vector<Diagnostic>& out) const {
    // A text without a character has no word to spell and is left out; but a language whose every
    // text is empty keeps one, so a missing dictionary is still named. Counted first, so the
    // vectors are made at their size.
    std::optional<std::pair<std::size_t, std::size_t>> empty_one;
    auto each = [&](auto&& visit) {
      for (std::size_t i = 0; i < a_.units.size(); ++i) {
        const Unit& u = a_.units[i];
        for (std::size_t s = 0; s < u.members.size(); ++s) {
          const Member& m = u.members[s];
          if (!m.present() || code_of(a_, s, m) != language) continue;
          std::string_view text = !compared(u) ? (a_.block(m) ? a_.block(m)->text : std::string_view()) : texts_[first_[i] + s];
          if (text.empty() && (!compared(u) || s == 0 || !u.members[0].present() || texts_[first_[i]].empty())) {
            if (!empty_one) empty_one.emplace(i, s);
            continue;
          }
          visit(i, s);
        }
      }
    };
    std::size_t count = 0;
    each([&](std::size_t, std::size_t) { ++count; });
    std::vector<SpellingText> texts;
    std::vector<std::pair<std::size_t, std::size_t>> refs;  // unit, slot
    texts.reserve(count ? count : 1);
    refs.reserve(count ? count : 1);
    auto add = [&](std::size_t i, std::size_t s) {
      const Unit& u = a_.units[i];
      const Member& m = u.members[s];
      if (!compared(u)) {  // card data: its words are accepted, never checked
        const Block* b = a_.block(m);
        if (b) texts.push_back({code_of(a_, s, m), b->text, {}, {}, false});
        refs.emplace_back(i, s);
        return;
      }
      std::string_view original = s > 0 && u.members[0].present() ? texts_[first_[i]] : std::string_view();
      texts.push_back({code_of(a_, s, m), texts_[first_[i] + s], original, std::string(labels_[first_[i] + s]), true});
      refs.emplace_back(i, s);
    };
    each(add);
    if (texts.empty() && empty_one) add(empty_one->first, empty_one->second);
    for (SpellingFinding& f : check_spelling(texts, r_.glossary)) {
      if (f.at >= refs.size()) {  // a dictionary missing
        out.push_back(std::move(f.diagnostic));
        continue;
      }
      const Unit& u = a_.units[refs[f.at].first];
      const Member& m = u.members[refs[f.at].second];
      if (!f.fix.empty()) f.diagnostic.fix = member_fix(a_, m, std::move(f.fix));
      const Member* original = refs[f.at].second > 0 && u.members[0].present() ? &u.members[0] : nullptr;
      place(std::move(f.diagnostic), u, m, refs[f.at].second, out, original);
    }
  }

  static void append(std::vector<Diagnostic>& into, std::vector<Diagnostic> more) {
    for (Diagnostic& d : more) into.push_back(std::move(d));
  }

  // Gives a content finding its position (first mark, else the member's start), snippet, unit,
  // language, edition and rule, and the original's position to its related location; appends it to `out`.
  void place(Diagnostic d, const Unit& u, const Member& m, std::size_t slot, std::vector<Diagnostic>& out,
             const Member* original = nullptr) const {
    const Document& doc = *a_.docs[static_cast<std::size_t>(m.doc)];
    Position at = member_position(a_, m, d.marks.empty() ? 0 : d.marks.front().begin);
    d.file = doc.name();
    d.line = at.line;
    d.column = at.column;
    if (doc.source && at.line >= 1 && at.line <= doc.source->line_count()) d.snippet = std::string(doc.source->line(at.line));
    if (!u.id.str().empty()) d.unit = u.id.str();  // a content check's unit is the message's label
    if (d.language.empty()) d.language = code_of(a_, slot, m);
    d.edition = doc.edition;
    d.rule = member_number(a_, m);
    if (original && !d.related.empty()) {
      Location& l = d.related.front();
      const Document& od = *a_.docs[static_cast<std::size_t>(original->doc)];
      Position op = member_position(a_, *original, l.marks.empty() ? 0 : l.marks.front().begin);
      l.file = od.name();
      l.line = op.line;
      l.column = op.column;
      if (l.language.empty()) l.language = code_of(a_, 0, *original);
      l.edition = od.edition;
      l.rule = member_number(a_, *original);
    }
    out.push_back(std::move(d));
  }

  // As place(), for a finding on the text of block `b` of member `m`'s document (an example).
  void place_in_block(Diagnostic d, const Unit& u, const Member& m, const Block& b, std::size_t slot,
                      std::vector<Diagnostic>& out) const {
    const Document& doc = *a_.docs[static_cast<std::size_t>(m.doc)];
    Position at{b.line, b.column};
    if (doc.source && !d.marks.empty()) at = doc.source->position(doc.source_offset(b, d.marks.front().begin));
    d.file = doc.name();
    d.line = at.line;
    d.column = at.column;
    if (doc.source && at.line >= 1 && at.line <= doc.source->line_count()) d.snippet = std::string(doc.source->line(at.line));
    if (!u.id.str().empty()) d.unit = u.id.str();
    if (d.language.empty()) d.language = code_of(a_, slot, m);
    d.edition = doc.edition;
    d.rule = member_number(a_, m);
    d.related.clear();
    out.push_back(std::move(d));
  }

  void cross_references(const Unit& u, const Pair& p, std::vector<Diagnostic>& out) const {
    if (u.kind != UnitKind::kRule && u.kind != UnitKind::kGlossary) return;
    const CrossReferenceChecker& c = *xref_.at(std::make_pair(p.original->doc, p.translation->doc));
    std::vector<const Block*> ob = blocks_with_examples(a_, *p.original), tb = blocks_with_examples(a_, *p.translation);
    for (Diagnostic& d : c.check(ob, tb)) {
      if (d.unit.empty()) d.unit = u.id.str();
      out.push_back(std::move(d));
    }
  }

  // Builds the checker of one (original, translation) document pair unless there is one, with the
  // translation's own renumberings (members the aligner paired with another number).
  void build_xref_checker(std::int32_t original, std::int32_t translation) {
    auto key = std::make_pair(original, translation);
    if (xref_.count(key)) return;
    std::vector<std::pair<RuleNumber, RuleNumber>> renumbered;
    for (const Unit& u : a_.units) {
      if (u.kind != UnitKind::kRule || u.members.empty() || !u.members[0].present()) continue;
      for (std::size_t s = 1; s < u.members.size(); ++s) {
        const Member& m = u.members[s];
        if (!m.present() || m.doc != translation || u.members[0].doc != original) continue;
        const Block* tb = a_.block(m);
        const Block* ob = a_.block(u.members[0]);
        if (tb && ob && tb->number.valid() && ob->number.valid() && !(tb->number == ob->number))
          renumbered.emplace_back(tb->number, ob->number);
      }
    }
    auto made = std::make_unique<CrossReferenceChecker>(*a_.docs[static_cast<std::size_t>(original)],
                                                        *a_.docs[static_cast<std::size_t>(translation)], r_.history,
                                                        renumbered);
    xref_.emplace(key, std::move(made));
  }

  // xref.title (and the original's xref.dangling and xref.stale) on each document's own citations:
  // the translations and the newest edition of the original, not the older editions given. A
  // translation's title finding at a citation the cross-reference check already reports is left out.
  void citation_titles() {
    if (a_.mode != Alignment::Mode::kLanguages || a_.slots.empty()) return;
    const std::string& pivot = a_.slots[0].language;
    std::string newest;
    for (const Document* d : a_.docs)
      if (language_code(d->language) == pivot) newest = std::max(newest, d->edition);
    std::set<std::tuple<std::string, std::uint32_t, std::uint32_t>> cited;
    for (const Diagnostic& d : out_)
      if (d.check.rfind("xref.", 0) == 0) {
        cited.emplace(d.file, d.line, d.column);
        for (const Location& l : d.related)
          if (l.role == "member") cited.emplace(l.file, l.line, l.column);
      }
    for (std::size_t k = 0; k < a_.docs.size(); ++k) {
      const Document& d = *a_.docs[k];
      const bool original = language_code(d.language) == pivot;
      if ((k < a_.documents.size() && a_.documents[k].other_edition) || (original && d.edition != newest)) continue;
      for (Diagnostic& f : check_citation_titles(d, original ? r_.history : nullptr, original))
        if (original || !cited.count({f.file, f.line, f.column})) out_.push_back(std::move(f));
    }
  }

  // ruling.variant: a ruling of another document of the original's language that restates one of
  // the original's rulings with other wording.
  void variant(const Unit& u, std::vector<Diagnostic>& out) const {
    if (u.members.empty() || !u.members[0].present()) return;
    const Member& m = u.members[0];
    const Unit* of = nullptr;
    for (const Unit& other : a_.units)
      if (other.id == u.variant_of) of = &other;
    Diagnostic d;
    d.check = "ruling.variant";
    d.severity = check_info(d.check).severity;
    d.text = a_.text(m);
    std::string where;
    if (of && !of->members.empty() && of->members[0].present()) {
      const Member& om = of->members[0];
      const Document& od = *a_.docs[static_cast<std::size_t>(om.doc)];
      const Block* ob = a_.block(om);
      Location l;
      l.file = od.name();
      l.line = ob->line;
      l.column = ob->column;
      l.language = code_of(a_, 0, om);
      l.edition = od.edition;
      l.rule = of->id.str();
      l.role = "restated";
      l.text = a_.text(om);
      where = " " + l.file + ":" + std::to_string(l.line);
      d.related.push_back(std::move(l));
      d.args.emplace_back("restates", of->id.str());
    }
    d.message = "this ruling restates the ruling at" + (where.empty() ? std::string(" another place") : where) +
                " in other words (score " + std::to_string(static_cast<int>(m.score * 100 + 0.5)) +
                "%): keep one wording, or make sure both say the same";
    place(std::move(d), u, m, 0, out);
  }

  // Translations paired with an older edition of the original than the newest one in the history:
  // one align.edition finding per document, and xref.stale for each citation whose rule has
  // another number in the newest edition (right in the edition translated, stale in the current).
  void older_editions() {
    const History* h = r_.history;
    if (!h || h->size() < 2) return;
    std::size_t newest = h->size() - 1;
    for (std::size_t k = 0; k < a_.documents.size(); ++k) {
      const DocumentInfo& info = a_.documents[k];
      if (info.partner < 0 || static_cast<std::size_t>(info.partner) == k || info.other_edition) continue;
      const Document& t = *a_.docs[k];
      const Document& p = *a_.docs[static_cast<std::size_t>(info.partner)];
      auto from = h->edition_at(p.edition);
      if (!from || *from >= newest || h->edition(*from).date != p.edition) continue;
      const std::string& now = h->edition(newest).date;
      std::string lang(language_code(t.language));
      Diagnostic d = make_diagnostic("align.edition", t.name(), 0, 0,
                                     "this " + lang + " text was translated from the " + p.edition +
                                         " edition (its rules pair with " + p.name() + "); the newest edition is " + now +
                                         ": update the translation to it");
      d.language = lang;
      d.edition = p.edition;
      Location l;
      l.file = p.name();
      l.language = std::string(language_code(p.language));
      l.edition = p.edition;
      l.role = "original";
      d.related.push_back(std::move(l));
      d.args = {{"translated-from", p.edition}, {"newest", now}};
      out_.push_back(std::move(d));
      stale_against_newest(t, *from, newest);
      update_list(k);
    }
  }

  // align.outdated, the translator's update list: one finding per row of the translation's
  // UpdateList (the resources' lists, else made here), at the translation's rule (an added rule:
  // at the rule it goes after), with the translation's present text and the English then and now.
  void update_list(std::size_t k) {
    if (!r_.updates && !own_updates_) own_updates_ = update_lists_here();
    const std::vector<UpdateList>& lists = r_.updates ? *r_.updates : *own_updates_;
    const Document& t = *a_.docs[k];
    for (const UpdateList& list : lists)
      if (list.translation == &t)
        for (const UpdateRow& r : list.rows) out_.push_back(outdated(list, r));
  }

  // The align.outdated finding of one row of an update list.
  Diagnostic outdated(const UpdateList& list, const UpdateRow& r) const {
    const Document& t = *list.translation;
    const Document& then = *list.then;
    const Document& now = *list.now;
    const std::string old_no = r.then ? r.old_number.str() : std::string(), new_no = r.now ? r.new_number.str() : std::string();
    std::string what;
    switch (r.change) {
      case UpdateChange::kRenumbered: what = "renumbered " + old_no + " \u2192 " + new_no; break;
      case UpdateChange::kRenumberedReworded: what = "renumbered " + old_no + " \u2192 " + new_no + ", reworded"; break;
      case UpdateChange::kReworded: what = "reworded"; break;
      case UpdateChange::kRemoved: what = "removed"; break;
      case UpdateChange::kAdded: what = "added"; break;
    }
    const std::string rule = r.number().str();
    Diagnostic d;
    d.check = "align.outdated";
    d.severity = check_info(d.check).severity;
    d.message = then.language == Language::kEn ? "en " + rule : rule;
    d.message += " was " + what + " in the " + now.edition + " edition (the " + list.language + " text translates " +
                 then.edition + "): update the translation";
    if (r.change == UpdateChange::kAdded) d.message += " (" + list.place(r) + ")";
    d.args = {{"change", std::string(update_change_name(r.change))}, {"old", old_no}, {"new", new_no}, {"since", then.edition}};
    auto location = [](const Document& doc, const Block* b, const std::string& text, const std::vector<Mark>& marks,
                       const char* role) {
      Location l;
      l.file = doc.name();
      l.line = b ? b->line : 0;
      l.column = b ? b->column : 0;
      l.language = std::string(language_code(doc.language));
      l.edition = doc.edition;
      l.rule = b ? b->number.str() : std::string();
      l.role = role;
      l.text = text;
      l.marks = marks;
      return l;
    };
    if (r.now) d.related.push_back(location(now, r.now, r.now_text, r.now_marks, "newest"));
    else d.related.push_back(location(then, r.then, r.then_text, {}, "removed"));
    if (r.then && r.now) d.related.push_back(location(then, r.then, r.then_text, r.then_marks, "translated"));
    d.unit = rule;
    d.language = list.language;
    d.file = t.name();
    d.edition = t.edition;
    const Block* at = r.translation ? r.translation : r.after;
    if (at) {  // where its text starts
      Position p = t.source ? t.source->position(t.source_offset(*at, 0)) : Position{at->line, at->column};
      d.line = p.line;
      d.column = p.column;
      if (t.source && p.line >= 1 && p.line <= t.source->line_count()) d.snippet = std::string(t.source->line(p.line));
    }
    if (r.translation) {
      d.rule = r.translation->number.str();
      d.text = r.translation_text;
    }
    return d;
  }

 public:
  // The update lists of the translations of older editions than the newest in the history (its
  // last edition, among the aligned documents), with the checks' word diff; none without one.
  std::vector<UpdateList> update_lists_here() {
    const History* h = r_.history;
    if (!h || h->size() < 2 || a_.mode != Alignment::Mode::kLanguages || a_.docs.empty()) return {};
    const std::string& now = h->edition(h->size() - 1).date;
    // The newest edition of the rules: of the pivot language's documents of that date (rulings and
    // card files can carry it too), the one with the most rules.
    const Document* newest = nullptr;
    std::size_t most = 0;
    for (const Document* d : a_.docs) {
      if (language_code(d->language) != a_.slots[0].language || d->edition != now) continue;
      std::size_t rules = 0;
      for (const Block& b : d->blocks) rules += b.kind == BlockKind::kRule && b.number.valid();
      if (rules > most) {
        most = rules;
        newest = d;
      }
    }
    if (!newest) return {};
    // The rows' diffs are the shared word diff's (align/word_diff.h).
    return make_update_lists(a_, *newest, [this](const std::string& a, const std::string& b, std::vector<Mark>& in_a,
                                                 std::vector<Mark>& in_b) { word_diff(a, b, in_a, in_b); });
  }

 private:
  // Marks what the word diff (align/word_diff.h) deletes from `a` and inserts into `b`.
  static void word_diff(const std::string& a, const std::string& b, std::vector<Mark>& in_a, std::vector<Mark>& in_b) {
    const std::vector<DiffOp> ops = rulecorp::word_diff(a, b);
    for (DiffSpan s : diff_spans(ops, a, true)) in_a.push_back({s.begin, s.end});
    for (DiffSpan s : diff_spans(ops, b, false)) in_b.push_back({s.begin, s.end});
  }

  void stale_against_newest(const Document& t, std::size_t from, std::size_t newest) {
    const History& h = *r_.history;
    std::string lang(language_code(t.language));
    for (const Block& b : t.blocks) {
      if (b.kind != BlockKind::kRule && b.kind != BlockKind::kExample && b.kind != BlockKind::kGlossaryEntry) continue;
      for (const Citation& c : b.citations) {
        if (c.kind != Citation::Kind::kRule) continue;
        for (RuleNumber x : c.rules) {
          if (!h.has(from, x)) continue;
          std::optional<RuleNumber> y = h.follow(x, from, newest);
          if (!y || *y == x) continue;
          const NumberRun* run = h.former_number(x, *y, newest);
          std::string until = run && run->last + 1 < h.size() ? h.edition(run->last + 1).date : h.edition(newest).date;
          std::string title(h.title(newest, *y));
          Position at = t.source ? t.source->position(t.source_offset(b, c.begin)) : Position{b.line, b.column};
          Diagnostic d = make_diagnostic("xref.stale", t.name(), at.line, at.column,
                                         lang + " " + (b.kind == BlockKind::kRule ? b.number.str() : std::string(b.term)) +
                                             " cites " + x.str() + ", the number of " + y->str() +
                                             (title.empty() ? std::string() : " (\u201c" + title + "\u201d)") + " before the " +
                                             until + " edition: cite " + y->str() + " when you update the translation");
          if (t.source && at.line >= 1 && at.line <= t.source->line_count()) d.snippet = std::string(t.source->line(at.line));
          d.language = lang;
          d.edition = t.edition;
          d.rule = b.kind == BlockKind::kRule ? b.number.str() : std::string(b.term);
          d.text = std::string(b.text);
          d.suggestion = y->str();
          d.args = {{"cited", x.str()}, {"expected", y->str()}, {"edition", until}};
          if (std::optional<Mark> m = number_in(b.text, c.begin, c.end, x.str()); m && !range_end(b.text, m->begin, m->end))
            d.fix = t.fix(b, {{m->begin, m->end, y->str()}});
          out_.push_back(std::move(d));
        }
      }
    }
  }

  void sort() {
    std::map<std::string, std::size_t, std::less<>> order;
    for (const Document* d : a_.docs) order.emplace(d->name(), order.size());
    auto rank = [&](const Diagnostic& d) {
      auto it = order.find(d.file);
      return it == order.end() ? order.size() : it->second;
    };
    std::stable_sort(out_.begin(), out_.end(), [&](const Diagnostic& x, const Diagnostic& y) {
      std::size_t rx = rank(x), ry = rank(y);
      if (rx != ry) return rx < ry;
      if (x.line != y.line) return x.line < y.line;
      if (x.column != y.column) return x.column < y.column;
      return x.check < y.check;
    });
  }

  const Alignment& a_;
  const CheckResources& r_;
  const unsigned jobs_;  // threads for the units and the terms (1: all on the calling thread)
  std::vector<Diagnostic> out_;
  // Per unit and slot, at first_[unit] + slot (first_[k]: the members of the units before unit k):
  // the member's text and its label (prepare_texts; empty for absent members and for units not
  // compared), and the texts joined from several blocks (texts_ views them).
  std::vector<std::size_t> first_;
  std::vector<std::string_view> texts_;
  std::vector<std::string_view> labels_;                     // views into label_pool_
  std::vector<std::deque<std::string>> joined_;              // per range of prepare_texts: the joined texts
  std::vector<std::unordered_set<std::string>> label_pool_;  // per range of prepare_texts: each distinct label once
  std::map<std::string, SymbolCorrespondence, std::less<>> symbols_;  // translation language -> learner (finished)
  std::optional<std::vector<UpdateList>> own_updates_;  // the update lists when the resources have none
  std::map<std::pair<std::int32_t, std::int32_t>, std::unique_ptr<CrossReferenceChecker>> xref_;
};

}  // namespace

std::vector<Diagnostic> run_checks(const Alignment& a, const CheckResources& resources, unsigned jobs) {
  if (jobs == 0) jobs = std::max(1u, std::thread::hardware_concurrency());
  return Checker(a, resources, jobs).run();
}

std::vector<UpdateList> update_lists(const Alignment& a, const History* history) {
  CheckResources r;
  r.history = history;
  return Checker(a, r, 1).update_lists_here();
}

void drop_subsumed(std::vector<Diagnostic>& findings) {
  std::set<std::pair<std::string, std::uint32_t>> duplicate, renumbered;
  for (const Diagnostic& d : findings) {
    if (d.check == "align.duplicate") duplicate.insert({d.file, d.line});
    if (d.check == "align.swapped" || d.check == "align.misnumbered") {
      renumbered.insert({d.file, d.line});
      for (const Location& l : d.related)
        if (l.role == "swapped with") renumbered.insert({l.file, l.line});
    }
  }
  std::erase_if(findings, [&](const Diagnostic& d) {
    return (d.check == "numbering.duplicate" && duplicate.count({d.file, d.line})) ||
           (d.check == "numbering.order" && renumbered.count({d.file, d.line}));
  });
}

}  // namespace rulecorp
