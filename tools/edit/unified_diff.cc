// The diff is made from the replacements, not by comparing texts: the lines an edit touches form a
// changed group (grown to the next line while its new bytes do not end in a line feed, so an edit
// that joins two lines takes both), groups closer than twice the context share a hunk, and the
// line numbers follow from the counts. Invariant: applying every hunk to the old lines gives the
// edited bytes exactly (tests/edit checks it against GNU patch).
#include "edit/unified_diff.h"

#include <algorithm>

namespace rulecorp {
namespace {

struct Group {
  std::size_t first = 0, last = 0;   // old lines, inclusive
  std::vector<std::string_view> new_lines;
  std::string new_bytes;
};

std::vector<std::string_view> split_lines(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0; at < s.size();) {
    std::size_t nl = s.find('\n', at);
    std::size_t e = nl == std::string_view::npos ? s.size() : nl + 1;
    out.push_back(s.substr(at, e - at));
    at = e;
  }
  return out;
}

void put_line(std::string& out, char mark, std::string_view line) {
  out += mark;
  out.append(line);
  if (line.empty() || line.back() != '\n') out += "\n\\ No newline at end of file\n";
}

}  // namespace

std::string diff_name(std::string_view path) {
  bool unsafe = path.empty() || path.front() == '/' || path == "-";
  for (std::size_t at = 0; !unsafe && at < path.size();) {
    std::size_t slash = path.find('/', at);
    std::string_view part = path.substr(at, slash == std::string_view::npos ? std::string_view::npos : slash - at);
    unsafe = part == "..";
    if (slash == std::string_view::npos) break;
    at = slash + 1;
  }
  if (!unsafe) return std::string(path.substr(0, 2) == "./" ? path.substr(2) : path);
  std::size_t slash = path.rfind('/');
  return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::string unified_diff(std::string_view name, std::string_view old_bytes, const std::vector<ByteReplacement>& replacements,
                         std::size_t context) {
  if (replacements.empty()) return {};
  const std::vector<std::string_view> lines = split_lines(old_bytes);
  std::vector<std::size_t> starts;
  for (std::string_view l : lines) starts.push_back(static_cast<std::size_t>(l.data() - old_bytes.data()));
  const std::size_t n = lines.size();
  auto line_of = [&](std::uint64_t pos) -> std::size_t {
    auto it = std::upper_bound(starts.begin(), starts.end(), pos);
    std::size_t i = it == starts.begin() ? 0 : static_cast<std::size_t>(it - starts.begin()) - 1;
    return std::min(i, n - 1);
  };
  auto line_end = [&](std::size_t i) { return i + 1 < n ? starts[i + 1] : old_bytes.size(); };

  std::vector<Group> groups;
  if (n == 0) {  // an empty input: everything is added
    Group g;
    for (const ByteReplacement& r : replacements) g.new_bytes += r.bytes;
    groups.push_back(std::move(g));
  } else {
    for (std::size_t k = 0; k < replacements.size();) {
      Group g;
      g.first = line_of(replacements[k].begin);
      g.last = replacements[k].end > replacements[k].begin ? line_of(replacements[k].end - 1) : g.first;
      std::size_t e = k + 1;
      for (;;) {
        while (e < replacements.size() && line_of(replacements[e].begin) <= g.last) {
          const ByteReplacement& r = replacements[e];
          g.last = std::max(g.last, r.end > r.begin ? line_of(r.end - 1) : line_of(r.begin));
          ++e;
        }
        g.new_bytes.clear();
        std::uint64_t at = starts[g.first];
        for (std::size_t i = k; i < e; ++i) {
          g.new_bytes.append(old_bytes.substr(at, replacements[i].begin - at));
          g.new_bytes += replacements[i].bytes;
          at = replacements[i].end;
        }
        g.new_bytes.append(old_bytes.substr(at, line_end(g.last) - at));
        // New bytes that do not end a line run on into the next old line: take it into the group.
        if (g.last + 1 < n && (g.new_bytes.empty() ? false : g.new_bytes.back() != '\n')) {
          ++g.last;
          continue;
        }
        break;
      }
      groups.push_back(std::move(g));
      k = e;
    }
  }
  for (Group& g : groups) g.new_lines = split_lines(g.new_bytes);

  std::string out = "--- a/" + std::string(name) + "\n+++ b/" + std::string(name) + "\n";
  std::ptrdiff_t delta = 0;  // new lines minus old lines of the hunks written
  for (std::size_t h = 0; h < groups.size();) {
    std::size_t e = h + 1;
    while (e < groups.size() && groups[e].first <= groups[e - 1].last + 1 + 2 * context) ++e;
    const std::size_t from = n == 0 ? 0 : groups[h].first - std::min(groups[h].first, context);
    const std::size_t to = n == 0 ? 0 : std::min(n, groups[e - 1].last + 1 + context);  // exclusive
    std::size_t old_count = to - from, new_count = old_count;
    for (std::size_t g = h; g < e; ++g) {
      if (n) new_count -= groups[g].last - groups[g].first + 1;
      new_count += groups[g].new_lines.size();
    }
    const std::ptrdiff_t old_start = old_count ? static_cast<std::ptrdiff_t>(from) + 1 : static_cast<std::ptrdiff_t>(from);
    const std::ptrdiff_t new_start =
        new_count ? static_cast<std::ptrdiff_t>(from) + 1 + delta : static_cast<std::ptrdiff_t>(from) + delta;
    out += "@@ -" + std::to_string(old_start) + "," + std::to_string(old_count) + " +" + std::to_string(new_start) + "," +
           std::to_string(new_count) + " @@\n";
    std::size_t line = from;
    for (std::size_t g = h; g < e; ++g) {
      for (; n && line < groups[g].first; ++line) put_line(out, ' ', lines[line]);
      if (n)
        for (; line <= groups[g].last; ++line) put_line(out, '-', lines[line]);
      for (std::string_view l : groups[g].new_lines) put_line(out, '+', l);
    }
    for (; line < to; ++line) put_line(out, ' ', lines[line]);
    delta += static_cast<std::ptrdiff_t>(new_count) - static_cast<std::ptrdiff_t>(old_count);
    h = e;
  }
  return out;
}

}  // namespace rulecorp
