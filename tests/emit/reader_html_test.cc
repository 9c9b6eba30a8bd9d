// The parallel reader on small texts written for these cases: two English editions (combat 306.x
// moved to 506.x, keywords 502.x to 702.x, 702.3a reworded) and a German translation of the newer
// one with a stale citation and hostile markup in its text. Intent: a row per English rule with
// the German beside it, citations linked to the rule's page and anchor, the former number with the
// edition that ended it, the rewording with its word diff, the finding at its rule linked into
// report.html, the input's markup escaped, never written raw, and the search index (search.js)
// holding every row and the rows of each word.
#include <doctest/doctest.h>

#include <string>

#include "emit/reader_html.h"
#include "pipeline/pipeline.h"
#include "support/duel_rules.h"

namespace rulecorp {
namespace {

const char* kDe =
    "Duellregeln\n\nDieses Regelwerk gilt ab dem 6. März 2026.\n\n"
    "506. Kampfphase\n\n"
    "506.1 Die Kampfphase hat fünf Segmente <script>alert(1)</script> & \"x\".\n\n"
    "506.3 Eine Kreatur greift alleine an, falls sie die einzige als Angreifer deklarierte Kreatur ist.\n\n"
    "702. Schlüsselwortfähigkeiten\n\n"
    "702.2 Edelmut\n\n"
    "702.2a Edelmut ist eine ausgelöste Fähigkeit. Siehe Regel 306.5.\n\n"
    "702.3a Fliegend ist eine Ausweichfähigkeit. Eine fliegende Kreatur kann nur von Kreaturen mit Flugfähigkeit oder Reichweite geblockt werden.\n";

std::size_t page_index(const Reader& r, const std::string& file) {
  for (std::size_t i = 0; i < r.pages().size(); ++i)
    if (r.pages()[i].file == file) return i;
  FAIL("no page " << file);
  return 0;
}

}  // namespace

TEST_CASE("reader: rules side by side, citations, former numbers, rewordings, findings, escaping") {
  PipelineOptions o;
  o.glossary = true;
  Diagnostics diags;
  RunResult run;
  run_pipeline({{"en-old.txt", Language::kEn, test::kDuelRules2025},
                {"en-new.txt", Language::kEn, test::kDuelRules2026},
                {"de.txt", Language::kDe, kDe}},
               o,
               diags, run);
  REQUIRE(run.corpus.history.size() == 2);
  Reader reader(run.texts, run.glossary, run.corpus.history, run.findings, true);
  REQUIRE(reader.pages().size() == 5);
  CHECK(reader.pages()[0].file == "index.html");
  CHECK(reader.pages()[3].file == "glossary.html");
  CHECK(reader.pages()[4].file == "search.js");
  std::string five = reader.page(page_index(reader, "section-5.html"));
  std::string seven = reader.page(page_index(reader, "section-7.html"));
  for (const char* id : {"id=\"506\"", "id=\"506.1\"", "id=\"506.3\""}) CHECK(five.find(id) != std::string::npos);
  for (const char* id : {"id=\"702\"", "id=\"702.2\"", "id=\"702.2a\"", "id=\"702.3a\""}) CHECK(seven.find(id) != std::string::npos);
  // German beside English.
  CHECK(seven.find("lang=\"de\"") != std::string::npos);
  CHECK(seven.find("Siehe Regel 306.5") != std::string::npos);  // 306.5 is no rule of the newest edition: not linked
  // The English citation links to the rule on its page.
  CHECK(seven.find("<a href=\"section-5.html#506.3\">506.3</a>") != std::string::npos);
  // The former number, ended by the 2026 edition.
  CHECK(seven.find("702.2 Exalted: 502.2 from 2025-09-01 until 2026-03-06") != std::string::npos);
  // 702.3a was reworded in 2026: its word diff.
  CHECK(seven.find("reworded in 1 edition: 2026-03-06") != std::string::npos);
  // Only the added words are marked (with the space before them), not "flying." around them.
  CHECK(seven.find("creatures with flying<ins> or reach</ins>.") != std::string::npos);
  // The German stale citation is reported at 702.2a and linked into the report.
  std::size_t row = seven.find("id=\"702.2a\""), next = seven.find("id=\"702.3a\"");
  std::size_t stale = seven.find("<code>xref.stale</code>", row);
  CHECK(stale < next);
  CHECK(seven.find("href=\"../report.html#f-", stale) < next);
  // Hostile text is escaped.
  CHECK(five.find("<script>alert") == std::string::npos);
  CHECK(five.find("&lt;script&gt;alert(1)&lt;/script&gt; &amp;") != std::string::npos);
  // Every page loads the one search index.
  CHECK(five.find("<script src=\"search.js\"></script>") != std::string::npos);
}

TEST_CASE("reader: the search index lists every row and, per word of any language, the rows that hold it") {
  PipelineOptions o;
  o.glossary = true;
  Diagnostics diags;
  RunResult run;
  run_pipeline({{"en-old.txt", Language::kEn, test::kDuelRules2025},
                {"en-new.txt", Language::kEn, test::kDuelRules2026},
                {"de.txt", Language::kDe, kDe}},
               o, diags, run);
  Reader reader(run.texts, run.glossary, run.corpus.history, run.findings, false);
  std::string js = reader.page(page_index(reader, "search.js"));
  REQUIRE(js.find("var RULECORP_SEARCH = {\"e\": [") != std::string::npos);
  // The rows in page order, each with its page and anchor.
  std::size_t a = js.find("[\"5\",\"506.1\","), b = js.find("[\"5\",\"506.3\","), c = js.find("[\"7\",\"702.2a\",");
  CHECK(a < b);
  CHECK(b < c);
  CHECK(c != std::string::npos);
  // A word's rows as deltas: "edelmut" (German only) is in 702.2 and in 702.2a, the row after it.
  std::size_t row = 0;  // 702.2a's row: the rows before it (each starts a line with '[')
  for (std::size_t at = js.find("\n["); at + 1 < c; at = js.find("\n[", at + 1)) ++row;
  CHECK(js.find("\n\"edelmut\":\"" + std::to_string(row - 1) + ",1\"") != std::string::npos);
  // Input markup is never script there.
  CHECK(js.find("<script>") == std::string::npos);
}

}  // namespace rulecorp
