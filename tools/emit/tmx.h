// The `rulecorp align --format tmx` output: TMX 1.4 (valid against the TMX 1.4 DTD), one <tu> per
// unit with tuid = the unit id, one <tuv> per present member, <prop>s for the unit's summary
// (status, score, kind, the slots missing a translation) and per tuv the member's own status,
// score, evidence, rule number or term, edition, document id and source file:line.
#ifndef RULECORP_EMIT_TMX_H_
#define RULECORP_EMIT_TMX_H_

#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "align/alignment.h"

namespace rulecorp {

// Streams `a` as TMX 1.4 into `out` (UTF-8 XML, deterministic), one <tu> at a time.
void write_tmx(const Alignment& a, std::ostream& out);

// One <tu> of a TMX of source/target pairs: its tuid, its <prop>s (type, value), the two segments.
struct TmxPair {
  std::string id;
  std::vector<std::pair<std::string, std::string>> props;
  std::string source, target;
};

// `pairs` as TMX 1.4 with write_tmx's header (srclang `source_language`): one <tu> per pair with a
// <tuv> of `source_language` and one of `target_language`; "<body />" when there are none.
std::string write_tmx_pairs(std::string_view source_language, std::string_view target_language, const std::vector<TmxPair>& pairs);

// `s` with every character XML 1.0 cannot carry replaced by U+FFFD: C0 controls but tab/LF/CR,
// U+FFFE, U+FFFF, and ill-formed UTF-8 (overlong forms, surrogates, truncated or stray bytes, as
// ICU's U8_NEXT judges them), one U+FFFD per ill-formed sequence.
std::string xml_safe(std::string_view s);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_TMX_H_
