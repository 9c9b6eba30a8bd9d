// The `rulecorp align --format tmx` output: TMX 1.4 (valid against the TMX 1.4 DTD), one <tu> per
// unit with tuid = the unit id, one <tuv> per present slot, and <prop>s for status, score, kind,
// and per tuv the rule number, edition and source file:line.
#ifndef RULECORP_EMIT_TMX_H_
#define RULECORP_EMIT_TMX_H_

#include <string>

#include "align/alignment.h"

namespace rulecorp {

// Serialises `a` as TMX 1.4 (UTF-8 XML, deterministic).
std::string write_tmx(const Alignment& a);

// `s` with every character XML 1.0 forbids (C0 controls but tab/LF/CR, U+FFFE, U+FFFF, broken
// UTF-8) replaced by U+FFFD.
std::string xml_safe(std::string_view s);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_TMX_H_
