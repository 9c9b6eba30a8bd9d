// UTF-8 text back into the bytes of an input's encoding: the inverse of decode() for the text of a
// Source, so an edit made on the decoded text can be written into the input as it was read. A
// character the encoding cannot hold is a value (its offset), never replaced by a substitute.
#ifndef RULECORP_TEXT_ENCODER_H_
#define RULECORP_TEXT_ENCODER_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rulecorp {

struct Encoded {
  std::string bytes;                      // the text in the encoding (complete when `unencodable` is unset)
  std::optional<std::size_t> unencodable;  // byte offset in the UTF-8 text of the first character it cannot hold
  bool ok() const { return !unencodable; }
};

// Encodes valid UTF-8 `text` into `encoding` (an ICU converter name, as Source::encoding names it:
// "UTF-8", "UTF-16LE", "windows-1252", ...), without a byte order mark. Throws
// std::invalid_argument for an encoding ICU does not know.
Encoded encode(std::string_view text, std::string_view encoding);

// The number of bytes `text` takes in `encoding`, or nullopt when it holds a character the encoding
// cannot hold. Counted without converting for the Unicode encodings and single-byte charsets.
std::optional<std::size_t> encoded_length(std::string_view text, std::string_view encoding);

// The size of one code unit of `encoding`: 2 for UTF-16, 4 for UTF-32, else 1 (an edit of the
// input's bytes starts and ends on a multiple of it).
std::size_t code_unit_size(std::string_view encoding);

}  // namespace rulecorp

#endif  // RULECORP_TEXT_ENCODER_H_
