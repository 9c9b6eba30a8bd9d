// The files are listed in the folder's order as the front page shows them: the alignment, the
// report, the glossary, the renumbering, then each update list (its page, TSV, XLIFF 1.2 and 2.1 and
// OmegaT project; an OmegaT project memory already holding translations is kept, never replaced),
// the reader's pages, the front page last. An early file is staged by the work list_early returns;
// a late one is rendered into its own slot by its task (on any thread) and staged by write().
#include "cli/build_folder.h"

#include <filesystem>
#include <map>
#include <sstream>

#include "cli/inputs.h"
#include "emit/csv.h"
#include "emit/output_format.h"
#include "emit/omegat_project.h"
#include "emit/renumbering_tsv.h"
#include "emit/report_html.h"
#include "emit/report_json.h"
#include "emit/report_sarif.h"
#include "emit/report_text.h"
#include "emit/update_html.h"
#include "emit/update_tsv.h"
#include "emit/xliff.h"
#include "pipeline/report.h"
#include "pipeline/summary.h"

namespace fs = std::filesystem;

namespace rulecorp::cli {
namespace {

// The update package `p` as XLIFF 2.1 (`v2`) or 1.2.
std::string xliff_text(const UpdatePackage& p, bool v2) {
  std::ostringstream s;
  if (v2) write_xliff21(p, s);
  else write_xliff12(p, s);
  return std::move(s).str();
}

}  // namespace

std::function<void()> BuildFolder::list_early(const RunResult& r) {
  for (const OutputFormat& f : output_formats())  // the format table's alignment rows
    if (f.model == FormatModel::kAlignment && wants(f.family))
      early(std::string(f.file) + std::string(f.extension), "Translation memory", std::string(f.description),
            [&r, &f](std::ostream& s) { f.write_alignment(r.texts, s); });
  if (wants("report-text")) late("report.txt", "Report", "findings as text, as compilers print them", [this] { return write_report_text(report_); });
  if (wants("report-html")) late("report.html", "Report", "findings side by side, with filters", [this] { return write_report_html(report_); });
  if (wants("report-json")) late("report.json", "Report", "findings as JSON (schemas/report.schema.json)", [this] { return write_report_json(report_); });
  if (wants("report-sarif")) late("report.sarif", "Report", "findings as SARIF 2.1.0 for code scanning in CI", [this] { return write_report_sarif(report_); });
  // The format table's glossary rows: those of every language, then those of each pair.
  const Glossary& g = r.glossary;
  for (const OutputFormat& f : output_formats())
    if (f.model == FormatModel::kGlossary && !f.family.empty() && wants(f.family))
      early(std::string(f.file) + std::string(f.extension), "Glossary", std::string(f.description),
            [&g, &f](std::ostream& s) { f.write_glossary(g, "", "", s); });
  for (const std::string& pair : config_.pairs) {
    std::string a = pair.substr(0, 2), b = pair.substr(3);
    for (const OutputFormat& f : output_formats()) {
      if (f.model != FormatModel::kGlossaryPair || !wants(f.family)) continue;
      std::string name = format_text(f.file, a, b) + std::string(f.extension);
      // The CSV cells cut to a spreadsheet cell's size are noted (the early printers run one at a time).
      early(name, "Glossary", format_text(f.description, a, b), [this, &g, &f, a, b, path = path_of(name)](std::ostream& s) {
        csv_notes_ += csv_cut_notes(path, f.write_glossary(g, a, b, s));  // cells cut: CSV only
      });
    }
  }
  const History& h = r.corpus.history;
  if (wants("renumbering") && h.size() >= 2)
    early("renumbering.tsv", "Renumbering",
          "rules renumbered, removed and added from each English edition to the next, " + h.edition(0).date + " to " + h.edition(h.size() - 1).date + " (" +
              std::to_string(h.size() - 1) + (h.size() == 2 ? " step)" : " steps)"),
          [&h](std::ostream& s) { write_renumbering_tsv(h, s); });
  return [this, printers = std::move(printers_)] {
    batch_.make_folder(out_);
    for (const auto& [name, print] : printers) batch_.stage(path_of(name), print);
  };
}

std::vector<std::function<void()>> BuildFolder::list_late(RunResult& run, const Diagnostics& diags) {
  report_ = make_report(run, diags, config_.severity);
  if (wants("update-list"))
    for (const UpdateList& list : run.updates) list_update(list, run);
  if (wants("reader")) reader_.emplace(run.texts, run.glossary, run.corpus.history, report_.findings, wants("report-html"));
  for (std::size_t i = 0; reader_ && i < reader_->pages().size(); ++i)
    late("reader/" + reader_->pages()[i].file, "Reader", reader_->pages()[i].description, [this, i] { return reader_->page(i); });
  std::map<std::string, std::string> shown;  // each input file's name as the config gives it
  for (const ConfigInput& ci : config_.inputs) shown.emplace(ci.resolved, ci.path);
  static_cast<pipeline::Summary&>(page_) = pipeline::summarise(run, report_, config_.pairs, shown);
  files_.emplace_back("index.html", std::string());
  writers_.emplace_back(files_.size() - 1, [this] { return write_index_html(page_); });
  std::vector<std::function<void()>> tasks;
  for (std::size_t k = 0; k < writers_.size(); ++k)
    tasks.push_back([this, k] { files_[writers_[k].first].second = writers_[k].second(); });
  return tasks;
}

void BuildFolder::write(ProgressLine& progress) {
  progress.update({"write", out_, 0, files_.size()});
  std::string folder;  // the folder of the file staged last, made when a file goes into another
  for (const auto& [i, writer] : writers_) {
    std::string path = path_of(files_[i].first), dir = fs::path(path).parent_path().string();
    if (dir != folder) batch_.make_folder(folder = dir);
    batch_.stage(path, files_[i].second);
  }
  batch_.commit();
}

std::string BuildFolder::path_of(const std::string& name) const { return (fs::path(out_) / name).string(); }

void BuildFolder::early(std::string name, std::string group, std::string description, Printer printer) {
  page_.files.push_back({name, std::move(group), std::move(description)});
  files_.emplace_back(name, std::string());
  printers_.emplace_back(std::move(name), std::move(printer));
}

void BuildFolder::late(std::string name, std::string group, std::string description, std::function<std::string()> writer) {
  page_.files.push_back({name, std::move(group), std::move(description)});
  unlisted(std::move(name), std::move(writer));
}

void BuildFolder::unlisted(std::string name, std::function<std::string()> writer) {
  files_.emplace_back(std::move(name), std::string());
  writers_.emplace_back(files_.size() - 1, std::move(writer));
}

// The update list's page and TSV, its package as XLIFF 1.2 and 2.1 and as an OmegaT project.
void BuildFolder::list_update(const UpdateList& list, const RunResult& run) {
  const std::string key = "update-" + list.key();
  std::string what = std::to_string(list.rows.size()) + " rules the English changed since the " + list.then->edition +
                     " edition the " + list.language + " text translates";
  late(key + ".html", "Update list", what + ": English then, now and the translation side by side", [&list] { return write_update_html(list); });
  late(key + ".tsv", "Update list", what + " (TSV)", [&list] { return write_update_tsv(list); });
  const UpdatePackage& p = packages_.emplace_back(make_update_package(list, run.texts, run.glossary, {}, nullptr));
  const std::string units = std::to_string(p.to_translate()) + (p.to_translate() == 1 ? " unit" : " units");
  late(key + ".xlf", "Update list", "the work package for a CAT tool, " + units + " to translate (XLIFF 1.2: OmegaT, Trados, memoQ, translate-toolkit)",
       [&p] { return xliff_text(p, false); });
  late(key + ".xliff2.xlf", "Update list", "the same package as XLIFF 2.1, with the glossary module", [&p] { return xliff_text(p, true); });
  // The OmegaT project: its omegat.project on the front page, its other files beside it.
  const std::string project = key + "-omegat";
  std::string memory = path_of(project + "/" + kOmegatProjectMemory);
  std::error_code ec;
  bool keep = fs::is_regular_file(memory, ec) && read_input(memory, kBuildMaxInputBytes, "").find("<tu") != std::string::npos;
  if (keep) kept_memories_.push_back(std::move(memory));
  for (ProjectFile& f : omegat_project(p, run.glossary)) {
    auto content = [content = std::move(f.content)]() mutable { return std::move(content); };
    if (f.path == "omegat.project")
      late(project + "/" + f.path, "Update list",
           "the same package as an OmegaT project: open the folder " + project + " in OmegaT (the package, the old pair as memory, exact matches filled in, the glossary)",
           std::move(content));
    else if (!(keep && f.path == kOmegatProjectMemory))
      unlisted(project + "/" + f.path, std::move(content));
  }
}

}  // namespace rulecorp::cli
