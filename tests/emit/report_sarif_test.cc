// The SARIF report: the check table as rule metadata, inputs as artifacts (URIs percent-encoded),
// results pointing at their rule, related locations with the partner texts, columns in code
// points, the baseline fingerprint, and no timestamps (deterministic). Validation against the
// official schema is in tests/tools/validate_report.sh.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "check/baseline.h"
#include "emit/report_samples.h"
#include "emit/report_sarif.h"

namespace rulecorp {

TEST_CASE("SARIF report: the check table is the rule metadata") {
  nlohmann::json j = nlohmann::json::parse(write_report_sarif(test::sample_report()));
  CHECK(j["version"] == "2.1.0");
  REQUIRE(j["runs"].size() == 1);
  const auto& rules = j["runs"][0]["tool"]["driver"]["rules"];
  REQUIRE(rules.size() == all_checks().size());
  for (std::size_t i = 0; i < rules.size(); ++i) {
    const CheckInfo& c = all_checks()[i];
    CHECK(rules[i]["id"] == c.id);
    CHECK(rules[i]["shortDescription"]["text"] == c.summary);
    CHECK(rules[i]["defaultConfiguration"]["level"] == severity_name(c.severity));
    CHECK(rules[i]["properties"]["locQualityIssueType"] == c.its_type);
  }
}

TEST_CASE("SARIF report: results, locations, related locations, fingerprints") {
  Report r = test::sample_report();
  nlohmann::json run = nlohmann::json::parse(write_report_sarif(r))["runs"][0];
  const auto& results = run["results"];
  REQUIRE(results.size() == 6);
  const auto& stale = results[0];
  CHECK(stale["ruleId"] == "xref.stale");
  CHECK(run["tool"]["driver"]["rules"][stale["ruleIndex"].get<std::size_t>()]["id"] == "xref.stale");
  CHECK(stale["level"] == "error");
  CHECK(stale["message"]["text"] == r.findings[0].message + "\nSuggestion: cite 506.5");
  const auto& loc = stale["locations"][0]["physicalLocation"];
  CHECK(loc["artifactLocation"]["uri"] == "cr-de.txt");
  CHECK(run["artifacts"][loc["artifactLocation"]["index"].get<std::size_t>()]["location"]["uri"] == "cr-de.txt");
  CHECK(loc["region"]["startLine"] == 120);
  CHECK(!loc["region"].contains("startColumn"));  // a byte column without its line cannot be given in code points
  REQUIRE(stale["relatedLocations"].size() == 2);
  const auto& original = stale["relatedLocations"][0];
  CHECK(original["id"] == 1);
  CHECK(original["physicalLocation"]["artifactLocation"]["uri"] == "cr-en.txt");
  CHECK(original["physicalLocation"]["region"]["startLine"] == 3014);
  CHECK(original["message"]["text"] ==
        "en 702.80b (original, 2009-10-01): A creature \"attacks alone\" if it's the only creature declared as an "
        "attacker in a given combat phase. See rule \xE2\x9F\xA6" "506.5\xE2\x9F\xA7.");
  CHECK(stale["partialFingerprints"]["rulecorp/v1"] == fingerprint(baseline_key(r.findings[0])));
  CHECK(stale["properties"]["language"] == "de");
  CHECK(stale["properties"]["locQualityIssueType"] == "inconsistent-entities");
  CHECK(!stale.contains("baselineState"));
  // The parse fault's byte column 24 is code point 23 on its line ("ä" is two bytes).
  CHECK(results[3]["locations"][0]["physicalLocation"]["region"]["startColumn"] == 23);
}

TEST_CASE("SARIF report: artifacts are the inputs, then other files named, with encoded URIs") {
  nlohmann::json run = nlohmann::json::parse(write_report_sarif(test::sample_report()))["runs"][0];
  const auto& artifacts = run["artifacts"];
  REQUIRE(artifacts.size() == 9);  // six inputs, then in first-seen order rulings-en.txt, rulings-page.txt, cr-en-2008-10-01.txt
  CHECK(artifacts[0]["location"]["uri"] == "cr-en.txt");
  CHECK(artifacts[0]["roles"][0] == "analysisTarget");
  CHECK(artifacts[0]["properties"]["edition"] == "2009-10-01");
  CHECK(artifacts[5]["location"]["uri"] == "r%C3%A8gles%20%22fr%22%20%3Cv2%3E%20%26%20co.txt");
  CHECK(artifacts[5]["properties"]["language"] == "fr");
  CHECK(artifacts[6]["location"]["uri"] == "rulings-en.txt");
  CHECK(artifacts[8]["location"]["uri"] == "cr-en-2008-10-01.txt");
  CHECK(!artifacts[8].contains("roles"));
  CHECK(run["columnKind"] == "unicodeCodePoints");
  CHECK(artifact_uri("/srv/cr de.txt") == "file:///srv/cr%20de.txt");
}

TEST_CASE("SARIF report: deterministic, no timestamps; baseline state when a baseline was used") {
  Report r = test::sample_report();
  std::string a = write_report_sarif(r);
  CHECK(a == write_report_sarif(r));
  CHECK(a.find("Time") == std::string::npos);  // startTimeUtc, endTimeUtc, timeUtc
  r.baseline_used = true;
  nlohmann::json j = nlohmann::json::parse(write_report_sarif(r));
  for (const auto& res : j["runs"][0]["results"]) CHECK(res["baselineState"] == "new");
  CHECK(j["runs"][0]["properties"]["baselined"] == 2);
}

}  // namespace rulecorp
