// Parse benchmark: for every ../shared/corpus/cr file, decode (bytes -> Source) and parse (Source ->
// Documents) in-process on one thread, repeated; prints the best and median time per stage, MB/s
// and peak memory. It reports figures and never fails on time (exit 77 when ../shared is absent,
// 1 under CI=true). Usage: parse_bench [--repeat N] [FILE...]
#include <dirent.h>
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

#include "parse/parser.h"
#include "text/decoder.h"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 20;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc)
      repeat = std::max(1, std::atoi(argv[++i]));
    else
      files.push_back(argv[i]);
  }
  if (files.empty()) {
    std::string dir = std::string(RULECORP_SHARED_DIR) + "/corpus/cr";
    if (DIR* d = ::opendir(dir.c_str())) {
      while (dirent* e = ::readdir(d))
        if (std::strstr(e->d_name, ".txt")) files.push_back(dir + "/" + e->d_name);
      ::closedir(d);
    } else {
      const char* ci = std::getenv("CI");
      std::fprintf(stderr, "%s: %s not found\n", ci && std::string(ci) == "true" ? "FAIL" : "SKIP", dir.c_str());
      return ci && std::string(ci) == "true" ? 1 : 77;
    }
    std::sort(files.begin(), files.end());
  }
  std::printf("%-24s %9s %10s %10s %10s %9s %8s\n", "file", "KiB", "decode ms", "parse ms", "total ms", "MB/s",
              "blocks");
  for (const std::string& path : files) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    const std::string bytes = ss.str();
    std::vector<double> dec, par, tot;
    std::size_t blocks = 0;
    for (int r = 0; r < repeat; ++r) {
      rulecorp::Diagnostics diags;
      auto t0 = Clock::now();
      auto src = std::make_shared<const rulecorp::Source>(rulecorp::decode(path, bytes, {}, diags));
      double d = ms_since(t0);
      auto t1 = Clock::now();
      std::vector<rulecorp::Document> docs = rulecorp::parse(src, {}, diags);
      double p = ms_since(t1);
      dec.push_back(d);
      par.push_back(p);
      tot.push_back(d + p);
      blocks = 0;
      for (const auto& doc : docs) blocks += doc.blocks.size();
    }
    double best = *std::min_element(tot.begin(), tot.end());
    std::string name = path.substr(path.rfind('/') + 1);
    std::printf("%-24s %9.0f %10.2f %10.2f %10.2f %9.1f %8zu   (best of %d; median total %.2f ms)\n", name.c_str(),
                bytes.size() / 1024.0, *std::min_element(dec.begin(), dec.end()),
                *std::min_element(par.begin(), par.end()), best, bytes.size() / 1e6 / (best / 1e3), blocks, repeat,
                median(tot));
  }
  rusage ru{};
  ::getrusage(RUSAGE_SELF, &ru);
  std::printf("peak memory: %.1f MiB\n", ru.ru_maxrss / 1024.0);
  return 0;
}
