// `rulecorp align`: options are bound into AlignCommandOptions by Boost.Program_options. Inputs are
// read first; then the pipeline (tools/pipeline, without checks or history) decodes and parses the
// rules/rulings texts, reads MTGJSON card files (recognised by their first key) as card sets, and
// aligns the texts across languages (default) or each card set's lines (card files only); a
// renumbering map (--editions OLD NEW, ordered by the editions' dates whatever order they are given
// in, with a note when it was the other way) is made from the corpus the pipeline read. tools/check turns the
// members' statuses into align.* findings. What the inputs contain (two texts of different
// languages given to --editions, no original for a translation) is a finding, never a usage error,
// so every other diagnostic is still shown. The result is serialised (TMX, TSV, CSV or JSON) and
// written atomically; diagnostics go to stderr and --fail-on decides the exit status.
#include <boost/program_options.hpp>
#include <cstdint>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "check/alignment_findings.h"
#include "cli/inputs.h"
#include "emit/align_json.h"
#include "emit/tmx.h"
#include "emit/tsv.h"
#include "pipeline/pipeline.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct AlignCommandOptions {
  InputOptions io;              // inputs (or MTGJSON card files), --out, --encoding, --fail-on, ...
  std::string format = "tmx";   // tmx (TMX 1.4), tsv (one row per unit, data unaltered), csv (for
                                // spreadsheets, formulas guarded) or json (schemas/align.schema.json)
  bool editions = false;        // two inputs OLD NEW of one language: write the renumbering map
  AlignCommandOptions() { io.max_input_mb = 1024; }  // card files (AllPrintings) are large
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp align [OPTIONS] [LANG:]FILE...\n"
               "       rulecorp align --editions [OPTIONS] OLD NEW\n"
               "       rulecorp align [OPTIONS] CARDS.json...\n\n"
               "Aligns rules and rulings across languages: rules by number, verified and corrected by\n"
               "content; each translation's own status is marked (misnumbered, swapped, duplicate,\n"
               "missing, extra, or made from another edition); rulings by length and anchors. English\n"
               "is the pivot when present. A translation made from an older edition is paired with\n"
               "that edition when it is among the inputs.\n"
               "--editions maps the rules of an older edition onto a newer one by content (ok,\n"
               "reworded, renumbered, removed, added); the two are taken in the order of their\n"
               "effective dates, whichever order they are given in.\n"
               "MTGJSON card files pair each card's English text with its German and French text,\n"
               "ability line by ability line.\n\n"
            << desc
            << "\nExit status: 0 ok, 1 findings at or above --fail-on (or an I/O error), 2 usage error.\n"
               "Checks: see 'rulecorp checks'.\n";
}

// Appends `from` to `into` (same slots), shifting document indices.
void append(Alignment& into, Alignment&& from) {
  auto shift = static_cast<std::int32_t>(into.docs.size());
  for (const Document* d : from.docs) into.docs.push_back(d);
  for (DocumentInfo& info : from.documents) into.documents.push_back(std::move(info));
  for (Unit& u : from.units) {
    for (Member& m : u.members)
      if (m.doc >= 0) m.doc += shift;
    into.units.push_back(std::move(u));
  }
  for (Oversized& o : from.oversized) {
    o.doc += shift;
    into.oversized.push_back(std::move(o));
  }
}

}  // namespace

int run_align(const std::vector<std::string>& args) {
  AlignCommandOptions o;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("format,f", po::value(&o.format)->default_value(o.format), "output format: tmx, tsv, csv or json")
      ("editions", po::bool_switch(&o.editions), "map the rules of edition OLD onto edition NEW (two inputs, one language)");
  add_input_options(desc, o.io);
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  std::optional<Severity> fail_on = check_input_options(o.io, "align");
  if (o.format != "tmx" && o.format != "tsv" && o.format != "csv" && o.format != "json")
    throw UsageError("align: unknown --format '" + o.format + "' (tmx, tsv, csv or json)");
  if (o.editions && o.io.inputs.size() != 2) throw UsageError("align: --editions takes exactly two inputs, OLD and NEW");
  std::vector<InputSpec> specs = parse_input_specs(o.io.inputs, o.io.out, "align");

  // Read everything first: an I/O fault must stop the run before any output is touched.
  std::vector<CorpusInput> inputs = read_inputs(specs, o.io.max_input_mb << 20);
  std::size_t cards = 0;
  for (const CorpusInput& in : inputs) cards += looks_like_card_file(in.bytes);
  if (cards && cards != inputs.size()) throw UsageError("align: card files (MTGJSON) cannot be mixed with rules texts");
  if (cards && o.editions) throw UsageError("align: --editions takes rules texts, not card files");

  Diagnostics diags;
  PipelineOptions popt;
  popt.mode = o.editions ? PipelineMode::kEditions : PipelineMode::kLanguages;
  popt.corpus.encoding = o.io.encoding;
  popt.corpus.history = false;  // every text given is aligned
  popt.check = false;           // the align.* findings below are all this command reports
  RunResult run;
  run_pipeline(std::move(inputs), popt, diags, run);
  Alignment a;
  if (cards) {
    a = std::move(run.cards[0]);
    for (std::size_t i = 1; i < run.cards.size(); ++i) append(a, std::move(run.cards[i]));
  } else {
    a = std::move(run.texts);
  }
  if (run.editions_reversed && !o.io.quiet)
    std::cerr << "rulecorp: align: note: " << specs[1].path << " (" << a.docs[0]->edition << ") is older than " << specs[0].path
              << " (" << a.docs[1]->edition << "): mapped " << specs[1].path << " onto " << specs[0].path
              << " (--editions takes OLD NEW; the dates decide)\n";
  for (Diagnostic& d : alignment_findings(a)) diags.report(std::move(d));

  std::ostringstream text;
  std::vector<CsvCut> cuts;  // CSV cells cut to a spreadsheet cell's size
  if (o.format == "tmx") write_tmx(a, text);
  else if (o.format == "tsv") write_align_tsv(a, text);
  else if (o.format == "csv") cuts = write_align_csv(a, text);
  else write_align_json(a, diags, text);
  write_output(o.io.out, text.view());
  print_diagnostics(diags, o.io.quiet);
  if (!o.io.quiet) std::cerr << csv_cut_notes(o.io.out, cuts);
  return fail_on && diags.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
