// The word diff of two wordings of a text (two editions of a rule): the one model behind every diff
// rulecorp shows (update lists, the history command, the reader's lineage, the report's marks).
// Tokens are ICU word-break segments, so a mark always covers whole words, numbers or punctuation
// and never cuts a UTF-8 sequence; dropping the insertions gives the old text byte for byte,
// dropping the deletions the new one.
#ifndef RULECORP_ALIGN_WORD_DIFF_H_
#define RULECORP_ALIGN_WORD_DIFF_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp {

struct DiffOp {
  enum class Kind : std::uint8_t { kKeep, kDelete, kInsert };
  Kind kind = Kind::kKeep;
  // A view of the old text (kKeep, kDelete) or of the new text (kInsert) given to word_diff.
  std::string_view text;
};

// The edits from `before` to `after`, in text order, a deletion before the insertion that replaces
// it; adjacent ops of one kind are merged. A common run of white space around a change is kept
// outside it; a change of white space alone is a deletion or insertion of that white space. Texts
// differing in more than a few thousand tokens get one replacement of their differing middle.
std::vector<DiffOp> word_diff(std::string_view before, std::string_view after);

// The old text (keep + delete) or the new one (keep + insert) rebuilt from `ops`.
std::string diff_before(std::span<const DiffOp> ops);
std::string diff_after(std::span<const DiffOp> ops);

// True when `ops` change nothing but white space.
bool diff_unchanged(std::span<const DiffOp> ops);

// One line in wdiff's notation: kept text as it is, deleted text in [-...-], inserted in {+...+}
// ("Treasure [-and-] {+or+} token"). A replacement's two marks are separated by a space only where
// white space surrounds the change, and a change of white space is shown only where it joins or
// parts two tokens ("a,{+ +}b"), so removing either mark and collapsing white space gives the text
// it stands for.
std::string diff_text(std::span<const DiffOp> ops);

// The same in HTML: deleted text in <del>, inserted in <ins>, everything escaped (&, <, >, ").
void append_diff_html(std::string& out, std::span<const DiffOp> ops);

// Byte ranges [begin, end) of the deletions in the old text (`old_side`) or of the insertions in
// the new text, for highlighting one side, without the white space at their edges; `text` is the
// string the ops view.
struct DiffSpan {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
};
std::vector<DiffSpan> diff_spans(std::span<const DiffOp> ops, std::string_view text, bool old_side);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_WORD_DIFF_H_
