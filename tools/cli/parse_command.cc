// `rulecorp parse`: options are bound into ParseCommandOptions (one commented field each) by
// Boost.Program_options; inputs are read first (an I/O fault stops the run before anything is
// written), then decoded and parsed in parallel by the pipeline in its parse mode (PipelineMode::kParse:
// every input kept in the order given, no history), serialised straight into the output file, renamed into place once whole; diagnostics go to stderr in input
// order and decide the exit status through --fail-on.
#include <boost/program_options.hpp>
#include <cstdint>
#include <iostream>
#include <iterator>
#include <optional>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "common/diagnostic.h"
#include "emit/parse_json.h"
#include "pipeline/pipeline.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct ParseCommandOptions {
  InputOptions io;              // inputs, --out, --encoding, --fail-on, --max-input-mb, --quiet
  std::string format = "json";  // json (the model, schemas/parse.schema.json) or text (one line per block)
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp parse [OPTIONS] [LANG:]FILE...\n\n"
               "Reads rules and rulings texts (any encoding, any line ends) and writes their document\n"
               "model: sections, rules with examples and cross-references, glossary, rulings.\n"
               "LANG (en, de, fr) fixes the language of an input; otherwise it is detected, and an\n"
               "input holding several languages is split into one document per language.\n"
               "FILE '-' reads standard input.\n\n"
            << desc
            << "\nExit status: 0 ok, 1 findings at or above --fail-on (or an I/O error), 2 usage error.\n"
               "Checks: see 'rulecorp checks'.\n";
}

}  // namespace

int run_parse(const std::vector<std::string>& args) {
  ParseCommandOptions o;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("format,f", po::value(&o.format)->default_value(o.format), "output format: json or text");
  add_input_options(desc, o.io);
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  std::optional<Severity> fail_on = check_input_options(o.io, "parse");
  if (o.format != "json" && o.format != "text") throw UsageError("parse: unknown --format '" + o.format + "'");
  std::vector<CorpusInput> inputs = read_command_inputs(o.io, "parse");
  Diagnostics diags;
  PipelineOptions popt;
  popt.mode = PipelineMode::kParse;  // every edition given is written, in the order given
  popt.corpus.encoding = o.io.encoding;
  RunResult run;
  run_pipeline(std::move(inputs), popt, diags, run);
  Corpus& corpus = run.corpus;
  std::vector<Document> docs(std::make_move_iterator(corpus.documents.begin()),
                             std::make_move_iterator(corpus.documents.end()));
  for (CardSet& set : corpus.card_sets)  // card files: the card lines of each language
    for (Document& d : set.docs) docs.push_back(std::move(d));

  // Streamed into the output file as it is made (a file of a million rules writes 200 MB of JSON).
  OutputBatch batch;
  batch.stage(o.io.out, [&](std::ostream& os) {
    if (o.format == "json") write_parse_json(os, docs, diags);
    else write_parse_text(os, docs);
  });
  batch.commit();

  print_diagnostics(diags, o.io.quiet);
  return fail_on && diags.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
