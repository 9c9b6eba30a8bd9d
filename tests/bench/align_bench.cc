// Align benchmark: EN+DE 2025 (parsed once, not timed) aligned in-process on one thread, best and
// median of N runs; the same pair doubled and quadrupled (copies renumbered 1000 subrules apart, so
// numbers stay unique) to show how time grows; and each MTGJSON card set read (simdjson On-Demand)
// and aligned. Prints figures, never fails on time (exit 77 when ../shared is absent, 1 under
// CI=true). Usage: align_bench [--repeat N]
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "align/aligner.h"
#include "bench/bench_util.h"
#include "align/card_set.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace {

using namespace rulecorp;
using bench::Clock;
using bench::ms_since;
using bench::slurp;

Document load(const std::string& path) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(path, slurp(path), {}, d));
  return std::move(parse(src, {}, d)[0]);
}

struct Timing { double best = 1e99, median = 0; std::size_t units = 0; };

template <typename F>
Timing time_it(int repeat, F&& f) {
  std::vector<double> t;
  Timing r;
  for (int i = 0; i < repeat; ++i) {
    auto start = Clock::now();
    r.units = f();
    t.push_back(ms_since(start));
  }
  std::sort(t.begin(), t.end());
  r.best = t.front();
  r.median = t[t.size() / 2];
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 20;
  for (int i = 1; i < argc; ++i)
    if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = std::max(1, std::atoi(argv[++i]));
  const char* env = std::getenv("RULECORP_SHARED");
  std::string shared = env ? env : RULECORP_SHARED_DIR;
  std::string cr = shared + "/corpus/cr/";
  if (slurp(cr + "cr-en-2025-11-14.txt").empty()) {
    bool ci = std::getenv("CI") && std::string(std::getenv("CI")) == "true";
    std::printf("%s: %s not found\n", ci ? "FAIL" : "skip", cr.c_str());
    return ci ? 1 : 77;
  }
  Document en = load(cr + "cr-en-2025-11-14.txt"), de = load(cr + "cr-de-2025-11-14.txt");
  std::printf("align_bench: best / median of %d runs, one thread\n", repeat);
  double base = 0;
  for (int times : {1, 2, 4}) {
    Document e = bench::repeated(en, times, 1000), d = bench::repeated(de, times, 1000);
    Timing t = time_it(repeat, [&] {
      return align_documents({&e, &d}).units.size();
    });
    if (times == 1) base = t.best;
    std::printf("  EN+DE 2025 x%d: %8.2f ms best %8.2f ms median  %6zu units  (%.2fx the x1 time)%s\n", times, t.best,
                t.median, t.units, t.best / base, times == 1 ? (t.best < 50 ? "  target < 50 ms: met" : "  target < 50 ms: MISSED") : "");
  }
  for (const char* set : {"ALA", "DOM", "M10"}) {
    std::string bytes = slurp(shared + "/corpus/cards/" + set + ".json");
    Timing read = time_it(repeat, [&] {
      Diagnostics diags;
      return read_card_set(set, bytes, diags).cards.size();
    });
    Diagnostics diags;
    CardSet cs = read_card_set(set, bytes, diags);
    Timing al = time_it(repeat, [&] { return align_cards(cs).units.size(); });
    std::printf("  cards %s: read %.2f ms (%.0f MB/s, %zu cards), align %.2f ms (%zu units)\n", set, read.best,
                static_cast<double>(bytes.size()) / 1e3 / read.best, read.units, al.best, al.units);
  }
  // An AllPrintings-shaped file of about 100 MB: the three sets repeated under distinct codes.
  {
    std::string big = "{\"meta\": {\"version\": \"bench\"}, \"data\": {";
    std::vector<std::string> sets;
    for (const char* set : {"ALA", "DOM", "M10"}) {
      std::string b = slurp(shared + "/corpus/cards/" + set + ".json");
      // The set object is the value of "data": from its '{' to the final '}' of the root.
      std::size_t at = b.find("\"data\":");
      std::size_t open = b.find('{', at), close = b.rfind('}');
      close = b.rfind('}', close - 1);
      sets.push_back(b.substr(open, close - open + 1));
    }
    for (int k = 0; big.size() < 100'000'000; ++k) {
      if (k) big += ", ";
      big += "\"S" + std::to_string(k) + "\": " + sets[static_cast<std::size_t>(k) % sets.size()];
    }
    big += "}}";
    std::size_t size = big.size();
    big.reserve(size + 64);
    auto start = Clock::now();
    Diagnostics diags;
    CardSet cs = read_card_set("AllPrintings-like.json", std::string_view(big.data(), size), diags, big.capacity());
    double read_ms = ms_since(start);
    start = Clock::now();
    std::size_t units = align_cards(cs).units.size();
    std::printf("  AllPrintings-like %.0f MB: read %.0f ms (%.0f MB/s, %zu cards, %zu diagnostics), align %.0f ms (%zu units)\n",
                static_cast<double>(size) / 1e6, read_ms, static_cast<double>(size) / 1e3 / read_ms, cs.cards.size(),
                diags.all().size(), ms_since(start), units);
  }
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  std::printf("  peak memory: %.1f MiB\n", static_cast<double>(ru.ru_maxrss) / 1024.0);
  return 0;
}
