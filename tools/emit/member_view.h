// One presentation of an alignment member, shared by every align writer (TMX, TSV, CSV, JSON), so
// that the formats cannot drift apart: what a member is called (rule number, glossary term, card
// name), its text, where it is, its edition and its own status, score and evidence.
#ifndef RULECORP_EMIT_MEMBER_VIEW_H_
#define RULECORP_EMIT_MEMBER_VIEW_H_

#include <cstdint>
#include <optional>
#include <string>

#include "align/alignment.h"

namespace rulecorp {

struct MemberView {
  std::string slot;       // the slot key ("en", "de-2", "2008-10-01")
  std::string language;   // BCP 47 code of the slot
  std::string number;     // rules: the number as written ("02.83."); else ""
  std::string term;       // glossary entries: the term; card lines: the card's name; else ""
  std::string text;       // the member's text (blocks joined by a space); "" when missing
  std::string file;       // the document's name as the user gave it ("" when missing: see missing_from)
  std::uint32_t line = 0, column = 0;
  std::int32_t blocks = 0;  // how many blocks the member joins (2 for a 2-1 bead)
  std::string edition;    // the document's edition, when known
  std::string document;   // the stable document id ("de-rules-2025-11-14")
  std::string status;     // the member's own status ("ok", "misnumbered", "missing", ...)
  double score = 1;       // 0..1, rounded to three decimals
  std::string evidence;   // what the score rests on
  bool missing = false;   // absent because not translated; `missing_from` names the translation
  std::string missing_from;

  // "number" when a rule, else the term, else "".
  const std::string& label() const { return number.empty() ? term : number; }
  // "file:line", or "" when the member is missing.
  std::string source() const;
};

// The view of member `slot` of `u`; nullopt when that slot has no member (absent and not missing).
std::optional<MemberView> view_member(const Alignment& a, const Unit& u, std::size_t slot);

// A score as the writers print it: three decimals ("0.782").
std::string format_score(double score);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_MEMBER_VIEW_H_
