// Two passes over the document's blocks: the first sums the rule texts' sizes, the second copies
// them one after another into one buffer of that size and points each rule at its copy. The rules'
// order by number is sorted once here, for the history's two uses of each edition (its lineages,
// and the unchanged rules of the next edition).
#include "align/edition_rules.h"

#include <algorithm>
#include <cstring>

namespace rulecorp {

EditionRules EditionRules::of(const Document& d) {
  EditionRules e;
  e.date = d.edition;
  e.name = d.name();
  e.language = d.language;
  std::size_t bytes = 0, count = 0;
  for (const Block& b : d.blocks)
    if (b.kind == BlockKind::kRule && b.number.valid()) {
      bytes += b.text.size();
      ++count;
    }
  e.storage_ = std::make_unique_for_overwrite<char[]>(bytes + 1);  // filled below, not zeroed first
  e.storage_[bytes] = '\0';
  e.bytes_ = bytes;
  e.rules.reserve(count);
  char* at = e.storage_.get();
  for (const Block& b : d.blocks)
    if (b.kind == BlockKind::kRule && b.number.valid()) {
      if (!b.text.empty()) std::memcpy(at, b.text.data(), b.text.size());
      e.rules.push_back({b.number, std::string_view(at, b.text.size())});
      at += b.text.size();
    }
  e.numbered_ = sorted_numbers(e.rules);
  return e;
}

EditionRules EditionRules::clone() const {
  EditionRules e;
  e.date = date;
  e.name = name;
  e.language = language;
  e.storage_ = std::make_unique_for_overwrite<char[]>(bytes_ + 1);
  e.storage_[bytes_] = '\0';
  e.bytes_ = bytes_;
  if (bytes_) std::memcpy(e.storage_.get(), storage_.get(), bytes_);
  e.rules.reserve(rules.size());
  for (const MappedRule& r : rules)
    e.rules.push_back({r.number, std::string_view(e.storage_.get() + (r.text.data() - storage_.get()), r.text.size())});
  e.numbered_ = numbered_;
  return e;
}

std::vector<std::uint64_t> sorted_numbers(std::span<const MappedRule> rules) {
  std::vector<std::uint64_t> out(rules.size());
  for (std::size_t k = 0; k < rules.size(); ++k) out[k] = (std::uint64_t{rules[k].number.key()} << 32) | k;
  std::sort(out.begin(), out.end());
  return out;
}

std::span<const std::uint64_t> by_number(const EditionRules& e, std::vector<std::uint64_t>& scratch) {
  if (e.numbered().size() == e.rules.size()) return e.numbered();
  scratch = sorted_numbers(e.rules);
  return scratch;
}

}  // namespace rulecorp
