// `rulecorp build`: the main job, as options -> pipeline -> formats -> atomic write. The corpus
// config (corpus_config.h) names the inputs; every input is read first (an I/O fault or a config
// error stops the run before anything is parsed or written; the files of [history] folders are read
// as the pipeline parses them, still before anything is written), then the pipeline runs once over
// all of them. The files that read no finding (alignment, glossary, renumbering) are printed
// straight into their staged files beside the checks (PipelineOptions::before_checks); the others
// are rendered in memory after them (after_checks) and staged last. The batch (cli/file_io.h's
// OutputBatch) is committed as a whole, so a run that fails or is interrupted leaves the previous
// folder as it was, and files in the folder that build does not write are never touched. The files
// are those print_help lists (cli/build_folder.h); a summary (pipeline/summary.h) goes to stderr
// unless --quiet, progress too when stderr is a terminal; --fail-on decides the exit status.
#include <boost/program_options.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "check/report.h"
#include "cli/build_folder.h"
#include "cli/commands.h"
#include "cli/corpus_config.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "cli/progress.h"
#include "pipeline/pipeline.h"
#include "pipeline/summary.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace rulecorp::cli {
namespace {

struct BuildCommandOptions {
  std::string config = "corpus/rulecorp.ini";  // the corpus config
  std::string out = "out";                     // the output folder (created when missing)
  std::string fail_on = "error";               // exit 1 on a finding at least this severe: note|warning|error|never
  int jobs = 0;                                // threads of every stage; 0 = every core (an int, so that -1 is refused, not wrapped)
  bool quiet = false;                          // no summary, no progress
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp build [OPTIONS]\n\n"
               "The main job: reads the corpus a config names (rules, rulings and card files in\n"
               "several languages and editions), parses, aligns, builds the glossary and checks, all\n"
               "in one run, and writes everything a translation team needs into the output folder:\n"
               "  aligned.tmx, aligned.tsv          the aligned texts (translation memory)\n"
               "  report.txt, .json, .html, .sarif  the findings, as 'rulecorp check' reports them\n"
               "  glossary.tbx (TBX-Basic v3), glossary-v2.tbx, glossary-PAIR.tsv/.txt/.csv/.html\n"
               "  update-LANG-EDITION.html, .tsv    what changed in English since a translation's edition\n"
               "  update-LANG-EDITION.xlf, .xliff2.xlf  the work package for a CAT tool (XLIFF 1.2, 2.1)\n"
               "  update-LANG-EDITION-omegat/       the same package as an OmegaT project: open the folder\n"
               "                                    in OmegaT; a run replaces its files but keeps\n"
               "                                    omegat/project_save.tmx once it holds translations\n"
               "  renumbering.tsv                   rules renumbered, removed, added at each edition\n"
               "  reader/index.html                 the rules side by side, with findings and history\n"
               "  index.html                        the front page, linking all of them\n"
               "Other files in the folder are left alone; nothing is written when the run fails\n"
               "before writing.\n\n"
            << desc
            << "\nThe config (INI): [input.NAME] path, language, kind, edition; [history] dir, pattern,\n"
               "diagnostics; [output] pairs, formats; [severity] check.id = error|warning|note|off.\n"
               "Exit status: 0 ok, 1 findings at or above --fail-on (or an I/O error), 2 usage or config error.\n";
}

// The inputs `config` names, read (the [history] ones read as the pipeline parses them); none may be
// a file in `out` under a name build writes.
std::vector<CorpusInput> read_config_inputs(const CorpusConfig& config, const std::string& out) {
  std::vector<CorpusInput> inputs;
  for (const ConfigInput& ci : config.inputs) {
    std::error_code ec;
    fs::path in = fs::weakly_canonical(ci.resolved, ec);
    std::string name = in.filename().string();
    if (!ec && fs::weakly_canonical(out, ec).lexically_normal() == in.parent_path().lexically_normal() &&
        (name == "index.html" || name == "aligned.tmx" || name == "aligned.tsv" || name.starts_with("report.") ||
         name.starts_with("glossary") || name.starts_with("renumbering") || name.starts_with("update-")))
      throw UsageError(config.file + ":" + std::to_string(ci.line) + ": [input." + ci.name + "] '" + ci.path +
                       "' is in the output folder '" + out + "' under a name build writes: choose another --out");
  }
  for (const ConfigInput& ci : config.inputs) {
    auto read = [&config, ci](std::size_t limit) {
      if (limit) {  // the head, for dating; a fault shows when the whole file is read
        std::ifstream in(ci.resolved, std::ios::binary);
        std::string head(limit, '\0');
        in.read(head.data(), static_cast<std::streamsize>(limit));
        head.resize(in ? limit : static_cast<std::size_t>(std::max<std::streamsize>(0, in.gcount())));
        return head;
      }
      std::string bytes = read_input(ci.resolved, kBuildMaxInputBytes, "");  // a fixed limit: build takes no --max-input-mb
      bool cards = looks_like_card_file(bytes);
      if (cards != (ci.kind == InputKind::kCards))
        throw UsageError(config.file + ":" + std::to_string(ci.line) + ": [input." + ci.name + "] '" + ci.path + "' " +
                         (cards ? "is a card file (MTGJSON): set kind = cards" : "is not a card file (MTGJSON) but kind = cards"));
      return bytes;
    };
    if (ci.name == "history") inputs.push_back({ci.resolved, ci.language, std::string(), read, ci.edition});
    else inputs.push_back({ci.resolved, ci.language, read(0), {}, ci.edition});
  }
  return inputs;
}

}  // namespace

int run_build(const std::vector<std::string>& args) {
  BuildCommandOptions o;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("config,c", po::value(&o.config)->default_value(o.config), "the corpus config (INI)")
      ("out,o", po::value(&o.out)->default_value(o.out), "the output folder")
      ("fail-on", po::value(&o.fail_on)->default_value(o.fail_on), "exit 1 on a finding at least this severe: note, warning, error or never")
      ("jobs,j", po::value(&o.jobs)->default_value(o.jobs), "threads to parse, align, check, build the glossary and render with (0 = every core; the output is the same for any number)")
      ("quiet,q", po::bool_switch(&o.quiet), "print no summary and no progress");
  std::vector<std::string> positional;
  if (!parse_command_line(args, desc, positional)) {
    print_help(desc);
    return 0;
  }
  if (!positional.empty()) throw UsageError("build: unexpected argument '" + positional.front() + "' (the inputs are named in --config)");
  std::optional<Severity> fail_on = parse_fail_on(o.fail_on, "build");
  if (o.out.empty() || o.out == "-") throw UsageError("build: --out names a folder, not '" + o.out + "'");
  CorpusConfig config = read_corpus_config(o.config);
  for (const std::string& w : config.warnings) std::cerr << w << '\n';
  std::error_code ec;
  if (fs::exists(o.out, ec) && !fs::is_directory(o.out, ec)) throw UsageError("build: --out '" + o.out + "' exists and is not a folder");
  std::vector<CorpusInput> inputs = read_config_inputs(config, o.out);

  ProgressLine progress(stderr, progress_wanted(o.quiet));
  Diagnostics diags;
  PipelineOptions popt;
  popt.corpus.jobs = parse_jobs(o.jobs, "build");
  popt.corpus.progress = progress.callback();
  popt.corpus.history_diagnostics = config.history_diagnostics;
  popt.glossary = true;
  popt.check = true;
  BuildFolder outputs(config, o.out);
  popt.before_checks = [&outputs](const RunResult& run) { return outputs.list_early(run); };
  popt.after_checks = [&](RunResult& run) {
    progress.update({"render", "", 0, 1});  // the outputs that read findings rendered in memory first
    for (const ConfigInput& ci : config.inputs) {  // a config edition must be the text's own
      if (ci.edition.empty()) continue;
      for (const Document& d : run.corpus.documents)
        if (d.source && d.source->name == ci.resolved && !d.edition.empty() && d.edition != ci.edition &&
            std::any_of(d.blocks.begin(), d.blocks.end(), [](const Block& b) { return b.kind == BlockKind::kRule; })) {
          progress.clear();
          throw UsageError(config.file + ":" + std::to_string(ci.line) + ": [input." + ci.name + "] edition = " + ci.edition +
                           ", but " + ci.path + " says it is the " + d.edition + " edition");
        }
    }
    return outputs.list_late(run, diags);
  };
  RunResult run;
  run_pipeline(std::move(inputs), popt, diags, run);
  outputs.write(progress);
  progress.clear();

  const Report& report = outputs.report();
  if (!o.quiet) {
    // The findings on stderr as compilers print them (as `check` does), then the summary.
    for (const Diagnostic& d : report.findings) std::cerr << format_diagnostic(d, true);
    std::cerr << pipeline::summary_text(outputs.page(), "build") << "  wrote " << outputs.files() << (outputs.files() == 1 ? " file" : " files")
              << " to " << o.out << "/ (start at " << (fs::path(o.out) / "index.html").string() << ")\n";
    for (const std::string& m : outputs.kept_memories()) std::cerr << "  kept " << m << ": it holds the translations made in OmegaT\n";
    std::cerr << outputs.csv_notes();
  }
  return fail_on && any_at_least(report, *fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
