// `rulecorp check`: options are bound into CheckCommandOptions by Boost.Program_options. Every input
// is read first (an I/O fault stops the run before anything is written), then the pipeline parses,
// aligns and checks them (tools/pipeline). The findings of parsing and of the checks form one report:
// the configuration's severity policy is applied, findings accepted in a baseline are dropped, and
// the report is written in the chosen format, atomically. --fail-on decides the exit status on the
// findings that remain.
#include <unistd.h>

#include <boost/program_options.hpp>
#include <iostream>

#include "check/baseline.h"
#include "check/report.h"
#include "check/severity_policy.h"
#include "cli/check_config.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "emit/output_format.h"
#include "pipeline/pipeline.h"
#include "pipeline/report.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct CheckCommandOptions {
  InputOptions io;               // inputs, --out, --encoding, --fail-on, --max-input-mb, --quiet
  std::string format = "text";   // text, json (schemas/report.schema.json), html or sarif (SARIF 2.1.0)
  std::string baseline;          // findings accepted in this file are not reported
  std::string write_baseline;    // record the findings of this run as accepted, in this file
  std::string config;            // INI file with a [severity] section (per-check severity or off)
  int jobs = 0;                  // threads to parse, align and check; 0 = every core (an int, so that -1 is refused, not wrapped)
  bool glossary = false;         // build the glossary and check the terms against it (off: spellings of compounds only)
  bool history_diagnostics = false;  // list the parse diagnostics of editions read only into the history
  CheckCommandOptions() { io.max_input_mb = 1024; }  // card files (AllPrintings) are large
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp check [OPTIONS] [LANG[@EDITION]:]FILE...\n\n"
               "Checks rules, rulings and card texts across languages and editions and reports what a\n"
               "translator should fix: stale, mistyped, missing and added cross-references, numbering\n"
               "faults across languages, untranslated fragments, number, symbol and quotation-mark\n"
               "differences, English card names in translations, terms rendered otherwise than the glossary\n"
               "of the inputs and the other texts render them, reworded rulings. Give several\n"
               "English editions of the rules to find citations of numbers that rules had in an older\n"
               "edition (the newest edition is the original; the others form the renumbering history).\n"
               "A translation is paired with the English edition it translates: its header's date, else\n"
               "the one LANG@EDITION:FILE gives (de@2025-11-14:cr-de.txt), else the best fit.\n"
               "MTGJSON card files given too provide the printed card names.\n\n"
            << desc
            << "\nExit status: 0 ok, 1 findings at or above --fail-on (or an I/O error), 2 usage error.\n"
               "Checks: see 'rulecorp checks'.\n";
}

// The report in `format`, a row of the format table's reports.
std::string render(const Report& r, const std::string& format) { return find_format({FormatModel::kReport}, format)->write_report(r); }

}  // namespace

int run_check(const std::vector<std::string>& args) {
  CheckCommandOptions o;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("format,f", po::value(&o.format)->default_value(o.format), ("report format: " + format_names({FormatModel::kReport})).c_str())
      ("baseline", po::value(&o.baseline), "do not report findings accepted in this baseline file")
      ("write-baseline", po::value(&o.write_baseline), "write the findings of this run as a baseline file")
      ("config", po::value(&o.config), "INI file: [severity] check.id = error|warning|note|off")
      ("jobs,j", po::value(&o.jobs)->default_value(o.jobs), "threads to parse, align and check with (0 = every core; the report is the same for any number)")
      ("history-diagnostics", po::bool_switch(&o.history_diagnostics),
       "list the parse diagnostics of English editions read only into the renumbering history (default: one note each)")
      ("glossary", po::bool_switch(&o.glossary),
       "build the glossary of the inputs and check every term against it (slower; without it the "
       "terminology check compares only the spellings of compounds)");
  add_input_options(desc, o.io);
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  std::optional<Severity> fail_on = check_input_options(o.io, "check");
  if (!find_format({FormatModel::kReport}, o.format))
    throw UsageError("check: unknown --format '" + o.format + "' (" + format_names({FormatModel::kReport}) + ")");
  SeverityPolicy policy = o.config.empty() ? SeverityPolicy() : read_check_config(o.config);
  std::vector<InputSpec> specs = parse_input_specs(o.io.inputs, o.io.out, "check");
  if (!o.write_baseline.empty()) parse_input_specs(o.io.inputs, o.write_baseline, "check");  // never an input
  Baseline baseline;
  if (!o.baseline.empty()) baseline = read_baseline(read_input(o.baseline, 256u << 20, ""), o.baseline);

  // Read everything first: an I/O fault must stop the run before any output is touched.
  std::vector<CorpusInput> inputs = read_inputs(specs, o.io.max_input_mb << 20);

  Diagnostics diags;
  PipelineOptions popt;
  popt.corpus.encoding = o.io.encoding;
  popt.corpus.jobs = parse_jobs(o.jobs, "check");
  // With --glossary the terminology check reads the glossary of the run's own texts and cards, built
  // without association (the check trusts only structural pairs). Not by default: on EN+DE 2025 it
  // costs about a second today, against about half a second for the whole check.
  popt.glossary = o.glossary;
  popt.corpus.history_diagnostics = o.history_diagnostics;
  popt.glossary_options.association = false;
  RunResult run;
  run_pipeline(std::move(inputs), popt, diags, run);

  Report report = make_report(run, diags, policy);
  if (!o.write_baseline.empty()) write_output(o.write_baseline, write_baseline(make_baseline(report.findings)));
  if (!o.baseline.empty()) {
    report.baselined = filter_baselined(baseline, report.findings);
    report.baseline_used = true;
  }
  write_output(o.io.out, render(report, o.format));

  // The findings go to stderr as compilers print them, unless the text report itself went to the
  // terminal's standard output.
  if (!o.io.quiet && !(o.io.out == "-" && o.format == "text")) {
    for (const Diagnostic& d : report.findings) std::cerr << format_diagnostic(d, true);
  }
  if (!o.io.quiet) {
    std::size_t e = count_severity(report, Severity::kError), w = count_severity(report, Severity::kWarning),
                n = count_severity(report, Severity::kNote);
    std::cerr << "rulecorp: " << e << (e == 1 ? " error, " : " errors, ") << w << (w == 1 ? " warning, " : " warnings, ")
              << n << (n == 1 ? " note" : " notes");
    if (report.baselined) std::cerr << " (" << report.baselined << " accepted in the baseline)";
    std::cerr << '\n';
  }
  return fail_on && any_at_least(report, *fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
