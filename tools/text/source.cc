// Positions are found by binary search over line_starts; lines are slices of the text; input
// offsets by binary search over the few origin shifts, and within a line by the length of its text
// before the offset in the input's encoding (exact only for lines decoded one for one).
#include "text/source.h"

#include "text/encoder.h"

#include <algorithm>
#include <iterator>

namespace rulecorp {

std::string_view line_ending_name(LineEnding e) {
  switch (e) {
    case LineEnding::kNone: return "none";
    case LineEnding::kLf: return "LF";
    case LineEnding::kCrLf: return "CRLF";
    case LineEnding::kCr: return "CR";
    case LineEnding::kMixed: return "mixed";
  }
  return "none";
}

Position Source::position(std::uint32_t offset) const {
  auto it = std::upper_bound(line_starts.begin(), line_starts.end(), offset);
  std::uint32_t index = static_cast<std::uint32_t>(it - line_starts.begin()) - 1;
  index = std::min(index, line_count() ? line_count() - 1 : 0);
  return {index + 1, offset - line_starts[index] + 1};
}

std::uint32_t Source::line_count() const {
  auto n = static_cast<std::uint32_t>(line_starts.size());
  if (n > 1 && line_starts.back() == text.size()) --n;  // trailing newline
  return text.empty() ? 0 : n;
}

std::uint64_t Source::original_offset(std::uint32_t line) const {
  if (line == 0 || line > line_starts.size()) return 0;
  auto it = std::upper_bound(origin_shifts.begin(), origin_shifts.end(), line,
                             [](std::uint32_t l, const OriginShift& s) { return l < s.line; });
  std::int64_t delta = it == origin_shifts.begin() ? 0 : std::prev(it)->delta;
  return static_cast<std::uint64_t>(static_cast<std::int64_t>(line_starts[line - 1]) + delta);
}

std::optional<std::uint64_t> Source::input_offset(std::uint32_t offset) const {
  if (offset > text.size()) return std::nullopt;
  auto it = std::upper_bound(line_starts.begin(), line_starts.end(), offset);
  const auto line = static_cast<std::uint32_t>(it - line_starts.begin());  // 1-based
  if (std::binary_search(inexact_lines.begin(), inexact_lines.end(), line)) return std::nullopt;
  std::string_view before = std::string_view(text).substr(line_starts[line - 1], offset - line_starts[line - 1]);
  std::optional<std::size_t> length = encoded_length(before, encoding.empty() ? "UTF-8" : encoding);
  if (!length) return std::nullopt;
  return original_offset(line) + *length;
}

std::string_view Source::line(std::uint32_t line) const {
  if (line == 0 || line > line_starts.size()) return {};
  std::size_t begin = line_starts[line - 1];
  std::size_t end = line < line_starts.size() ? line_starts[line] - 1 : text.size();
  if (end < begin) end = begin;
  return std::string_view(text).substr(begin, end - begin);
}

}  // namespace rulecorp
