// How an EditSet applies: the target's edits are sorted by (begin, end, order added); a sweep keeps
// the largest end seen, so every edit whose range meets an earlier one's inside (or, for two
// insertions, the same point) is marked with it, and all marked edits are left out. An insertion
// at the very begin or end of a replaced range does not overlap it (it goes before or after). The
// kept ones are checked against the input (in range, on character boundaries of its encoding),
// their replacements encoded, and the output is built in one pass: the bytes between edits copied
// as they are, so nothing outside the edited ranges changes.
#include "edit/edit_set.h"

#include <algorithm>
#include <numeric>
#include <optional>

#include "text/encoder.h"

namespace rulecorp {
namespace {

std::string bytes_str(const Edit& e) { return std::to_string(e.begin) + "-" + std::to_string(e.end); }

std::string who(const Edit& e) { return e.finding.empty() ? "the edit at bytes " + bytes_str(e) : e.finding; }

// True when a and b (a sorted before b) cannot both be applied.
bool overlap(const Edit& a, const Edit& b) {
  if (a.begin == a.end && b.begin == b.end) return a.begin == b.begin;  // two insertions at one point
  if (a.begin == a.end) return a.begin > b.begin && a.begin < b.end;
  if (b.begin == b.end) return b.begin > a.begin && b.begin < a.end;
  return b.begin < a.end;
}

// True when `at` is a character boundary of `bytes` in `encoding` (UTF-8: not a continuation byte).
bool boundary(std::string_view bytes, std::uint64_t at, std::string_view encoding, std::size_t unit) {
  if (at % unit) return false;
  if (unit == 1 && encoding == "UTF-8" && at < bytes.size()) return (static_cast<unsigned char>(bytes[at]) & 0xC0) != 0x80;
  return true;
}

}  // namespace

std::optional<std::string> encode_for(const EditTarget& target, std::string_view text) {
  std::string_view eol = target.line_ending == LineEnding::kCrLf ? "\r\n" : target.line_ending == LineEnding::kCr ? "\r" : "\n";
  std::string with_ends;
  for (char c : text) {
    if (c == '\n') with_ends += eol;
    else with_ends += c;
  }
  Encoded e = encode(with_ends, target.encoding.empty() ? "UTF-8" : target.encoding);
  if (!e.ok()) return std::nullopt;
  return std::move(e.bytes);
}

void EditSet::add(Edit e) {
  for (const Edit& x : edits_)
    if (x.file == e.file && x.begin == e.begin && x.end == e.end && x.replacement == e.replacement) return;
  edits_.push_back(std::move(e));
}

std::vector<std::string> EditSet::files() const {
  std::vector<std::string> out;
  for (const Edit& e : edits_) out.push_back(e.file);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

AppliedEdits EditSet::apply(const EditTarget& target) const {
  AppliedEdits out;
  std::vector<const Edit*> mine;
  for (const Edit& e : edits_)
    if (e.file == target.name) mine.push_back(&e);
  std::stable_sort(mine.begin(), mine.end(), [](const Edit* a, const Edit* b) {
    return a->begin != b->begin ? a->begin < b->begin : a->end < b->end;
  });
  const std::size_t unit = code_unit_size(target.encoding.empty() ? "UTF-8" : target.encoding);
  std::vector<bool> out_of_play(mine.size(), false);
  // Range faults first: such an edit is no partner of an overlap.
  for (std::size_t i = 0; i < mine.size(); ++i) {
    const Edit& e = *mine[i];
    EditProblem p;
    p.edit = e;
    if (e.begin > e.end || e.end > target.bytes.size()) {
      p.kind = EditProblem::Kind::kOutOfRange;
      p.message = who(e) + ": bytes " + bytes_str(e) + " are not inside " + target.name + " (" +
                  std::to_string(target.bytes.size()) + " bytes)";
    } else if (!boundary(target.bytes, e.begin, target.encoding, unit) || !boundary(target.bytes, e.end, target.encoding, unit)) {
      p.kind = EditProblem::Kind::kSplitsCharacter;
      p.message = who(e) + ": bytes " + bytes_str(e) + " split a character of " + target.name + " (" + target.encoding + ")";
    } else {
      continue;
    }
    out_of_play[i] = true;
    out.problems.push_back(std::move(p));
  }
  // Overlaps: each edit against the earlier edits still open at its begin.
  std::vector<bool> overlapped(mine.size(), false);
  for (std::size_t i = 0; i < mine.size(); ++i) {
    if (out_of_play[i]) continue;
    for (std::size_t j = i + 1; j < mine.size() && mine[j]->begin <= mine[i]->end; ++j) {
      if (out_of_play[j] || !overlap(*mine[i], *mine[j])) continue;
      overlapped[i] = overlapped[j] = true;
      EditProblem p;
      p.kind = EditProblem::Kind::kOverlap;
      p.edit = *mine[j];
      p.other = *mine[i];
      p.message = who(*mine[j]) + " (bytes " + bytes_str(*mine[j]) + ") overlaps " + who(*mine[i]) + " (bytes " +
                  bytes_str(*mine[i]) + "): both are left out";
      out.problems.push_back(std::move(p));
    }
  }
  std::uint64_t at = 0;
  for (std::size_t i = 0; i < mine.size(); ++i) {
    if (out_of_play[i] || overlapped[i]) continue;
    const Edit& e = *mine[i];
    std::optional<std::string> bytes = encode_for(target, e.replacement);
    if (!bytes) {
      EditProblem p;
      p.kind = EditProblem::Kind::kUnencodable;
      p.edit = e;
      p.message = who(e) + ": its replacement holds a character " + target.encoding + " cannot hold (" + target.name + ")";
      out.problems.push_back(std::move(p));
      continue;
    }
    out.bytes.append(target.bytes.substr(at, e.begin - at));
    out.bytes += *bytes;
    at = e.end;
    out.applied.push_back(e);
    out.replacements.push_back({e.begin, e.end, std::move(*bytes)});
  }
  out.bytes.append(target.bytes.substr(at));
  std::stable_sort(out.problems.begin(), out.problems.end(),
                   [](const EditProblem& a, const EditProblem& b) { return a.edit.begin < b.edit.begin; });
  return out;
}

}  // namespace rulecorp
