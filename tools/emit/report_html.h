// The `rulecorp check --format html` report: one self-contained page (inline CSS and JS, no
// external assets) for translators: per finding its texts side by side, one column per language,
// the differing spans highlighted; filters by check, severity and language; counts per check.
#ifndef RULECORP_EMIT_REPORT_HTML_H_
#define RULECORP_EMIT_REPORT_HTML_H_

#include <string>

#include "check/report.h"

namespace rulecorp {

// Serialises `r` as an HTML5 page (UTF-8, deterministic). Every text from the input is escaped by
// pugixml; the page is also well-formed XML.
std::string write_report_html(const Report& r);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_REPORT_HTML_H_
