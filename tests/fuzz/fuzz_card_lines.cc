// Fuzzes the card line aligner (align_cards, and through it the paragraph aligner) on one card
// made from the input: its English, German and French texts are the input split at its first two
// NULs, the keywords the English text's first line split at commas. The texts are written into
// MTGJSON as JSON strings (so any bytes reach the aligner, invalid UTF-8 replaced). Every English
// line must belong to exactly one unit, every translated line to at most one, the ids be unique.
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <string_view>

#include "align/card_set.h"
#include "check/alignment_findings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rulecorp;
  std::string_view all(reinterpret_cast<const char*>(data), size);
  std::string_view part[3];
  for (int k = 0; k < 3; ++k) {
    std::size_t cut = k < 2 ? all.find('\0') : std::string_view::npos;
    part[k] = all.substr(0, cut);
    all = cut == std::string_view::npos ? std::string_view() : all.substr(cut + 1);
  }
  nlohmann::json keywords = nlohmann::json::array();
  std::string_view head = part[0].substr(0, part[0].find('\n'));
  for (std::size_t start = 0; start <= head.size() && keywords.size() < 8;) {
    std::size_t comma = head.find(',', start);
    std::string_view k = head.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    while (!k.empty() && k.front() == ' ') k.remove_prefix(1);
    if (!k.empty()) keywords.push_back(std::string(k));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  nlohmann::json card = {{"name", "Fuzz"}, {"number", "1"}, {"keywords", keywords}, {"text", std::string(part[0])},
                         {"foreignData", {{{"language", "German"}, {"name", "Fuzz"}, {"text", std::string(part[1])}},
                                          {{"language", "French"}, {"name", "Fuzz"}, {"text", std::string(part[2])}}}}};
  nlohmann::json file = {{"data", {{"code", "FZ"}, {"cards", {card}}}}};
  const std::string json = file.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  Diagnostics diags;
  CardSet set = read_card_set("fuzz.json", json, diags);
  Alignment a = align_cards(set);
  std::vector<int> en(set.docs[0].blocks.size()), de(set.docs[1].blocks.size()), fr(set.docs[2].blocks.size());
  std::vector<int>* used[3] = {&en, &de, &fr};
  std::set<std::string> ids;
  for (const Unit& u : a.units) {
    if (!ids.insert(u.id.str()).second) std::abort();
    for (const Member& m : u.members) {
      if (!m.present()) continue;
      if (m.doc < 0 || m.doc > 2 || m.count < 1) std::abort();
      for (std::int32_t b = m.block; b < m.block + m.count; ++b) {
        if (static_cast<std::size_t>(b) >= used[m.doc]->size()) std::abort();
        ++(*used[m.doc])[static_cast<std::size_t>(b)];
      }
    }
  }
  for (int n : en)
    if (n != 1) std::abort();
  for (const std::vector<int>* v : {&de, &fr})
    for (int n : *v)
      if (n > 1) std::abort();
  for (const Diagnostic& d : alignment_findings(a))
    if (d.file != "fuzz.json") std::abort();
  return 0;
}
