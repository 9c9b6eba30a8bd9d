// Benchmark of the renumbering history over every English edition in ../shared (corpus/cr and the
// 122 files of corpus/cr-archive, 1999-2025). First as `build` reads a [history] folder: load_corpus
// with every file read by the pipeline (CorpusInput::read), so each is dated from its head, then
// parsed, reduced to its rules, mapped and dropped in build_history's windows; the time of the
// dating alone, the whole load for 1 and 2 threads, and the peak memory. Then the same steps with
// every edition in memory, to show where the time goes: decode + parse + reduce to rules
// (EditionRules) on N threads, then the edition maps on N threads and the lineages. Never fails on
// time (exit 77 without ../shared).
#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "align/history.h"
#include "bench/bench_util.h"
#include "parse/parser.h"
#include "pipeline/corpus.h"
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
  auto inputs = [&] {
    std::vector<CorpusInput> in;
    for (const std::string& f : files)
      in.push_back({f, Language::kEn, std::string(), [f](std::size_t limit) {
                      if (!limit) return bench::slurp(f);
                      std::ifstream file(f, std::ios::binary);
                      std::string head(limit, '\0');
                      file.read(head.data(), static_cast<std::streamsize>(limit));
                      head.resize(static_cast<std::size_t>(file.gcount()));
                      return head;
                    }});
    return in;
  };
  auto peak = [] {
    rusage ru{};
    getrusage(RUSAGE_SELF, &ru);
    return static_cast<double>(ru.ru_maxrss) / 1024.0;
  };
  {
    std::vector<CorpusInput> in = inputs();
    auto t = bench::Clock::now();
    std::size_t dated = 0;
    for (CorpusInput& i : in) dated += !header_date(i, {}).empty();
    std::printf("history over %zu files: dating from the first 4 KB: %.0f ms (%zu dated)\n", files.size(), bench::ms_since(t), dated);
  }
  for (unsigned jobs : {1u, 2u}) {
    CorpusOptions o;
    o.jobs = jobs;
    Diagnostics d;
    auto t = bench::Clock::now();
    Corpus c = load_corpus(inputs(), o, d);
    std::printf("  streamed (load_corpus), %u thread%s: %.0f ms, %zu editions (%s .. %s), %zu runs\n", jobs, jobs == 1 ? "" : "s",
                bench::ms_since(t), c.history.size(), c.history.size() ? c.history.edition(0).date.c_str() : "-",
                c.history.size() ? c.history.edition(c.history.size() - 1).date.c_str() : "-", c.history.runs().size());
  }
  std::printf("  peak memory, streamed: %.1f MiB\n", peak());
  for (unsigned jobs : {1u, 2u}) {
    auto t0 = bench::Clock::now();
    std::vector<EditionRules> editions = reduce_all(files, jobs);
    double parsing = bench::ms_since(t0);
    std::size_t text = 0;
    for (const EditionRules& e : editions) text += e.text_bytes();
    auto t1 = bench::Clock::now();
    std::stable_sort(editions.begin(), editions.end(), [](const EditionRules& a, const EditionRules& b) { return a.date < b.date; });
    History h = build_history(std::move(editions), Fanout::on_threads(jobs));
    double building = bench::ms_since(t1);
    std::printf("  in memory, %u thread%s:\n", jobs, jobs == 1 ? "" : "s");
    std::printf("    decode + parse + reduce to rules:  %.0f ms (rule text held: %.1f MiB)\n", parsing,
                static_cast<double>(text) / (1024.0 * 1024.0));
    std::printf("    edition maps + lineages:           %.0f ms (%zu editions, %zu runs)\n", building, h.size(), h.runs().size());
  }
  std::printf("  peak memory, in memory: %.1f MiB\n", peak());
  return 0;
}
