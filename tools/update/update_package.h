// The update package of a translation: the work a translator does to bring the translation from
// the English edition it translates to a newer one, as units a CAT tool shows one by one (written
// as XLIFF by emit/xliff.h, read back by `rulecorp merge`). One unit per rule, example and glossary
// entry whose English text changed or is new; a rule only renumbered needs no unit (merge renumbers
// it), nor does a removed one. Each unit carries the new English (its source), the present
// translation with its citations renumbered to the new edition (its target; none for an added
// unit), and what the translator needs beside it: the change, the old number, the old English, the
// word diff and the unit's glossary terms.
#ifndef RULECORP_UPDATE_UPDATE_PACKAGE_H_
#define RULECORP_UPDATE_UPDATE_PACKAGE_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "align/alignment.h"
#include "align/update_list.h"
#include "glossary/glossary.h"
#include "parse/document.h"

namespace rulecorp {

enum class PackageUnitKind : std::uint8_t { kRule, kExample, kGlossary };
// "rule", "example" or "glossary".
std::string_view package_unit_kind_name(PackageUnitKind k);

// A glossary term of a unit's English text and its translation.
struct PackageTerm {
  std::string english;
  std::string translation;
  friend bool operator==(const PackageTerm&, const PackageTerm&) = default;
};

struct PackageUnit {
  // "702.80b" (a rule: its number in the new edition), "702.80b#ex1" (the first example under
  // 702.80b), "glossary:keyword ability" (a glossary entry: its normalised English term).
  std::string id;
  PackageUnitKind kind = PackageUnitKind::kRule;
  // kReworded, kRenumberedReworded or kAdded (a context unit: kRenumbered when its number changed,
  // else kReworded, not shown).
  UpdateChange change = UpdateChange::kReworded;
  // A neighbouring rule left as it is, shown for context: not to translate.
  bool context = false;
  std::string source;                 // the new English
  std::optional<std::string> target;  // the present translation, citations renumbered; none: to translate anew
  std::string old_number;             // the rule's number in the edition translated (an example: its rule's;
                                      // "" for an added rule and a glossary entry)
  std::string old_source;             // the English then ("" when added)
  std::string diff;                   // the English change in wdiff's notation ("" when added or a context unit)
  std::string place;                  // where the translation's text is ("cr-de.txt:812"), where an added rule
                                      // goes ("after de 702.80a, line 12206"), or "" (a unit the translation lacks)
  std::vector<PackageTerm> terms;     // glossary terms of `source`, in their order there

  // The id in the edition translated: old_number, with the example's "#exN" ("" when none; an
  // added example: its rule's old number, the rule it goes under).
  std::string old_id() const;
};

struct UpdatePackage {
  std::string language;     // the translation's language ("de")
  std::string translated;   // the English edition it translates ("2025-11-14")
  std::string file;         // the translation's file name, without folders ("cr-de.txt")
  std::string edition;      // the English edition the package brings it to ("2026-03-06")
  std::vector<PackageUnit> units;  // rules and their examples in the new edition's order, then glossary entries

  // "rulecorp-package translation=de@2025-11-14 file=cr-de.txt edition=2026-03-06": the package's
  // identity as the XLIFF header's note carries it (read back by parse_package_identity, which the package reader uses).
  std::string identity() const;
  // Units to translate (not context), those with a target, and those added.
  std::size_t to_translate() const;
};

// The identity string read back into `p`'s language, translated, file and edition; false (and `p`
// untouched) when `note` is not one.
bool parse_package_identity(std::string_view note, UpdatePackage& p);

// The block indices of the examples under rule block `rule` of `d`, in order (those whose parent it
// is, up to the next rule or section): the examples a unit "RULE#exN" counts, N from 1.
std::vector<std::int32_t> rule_examples(const Document& d, std::int32_t rule);

// The XLIFF 2 NMTOKEN form of package id `id`: '#' as '-', every character an NMTOKEN cannot hold
// (and every non-ASCII one) as one '_' ("702.80b#ex1" -> "702.80b-ex1"); never empty.
std::string xliff2_unit_id(std::string_view id);

struct PackageOptions {
  bool context = false;  // add the unchanged rules next to each changed one as context units
};

// Renumbers the citations of a text of the translation (a block's text) to the new edition.
using CitationRenumbering = std::function<std::string(const Block& block, std::string_view text)>;

// The package of `list`: its rows (reworded and added rules), the examples under every rule the
// translation has or gains whose English changed or is new, and the English glossary entries
// reworded or added (when the translation has a glossary). `texts` is the languages alignment
// `list` was made from (the translation's examples and glossary entries); `glossary` (may be
// empty) gives each unit's terms into the translation's language. Each target's citations are
// renumbered to the new edition through the edition map, in the translation's own citation form
// (update/citation_renumbering.h); `renumber`, when given, does it instead.
UpdatePackage make_update_package(const UpdateList& list, const Alignment& texts, const Glossary& glossary,
                                  const PackageOptions& options, const CitationRenumbering& renumber);

}  // namespace rulecorp

#endif  // RULECORP_UPDATE_UPDATE_PACKAGE_H_
