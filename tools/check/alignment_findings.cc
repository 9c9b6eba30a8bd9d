// Walks the documents, then the rule units. Each finding carries, besides its message, the unit id,
// the member's language, edition, rule number and text, and the partner (the original's rule, the
// other rule of a swap, the document lacking a translation) as a related Location. Messages say
// what differs and what the translator should do ("renumber it 601.5"). A translation's missing
// rules are not reported when it is an excerpt; the rules of a translation made from another
// edition are reported once for the document, not rule by rule (its members stay marked).
#include "check/alignment_findings.h"

#include <unicode/utf8.h>

#include <cctype>
#include <functional>
#include <optional>
#include <unordered_map>

namespace rulecorp {
namespace {

// `text` cut to about 60 bytes at a character boundary, with an ellipsis when cut.
std::string excerpt(std::string_view text) {
  constexpr std::size_t kMax = 60;
  if (text.size() <= kMax) return std::string(text);
  std::int32_t i = 0;
  while (static_cast<std::size_t>(i) < kMax) {
    std::int32_t prev = i;
    UChar32 c;
    U8_NEXT(text.data(), i, static_cast<std::int32_t>(text.size()), c);
    if (static_cast<std::size_t>(i) > kMax) { i = prev; break; }
  }
  return std::string(text.substr(0, static_cast<std::size_t>(i))) + "\xE2\x80\xA6";
}

class Finder {
 public:
  explicit Finder(const Alignment& a) : a_(a) {}

  std::vector<Diagnostic> run() {
    for (std::size_t d = 0; d < a_.docs.size() && d < a_.documents.size(); ++d) document(d);
    for (const Oversized& o : a_.oversized) oversized(o);
    for (const Unit& u : a_.units)
      if (u.kind == UnitKind::kRule && a_.mode == Alignment::Mode::kLanguages) unit(u);
    return std::move(out_);
  }

 private:
  const Document& doc(std::int32_t d) const { return *a_.docs[static_cast<std::size_t>(d)]; }
  std::string pivot_code() const { return a_.slots.empty() ? std::string("en") : a_.slots[0].language; }

  // The location of a member (role given), or of a whole document when the member is absent.
  Location where(const Member& m, std::size_t slot, std::string role) const {
    Location l;
    const Document& d = doc(m.doc);
    l.file = d.name();
    l.language = slot < a_.slots.size() ? a_.slots[slot].language : std::string(language_code(d.language));
    l.edition = d.edition;
    l.role = std::move(role);
    if (const Block* b = a_.block(m)) {
      l.line = b->line;
      l.column = b->column;
      l.rule = member_number(a_, m);
      l.text = a_.text(m);
    }
    return l;
  }

  Diagnostic make(std::string_view check, const Location& at, std::string message) const {
    Diagnostic d = make_diagnostic(check, at.file, at.line, at.column, std::move(message));
    d.language = at.language;
    d.edition = at.edition;
    d.rule = at.rule;
    d.text = at.text;
    return d;
  }

  // Source::text replacement that writes `to` for the rule number member `m`'s block starts with,
  // or nullopt where that is not certain: a malformed number, or one of another shape (a letter or
  // a subrule added or dropped changes how the number is written: "601.2." against "601.2a").
  std::optional<TextReplacement> renumbering(const Member& m, const std::string& to) const {
    const Block* b = a_.block(m);
    const Document& d = doc(m.doc);
    std::optional<RuleNumber> target = RuleNumber::parse(to);
    if (!b || !d.source || b->kind != BlockKind::kRule || !b->raw_number.empty() || !b->number.valid() || !target) return std::nullopt;
    if (b->number.has_letter() != target->has_letter() || (b->number.sub() == 0) != (target->sub() == 0)) return std::nullopt;
    const Source& src = *d.source;
    if (b->line == 0 || b->line > src.line_starts.size() || b->column == 0) return std::nullopt;
    const std::string from = b->number.str();
    const std::uint32_t at = src.line_starts[b->line - 1] + b->column - 1;
    const std::string_view text = src.text;
    if (text.substr(at, from.size()) != from) return std::nullopt;
    const std::size_t e = at + from.size();
    if (e < text.size() && std::isalnum(static_cast<unsigned char>(text[e]))) return std::nullopt;
    return TextReplacement{at, static_cast<std::uint32_t>(e), target->str()};
  }

  // The fix of two rules that carry each other's numbers, `m` and `n` (one block each, of one
  // document, one right after the other). Where the numbers stand in order, the paragraphs are in
  // the wrong order: their texts are exchanged under the numbers; where they do not, the numbers
  // are exchanged. nullopt unless both rules are written exactly so.
  std::optional<Fix> exchange(const Member& m, const Member& n) const {
    const Block* x = a_.block(m);
    const Block* y = a_.block(n);
    const Document& d = doc(m.doc);
    if (!x || !y || m.doc != n.doc || !d.source || m.count != 1 || n.count != 1) return std::nullopt;
    if (y < x) std::swap(x, y);
    if (y != x + 1 || x->text.empty() || y->text.empty()) return std::nullopt;  // adjacent, no example between
    std::optional<TextReplacement> rx = renumbering(x == a_.block(m) ? m : n, y->number.str());
    std::optional<TextReplacement> ry = renumbering(y == a_.block(n) ? n : m, x->number.str());
    if (!rx || !ry) return std::nullopt;
    if (x->number.key() > y->number.key()) return make_fix(*d.source, {*rx, *ry});  // numbers out of order
    const std::string_view text = d.source->text;
    const std::uint32_t x_end = d.source_offset(*x, static_cast<std::uint32_t>(x->text.size() - 1)) + 1;
    const std::uint32_t y_end = d.source_offset(*y, static_cast<std::uint32_t>(y->text.size() - 1)) + 1;
    if (x_end <= rx->end || x_end > ry->begin || y_end <= ry->end || y_end > text.size()) return std::nullopt;
    const std::string_view between = text.substr(x_end, ry->begin - x_end);
    if (between.find_first_not_of(" \n") != std::string_view::npos) return std::nullopt;
    std::string swapped(text.substr(rx->begin, rx->end - rx->begin));
    swapped.append(text.substr(ry->end, y_end - ry->end));
    swapped.append(between);
    swapped.append(text.substr(ry->begin, ry->end - ry->begin));
    swapped.append(text.substr(rx->end, x_end - rx->end));
    return make_fix(*d.source, {{rx->begin, y_end, std::move(swapped)}});
  }

  void with_snippet(Diagnostic& d, const Member& m) const {
    const Document& dd = doc(m.doc);
    if (dd.source && d.line >= 1 && d.line <= dd.source->line_count()) d.snippet = std::string(dd.source->line(d.line));
  }

  void document(std::size_t k) {
    const DocumentInfo& info = a_.documents[k];
    const Document& d = *a_.docs[k];
    std::string lang(language_code(d.language));
    auto whole = [&](std::string_view check, std::string message) {
      Diagnostic x = make_diagnostic(check, d.name(), 0, 0, std::move(message));
      x.language = lang;
      x.edition = d.edition;
      return x;
    };
    switch (info.use) {
      case DocumentUse::kAligned: break;
      case DocumentUse::kNoPivot:
        out_.push_back(whole("align.unused", "no " + pivot_code() + " input has rules; the rules of this " + lang +
                                                 " input are left out: give the original it translates as an input"));
        break;
      case DocumentUse::kNoTranslation:
        out_.push_back(whole("align.unused", "no translation fits this edition" + (d.edition.empty() ? std::string() : " (" + d.edition + ")") +
                                                 "; its rules are left out of the alignment"));
        break;
      case DocumentUse::kExcerpt: {
        Diagnostic x = whole("align.unused", "an excerpt: " + std::to_string(info.paired) + " of the " +
                                                 std::to_string(info.partner_rules) + " rules of " + doc(info.partner).name() +
                                                 " are translated; the others are left out");
        if (info.partner >= 0) x.related.push_back(document_location(info.partner, "original"));
        out_.push_back(std::move(x));
        break;
      }
      case DocumentUse::kNotAnEdition: {
        Diagnostic x = whole("align.unused", "");
        if (info.partner >= 0) {
          const Document& p = doc(info.partner);
          x.message = "this " + lang + " text is not an edition of " + p.name() + " (" + std::string(language_code(p.language)) +
                      "), so no renumbering map is made: give two editions of one language";
          x.related.push_back(document_location(info.partner, "original"));
        } else {
          x.message = "this input has no rules; no renumbering map is made: give two editions of the rules";
        }
        out_.push_back(std::move(x));
        break;
      }
    }
    if (info.other_edition) edition_finding(k);
  }

  // A part larger than the aligner is meant for, at its first block.
  void oversized(const Oversized& o) {
    if (o.doc < 0 || static_cast<std::size_t>(o.doc) >= a_.docs.size()) return;
    const Document& d = doc(o.doc);
    const Block* b = o.block >= 0 && static_cast<std::size_t>(o.block) < d.blocks.size() ? &d.blocks[static_cast<std::size_t>(o.block)] : nullptr;
    Diagnostic x = make_diagnostic("align.oversized", d.name(), b ? b->line : 0, b ? b->column : 0, o.what);
    x.language = std::string(language_code(d.language));
    x.edition = d.edition;
    if (b) {
      Member m;
      m.doc = o.doc;
      m.block = o.block;
      m.count = 1;
      with_snippet(x, m);
    }
    out_.push_back(std::move(x));
  }

  Location document_location(std::int32_t d, std::string role) const {
    Location l;
    const Document& dd = doc(d);
    l.file = dd.name();
    l.language = std::string(language_code(dd.language));
    l.edition = dd.edition;
    l.role = std::move(role);
    return l;
  }

  // One align.edition finding for translation document `k`, naming the first of its rules that
  // carries another edition's number and the original's number for it.
  void edition_finding(std::size_t k) {
    const Document& d = *a_.docs[k];
    const DocumentInfo& info = a_.documents[k];
    std::size_t n = 0;
    const Unit* first = nullptr;
    std::size_t first_slot = 0;
    for (const Unit& u : a_.units)
      for (std::size_t s = 1; s < u.members.size(); ++s)
        if (u.members[s].present() && u.members[s].doc == static_cast<std::int32_t>(k) && u.members[s].status == UnitStatus::kEdition) {
          if (!first) { first = &u; first_slot = s; }
          ++n;
        }
    if (!first) return;
    const Member& m = first->members[first_slot];
    const Member& p = first->members[0];
    const Document& pd = doc(p.doc);
    Location here = where(m, first_slot, "translation");
    here.rule = a_.block(m)->number.str();  // as read: a malformed "02.83." is the edition's 502.83
    Location there = where(p, 0, "original");
    std::string edition = pd.edition.empty() ? std::string() : " (edition " + pd.edition + ")";
    Diagnostic x = make_diagnostic("align.edition", d.name(), 0, 0,
                                   "this " + here.language + " translation was made from another edition than " + pd.name() + edition +
                                       ": " + std::to_string(n) + " of its " + std::to_string(info.paired) +
                                       " paired rules carry another edition's numbers (its rule " + here.rule + " is " +
                                       there.language + " rule " + there.rule + " there); renumber them to that edition's "
                                       "numbers, or align the translation with the edition it was made from");
    x.unit = first->id.str();
    x.language = here.language;
    x.edition = d.edition;
    x.related.push_back(std::move(here));
    x.related.push_back(std::move(there));
    x.args = {{"translation_number", x.related[0].rule}, {"original_number", x.related[1].rule}, {"rules", std::to_string(n)}};
    if (!pd.edition.empty()) x.args.emplace_back("original_edition", pd.edition);
    out_.push_back(std::move(x));
  }

  void unit(const Unit& u) {
    const Member& p = u.members.empty() ? Member{} : u.members[0];
    for (std::size_t s = 1; s < u.members.size(); ++s) {
      const Member& m = u.members[s];
      if (!m.present() && !m.missing()) continue;
      switch (m.status) {
        case UnitStatus::kMisnumbered:
        case UnitStatus::kDuplicate:
        case UnitStatus::kSwapped: renumber(u, s); break;
        case UnitStatus::kMissing: {
          if (!p.present() || a_.documents[static_cast<std::size_t>(m.doc)].use == DocumentUse::kExcerpt) break;
          Location there = where(p, 0, "original");
          const Document& td = doc(m.doc);
          std::string lang = a_.slots[s].language;
          Diagnostic x = make("align.missing", there,
                              "rule " + there.rule + " (\"" + excerpt(there.text) + "\") has no " + lang + " translation in " +
                                  td.name() + ": translate it");
          x.unit = u.id.str();
          with_snippet(x, p);
          x.related.push_back(document_location(m.doc, "translation"));
          x.related.back().language = lang;
          x.args = {{"original_number", there.rule}, {"language", lang}};
          out_.push_back(std::move(x));
          break;
        }
        case UnitStatus::kExtra: {
          Location here = where(m, s, "translation");
          std::string original = "the original";
          std::int32_t partner = a_.documents[static_cast<std::size_t>(m.doc)].partner;
          if (partner >= 0) original = doc(partner).name();
          Diagnostic x = make("align.extra", here,
                              "rule " + here.rule + " has no counterpart in " + original + ": remove it, or give it the number of the " +
                                  pivot_code() + " rule it translates");
          x.unit = u.id.str();
          with_snippet(x, m);
          if (partner >= 0) x.related.push_back(document_location(partner, "original"));
          x.args = {{"translation_number", here.rule}};
          out_.push_back(std::move(x));
          break;
        }
        default: break;
      }
    }
  }

  // misnumbered, duplicate, swapped: the translation's rule carries another number than its original.
  void renumber(const Unit& u, std::size_t s) {
    const Member& m = u.members[s];
    const Member& p = u.members[0];
    if (!p.present()) return;
    Location here = where(m, s, "translation");
    Location there = where(p, 0, "original");
    std::string quote = " (\"" + excerpt(there.text) + "\")";
    std::string check, message;
    if (m.status == UnitStatus::kMisnumbered) {
      check = "align.misnumbered";
      message = "rule " + here.rule + " translates " + there.language + " rule " + there.rule + quote + ": renumber it " + there.rule;
    } else if (m.status == UnitStatus::kDuplicate) {
      check = "align.duplicate";
      message = "this second rule " + here.rule + " translates " + there.language + " rule " + there.rule + quote +
                ": renumber it " + there.rule;
    } else {
      check = "align.swapped";
      message = "rule " + here.rule + " translates " + there.language + " rule " + there.rule + quote + ", and the " + here.language +
                " rule numbered " + there.rule + " translates another: renumber it " + there.rule;
    }
    // The other rule of a swap: the translation's rule carrying this original's number. Two rules
    // that carry each other's numbers are one fault, reported once, at the first of them.
    std::optional<Location> other;
    const Member* exchanged = nullptr;  // a swap: the other rule, which carries this original's number
    if (m.status == UnitStatus::kSwapped) {
      for (const Unit& v : a_.units) {
        if (v.kind != UnitKind::kRule || s >= v.members.size()) continue;
        const Member& o = v.members[s];
        if (&v == &u || !o.present() || o.status != UnitStatus::kSwapped || o.doc != m.doc) continue;
        if (member_number(a_, o) != there.rule) continue;
        other = where(o, s, "swapped with");
        if (v.members[0].present() && member_number(a_, v.members[0]) == here.rule) {
          if (std::less<const Unit*>()(&v, &u)) return;  // reported at v
          Location vo = where(v.members[0], 0, "original");
          message = "rules " + here.rule + " and " + there.rule + " are swapped in " + here.language + ": " + here.language + " " +
                    here.rule + " translates " + there.language + " " + there.rule + quote + " and " + here.language + " " +
                    there.rule + " translates " + there.language + " " + here.rule + " (\"" + excerpt(vo.text) +
                    "\"): exchange their numbers";
          exchanged = &o;
        }
        break;
      }
    }
    if (!m.evidence.empty()) message += " (evidence: " + m.evidence + ")";
    Diagnostic x = make(check, here, std::move(message));
    x.unit = u.id.str();
    with_snippet(x, m);
    // The fix: this rule renumbered; a swap of two rules: both, in one fix (exchange()).
    if (exchanged) {
      x.fix = exchange(m, *exchanged);
    } else if (m.status != UnitStatus::kSwapped) {
      // Only a renumbering under the same parent is certain on its own (601.4a for 601.5a moves the
      // rule to another parent, which is a fault of the parent's too).
      std::optional<RuleNumber> to = RuleNumber::parse(there.rule);
      const Block* b = a_.block(m);
      if (to && b && to->parent() == b->number.parent())
        if (std::optional<TextReplacement> r = renumbering(m, there.rule)) x.fix = make_fix(*doc(m.doc).source, {*r});
    }
    x.related.push_back(std::move(there));
    if (other) x.related.push_back(std::move(*other));
    x.args = {{"translation_number", here.rule}, {"original_number", x.related[0].rule}};
    if (!m.evidence.empty()) x.args.emplace_back("evidence", m.evidence);
    out_.push_back(std::move(x));
  }

  const Alignment& a_;
  std::vector<Diagnostic> out_;
};

}  // namespace

std::vector<Diagnostic> alignment_findings(const Alignment& a) { return Finder(a).run(); }

}  // namespace rulecorp
