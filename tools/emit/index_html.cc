// The page is one pugixml tree, like the check report (report_html.cc), so every text is escaped by
// the serializer. The charts are inline SVG built in the same tree with integer geometry (no
// floating-point text, so the bytes are the same on every machine): the bar chart gives each check
// a row whose bar is split by severity, scaled to the largest total; the heat map gives each check
// a row and each chapter of the rules a column, the cell's colour from white to red by its count
// relative to the largest cell, with the count written inside. Every chart element carries a
// <title>, which browsers show as a tooltip and screen readers read. Empty non-void elements get an
// empty text child so none is written self-closing (HTML would read <div/> as an open tag).
#include "emit/index_html.h"

#include <algorithm>
#include <pugixml.hpp>
#include <vector>

#include "common/version.h"
#include "emit/html_page.h"
#include "emit/page_styles.h"

namespace rulecorp {
namespace {

using namespace html;  // the page's builders: el, el_text, attr, text

// The page's custom properties; its own rules (after the shared base, html::page_style) are style/index.css.
constexpr const char* kRoot = "--err:#b3261e;--warn:#9a6700;--note:#0b5cad;--line:#d8dde3;--bg:#f4f6f8";

std::string plural(std::size_t n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }


constexpr const char* kSeverityColour[3] = {"#0b5cad", "#9a6700", "#b3261e"};  // note, warning, error
constexpr const char* kSeverityName[3] = {"note", "warning", "error"};

pugi::xml_node svg(pugi::xml_node parent, std::size_t width, std::size_t height, const std::string& label) {
  pugi::xml_node s = parent.append_child("svg");
  attr(s, "xmlns", std::string("http://www.w3.org/2000/svg"));
  attr(s, "width", width);
  attr(s, "height", height);
  attr(s, "viewBox", "0 0 " + std::to_string(width) + " " + std::to_string(height));
  attr(s, "role", std::string("img"));
  attr(s, "aria-label", label);
  el_text(s, "title", nullptr, label);
  return s;
}

pugi::xml_node rect(pugi::xml_node parent, std::size_t x, std::size_t y, std::size_t w, std::size_t h, const std::string& fill) {
  pugi::xml_node r = parent.append_child("rect");
  attr(r, "x", x);
  attr(r, "y", y);
  attr(r, "width", w);
  attr(r, "height", h);
  attr(r, "fill", fill);
  return r;
}

pugi::xml_node svg_text(pugi::xml_node parent, std::size_t x, std::size_t y, const std::string& t, const char* anchor = "start") {
  pugi::xml_node n = parent.append_child("text");
  attr(n, "x", x);
  attr(n, "y", y);
  attr(n, "font-size", std::string("13"));
  attr(n, "font-family", std::string("system-ui, sans-serif"));
  attr(n, "text-anchor", std::string(anchor));
  text(n, t);
  return n;
}

void bar_chart(pugi::xml_node parent, const IndexPage& page) {
  constexpr std::size_t kLabel = 190, kBar = 460, kRow = 24, kTop = 8;
  std::size_t max = 1;
  for (const IndexPage::Check& c : page.checks) max = std::max(max, c.total());
  std::size_t height = kTop * 2 + kRow * page.checks.size();
  pugi::xml_node s = svg(parent, kLabel + kBar + 60, height, "Findings per check");
  for (std::size_t i = 0; i < page.checks.size(); ++i) {
    const IndexPage::Check& c = page.checks[i];
    std::size_t y = kTop + i * kRow;
    svg_text(s, kLabel - 8, y + 16, c.id, "end");
    std::size_t x = kLabel;
    for (std::size_t sev = 3; sev-- > 0;) {
      if (!c.by_severity[sev]) continue;
      std::size_t w = std::max<std::size_t>(2, c.by_severity[sev] * kBar / max);
      pugi::xml_node r = rect(s, x, y + 4, w, kRow - 8, kSeverityColour[sev]);
      el_text(r, "title", nullptr, c.id + ": " + plural(c.by_severity[sev], kSeverityName[sev]));
      x += w;
    }
    svg_text(s, x + 6, y + 16, std::to_string(c.total()));
  }
}

// White to the error red by count / max (linear per channel, integers only).
std::string heat(std::size_t count, std::size_t max) {
  if (!count) return "#ffffff";
  std::size_t t = 25 + count * 230 / std::max<std::size_t>(max, 1);  // 25..255: a cell with findings is never white
  auto mix = [&](unsigned to) { return static_cast<unsigned>(255 - (255 - to) * t / 255); };
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", mix(0xb3), mix(0x26), mix(0x1e));
  return buf;
}

void heat_map(pugi::xml_node parent, const IndexPage& page) {
  constexpr std::size_t kLabel = 190, kCell = 52, kRow = 26, kHead = 26;
  std::size_t max = 1;
  for (const IndexPage::Check& c : page.checks)
    for (std::size_t n : c.by_chapter) max = std::max(max, n);
  std::size_t width = kLabel + kCell * IndexPage::kChapters + 8, height = kHead + kRow * page.checks.size() + 8;
  pugi::xml_node s = svg(parent, width, height, "Findings per check and chapter of the rules");
  // Columns: chapters 1..9, then "other" (rulings, cards, whole files).
  auto column = [](std::size_t chapter) { return chapter == 0 ? IndexPage::kChapters - 1 : chapter - 1; };
  for (std::size_t ch = 0; ch < IndexPage::kChapters; ++ch)
    svg_text(s, kLabel + column(ch) * kCell + kCell / 2, 18, ch ? std::to_string(ch) : "other", "middle");
  for (std::size_t i = 0; i < page.checks.size(); ++i) {
    const IndexPage::Check& c = page.checks[i];
    std::size_t y = kHead + i * kRow;
    svg_text(s, kLabel - 8, y + 17, c.id, "end");
    for (std::size_t ch = 0; ch < IndexPage::kChapters; ++ch) {
      std::size_t n = c.by_chapter[ch];
      pugi::xml_node r = rect(s, kLabel + column(ch) * kCell + 1, y + 1, kCell - 2, kRow - 2, heat(n, max));
      attr(r, "stroke", std::string("#d8dde3"));
      el_text(r, "title", nullptr,
              c.id + ", " + (ch ? "chapter " + std::to_string(ch) : std::string("outside the rules")) + ": " + plural(n, "finding"));
      if (n) {
        pugi::xml_node t = svg_text(s, kLabel + column(ch) * kCell + kCell / 2, y + 17, std::to_string(n), "middle");
        if (n * 2 > max) attr(t, "fill", std::string("#ffffff"));
      }
    }
  }
}

}  // namespace

std::string write_index_html(const IndexPage& page) {
  pugi::xml_document doc;
  pugi::xml_node body = html::start_page(doc, "en", "rulecorp: " + page.config, html::page_style(kRoot, html::styles::kIndex));
  pugi::xml_node main = el(body, "main", "page");
  el_text(main, "h1", nullptr, "rulecorp build");
  pugi::xml_node sub = el(main, "p", "sub");
  text(sub, "The corpus of ");
  el_text(sub, "code", nullptr, page.config);
  text(sub, ": aligned texts, the check report, the glossary and the update lists, with the corpus at a glance.");

  // The translator's work first: each update list's page.
  for (const IndexPage::File& f : page.files)
    if (f.group == "Update list" && f.name.ends_with(".html")) {
      pugi::xml_node p = el(main, "p", "sub");
      text(p, "Update a translation: ");
      attr(el_text(p, "a", nullptr, f.name), "href", f.name);
      text(p, " (" + f.description + ").");
    }
  for (const IndexPage::File& f : page.files)
    if (f.name == "reader/index.html") {
      pugi::xml_node p = el(main, "p", "sub");
      text(p, "Read the rules side by side: ");
      attr(el_text(p, "a", nullptr, "the parallel reader"), "href", f.name);
      text(p, ", with findings, citations and former numbers.");
    }

  // Totals.
  std::array<std::size_t, 3> sev{};
  for (const IndexPage::Check& c : page.checks)
    for (std::size_t s = 0; s < 3; ++s) sev[s] += c.by_severity[s];
  pugi::xml_node cards = el(main, "div", "cards");
  auto card = [&](const char* cls, std::size_t n, const std::string& what) {
    pugi::xml_node c = el(cards, "div", cls);
    el_text(c, "b", nullptr, std::to_string(n));
    text(c, what);
  };
  card("card", page.documents.size(), page.documents.size() == 1 ? "document" : "documents");
  card("card error", sev[2], sev[2] == 1 ? "error" : "errors");
  card("card warning", sev[1], sev[1] == 1 ? "warning" : "warnings");
  card("card note", sev[0], sev[0] == 1 ? "note" : "notes");

  // Files.
  el_text(main, "h2", nullptr, "Files");
  pugi::xml_node files = table(main, {"Kind", "File", "What it holds"});
  // The update lists first, the renumbering history last, the rest in writing order.
  std::vector<const IndexPage::File*> listed;
  for (const IndexPage::File& f : page.files) listed.push_back(&f);
  auto rank = [](const IndexPage::File* f) { return f->group == "Update list" ? 0 : f->group == "Renumbering" ? 2 : 1; };
  std::stable_sort(listed.begin(), listed.end(), [&](const IndexPage::File* a, const IndexPage::File* b) { return rank(a) < rank(b); });
  for (const IndexPage::File* fp : listed) {
    const IndexPage::File& f = *fp;
    pugi::xml_node tr = el(files, "tr");
    el_text(tr, "td", nullptr, f.group);
    pugi::xml_node a = el_text(el(tr, "td"), "a", nullptr, f.name);
    attr(a, "href", f.name);
    el_text(tr, "td", nullptr, f.description);
  }

  // The corpus.
  el_text(main, "h2", nullptr, "Documents");
  pugi::xml_node docs = table(main, {"File", "Language", "Kind", "Edition", "Rules, rulings or cards"});
  for (const IndexPage::Document& d : page.documents) {
    pugi::xml_node tr = el(docs, "tr");
    el_text(el(tr, "td"), "code", nullptr, d.file);
    el_text(tr, "td", nullptr, d.language.empty() ? "en, de, fr" : d.language);
    el_text(tr, "td", nullptr, d.kind);
    el_text(tr, "td", nullptr, d.edition.empty() ? "\u2014" : d.edition);
    el_text(tr, "td", "n", std::to_string(d.blocks));
  }
  if (page.history_editions)
    el_text(main, "p", nullptr,
            "Renumbering history: " + plural(page.history_editions, "English edition") + ", " + page.history_first +
                " to " + page.history_last + ".");

  el_text(main, "h2", nullptr, "Language pairs");
  pugi::xml_node pairs = table(main, {"Pair", "Rules aligned", "Clean", "Share clean", "Glossary terms"});
  for (const IndexPage::Pair& p : page.pairs) {
    pugi::xml_node tr = el(pairs, "tr");
    el_text(tr, "td", nullptr, p.pair);
    el_text(tr, "td", "n", std::to_string(p.aligned));
    el_text(tr, "td", "n", std::to_string(p.clean));
    std::size_t share = p.aligned ? p.clean * 100 / p.aligned : 0;
    pugi::xml_node cell = el(tr, "td");
    pugi::xml_node s = svg(cell, 104, 14, p.pair + ": " + std::to_string(share) + "% of the aligned rules clean");
    rect(s, 2, 2, 100, 10, "#eaeef2");
    if (p.aligned) rect(s, 2, 2, share, 10, "#1a7f37");
    text(cell, " " + (p.aligned ? std::to_string(share) + "%" : std::string("\u2014")));
    el_text(tr, "td", "n", std::to_string(p.glossary));
  }

  // Findings.
  el_text(main, "h2", nullptr, "Findings per check");
  pugi::xml_node checks = table(main, {"Check", "Errors", "Warnings", "Notes", "Total"});
  for (const IndexPage::Check& c : page.checks) {
    pugi::xml_node tr = el(checks, "tr");
    pugi::xml_node a = el_text(el(tr, "td"), "a", nullptr, c.id);
    attr(a, "href", "report.html#check=" + c.id);
    for (std::size_t s = 3; s-- > 0;) el_text(tr, "td", "n", std::to_string(c.by_severity[s]));
    el_text(tr, "td", "n", std::to_string(c.total()));
  }
  if (page.checks.empty()) {
    el_text(main, "p", nullptr, "No findings.");
  } else {
    pugi::xml_node chart = el(main, "div", "chart");
    bar_chart(chart, page);
    pugi::xml_node legend = el(main, "p", "legend");
    for (std::size_t s = 3; s-- > 0;) {
      attr(el(legend, "span"), "style", std::string("background:") + kSeverityColour[s]);
      text(legend, kSeverityName[s]);
    }
    el_text(main, "h2", nullptr, "Findings per check and chapter of the rules");
    heat_map(el(main, "div", "chart"), page);
    el_text(main, "p", "sub", "Chapters 1\u20139 of the rules by the first digit of the rule number; \u201Cother\u201D: rulings, card lines and whole files.");
  }
  el_text(main, "footer", nullptr, std::string("rulecorp ") + kVersion);

  return html::page_string(doc);
}

}  // namespace rulecorp
