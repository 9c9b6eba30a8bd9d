// A baseline: findings a team has accepted, so that `rulecorp check --baseline FILE` reports only
// new ones. A finding is identified by content, not position: its check, language, rule and text
// (whitespace collapsed) and the text of its marked spans. A reflowed or renumbered-by-lines file
// keeps its baseline; a finding whose text was edited is reported again for review.
// File format: JSON, schemas/baseline.schema.json.
#ifndef RULECORP_CHECK_BASELINE_H_
#define RULECORP_CHECK_BASELINE_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"

namespace rulecorp {

// What identifies a finding across runs (everything but its position).
struct BaselineKey {
  std::string check;
  std::string language;
  std::string rule;                 // the rule number, else the unit id; may be empty
  std::string text;                 // the finding's text, else its source line, else its message; whitespace collapsed
  std::vector<std::string> marked;  // the marked spans of the finding's text, in order
  bool operator==(const BaselineKey&) const = default;
};

// One accepted finding: its key, plus where and what it was when accepted (for people reading the
// file; matching ignores them).
struct BaselineEntry {
  BaselineKey key;
  std::string file;
  std::uint32_t line = 0;
  std::string message;
};

struct Baseline {
  std::vector<BaselineEntry> entries;
};

// A baseline file that cannot be read as one (not JSON, wrong shape); the message names the file.
struct BaselineError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The key of `d`.
BaselineKey baseline_key(const Diagnostic& d);
// A stable 16-hex-digit fingerprint of `k` (64-bit FNV-1a of its fields), for SARIF partialFingerprints
// and for people comparing baselines; equal keys give equal fingerprints in every run and build.
std::string fingerprint(const BaselineKey& k);

// A baseline accepting every finding in `findings` (in their order).
Baseline make_baseline(std::span<const Diagnostic> findings);
// The baseline file's bytes (JSON, two-space indent, final newline, deterministic).
std::string write_baseline(const Baseline& b);
// Reads a baseline file's bytes; `name` is the file as the user named it, for errors. Throws
// BaselineError when the bytes are not a baseline.
Baseline read_baseline(std::string_view json, const std::string& name);

// Removes from `findings` those the baseline accepts, each entry accepting one finding (so a third
// occurrence of a finding accepted twice is reported). Keeps the order of the rest; returns how
// many were removed.
std::size_t filter_baselined(const Baseline& b, std::vector<Diagnostic>& findings);

}  // namespace rulecorp

#endif  // RULECORP_CHECK_BASELINE_H_
