// The real pair EN/DE 2025 of ../shared (corpus/cr/) and the pipeline over it, as the real-data
// tests run it: read once here, so every such test reads the same files with the same options.
#ifndef RULECORP_TESTS_SUPPORT_REAL_PAIR_H_
#define RULECORP_TESTS_SUPPORT_REAL_PAIR_H_

#include <string>
#include <vector>

#include "pipeline/pipeline.h"

namespace rulecorp::test {

// A file of ../shared/corpus/cr/ ("cr-en-2025-11-14.txt"), read whole.
std::string cr_file(const std::string& name);

// Replaces the one occurrence of `what` in `s` by `with` (REQUIREs that there is exactly one).
void replace_once(std::string& s, const std::string& what, const std::string& with);

// EN 2025-11-14 dated as the next edition (February 27, 2026), the start of a made-up new edition.
std::string redated_english(std::string en);

// How the pipeline runs: as `rulecorp check` does, or as `rulecorp update` does (every English
// edition given a text, none only in a history; no checks; the glossary without association).
enum class RunAs { kCheck, kUpdate };

// Runs the pipeline over `inputs` into `r` on 2 jobs, as `as` says.
void run_real(std::vector<CorpusInput> inputs, RunResult& r, RunAs as = RunAs::kCheck);

// The checks' findings on EN/DE 2025 as `rulecorp check` gives them; with `history`, every other
// English edition of ../shared (corpus/cr and corpus/cr-archive) given besides, in name order.
std::vector<Diagnostic> en_de_2025_findings(bool history = false);

}  // namespace rulecorp::test

#endif  // RULECORP_TESTS_SUPPORT_REAL_PAIR_H_
