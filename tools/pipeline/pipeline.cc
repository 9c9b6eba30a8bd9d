// Straight-line: load_corpus, align_documents over the corpus's texts, align_cards per card set,
// build_glossary over all of those alignments when asked, then run_checks with the history, the card names and the glossary (when built) as resources. The card name table is built
// from every card set of the run, so rulings can be checked against the cards given with them.
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
  auto stage = [&](std::string_view name) {
    if (options.corpus.progress) options.corpus.progress({name, "", 0, 1});
  };
  out.corpus = load_corpus(std::move(inputs), options.corpus, diags);
  stage("align");
  if (!out.corpus.documents.empty()) out.texts = align_documents(out.corpus.document_pointers());
  std::vector<CardName> names;
  for (const CardSet& set : out.corpus.card_sets) {
    out.cards.push_back(align_cards(set));
    for (CardName& n : card_names_of(set)) names.push_back(std::move(n));
  }
  out.card_names = std::make_unique<CardNameFinder>(std::move(names));
  if (options.glossary) {
    stage("glossary");
    std::vector<InputUnit> units;
    if (!out.corpus.documents.empty()) units = glossary_input(out.texts);
    for (const Alignment& a : out.cards)
      for (InputUnit& u : glossary_input(a)) units.push_back(std::move(u));
    out.glossary = build_glossary(units, options.glossary_options);
  }
  if (!options.check) return;
  stage("check");
  CheckResources res;
  res.history = out.corpus.history.size() ? &out.corpus.history : nullptr;
  res.card_names = out.card_names.get();
  if (options.glossary) res.glossary = &out.glossary;
  if (!out.corpus.documents.empty()) out.findings = run_checks(out.texts, res);
  for (const Alignment& a : out.cards)
    for (Diagnostic& d : run_checks(a, res)) out.findings.push_back(std::move(d));
}

}  // namespace rulecorp
