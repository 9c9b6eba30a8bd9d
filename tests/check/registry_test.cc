// The check registry's table against the check table: every id a row reports is a row of
// common/check_table.cc, and every check of the check stage is reported by a row (xref.shifted by
// the join, which groups the rows' shifted citations), so the registry and the table cannot drift.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <string_view>

#include "check/registry.h"
#include "common/check_table.h"

namespace rulecorp {

TEST_CASE("check registry: every row's ids are in the check table, and every check of the stage is in a row") {
  std::set<std::string_view> reported;
  for (const CheckFamily& f : check_families()) {
    CAPTURE(f.name);
    CHECK(static_cast<bool>(f.run));
    CHECK(!f.ids.empty());
    for (std::string_view id : f.ids) {
      CAPTURE(id);
      CHECK_NOTHROW(check_info(id));
      reported.insert(id);
    }
  }
  reported.insert("xref.shifted");  // made in join_findings from the rows' xref.typo, xref.mismatch and xref.dangling
  // The check stage's rows of the table: from the alignment's findings to ruling.variant.
  bool in_stage = false;
  for (const CheckInfo& c : all_checks()) {
    if (c.id == "align.misnumbered") in_stage = true;
    if (!in_stage) continue;
    CAPTURE(c.id);
    CHECK(reported.count(c.id) == 1);
    if (c.id == "ruling.variant") break;
  }
  CHECK(in_stage);
}

}  // namespace rulecorp
