// One atomic counter hands out the indexes; each thread catches what its task throws into the
// fault slot of that index and raises a flag that stops the others from taking more. The slots are
// read in index order after the join, so the fault rethrown does not depend on the timing.
#include "common/parallel.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <thread>
#include <vector>

namespace rulecorp {

void run_parallel(std::size_t first, std::size_t last, unsigned jobs, const std::function<void(std::size_t)>& task) {
  if (last <= first) return;
  std::atomic<std::size_t> next{first};
  std::atomic<bool> failed{false};
  std::vector<std::exception_ptr> faults(last - first);
  auto work = [&] {
    for (std::size_t k; !failed && (k = next.fetch_add(1)) < last;) {
      try {
        task(k);
      } catch (...) {
        faults[k - first] = std::current_exception();
        failed = true;
      }
    }
  };
  jobs = static_cast<unsigned>(std::min<std::size_t>(std::max(jobs, 1u), last - first));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < jobs; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  for (const std::exception_ptr& f : faults)
    if (f) std::rethrow_exception(f);
}

Fanout Fanout::on_threads(unsigned jobs) {
  Fanout f;
  f.jobs_ = jobs ? jobs : std::max(1u, std::thread::hardware_concurrency());
  return f;
}

void Fanout::operator()(std::size_t n, const std::function<void(std::size_t)>& task) const {
  if (jobs_ <= 1) {
    for (std::size_t k = 0; k < n; ++k) task(k);
    return;
  }
  run_parallel(0, n, jobs_, task);
}

}  // namespace rulecorp
