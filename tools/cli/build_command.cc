// `rulecorp build`: the main job. The corpus config (corpus_config.h) names the inputs; every input
// is read first (an I/O fault or a config error stops the run before anything is parsed or
// written; the files of [history] folders are read as they are parsed, and a fault there stops the
// run before anything is written), then the pipeline runs once over all of them (parse in parallel, align, glossary,
// checks). Every output is staged (cli/file_io.h's OutputBatch: written to a temporary file beside
// its target, the kernel told to write it back to disk at once): the files that read no finding
// printed straight into their files as soon as the glossary is built (with --jobs 2 or more on one
// more thread while the checks run, else before the checks), the others rendered in memory after
// the checks on the --jobs threads. Then the batch is committed as a whole (all flushed, then
// renamed with the cleanup signals blocked, put back if a rename fails or a signal came), so a run
// that fails or is interrupted leaves the previous folder as it was (the temporary files removed,
// the folders removed again if the run created them), and files in the folder that build does not
// write are never touched. The outputs:
//   aligned.tmx, aligned.tsv         the aligned rules and rulings (translation memory)
//   report.txt/.json/.html/.sarif    the report `rulecorp check` gives, with the config's [severity]
//   glossary.tbx, glossary-v2.tbx    every language; glossary-<pair>.tsv/.txt/.csv/.html per [output] pair
//                                    (.txt: the same lines as OmegaT 3.6 reads a glossary file)
//   renumbering.tsv                  every step of the English editions in the history:
//                                    from<TAB>to<TAB>old<TAB>new<TAB>change<TAB>title
//   update-<lang>-<edition>.html/.tsv the update list (UpdateList) of a translation made from an
//                                    older English edition than the newest, one row per English rule
//                                    that changed since: the translation's rule and text, the English
//                                    then and now, the word diff ({+added+} [-dropped-] in the TSV)
//   update-<lang>-<edition>.xlf, .xliff2.xlf the translator's work package of that translation
//                                    (update/update_package.h) as XLIFF 1.2 and 2.1 (emit/xliff.h)
//   update-<lang>-<edition>-omegat/  the same package as an OmegaT project (emit/omegat_project.h,
//                                    as `update --format omegat` writes it), its files staged with
//                                    the rest; a project memory that holds translations (the
//                                    translator worked in the folder) is kept, never replaced
//   reader/                          the rules side by side, a page per section, the glossary, search.js
//   index.html                       the front page, linking all of these
// A summary goes to stderr (unless --quiet), progress too when stderr is a terminal; --fail-on
// decides the exit status on the report's findings.
#include <boost/program_options.hpp>
#include <algorithm>
#include <deque>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

#include "check/report.h"
#include "cli/check_report.h"
#include "cli/commands.h"
#include "cli/corpus_config.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "cli/progress.h"
#include "common/parallel.h"
#include "emit/csv.h"
#include "emit/output_format.h"
#include "emit/index_html.h"
#include "emit/omegat_project.h"
#include "emit/reader_html.h"
#include "emit/report_html.h"
#include "emit/report_json.h"
#include "emit/report_sarif.h"
#include "emit/report_text.h"
#include "emit/tmx.h"
#include "emit/tsv.h"
#include "emit/update_html.h"
#include "emit/update_tsv.h"
#include "emit/xliff.h"
#include "pipeline/pipeline.h"
#include "update/update_package.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace rulecorp::cli {
namespace {

struct BuildCommandOptions {
  std::string config = "corpus/rulecorp.ini";  // the corpus config
  std::string out = "out";                     // the output folder (created when missing)
  std::string fail_on = "error";               // exit 1 on a finding at least this severe: note|warning|error|never
  int jobs = 0;                             // threads of every stage; 0 = every core (an int, so that -1 is refused, not wrapped)
  bool quiet = false;                          // no summary, no progress
};

constexpr std::uint64_t kMaxInputBytes = std::uint64_t{1024} << 20;

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

// The update package `p` as XLIFF 2.1 (`v2`) or 1.2.
std::string xliff_text(const UpdatePackage& p, bool v2) {
  std::ostringstream s;
  if (v2) write_xliff21(p, s);
  else write_xliff12(p, s);
  return std::move(s).str();
}

// The rows of one step of the renumbering: each rule of edition `e` that edition `e + 1` numbers
// otherwise or drops, and each rule `e + 1` adds, by old number then new number, each row opened
// by the two editions' dates.
std::string renumbering_rows(const History& h, std::size_t e) {
  const EditionRecord& a = h.edition(e);
  const EditionRecord& b = h.edition(e + 1);
  // Lineage -> index of its number in each edition, in arrays indexed by lineage (each lineage is
  // in an edition at most once; the first one is kept).
  std::uint32_t lineages = 0;
  for (std::uint32_t l : a.lineage) lineages = std::max(lineages, l + 1);
  for (std::uint32_t l : b.lineage) lineages = std::max(lineages, l + 1);
  auto by_lineage = [lineages](const EditionRecord& r) {
    std::vector<std::int32_t> v(lineages, -1);
    for (std::size_t i = 0; i < r.numbers.size(); ++i)
      if (v[r.lineage[i]] < 0) v[r.lineage[i]] = static_cast<std::int32_t>(i);
    return v;
  };
  const std::vector<std::int32_t> in_b = by_lineage(b), in_a = by_lineage(a);
  auto find = [](const std::vector<std::int32_t>& v, const EditionRecord& r, std::uint32_t lineage) -> const RuleNumber* {
    return v[lineage] >= 0 ? &r.numbers[static_cast<std::size_t>(v[lineage])] : nullptr;
  };
  const std::string step = a.date + "\t" + b.date + "\t";
  std::string out;
  for (std::size_t i = 0; i < a.numbers.size(); ++i) {
    const RuleNumber* now = find(in_b, b, a.lineage[i]);
    if (!now) {
      out += step + a.numbers[i].str() + "\t\tremoved\t" + tsv_cell(h.title(e, a.numbers[i])) + "\n";
    } else if (!(*now == a.numbers[i])) {
      out += step + a.numbers[i].str() + "\t" + now->str() + "\trenumbered\t" + tsv_cell(h.title(e + 1, *now)) + "\n";
    }
  }
  for (std::size_t i = 0; i < b.numbers.size(); ++i)
    if (!find(in_a, a, b.lineage[i])) out += step + "\t" + b.numbers[i].str() + "\tadded\t" + tsv_cell(h.title(e + 1, b.numbers[i])) + "\n";
  return out;
}

// The slot of the first document of `language` among `a.slots`, or -1.
int slot_of(const Alignment& a, std::string_view language) {
  for (std::size_t i = 0; i < a.slots.size(); ++i)
    if (a.slots[i].language == language && a.slots[i].index == 1) return static_cast<int>(i);
  return -1;
}

std::size_t count_kind(const Document& d, BlockKind k) {
  std::size_t n = 0;
  for (const Block& b : d.blocks) n += b.kind == k;
  return n;
}

// The chapter of the rules a finding is in (1..9, the first digit of its rule number), 0 when it is
// not about a rule. Parse diagnostics carry no rule number: their source line is read instead when
// it starts with a rule number ("702.80a ..."); a malformed one ("02.83.") counts as no rule.
std::size_t chapter_of(const Diagnostic& d) {
  auto chapter = [](std::string_view r) -> std::size_t {  // "702.80a", "506": three digits, then '.', ' ' or the end
    bool three = r.size() >= 3 && r[0] >= '1' && r[0] <= '9' && r[1] >= '0' && r[1] <= '9' && r[2] >= '0' && r[2] <= '9';
    return three && (r.size() == 3 || r[3] == '.' || r[3] == ' ') ? static_cast<std::size_t>(r[0] - '0') : 0;
  };
  return d.rule.empty() ? chapter(d.snippet) : chapter(d.rule);
}

std::string plural(std::size_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
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
  {
    std::error_code ec;
    if (fs::exists(o.out, ec) && !fs::is_directory(o.out, ec))
      throw UsageError("build: --out '" + o.out + "' exists and is not a folder");
  }

  // No file the build writes may be one of its inputs (inputs are only ever read).
  for (const ConfigInput& ci : config.inputs) {
    std::error_code ec;
    fs::path in = fs::weakly_canonical(ci.resolved, ec);
    if (ec || fs::weakly_canonical(o.out, ec).lexically_normal() != in.parent_path().lexically_normal()) continue;
    std::string name = in.filename().string();
    if (name == "index.html" || name == "aligned.tmx" || name == "aligned.tsv" || name.starts_with("report.") ||
        name.starts_with("glossary") || name.starts_with("renumbering") || name.starts_with("update-"))
      throw UsageError(config.file + ":" + std::to_string(ci.line) + ": [input." + ci.name + "] '" + ci.path +
                       "' is in the output folder '" + o.out + "' under a name build writes: choose another --out");
  }

  // Read the inputs first: an I/O fault must stop the run before any output is touched. The files
  // of [history] folders are read by the pipeline as it parses them (a fault there stops the run
  // as well, still before anything is written), so that an archive is never held in memory whole.
  std::vector<CorpusInput> inputs;
  for (const ConfigInput& ci : config.inputs) {
    auto read = [&config, ci](std::size_t limit) {
      if (limit) {  // the head, for dating; a fault shows when the whole file is read
        std::ifstream in(ci.resolved, std::ios::binary);
        std::string head(limit, '\0');
        in.read(head.data(), static_cast<std::streamsize>(limit));
        head.resize(in ? limit : static_cast<std::size_t>(std::max<std::streamsize>(0, in.gcount())));
        return head;
      }
      std::string bytes = read_input(ci.resolved, kMaxInputBytes, "");  // a fixed limit: build takes no --max-input-mb
      bool cards = looks_like_card_file(bytes);
      if (cards != (ci.kind == InputKind::kCards))
        throw UsageError(config.file + ":" + std::to_string(ci.line) + ": [input." + ci.name + "] '" + ci.path + "' " +
                         (cards ? "is a card file (MTGJSON): set kind = cards" : "is not a card file (MTGJSON) but kind = cards"));
      return bytes;
    };
    if (ci.name == "history") inputs.push_back({ci.resolved, ci.language, std::string(), read, ci.edition});
    else inputs.push_back({ci.resolved, ci.language, read(0), {}, ci.edition});
  }

  ProgressLine progress(stderr, progress_wanted(o.quiet));
  Diagnostics diags;
  PipelineOptions popt;
  popt.corpus.jobs = parse_jobs(o.jobs, "build");
  popt.corpus.progress = progress.callback();
  popt.corpus.history_diagnostics = config.history_diagnostics;
  popt.glossary = true;
  popt.check = true;
  const unsigned jobs = popt.corpus.jobs ? popt.corpus.jobs : std::max(1u, std::thread::hardware_concurrency());
  RunResult run;

  // Each output file is listed here in the folder's order with what makes it (each only reads the
  // run). The files that read no finding (the alignment, the glossary, the renumbering) are listed
  // as soon as the glossary is built (PipelineOptions::before_checks) and printed straight into
  // their files in the output folder (staged): with --jobs 2 or more on one more thread while the
  // checks run (whose terminology check is one long task: a core would wait otherwise), else
  // before the checks, so that the disk writes them while the checks run. The others are rendered
  // in memory after the checks, each into its own slot on the --jobs threads, and staged last;
  // then the batch is committed.
  using Printer = std::function<void(std::ostream&)>;
  std::vector<std::pair<std::string, std::string>> files;  // name in the folder, content (rendered late)
  std::vector<std::function<std::string()>> writers;        // per file rendered late, its content; else null
  std::vector<Printer> printers;                            // per file printed early into its file; else null
  IndexPage page;
  page.config = config.file;
  Report report;  // made once the checks are done; the report writers run after that
  auto add = [&](std::string name, std::string group, std::string description, std::function<std::string()> writer) {
    page.files.push_back({name, std::move(group), std::move(description)});
    files.emplace_back(std::move(name), std::string());
    writers.push_back(std::move(writer));
    printers.emplace_back();
  };
  auto add_unlisted = [&](std::string name, std::string content) {  // a file of a folder the index links otherwise
    files.emplace_back(std::move(name), std::string());
    writers.push_back([content = std::move(content)]() mutable { return std::move(content); });
    printers.emplace_back();
  };
  auto add_early = [&](std::string name, std::string group, std::string description, Printer printer) {
    page.files.push_back({name, std::move(group), std::move(description)});
    files.emplace_back(std::move(name), std::string());
    writers.emplace_back();
    printers.push_back(std::move(printer));
  };
  // The output files, staged as they are printed or rendered and committed at the end; declared
  // before the early printer, which stages into it, so that it outlives that thread.
  OutputBatch batch;
  auto path_of = [&o](const std::string& name) { return (fs::path(o.out) / name).string(); };
  std::string csv_notes;  // the CSV cells cut to a spreadsheet cell's size (the early printers run one at a time)
  // The early printer: joined on every way out of this function (a std::thread must be).
  // It owns its printers (the lists above still grow while it runs).
  struct EarlyRender {
    std::vector<std::string> path;  // the files it prints, where they go
    std::vector<Printer> printer;   // their printers, moved out of `printers`
    std::thread thread;
    std::exception_ptr fault;
    void join() {
      if (thread.joinable()) thread.join();
    }
    ~EarlyRender() { join(); }
  } early_render;
  bool listed = false;
  auto list_outputs = [&](const RunResult& r) {
    listed = true;
    for (const OutputFormat& f : output_formats())  // the format table's alignment rows
      if (f.model == FormatModel::kAlignment && config.wants(f.family))
        add_early(std::string(f.file) + std::string(f.extension), "Translation memory", std::string(f.description),
                  [&r, &f](std::ostream& s) { f.write_alignment(r.texts, s); });
    if (config.wants("report-text")) add("report.txt", "Report", "findings as text, as compilers print them", [&] { return write_report_text(report); });
    if (config.wants("report-html")) add("report.html", "Report", "findings side by side, with filters", [&] { return write_report_html(report); });
    if (config.wants("report-json")) add("report.json", "Report", "findings as JSON (schemas/report.schema.json)", [&] { return write_report_json(report); });
    if (config.wants("report-sarif")) add("report.sarif", "Report", "findings as SARIF 2.1.0 for code scanning in CI", [&] { return write_report_sarif(report); });

    // The format table's glossary rows: those of every language, then those of each pair.
    const Glossary& g = r.glossary;
    for (const OutputFormat& f : output_formats())
      if (f.model == FormatModel::kGlossary && !f.family.empty() && config.wants(f.family))
        add_early(std::string(f.file) + std::string(f.extension), "Glossary", std::string(f.description),
                  [&g, &f](std::ostream& s) { f.write_glossary(g, "", "", s); });
    for (const std::string& pair : config.pairs) {
      std::string a = pair.substr(0, 2), b = pair.substr(3);
      for (const OutputFormat& f : output_formats()) {
        if (f.model != FormatModel::kGlossaryPair || !config.wants(f.family)) continue;
        std::string name = format_text(f.file, a, b) + std::string(f.extension);
        add_early(name, "Glossary", format_text(f.description, a, b),
                  [&g, &f, a, b, &csv_notes, path = path_of(name)](std::ostream& s) {
                    csv_notes += csv_cut_notes(path, f.write_glossary(g, a, b, s));  // cells cut: CSV only
                  });
      }
    }

    const History& h = r.corpus.history;
    if (config.wants("renumbering") && h.size() >= 2)
      add_early("renumbering.tsv", "Renumbering",
                "rules renumbered, removed and added from each English edition to the next, " + h.edition(0).date + " to " +
                    h.edition(h.size() - 1).date + " (" + plural(h.size() - 1, "step") + ")",
                [&h](std::ostream& s) {
                  s << "from\tto\told\tnew\tchange\ttitle\n";
                  for (std::size_t e = 0; e + 1 < h.size(); ++e) s << renumbering_rows(h, e);
                });
    if (jobs < 2) {  // printed and staged now, one by one
      batch.make_folder(o.out);
      for (std::size_t i = 0; i < printers.size(); ++i)
        if (printers[i]) batch.stage(path_of(files[i].first), printers[i]);
      return;
    }
    for (std::size_t i = 0; i < printers.size(); ++i)
      if (printers[i]) {
        early_render.path.push_back(path_of(files[i].first));
        early_render.printer.push_back(std::move(printers[i]));
      }
    early_render.thread = std::thread([&e = early_render, &batch, &o] {
      try {
        batch.make_folder(o.out);
        for (std::size_t k = 0; k < e.printer.size(); ++k) batch.stage(e.path[k], e.printer[k]);
      } catch (...) {
        e.fault = std::current_exception();
      }
    });
  };
  popt.before_checks = list_outputs;
  run_pipeline(std::move(inputs), popt, diags, run);
  if (!listed) list_outputs(run);
  progress.update({"render", "", 0, 1});  // the outputs that read findings rendered in memory first

  // A config edition must be the text's own.
  for (const ConfigInput& ci : config.inputs) {
    if (ci.edition.empty()) continue;
    for (const Document& d : run.corpus.documents)
      if (d.source && d.source->name == ci.resolved && !d.edition.empty() && d.edition != ci.edition && count_kind(d, BlockKind::kRule)) {
        progress.clear();
        throw UsageError(config.file + ":" + std::to_string(ci.line) + ": [input." + ci.name + "] edition = " + ci.edition +
                         ", but " + ci.path + " says it is the " + d.edition + " edition");
      }
  }

  report = make_report(run, diags, config.severity);
  const Glossary& g = run.glossary;
  const History& h = run.corpus.history;
  const std::vector<UpdateList>& updates = run.updates;
  std::deque<UpdatePackage> packages;  // one per update list (stable addresses for the writers)
  std::vector<std::string> kept_memories;  // the OmegaT project memories holding translations, kept
  if (config.wants("update-list"))
    for (const UpdateList& list : updates) {
      std::string what = std::to_string(list.rows.size()) + " rules the English changed since the " + list.then->edition +
                         " edition the " + list.language + " text translates";
      add("update-" + list.key() + ".html", "Update list", what + ": English then, now and the translation side by side",
          [&list] { return write_update_html(list); });
      add("update-" + list.key() + ".tsv", "Update list", what + " (TSV)", [&list] { return write_update_tsv(list); });
      const UpdatePackage& p = packages.emplace_back(make_update_package(list, run.texts, g, {}, nullptr));
      const std::string units = std::to_string(p.to_translate()) + (p.to_translate() == 1 ? " unit" : " units");
      add("update-" + list.key() + ".xlf", "Update list",
          "the work package for a CAT tool, " + units + " to translate (XLIFF 1.2: OmegaT, Trados, memoQ, translate-toolkit)",
          [&p] { return xliff_text(p, false); });
      add("update-" + list.key() + ".xliff2.xlf", "Update list", "the same package as XLIFF 2.1, with the glossary module",
          [&p] { return xliff_text(p, true); });
      // The OmegaT project: its omegat.project on the front page, its other files beside it.
      const std::string project = "update-" + list.key() + "-omegat";
      std::string memory = path_of(project + "/" + kOmegatProjectMemory);
      std::error_code ec;
      bool keep = fs::is_regular_file(memory, ec) && read_input(memory, kMaxInputBytes, "").find("<tu") != std::string::npos;
      if (keep) kept_memories.push_back(std::move(memory));
      for (ProjectFile& f : omegat_project(p, g)) {
        if (f.path == "omegat.project")
          add(project + "/" + f.path, "Update list",
              "the same package as an OmegaT project: open the folder " + project +
                  " in OmegaT (the package, the old pair as memory, exact matches filled in, the glossary)",
              [content = std::move(f.content)]() mutable { return std::move(content); });
        else if (!(keep && f.path == kOmegatProjectMemory))
          add_unlisted(project + "/" + f.path, std::move(f.content));
      }
    }

  std::optional<Reader> reader;  // reader/: the rules side by side (emit/reader_html.h)
  if (config.wants("reader")) reader.emplace(run.texts, g, h, report.findings, config.wants("report-html"));
  for (std::size_t i = 0; reader && i < reader->pages().size(); ++i)
    add("reader/" + reader->pages()[i].file, "Reader", reader->pages()[i].description, [&reader, i] { return reader->page(i); });

  // The front page.
  std::map<std::string, const ConfigInput*> by_path;
  for (const ConfigInput& ci : config.inputs) by_path.emplace(ci.resolved, &ci);
  for (const Document& d : run.corpus.documents) {
    const ConfigInput* ci = d.source ? by_path[d.source->name] : nullptr;
    std::size_t rules = count_kind(d, BlockKind::kRule), rulings = count_kind(d, BlockKind::kRuling);
    page.documents.push_back({ci ? ci->path + (d.part ? "#" + std::to_string(d.part) : "") : d.name(),
                              std::string(language_code(d.language)), rules >= rulings ? "rules" : "rulings", d.edition,
                              std::max(rules, rulings)});
  }
  for (const CardSet& s : run.corpus.card_sets) {
    std::string name = !s.docs.empty() && s.docs[0].source ? s.docs[0].source->name : s.name;
    const ConfigInput* ci = by_path[name];
    page.documents.push_back({ci ? ci->path : name, "", "cards", "", s.cards.size()});
  }
  page.history_editions = h.size();
  if (h.size()) {
    page.history_first = h.edition(0).date;
    page.history_last = h.edition(h.size() - 1).date;
  }
  for (const std::string& pair : config.pairs) {
    IndexPage::Pair p;
    p.pair = pair;
    int sa = slot_of(run.texts, pair.substr(0, 2)), sb = slot_of(run.texts, pair.substr(3));
    if (sa >= 0 && sb >= 0)
      for (const Unit& u : run.texts.units) {
        if (u.kind != UnitKind::kRule) continue;
        const Member& ma = u.members[static_cast<std::size_t>(sa)];
        const Member& mb = u.members[static_cast<std::size_t>(sb)];
        if (!ma.present() || !mb.present()) continue;
        ++p.aligned;
        p.clean += ma.status == UnitStatus::kOk && mb.status == UnitStatus::kOk;
      }
    for (const Concept& c : g.concepts) p.glossary += c.term(pair.substr(0, 2)) && c.term(pair.substr(3));
    page.pairs.push_back(p);
  }
  for (const CheckCount& cc : count_by_check(report)) {
    IndexPage::Check c;
    c.id = std::string(cc.info->id);
    c.by_severity = cc.by_severity;
    c.severity = cc.by_severity[2] ? "error" : cc.by_severity[1] ? "warning" : "note";
    for (const Diagnostic& d : report.findings)
      if (d.check == c.id) ++c.by_chapter[chapter_of(d)];
    page.checks.push_back(std::move(c));
  }
  files.emplace_back("index.html", std::string());
  writers.push_back([&page] { return write_index_html(page); });
  printers.emplace_back();
  // The files not printed early, then the early ones' thread joined.
  std::vector<std::size_t> late;
  for (std::size_t i = 0; i < writers.size(); ++i)
    if (writers[i]) late.push_back(i);
  run_parallel(0, late.size(), jobs, [&](std::size_t k) { files[late[k]].second = writers[late[k]](); });
  early_render.join();
  if (early_render.fault) std::rethrow_exception(early_render.fault);
  early_render.printer.clear();
  printers.clear();
  writers.clear();

  // Write: the late files staged after the early ones, then every file flushed and renamed.
  progress.update({"write", o.out, 0, files.size()});
  std::string folder;  // the folder of the file staged last, made when a file goes into another
  for (std::size_t i : late) {
    std::string path = path_of(files[i].first), dir = fs::path(path).parent_path().string();
    if (dir != folder) batch.make_folder(folder = dir);
    batch.stage(path, files[i].second);
  }
  batch.commit();
  progress.clear();

  if (!o.quiet) {
    // The findings on stderr as compilers print them (as `check` does), then the summary.
    for (const Diagnostic& d : report.findings) std::cerr << format_diagnostic(d, true);
    std::map<std::string, std::size_t> per_language;
    for (const IndexPage::Document& d : page.documents) ++per_language[d.language.empty() ? "cards" : d.language];
    std::cerr << "rulecorp build: " << plural(page.documents.size(), "document") << " (";
    bool first = true;
    for (const auto& [l, n] : per_language) {
      std::cerr << (first ? "" : ", ") << l << " " << n;
      first = false;
    }
    std::cerr << ")";
    if (h.size()) std::cerr << ", " << plural(h.size(), "English edition") << " in the history (" << page.history_first << " to " << page.history_last << ")";
    std::cerr << "\n";
    for (const IndexPage::Pair& p : page.pairs)
      if (p.aligned)
        std::cerr << "  " << p.pair << ": " << plural(p.aligned, "rule") << " aligned, " << (p.clean * 100 / p.aligned)
                  << "% clean; " << plural(p.glossary, "glossary term") << "\n";
    std::size_t e = count_severity(report, Severity::kError), w = count_severity(report, Severity::kWarning),
                n = count_severity(report, Severity::kNote);
    std::cerr << "  " << plural(e, "error") << ", " << plural(w, "warning") << ", " << plural(n, "note");
    if (!updates.empty()) std::cerr << "; " << plural(updates.size(), "update list");
    std::cerr << "\n  wrote " << plural(files.size(), "file") << " to " << o.out << "/ (start at "
              << (fs::path(o.out) / "index.html").string() << ")\n";
    for (const std::string& m : kept_memories) std::cerr << "  kept " << m << ": it holds the translations made in OmegaT\n";
    std::cerr << csv_notes;
  }
  return fail_on && any_at_least(report, *fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
