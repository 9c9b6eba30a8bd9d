// Fuzzes find_citations: spans are ordered, inside the text, and every target is a valid number.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "parse/citation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::uint32_t last_end = 0;
  for (const rulecorp::Citation& c : rulecorp::find_citations(text)) {
    if (c.begin >= c.end || c.end > text.size() || c.begin < last_end) std::abort();
    if (c.rules.empty() && c.sections.empty()) std::abort();
    for (const rulecorp::RuleNumber& r : c.rules)
      if (!r.valid() || !rulecorp::RuleNumber::parse(r.str())) std::abort();
    for (int s : c.sections)
      if (s < 1 || s > 9) std::abort();
    last_end = c.end;
  }
  return 0;
}
