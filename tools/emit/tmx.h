// The `rulecorp align --format tmx` output: TMX 1.4 (valid against the TMX 1.4 DTD), one <tu> per
// unit with tuid = the unit id, one <tuv> per present member, <prop>s for the unit's summary
// (status, score, kind, the slots missing a translation) and per tuv the member's own status,
// score, evidence, rule number or term, edition, document id and source file:line.
#ifndef RULECORP_EMIT_TMX_H_
#define RULECORP_EMIT_TMX_H_

#include <ostream>
#include <string>
#include <string_view>

#include "align/alignment.h"

namespace rulecorp {

// Streams `a` as TMX 1.4 into `out` (UTF-8 XML, deterministic), one <tu> at a time.
void write_tmx(const Alignment& a, std::ostream& out);

// `s` with every character XML 1.0 cannot carry replaced by U+FFFD: C0 controls but tab/LF/CR,
// U+FFFE, U+FFFF, and ill-formed UTF-8 (overlong forms, surrogates, truncated or stray bytes, as
// ICU's U8_NEXT judges them), one U+FFFD per ill-formed sequence.
std::string xml_safe(std::string_view s);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_TMX_H_
