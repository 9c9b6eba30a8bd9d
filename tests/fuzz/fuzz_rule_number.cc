// Fuzzes scan_rule_number: a number read is canonical text that reads back as itself.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "parse/rule_number.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view s(reinterpret_cast<const char*>(data), size);
  rulecorp::NumberToken t = rulecorp::scan_rule_number(s);
  if (t.length > s.size()) std::abort();
  if (t.status == rulecorp::NumberToken::Status::kOk) {
    auto again = rulecorp::RuleNumber::parse(t.number.str());
    if (!again || !(*again == t.number)) std::abort();
  }
  return 0;
}
