// `rulecorp fix`: runs the checks as `check` does, collects the fixes of the findings whose
// replacement is certain, and applies them to copies of the inputs through the edit model
// (tools/edit): `--out DIR` writes each changed input under its own name into DIR, `--diff FILE` a
// unified diff that `patch -p1` applies. Invariant: the inputs are never written; every byte
// outside a fix's range is the input's. Overlapping fixes are both left out and listed. The exit
// status follows --fail-on over the findings this run does not fix.
#include <sys/stat.h>

#include <algorithm>
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <tuple>

#include "check/severity_policy.h"
#include "cli/check_config.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "edit/edit_set.h"
#include "edit/unified_diff.h"
#include "pipeline/pipeline.h"
#include "pipeline/report.h"
#include "text/decoder.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct FixCommandOptions {
  std::vector<std::string> inputs;
  std::string out;             // folder for the fixed copies
  std::string diff;            // file for the unified diff ("-" = standard output)
  std::string encoding;        // as check's --encoding
  std::string fail_on = "error";
  std::string config;          // as check's --config: [severity] (a check turned off gives no fixes)
  std::uint64_t max_input_mb = 1024;
  int jobs = 0;
  bool glossary = false;
  bool quiet = false;
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp fix (--out DIR | --diff FILE) [OPTIONS] [LANG[@EDITION]:]FILE...\n\n"
               "Checks the inputs as 'rulecorp check' does and applies the fixes of the findings whose\n"
               "replacement is certain (stale, mistyped, malformed and dangling citations with one\n"
               "candidate, quotation marks of another language, rules glued into a line or standing alone,\n"
               "a spelling the majority writes otherwise, an HTML entity left in the text, misnumbered and\n"
               "swapped rules) to copies of the inputs, in each input's own encoding and line ends. The\n"
               "inputs are never written. Fixes that overlap are both left out and listed.\n\n"
            << desc
            << "\nExit status: 0 ok, 1 findings left unfixed at or above --fail-on (or an I/O error), 2 usage error.\n";
}

// "cr-de.txt:8385:24 [numbering.glued]": how the summary names a finding.
std::string finding_id(const Diagnostic& d) {
  return d.file + ":" + std::to_string(d.line) + ":" + std::to_string(d.column) + " [" + d.check + "]";
}

std::string file_name(const std::string& path) { return std::filesystem::path(path).filename().string(); }

}  // namespace

int run_fix(const std::vector<std::string>& args) {
  FixCommandOptions o;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("out,o", po::value(&o.out), "write the fixed inputs into this folder, each under its own file name")
      ("diff", po::value(&o.diff), "write a unified diff of the fixes to this file ('-' = standard output), for patch -p1")
      ("config", po::value(&o.config), "INI file: [severity] check.id = error|warning|note|off (as check)")
      ("jobs,j", po::value(&o.jobs)->default_value(o.jobs), "threads to parse, align and check with (0 = every core)")
      ("glossary", po::bool_switch(&o.glossary), "check the terms against the glossary of the inputs too (as check --glossary)")
      ("encoding,e", po::value(&o.encoding), "input encoding for every text input (ICU name); default: detect")
      ("fail-on", po::value(&o.fail_on)->default_value(o.fail_on),
       "exit 1 when a finding left unfixed is of this severity or worse: note, warning, error, never")
      ("max-input-mb", po::value(&o.max_input_mb)->default_value(o.max_input_mb), "largest input accepted, in MiB")
      ("quiet,q", po::bool_switch(&o.quiet), "print no summary");
  if (!parse_command_line(args, desc, o.inputs)) {
    print_help(desc);
    return 0;
  }
  InputOptions io;
  io.inputs = o.inputs;
  io.encoding = o.encoding;
  io.fail_on = o.fail_on;
  io.max_input_mb = o.max_input_mb;
  std::optional<Severity> fail_on = check_input_options(io, "fix");
  if (o.out.empty() == o.diff.empty()) throw UsageError("fix: give exactly one of --out DIR and --diff FILE");
  if (!o.out.empty() && o.out == "-") throw UsageError("fix: --out names a folder; use --diff - for standard output");
  std::vector<InputSpec> specs = parse_input_specs(o.inputs, o.diff.empty() ? "-" : o.diff, "fix");
  std::set<std::string> names;
  for (const InputSpec& s : specs) {
    if (s.path == "-") throw UsageError("fix: standard input cannot be fixed; name the file");
    if (!o.out.empty() && !names.insert(file_name(s.path)).second)
      throw UsageError("fix: two inputs are named " + file_name(s.path) + "; --out DIR would write both to one file");
    // A fixed copy must never land on an input.
    struct stat in_st {}, out_st {};
    const std::string target = o.out + "/" + file_name(s.path);
    if (!o.out.empty() && ::stat(target.c_str(), &out_st) == 0)
      for (const InputSpec& t : specs)
        if (::stat(t.path.c_str(), &in_st) == 0 && in_st.st_dev == out_st.st_dev && in_st.st_ino == out_st.st_ino)
          throw UsageError("fix: --out '" + o.out + "' would overwrite the input " + t.path + "; rulecorp never overwrites its inputs");
  }
  SeverityPolicy policy = o.config.empty() ? SeverityPolicy() : read_check_config(o.config);

  // Read everything first; the bytes are kept, the fixes are applied to them.
  std::vector<CorpusInput> inputs;
  std::vector<std::string> bytes;
  for (const InputSpec& s : specs) {
    bytes.push_back(read_input(s.path, o.max_input_mb << 20));
    inputs.push_back({s.path, s.language, bytes.back(), {}, s.edition});
  }
  Diagnostics diags;
  PipelineOptions popt;
  popt.corpus.encoding = o.encoding;
  popt.corpus.jobs = parse_jobs(o.jobs, "fix");
  popt.glossary = o.glossary;
  popt.glossary_options.association = false;
  RunResult run;
  run_pipeline(std::move(inputs), popt, diags, run);
  Report report = make_report(run, diags, policy);

  EditSet edits;
  for (const Diagnostic& d : report.findings)
    for (const Fix& f : fixes_of(d)) edits.add(Edit{f.file, f.begin, f.end, f.replacement, finding_id(d)});

  std::map<std::string, std::size_t> applied_by_kind;
  std::set<std::tuple<std::string, std::uint64_t, std::uint64_t, std::string>> applied;  // (file, begin, end, replacement)
  std::vector<EditProblem> problems;
  std::string diff;
  std::vector<std::string> outputs;  // bytes kept until the batch is committed
  std::vector<std::string> changed;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const std::string& name = specs[i].path;
    Diagnostics ignored;
    DecodeOptions dopt;
    dopt.encoding = o.encoding;
    dopt.legacy_detection = true;
    Source src = decode(name, bytes[i], dopt, ignored);
    AppliedEdits result = edits.apply({name, bytes[i], src.encoding, src.line_ending});
    for (const Edit& e : result.applied) applied.emplace(e.file, e.begin, e.end, e.replacement);
    for (EditProblem& p : result.problems) problems.push_back(std::move(p));
    if (result.applied.empty()) continue;
    changed.push_back(name);
    if (!o.diff.empty()) diff += unified_diff(diff_name(name), bytes[i], result.replacements);
    else outputs.push_back(std::move(result.bytes));
  }
  // A finding is fixed when every one of its fixes was applied (identical edits of several findings
  // are applied once and fix them all); a grouped finding with one fix left out stays unfixed.
  std::set<std::string> fixed;  // finding ids
  for (const Diagnostic& d : report.findings) {
    const std::vector<Fix> fixes = fixes_of(d);
    if (fixes.empty() || !std::all_of(fixes.begin(), fixes.end(), [&](const Fix& f) {
          return applied.count({f.file, f.begin, f.end, f.replacement}) > 0;
        }))
      continue;
    fixed.insert(finding_id(d));
    ++applied_by_kind[d.check];
  }

  if (!o.diff.empty()) {
    write_output(o.diff, diff);
  } else if (!changed.empty()) {
    OutputBatch batch;
    batch.make_folder(o.out);
    for (std::size_t k = 0; k < changed.size(); ++k) batch.stage(o.out + "/" + file_name(changed[k]), outputs[k]);
    batch.commit();
  }

  if (!o.quiet) {
    std::size_t total = 0;
    for (const auto& [kind, n] : applied_by_kind) total += n;
    std::cerr << "rulecorp fix: " << total << (total == 1 ? " fix" : " fixes") << " applied to " << changed.size()
              << (changed.size() == 1 ? " input" : " inputs");
    std::string sep = " (";
    for (const auto& [kind, n] : applied_by_kind) {
      std::cerr << sep << kind << ' ' << n;
      sep = ", ";
    }
    std::cerr << (applied_by_kind.empty() ? "" : ")") << '\n';
    for (const EditProblem& p : problems) std::cerr << "rulecorp fix: left out: " << p.message << '\n';
  }
  if (!fail_on) return 0;
  for (const Diagnostic& d : report.findings)
    if (d.severity >= *fail_on && !fixed.count(finding_id(d))) return 1;
  return 0;
}

}  // namespace rulecorp::cli
