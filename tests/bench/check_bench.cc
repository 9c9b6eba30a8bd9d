// Check benchmark: the whole `check` pipeline on EN+DE 2025 in-process (read bytes not timed;
// decode, parse, align and every check timed), best and median of N runs on one thread, against
// the target of 60 ms. Then the stages apart (parse, align, checks) so a regression shows
// where it is. Prints figures, never fails on time (exit 77 when ../shared is absent, 1 under
// CI=true). The command-line comparison with translate-toolkit's pofilter is check_vs_pofilter.sh.
// Usage: check_bench [--repeat N]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "align/aligner.h"
#include "bench/bench_util.h"
#include "check/checker.h"
#include "pipeline/pipeline.h"

namespace {

using namespace rulecorp;
using bench::Clock;
using bench::ms_since;
using bench::slurp;

struct Timing {
  double best = 1e99, median = 0;
};

template <typename F>
Timing time_it(int repeat, F&& f) {
  std::vector<double> t;
  for (int i = 0; i < repeat; ++i) {
    auto start = Clock::now();
    f();
    t.push_back(ms_since(start));
  }
  std::sort(t.begin(), t.end());
  return {t.front(), t[t.size() / 2]};
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 10;
  for (int i = 1; i < argc; ++i)
    if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = std::max(1, std::atoi(argv[++i]));
  std::string cr = std::string(RULECORP_SHARED_DIR) + "/corpus/cr/";
  std::string en = slurp(cr + "cr-en-2025-11-14.txt"), de = slurp(cr + "cr-de-2025-11-14.txt");
  if (en.empty() || de.empty()) {
    bool ci = std::getenv("CI") && std::string(std::getenv("CI")) == "true";
    std::printf("%s: %s not found\n", ci ? "FAIL" : "skip", cr.c_str());
    return ci ? 1 : 77;
  }
  std::size_t findings = 0;
  PipelineOptions o;
  o.corpus.jobs = 1;
  Timing whole = time_it(repeat, [&] {
    Diagnostics diags;
    RunResult run;
    run_pipeline({{"cr-en-2025-11-14.txt", std::nullopt, en}, {"cr-de-2025-11-14.txt", std::nullopt, de}}, o, diags, run);
    findings = run.findings.size() + diags.all().size();
  });
  std::printf("check_bench: EN+DE 2025, decode + parse + align + every check, one thread, %d runs\n", repeat);
  std::printf("  whole pipeline: %.1f ms best, %.1f ms median, %zu findings  target < 60 ms: %s\n", whole.best,
              whole.median, findings, whole.best < 60 ? "met" : "MISSED");
  // The stages apart, over the same documents.
  Diagnostics diags;
  RunResult run;
  o.check = false;
  run_pipeline({{"cr-en-2025-11-14.txt", std::nullopt, en}, {"cr-de-2025-11-14.txt", std::nullopt, de}}, o, diags, run);
  Timing align = time_it(repeat, [&] { (void)align_documents(run.corpus.document_pointers()).units.size(); });
  Timing checks = time_it(repeat, [&] { (void)run_checks(run.texts, CheckResources{}).size(); });
  std::printf("  of which: align %.1f ms, checks %.1f ms (best); the rest is decode + parse\n", align.best, checks.best);
  return 0;
}
