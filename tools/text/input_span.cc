// A fix covers one contiguous range of the input: several replacements of one text (two quotation
// marks, two swapped numbers) become one replacement of the span from the first to the last, the
// text between copied from the Source. Invariant: a Fix is only made when every line it touches is
// exact, so encoding its replacement reproduces the input's bytes outside the replaced pieces.
#include "text/input_span.h"

#include <algorithm>

namespace rulecorp {

std::optional<Fix> make_fix(const Source& src, std::vector<TextReplacement> replacements, std::size_t max_span) {
  if (replacements.empty()) return std::nullopt;
  std::sort(replacements.begin(), replacements.end(),
            [](const TextReplacement& a, const TextReplacement& b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
  for (std::size_t i = 0; i < replacements.size(); ++i) {
    const TextReplacement& r = replacements[i];
    if (r.begin > r.end || r.end > src.text.size()) return std::nullopt;
    if (i > 0 && replacements[i - 1].end > r.begin) return std::nullopt;
  }
  const std::uint32_t begin = replacements.front().begin, end = replacements.back().end;
  if (end - begin > max_span) return std::nullopt;
  // Every line from the first to the last must be exact (input_offset checks the ends' lines).
  const std::uint32_t first = src.position(begin).line, last = src.position(end).line;
  for (std::uint32_t l = first; l <= last; ++l)
    if (std::binary_search(src.inexact_lines.begin(), src.inexact_lines.end(), l)) return std::nullopt;
  std::optional<std::uint64_t> b = src.input_offset(begin), e = src.input_offset(end);
  if (!b || !e || *e < *b) return std::nullopt;
  Fix fix;
  fix.file = src.name;
  fix.begin = *b;
  fix.end = *e;
  std::uint32_t at = begin;
  for (const TextReplacement& r : replacements) {
    fix.replacement.append(src.text, at, r.begin - at);
    fix.replacement += r.text;
    at = r.end;
  }
  if (src.line_ending == LineEnding::kMixed && fix.replacement.find('\n') != std::string::npos) return std::nullopt;
  return fix;
}

}  // namespace rulecorp
