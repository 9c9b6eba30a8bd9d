// The front page of `rulecorp build` on a hand-built page model: well-formed (an XML parser reads
// it), every file linked, hostile names escaped, the pair share and the charts drawn from the
// counts (one bar per check split by severity, one heat-map cell per check and chapter), no
// external asset, and the same bytes twice.
#include <doctest/doctest.h>

#include <pugixml.hpp>
#include <string>

#include "emit/index_html.h"

namespace rulecorp {
namespace {

IndexPage sample() {
  IndexPage p;
  p.config = "corpus/<rulecorp>.ini";
  p.documents = {{"rules-en.txt", "en", "rules", "2026-03-06", 25}, {"cards-rcp.json", "", "cards", "", 3}};
  p.history_editions = 2;
  p.history_first = "2025-09-01";
  p.history_last = "2026-03-06";
  p.pairs = {{"en-de", 25, 24, 18}, {"de-fr", 0, 0, 0}};
  IndexPage::Check stale;
  stale.id = "xref.stale";
  stale.severity = "error";
  stale.by_severity = {0, 1, 2};
  stale.by_chapter[7] = 2;
  stale.by_chapter[0] = 1;
  p.checks = {stale};
  p.files = {{"report.html", "Report", "findings side by side"},
             {"renumbering.tsv", "Renumbering", "every step"},
             {"update-de-2025-11-14.html", "Update list", "3 rules"},
             {"a&b.tsv", "Update list", "rows \"quoted\""}};
  return p;
}

}  // namespace

TEST_CASE("index page: well-formed, linked, escaped, charts from the counts") {
  std::string html = write_index_html(sample());
  CHECK(html == write_index_html(sample()));
  CHECK(html.starts_with("<!DOCTYPE html>"));
  pugi::xml_document doc;
  REQUIRE(doc.load_string(html.c_str()));
  // Every file is linked: an update list's page first of all, then the files with the update
  // lists first and the renumbering history last; the check links into the report's filter.
  std::vector<std::string> hrefs;
  for (pugi::xpath_node a : doc.select_nodes("//a")) hrefs.push_back(a.node().attribute("href").value());
  CHECK(hrefs == std::vector<std::string>{"update-de-2025-11-14.html", "update-de-2025-11-14.html", "a&b.tsv", "report.html",
                                          "renumbering.tsv", "report.html#check=xref.stale"});
  CHECK(html.find("a&amp;b.tsv") != std::string::npos);
  CHECK(html.find("corpus/&lt;rulecorp&gt;.ini") != std::string::npos);
  // No external assets: no src attribute, no stylesheet link, no script.
  CHECK(doc.select_nodes("//*[@src]").empty());
  CHECK(doc.select_nodes("//link").empty());
  CHECK(doc.select_nodes("//script").empty());
  // The pair share: 24 of 25 is 96%, drawn as a 96-unit bar; a pair without rules shows a dash.
  CHECK(html.find("en-de: 96% of the aligned rules clean") != std::string::npos);
  CHECK(doc.select_node("//rect[@width='96' and @fill='#1a7f37']"));
  // The bar chart: one bar per severity present (2 errors, 1 warning), longest = the whole width.
  CHECK(doc.select_nodes("//svg[@aria-label='Findings per check']//rect").size() == 2);
  CHECK(doc.select_node("//svg[@aria-label='Findings per check']//rect/title[text()='xref.stale: 2 errors']"));
  // The heat map: 10 cells per check, the chapter 7 cell and the "other" cell counted.
  auto cells = doc.select_nodes("//svg[@aria-label='Findings per check and chapter of the rules']//rect");
  CHECK(cells.size() == IndexPage::kChapters);
  CHECK(doc.select_node("//rect/title[text()='xref.stale, chapter 7: 2 findings']"));
  CHECK(doc.select_node("//rect/title[text()='xref.stale, outside the rules: 1 finding']"));
  CHECK(doc.select_node("//rect[title='xref.stale, chapter 1: 0 findings' and @fill='#ffffff']"));
}

TEST_CASE("index page: a run without findings says so and draws no chart") {
  IndexPage p = sample();
  p.checks.clear();
  std::string html = write_index_html(p);
  pugi::xml_document doc;
  REQUIRE(doc.load_string(html.c_str()));
  CHECK(html.find("No findings.") != std::string::npos);
  CHECK(doc.select_nodes("//svg[@aria-label='Findings per check']").empty());
}

}  // namespace rulecorp
