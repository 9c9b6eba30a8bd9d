// The progress line of long commands: on a terminal's stderr, one line redrawn in place with the
// stage, a bar, the share of the stage done and the input being worked on; nothing at all when
// stderr is not a terminal (logs and pipes stay clean), and never anything on stdout.
#ifndef RULECORP_CLI_PROGRESS_H_
#define RULECORP_CLI_PROGRESS_H_

#include <cstdio>
#include <string>

#include "pipeline/corpus.h"

namespace rulecorp::cli {

class ProgressLine {
 public:
  // Draws on `out` when `enabled`; progress_wanted() says whether it should be.
  ProgressLine(std::FILE* out, bool enabled) : out_(out), enabled_(enabled) {}
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;
  ~ProgressLine() { clear(); }

  // Redraws the line for `p` (no-op when disabled).
  void update(const Progress& p);
  // Erases the line, so that the next output starts on a clean line (no-op when nothing is drawn).
  void clear();
  // A callback for PipelineOptions that updates this line.
  ProgressCallback callback() {
    return [this](const Progress& p) { update(p); };
  }

 private:
  std::FILE* out_;
  bool enabled_;
  bool drawn_ = false;
};

// True when progress should be drawn: not `quiet` and stderr is a terminal.
bool progress_wanted(bool quiet);

// The text of the progress line for `p` within `width` columns (no control characters):
// "parse    [#######.............]  35%  cr-en-2003-10-01.txt".
std::string progress_text(const Progress& p, std::size_t width);

}  // namespace rulecorp::cli

#endif  // RULECORP_CLI_PROGRESS_H_
