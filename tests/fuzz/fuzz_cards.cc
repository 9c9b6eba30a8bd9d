// Fuzzes the card-file reader (simdjson On-Demand over arbitrary bytes) and the card aligner: any
// input must give a diagnostic or a card set whose line ranges lie inside its documents.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "align/card_set.h"
#include "emit/tmx.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rulecorp;
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  Diagnostics diags;
  CardSet set = read_card_set("fuzz.json", bytes, diags);
  for (const Card& c : set.cards)
    for (int l = 0; l < 3; ++l)
      if (c.first[l] < 0 || c.count[l] < 0 ||
          static_cast<std::size_t>(c.first[l] + c.count[l]) > set.docs[static_cast<std::size_t>(l)].blocks.size())
        std::abort();
  Alignment a = align_cards(set);
  std::ostringstream tmx;
  write_tmx(a, tmx);
  if (tmx.view().find("<tmx") == std::string::npos) std::abort();
  return 0;
}
