// Hand-built findings for the report writers' tests and for tests/tools/validate_report.sh, written
// as the check stage will produce them: the mission's stale cross-reference (German 702.80b citing
// 306.5, the pre-2009 number of "attacks alone"), wrong quotation marks, a missing translation, a
// parse-stage fault with its source line, a ruling variant, and a French finding whose text and
// file name are hostile (<, &, ]]>, quotes, a right-to-left mark, a control character, a newline).
#ifndef RULECORP_TESTS_EMIT_REPORT_SAMPLES_H_
#define RULECORP_TESTS_EMIT_REPORT_SAMPLES_H_

#include <string>
#include <string_view>

#include "check/report.h"

namespace rulecorp::test {

// The sample report: six findings in report order, six inputs, 2 baselined, 1 disabled.
Report sample_report();
// The byte span of the first occurrence of `part` in `text` (which must contain it).
Mark mark_of(std::string_view text, std::string_view part, std::size_t from = 0);
// The hostile French file name used by the sample.
inline constexpr std::string_view kHostileFile = "r\xC3\xA8gles \"fr\" <v2> & co.txt";

}  // namespace rulecorp::test

#endif  // RULECORP_TESTS_EMIT_REPORT_SAMPLES_H_
