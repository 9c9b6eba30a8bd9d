// The update package: the rows of an UpdateList (reworded and added rules) become rule units; the
// edition map from the edition translated to the new one (map_editions) pairs each rule's examples
// by their place under it (the first with the first) and the English glossary entries by their
// normalised term, which gives the example and glossary units the UpdateList does not list; the
// languages alignment gives the translation's rule, example and glossary entry for each, whose text
// becomes the target with its citations renumbered through the same edition map. Terms
// are found by the words of the source: a glossary term whose English words occur in a row
// (case aside, a plural "s"/"es" on its last word allowed), terms inside a longer one left out,
// only the terms the rules themselves give (headings, the CR glossary, definitions, glosses).
// Invariant: a unit exists only for an English text that changed (white space aside) or is new,
// of a rule, example or entry the translation has or gains; units follow the new edition's order
// (a rule before its examples), glossary entries after them in the English glossary's order.
#include "update/update_package.h"

#include <algorithm>
#include <filesystem>
#include <unordered_map>
#include <utility>

#include "align/edition_map.h"
#include "align/history.h"
#include "align/word_diff.h"
#include "update/citation_renumbering.h"

namespace rulecorp {
namespace {

// The length of the punctuation mark or space `s` starts with that is not ASCII: the quotation
// marks, dashes and ellipsis of U+2010..U+2026, guillemets and the no-break space; else 0.
std::size_t unicode_separator(std::string_view s) {
  const auto b = [&s](std::size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0u; };
  if (b(0) == 0xE2 && b(1) == 0x80 && b(2) >= 0x90 && b(2) <= 0xA6) return 3;
  if (b(0) == 0xC2 && (b(1) == 0xA0 || b(1) == 0xAB || b(1) == 0xBB)) return 2;
  return 0;
}

// Words of a text for term matching: runs of letters, digits, apostrophes and other non-ASCII
// characters, ASCII letters lowered; typographic quotes and dashes part words as ASCII ones do.
std::vector<std::string> words_of(std::string_view s) {
  std::vector<std::string> out;
  std::string w;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t sep = c >= 0x80 ? unicode_separator(s.substr(i)) : 0;
    const bool word = sep == 0 && (c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\'');
    if (word) {
      w += c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : s[i];
      continue;
    }
    if (sep) i += sep - 1;
    if (!w.empty()) {
      out.push_back(std::move(w));
      w.clear();
    }
  }
  if (!w.empty()) out.push_back(std::move(w));
  return out;
}

// The glossary's terms of one language pair, by their first English word.
class TermFinder {
 public:
  TermFinder(const Glossary& g, std::string_view language) {
    for (const Concept& c : g.concepts) {
      const Term* en = c.term("en");
      const Term* tr = c.term(language);
      if (!en || !tr || en->variants.empty() || tr->variants.empty()) continue;
      // Only the rules' own terms: a concept known from card data or co-occurrence alone is
      // mostly a card's name or a word ("Will", "Serra"), which would crowd the unit's terms.
      const bool rules_term = std::any_of(c.evidence.begin(), c.evidence.end(), [](const TermEvidence& e) {
        return e.source == TermSource::kHeading || e.source == TermSource::kCrGlossary || e.source == TermSource::kDefinition ||
               e.source == TermSource::kGloss;
      });
      if (!rules_term && !c.evidence.empty()) continue;
      std::vector<std::string> w = words_of(en->text());
      if (w.empty()) continue;
      const std::string first = w.front();
      by_first_[first].push_back({std::move(w), {en->text(), tr->text()}});
    }
  }

  // The terms of `text` in their order there, each once; a term inside a longer one found at the
  // same words is left out.
  std::vector<PackageTerm> find(std::string_view text) const {
    const std::vector<std::string> words = words_of(text);
    struct Match {
      std::size_t begin, end;
      const PackageTerm* term;
    };
    std::vector<Match> matches;
    for (std::size_t i = 0; i < words.size(); ++i) {
      auto it = by_first_.find(words[i]);
      if (it == by_first_.end()) it = by_first_.find(singular(words[i]));
      if (it == by_first_.end()) continue;
      for (const Entry& e : it->second) {
        if (i + e.words.size() > words.size()) continue;
        bool ok = true;
        for (std::size_t k = 0; ok && k < e.words.size(); ++k) {
          const std::string& w = words[i + k];
          ok = w == e.words[k] || (k + 1 == e.words.size() && plural_of(w, e.words[k]));
        }
        if (ok) matches.push_back({i, i + e.words.size(), &e.term});
      }
    }
    std::vector<PackageTerm> out;
    for (const Match& m : matches) {
      const bool inside = std::any_of(matches.begin(), matches.end(), [&m](const Match& o) {
        return &o != &m && o.begin <= m.begin && m.end <= o.end && o.end - o.begin > m.end - m.begin;
      });
      if (inside || std::find(out.begin(), out.end(), *m.term) != out.end()) continue;
      out.push_back(*m.term);
    }
    return out;
  }

  // The translation of English term `english` (compared by its words), or "".
  std::string translation(std::string_view english) const {
    const std::vector<std::string> w = words_of(english);
    if (w.empty()) return {};
    auto it = by_first_.find(w.front());
    if (it == by_first_.end()) return {};
    for (const Entry& e : it->second)
      if (e.words == w) return e.term.translation;
    return {};
  }

 private:
  static bool plural_of(const std::string& w, const std::string& term_word) {
    return w.size() > term_word.size() && w.starts_with(term_word) &&
           (w.substr(term_word.size()) == "s" || w.substr(term_word.size()) == "es");
  }
  static std::string singular(const std::string& w) {
    if (w.size() > 3 && w.ends_with("es")) return w.substr(0, w.size() - 1);  // tried as "...e" first word
    if (w.size() > 2 && w.ends_with('s')) return w.substr(0, w.size() - 1);
    return w;
  }
  struct Entry {
    std::vector<std::string> words;
    PackageTerm term;
  };
  std::unordered_map<std::string, std::vector<Entry>> by_first_;
};

}  // namespace

std::string_view package_unit_kind_name(PackageUnitKind k) {
  switch (k) {
    case PackageUnitKind::kRule: return "rule";
    case PackageUnitKind::kExample: return "example";
    case PackageUnitKind::kGlossary: return "glossary";
  }
  return "rule";
}

std::string PackageUnit::old_id() const {
  if (old_number.empty() || (kind == PackageUnitKind::kExample && change == UpdateChange::kAdded)) return old_number;
  const std::size_t hash = id.find("#ex");
  return kind == PackageUnitKind::kExample && hash != std::string::npos ? old_number + id.substr(hash) : old_number;
}

std::string UpdatePackage::identity() const {
  return "rulecorp-package translation=" + language + "@" + translated + " file=" + file + " edition=" + edition;
}

std::vector<std::int32_t> rule_examples(const Document& d, std::int32_t rule) {
  std::vector<std::int32_t> out;
  if (rule < 0) return out;
  for (auto k = static_cast<std::size_t>(rule) + 1; k < d.blocks.size(); ++k) {
    const Block& b = d.blocks[k];
    if (b.kind == BlockKind::kRule || b.kind == BlockKind::kSection) break;
    if (b.kind == BlockKind::kExample && b.parent == rule) out.push_back(static_cast<std::int32_t>(k));
  }
  return out;
}

std::string xliff2_unit_id(std::string_view id) {
  auto nmtoken = [](unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_' || c == ':';
  };
  std::string out;
  for (const char ch : id) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '#') out += '-';
    else if (nmtoken(c)) out += static_cast<char>(c);
    else if (c < 0x80 || (c & 0xC0) == 0xC0) out += '_';  // one '_' per character, not per byte
  }
  return out.empty() ? "_" : out;
}

std::size_t UpdatePackage::to_translate() const {
  return static_cast<std::size_t>(std::count_if(units.begin(), units.end(), [](const PackageUnit& u) { return !u.context; }));
}

bool parse_package_identity(std::string_view note, UpdatePackage& p) {
  constexpr std::string_view kHead = "rulecorp-package translation=", kFile = " file=", kEdition = " edition=";
  while (!note.empty() && (note.front() == ' ' || note.front() == '\n' || note.front() == '\r' || note.front() == '\t')) note.remove_prefix(1);
  while (!note.empty() && (note.back() == ' ' || note.back() == '\n' || note.back() == '\r' || note.back() == '\t')) note.remove_suffix(1);
  if (!note.starts_with(kHead)) return false;
  const std::size_t file = note.find(kFile), edition = note.rfind(kEdition);
  if (file == std::string_view::npos || edition == std::string_view::npos || edition < file) return false;
  const std::string_view translation = note.substr(kHead.size(), file - kHead.size());
  const std::size_t at = translation.find('@');
  if (at == std::string_view::npos || at == 0) return false;
  p.language = std::string(translation.substr(0, at));
  p.translated = std::string(translation.substr(at + 1));
  p.file = std::string(note.substr(file + kFile.size(), edition - file - kFile.size()));
  p.edition = std::string(note.substr(edition + kEdition.size()));
  return true;
}

UpdatePackage make_update_package(const UpdateList& list, const Alignment& texts, const Glossary& glossary,
                                  const PackageOptions& options, const CitationRenumbering& renumber) {
  const Document& t = *list.translation;
  const Document& then = *list.then;
  const Document& now = *list.now;
  UpdatePackage p;
  p.language = list.language;
  p.translated = then.edition;
  p.file = t.source ? std::filesystem::path(t.source->name).filename().string() : t.name();
  p.edition = now.edition;
  const TermFinder terms(glossary, list.language);
  // The translation's rules and their examples and glossary entries cite rules of the edition
  // translated: every old rule's new number (none when removed, whose citation is kept).
  const Alignment m = map_editions(then, now);
  const NumberMap numbers = number_map(m);
  auto target_of = [&](const Block& b) {
    if (renumber) return renumber(b, b.text);
    return apply_replacements(b.text, renumber_citations(b.text, b.citations, numbers).replacements);
  };
  auto place_of = [&](const Block& b) { return p.file + ":" + std::to_string(b.line); };

  // The translation's rule (block index) for each rule block of `then`, and its glossary entry for
  // each normalised English term.
  std::int32_t k = -1, then_doc = -1;
  for (std::size_t i = 0; i < texts.docs.size(); ++i) {
    if (texts.docs[i] == &t) k = static_cast<std::int32_t>(i);
    if (texts.docs[i] == &then) then_doc = static_cast<std::int32_t>(i);
  }
  std::unordered_map<std::int32_t, std::int32_t> translated;
  std::unordered_map<std::string, std::int32_t> translated_entry;
  for (const Unit& u : texts.units) {
    if (u.members.empty() || !u.members[0].present()) continue;
    const Block* english = texts.block(u.members[0]);
    for (std::size_t s = 1; s < u.members.size(); ++s) {
      const Member& member = u.members[s];
      if (!member.present() || member.doc != k) continue;
      if (u.kind == UnitKind::kRule && u.members[0].doc == then_doc) translated[u.members[0].block] = member.block;
      if (u.kind == UnitKind::kGlossary && english) translated_entry.emplace(normalise_term(english->term), member.block);
    }
  }
  std::unordered_map<const Block*, const UpdateRow*> row_of;
  for (const UpdateRow& r : list.rows)
    if (r.now) row_of[r.now] = &r;

  // The new edition's rules in order, each with the old rule it continues (-1: added).
  std::vector<std::pair<std::int32_t, std::int32_t>> now_rules;
  for (const Unit& u : m.units)
    if (u.members.size() >= 2 && u.members[1].present())
      now_rules.emplace_back(u.members[1].block, u.members[0].present() ? u.members[0].block : -1);
  std::sort(now_rules.begin(), now_rules.end());

  // Units per position in the new edition; whether the translation has the rule there.
  std::vector<std::vector<PackageUnit>> at(now_rules.size());
  std::vector<std::int32_t> translation_rule(now_rules.size(), -1);
  for (std::size_t i = 0; i < now_rules.size(); ++i) {
    const auto [nb, ob] = now_rules[i];
    const Block& nblock = now.blocks[static_cast<std::size_t>(nb)];
    auto tr = ob >= 0 ? translated.find(ob) : translated.end();
    translation_rule[i] = tr == translated.end() ? -1 : tr->second;
    auto row_it = row_of.find(&nblock);
    const UpdateRow* row = row_it == row_of.end() ? nullptr : row_it->second;
    const bool added = row && row->change == UpdateChange::kAdded;
    if (!added && translation_rule[i] < 0) continue;  // the translation lacks it (or the excerpt does not reach it)
    const std::string number = nblock.number.str();
    const bool renumbered = ob >= 0 && then.blocks[static_cast<std::size_t>(ob)].number != nblock.number;
    if (row && (row->reworded() || added)) {
      PackageUnit u;
      u.id = number;
      u.kind = PackageUnitKind::kRule;
      u.change = row->change;
      u.source = row->now_text;
      if (row->translation) {
        u.target = target_of(*row->translation);
        u.place = place_of(*row->translation);
      } else if (added) {  // where it goes
        u.place = row->after ? "after " + list.language + " " + row->after->number.str() + ", line " + std::to_string(row->after->line)
                             : "at the start of " + p.file;
      }
      if (row->then) {
        u.old_number = row->old_number.str();
        u.old_source = row->then_text;
        u.diff = diff_text(word_diff(row->then_text, row->now_text));
      }
      u.terms = terms.find(u.source);
      at[i].push_back(std::move(u));
    }
    // The examples under the rule, by their place under it.
    const std::vector<std::int32_t> ne = rule_examples(now, nb), te = rule_examples(then, ob),
                                    tx = rule_examples(t, translation_rule[i]);
    for (std::size_t e = 0; e < ne.size(); ++e) {
      const Block& nx = now.blocks[static_cast<std::size_t>(ne[e])];
      PackageUnit u;
      u.id = number + "#ex" + std::to_string(e + 1);
      u.kind = PackageUnitKind::kExample;
      u.source = std::string(nx.text);
      if (e < te.size()) {
        const Block& ox = then.blocks[static_cast<std::size_t>(te[e])];
        if (collapsed(ox.text) == collapsed(nx.text)) continue;
        u.change = renumbered ? UpdateChange::kRenumberedReworded : UpdateChange::kReworded;
        u.old_number = then.blocks[static_cast<std::size_t>(ob)].number.str();
        u.old_source = std::string(ox.text);
        u.diff = diff_text(word_diff(ox.text, nx.text));
        if (e < tx.size()) {
          const Block& txb = t.blocks[static_cast<std::size_t>(tx[e])];
          u.target = target_of(txb);
          u.place = place_of(txb);
        }
      } else {
        u.change = UpdateChange::kAdded;
        if (ob >= 0) u.old_number = then.blocks[static_cast<std::size_t>(ob)].number.str();
      }
      u.terms = terms.find(u.source);
      at[i].push_back(std::move(u));
    }
  }

  // Context: the rule of each position with units, and the rules before and after it, that are
  // not units themselves and that the translation has.
  std::vector<bool> context(now_rules.size(), false);
  if (options.context)
    for (std::size_t i = 0; i < now_rules.size(); ++i) {
      if (at[i].empty()) continue;
      for (std::size_t j = i > 0 ? i - 1 : 0; j <= i + 1 && j < now_rules.size(); ++j) context[j] = true;
    }
  for (std::size_t i = 0; i < now_rules.size(); ++i) {
    const bool rule_unit = !at[i].empty() && at[i].front().kind == PackageUnitKind::kRule;
    if (context[i] && !rule_unit && translation_rule[i] >= 0) {
      const Block& nblock = now.blocks[static_cast<std::size_t>(now_rules[i].first)];
      const Block& oblock = then.blocks[static_cast<std::size_t>(now_rules[i].second)];
      const Block& tblock = t.blocks[static_cast<std::size_t>(translation_rule[i])];
      PackageUnit u;
      u.id = nblock.number.str();
      u.kind = PackageUnitKind::kRule;
      u.context = true;
      u.change = oblock.number != nblock.number ? UpdateChange::kRenumbered : UpdateChange::kReworded;
      u.source = std::string(nblock.text);
      u.target = target_of(tblock);
      u.old_number = oblock.number.str();
      u.place = place_of(tblock);
      u.terms = terms.find(u.source);
      p.units.push_back(std::move(u));
    }
    for (PackageUnit& u : at[i]) p.units.push_back(std::move(u));
  }

  // The glossary entries, when the translation has a glossary.
  const bool has_glossary = std::any_of(t.glossary.begin(), t.glossary.end(), [](const GlossaryEntry& e) { return e.see.empty(); });
  if (!has_glossary) return p;
  std::unordered_map<std::string, const GlossaryEntry*> old_entries;
  for (const GlossaryEntry& e : then.glossary)
    if (e.see.empty()) old_entries.emplace(normalise_term(e.term), &e);
  for (const GlossaryEntry& e : now.glossary) {
    if (!e.see.empty() || e.block < 0) continue;
    const Block& nb = now.blocks[static_cast<std::size_t>(e.block)];
    const std::string key = normalise_term(e.term);
    PackageUnit u;
    u.id = "glossary:" + key;
    u.kind = PackageUnitKind::kGlossary;
    u.source = std::string(nb.text);
    auto old = old_entries.find(key);
    if (old != old_entries.end()) {
      const Block& ob = then.blocks[static_cast<std::size_t>(old->second->block)];
      if (collapsed(ob.text) == collapsed(nb.text)) continue;
      u.change = UpdateChange::kReworded;
      u.old_source = std::string(ob.text);
      u.diff = diff_text(word_diff(ob.text, nb.text));
      auto tr = translated_entry.find(key);
      if (tr != translated_entry.end()) {
        const Block& tb = t.blocks[static_cast<std::size_t>(tr->second)];
        u.target = target_of(tb);
        u.place = place_of(tb);
      }
    } else {
      u.change = UpdateChange::kAdded;
    }
    u.terms.push_back({std::string(e.term), terms.translation(e.term)});
    for (PackageTerm& term : terms.find(u.source))
      if (std::find(u.terms.begin(), u.terms.end(), term) == u.terms.end()) u.terms.push_back(std::move(term));
    p.units.push_back(std::move(u));
  }
  return p;
}

}  // namespace rulecorp
