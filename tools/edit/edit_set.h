// The edit model: byte-range replacements on an input as read, applied in the input's own encoding.
// An Edit names a byte range [begin, end) of one file and the UTF-8 text that replaces it (an
// empty range inserts, an empty text deletes); an EditSet holds the edits of a run, sorts them,
// leaves out every edit that overlaps another (both, reported as values) and applies the rest to
// each file's bytes: the replacement encoded into the file's encoding, '\n' written as the file's
// line end, and every byte outside the replaced ranges (BOM, line ends, trailing spaces) kept.
// Used by `rulecorp fix` (the findings' fixes); general enough for any rewrite of an input.
#ifndef RULECORP_EDIT_EDIT_SET_H_
#define RULECORP_EDIT_EDIT_SET_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "text/source.h"

namespace rulecorp {

struct Edit {
  std::string file;          // the input as the user named it
  std::uint64_t begin = 0;   // byte range [begin, end) in the input as read
  std::uint64_t end = 0;
  std::string replacement;   // UTF-8; '\n' is a line break
  std::string finding;       // what the edit comes from ("cr-de.txt:8385:24 [numbering.glued]"); may be empty
};

// An edit that was left out, and why.
struct EditProblem {
  enum class Kind : std::uint8_t {
    kOverlap,          // its range overlaps `other`'s (both are left out)
    kOutOfRange,       // the range is not inside the input, or runs backwards
    kSplitsCharacter,  // an end falls inside a character of the input's encoding
    kUnencodable,      // the replacement holds a character the input's encoding cannot hold
  };
  Kind kind = Kind::kOverlap;
  Edit edit;
  Edit other;             // kOverlap: the edit it overlaps
  std::string message;    // "overlaps the edit of ... at bytes 10-14", for the summary
};

// One input as the edits are applied to it: its bytes as read and how they are written.
struct EditTarget {
  std::string name;
  std::string_view bytes;
  std::string encoding = "UTF-8";            // Source::encoding
  LineEnding line_ending = LineEnding::kLf;  // Source::line_ending ('\n' is written as CRLF for kCrLf, CR for kCr, else LF)
};

// One replacement in the input's bytes, as applied (the replacement already encoded).
struct ByteReplacement {
  std::uint64_t begin = 0;
  std::uint64_t end = 0;
  std::string bytes;
};

struct AppliedEdits {
  std::string bytes;                          // the edited input
  std::vector<Edit> applied;                  // in byte order
  std::vector<ByteReplacement> replacements;  // the applied edits in the input's bytes, in byte order
  std::vector<EditProblem> problems;          // edits left out, in byte order
};

class EditSet {
 public:
  // Adds `e`. Identical edits (same file, range and replacement) from several findings are applied once.
  void add(Edit e);
  // Every edit added, in the order added.
  const std::vector<Edit>& edits() const { return edits_; }
  // The files the edits name, sorted.
  std::vector<std::string> files() const;
  // The edits of target.name applied to its bytes. Edits that overlap another edit (a range meeting
  // another's inside, or two insertions at one place) are both left out as kOverlap problems, and
  // so is every edit whose range or replacement cannot be written into the input.
  AppliedEdits apply(const EditTarget& target) const;

 private:
  std::vector<Edit> edits_;
};

// The bytes of `text` as written into `target`: encoded in its encoding, '\n' as its line end.
// Fails (nullopt) on a character the encoding cannot hold.
std::optional<std::string> encode_for(const EditTarget& target, std::string_view text);

}  // namespace rulecorp

#endif  // RULECORP_EDIT_EDIT_SET_H_
