// Diagnostics keeps a flat vector in report order (stages report in input order, so the output is
// deterministic) and a small count per (file, check) for the flood cap. Formatting follows the GCC
// convention so editors and CI log parsers pick the positions up.
#include "common/diagnostic.h"

#include <algorithm>

namespace rulecorp {

void Diagnostics::report(Diagnostic d) {
  ++counts_[static_cast<int>(d.severity)];
  std::size_t& same = per_key_[d.file + '\0' + d.check];
  if (++same > kMaxPerCheckAndFile) {
    ++suppressed_;
    return;
  }
  items_.push_back(std::move(d));
}

Diagnostic make_diagnostic(std::string_view check, std::string_view file, std::uint32_t line, std::uint32_t column,
                           std::string message) {
  Diagnostic d;
  d.check = std::string(check);
  d.severity = check_info(check).severity;
  d.file = std::string(file);
  d.line = line;
  d.column = column;
  d.message = std::move(message);
  return d;
}

void Diagnostics::report(std::string_view check, std::string_view file, std::uint32_t line,
                         std::uint32_t column, std::string message, std::string suggestion,
                         std::string snippet) {
  Diagnostic d = make_diagnostic(check, file, line, column, std::move(message));
  d.suggestion = std::move(suggestion);
  d.snippet = std::move(snippet);
  report(std::move(d));
}

bool Diagnostics::any_at_least(Severity s) const {
  for (int i = static_cast<int>(s); i < 3; ++i)
    if (counts_[i]) return true;
  return false;
}

void Diagnostics::sort_by_position(std::size_t first) {
  if (first >= items_.size()) return;
  std::stable_sort(items_.begin() + static_cast<std::ptrdiff_t>(first), items_.end(),
                   [](const Diagnostic& a, const Diagnostic& b) {
                     return a.line != b.line ? a.line < b.line : a.column < b.column;
                   });
}

void Diagnostics::merge(const Diagnostics& other) {
  std::size_t kept[3] = {0, 0, 0};
  for (const Diagnostic& d : other.items_) {
    ++kept[static_cast<int>(d.severity)];
    report(d);
  }
  suppressed_ += other.suppressed_;
  for (int i = 0; i < 3; ++i) counts_[i] += other.counts_[i] - kept[i];
}

std::size_t Diagnostics::count(Severity s) const { return counts_[static_cast<int>(s)]; }

std::vector<Fix> fixes_of(const Diagnostic& d) {
  std::vector<Fix> out;
  if (d.fix) out.push_back(*d.fix);
  out.insert(out.end(), d.more_fixes.begin(), d.more_fixes.end());
  return out;
}

namespace {
// Display width of the first `bytes` bytes of a UTF-8 line: one column per code point, tabs kept.
std::string caret_padding(std::string_view line, std::size_t bytes) {
  std::string pad;
  for (std::size_t i = 0; i < bytes && i < line.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    if ((c & 0xC0) == 0x80) continue;
    pad += c == '\t' ? '\t' : ' ';
  }
  return pad;
}
}  // namespace

std::string format_diagnostic(const Diagnostic& d, bool with_snippet) {
  std::string out = d.file;
  if (d.line) {
    out += ':' + std::to_string(d.line);
    if (d.column) out += ':' + std::to_string(d.column);
  }
  out += ": ";
  out += severity_name(d.severity);
  out += ": " + d.message + " [" + d.check + "]\n";
  if (with_snippet && !d.snippet.empty() && d.line) {
    std::string num = std::to_string(d.line);
    out += ' ' + num + " | " + d.snippet + '\n';
    if (d.column) {
      out += ' ' + std::string(num.size(), ' ') + " | " +
             caret_padding(d.snippet, d.column - 1) + "^\n";
    }
  }
  if (with_snippet && !d.suggestion.empty()) out += "  suggestion: " + d.suggestion + '\n';
  return out;
}

}  // namespace rulecorp
