// A Source is one input after decoding: NFC UTF-8 text with '\n' line ends and no BOM, plus the
// map back to the input (line starts, and each line's byte offset in the original bytes), so that
// any later stage can name the user's file, line and column.
#ifndef RULECORP_TEXT_SOURCE_H_
#define RULECORP_TEXT_SOURCE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp {

enum class LineEnding : std::uint8_t { kNone, kLf, kCrLf, kCr, kMixed };
// "LF", "CRLF", "CR", "mixed" or "none", as reports and JSON name it.
std::string_view line_ending_name(LineEnding e);

// A half-open byte range [begin, end) in Source::text.
struct SourceSpan {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
};

struct Position {
  std::uint32_t line = 0;    // 1-based
  std::uint32_t column = 0;  // 1-based byte column in the decoded UTF-8 line
};

struct Source {
  std::string name;                    // as the user named the input ("-" for stdin)
  std::string text;                    // NFC UTF-8, '\n' line ends, no BOM
  std::string encoding;                // what it was decoded from, e.g. "UTF-16LE", "windows-1252"
  bool had_bom = false;
  LineEnding line_ending = LineEnding::kNone;
  std::vector<std::uint32_t> line_starts{0};  // offset in `text` of each line
  // Where the input's byte offsets part from `text`'s: from `line` on (1-based), a line starts at
  // its line_starts entry + `delta` in the input. One entry for a BOM-less LF UTF-8 input; one per
  // line for CRLF; a few more where a broken byte or NFC changed a line's length.
  struct OriginShift {
    std::uint32_t line = 1;
    std::int64_t delta = 0;
  };
  std::vector<OriginShift> origin_shifts{{}};
  // 1-based lines whose text is not the input's bytes decoded one for one (a broken byte, NUL or
  // control character become U+FFFD, a vertical tab a space, NFC recomposed them), ascending: no
  // input offset inside them is exact.
  std::vector<std::uint32_t> inexact_lines;

  // Line and column of a byte offset in `text` (offsets past the end map to the last line).
  Position position(std::uint32_t offset) const;
  // Number of lines; a final '\n' does not open a new line.
  std::uint32_t line_count() const;
  // Byte offset in the input where 1-based `line` starts.
  std::uint64_t original_offset(std::uint32_t line) const;
  // The byte offset in the input as read of byte `offset` of `text` (a character's start, or the
  // end of the text): the line's input offset plus the length of the line's text before it in the
  // input's encoding. nullopt inside an inexact line or past the end.
  std::optional<std::uint64_t> input_offset(std::uint32_t offset) const;
  // Text of 1-based `line` without its '\n'.
  std::string_view line(std::uint32_t line) const;
};

}  // namespace rulecorp

#endif  // RULECORP_TEXT_SOURCE_H_
