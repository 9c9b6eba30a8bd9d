// The severity policy: overrides change a finding's severity, "off" drops its findings (counted),
// the order of the rest is kept, and ids outside the check table are refused.
#include <doctest/doctest.h>

#include <stdexcept>

#include "check/severity_policy.h"

namespace rulecorp {

TEST_CASE("severity policy: override, turn off, keep order") {
  std::vector<Diagnostic> findings = {
      make_diagnostic("xref.stale", "de.txt", 1, 1, "a"), make_diagnostic("typography.quotes", "de.txt", 2, 1, "b"),
      make_diagnostic("xref.stale", "de.txt", 3, 1, "c"), make_diagnostic("number.mismatch", "de.txt", 4, 1, "d"),
      make_diagnostic("typography.quotes", "fr.txt", 5, 1, "e")};
  SeverityPolicy policy;
  policy.set("xref.stale", Severity::kWarning);
  policy.turn_off("typography.quotes");
  CHECK(policy.is_off("typography.quotes"));
  CHECK(!policy.is_off("xref.stale"));
  CHECK(policy.severity("number.mismatch", Severity::kWarning) == Severity::kWarning);
  CHECK(apply_policy(policy, findings) == 2);
  REQUIRE(findings.size() == 3);
  CHECK(findings[0].message == "a");
  CHECK(findings[0].severity == Severity::kWarning);  // error by default
  CHECK(findings[1].message == "c");
  CHECK(findings[2].message == "d");
  CHECK(findings[2].severity == Severity::kWarning);  // untouched default
}

TEST_CASE("severity policy: the last rule for a check wins; unknown ids are refused") {
  SeverityPolicy policy;
  CHECK(policy.empty());
  policy.turn_off("xref.stale");
  policy.set("xref.stale", Severity::kNote);
  CHECK(policy.severity("xref.stale", Severity::kError) == Severity::kNote);
  CHECK_THROWS_AS(policy.set("xref.stal", Severity::kNote), std::invalid_argument);
  CHECK_THROWS_AS(policy.turn_off("nonsense"), std::invalid_argument);
  std::vector<Diagnostic> none;
  CHECK(apply_policy(policy, none) == 0);
}

}  // namespace rulecorp
