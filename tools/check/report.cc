// Counting walks the findings once and lists checks in the order of the check table, so every
// writer prints its summary in the same, stable order. Marks come from the checks as byte spans;
// clean_marks guards the writers against spans that run past the text or cut a UTF-8 character,
// which would otherwise put half a character into a report.
#include "check/report.h"

#include <algorithm>
#include <stdexcept>

namespace rulecorp {

const CheckInfo& report_check(const Report& r, std::string_view id) {
  for (const CheckInfo& c : r.checks)
    if (c.id == id) return c;
  throw std::logic_error("report: check '" + std::string(id) + "' is not in the report's check table");
}

std::vector<CheckCount> count_by_check(const Report& r) {
  std::vector<CheckCount> counts(r.checks.size());
  for (std::size_t i = 0; i < r.checks.size(); ++i) counts[i].info = &r.checks[i];
  for (const Diagnostic& d : r.findings) {
    auto index = static_cast<std::size_t>(&report_check(r, d.check) - r.checks.data());
    ++counts[index].by_severity[static_cast<std::size_t>(d.severity)];
  }
  std::erase_if(counts, [](const CheckCount& c) { return c.total() == 0; });
  return counts;
}

std::size_t count_severity(const Report& r, Severity s) {
  return static_cast<std::size_t>(
      std::count_if(r.findings.begin(), r.findings.end(), [s](const Diagnostic& d) { return d.severity == s; }));
}

bool any_at_least(const Report& r, Severity s) {
  return std::any_of(r.findings.begin(), r.findings.end(), [s](const Diagnostic& d) { return d.severity >= s; });
}

namespace {
bool continuation(std::string_view text, std::size_t i) {
  return i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
}
}  // namespace

std::vector<Mark> clean_marks(std::string_view text, std::span<const Mark> marks) {
  std::vector<Mark> out;
  auto size = static_cast<std::uint32_t>(std::min<std::size_t>(text.size(), UINT32_MAX));
  for (Mark m : marks) {
    std::uint32_t b = std::min(m.begin, size), e = std::min(m.end, size);
    while (b > 0 && continuation(text, b)) --b;
    while (e < size && continuation(text, e)) ++e;
    if (b < e) out.push_back({b, e});
  }
  std::sort(out.begin(), out.end(), [](Mark a, Mark b) { return a.begin != b.begin ? a.begin < b.begin : a.end < b.end; });
  std::vector<Mark> merged;
  for (Mark m : out) {
    if (!merged.empty() && m.begin <= merged.back().end) merged.back().end = std::max(merged.back().end, m.end);
    else merged.push_back(m);
  }
  return merged;
}

}  // namespace rulecorp
