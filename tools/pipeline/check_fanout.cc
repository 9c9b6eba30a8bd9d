// The context is made once on the calling thread; then every part of every row is one task of
// run_parallel, each writing only its own sink, and join_findings joins the sinks in the table's
// order, so the findings do not depend on the thread count. The rows of one part (the terminology
// row, the longest single task, among them) are handed out first, then the rows split by language
// or side, then the ranges of the units: sixteen per thread, so that the ranges left when a long
// task ends are short.
#include "pipeline/check_fanout.h"

#include <algorithm>
#include <thread>
#include <utility>

#include "common/parallel.h"

namespace rulecorp {

std::vector<Diagnostic> check_in_parallel(const Alignment& a, const CheckResources& resources, unsigned jobs) {
  if (jobs == 0) jobs = std::max(1u, std::thread::hardware_concurrency());
  const CheckContext context(a, resources);
  const std::span<const CheckFamily> families = check_families();
  const std::size_t unit_parts = jobs <= 1 ? 1 : std::size_t{16} * jobs;
  std::vector<std::vector<FindingSink>> found(families.size());
  std::vector<std::pair<std::size_t, std::size_t>> tasks;  // row, part
  for (std::size_t f = 0; f < families.size(); ++f) {
    found[f].resize(check_parts(families[f], context, unit_parts));
    for (std::size_t p = 0; p < found[f].size(); ++p) tasks.emplace_back(f, p);
  }
  auto rank = [&](const std::pair<std::size_t, std::size_t>& t) {
    CheckSplit s = families[t.first].split;
    return s == CheckSplit::kWhole ? 0 : s == CheckSplit::kUnits ? 2 : 1;
  };
  std::stable_sort(tasks.begin(), tasks.end(), [&](const auto& x, const auto& y) { return rank(x) < rank(y); });
  run_parallel(0, tasks.size(), jobs, [&](std::size_t k) {
    auto [f, p] = tasks[k];
    families[f].run(context, {p, found[f].size()}, found[f][p]);
  });
  return join_findings(context, found);
}

}  // namespace rulecorp
