// Scaling benchmark: the real corpus at 1x, 4x and 16x its size. Parse: every CR file in
// ../shared/corpus/cr repeated k times (decode + parse, one file at a time). Align: the EN/DE 2025
// pair repeated k times (copies renumbered 256 subrules apart, so numbers stay unique). Prints time,
// throughput and peak memory per size and the growth against 1x; time and memory should grow
// linearly (4x and 16x). Memory: peak RSS against the bytes parsed (the target is at most 5x the
// input). `scale_bench --many-rules` instead generates the 200,700-rule input of
// tests/tools/robustness.sh (13.9 MB) in a fresh process and prints decode + parse memory against
// its size; `scale_bench --many-rules --align` parses it as en and as de and aligns the two (the
// target is at most 10x both inputs). Never fails on figures (exit 77 when ../shared is absent, 1
// under CI=true).
#include <dirent.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "align/aligner.h"
#include "bench/bench_util.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace {

using namespace rulecorp;
using bench::Clock;
using bench::ms_since;
using bench::slurp;

double peak_mib() {
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<double>(ru.ru_maxrss) / 1024.0;
}

Document parse_one(const std::string& name, const std::string& bytes) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, bytes, {}, d));
  return std::move(parse(src, {}, d)[0]);
}

// Peak memory against the input size, with the target (5x for parse, 10x for align).
void print_memory(const char* what, double peak, std::size_t input, double target = 5) {
  double ratio = peak * 1024 * 1024 / static_cast<double>(input);
  std::printf("  %s: peak %.0f MiB for %.1f MB of input = %.1fx the input (target <= %.0fx: %s)\n", what, peak,
              static_cast<double>(input) / 1e6, ratio, target, ratio <= target ? "met" : "NOT met");
}

// The input of robustness.sh many-rules: rules 100.1 to 999.223, each citing its predecessor.
std::string many_rules_text() {
  std::string text;
  text.reserve(14 << 20);
  char line[160];
  for (int r = 100; r < 1000; ++r)
    for (int s = 1; s <= 223; ++s) {
      int n = std::snprintf(line, sizeof line, "%d.%d. Rule %d.%d lets a player draw %d cards. See rule %d.%d.\n\n", r,
                            s, r, s, s, r, s > 1 ? s - 1 : 1);
      text.append(line, static_cast<std::size_t>(n));
    }
  return text;
}

// Decodes and parses `text` as one document (in `language`, else detected), releasing the text as
// the command line does once it is decoded.
Document parse_many(std::string text, std::optional<Language> language) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode("many.txt", text, {}, d));
  std::string().swap(text);
  ParseOptions o;
  o.language = language;
  return std::move(parse(src, o, d)[0]);
}

// `--many-rules`: the 200,700 rules parsed (peak against the 13.9 MB input, target 5x); with
// `--align`, parsed twice (as en and de, as robustness.sh aligns the file with itself) and aligned
// (peak against both inputs, target 10x). Each in a fresh process, so the peak is the step's own.
int many_rules(bool align) {
  std::string text = many_rules_text();
  std::size_t input = text.size();
  auto start = Clock::now();
  Document en = parse_many(std::move(text), align ? std::optional(Language::kEn) : std::nullopt);
  double ms = ms_since(start);
  if (!align) {
    std::printf("scale_bench --many-rules: %zu blocks, %zu citations in %.0f ms\n", en.blocks.size(),
                en.citations.size(), ms);
    print_memory("decode + parse, 200,700 rules", peak_mib(), input);
    return 0;
  }
  Document de = parse_many(many_rules_text(), Language::kDe);
  start = Clock::now();
  std::size_t units = align_documents({&en, &de}).units.size();
  ms = ms_since(start);
  std::printf("scale_bench --many-rules --align: %zu units in %.0f ms\n", units, ms);
  print_memory("decode + parse + align, 2 x 200,700 rules", peak_mib(), 2 * input, 10);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--many-rules") return many_rules(argc > 2 && std::string(argv[2]) == "--align");
  const char* env = std::getenv("RULECORP_SHARED");
  std::string dir = std::string(env ? env : RULECORP_SHARED_DIR) + "/corpus/cr";
  std::vector<std::string> files;
  if (DIR* d = ::opendir(dir.c_str())) {
    while (dirent* e = ::readdir(d))
      if (std::string(e->d_name).ends_with(".txt")) files.push_back(dir + "/" + e->d_name);
    ::closedir(d);
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) {
    bool ci = std::getenv("CI") && std::string(std::getenv("CI")) == "true";
    std::printf("%s: %s not found\n", ci ? "FAIL" : "skip", dir.c_str());
    return ci ? 1 : 77;
  }
  std::vector<std::string> raw;
  std::size_t total = 0;
  for (const std::string& f : files) {
    raw.push_back(slurp(f));
    total += raw.back().size();
  }
  Document en = parse_one("en", slurp(dir + "/cr-en-2025-11-14.txt"));
  Document de = parse_one("de", slurp(dir + "/cr-de-2025-11-14.txt"));
  std::printf("scale_bench: %zu CR files, %.1f MB at 1x; one thread\n", files.size(), static_cast<double>(total) / 1e6);
  double base_parse = 0, base_align = 0;
  for (int k : {1, 4, 16}) {
    // Parse: each file repeated k times (UTF-16 files keep one BOM: repeat the text after it).
    auto start = Clock::now();
    std::size_t blocks = 0, bytes = 0;
    for (std::size_t i = 0; i < raw.size(); ++i) {
      const std::string& r = raw[i];
      std::size_t bom = r.starts_with("\xFE\xFF") || r.starts_with("\xFF\xFE") ? 2 : r.starts_with("\xEF\xBB\xBF") ? 3 : 0;
      std::string big = r;
      for (int j = 1; j < k; ++j) big.append(r, bom, std::string::npos);
      bytes += big.size();
      Diagnostics d;
      auto src = std::make_shared<const Source>(decode(files[i], big, {}, d));
      for (const Document& doc : parse(src, {}, d)) blocks += doc.blocks.size();
    }
    double parse_ms = ms_since(start);
    double parse_peak = peak_mib();
    Document e = bench::repeated(en, k, 256), g = bench::repeated(de, k, 256);
    start = Clock::now();
    std::size_t units = align_documents({&e, &g}).units.size();
    double align_ms = ms_since(start);
    if (k == 1) { base_parse = parse_ms; base_align = align_ms; }
    std::printf("  %2dx: parse %7.0f ms (%5.1f MB, %4.0f MB/s, %8zu blocks, %.2fx the 1x time)  "
                "align EN+DE %7.1f ms (%6zu units, %.2fx)  peak %6.0f MiB after parse, %6.0f MiB after align\n",
                k, parse_ms, static_cast<double>(bytes) / 1e6, static_cast<double>(bytes) / 1e3 / parse_ms, blocks,
                parse_ms / base_parse, align_ms, units, align_ms / base_align, parse_peak, peak_mib());
    if (k == 16) print_memory("parse at 16x (peak of the whole run so far)", parse_peak, bytes);
  }
  return 0;
}
