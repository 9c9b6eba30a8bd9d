// best_edition tells which edition a translation translates from its rule numbers alone: the
// edition whose numbering it carries, an excerpt compared only under its own three-digit rules,
// and ties broken towards the newest edition when it is among them, else towards the oldest.
#include <doctest/doctest.h>

#include "align/edition_pairing.h"

namespace rulecorp {
namespace {

std::vector<RuleNumber> nums(std::initializer_list<const char*> ns) {
  std::vector<RuleNumber> out;
  for (const char* n : ns) out.push_back(*RuleNumber::parse(n));
  return sorted_unique(std::move(out));
}

TEST_CASE("a translation pairs with the edition whose numbering it carries") {
  // 2008: exalted is 502.83; 2009: it moved to 702.80 and 306.5 became 506.5.
  std::vector<std::vector<RuleNumber>> editions = {
      nums({"306.5", "502.83", "502.83a", "502.83b", "702.1"}),
      nums({"506.5", "702.1", "702.80", "702.80a", "702.80b"}),
  };
  CHECK(best_edition(nums({"502.83", "502.83a", "502.83b"}), editions) == 0u);
  CHECK(best_edition(nums({"702.80", "702.80a", "702.80b"}), editions) == 1u);
  CHECK(best_edition(nums({"999.1"}), editions) == std::nullopt);
  CHECK(best_edition(std::vector<RuleNumber>{}, editions) == std::nullopt);
}

TEST_CASE("an excerpt is compared only under its own three-digit rules") {
  // The excerpt of 702.80 fits both editions fully although the newer one has many more rules.
  auto excerpt = nums({"702.80", "702.80a"});
  CHECK(number_fit(excerpt, nums({"100.1", "101.1", "702.80", "702.80a"})) == doctest::Approx(1.0));
  CHECK(number_fit(excerpt, nums({"702.80", "702.80a", "702.80b"})) == doctest::Approx(2.0 / 3.0));
}

TEST_CASE("equal fits: the newest when it is among them, else the oldest") {
  auto t = nums({"502.83", "502.83a"});
  std::vector<std::vector<RuleNumber>> old_run = {nums({"502.83", "502.83a"}), nums({"502.83", "502.83a"}),
                                                  nums({"702.80", "702.80a"})};
  CHECK(best_edition(t, old_run) == 0u);  // 2008-10-01 rather than a later edition of the same numbering
  std::vector<std::vector<RuleNumber>> current = {nums({"702.80"}), nums({"702.80", "702.80a"}), nums({"702.80", "702.80a"})};
  CHECK(best_edition(nums({"702.80", "702.80a"}), current) == 2u);  // nothing to update
}

}  // namespace
}  // namespace rulecorp
