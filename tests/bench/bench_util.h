// Helpers shared by the benchmarks: a clock, whole-file reading, and a document repeated k times
// with its rule numbers moved apart so that every copy keeps unique numbers.
#ifndef RULECORP_TESTS_BENCH_BENCH_UTIL_H_
#define RULECORP_TESTS_BENCH_BENCH_UTIL_H_

#include <chrono>
#include <fstream>
#include <sstream>
#include <string>

#include "parse/document.h"

namespace rulecorp::bench {

using Clock = std::chrono::steady_clock;

// Milliseconds since `t`.
inline double ms_since(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

// The whole file, or "" when it cannot be read.
inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// `doc` repeated `times` times; copy k has every subrule number raised by `step` * k.
inline Document repeated(const Document& doc, int times, int step) {
  Document out = doc;
  out.blocks.clear();
  for (int k = 0; k < times; ++k) {
    auto offset = static_cast<std::int32_t>(out.blocks.size());
    for (Block b : doc.blocks) {
      if (b.kind == BlockKind::kRule && b.number.valid())
        b.number = RuleNumber::with_letter_index(b.number.rule(), b.number.sub() + step * k, b.number.letter_index());
      if (b.parent >= 0) b.parent += offset;
      if (!b.citations.empty())  // view the copy's citations, not `doc`'s
        b.citations = std::span<const Citation>(out.citations).subspan(
            static_cast<std::size_t>(b.citations.data() - doc.citations.data()), b.citations.size());
      out.blocks.push_back(std::move(b));
    }
  }
  return out;
}

}  // namespace rulecorp::bench

#endif  // RULECORP_TESTS_BENCH_BENCH_UTIL_H_
