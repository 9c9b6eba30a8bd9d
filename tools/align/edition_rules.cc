// Two passes over the document's blocks: the first sums the rule texts' sizes, the second copies
// them one after another into one buffer of that size and points each rule at its copy.
#include "align/edition_rules.h"

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
  return e;
}

}  // namespace rulecorp
