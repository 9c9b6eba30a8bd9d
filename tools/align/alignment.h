// The alignment model: Units of blocks that say the same thing, one Member per slot (a language,
// or an edition in a renumbering map), each unit with a status and a content score. Documents are
// not owned: an Alignment points into the Documents it was built from, which must outlive it.
#ifndef RULECORP_ALIGN_ALIGNMENT_H_
#define RULECORP_ALIGN_ALIGNMENT_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "parse/document.h"

namespace rulecorp {

enum class UnitStatus : std::uint8_t {
  kOk,           // same number (or same position), content agrees
  kMisnumbered,  // paired by content; the translation carries another number
  kDuplicate,    // paired by content; the translation's number is used twice and this is the stray one
  kMissing,      // only the pivot has it: not translated
  kExtra,        // only a translation has it
  kVariant,      // the same ruling from another document of the pivot language, often reworded
                 // ("into play" / "onto the battlefield")
  kRenumbered,   // editions: the rule moved to another number
  kRemoved,      // editions: only in the old edition
  kAdded,        // editions: only in the new edition
};
// "ok", "misnumbered", "duplicate", "missing", "extra", "variant", "renumbered", "removed", "added".
std::string_view unit_status_name(UnitStatus s);

enum class UnitKind : std::uint8_t { kRule, kRuling, kCardLine, kGlossary };
// "rule", "ruling", "card" or "glossary".
std::string_view unit_kind_name(UnitKind k);

// A run of consecutive blocks of one document (two for a 2-1 bead); doc < 0 means absent.
struct Member {
  std::int32_t doc = -1;
  std::int32_t block = -1;
  std::int32_t count = 0;
  bool present() const { return doc >= 0; }
};

struct Unit {
  UnitKind kind = UnitKind::kRule;
  std::string id;                // rule number, "ruling:3", "DOM:6:1"; unique within an Alignment
  std::vector<Member> members;   // indexed like Alignment::slots
  UnitStatus status = UnitStatus::kOk;
  double score = 0;              // 0..1 content evidence for the pairing (1 for a lone member)
  std::string why;               // what the score rests on
  std::string keyword;           // card lines: the keyword ability the line is ("Flying")
  std::string variant_of;        // kVariant: id of the unit this one restates
};

struct Alignment {
  enum class Mode : std::uint8_t { kLanguages, kEditions, kCards };
  Mode mode = Mode::kLanguages;
  std::vector<const Document*> docs;  // every document a member may name
  std::vector<std::string> slots;     // member key: "en", "de", "de#2", or an edition date
  std::vector<std::string> slot_languages;  // BCP 47 code of each slot ("en")
  std::vector<Unit> units;

  // The joined text of a member's blocks ("" when absent).
  std::string text(const Member& m) const;
  // The first block of a member (nullptr when absent).
  const Block* block(const Member& m) const;
  // How many units have status `s`.
  std::size_t count(UnitStatus s) const;
};

// `units` with each extra inserted before units[pos] (pos == units.size() appends; extras of one
// position keep their order), and without the units whose id was cleared (merged into another).
std::vector<Unit> splice_units(std::vector<Unit> units, std::vector<std::pair<std::size_t, Unit>> extras);

// Makes every unit id unique by suffixing repeats: "107.17", "107.17#2".
void make_ids_unique(std::vector<Unit>& units);

// One line per unit for tests: "702.80a ok 0.93 en=702.80a@5 de=702.80a@7".
std::string dump(const Alignment& a);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_ALIGNMENT_H_
