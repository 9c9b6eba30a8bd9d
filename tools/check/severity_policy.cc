// The policy is a small sorted map from check id to a severity or "off". Ids are validated against
// the check table when a rule is added, so a typo in a config file cannot silently do nothing;
// applying the policy is one stable pass over the findings.
#include "check/severity_policy.h"

#include <algorithm>
#include <stdexcept>

namespace rulecorp {
namespace {
void require_known(std::string_view check) {
  for (const CheckInfo& c : all_checks())
    if (c.id == check) return;
  throw std::invalid_argument("unknown check id '" + std::string(check) + "' (see 'rulecorp checks')");
}
}  // namespace

void SeverityPolicy::set(std::string_view check, Severity s) {
  require_known(check);
  rules_.insert_or_assign(std::string(check), s);
}

void SeverityPolicy::turn_off(std::string_view check) {
  require_known(check);
  rules_.insert_or_assign(std::string(check), std::nullopt);
}

bool SeverityPolicy::is_off(std::string_view check) const {
  auto it = rules_.find(check);
  return it != rules_.end() && !it->second;
}

std::optional<Severity> SeverityPolicy::severity(std::string_view check, Severity reported) const {
  auto it = rules_.find(check);
  if (it == rules_.end()) return reported;
  return it->second;
}

std::size_t apply_policy(const SeverityPolicy& policy, std::vector<Diagnostic>& findings) {
  if (policy.empty()) return 0;
  std::size_t before = findings.size();
  std::erase_if(findings, [&](Diagnostic& d) {
    std::optional<Severity> s = policy.severity(d.check, d.severity);
    if (!s) return true;
    d.severity = *s;
    return false;
  });
  return before - findings.size();
}

}  // namespace rulecorp
