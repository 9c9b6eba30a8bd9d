// The HTML report: one self-contained page whose structure a translator relies on (a side-by-side
// column per text with its language, the differing spans in <mark>, filters, counts per check),
// every input text escaped (a suggestion holding "</p><script>" stays text), invisible format
// characters shown, no self-closing non-void element, and deterministic bytes. That it renders
// and its script runs is checked in a browser by tests/tools/validate_report.sh.
#include <doctest/doctest.h>

#include <pugixml.hpp>
#include <regex>

#include "check/baseline.h"
#include "emit/report_html.h"
#include "emit/report_samples.h"

namespace rulecorp {
namespace {

struct Page {
  std::string html;
  pugi::xml_document doc;
  explicit Page(const Report& r) : html(write_report_html(r)) {
    pugi::xml_parse_result ok = doc.load_string(html.c_str(), pugi::parse_default | pugi::parse_doctype);
    REQUIRE_MESSAGE(ok, ok.description());
  }
  pugi::xpath_node_set all(const char* xpath) const { return doc.select_nodes(xpath); }
  pugi::xml_node one(const char* xpath) const { return doc.select_node(xpath).node(); }
};

std::string text_of(pugi::xml_node n) {
  std::string out;
  for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) out += c.type() == pugi::node_pcdata ? c.value() : text_of(c);
  return out;
}

}  // namespace

TEST_CASE("HTML report: a self-contained, well-formed page") {
  Page p(test::sample_report());
  CHECK(p.html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"));
  CHECK(p.one("/html/head/meta[@charset='utf-8']"));
  CHECK(text_of(p.one("/html/head/title")) == "rulecorp check: 6 findings");
  // No external assets: nothing is loaded from anywhere.
  CHECK(p.all("//*[@src]").empty());
  CHECK(p.all("//link").empty());
  CHECK(p.html.find("http") == std::string::npos);
  CHECK(p.all("//script").size() == 1);
  CHECK(p.all("//style").size() == 1);
  // Empty non-void elements are written <x></x>: HTML reads <x/> as an open tag.
  CHECK(!std::regex_search(p.html, std::regex("<(?!meta\\b)[a-z0-9]+(\\s[^<>]*)?/>")));
  // The script and style reach the browser as written: nothing in them needed escaping.
  std::string script = text_of(p.one("//script"));
  CHECK(p.html.find(script) != std::string::npos);
  CHECK(p.html.find(text_of(p.one("//style"))) != std::string::npos);
}

TEST_CASE("HTML report: each finding with its texts side by side, the differing spans marked") {
  Report r = test::sample_report();
  Page p(r);
  pugi::xpath_node_set articles = p.all("//article[contains(@class,'finding')]");
  REQUIRE(articles.size() == 6);
  pugi::xml_node first = articles[0].node();
  CHECK(std::string(first.attribute("id").value()) == "f-" + fingerprint(baseline_key(r.findings[0])));
  CHECK(std::string(first.attribute("data-check").value()) == "xref.stale");
  CHECK(std::string(first.attribute("data-severity").value()) == "error");
  CHECK(std::string(first.attribute("data-languages").value()) == "de en");
  CHECK(text_of(first.select_node(".//p[@class='message']").node()) == r.findings[0].message);
  pugi::xpath_node_set columns = first.select_nodes(".//div[@class='texts']/section");
  REQUIRE(columns.size() == 3);
  CHECK(std::string(columns[0].node().attribute("class").value()) == "text primary");
  CHECK(text_of(columns[0].node().select_node(".//span[@class='lang']").node()) == "de");
  CHECK(text_of(columns[0].node().select_node(".//mark").node()) == "306.5");
  CHECK(text_of(columns[0].node().select_node(".//p").node()) == r.findings[0].text);
  CHECK(std::string(columns[0].node().select_node(".//p").node().attribute("lang").value()) == "de");
  CHECK(text_of(columns[1].node().select_node(".//span[@class='role']").node()) == "original");
  CHECK(text_of(columns[1].node().select_node(".//mark").node()) == "506.5");
  CHECK(text_of(columns[2].node().select_node(".//span[@class='rule']").node()) == "506.5");
  // The quotation marks finding marks all four marks.
  CHECK(articles[1].node().select_nodes(".//section[contains(@class,'primary')]//mark").size() == 4);
  // A missing translation: an empty German column beside the English original.
  pugi::xpath_node_set missing = articles[2].node().select_nodes(".//div[@class='texts']/section");
  REQUIRE(missing.size() == 2);
  CHECK(std::string(missing[0].node().select_node(".//p").node().attribute("class").value()) == "body absent");
  // A parse fault without aligned texts shows its source line, the word at its column marked.
  pugi::xml_node snippet = articles[3].node().select_node(".//pre[@class='snippet']").node();
  CHECK(text_of(snippet) == r.findings[3].snippet);
  CHECK(text_of(snippet.child("mark")) == "613.7m");
}

TEST_CASE("HTML report: hostile text is text, invisible characters are shown") {
  Report r = test::sample_report();
  Page p(r);
  pugi::xml_node hostile = p.all("//article[contains(@class,'finding')]")[5].node();
  CHECK(std::string(hostile.attribute("data-languages").value()) == "en fr");
  // The suggestion "</p><script>alert(1)</script>" is one text, not markup.
  CHECK(text_of(hostile.select_node(".//p[@class='suggestion']").node()) == "Suggestion: " + r.findings[5].suggestion);
  CHECK(p.html.find("&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  CHECK(p.html.find("<b>&amp;") == std::string::npos);
  CHECK(p.html.find("&lt;b&gt;&amp;amp; ]]&gt;") != std::string::npos);
  // The right-to-left mark becomes a badge naming it; the ESC control character becomes U+FFFD.
  pugi::xml_node badge = hostile.select_node(".//span[@class='ctl']").node();
  CHECK(text_of(badge) == "U+200F");
  CHECK(std::string(badge.attribute("title").value()) == "U+200F RIGHT-TO-LEFT MARK");
  CHECK(p.html.find('\x1B') == std::string::npos);
  std::string shown = text_of(hostile.select_node(".//section[contains(@class,'primary')]/p").node());
  CHECK(shown.find("+2/+2\njusqu'") != std::string::npos);  // the line break stays (pre-wrap)
  CHECK(shown.find("\xEF\xBF\xBD[31m</script>.") != std::string::npos);
  // The hostile file name is an attribute-safe, escaped text.
  CHECK(p.html.find("r\xC3\xA8gles \"fr\" &lt;v2&gt; &amp; co.txt") != std::string::npos);
}

TEST_CASE("HTML report: a text starting with a mark or an invisible character gets no indentation") {
  Report r;
  Diagnostic d = make_diagnostic("text.untranslated", "de.txt", 3, 1, "English left in German");
  d.language = "de";
  d.text = "\xE2\x80\x8F" "Attacks alone bedeutet";
  d.marks = {{0, 16}};
  r.findings.push_back(d);
  std::string html = write_report_html(r);
  // Inside pre-wrap text, pugixml's indentation would be a visible line break.
  CHECK(html.find("dir=\"auto\"><mark><span class=\"ctl\" title=\"U+200F RIGHT-TO-LEFT MARK\">U+200F</span>Attacks "
                  "alone</mark> bedeutet</p>") != std::string::npos);
}

TEST_CASE("HTML report: filters and counts per check") {
  Page p(test::sample_report());
  CHECK(p.all("//select[@id='filter-check']/option").size() == 7);  // "all" + six checks
  CHECK(std::string(p.one("//select[@id='filter-check']/option[2]").attribute("value").value()) == "numbering.glued");
  CHECK(p.all("//select[@id='filter-severity']/option").size() == 4);
  pugi::xpath_node_set langs = p.all("//select[@id='filter-language']/option");
  REQUIRE(langs.size() == 4);
  CHECK(std::string(langs[1].node().attribute("value").value()) == "de");
  CHECK(text_of(langs[3].node()) == "fr \xE2\x80\x93 Fran\xC3\xA7" "ais (1)");
  CHECK(text_of(p.one("//span[@id='shown']")) == "6 of 6 findings shown");
  pugi::xml_node row = p.one("//tr[@data-check='xref.stale']");
  REQUIRE(row);
  CHECK(text_of(row.child("td").next_sibling("td")) == "1");  // errors
  CHECK(text_of(p.one("//p[@class='totals']")).starts_with("6 findings: 3 errors, 2 warnings, 1 note. Not shown: 2 accepted"));
}

TEST_CASE("HTML report: deterministic; an empty run says so") {
  CHECK(write_report_html(test::sample_report()) == write_report_html(test::sample_report()));
  Page p{Report{}};
  CHECK(p.all("//article").empty());
  CHECK(text_of(p.one("//p[@id='none']")) == "No findings.");
}

}  // namespace rulecorp
