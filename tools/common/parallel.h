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

}  // namespace rulecorp

#endif  // RULECORP_COMMON_PARALLEL_H_
