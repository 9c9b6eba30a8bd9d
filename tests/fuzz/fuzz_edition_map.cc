// Fuzzes the edition map (map_editions, map_rules) on two small texts: the input split at its first
// NUL (or its middle) into an old and a new English edition. The maps must be each other's inverse,
// and every old rule be in exactly one unit, every new rule in at most one.
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string_view>
#include <tuple>
#include <vector>

#include "align/edition_map.h"
#include "parse/parser.h"
#include "text/decoder.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rulecorp;
  std::string_view all(reinterpret_cast<const char*>(data), size);
  std::size_t cut = all.find('\0');
  if (cut == std::string_view::npos) cut = size / 2;
  Diagnostics diags;
  std::vector<Document> docs;
  for (auto [name, text] : {std::tuple{"old.txt", all.substr(0, cut)}, std::tuple{"new.txt", all.substr(std::min(size, cut + 1))}}) {
    auto src = std::make_shared<const Source>(decode(name, text, {}, diags));
    ParseOptions o;
    o.language = Language::kEn;
    std::vector<Document> parsed = parse(src, o, diags);
    if (parsed.empty()) return 0;
    docs.push_back(std::move(parsed[0]));
  }
  std::vector<MappedRule> rules[2];
  for (int k = 0; k < 2; ++k)
    for (const Block& b : docs[static_cast<std::size_t>(k)].blocks)
      if (b.kind == BlockKind::kRule && b.number.valid()) rules[k].push_back({b.number, b.text});
  RuleMap map = map_rules(rules[0], rules[1]);
  if (map.old_to_new.size() != rules[0].size() || map.new_to_old.size() != rules[1].size() || map.score.size() != rules[0].size())
    std::abort();
  for (std::size_t i = 0; i < map.old_to_new.size(); ++i) {
    const std::int32_t j = map.old_to_new[i];
    if (j >= 0 && (static_cast<std::size_t>(j) >= map.new_to_old.size() || map.new_to_old[static_cast<std::size_t>(j)] != static_cast<std::int32_t>(i)))
      std::abort();
    if (!(map.score[i] >= 0 && map.score[i] <= 1)) std::abort();
  }
  for (std::size_t j = 0; j < map.new_to_old.size(); ++j) {
    const std::int32_t i = map.new_to_old[j];
    if (i >= 0 && (static_cast<std::size_t>(i) >= map.old_to_new.size() || map.old_to_new[static_cast<std::size_t>(i)] != static_cast<std::int32_t>(j)))
      std::abort();
  }
  Alignment a = map_editions(docs[0], docs[1]);
  std::vector<int> seen[2] = {std::vector<int>(docs[0].blocks.size()), std::vector<int>(docs[1].blocks.size())};
  for (const Unit& u : a.units)
    for (const Member& m : u.members) {
      if (!m.present()) continue;
      if (m.doc < 0 || m.doc > 1 || static_cast<std::size_t>(m.block + m.count) > seen[m.doc].size()) std::abort();
      ++seen[m.doc][static_cast<std::size_t>(m.block)];
    }
  for (int k = 0; k < 2 && !a.units.empty(); ++k)
    for (std::size_t b = 0; b < seen[k].size(); ++b) {
      const Block& blk = docs[static_cast<std::size_t>(k)].blocks[b];
      const bool rule = blk.kind == BlockKind::kRule && blk.number.valid();
      if (seen[k][b] > 1 || (!rule && seen[k][b] != 0)) std::abort();
    }
  return 0;
}
