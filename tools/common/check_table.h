// The one table of everything rulecorp can report: id, default severity, ITS 2.0 issue type and a
// one-line description. `rulecorp checks`, the SARIF report's rule metadata (tool.driver.rules) and
// the HTML report's check summaries are all generated from it, so an id exists exactly when it is
// listed here.
#ifndef RULECORP_COMMON_CHECK_TABLE_H_
#define RULECORP_COMMON_CHECK_TABLE_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace rulecorp {

enum class Severity : std::uint8_t { kNote = 0, kWarning = 1, kError = 2 };

// Lower-case name used in diagnostics and on the command line ("note", "warning", "error").
std::string_view severity_name(Severity s);
// Parses a severity name; nullopt for anything else.
std::optional<Severity> parse_severity(std::string_view name);

struct CheckInfo {
  std::string_view id;        // stage.name, e.g. "numbering.glued"
  Severity severity;          // default severity
  std::string_view its_type;  // W3C ITS 2.0 Localization Quality Issue Type
  std::string_view summary;   // one line, for --help and legends
};

// Every check, in a stable order (grouped by stage).
std::span<const CheckInfo> all_checks();
// The entry for `id`; throws std::logic_error for an id not in the table (a programming fault).
const CheckInfo& check_info(std::string_view id);

}  // namespace rulecorp

#endif  // RULECORP_COMMON_CHECK_TABLE_H_
