// Problems found in the input are values, not exceptions: every stage reports Diagnostic records
// into a Diagnostics sink it is handed, then goes on. The CLI decides the exit status from the worst
// severity. Positions always name the user's input (file, line, column), never the code.
#ifndef RULECORP_COMMON_DIAGNOSTIC_H_
#define RULECORP_COMMON_DIAGNOSTIC_H_

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "common/check_table.h"

namespace rulecorp {

inline constexpr std::uint64_t kNoOffset = std::numeric_limits<std::uint64_t>::max();

// A byte range [begin, end) of a Location's or Diagnostic's `text` that differs from its partner,
// for reports that highlight what to fix.
struct Mark {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
};

// A place a finding relates to besides its primary position: the partner rule in the original, the
// cited rule in another edition. Structured so that SARIF (relatedLocations) and HTML can link it.
struct Location {
  std::string file;                   // the input as the user named it
  std::uint32_t line = 0;             // 1-based; 0 = the file as a whole
  std::uint32_t column = 0;           // 1-based byte column; 0 = none
  std::string language;               // BCP 47 code ("en", "de", "fr"); empty when not a language slot
  std::string edition;                // ISO effective date of the document, when known
  std::string rule;                   // rule number, glossary term, ruling or card-line id at this place
  std::string role;                   // what this place is to the finding: "original", "cited", ...
  std::string text;                   // the text there, as aligned, for side-by-side display
  std::vector<Mark> marks;            // differing spans of `text`
};

// A machine-applicable fix of a finding whose replacement is certain: bytes [begin, end) of `file`
// as read are replaced by `replacement` (UTF-8 text, written in the input's own encoding; '\n' is
// a line break in the input's line ending). An empty range inserts, an empty replacement deletes.
struct Fix {
  std::string file;        // the input as the user named it (Source::name)
  std::uint64_t begin = 0;
  std::uint64_t end = 0;
  std::string replacement;
};

struct Diagnostic {
  std::string check;                  // id from the check table
  Severity severity = Severity::kError;
  std::string file;                   // the input as the user named it
  std::uint32_t line = 0;             // 1-based; 0 = the file as a whole
  std::uint32_t column = 0;           // 1-based byte column in the decoded UTF-8 line; 0 = none
  std::uint64_t byte_offset = kNoOffset;  // offset in the original input bytes, where known
  std::string message;
  std::string suggestion;             // a suggested reading or fix; may be empty
  std::string snippet;                // the source line, for display; may be empty
  // Findings about aligned texts (tools/check) also carry:
  std::string unit;                   // the alignment unit's id ("702.80b", "ruling:000-de:3"); may be empty
  std::string language;               // language of the primary position; may be empty
  std::string edition;                // edition of the primary position's document; may be empty
  std::string rule;                   // rule number (or ruling/card id) at the primary position
  std::string text;                   // the text at the primary position, as aligned
  std::vector<Mark> marks;            // differing spans of `text`
  std::vector<Location> related;      // partner texts and cited rules, in display order
  std::vector<std::pair<std::string, std::string>> args;  // structured arguments ("cited", "506.5"), in order
  std::optional<Fix> fix;             // set only where the replacement is certain
  std::vector<Fix> more_fixes;        // a grouped finding's further certain fixes (its other members'), applied with `fix`
};

// Every fix `d` carries: `fix` (when set) and then `more_fixes`, in that order.
std::vector<Fix> fixes_of(const Diagnostic& d);

// A diagnostic for `check` with the check's default severity (from the check table).
Diagnostic make_diagnostic(std::string_view check, std::string_view file, std::uint32_t line, std::uint32_t column,
                           std::string message);

// Collects diagnostics in report order, caps floods per (file, check) so a broken file cannot
// produce millions of lines, and answers questions about severity.
class Diagnostics {
 public:
  static constexpr std::size_t kMaxPerCheckAndFile = 50;

  // Records `d`; past the cap for its (file, check) it is counted but not kept.
  void report(Diagnostic d);
  // Records a diagnostic whose severity is the check's default.
  void report(std::string_view check, std::string_view file, std::uint32_t line, std::uint32_t column,
              std::string message, std::string suggestion = {}, std::string snippet = {});

  // Every kept diagnostic, in report order (or position order after sort_by_position).
  const std::vector<Diagnostic>& all() const { return items_; }
  // Diagnostics that were dropped because of the cap.
  std::size_t suppressed() const { return suppressed_; }
  // True when some diagnostic (kept or suppressed) has severity >= `s`.
  bool any_at_least(Severity s) const;
  // How many diagnostics of exactly severity `s` were reported, kept or suppressed.
  std::size_t count(Severity s) const;
  // True when nothing was reported.
  bool empty() const { return items_.empty() && suppressed_ == 0; }
  // Stable-sorts the diagnostics from index `first` on by (line, column).
  void sort_by_position(std::size_t first);
  // Appends what `other` collected (kept and suppressed), as if it had been reported here; used to
  // merge per-task sinks in input order.
  void merge(const Diagnostics& other);

 private:
  std::vector<Diagnostic> items_;
  std::unordered_map<std::string, std::size_t> per_key_;  // "file\0check" -> count
  std::size_t suppressed_ = 0;
  std::size_t counts_[3] = {0, 0, 0};
};

// "FILE:LINE:COL: SEVERITY: MESSAGE [check]" plus, when `with_snippet`, the source line with a caret
// and the suggestion, as compilers print them. Ends with a newline.
std::string format_diagnostic(const Diagnostic& d, bool with_snippet);

}  // namespace rulecorp

#endif  // RULECORP_COMMON_DIAGNOSTIC_H_
