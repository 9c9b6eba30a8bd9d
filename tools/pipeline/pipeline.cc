// Straight-line: load_corpus, align_documents over the corpus's texts, align_cards per card set,
// build_glossary over all of those alignments when asked, then run_checks with the history, the
// card names and the glossary (when built) as resources. Every stage runs on corpus.jobs threads
// and gives the same result for any number. The card name table is built from every card set of
// the run, so rulings can be checked against the cards given with them. PipelineOptions::before_checks
// is called between the glossary and the checks, so a caller can start work on everything else.
#include "pipeline/pipeline.h"

#include "align/aligner.h"

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

void run_pipeline(std::vector<CorpusInput> inputs, const PipelineOptions& options, Diagnostics& diags, RunResult& out) {
  // Progress per stage: the alignments (texts, then each card set) done of all of them.
  auto progress = [&](std::string_view stage, std::string_view item, std::size_t done, std::size_t total) {
    if (options.corpus.progress) options.corpus.progress({stage, item, done, total});
  };
  out.corpus = load_corpus(std::move(inputs), options.corpus, diags);
  const std::size_t parts = 1 + out.corpus.card_sets.size();
  auto set_name = [&](std::size_t i) {
    const CardSet& s = out.corpus.card_sets[i];
    return !s.docs.empty() && s.docs[0].source ? std::string_view(s.docs[0].source->name) : std::string_view();
  };
  progress("align", "", 0, parts);
  if (!out.corpus.documents.empty()) out.texts = align_documents(out.corpus.document_pointers(), {}, options.corpus.jobs);
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
    go.jobs = options.corpus.jobs;
    out.glossary = build_glossary(units, go);
  }
  if (!options.check) return;
  if (options.before_checks) options.before_checks(out);
  progress("check", "", 0, parts);
  CheckResources res;
  res.history = out.corpus.history.size() ? &out.corpus.history : nullptr;
  res.card_names = out.card_names.get();
  if (options.glossary) res.glossary = &out.glossary;
  if (!out.corpus.documents.empty()) out.findings = run_checks(out.texts, res, options.corpus.jobs);
  for (std::size_t i = 0; i < out.cards.size(); ++i) {
    progress("check", set_name(i), i + 1, parts);
    for (Diagnostic& d : run_checks(out.cards[i], res, options.corpus.jobs)) out.findings.push_back(std::move(d));
  }
  progress("check", "", parts, parts);
}

}  // namespace rulecorp
