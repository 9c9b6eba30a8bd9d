// One edition of the rules as the renumbering history reads it: its date, its name and its rules
// (number and text), without the rest of the document model. A history over every edition since
// 1999 holds these instead of Documents: the text of the rules only, in one buffer.
#ifndef RULECORP_ALIGN_EDITION_RULES_H_
#define RULECORP_ALIGN_EDITION_RULES_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "align/edition_map.h"
#include "parse/document.h"
#include "parse/language.h"

namespace rulecorp {

struct EditionRules {
  std::string date;                 // Document::edition ("2009-10-01"), "" when undated
  std::string name;                 // Document::name(), for messages
  Language language = Language::kUnknown;
  std::vector<MappedRule> rules;    // every rule block with a valid number, in block order; texts view `storage`

  EditionRules() = default;
  // Moves keep the texts' storage; a copy would view the original's, so there is none.
  EditionRules(EditionRules&&) noexcept = default;
  EditionRules& operator=(EditionRules&&) noexcept = default;
  EditionRules(const EditionRules&) = delete;
  EditionRules& operator=(const EditionRules&) = delete;

  // The rules of `d`, their texts copied (the Document can be dropped afterwards).
  static EditionRules of(const Document& d);
  // A copy with its own storage.
  EditionRules clone() const;
  // Bytes held by the texts (for the benchmarks).
  std::size_t text_bytes() const { return bytes_; }
  // The rules by number: sorted_numbers(rules) as of() or clone() made them (empty for an
  // EditionRules made otherwise; by_number() then sorts them itself).
  std::span<const std::uint64_t> numbered() const { return numbered_; }

 private:
  std::vector<std::uint64_t> numbered_;
  std::unique_ptr<char[]> storage_;
  std::size_t bytes_ = 0;
};

// The rules' (number key << 32 | index) words, sorted: by number, then in the list's order.
std::vector<std::uint64_t> sorted_numbers(std::span<const MappedRule> rules);

// e.numbered() when it has a word per rule, else sorted_numbers(e.rules) made into `scratch`.
std::span<const std::uint64_t> by_number(const EditionRules& e, std::vector<std::uint64_t>& scratch);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_EDITION_RULES_H_
