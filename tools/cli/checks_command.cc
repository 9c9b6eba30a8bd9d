// `rulecorp checks` prints the check table, the one source of truth for ids and severities.
#include <iomanip>
#include <iostream>

#include "cli/commands.h"
#include "common/check_table.h"

namespace rulecorp::cli {

int run_checks(const std::vector<std::string>& args) {
  for (const std::string& a : args) {
    if (a == "--help" || a == "-h") {
      std::cout << "Usage: rulecorp checks\n\nLists every check: id, default severity, ITS issue type, summary.\n";
      return 0;
    }
    throw UsageError("checks: unexpected argument '" + a + "'");
  }
  for (const CheckInfo& c : all_checks())
    std::cout << std::left << std::setw(28) << c.id << std::setw(9) << severity_name(c.severity)
              << std::setw(13) << c.its_type << c.summary << '\n';
  return 0;
}

}  // namespace rulecorp::cli
