// run_parallel: every task runs once whatever the thread count, and a fault reaches the caller as
// the fault of the lowest index that threw, as if the tasks had run in order.
#include "common/parallel.h"

#include <doctest/doctest.h>

#include <atomic>
#include <stdexcept>
#include <string>
#include <vector>

namespace rulecorp {

TEST_CASE("run_parallel: each index of the range once, on 1 to 4 threads") {
  for (unsigned jobs : {0u, 1u, 2u, 4u}) {
    std::vector<std::atomic<int>> runs(50);
    run_parallel(10, 60, jobs, [&](std::size_t k) { ++runs[k - 10]; });
    for (const auto& r : runs) CHECK(r == 1);
  }
  bool ran = false;
  run_parallel(5, 5, 2, [&](std::size_t) { ran = true; });  // an empty range runs nothing
  CHECK(!ran);
}

TEST_CASE("run_parallel: the fault of the lowest index that threw is rethrown after every thread stopped") {
  for (unsigned jobs : {1u, 2u, 4u}) {
    std::atomic<int> running{0};
    try {
      run_parallel(0, 40, jobs, [&](std::size_t k) {
        ++running;
        if (k == 7 || k == 8) {
          --running;
          throw std::runtime_error("task " + std::to_string(k));
        }
        --running;
      });
      FAIL("no fault rethrown");
    } catch (const std::runtime_error& e) {
      // With one thread the tasks stop at 7; with more, 8 may also have thrown: 7 is the lowest.
      CHECK(std::string(e.what()) == "task 7");
    }
    CHECK(running == 0);  // no task still running when the caller sees the fault
  }
}

}  // namespace rulecorp
