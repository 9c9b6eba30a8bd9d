// The alignment model: Units of blocks that say the same thing, one Member per Slot (a language,
// or an edition in a renumbering map). Status, score and evidence belong to each member (the German
// member of a unit can be right while the French one comes from another edition); a unit keeps only
// a summary of its members. Ids (UnitId, document ids) are stable and never contain a path.
// Documents are not owned: an Alignment points into the Documents it was built from, which must
// outlive it.
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
  kSwapped,      // paired by content; the translation's rules carry each other's numbers (702.62c/702.62d)
  kEdition,      // paired by content; the translation was made from another edition (numbers 502.83 for 702.80)
  kMissing,      // only the pivot has it: not translated (the member is absent)
  kExtra,        // only a translation has it
  kVariant,      // the same ruling from another document of the pivot language, often reworded
                 // ("into play" / "onto the battlefield")
  kReworded,     // editions: same number, other wording
  kRenumbered,   // editions: the rule moved to another number
  kRemoved,      // editions: only in the old edition
  kAdded,        // editions: only in the new edition
};
// "ok", "misnumbered", "duplicate", "swapped", "edition", "missing", "extra", "variant", "reworded",
// "renumbered", "removed", "added".
std::string_view unit_status_name(UnitStatus s);
// Every status, in declaration order.
const std::vector<UnitStatus>& all_unit_statuses();
// How much a status asks of a translator (a unit's summary is its members' most severe status).
int unit_status_severity(UnitStatus s);

enum class UnitKind : std::uint8_t { kRule, kRuling, kCardLine, kGlossary };
// "rule", "ruling", "card" or "glossary".
std::string_view unit_kind_name(UnitKind k);

// A unit's id, stable across runs and free of paths: a rule by its number ("702.80"), a ruling by
// its document id and position ("ruling:de-rulings:3"), a glossary entry by its normalised term
// ("glossary:abandon"), a card line "SET:number:line", an edition unit by the rule's number in each
// edition ("502.83>702.80", "702.80" when unchanged). A unit that only a non-pivot slot fills names
// that slot ("601.8@de"); a repeated id gets "#2", "#3".
class UnitId {
 public:
  UnitId() = default;
  // A rule: its number.
  static UnitId rule(std::string_view number);
  // A ruling: the id of its document and its 1-based position among the document's rulings.
  static UnitId ruling(std::string_view document_id, std::size_t position);
  // A glossary entry: `term` ICU case-folded, an "(Obsolete)" marker in any language removed.
  static UnitId glossary(std::string_view term);
  // A card line: set code, collector number, 1-based line.
  static UnitId card_line(std::string_view set, std::string_view number, std::size_t line);
  // An edition unit: the rule's number in the old and the new edition ("" when absent there).
  static UnitId edition(std::string_view old_number, std::string_view new_number);
  // This id, for a unit only slot `slot` fills ("601.8@de").
  UnitId only_in(std::string_view slot) const;
  // This id for the `n`-th unit carrying it (n >= 2: "107.17#2").
  UnitId repeat(int n) const;
  const std::string& str() const { return s_; }
  bool empty() const { return s_.empty(); }
  void clear() { s_.clear(); }
  friend bool operator==(const UnitId&, const UnitId&) = default;

 private:
  explicit UnitId(std::string s) : s_(std::move(s)) {}
  std::string s_;
};

// The normalised form of a glossary term: its term_key (parse/term_key.h), as the glossary's
// concept ids: "Bury (Veraltet)", "Bury (veraltet)" and "bury" are equal.
std::string normalise_term(std::string_view term);

// A column of the alignment: a language (a second German input is its own slot), or an edition.
struct Slot {
  std::string language;  // BCP 47 code ("en")
  int index = 1;         // 1-based among the slots of this language (or of this edition)
  std::string edition;   // renumbering maps: the document's edition ("2008-10-01"), else ""
  // "en", "de", "de-2"; for an edition slot its date ("2008-10-01", "2008-10-01-2").
  std::string key() const;
  friend bool operator==(const Slot&, const Slot&) = default;
};

// A run of consecutive blocks of one document (two for a 2-1 bead) with its own status. An absent
// member (block < 0) is either not applicable (status ok) or missing: then `doc` names the
// translation that lacks it.
struct Member {
  std::int32_t doc = -1;
  std::int32_t block = -1;
  std::int32_t count = 0;
  UnitStatus status = UnitStatus::kOk;
  double score = 1;       // 0..1 content evidence for the pairing with the pivot member (1 for the pivot)
  std::string evidence;   // what the score rests on ("rules 2/2 numbers 1/1 len 0.81")
  bool present() const { return block >= 0; }
  bool missing() const { return block < 0 && status == UnitStatus::kMissing; }
};

struct Unit {
  UnitKind kind = UnitKind::kRule;
  UnitId id;                     // unique within an Alignment
  std::vector<Member> members;   // indexed like Alignment::slots
  UnitStatus status = UnitStatus::kOk;  // summary: the members' most severe status
  double score = 1;              // summary: the least score of a paired or missing member
  std::string keyword;           // card lines: the keyword ability the line is ("Flying")
  UnitId variant_of;             // kVariant: id of the unit this one restates

  // Sets `status` and `score` from the members.
  void summarise();
};

// What became of an input document.
enum class DocumentUse : std::uint8_t {
  kAligned,        // its blocks are members of units
  kNoPivot,        // a translation with rules, but no pivot-language input has rules: left out
  kNoTranslation,  // a pivot edition no translation was made from: its rules are left out
  kExcerpt,        // a translation covering under a fifth of its original: aligned, lacks not reported
  kNotAnEdition,   // --editions: not the same text in another edition (another language): left out
};

struct DocumentInfo {
  std::string id;                    // stable: language, kind, edition, repeat ("de-rules-2025-11-14", "de-rulings-2")
  DocumentUse use = DocumentUse::kAligned;
  std::int32_t partner = -1;         // the pivot document its rules were paired with
  bool other_edition = false;        // its rules are numbered as another edition of `partner` numbers them
  std::size_t paired = 0;            // rules paired with the partner
  std::size_t partner_rules = 0;     // rules of the partner
};

// Stable ids of `docs`: "<language>-<kind>[-<edition>][-<n>]", kind rules, rulings, glossary,
// cards or text (the first the document has).
std::vector<std::string> document_ids(const std::vector<const Document*>& docs);

// A part of the input larger than the model is meant for (a card of thousands of lines, rulings
// whose counts differ by thousands): aligned all the same, by a coarser method where the exact one
// would not fit in time or memory, and reported by tools/check (align.oversized) at its first block.
struct Oversized {
  std::int32_t doc = -1;    // index into Alignment::docs
  std::int32_t block = -1;  // its first block
  std::string what;         // what it is and how it was aligned, the finding's message
};

struct Alignment {
  enum class Mode : std::uint8_t { kLanguages, kEditions, kCards };
  Mode mode = Mode::kLanguages;
  std::vector<const Document*> docs;      // every document a member may name
  std::vector<DocumentInfo> documents;    // parallel to docs
  std::vector<Slot> slots;                // member columns; slots[0] is the pivot
  std::vector<Unit> units;
  std::vector<Oversized> oversized;       // parts aligned although beyond the model's sizes

  // The joined text of a member's blocks ("" when absent): paragraphs joined by a space, card
  // lines by a line break.
  std::string text(const Member& m) const;
  // The first block of a member (nullptr when absent).
  const Block* block(const Member& m) const;
  // How many units have the summary status `s`.
  std::size_t count(UnitStatus s) const;
  // How many members (over all units) have status `s`.
  std::size_t count_members(UnitStatus s) const;
  // The slot keys, in order.
  std::vector<std::string> slot_keys() const;
};

// The number a member's first block carries as written ("02.83."; "" for unnumbered blocks).
std::string member_number(const Alignment& a, const Member& m);

// `units` with each extra inserted before units[pos] (pos == units.size() appends; extras of one
// position keep their order), and without the units whose id was cleared (merged into another).
std::vector<Unit> splice_units(std::vector<Unit> units, std::vector<std::pair<std::size_t, Unit>> extras);

// Makes every unit id unique by suffixing repeats: "107.17", "107.17#2".
void make_ids_unique(std::vector<Unit>& units);

// One line per unit for tests: "702.80 edition 0.78 en=702.80@21 fr=02.83.@3:edition de=702.80@5";
// a member's own status follows it when it is not ok, a missing member reads "fr:missing".
std::string dump(const Alignment& a);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_ALIGNMENT_H_
