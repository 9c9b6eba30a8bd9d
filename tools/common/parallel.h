// Running independent tasks on a few threads: the parse tasks of a corpus, the heads of an archive's
// files, the edition maps of the history. Each task writes only its own slot, so results do not
// depend on the thread count; faults come back to the caller as if the tasks had run in order.
#ifndef RULECORP_COMMON_PARALLEL_H_
#define RULECORP_COMMON_PARALLEL_H_

#include <cstddef>
#include <functional>

namespace rulecorp {

// Runs task(k) once for every k in [first, last) on up to `jobs` threads, the calling thread one of
// them, each taking the next k from a shared counter. After a task throws no new task starts; once
// every thread has stopped, the fault of the lowest k that threw is rethrown.
void run_parallel(std::size_t first, std::size_t last, unsigned jobs, const std::function<void(std::size_t)>& task);

// How a stage has independent tasks run: a stage starts no thread and picks no thread count; it
// hands its tasks to the Fanout its caller gives (the pipeline's, over its threads), by default
// one that runs them in order on the calling thread. A stage's result is the same for any Fanout.
class Fanout {
 public:
  Fanout() = default;  // in order, on the calling thread
  // Over run_parallel on `jobs` threads (0: the machine's cores; 1: in order, on the calling thread).
  static Fanout on_threads(unsigned jobs);
  // Calls task(k) once for every k in [0, n), at most width() at once, each writing only its own
  // slot; returns when all are done, with the fault of the lowest k that threw (as run_parallel).
  void operator()(std::size_t n, const std::function<void(std::size_t)>& task) const;
  // How many tasks may run at once: a stage cuts its work into a few pieces per unit of it.
  unsigned width() const { return jobs_; }

 private:
  unsigned jobs_ = 1;
};

}  // namespace rulecorp

#endif  // RULECORP_COMMON_PARALLEL_H_
