// A severity policy: per-check overrides of the check table's default severity, and checks turned
// off. Read from the `[severity]` section of a config file (tools/cli/check_config.h) and applied
// to the findings of a run before they are reported and before --fail-on decides the exit status.
#ifndef RULECORP_CHECK_SEVERITY_POLICY_H_
#define RULECORP_CHECK_SEVERITY_POLICY_H_

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/check_table.h"
#include "common/diagnostic.h"

namespace rulecorp {

class SeverityPolicy {
 public:
  // Findings of `check` get severity `s`. Throws std::invalid_argument for an id not in the check table.
  void set(std::string_view check, Severity s);
  // Findings of `check` are dropped. Throws std::invalid_argument for an id not in the check table.
  void turn_off(std::string_view check);

  // True when the policy changes nothing.
  bool empty() const { return rules_.empty(); }
  // True when findings of `check` are dropped.
  bool is_off(std::string_view check) const;
  // The severity a finding of `check` gets: the override, else `reported` (what the stage said);
  // nullopt when the check is off.
  std::optional<Severity> severity(std::string_view check, Severity reported) const;
  // Every rule, by check id: a severity, or nullopt for "off".
  const std::map<std::string, std::optional<Severity>, std::less<>>& rules() const { return rules_; }

 private:
  std::map<std::string, std::optional<Severity>, std::less<>> rules_;
};

// Applies `policy` to `findings` in place: overrides severities and removes findings of checks that
// are off, keeping the order of the rest. Returns how many were removed.
std::size_t apply_policy(const SeverityPolicy& policy, std::vector<Diagnostic>& findings);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_SEVERITY_POLICY_H_
