// Files at the edge of the program: reading inputs whole (with a size limit) and writing outputs
// atomically. Failures here are I/O faults, thrown as std::runtime_error naming the file; main
// catches them once.
#ifndef RULECORP_CLI_FILE_IO_H_
#define RULECORP_CLI_FILE_IO_H_

#include <cstdint>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp::cli {

// Spare capacity read_input leaves after a regular file's bytes, so that parsers which read a
// little past the end (simdjson needs 64 bytes) can use the buffer without copying it.
inline constexpr std::size_t kInputPadding = 64;

// The fault read_input throws for an input over its limit.
struct InputTooLarge : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads `path` ("-" = standard input) whole. Throws for a missing, unreadable or directory input,
// and InputTooLarge for one larger than `max_bytes` (a pipe or device as soon as it passes the
// limit, never read further); its message names `raise_with`, the option that raises the limit,
// unless that is empty (the limit is fixed).
std::string read_input(const std::string& path, std::uint64_t max_bytes, std::string_view raise_with = "--max-input-mb");

// Writes `content` to `path` ("-" = standard output): into a temporary file beside it, flushed and
// renamed into place, so readers see the old file or the new one, never half of one. A path that
// exists and is not a regular file (a device such as /dev/full) is written directly. Throws on any
// failure, after removing the temporary file.
void write_output(const std::string& path, std::string_view content);

// One file of a batch: where it goes and its bytes (which must outlive the call).
struct OutputFile {
  std::string path;
  std::string_view content;
};

// A batch of output files written in two steps, so that the disk works while the caller computes
// the rest: stage() writes a file into a temporary file beside its target at once
// (.NAME.rulecorp-tmp-PID-XXXXXX; the first stage() into a folder removes the ones a killed run
// left there) and starts the kernel writing it back to disk; commit() waits until every staged file
// is on disk (one syncfs per file system) and renames them into place, the batch as a whole: every
// file new, or (a rename failed, or SIGINT, SIGTERM or SIGHUP came meanwhile) every file old. A
// path that exists and is not a regular file (a device such as /dev/full, "-" for standard output)
// is written directly by stage(). A batch destroyed without a commit, or whose stage() or commit()
// threw, removes every temporary file and every folder its make_folder() created. Any number of
// files; one batch at a time, used from one thread at a time.
class OutputBatch {
 public:
  OutputBatch();
  ~OutputBatch();
  OutputBatch(const OutputBatch&) = delete;
  OutputBatch& operator=(const OutputBatch&) = delete;

  // Creates folder `dir` and its missing parents (they are removed again if the batch fails).
  void make_folder(const std::string& dir);
  // Writes `content` to a temporary file beside `path` (its folder must exist). Throws on failure,
  // after removing the batch's temporary files.
  void stage(const std::string& path, std::string_view content);
  // The same for the content `print` writes into the stream it is given, which goes straight into
  // the temporary file through a buffer of 64 KB (the content is never held whole). A fault of
  // `print` removes the batch's temporary files as a failed write does, then is rethrown.
  void stage(const std::string& path, const std::function<void(std::ostream&)>& print);
  // How many files are staged into temporary files so far; the next one staged is number staged().
  std::size_t staged() const;
  // Gives staged file number `i` the target `path` instead (in the same folder), before commit().
  void retarget(std::size_t i, std::string path);
  // Flushes the staged files to disk and renames them into place, with the cleanup signals blocked
  // from the first rename to the last. Throws on a failure, after removing every temporary file;
  // no file is replaced then (files already renamed get their previous content back). A signal
  // that came during the renames puts the old files back too, and acts once they are (the
  // handler of install_signal_cleanup ends the run; without it commit() throws "interrupted").
  void commit();

 private:
  struct Pending;
  // Creates and records the temporary file of `path` in `dir`; returns its descriptor.
  int open_temp(const std::string& path, const std::string& dir);
  // Finishes the temporary file `fd` of `path` in `dir`, once written.
  void close_temp(int fd, const std::string& path, const std::string& dir, bool empty);
  std::vector<Pending> pending_;
  std::vector<std::string> dirs_;  // the distinct directories of the staged files
  bool committed_ = false;
};

// Writes every file of `files` as write_output does, as one OutputBatch: all are written to
// temporary files and flushed to disk together (one syncfs per directory), then renamed into place
// as a whole. Throws on the first failure, after removing every temporary file; no file is replaced then.
void write_outputs(const std::vector<OutputFile>& files);

// Installs SIGINT/SIGTERM/SIGHUP handlers (SIGHUP not when it is ignored from the start, as under
// nohup) that remove the temporary output files being written and the folders made for them, say
// "rulecorp: interrupted; the previous output is kept" on stderr (or, after a commit and before
// the next stage, that the new output is complete), and then die of the signal (exit status 130,
// 143, 129), so an interrupted run leaves no temporary files behind.
void install_signal_cleanup();

}  // namespace rulecorp::cli

#endif  // RULECORP_CLI_FILE_IO_H_
