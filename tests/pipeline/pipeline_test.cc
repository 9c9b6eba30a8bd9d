// The pipeline as `check` runs it, on small texts written for these cases: two English editions
// with a renumbering between them (combat 306.x -> 506.x) and a reworded rule, a French translation
// of the older edition and a German one of the newer. Intent: the history connects the editions, so
// a citation of an older number is stale and names the edition that changed it; a translation of
// the older edition is told so once and gets its update list with a word-level diff; the result
// does not depend on the number of parse threads.
#include <doctest/doctest.h>

#include <algorithm>

#include "pipeline/pipeline.h"

namespace rulecorp {
namespace {

const char* kOld =
    "Duel Rules\n\nThese rules are effective as of September 1, 2025.\n\n"
    "306. Combat Phase\n\n"
    "306.1. The combat phase has five steps.\n\n"
    "306.5. A creature attacks alone if it is the only creature declared as an attacker.\n\n"
    "502. Keyword Abilities\n\n"
    "502.2. Exalted\n\n"
    "502.2a Exalted is a triggered ability. See rule 306.5.\n\n"
    "502.3a Flying is an evasion ability. A creature with flying can't be blocked except by creatures with flying.\n";
const char* kNew =
    "Duel Rules\n\nThese rules are effective as of March 6, 2026.\n\n"
    "506. Combat Phase\n\n"
    "506.1. The combat phase has five steps.\n\n"
    "506.3. A creature attacks alone if it is the only creature declared as an attacker.\n\n"
    "702. Keyword Abilities\n\n"
    "702.2. Exalted\n\n"
    "702.2a Exalted is a triggered ability. See rule 506.3.\n\n"
    "702.3a Flying is an evasion ability. A creature with flying can't be blocked except by creatures with flying or reach.\n";
const char* kFrOld =
    "Règles de duel\n\nCes règles entrent en vigueur au 1 septembre 2025.\n\n"
    "306. Phase de combat\n\n"
    "306.1. La phase de combat comporte cinq étapes.\n\n"
    "306.5. Une créature attaque seule si elle est la seule créature déclarée comme attaquant.\n\n"
    "502. Capacités mot-clé\n\n"
    "502.2. Exaltation\n\n"
    "502.2a L'exaltation est une capacité déclenchée. Voir règle 306.5.\n\n"
    "502.3a Le vol est une capacité d'évasion. Une créature avec le vol ne peut être bloquée que par des créatures avec le vol.\n";
const char* kDeNew =
    "Duellregeln\n\nDieses Regelwerk gilt ab dem 6. März 2026.\n\n"
    "506. Kampfphase\n\n"
    "506.1 Die Kampfphase hat fünf Segmente.\n\n"
    "506.3 Eine Kreatur greift alleine an, falls sie die einzige als Angreifer deklarierte Kreatur ist.\n\n"
    "702. Schlüsselwortfähigkeiten\n\n"
    "702.2 Edelmut\n\n"
    "702.2a Edelmut ist eine ausgelöste Fähigkeit. Siehe Regel 306.5.\n\n"
    "702.3a Fliegend ist eine Ausweichfähigkeit. Eine fliegende Kreatur kann nur von Kreaturen mit Flugfähigkeit oder Reichweite geblockt werden.\n";

std::vector<Diagnostic> run(unsigned jobs) {
  PipelineOptions o;
  o.corpus.jobs = jobs;
  Diagnostics diags;
  RunResult r;
  run_pipeline({{"en-old.txt", Language::kEn, kOld}, {"en-new.txt", Language::kEn, kNew},
                {"fr.txt", Language::kFr, kFrOld}, {"de.txt", Language::kDe, kDeNew}},
               o, diags, r);
  REQUIRE(r.corpus.history.size() == 2);
  return r.findings;
}

std::vector<const Diagnostic*> of(const std::vector<Diagnostic>& ds, std::string_view check, std::string_view file) {
  std::vector<const Diagnostic*> out;
  for (const Diagnostic& d : ds)
    if (d.check == check && d.file == file) out.push_back(&d);
  return out;
}

}  // namespace

TEST_CASE("pipeline: a citation of an older edition's number is stale, in a translation of either edition") {
  auto found = run(1);
  auto de = of(found, "xref.stale", "de.txt");
  REQUIRE(de.size() == 1);
  CHECK(de[0]->rule == "702.2a");
  CHECK(de[0]->message.find("cites 306.5, the number of 506.3") != std::string::npos);
  CHECK(de[0]->message.find("2026-03-06") != std::string::npos);
  CHECK(de[0]->suggestion == "506.3");
  // The French text translates the older edition, where 306.5 was right: stale against the newest.
  auto fr = of(found, "xref.stale", "fr.txt");
  REQUIRE(fr.size() == 1);
  CHECK(fr[0]->message.find("cites 306.5, the number of 506.3") != std::string::npos);
}

TEST_CASE("pipeline: a translation of an older edition is told once, with its update list") {
  auto found = run(1);
  auto edition = of(found, "align.edition", "fr.txt");
  REQUIRE(edition.size() == 1);
  CHECK(edition[0]->line == 0);  // the whole document
  CHECK(edition[0]->message.find("2025-09-01") != std::string::npos);
  auto outdated = of(found, "align.outdated", "fr.txt");
  // Every rule renumbered (306.x -> 506.x, 502.x -> 702.x); 702.2a and 702.3a reworded as well (the
  // citation, "or reach" added).
  std::vector<std::string> rules;
  for (const Diagnostic* d : outdated) rules.push_back(d->unit);
  std::sort(rules.begin(), rules.end());
  CHECK(rules == std::vector<std::string>{"506", "506.1", "506.3", "702", "702.2", "702.2a", "702.3a"});
  for (const Diagnostic* d : outdated) {
    if (d->unit != "702.3a") continue;
    CHECK(d->message.find("renumbered 502.3a \u2192 702.3a, reworded") != std::string::npos);
    REQUIRE(!d->related.empty());
    const Location& newest = d->related[0];
    REQUIRE(newest.marks.size() == 1);
    CHECK(newest.text.substr(newest.marks[0].begin, newest.marks[0].end - newest.marks[0].begin) == "or reach");
  }
  // The German text translates the newest edition: no update list.
  CHECK(of(found, "align.outdated", "de.txt").empty());
  CHECK(of(found, "align.edition", "de.txt").empty());
}

TEST_CASE("pipeline: findings do not depend on the number of parse threads") {
  auto one = run(1), two = run(2);
  REQUIRE(one.size() == two.size());
  for (std::size_t i = 0; i < one.size(); ++i) {
    CHECK(one[i].check == two[i].check);
    CHECK(one[i].file == two[i].file);
    CHECK(one[i].line == two[i].line);
    CHECK(one[i].message == two[i].message);
  }
}

}  // namespace rulecorp
