// The translation of a new English edition made from the present translation and the returned
// update package(s): rules in the new edition's order with its numbers, the package's targets in
// place of reworded and added rules, removed rules dropped, every citation renumbered, the header's
// effective date the new edition's, and every other byte of the input as it was. The result is a
// set of Edits (tools/edit) on the translation's input; nothing is written here.
#ifndef RULECORP_UPDATE_MERGE_H_
#define RULECORP_UPDATE_MERGE_H_

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "align/alignment.h"
#include "common/diagnostic.h"
#include "edit/edit_set.h"
#include "parse/document.h"
#include "update/package_reader.h"

namespace rulecorp {

// What merge works on: the translation, the English edition it translates, the edition it is
// brought to, and the languages alignment that pairs the translation's rules with the first's.
struct MergeInput {
  const Alignment* texts = nullptr;  // languages alignment holding `translation` and `then`
  const Document* translation = nullptr;
  const Document* then = nullptr;    // the English edition the translation translates (its partner)
  const Document* now = nullptr;     // the English edition it is brought to (the packages' edition)
};

struct MergeSummary {
  std::size_t replaced = 0;          // rules, examples and glossary entries given a package's target
  std::size_t english = 0;           // of those and the added ones: written with the English text (empty target, or target = source)
  std::size_t added = 0;             // rules inserted (new in the edition)
  std::size_t examples_added = 0;    // examples inserted under a rule
  std::size_t renumbered = 0;        // rules given their new number
  std::size_t removed = 0;           // rules dropped (with their examples)
  std::size_t moved = 0;             // rules moved to their place in the new order
  std::size_t citations = 0;         // citation numbers renumbered
  std::size_t kept_citations = 0;    // citations of removed rules left as written
  std::size_t outdated = 0;          // reworded rules no package gave a target for: their present text kept
  std::size_t context_units = 0;     // translate="no" units skipped
  bool date = false;                 // the header's effective date changed
  std::vector<std::string> english_units;  // ids written in English, in order
};

struct MergeResult {
  EditSet edits;        // on translation->source->name, in its input's bytes
  MergeSummary summary;
  bool ok = false;      // false: an error was reported; nothing must be written
};

// The merge of `packages` into `in.translation`; errors (merge.package, merge.unit, merge.target,
// merge.inexact), warnings (merge.citation, merge.unused, merge.package for a package naming another
// translation file) and notes (merge.english) go to `diags`, each naming the package file, line and
// unit or the translation's line.
MergeResult merge_translation(const MergeInput& in, std::span<const ReturnedPackage> packages, Diagnostics& diags);

// A target as merge writes it: white space at the ends trimmed, single line breaks joined with a
// space; nullopt with `problem` set when it would break the text (bytes that are not UTF-8, markup,
// a control or invisible format character, a blank line, a later line that reads as a rule number or
// an example, a first line starting with the unit's own rule number or an example's label). `id` is
// the unit's package id ("" = u.id).
std::optional<std::string> target_text(const ReturnedUnit& u, std::string& problem, std::string_view id = {});

// Greedy wrap of `text` into lines of at most `width` code points (the first `first` shorter),
// continuation lines starting with `indent`, each broken line ending with a space when
// `trailing_space`; never breaks before a word that would read as a rule number or an example at
// the start of a line. `width` 0: one line.
std::string wrap_text(std::string_view text, std::size_t width, std::size_t first, std::string_view indent, bool trailing_space);

}  // namespace rulecorp

#endif  // RULECORP_UPDATE_MERGE_H_
