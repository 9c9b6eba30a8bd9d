// The diagnostics sink: format, severity from the check table, flood cap, ordering; the table.
#include <doctest/doctest.h>

#include <set>
#include <stdexcept>
#include <string>

#include "common/diagnostic.h"

namespace rulecorp {

TEST_CASE("a diagnostic names the input, position and check") {
  Diagnostics diags;
  diags.report("numbering.glued", "cr-de.txt", 8385, 24, "rule 613.7m starts mid-line", {},
               "Aufkleber unverändert.613.7m Falls");
  REQUIRE(diags.all().size() == 1);
  CHECK(format_diagnostic(diags.all()[0], false) ==
        "cr-de.txt:8385:24: error: rule 613.7m starts mid-line [numbering.glued]\n");
  // The caret counts code points, not bytes (ä is two bytes).
  CHECK(format_diagnostic(diags.all()[0], true) ==
        "cr-de.txt:8385:24: error: rule 613.7m starts mid-line [numbering.glued]\n"
        " 8385 | Aufkleber unverändert.613.7m Falls\n"
        "      |                       ^\n");
}

TEST_CASE("severity thresholds and the flood cap") {
  Diagnostics diags;
  CHECK(diags.empty());
  diags.report("text.normalized", "a.txt", 1, 0, "n");
  CHECK(diags.any_at_least(Severity::kNote));
  CHECK_FALSE(diags.any_at_least(Severity::kWarning));
  for (int i = 0; i < 200; ++i) diags.report("text.nul", "a.txt", 2, 1, "nul");
  CHECK(diags.all().size() == 1 + Diagnostics::kMaxPerCheckAndFile);
  CHECK(diags.suppressed() == 200 - Diagnostics::kMaxPerCheckAndFile);
  CHECK(diags.count(Severity::kError) == 200);
  CHECK(diags.any_at_least(Severity::kError));
}

TEST_CASE("sorting by position is stable") {
  Diagnostics diags;
  diags.report("numbering.order", "a", 9, 1, "late");
  diags.report("numbering.duplicate", "a", 3, 1, "early");
  diags.report("numbering.glued", "a", 3, 1, "early too");
  diags.sort_by_position(0);
  CHECK(diags.all()[0].message == "early");
  CHECK(diags.all()[1].message == "early too");
  CHECK(diags.all()[2].message == "late");
}

TEST_CASE("the check table has unique, well-formed ids") {
  std::set<std::string> ids;
  for (const CheckInfo& c : all_checks()) {
    CAPTURE(c.id);
    CHECK(ids.insert(std::string(c.id)).second);
    CHECK(c.id.find('.') != std::string_view::npos);
    CHECK_FALSE(c.summary.empty());
    CHECK_FALSE(c.its_type.empty());
  }
  CHECK(check_info("numbering.duplicate").severity == Severity::kError);
  CHECK_THROWS_AS(check_info("no.such-check"), std::logic_error);
  CHECK(parse_severity("warning") == Severity::kWarning);
  CHECK_FALSE(parse_severity("fatal"));
}

}  // namespace rulecorp
