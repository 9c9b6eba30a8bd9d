// The line is redrawn with a carriage return and "erase to end of line" (ESC [ K), which every
// terminal emulator understands; its width is the terminal's (TIOCGWINSZ), 80 when unknown. The
// input's name is cut at the front (the file name is the informative end) so the line never wraps.
// The pipeline calls update from one thread at a time, so no locking is needed here.
#include "cli/progress.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>

namespace rulecorp::cli {

bool progress_wanted(bool quiet) { return !quiet && ::isatty(STDERR_FILENO) == 1; }

std::string progress_text(const Progress& p, std::size_t width) {
  constexpr std::size_t kBar = 24;
  std::size_t total = std::max<std::size_t>(p.total, 1), done = std::min(p.done, total);
  std::size_t filled = done * kBar / total, percent = done * 100 / total;
  std::string line(p.stage);
  line.resize(std::max<std::size_t>(line.size(), 9), ' ');
  line += '[' + std::string(filled, '#') + std::string(kBar - filled, '.') + "] ";
  std::string pc = std::to_string(percent) + "%";
  line += std::string(4 - std::min<std::size_t>(pc.size(), 4), ' ') + pc;
  if (p.total > 1) line += "  " + std::to_string(done) + "/" + std::to_string(p.total);
  std::string item(p.item);
  for (char& c : item)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  if (!item.empty() && line.size() + 2 < width) {
    std::size_t room = width - line.size() - 2;
    if (item.size() > room) {
      item = item.substr(item.size() - room + 3);
      while (!item.empty() && (static_cast<unsigned char>(item.front()) & 0xC0) == 0x80) item.erase(0, 1);
      item = "..." + item;
    }
    line += "  " + item;
  }
  return line;
}

void ProgressLine::update(const Progress& p) {
  if (!enabled_) return;
  std::size_t width = 80;
  winsize ws{};
  if (::ioctl(::fileno(out_), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 20) width = ws.ws_col;
  std::string line = progress_text(p, width - 1);
  std::fprintf(out_, "\r\033[K%s", line.c_str());
  std::fflush(out_);
  drawn_ = true;
}

void ProgressLine::clear() {
  if (!drawn_) return;
  std::fprintf(out_, "\r\033[K");
  std::fflush(out_);
  drawn_ = false;
}

}  // namespace rulecorp::cli
