// `rulecorp glossary`: options are bound into GlossaryCommandOptions by Boost.Program_options. Every
// input is read first (an I/O fault stops the run before anything is written), then the pipeline
// parses and aligns them and builds the glossary (tools/pipeline with glossary on, checks off). The
// glossary is written in the chosen format, atomically: TBX v3, TBX v2 and JSON hold every language;
// TSV, CSV and HTML hold the language pair of --pair. The parse diagnostics go to stderr and decide
// the exit status through --fail-on. A pair whose language no input has is a content problem, not a
// usage error: the glossary written is empty but valid, and a note says why.
#include <algorithm>
#include <boost/program_options.hpp>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "emit/output_format.h"
#include "pipeline/pipeline.h"
#include "lang/profile.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct GlossaryCommandOptions {
  InputOptions io;              // inputs, --out, --encoding, --fail-on, --max-input-mb, --quiet
  std::string format = "tbx";   // a glossary row of the format table (emit/output_format.h)
  std::string pair = "en-de";   // source-target languages of the pair-wise formats (tsv, csv, html)
  int jobs = 0;              // parallel parse and word-splitting tasks; 0 = every core (an int, so that -1 is refused, not wrapped)
  GlossaryCommandOptions() { io.max_input_mb = 1024; }  // card files (AllPrintings) are large
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp glossary [OPTIONS] [LANG:]FILE...\n\n"
               "Builds the translators' glossary of rules, rulings and MTGJSON card files: English,\n"
               "German and French terms paired from rule and section headings, the CR glossaries,\n"
               "definitions and glosses in the rules, card keywords, names and type lines, and\n"
               "association over the aligned paragraphs, each pair with its evidence.\n"
            << format_names({FormatModel::kGlossary}, " and ") << " hold every language; "
            << format_names({FormatModel::kGlossaryPair}, " and ") << " hold the pair of\n"
               "--pair (omegat: OmegaT's glossary file, to save as glossary/glossary.txt).\n\n"
            << desc << "\nExit status: 0 ok, 1 input problems at or above --fail-on (or an I/O error), 2 usage error.\n";
}

// The glossary's formats (the format table's glossary rows), and their names as help lists them.
std::string glossary_formats() { return format_names({FormatModel::kGlossary, FormatModel::kGlossaryPair}); }
const OutputFormat* glossary_format(const std::string& f) { return find_format({FormatModel::kGlossary, FormatModel::kGlossaryPair}, f); }

// "en-de" -> {"en", "de"}; throws UsageError unless both are en, de or fr and differ.
std::pair<std::string, std::string> parse_pair(const std::string& pair) {
  auto bad = [&] { return UsageError("glossary: bad --pair '" + pair + "' (two of en, de, fr: en-de, en-fr, de-fr, ...)"); };
  std::size_t dash = pair.find('-');
  if (dash == std::string::npos) throw bad();
  std::string s = pair.substr(0, dash), t = pair.substr(dash + 1);
  if (!parse_language(s) || !parse_language(t) || s == t || s.size() != 2 || t.size() != 2) throw bad();
  return {s, t};
}

// The glossary in `format`; the CSV cells cut to a spreadsheet cell's size go into `cuts`.
std::string render(const Glossary& g, const OutputFormat& format, const std::string& source, const std::string& target,
                   std::vector<CsvCut>& cuts) {
  std::ostringstream out;
  cuts = format.write_glossary(g, source, target, out);
  return std::move(out).str();
}

// The English name of `code` (French's for a code without a profile: the glossary pairs only these three).
std::string language_name(const std::string& code) { return std::string(profile_or(code, Language::kFr).english_name); }

}  // namespace

int run_glossary(const std::vector<std::string>& args) {
  GlossaryCommandOptions o;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("format,f", po::value(&o.format)->default_value(o.format), ("glossary format: " + glossary_formats()).c_str())
      ("pair,p", po::value(&o.pair)->default_value(o.pair), "language pair of tsv, omegat, csv and html: source-target (en-de, en-fr, de-fr, ...)")
      ("jobs,j", po::value(&o.jobs)->default_value(o.jobs), "parallel parse and word-splitting tasks (0 = every core)");
  add_input_options(desc, o.io);
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  std::optional<Severity> fail_on = check_input_options(o.io, "glossary");
  const OutputFormat* format = glossary_format(o.format);
  if (!format) throw UsageError("glossary: unknown --format '" + o.format + "' (" + glossary_formats() + ")");
  auto [source, target] = parse_pair(o.pair);
  std::vector<CorpusInput> inputs = read_command_inputs(o.io, "glossary");

  Diagnostics diags;
  PipelineOptions popt;
  popt.corpus.encoding = o.io.encoding;
  popt.corpus.jobs = parse_jobs(o.jobs, "glossary");
  popt.check = false;
  popt.glossary = true;
  RunResult run;
  run_pipeline(std::move(inputs), popt, diags, run);

  bool pairwise = format->model == FormatModel::kGlossaryPair;
  if (pairwise) {
    std::vector<std::string> missing;
    for (const std::string& l : {source, target})
      if (std::find(run.glossary.languages.begin(), run.glossary.languages.end(), l) == run.glossary.languages.end())
        missing.push_back(l);
    for (const std::string& l : missing)
      diags.report("align.unused", "--pair " + o.pair, 0, 0,
                   std::string("no input is in ") + language_name(l) + "; the " + o.pair + " glossary is empty");
  }
  std::vector<CsvCut> cuts;
  write_output(o.io.out, render(run.glossary, *format, source, target, cuts));
  print_diagnostics(diags, o.io.quiet);
  if (!o.io.quiet) std::cerr << csv_cut_notes(o.io.out, cuts);
  return fail_on && diags.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
