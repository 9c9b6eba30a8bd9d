// The `rulecorp check --format text` report, for terminals and CI logs: one line per finding as
// compilers print them (`FILE:LINE:COL: SEVERITY: MESSAGE [check.id]`), the finding's text and its
// partner texts indented below with the differing spans between ⟦ ⟧, then counts per check.
#ifndef RULECORP_EMIT_REPORT_TEXT_H_
#define RULECORP_EMIT_REPORT_TEXT_H_

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "check/report.h"

namespace rulecorp {

// Serialises `r` as text (UTF-8, deterministic, final newline).
std::string write_report_text(const Report& r);

// `s` safe to print on one line: line breaks shown as ↵, tabs as spaces, other control characters
// and broken UTF-8 as U+FFFD, bidirectional formatting characters (which reorder a terminal line)
// as ⟨U+200F⟩.
std::string display_line(std::string_view s);

// `text` as display_line shows it, with the spans of `marks` between ⟦ and ⟧. When `max_chars` is
// not 0 and the text is longer, only the context of the marks is kept (or its start, without
// marks), cuts shown as …
std::string marked_line(std::string_view text, std::span<const Mark> marks, std::size_t max_chars = 0);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_REPORT_TEXT_H_
