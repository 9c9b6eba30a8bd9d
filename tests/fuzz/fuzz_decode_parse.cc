// Fuzzes the whole front: bytes -> decode -> parse -> JSON, and checks that the JSON parses back,
// that every block position lies inside its source, and that the text is valid UTF-8 (nlohmann
// rejects anything else).
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <nlohmann/json.hpp>
#include <string_view>

#include "emit/parse_json.h"
#include "parse/parser.h"
#include "text/decoder.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rulecorp;
  Diagnostics diags;
  auto src = std::make_shared<const Source>(
      decode("fuzz.txt", std::string_view(reinterpret_cast<const char*>(data), size), {}, diags));
  std::vector<Document> docs = parse(src, {}, diags);
  for (const Document& d : docs)
    for (const Block& b : d.blocks) {
      if (b.line == 0 || b.line > src->line_count()) std::abort();
      for (const Citation& c : b.citations)
        if (c.begin >= c.end || c.end > b.text.size() || d.source_offset(b, c.begin) > src->text.size()) std::abort();
    }
  std::string json = write_parse_json(docs, diags);
  nlohmann::json parsed = nlohmann::json::parse(json);  // throws (and so crashes) on invalid JSON
  if (!parsed.contains("documents")) std::abort();
  return 0;
}
