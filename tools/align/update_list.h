// The update list of a translation: every rule the newest English edition added, removed,
// renumbered or reworded since the edition the translation translates, with what the translator
// edits (the translation's rule, its place and present text) beside the English then and now and
// their word diff. align.outdated and the update TSV and HTML view all read it.
#ifndef RULECORP_ALIGN_UPDATE_LIST_H_
#define RULECORP_ALIGN_UPDATE_LIST_H_

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "align/alignment.h"
#include "common/diagnostic.h"
#include "parse/document.h"
#include "parse/rule_number.h"

namespace rulecorp {

enum class UpdateChange : std::uint8_t { kAdded, kRemoved, kRenumbered, kReworded, kRenumberedReworded };
// "added", "removed", "renumbered", "reworded", "renumbered+reworded".
std::string_view update_change_name(UpdateChange c);

// One English rule that changed, and the translation's rule that must follow it.
struct UpdateRow {
  UpdateChange change = UpdateChange::kReworded;
  RuleNumber old_number;                    // in the edition translated (invalid: added)
  RuleNumber new_number;                    // in the newest edition (invalid: removed)
  const Block* then = nullptr;              // the English rule in the edition translated (null: added)
  const Block* now = nullptr;               // the English rule in the newest edition (null: removed)
  std::string then_text, now_text;          // their texts, as aligned (a rule's blocks joined)
  std::vector<Mark> then_marks, now_marks;  // the word diff: spans of then_text dropped, of now_text new
  const Block* translation = nullptr;       // the translation's rule translating `then` (null: none)
  std::string translation_text;             // its present text
  // An added rule: the translation's rule it goes after (the one translating the nearest English
  // rule before it in the newest edition), null when it goes first.
  const Block* after = nullptr;

  // The number the row is known by: the new one, else the old one.
  RuleNumber number() const { return new_number.valid() ? new_number : old_number; }
  // True when the English text changed (reworded, alone or with a renumbering).
  bool reworded() const { return change == UpdateChange::kReworded || change == UpdateChange::kRenumberedReworded; }
};

// The update list of one translation, rows in the newest edition's order (a removed rule where it
// stood, after the rule that preceded it).
struct UpdateList {
  std::string language;                  // the translation's code ("de")
  const Document* translation = nullptr;
  const Document* then = nullptr;        // the English edition it translates
  const Document* now = nullptr;         // the newest English edition
  bool excerpt = false;                  // the translation covers part of its original: only the rules it has
  std::vector<UpdateRow> rows;

  // "de-2025-11-14": the translation's language and the edition it translates.
  std::string key() const { return language + "-" + then->edition; }
  // Where a row's translation is or goes: "cr-de.txt:812" for a rule the translation has, "after
  // de 702.123f, line 8120" (or "at the start") for an added one.
  std::string place(const UpdateRow& r) const;
};

// A word diff of two wordings: marks the words of `then` and `now` outside their common words.
using WordDiff = std::function<void(const std::string& then, const std::string& now, std::vector<Mark>& in_then,
                                    std::vector<Mark>& in_now)>;

// The update lists of every translation of `texts` (a languages alignment) paired with an English
// edition older than `newest` (one of texts.docs, same language as the partners), by the edition
// map (map_editions) from the partner to `newest`; in document order. An excerpt lists only the
// rules it has and the rules added among them (after a rule it translates, before the next).
std::vector<UpdateList> make_update_lists(const Alignment& texts, const Document& newest, const WordDiff& diff);

// The update list of translation `k` of `texts` (a languages alignment; texts.docs[k] paired with
// an English edition) brought to English edition `target`, which may be newer or older than the
// edition it translates (an edition map works both ways), made as make_update_lists makes each.
UpdateList make_update_list(const Alignment& texts, std::size_t k, const Document& target, const WordDiff& diff);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_UPDATE_LIST_H_
