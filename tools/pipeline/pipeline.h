// The pipeline every command runs, in a mode (PipelineMode): the full run reads the inputs into a
// Corpus (parse in parallel, card files, the renumbering history), aligns the texts across
// languages, aligns each card set, builds the glossary when asked, and runs the checks over the
// alignments (with two or more jobs the history is built while the texts are aligned and the
// glossary is built); the editions mode maps two inputs' texts, the parse mode reads the corpus
// alone. Commands differ only in the mode and in what they write (convert and history stream their
// inputs instead: stream_inputs, corpus.h).
#ifndef RULECORP_PIPELINE_PIPELINE_H_
#define RULECORP_PIPELINE_PIPELINE_H_

#include <functional>
#include <memory>
#include <vector>

#include "align/alignment.h"
#include "align/update_list.h"
#include "check/card_names.h"
#include "check/checker.h"
#include "glossary/glossary.h"
#include "glossary/glossary_builder.h"
#include "pipeline/corpus.h"

namespace rulecorp {

struct RunResult;

// What a run makes of its inputs: the command's mode of the pipeline. Commands that treat each
// input on its own (convert, history) stream them instead (stream_inputs, corpus.h).
enum class PipelineMode {
  kLanguages,  // texts aligned across languages, card sets, then the glossary and the checks as asked
  // Two inputs, OLD then NEW: the first rules text of each (its first document, when none has
  // rules) mapped onto the other by rule number and content (map_editions), the older by date
  // first; no history, no glossary, no checks.
  kEditions,
  kParse,      // the inputs parsed, in the order given, into the corpus alone (no history)
};

struct PipelineOptions {
  PipelineMode mode = PipelineMode::kLanguages;
  CorpusOptions corpus;     // encoding, threads (corpus.jobs: every stage's, not only the parse's), history
  bool check = true;        // run the checks (align and parse only need the alignment)
  bool glossary = false;    // build the glossary from the aligned texts and card sets (before the checks)
  GlossaryOptions glossary_options;
  // Called once on the calling thread when the corpus, the alignments and the glossary are final,
  // just before the checks run (when they run). The work it returns (or none) may read them, not
  // `findings`: with two or more jobs it runs on a thread of its own while the checks and the tasks
  // of after_checks run, else at once; it is done when run_pipeline returns, its fault rethrown.
  std::function<std::function<void()>(const RunResult&)> before_checks = {};
  // Called once on the calling thread after the checks: the tasks it returns run on the jobs
  // threads, each writing only what is its own; a fault comes back as if they had run in order.
  std::function<std::vector<std::function<void()>>(RunResult&)> after_checks = {};
};

// Everything one run produced. Alignments point into `corpus`, so a RunResult is not copied or moved
// once filled (run_pipeline fills one the caller owns).
struct RunResult {
  Corpus corpus;
  Alignment texts;                              // rules, rulings and glossaries across languages
  std::vector<Alignment> cards;                 // one per card set, card lines across languages
  std::unique_ptr<CardNameFinder> card_names;   // English card names and their printed translations
  Glossary glossary;                            // built when PipelineOptions::glossary, else empty
  // The update list of each translation of an older English edition than the newest (with the
  // checks; align.outdated is made of them).
  std::vector<UpdateList> updates;
  std::vector<Diagnostic> findings;             // the checks' findings, texts first, then card sets
  // PipelineMode::kEditions: the second input's text is dated before the first's, so `texts` maps
  // it onto the first (texts.docs: older, newer).
  bool editions_reversed = false;

  RunResult() = default;
  RunResult(const RunResult&) = delete;
  RunResult& operator=(const RunResult&) = delete;
};

// The card names of `set`: each card's English name with its German and French printed names.
std::vector<CardName> card_names_of(const CardSet& set);

// Runs the pipeline in options.mode over `inputs` into `out`; input problems found while reading
// go to `diags`.
void run_pipeline(std::vector<CorpusInput> inputs, const PipelineOptions& options, Diagnostics& diags, RunResult& out);

}  // namespace rulecorp

#endif  // RULECORP_PIPELINE_PIPELINE_H_
