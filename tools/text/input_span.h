// Fixes in the input as read, made from replacements of a Source's decoded text: each end of a span
// mapped through Source::input_offset, only where every line the span touches was decoded one for
// one, so the bytes a fix replaces are exactly the text it was computed on.
#ifndef RULECORP_TEXT_INPUT_SPAN_H_
#define RULECORP_TEXT_INPUT_SPAN_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "text/source.h"

namespace rulecorp {

// Replace Source::text bytes [begin, end) by `text` (UTF-8; '\n' a line break).
struct TextReplacement {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  std::string text;
};

// One Fix of `src`'s input that makes every replacement of `replacements` (any order, none
// overlapping another): it covers the first one's begin to the last one's end, the text between
// them kept as it is. nullopt when a span cannot be mapped exactly (a line it touches is inexact,
// an offset is out of range), replacements overlap, the covered text is longer than `max_span`
// bytes, or a line break would be written into an input with mixed line ends.
std::optional<Fix> make_fix(const Source& src, std::vector<TextReplacement> replacements, std::size_t max_span = 4096);

}  // namespace rulecorp

#endif  // RULECORP_TEXT_INPUT_SPAN_H_
