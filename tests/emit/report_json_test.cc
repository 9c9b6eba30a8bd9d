// The JSON report: every field of a finding the schema promises (position, texts, marks with the
// text they mark, related locations, structured arguments, fingerprint), the summary, hostile text
// and file names round-tripping exactly, and byte-identical output for identical input.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "check/baseline.h"
#include "emit/report_json.h"
#include "emit/report_samples.h"

namespace rulecorp {

TEST_CASE("JSON report: the stale cross-reference") {
  Report r = test::sample_report();
  nlohmann::json j = nlohmann::json::parse(write_report_json(r));
  CHECK(j["tool"] == "rulecorp");
  REQUIRE(j["inputs"].size() == 6);
  CHECK(j["inputs"][0] == nlohmann::json({{"file", "cr-en.txt"}, {"language", "en"}, {"edition", "2009-10-01"}}));
  CHECK(j["inputs"][1] == nlohmann::json({{"file", "cr-de.txt"}, {"language", "de"}}));  // no edition known
  REQUIRE(j["findings"].size() == 6);
  const auto& f = j["findings"][0];
  CHECK(f["check"] == "xref.stale");
  CHECK(f["severity"] == "error");
  CHECK(f["its_type"] == "inconsistent-entities");
  CHECK(f["file"] == "cr-de.txt");
  CHECK(f["line"] == 120);
  CHECK(f["column"] == 5);
  CHECK(f["language"] == "de");
  CHECK(f["rule"] == "702.80b");
  CHECK(f["suggestion"] == "cite 506.5");
  REQUIRE(f["marks"].size() == 1);
  CHECK(f["marks"][0]["text"] == "306.5");
  std::string text = f["text"];
  std::size_t b = f["marks"][0]["begin"], e = f["marks"][0]["end"];
  CHECK(text.substr(b, e - b) == "306.5");
  REQUIRE(f["related"].size() == 2);
  CHECK(f["related"][0]["role"] == "original");
  CHECK(f["related"][0]["language"] == "en");
  CHECK(f["related"][0]["line"] == 3014);
  CHECK(f["related"][0]["marks"][0]["text"] == "506.5");
  CHECK(f["related"][1]["role"] == "cited");
  CHECK(!f["related"][1].contains("marks"));
  CHECK(f["args"][0] == nlohmann::json({{"name", "cited"}, {"value", "306.5"}}));
  CHECK(f["fingerprint"] == fingerprint(baseline_key(r.findings[0])));
  CHECK(!f.contains("byte_offset"));  // unknown, so left out
}

TEST_CASE("JSON report: summary counts per check and what was left out") {
  nlohmann::json s = nlohmann::json::parse(write_report_json(test::sample_report()))["summary"];
  CHECK(s["findings"] == 6);
  CHECK(s["error"] == 3);
  CHECK(s["warning"] == 2);
  CHECK(s["note"] == 1);
  CHECK(s["baselined"] == 2);
  CHECK(s["disabled"] == 1);
  CHECK(s["suppressed"] == 0);
  REQUIRE(s["checks"].size() == 6);
  CHECK(s["checks"][0]["id"] == "numbering.glued");
  // number.mismatch defaults to warning; the sample's policy raised it to error.
  CHECK(s["checks"][3] == nlohmann::json({{"id", "number.mismatch"},
                                          {"its_type", "numbers"},
                                          {"default_severity", "warning"},
                                          {"summary", "numbers differ between original and translation"},
                                          {"error", 1},
                                          {"warning", 0},
                                          {"note", 0},
                                          {"total", 1}}));
}

TEST_CASE("JSON report: hostile text round-trips; broken UTF-8 cannot break the document") {
  Report r = test::sample_report();
  std::string out = write_report_json(r);
  nlohmann::json j = nlohmann::json::parse(out);
  const auto& f = j["findings"][5];
  CHECK(f["file"] == std::string(test::kHostileFile));
  CHECK(f["text"] == r.findings[5].text);  // <, &, ]]>, newline, RLM and ESC all exact
  CHECK(f["message"] == r.findings[5].message);
  CHECK(out.find('\x1B') == std::string::npos);  // escaped as \u001b
  r.findings[5].text += "\xFF\xC3";
  nlohmann::json broken = nlohmann::json::parse(write_report_json(r));
  CHECK(broken["findings"][5]["text"].get<std::string>().ends_with("\xEF\xBF\xBD\xEF\xBF\xBD"));
}

TEST_CASE("JSON report: deterministic, final newline, empty run") {
  CHECK(write_report_json(test::sample_report()) == write_report_json(test::sample_report()));
  std::string empty = write_report_json(Report{});
  CHECK(empty.back() == '\n');
  nlohmann::json j = nlohmann::json::parse(empty);
  CHECK(j["findings"].empty());
  CHECK(j["summary"]["findings"] == 0);
  CHECK(j["summary"]["checks"].empty());
}

}  // namespace rulecorp
