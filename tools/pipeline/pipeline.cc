// PipelineMode::kParse reads the corpus alone and kEditions maps two inputs' texts (run_editions);
// kLanguages, the full run, is straight-line but for the history: the corpus is read (CorpusLoader), then its history is built
// on corpus.jobs threads of its own while align_documents aligns the corpus's texts, align_cards
// each card set and build_glossary builds the glossary over all of those alignments when asked
// (with one job the history comes first); then the checks (check_fanout.h) with the history, the card names and the
// glossary (when built) as resources, after the update lists (update_lists), which the checks read. Every stage runs on corpus.jobs threads and gives the same
// result for any number; should the loader make the documents again (a streamed edition that was
// not what its head said), the alignments and the glossary are made again from them. The card name table is built from every card set of
// the run, so rulings can be checked against the cards given with them. PipelineOptions::before_checks
// is called between the glossary and the checks, so a caller can start work on everything else
// (beside the checks on a thread of this file's), and after_checks' tasks run on the jobs threads.
#include "pipeline/pipeline.h"

#include "align/aligner.h"
#include "align/edition_map.h"
#include "pipeline/check_fanout.h"
#include "common/parallel.h"

#include <algorithm>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>

namespace rulecorp {

std::vector<CardName> card_names_of(const CardSet& set) {
  static constexpr const char* kLanguages[3] = {"en", "de", "fr"};
  std::vector<CardName> out;
  for (const Card& c : set.cards) {
    CardName n{c.name, {}};
    for (int l = 1; l < 3; ++l)
      if (c.count[l] > 0 && static_cast<std::size_t>(l) < set.docs.size()) {
        const auto& blocks = set.docs[static_cast<std::size_t>(l)].blocks;
        auto first = static_cast<std::size_t>(c.first[l]);
        if (first < blocks.size() && !blocks[first].term.empty()) n.local[kLanguages[l]] = std::string(blocks[first].term);
      }
    out.push_back(std::move(n));
  }
  return out;
}

namespace {

// The first document of docs[begin, end) with a rule, else docs[begin] (null when the range is empty).
const Document* first_with_rules(const std::vector<const Document*>& docs, std::size_t begin, std::size_t end) {
  for (std::size_t i = begin; i < end; ++i)
    for (const Block& b : docs[i]->blocks)
      if (b.kind == BlockKind::kRule) return docs[i];
  return end > begin ? docs[begin] : nullptr;
}

// PipelineMode::kEditions over the two inputs: their texts mapped, the older first.
void run_editions(std::vector<CorpusInput> inputs, const CorpusOptions& options, Diagnostics& diags, RunResult& out) {
  std::vector<std::string> names;
  for (const CorpusInput& in : inputs) names.push_back(in.name);
  names.resize(2);
  CorpusOptions copt = options;
  copt.history = false;
  copt.canonical_order = false;  // OLD NEW as given; the dates decide below
  out.corpus = load_corpus(std::move(inputs), copt, diags);
  std::vector<const Document*> docs = out.corpus.document_pointers();
  // Each input's documents share its Source and follow each other.
  std::vector<std::size_t> begin{0};
  for (std::size_t i = 1; i < docs.size(); ++i)
    if (docs[i]->source != docs[i - 1]->source) begin.push_back(i);
  begin.resize(2, docs.size());
  const Document* older = first_with_rules(docs, begin[0], begin[1]);
  const Document* newer = first_with_rules(docs, begin[1], docs.size());
  if (older && newer && !older->edition.empty() && !newer->edition.empty() && older->edition > newer->edition) {
    std::swap(older, newer);
    out.editions_reversed = true;
  }
  if (older && newer) {
    out.texts = map_editions(*older, *newer);
    return;
  }
  out.texts.mode = Alignment::Mode::kEditions;  // an input without any text: nothing to map
  for (std::size_t i = 0; i < 2; ++i)
    if (!(i == 0 ? older : newer))
      diags.report("align.unused", names[i], 0, 0, "this input holds no text; no renumbering map is made");
}

}  // namespace

void run_pipeline(std::vector<CorpusInput> inputs, const PipelineOptions& options, Diagnostics& diags, RunResult& out) {
  if (options.mode == PipelineMode::kEditions) return run_editions(std::move(inputs), options.corpus, diags, out);
  if (options.mode == PipelineMode::kParse) {
    CorpusOptions copt = options.corpus;
    copt.history = false;  // every edition given is the run's
    copt.canonical_order = false;
    out.corpus = load_corpus(std::move(inputs), copt, diags);
    return;
  }
  // The caller's progress callback, called from one thread at a time although the history is
  // built while the texts are aligned.
  CorpusOptions copt = options.corpus;
  copt.canonical_order = true;  // every stage below pairs or counts: none may see the order given
  if (copt.progress) {
    auto mutex = std::make_shared<std::mutex>();
    copt.progress = [mutex, f = options.corpus.progress](const Progress& p) {
      std::lock_guard lock(*mutex);
      f(p);
    };
  }
  // Progress per stage: the alignments (texts, then each card set) done of all of them.
  auto progress = [&](std::string_view stage, std::string_view item, std::size_t done, std::size_t total) {
    if (copt.progress) copt.progress({stage, item, done, total});
  };
  const unsigned jobs = copt.jobs ? copt.jobs : std::max(1u, std::thread::hardware_concurrency());
  CorpusLoader loader(std::move(inputs), copt, out.corpus);
  loader.read();
  // The history on its own threads while the texts and card sets are aligned and the glossary is
  // built (none of which reads it), with two or more jobs; else first.
  std::thread history;
  std::exception_ptr history_fault;
  if (jobs >= 2 && loader.has_history()) {
    history = std::thread([&] {
      try {
        loader.build_history();
      } catch (...) {
        history_fault = std::current_exception();
      }
    });
  } else {
    loader.build_history();
  }
  auto align = [&] {
    const std::size_t parts = 1 + out.corpus.card_sets.size();
    auto set_name = [&](std::size_t i) {
      const CardSet& s = out.corpus.card_sets[i];
      return !s.docs.empty() && s.docs[0].source ? std::string_view(s.docs[0].source->name) : std::string_view();
    };
    progress("align", "", 0, parts);
    if (!out.corpus.documents.empty()) {
      AlignOptions aopt;
      aopt.translates = out.corpus.translates;
      out.texts = align_documents(out.corpus.document_pointers(), aopt, Fanout::on_threads(copt.jobs));
    }
    std::vector<CardName> names;
    for (std::size_t i = 0; i < out.corpus.card_sets.size(); ++i) {
      progress("align", set_name(i), i + 1, parts);
      const CardSet& set = out.corpus.card_sets[i];
      out.cards.push_back(align_cards(set));
      for (CardName& n : card_names_of(set)) names.push_back(std::move(n));
    }
    out.card_names = std::make_unique<CardNameFinder>(std::move(names));
    if (options.glossary) {
      progress("glossary", "", 0, 2);
      std::vector<InputUnit> units;
      if (!out.corpus.documents.empty()) units = glossary_input(out.texts);
      for (const Alignment& a : out.cards)
        for (InputUnit& u : glossary_input(a)) units.push_back(std::move(u));
      progress("glossary", "", 1, 2);
      GlossaryOptions go = options.glossary_options;
      go.fanout = Fanout::on_threads(copt.jobs);
      out.glossary = build_glossary(units, go);
    }
  };
  try {
    align();
  } catch (...) {
    if (history.joinable()) history.join();
    throw;
  }
  if (history.joinable()) history.join();
  if (history_fault) std::rethrow_exception(history_fault);
  if (!loader.finish(diags)) {
    // The documents were made again: so is everything made of them.
    out.texts = Alignment();
    out.cards.clear();
    out.card_names.reset();
    out.glossary = Glossary();
    align();
  }
  const std::size_t parts = 1 + out.corpus.card_sets.size();
  auto set_name = [&](std::size_t i) {
    const CardSet& s = out.corpus.card_sets[i];
    return !s.docs.empty() && s.docs[0].source ? std::string_view(s.docs[0].source->name) : std::string_view();
  };
  if (!options.check) return;
  // The caller's work beside the checks: on a thread of its own, joined on every way out.
  struct Beside {
    std::thread thread;
    std::exception_ptr fault;
    ~Beside() {
      if (thread.joinable()) thread.join();
    }
  } beside;
  if (options.before_checks)
    if (std::function<void()> work = options.before_checks(out)) {
      if (jobs < 2) {
        work();
      } else {
        beside.thread = std::thread([&beside, work = std::move(work)] {
          try {
            work();
          } catch (...) {
            beside.fault = std::current_exception();
          }
        });
      }
    }
  progress("check", "", 0, parts);
  CheckResources res;
  res.history = out.corpus.history.size() ? &out.corpus.history : nullptr;
  res.card_names = out.card_names.get();
  if (options.glossary) res.glossary = &out.glossary;
  if (!out.corpus.documents.empty()) {
    out.updates = update_lists(out.texts, res.history);
    res.updates = &out.updates;
    out.findings = check_in_parallel(out.texts, res, copt.jobs);
  }
  for (std::size_t i = 0; i < out.cards.size(); ++i) {
    progress("check", set_name(i), i + 1, parts);
    for (Diagnostic& d : run_checks(out.cards[i], res)) out.findings.push_back(std::move(d));
  }
  progress("check", "", parts, parts);
  if (options.after_checks) {
    std::vector<std::function<void()>> tasks = options.after_checks(out);
    run_parallel(0, tasks.size(), jobs, [&tasks](std::size_t k) { tasks[k](); });
  }
  if (beside.thread.joinable()) beside.thread.join();
  if (beside.fault) std::rethrow_exception(beside.fault);
}

}  // namespace rulecorp
