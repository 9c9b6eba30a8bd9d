// A unified diff of one input and its edited bytes, as `diff -u` writes it: "--- a/NAME",
// "+++ b/NAME", hunks with three lines of context. Lines are what GNU patch reads as lines: the
// bytes up to and including each 0x0A byte, in the input's own encoding, so `patch -p1` applies
// the diff to the input whatever its encoding and line ends (a UTF-16 input's lines are its bytes
// between 0x0A bytes, NUL bytes and all: patch applies them, a text viewer shows them garbled).
#ifndef RULECORP_EDIT_UNIFIED_DIFF_H_
#define RULECORP_EDIT_UNIFIED_DIFF_H_

#include <string>
#include <string_view>
#include <vector>

#include "edit/edit_set.h"

namespace rulecorp {

// The diff of `old_bytes` with `replacements` (in byte order, none overlapping: AppliedEdits'),
// headed with `name` ("--- a/NAME"); empty when there is nothing to replace.
std::string unified_diff(std::string_view name, std::string_view old_bytes, const std::vector<ByteReplacement>& replacements,
                         std::size_t context = 3);

// How a diff names input `path`: the path as given when it is relative and stays inside the
// working folder, else its file name (patch refuses absolute names and "..").
std::string diff_name(std::string_view path);

}  // namespace rulecorp

#endif  // RULECORP_EDIT_UNIFIED_DIFF_H_
