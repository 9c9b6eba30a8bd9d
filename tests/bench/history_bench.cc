// Benchmark of the renumbering history over every English edition in ../shared (corpus/cr and the
// 122 files of corpus/cr-archive, 1999-2025): the files are ordered by the effective date in their
// headers, then each is decoded, parsed, mapped onto the previous edition and dropped. Prints the
// time per step and in total and the peak memory; never fails on time (exit 77 without ../shared).
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "align/history.h"
#include "bench/bench_util.h"
#include "parse/parser.h"
#include "text/decoder.h"

using namespace rulecorp;

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
  auto t0 = bench::Clock::now();
  // Pass 1: the header date of each file, as the parser reads it (Document::edition).
  std::vector<std::pair<std::string, std::string>> dated;
  for (const std::string& f : files) {
    Diagnostics d;
    auto src = std::make_shared<const Source>(decode(f, bench::slurp(f), {}, d));
    std::vector<Document> docs = parse(src, {}, d);
    dated.emplace_back(docs.empty() ? std::string() : docs[0].edition, f);
  }
  std::stable_sort(dated.begin(), dated.end());
  double dating = bench::ms_since(t0);
  // Pass 2: parse, add, drop.
  auto t1 = bench::Clock::now();
  double parsing = 0;
  HistoryBuilder b;
  std::size_t added = 0;
  for (const auto& [date, f] : dated) {
    auto tp = bench::Clock::now();
    Diagnostics d;
    auto src = std::make_shared<const Source>(decode(f.substr(f.rfind('/') + 1), bench::slurp(f), {}, d));
    std::vector<Document> docs = parse(src, {}, d);
    parsing += bench::ms_since(tp);
    if (!docs.empty() && b.add(std::move(docs[0]))) ++added;
  }
  History h = b.finish();
  double building = bench::ms_since(t1);
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  std::printf("history over %zu files (%zu editions by header date, %s .. %s)\n", files.size(), added,
              h.size() ? h.edition(0).date.c_str() : "-", h.size() ? h.edition(h.size() - 1).date.c_str() : "-");
  std::printf("  dating (decode + parse, header date): %.0f ms\n", dating);
  std::printf("  decode + parse:                %.0f ms\n", parsing);
  std::printf("  edition maps + records:        %.0f ms\n", building - parsing);
  std::printf("  total:                         %.0f ms\n", dating + building);
  std::printf("  runs (number x lineage):       %zu\n", h.runs().size());
  std::printf("  peak memory: %.1f MiB\n", static_cast<double>(ru.ru_maxrss) / 1024.0);
  return 0;
}
