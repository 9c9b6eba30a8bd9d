// Fuzzes the card-file reader on JSON fragments: the input is placed as a whole file, as a card of a
// set, as a set of an AllPrintings file and as a card's foreignData entry. Every card's line ranges
// must lie inside its documents, every card line be valid UTF-8 (a bad escape is read as U+FFFD),
// every diagnostic name the file and a line of it; the card aligner runs on what was read.
// In the libFuzzer build a structure-aware mutator (LLVMFuzzerCustomMutator) parses the fragment as
// JSON and changes its structure: values of another type, nesting, deletions and copies, the keys
// MTGJSON uses, and string escapes nlohmann's writer would never write (lone surrogates, bad \u).
#include <unicode/utf8.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <string_view>

#include "align/card_set.h"

namespace {

using namespace rulecorp;

bool valid_utf8(std::string_view s) {
  std::int32_t i = 0, n = static_cast<std::int32_t>(s.size());
  while (i < n) {
    UChar32 c;
    U8_NEXT(s.data(), i, n, c);
    if (c < 0) return false;
  }
  return true;
}

void read_one(const std::string& json) {
  Diagnostics diags;
  CardSet set = read_card_set("fuzz.json", json, diags);
  const std::size_t lines = static_cast<std::size_t>(std::count(json.begin(), json.end(), '\n')) + 1;
  for (const Diagnostic& d : diags.all())
    if (d.file != "fuzz.json" || d.line > lines) std::abort();
  if (set.docs.size() != 3 && !set.cards.empty()) std::abort();
  for (const Card& c : set.cards)
    for (std::size_t l = 0; l < 3; ++l) {
      if (c.first[l] < 0 || c.count[l] < 0 || static_cast<std::size_t>(c.first[l] + c.count[l]) > set.docs[l].blocks.size()) std::abort();
      for (std::int32_t b = c.first[l]; b < c.first[l] + c.count[l]; ++b)
        if (!valid_utf8(set.docs[l].blocks[static_cast<std::size_t>(b)].text)) std::abort();
    }
  if (set.docs.size() == 3) (void)align_cards(set);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string f(reinterpret_cast<const char*>(data), size);
  read_one(f);
  read_one(R"({"data": {"code": "FZ", "cards": [)" + f + "]}}");
  read_one(R"({"meta": {}, "data": {"AAA": )" + f + "}}");
  read_one(R"({"data": {"cards": [{"name": "X", "number": "1", "text": "Flying", "foreignData": [)" + f + "]}]}}");
  return 0;
}

#ifdef RULECORP_LIBFUZZER
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size);

namespace {

using Json = nlohmann::json;
constexpr const char* kEscapeMark = "\x01" "ESC\x01";
constexpr const char* kKeys[] = {"data", "meta", "cards", "code", "name", "number", "text", "type", "keywords",
                                 "foreignData", "language", "rulings", "faceName", "side", "German", "French"};
constexpr const char* kEscapes[] = {"\\ud800", "\\udc00", "\\ud83d\\ude00", "\\ud83d", "\\ude00\\ud83d", "\\u0000", "\\u00e4",
                                    "\\\"", "\\\\", "\\/", "\\b\\f\\n\\r\\t", "\\uZZZZ", "\\u12", "\\x41", "\\", "\\u2014"};

Json random_scalar(std::mt19937& rng) {
  switch (rng() % 7) {
    case 0: return nullptr;
    case 1: return rng() % 2 == 0;
    case 2: return static_cast<std::int64_t>(rng()) - (1 << 30);
    case 3: return 1e308 * (rng() % 3);
    case 4: return std::string(kEscapeMark);
    case 5: return std::string(kKeys[rng() % std::size(kKeys)]);
    default: return std::string("Flying\nWhen this enters, draw 2 cards. {T}: Add {G}.");
  }
}

// Every value of `j` (pre-order), as pointers for picking one.
void values(Json& j, std::vector<Json*>& out, int depth = 0) {
  out.push_back(&j);
  if (depth > 64 || !j.is_structured()) return;
  for (auto& v : j) values(v, out, depth + 1);
}

void mutate_value(Json& v, std::mt19937& rng) {
  switch (rng() % 9) {
    case 0: v = random_scalar(rng); break;
    case 1: v = Json::array({v}); break;                                       // one level deeper
    case 2: v = Json{{kKeys[rng() % std::size(kKeys)], v}}; break;             // under a key
    case 3:
      if (v.is_array() && !v.empty()) v.erase(v.begin() + static_cast<std::ptrdiff_t>(rng() % v.size()));
      else if (v.is_object() && !v.empty()) v.erase(std::next(v.begin(), static_cast<std::ptrdiff_t>(rng() % v.size())));
      break;
    case 4:
      if (v.is_array() && !v.empty()) v.push_back(v[rng() % v.size()]);
      else if (v.is_object()) v[kKeys[rng() % std::size(kKeys)]] = random_scalar(rng);
      break;
    case 5:  // the same content as another type
      if (v.is_string()) v = Json::array({v});
      else if (v.is_array()) v = v.empty() ? Json::object() : v[0];
      else v = v.dump();
      break;
    case 6:
      if (v.is_string()) v = v.get<std::string>() + kEscapeMark;
      else v = Json::object({{"text", kEscapeMark}});
      break;
    case 7: v = Json::object({{"name", "A"}, {"number", "1"}, {"text", v.is_string() ? v : Json("Draw a card.")},
                              {"foreignData", Json::array({{{"language", "German"}, {"text", kEscapeMark}}})}});
      break;
    default:
      if (v.is_object() && !v.empty()) {  // rename a key
        auto it = std::next(v.begin(), static_cast<std::ptrdiff_t>(rng() % v.size()));
        Json moved = *it;
        v.erase(it);
        v[kKeys[rng() % std::size(kKeys)]] = std::move(moved);
      }
      break;
  }
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size, unsigned int seed) {
  std::mt19937 rng(seed);
  std::string_view in(reinterpret_cast<const char*>(data), size);
  // Deep nesting by text (no JSON tree walk needed, and none that deep is built here).
  if (rng() % 8 == 0) {
    const std::size_t depth = 1 + rng() % 512, at = size ? rng() % size : 0;
    std::string open, close;
    for (std::size_t k = 0; k < depth; ++k) {
      const bool object = rng() % 2;
      open += object ? "{\"data\":" : "[";
      close.insert(0, object ? "}" : "]");
    }
    std::string out = std::string(in.substr(0, at)) + open + std::string(in.substr(at)) + close;
    if (out.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
    std::memcpy(data, out.data(), out.size());
    return out.size();
  }
  // Nested deeper than the walk below may go: leave it to the byte-level mutations.
  int depth = 0, deepest = 0;
  for (char c : in) {
    if (c == '[' || c == '{') deepest = std::max(deepest, ++depth);
    else if (c == ']' || c == '}') --depth;
  }
  Json j = deepest <= 256 ? Json::parse(in, nullptr, false) : Json(Json::value_t::discarded);
  if (j.is_discarded() || rng() % 4 == 0) return LLVMFuzzerMutate(data, size, max_size);
  for (unsigned steps = 1 + rng() % 3; steps-- > 0;) {
    std::vector<Json*> all;
    values(j, all);
    mutate_value(*all[rng() % all.size()], rng);
  }
  std::string out = j.dump(-1, ' ', false, Json::error_handler_t::replace);
  // The escape marks become escapes a JSON writer would not write.
  const std::string mark = Json(std::string(kEscapeMark)).dump();
  const std::string inner = mark.substr(1, mark.size() - 2);
  for (std::size_t at; (at = out.find(inner)) != std::string::npos;)
    out.replace(at, inner.size(), kEscapes[rng() % std::size(kEscapes)]);
  if (out.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
  std::memcpy(data, out.data(), out.size());
  return out.size();
}
#endif
