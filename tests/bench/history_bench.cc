// Benchmark of the renumbering history over every English edition in ../shared (corpus/cr and the
// 122 files of corpus/cr-archive, 1999-2025), the way load_corpus builds it: each file is decoded,
// parsed and reduced to its rules (EditionRules, the Document dropped at once) on N threads, the
// editions are ordered by their header dates, and build_history maps consecutive editions on N
// threads and chains the lineages. Prints the time per step for 1 and 2 threads, the bytes of rule
// text held, and the peak memory; never fails on time (exit 77 without ../shared).
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "align/history.h"
#include "bench/bench_util.h"
#include "parse/parser.h"
#include "text/decoder.h"

using namespace rulecorp;

namespace {

// Decodes, parses and reduces every file on `jobs` threads; each slot is its file's edition.
std::vector<EditionRules> reduce_all(const std::vector<std::string>& files, unsigned jobs) {
  std::vector<EditionRules> out(files.size());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < files.size();) {
      const std::string& f = files[i];
      Diagnostics d;
      auto src = std::make_shared<const Source>(decode(f.substr(f.rfind('/') + 1), bench::slurp(f), {}, d));
      std::vector<Document> docs = parse(src, {}, d);
      if (!docs.empty()) out[i] = EditionRules::of(docs[0]);
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < jobs; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  return out;
}

}  // namespace

int main() {
  namespace fs = std::filesystem;
  const std::string shared = RULECORP_SHARED_DIR;
  std::vector<std::string> files;
  for (const char* dir : {"/corpus/cr", "/corpus/cr-archive"}) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(shared + dir, ec)) {
      std::string n = e.path().filename().string();
      if (n.rfind("cr-en-", 0) == 0) files.push_back(e.path().string());
    }
  }
  if (files.empty()) {
    std::printf("history_bench: skipped, no English editions under %s\n", shared.c_str());
    return 77;
  }
  std::sort(files.begin(), files.end());
  for (unsigned jobs : {1u, 2u}) {
    auto t0 = bench::Clock::now();
    std::vector<EditionRules> editions = reduce_all(files, jobs);
    double parsing = bench::ms_since(t0);
    std::size_t text = 0;
    for (const EditionRules& e : editions) text += e.text_bytes();
    auto t1 = bench::Clock::now();
    std::stable_sort(editions.begin(), editions.end(), [](const EditionRules& a, const EditionRules& b) { return a.date < b.date; });
    History h = build_history(std::move(editions), jobs);
    double building = bench::ms_since(t1);
    std::printf("history over %zu files, %u thread%s (%zu editions by header date, %s .. %s)\n", files.size(), jobs,
                jobs == 1 ? "" : "s", h.size(), h.size() ? h.edition(0).date.c_str() : "-",
                h.size() ? h.edition(h.size() - 1).date.c_str() : "-");
    std::printf("  decode + parse + reduce to rules:  %.0f ms (rule text held: %.1f MiB)\n", parsing,
                static_cast<double>(text) / (1024.0 * 1024.0));
    std::printf("  order + edition maps + lineages:   %.0f ms\n", building);
    std::printf("  total:                             %.0f ms\n", parsing + building);
    std::printf("  runs (number x lineage):           %zu\n", h.runs().size());
  }
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  std::printf("  peak memory: %.1f MiB\n", static_cast<double>(ru.ru_maxrss) / 1024.0);
  return 0;
}
