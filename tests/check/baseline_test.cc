// The baseline: a finding is recognised by content (check, language, rule, text, marked spans),
// never by position, so a reflowed or shifted file keeps its baseline while an edited text is
// reported again; each accepted entry accepts one finding; the file round-trips and a broken one
// is refused with its name; fingerprints never change between builds.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "check/baseline.h"

namespace rulecorp {
namespace {

Diagnostic stale(std::string file, std::uint32_t line, std::string text) {
  Diagnostic d = make_diagnostic("xref.stale", file, line, 5, "de 702.80b cites 306.5 at line " + std::to_string(line));
  d.language = "de";
  d.rule = "702.80b";
  d.unit = "702.80b";
  d.text = std::move(text);
  std::size_t at = d.text.find("306.5");
  d.marks = {{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + 5)}};
  return d;
}

const std::string kText = "Eine Kreatur greift alleine an, falls sie die einzige Kreatur ist. Siehe Regel 306.5.";

}  // namespace

TEST_CASE("baseline key: content, not position") {
  Diagnostic a = stale("cr-de.txt", 120, kText);
  // The same finding after the file was reflowed (line breaks and spaces moved) and renamed.
  Diagnostic moved = stale("cr-de-2026.txt", 131, "Eine Kreatur greift alleine an,\n  falls sie die einzige Kreatur ist.  Siehe Regel 306.5.");
  moved.column = 1;
  CHECK(baseline_key(a) == baseline_key(moved));
  CHECK(fingerprint(baseline_key(a)) == fingerprint(baseline_key(moved)));
  CHECK(baseline_key(a).text == kText);
  CHECK(baseline_key(a).marked == std::vector<std::string>{"306.5"});
  // An edited text, another check, language or rule is another finding.
  Diagnostic edited = stale("cr-de.txt", 120, "Eine Kreatur greift allein an, falls sie die einzige Kreatur ist. Siehe Regel 306.5.");
  CHECK(!(baseline_key(a) == baseline_key(edited)));
  Diagnostic other_check = a;
  other_check.check = "xref.typo";
  CHECK(!(baseline_key(a) == baseline_key(other_check)));
  Diagnostic other_rule = a;
  other_rule.rule = "702.80c";
  CHECK(fingerprint(baseline_key(a)) != fingerprint(baseline_key(other_rule)));
  // Two findings in one text differ by what they mark.
  Diagnostic second_mark = a;
  second_mark.marks = {{0, 4}};
  CHECK(baseline_key(second_mark).marked == std::vector<std::string>{"Eine"});
  CHECK(!(baseline_key(a) == baseline_key(second_mark)));
}

TEST_CASE("baseline key: findings without an aligned text use their source line, else their message") {
  Diagnostic glued = make_diagnostic("numbering.glued", "cr-de.txt", 8385, 24, "rule 613.7m starts mid-line");
  glued.snippet = "Aufkleber unver\xC3\xA4ndert.613.7m Falls zwei ";
  CHECK(baseline_key(glued).text == "Aufkleber unver\xC3\xA4ndert.613.7m Falls zwei");
  CHECK(baseline_key(glued).rule.empty());
  Diagnostic bare = make_diagnostic("input.empty", "x.txt", 0, 0, "input file is empty");
  CHECK(baseline_key(bare).text == "input file is empty");
  // Without a rule number the unit id identifies the place.
  Diagnostic unit_only = stale("cr-de.txt", 1, kText);
  unit_only.rule.clear();
  unit_only.unit = "ruling:000-de:3";
  CHECK(baseline_key(unit_only).rule == "ruling:000-de:3");
}

TEST_CASE("fingerprint: 16 hex digits, the same in every build") {
  BaselineKey k{"xref.stale", "de", "702.80b", "Siehe Regel 306.5.", {"306.5"}};
  // 64-bit FNV-1a of the fields joined by U+001F, marks ended by U+001E; computed independently
  // (python3). Must never change: SARIF histories and reviewed baselines depend on it.
  CHECK(fingerprint(k) == "ae9061b97bf2c922");
}

TEST_CASE("baseline file: written, read back, and filtering only what it accepts") {
  std::vector<Diagnostic> run1 = {stale("cr-de.txt", 120, kText), stale("cr-de.txt", 300, kText)};
  Diagnostic quotes = make_diagnostic("typography.quotes", "cr-de.txt", 44, 1, "English quotation marks in German");
  quotes.language = "de";
  quotes.rule = "702.80a";
  quotes.text = "Edelmut bedeutet \"Immer wenn\".";
  run1.push_back(quotes);
  std::string file = write_baseline(make_baseline(run1));
  CHECK(file == write_baseline(make_baseline(run1)));  // deterministic
  nlohmann::json j = nlohmann::json::parse(file);
  CHECK(j["tool"] == "rulecorp");
  CHECK(j["baseline"] == 1);
  REQUIRE(j["accepted"].size() == 3);
  CHECK(j["accepted"][0]["check"] == "xref.stale");
  CHECK(j["accepted"][0]["marked"][0] == "306.5");
  CHECK(j["accepted"][0]["line"] == 120);
  CHECK(j["accepted"][0]["fingerprint"] == fingerprint(baseline_key(run1[0])));
  CHECK(!j["accepted"][2].contains("marked"));

  Baseline b = read_baseline(file, "accepted.json");
  REQUIRE(b.entries.size() == 3);
  CHECK(b.entries[2].key == baseline_key(quotes));

  // The next run: the file was reflowed (all lines moved), the stale citation now occurs three
  // times, and a new finding appeared. Two stale ones and the quotes are accepted; the third stale
  // one and the new finding are reported, in their order.
  std::vector<Diagnostic> run2 = {stale("cr-de.txt", 125, kText), stale("cr-de.txt", 310, kText)};
  Diagnostic quotes_moved = quotes;
  quotes_moved.line = 47;
  run2.push_back(quotes_moved);
  run2.push_back(stale("cr-de.txt", 400, kText));
  run2.push_back(stale("cr-de.txt", 500, "Siehe Regel 306.5 und 306.5."));
  CHECK(filter_baselined(b, run2) == 3);
  REQUIRE(run2.size() == 2);
  CHECK(run2[0].line == 400);
  CHECK(run2[1].line == 500);
}

TEST_CASE("baseline file: an empty baseline accepts nothing; broken files are refused with their name") {
  std::vector<Diagnostic> findings = {stale("cr-de.txt", 120, kText)};
  CHECK(filter_baselined(read_baseline(write_baseline(Baseline{}), "empty.json"), findings) == 0);
  CHECK(findings.size() == 1);
  auto refused = [](std::string_view text) {
    try {
      read_baseline(text, "base.json");
    } catch (const BaselineError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK(refused("not json") == "base.json: not a rulecorp baseline: not valid JSON");
  CHECK(refused("{\"tool\": \"other\", \"baseline\": 1, \"accepted\": []}").starts_with("base.json: not a rulecorp baseline: expected"));
  CHECK(refused("{\"tool\": \"rulecorp\", \"baseline\": 2, \"accepted\": []}") ==
        "base.json: not a rulecorp baseline: unsupported baseline format 2 (this rulecorp reads 1)");
  CHECK(refused("{\"tool\": \"rulecorp\", \"baseline\": 1}") == "base.json: not a rulecorp baseline: no \"accepted\" array");
  CHECK(refused("{\"tool\": \"rulecorp\", \"baseline\": 1, \"accepted\": [{\"check\": \"xref.stale\"}]}") ==
        "base.json: not a rulecorp baseline: entry 1 has no \"text\"");
  CHECK(refused("{\"tool\": \"rulecorp\", \"baseline\": 1, \"accepted\": [{\"check\": 3, \"text\": \"x\"}]}") ==
        "base.json: not a rulecorp baseline: entry 1: \"check\" is not a string");
}

TEST_CASE("baseline: broken UTF-8 in a finding matches after the round trip through the file") {
  std::vector<Diagnostic> findings = {stale("cr-de.txt", 120, kText + "\xFF")};
  Baseline b = read_baseline(write_baseline(make_baseline(findings)), "b.json");
  CHECK(filter_baselined(b, findings) == 1);
}

}  // namespace rulecorp
