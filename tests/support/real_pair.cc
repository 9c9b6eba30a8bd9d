// The findings helper reads the pair (and with the history the other English editions) from
// ../shared by name, so the inputs' names are the file names, as a command line gives them.
#include "support/real_pair.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "support/shared_dir.h"

namespace rulecorp::test {

std::string cr_file(const std::string& name) { return read_file(shared_dir() + "/corpus/cr/" + name); }

void replace_once(std::string& s, const std::string& what, const std::string& with) {
  std::size_t at = s.find(what);
  REQUIRE(at != std::string::npos);
  REQUIRE(s.find(what, at + 1) == std::string::npos);
  s.replace(at, what.size(), with);
}

std::string redated_english(std::string en) {
  std::size_t at;
  while ((at = en.find("These rules are effective as of November 14, 2025.")) != std::string::npos)
    en.replace(at, 50, "These rules are effective as of February 27, 2026.");
  return en;
}

void run_real(std::vector<CorpusInput> inputs, RunResult& r, RunAs as) {
  PipelineOptions o;
  o.corpus.jobs = 2;
  if (as == RunAs::kUpdate) {
    o.corpus.history = false;
    o.check = false;
    o.glossary = true;
    o.glossary_options.association = false;
  }
  Diagnostics diags;
  run_pipeline(std::move(inputs), o, diags, r);
}

std::vector<Diagnostic> en_de_2025_findings(bool history) {
  namespace fs = std::filesystem;
  std::vector<CorpusInput> inputs;
  for (const char* name : {"cr-en-2025-11-14.txt", "cr-de-2025-11-14.txt"}) inputs.push_back({name, std::nullopt, cr_file(name)});
  if (history) {
    std::vector<std::string> older;
    for (const char* dir : {"/corpus/cr", "/corpus/cr-archive"})
      for (const auto& e : fs::directory_iterator(shared_dir() + dir)) {
        std::string n = e.path().filename().string();
        if (n.rfind("cr-en-", 0) == 0 && n != "cr-en-2025-11-14.txt") older.push_back(e.path().string());
      }
    std::sort(older.begin(), older.end());
    for (const std::string& p : older) inputs.push_back({p.substr(p.rfind('/') + 1), std::nullopt, read_file(p)});
  }
  RunResult run;
  run_real(std::move(inputs), run);
  return std::move(run.findings);
}

}  // namespace rulecorp::test
