// The parse JSON: field names and nesting the schema promises, examples under their rule, escaping
// of hostile text, and byte-identical output for identical input.
#include <doctest/doctest.h>

#include <memory>
#include <nlohmann/json.hpp>

#include "emit/parse_json.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {
std::string emit(std::string_view text) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode("in.txt", text, {}, d));
  std::vector<Document> docs = parse(src, {}, d);
  return write_parse_json(docs, d);
}
}  // namespace

TEST_CASE("parse JSON carries the model") {
  std::string out = emit(
      "These rules are effective as of November 14, 2025.\n\n"
      "506. Combat Phase\n\n"
      "506.5. A creature attacks alone if it's the only creature declared as an attacker. See rules 506.4a–b.\n"
      "Example: A player attacks with one creature.\n\n"
      "506.5. Written twice.\n");
  nlohmann::json j = nlohmann::json::parse(out);
  CHECK(j["tool"] == "rulecorp");
  const auto& doc = j["documents"][0];
  CHECK(doc["language"] == "en");
  CHECK(doc["edition"] == "2025-11-14");
  CHECK(doc["counts"]["rules"] == 3);
  CHECK(doc["rules"][0]["number"] == "506");
  CHECK(doc["rules"][0]["text"] == "Combat Phase");
  CHECK(doc["rules"][1]["number"] == "506.5");
  CHECK(doc["rules"][1]["line"] == 5);
  CHECK(doc["rules"][1]["refs"] == nlohmann::json({"506.4a", "506.4b"}));
  CHECK(doc["rules"][1]["examples"][0]["text"] == "A player attacks with one creature.");
  CHECK(doc["rules"][1]["examples"][0]["line"] == 6);
  CHECK(j["diagnostics"][0]["check"] == "numbering.duplicate");
  CHECK(j["diagnostics"][0]["line"] == 8);
  CHECK(out.back() == '\n');
}

TEST_CASE("hostile text is escaped and output is deterministic") {
  std::string text = "100.1 Text with <tags>, & \"quotes\", ]]> and a right-to-left mark \xE2\x80\x8F here.\n";
  std::string a = emit(text), b = emit(text);
  CHECK(a == b);
  nlohmann::json j = nlohmann::json::parse(a);
  CHECK(j["documents"][0]["rules"][0]["text"] ==
        "Text with <tags>, & \"quotes\", ]]> and a right-to-left mark \xE2\x80\x8F here.");
}

}  // namespace rulecorp
