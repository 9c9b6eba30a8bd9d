// The output folder of `rulecorp build`: each file it writes, in the folder's order, with what makes
// it from the run (each only reads it), and the front page listing them. The files that read no
// finding (alignment, glossary, renumbering) are printed straight into their staged files while the
// checks run; the others are rendered in memory after the checks, each into its own slot, then
// staged after the early ones, and the batch (file_io.h's OutputBatch) committed as a whole.
#ifndef RULECORP_CLI_BUILD_FOLDER_H_
#define RULECORP_CLI_BUILD_FOLDER_H_

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "check/report.h"
#include "cli/corpus_config.h"
#include "cli/file_io.h"
#include "cli/progress.h"
#include "emit/index_html.h"
#include "emit/reader_html.h"
#include "pipeline/pipeline.h"
#include "update/update_package.h"

namespace rulecorp::cli {

// The most build reads of one file, its inputs and a kept project memory (build takes no --max-input-mb).
inline constexpr std::uint64_t kBuildMaxInputBytes = std::uint64_t{1024} << 20;

class BuildFolder {
 public:
  // The folder `out` of the formats `config` asks for.
  BuildFolder(const CorpusConfig& config, std::string out) : config_(config), out_(std::move(out)) { page_.config = config.file; }

  // Lists the files of the alignment, the report, the glossary and the renumbering; returns the
  // work that prints the early ones (reading `r`, not its findings) into their staged files.
  std::function<void()> list_early(const RunResult& r);
  // Makes the report of `run` (with `diags`), lists the update lists' files, the reader's pages and
  // the front page (with the run's summary); returns the tasks that render each late file.
  std::vector<std::function<void()>> list_late(RunResult& run, const Diagnostics& diags);
  // Stages the late files after the early ones, then commits the batch.
  void write(ProgressLine& progress);

  const Report& report() const { return report_; }
  const IndexPage& page() const { return page_; }
  std::size_t files() const { return files_.size(); }
  const std::vector<std::string>& kept_memories() const { return kept_memories_; }  // OmegaT memories holding translations
  const std::string& csv_notes() const { return csv_notes_; }  // the CSV cells cut to a spreadsheet cell's size

 private:
  using Printer = std::function<void(std::ostream&)>;
  bool wants(std::string_view format) const { return config_.wants(format); }
  std::string path_of(const std::string& name) const;
  void early(std::string name, std::string group, std::string description, Printer printer);
  void late(std::string name, std::string group, std::string description, std::function<std::string()> writer);
  void unlisted(std::string name, std::function<std::string()> writer);  // a file of a folder the index links otherwise
  void list_update(const UpdateList& list, const RunResult& run);

  const CorpusConfig& config_;
  const std::string out_;
  IndexPage page_;
  Report report_;  // made once the checks are done; the report writers run after that
  std::vector<std::pair<std::string, std::string>> files_;                     // name in the folder, content (when rendered late)
  std::vector<std::pair<std::string, Printer>> printers_;                      // the early files: name, printer
  std::vector<std::pair<std::size_t, std::function<std::string()>>> writers_;  // the late files: index in files_, writer
  std::deque<UpdatePackage> packages_;      // one per update list (stable addresses for the writers)
  std::optional<Reader> reader_;            // reader/: the rules side by side (emit/reader_html.h)
  std::vector<std::string> kept_memories_;  // the OmegaT project memories holding translations, kept
  std::string csv_notes_;                   // written by the early printers, which run one at a time
  OutputBatch batch_;  // the files, staged as they are printed or rendered, committed at the end
};

}  // namespace rulecorp::cli

#endif  // RULECORP_CLI_BUILD_FOLDER_H_
