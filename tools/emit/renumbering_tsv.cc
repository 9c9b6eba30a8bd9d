// A rule is followed from edition to edition by its lineage (History): within a step, a lineage in
// the older edition and not the newer one is removed, in the newer and not the older added, in both
// under another number renumbered. Rows of a step come by old number (renumbered and removed), then
// by new number (added), each titled by the rule's title in the edition that still has it.
#include "emit/renumbering_tsv.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "emit/tsv.h"

namespace rulecorp {
namespace {

// The rows of step `e` of `h`: edition e to edition e + 1.
std::string renumbering_rows(const History& h, std::size_t e) {
  const EditionRecord& a = h.edition(e);
  const EditionRecord& b = h.edition(e + 1);
  // Lineage -> index of its number in each edition, in arrays indexed by lineage (each lineage is
  // in an edition at most once; the first one is kept).
  std::uint32_t lineages = 0;
  for (std::uint32_t l : a.lineage) lineages = std::max(lineages, l + 1);
  for (std::uint32_t l : b.lineage) lineages = std::max(lineages, l + 1);
  auto by_lineage = [lineages](const EditionRecord& r) {
    std::vector<std::int32_t> v(lineages, -1);
    for (std::size_t i = 0; i < r.numbers.size(); ++i)
      if (v[r.lineage[i]] < 0) v[r.lineage[i]] = static_cast<std::int32_t>(i);
    return v;
  };
  const std::vector<std::int32_t> in_b = by_lineage(b), in_a = by_lineage(a);
  auto find = [](const std::vector<std::int32_t>& v, const EditionRecord& r, std::uint32_t lineage) -> const RuleNumber* {
    return v[lineage] >= 0 ? &r.numbers[static_cast<std::size_t>(v[lineage])] : nullptr;
  };
  const std::string step = a.date + "\t" + b.date + "\t";
  std::string out;
  for (std::size_t i = 0; i < a.numbers.size(); ++i) {
    const RuleNumber* now = find(in_b, b, a.lineage[i]);
    if (!now) {
      out += step + a.numbers[i].str() + "\t\tremoved\t" + tsv_cell(h.title(e, a.numbers[i])) + "\n";
    } else if (!(*now == a.numbers[i])) {
      out += step + a.numbers[i].str() + "\t" + now->str() + "\trenumbered\t" + tsv_cell(h.title(e + 1, *now)) + "\n";
    }
  }
  for (std::size_t i = 0; i < b.numbers.size(); ++i)
    if (!find(in_a, a, b.lineage[i])) out += step + "\t" + b.numbers[i].str() + "\tadded\t" + tsv_cell(h.title(e + 1, b.numbers[i])) + "\n";
  return out;
}

}  // namespace

void write_renumbering_tsv(const History& h, std::ostream& out) {
  out << "from\tto\told\tnew\tchange\ttitle\n";
  for (std::size_t e = 0; e + 1 < h.size(); ++e) out << renumbering_rows(h, e);
}

}  // namespace rulecorp
