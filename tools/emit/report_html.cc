// The page is one pugixml tree, so every text and attribute from the input is escaped by the
// serializer, never by string concatenation; characters XML cannot carry become U+FFFD, and
// invisible format characters (bidi marks, zero-width spaces; ICU's General_Category Cf and
// Bidi_Control) are shown as small badges, since a translator cannot fix what the page hides.
// Each finding is an <article> carrying its check, severity and languages as data attributes;
// the inline script (written without <, > and &, which the serializer would escape) shows and
// hides articles by the three filters, counts what is shown, and keeps the filters in the URL's
// fragment (#check=xref.stale). Without the script every finding is shown. Anchors are the baseline fingerprints (check/baseline.h), stable between runs.
// Empty elements get an empty text child so that none is written self-closing, which HTML would
// read as an open tag; void elements (meta) are written as <meta ... />, valid HTML5.
#include "emit/report_html.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <cstdio>
#include <map>
#include <pugixml.hpp>
#include <set>

#include "check/baseline.h"
#include "common/version.h"
#include "emit/html_page.h"
#include "emit/page_styles.h"
#include "emit/tmx.h"
#include "text/utf8.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

using namespace html;  // the page's builders: el, el_text, attr, text

// The page's custom properties; its own rules (after the shared base, html::page_style) are style/report.css.
constexpr const char* kRoot = "--err:#b3261e;--warn:#9a6700;--note:#0b5cad;--line:#d8dde3;--bg:#f4f6f8;--mark:#ffe08a";

constexpr const char* kScript = R"js(
(function () {
  var filters = ['check', 'severity', 'language'].map(function (k) { return document.getElementById('filter-' + k); });
  var items = Array.prototype.slice.call(document.querySelectorAll('article.finding'));
  var shown = document.getElementById('shown');
  var none = document.getElementById('none');
  function matches(a) {
    if (filters[0].value !== '') { if (a.getAttribute('data-check') !== filters[0].value) return false; }
    if (filters[1].value !== '') { if (a.getAttribute('data-severity') !== filters[1].value) return false; }
    if (filters[2].value !== '') {
      if (a.getAttribute('data-languages').split(' ').indexOf(filters[2].value) === -1) return false;
    }
    return true;
  }
  function update() {
    var n = 0;
    items.forEach(function (a) { var ok = matches(a); a.hidden = !ok; if (ok) n += 1; });
    shown.textContent = n + ' of ' + items.length + (items.length === 1 ? ' finding' : ' findings') + ' shown';
    if (none) none.hidden = n !== 0;
    document.body.setAttribute('data-shown', String(n));
  }
  // The filters live in the URL's fragment (#check=xref.stale), so a filtered view can be
  // bookmarked and shared.
  var keys = ['check', 'severity', 'language'];
  function fromHash() {
    var params = new URLSearchParams(location.hash.slice(1));
    filters.forEach(function (f, i) {
      var v = params.get(keys[i]);
      f.value = v === null ? '' : v;
      if (f.selectedIndex === -1) f.value = '';
    });
  }
  function toHash() {
    var params = new URLSearchParams();
    filters.forEach(function (f, i) { if (f.value !== '') params.set(keys[i], f.value); });
    var h = params.toString();
    try { history.replaceState(null, '', h === '' ? location.pathname + location.search : '#' + h); } catch (e) {}
  }
  filters.forEach(function (f) { f.addEventListener('change', function () { update(); toHash(); }); });
  window.addEventListener('hashchange', function () { fromHash(); update(); });
  Array.prototype.forEach.call(document.querySelectorAll('button[data-filter-check]'), function (b) {
    b.addEventListener('click', function () {
      filters[0].value = b.getAttribute('data-filter-check');
      update();
      toHash();
      document.getElementById('findings').scrollIntoView();
    });
  });
  fromHash();
  update();
})();
)js";

std::string_view language_name(std::string_view code) {
  std::string_view name = profile(code).native_name;
  return name.empty() ? code : name;
}

// Appends `s` under `parent` as text: invisible format characters become labelled badges, line
// breaks stay (the text is shown with pre-wrap), characters XML forbids become U+FFFD.
void append_visible(pugi::xml_node parent, std::string_view s) {
  // Text first: pugixml indents the children of an element whose first child is an element,
  // which inside pre-wrap text would show as a line break.
  if (!parent.first_child()) parent.append_child(pugi::node_pcdata);
  std::string run;
  auto flush = [&] {
    if (!run.empty()) parent.append_child(pugi::node_pcdata).set_value(run.c_str());
    run.clear();
  };
  auto len = static_cast<std::int32_t>(s.size());
  for (std::int32_t i = 0; i < len;) {
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    if (c == '\r') {
      if (i < len && s[static_cast<std::size_t>(i)] == '\n') continue;
      run += '\n';
    } else if (c == '\n' || c == '\t') {
      run += static_cast<char>(c);
    } else if (c < 0 || u_charType(c) == U_CONTROL_CHAR || c == 0xFFFE || c == 0xFFFF) {
      run += "\xEF\xBF\xBD";
    } else if (u_charType(c) == U_FORMAT_CHAR || u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL)) {
      flush();
      char code[12];
      std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(c));
      char name[128] = {0};
      UErrorCode status = U_ZERO_ERROR;
      u_charName(c, U_UNICODE_CHAR_NAME, name, sizeof name, &status);
      pugi::xml_node badge = el(parent, "span", "ctl");
      attr(badge, "title", std::string(code) + (U_SUCCESS(status) && name[0] ? std::string(" ") + name : std::string()));
      text(badge, code);
    } else {
      append_utf8(run, c);
    }
  }
  flush();
}

// Appends `text` with its marked spans in <mark>.
void append_marked(pugi::xml_node parent, std::string_view s, std::span<const Mark> marks) {
  std::size_t at = 0;
  for (Mark m : clean_marks(s, marks)) {
    append_visible(parent, s.substr(at, m.begin - at));
    append_visible(el(parent, "mark"), s.substr(m.begin, m.end - m.begin));
    at = m.end;
  }
  append_visible(parent, s.substr(at));
}

std::string position(const std::string& file, std::uint32_t line, std::uint32_t column) {
  std::string out = file;
  if (line) {
    out += ':' + std::to_string(line);
    if (column) out += ':' + std::to_string(column);
  }
  return out;
}

std::string plural(std::size_t n, std::string_view word) {
  return std::to_string(n) + ' ' + std::string(word) + (n == 1 ? "" : "s");
}

// One column of the side-by-side view.
void text_column(pugi::xml_node texts, bool primary, const std::string& language, const std::string& rule,
                 const std::string& role, const std::string& edition, const std::string& where,
                 const std::string& body, std::span<const Mark> marks) {
  pugi::xml_node col = el(texts, "section", primary ? "text primary" : "text");
  pugi::xml_node label = el(col, "div", "label");
  if (!language.empty()) {
    pugi::xml_node lang = el_text(label, "span", "lang", language);
    attr(lang, "title", language_name(language));
  }
  if (!rule.empty()) el_text(label, "span", "rule", rule);
  if (!role.empty()) el_text(label, "span", "role", role);
  if (!edition.empty()) el_text(label, "span", "edition", edition);
  if (!where.empty()) el_text(label, "span", "mono", where);
  pugi::xml_node p = el(col, "p", "body");
  if (!language.empty()) attr(p, "lang", language);
  p.append_attribute("dir") = "auto";
  if (body.empty()) {
    p.attribute("class").set_value("body absent");
    text(p, "(no text in this language)");
  } else {
    append_marked(p, body, marks);
  }
}

void finding(pugi::xml_node main, const Report& r, const Diagnostic& d, const std::string& anchor) {
  const CheckInfo& info = report_check(r, d.check);
  std::string sev(severity_name(d.severity));
  std::set<std::string> langs;
  if (!d.language.empty()) langs.insert(d.language);
  for (const Location& l : d.related)
    if (!l.language.empty()) langs.insert(l.language);
  std::string lang_list;
  for (const std::string& l : langs) lang_list += (lang_list.empty() ? "" : " ") + l;

  pugi::xml_node a = el(main, "article", ("finding " + sev).c_str());
  attr(a, "id", anchor);
  attr(a, "data-check", d.check);
  attr(a, "data-severity", sev);
  attr(a, "data-languages", lang_list);
  pugi::xml_node head = el(a, "div", "head");
  el_text(head, "span", ("sev " + sev).c_str(), sev);
  el_text(head, "code", "check", d.check);
  pugi::xml_node its = el_text(head, "span", "its", info.its_type);
  attr(its, "title", "ITS 2.0 issue type; " + std::string(info.summary));
  pugi::xml_node where = el_text(el(head, "span", "where"), "a", "mono", position(d.file, d.line, d.column));
  attr(where, "href", "#" + anchor);
  append_visible(el(a, "p", "message"), d.message);
  if (!d.suggestion.empty()) {
    pugi::xml_node s = el(a, "p", "suggestion");
    el_text(s, "b", nullptr, "Suggestion: ");
    append_visible(s, d.suggestion);
  }
  bool primary = !d.text.empty() || (!d.language.empty() && !d.related.empty());
  if (primary || !d.related.empty()) {
    pugi::xml_node texts = el(a, "div", "texts");
    if (primary) text_column(texts, true, d.language, d.rule, {}, d.edition, {}, d.text, d.marks);
    for (const Location& l : d.related)
      text_column(texts, false, l.language, l.rule, l.role, l.edition, l.file.empty() ? std::string() : position(l.file, l.line, 0),
                  l.text, l.marks);
  } else if (!d.snippet.empty()) {
    // The source line, with the word at the finding's column marked (a caret would not survive
    // proportional fallback fonts and wrapping).
    std::vector<Mark> at;
    if (d.column && d.column - 1 < d.snippet.size()) {
      std::size_t end = d.snippet.find_first_of(" \t", d.column - 1);
      if (end == d.column - 1) end = d.column;
      at.push_back({d.column - 1, static_cast<std::uint32_t>(std::min(end, d.snippet.size()))});
    }
    append_marked(el(a, "pre", "snippet"), d.snippet, at);
  }
}

}  // namespace

std::string write_report_html(const Report& r) {
  pugi::xml_document doc;
  std::size_t total = r.findings.size();
  pugi::xml_node body = html::start_page(doc, "en", "rulecorp check: " + plural(total, "finding"), html::page_style(kRoot, html::styles::kReport));
  pugi::xml_node page = el(body, "div", "page");
  pugi::xml_node header = el(page, "header");
  el_text(header, "h1", nullptr, "rulecorp check report");
  pugi::xml_node totals = el(header, "p", "totals");
  text(totals, plural(total, "finding") + ": ");
  bool first = true;
  for (Severity s : {Severity::kError, Severity::kWarning, Severity::kNote}) {
    if (!first) text(totals, ", ");
    first = false;
    el_text(totals, "b", std::string(severity_name(s)).c_str(), plural(count_severity(r, s), severity_name(s)));
  }
  if (r.baselined || r.disabled || r.suppressed)
    text(totals, ". Not shown: " + std::to_string(r.baselined) + " accepted in the baseline, " + std::to_string(r.disabled) +
                     " of checks turned off, " + std::to_string(r.suppressed) + " over the per-file limit.");
  if (!r.inputs.empty()) {
    pugi::xml_node inputs = table(header, {"Input", "Language", "Edition"}, "inputs");
    for (const ReportInput& in : r.inputs) {
      pugi::xml_node tr = el(inputs, "tr");
      el_text(tr, "td", "mono", in.file);
      el_text(tr, "td", nullptr, in.language.empty() ? std::string() : in.language + " (" + std::string(language_name(in.language)) + ")");
      el_text(tr, "td", nullptr, in.edition);
    }
  }

  std::vector<CheckCount> counts = count_by_check(r);
  pugi::xml_node checks = el(page, "section", "checks");
  el_text(checks, "h2", nullptr, "Findings by check");
  if (counts.empty()) {
    el_text(checks, "p", "empty", "No findings.");
  } else {
    pugi::xml_node per_check = table(checks, {"Check", "Errors", "Warnings", "Notes", "ITS issue type", "What it finds"});
    for (const CheckCount& c : counts) {
      pugi::xml_node tr = el(per_check, "tr");
      attr(tr, "data-check", c.info->id);
      pugi::xml_node b = el_text(el(tr, "td"), "button", "filter mono", c.info->id);
      attr(b, "type", "button");
      attr(b, "data-filter-check", c.info->id);
      attr(b, "title", "show only " + std::string(c.info->id));
      for (Severity s : {Severity::kError, Severity::kWarning, Severity::kNote}) {
        std::size_t n = c.by_severity[static_cast<std::size_t>(s)];
        el_text(tr, "td", n ? "n" : "n zero", std::to_string(n));
      }
      el_text(tr, "td", nullptr, c.info->its_type);
      el_text(tr, "td", nullptr, c.info->summary);
    }
  }

  pugi::xml_node nav = el(page, "nav", "filters");
  auto select = [&nav](const char* label, const char* id) {
    pugi::xml_node l = el_text(nav, "label", nullptr, label);
    pugi::xml_node s = el(l, "select");
    attr(s, "id", id);
    el_text(s, "option", nullptr, "all").append_attribute("value") = "";
    return s;
  };
  pugi::xml_node by_check = select("Check", "filter-check");
  for (const CheckCount& c : counts) {
    pugi::xml_node o = el_text(by_check, "option", nullptr, std::string(c.info->id) + " (" + std::to_string(c.total()) + ")");
    attr(o, "value", c.info->id);
  }
  pugi::xml_node by_severity = select("Severity", "filter-severity");
  for (Severity s : {Severity::kError, Severity::kWarning, Severity::kNote})
    if (std::size_t n = count_severity(r, s)) {
      pugi::xml_node o = el_text(by_severity, "option", nullptr, std::string(severity_name(s)) + " (" + std::to_string(n) + ")");
      attr(o, "value", severity_name(s));
    }
  std::map<std::string, std::size_t> languages;
  for (const Diagnostic& d : r.findings) {
    std::set<std::string> in;
    if (!d.language.empty()) in.insert(d.language);
    for (const Location& l : d.related)
      if (!l.language.empty()) in.insert(l.language);
    for (const std::string& l : in) ++languages[l];
  }
  pugi::xml_node by_language = select("Language", "filter-language");
  for (const auto& [code, n] : languages) {
    pugi::xml_node o = el_text(by_language, "option", nullptr,
                               code + " \xE2\x80\x93 " + std::string(language_name(code)) + " (" + std::to_string(n) + ")");
    attr(o, "value", code);
  }
  pugi::xml_node shown = el_text(nav, "span", nullptr, std::to_string(total) + " of " + plural(total, "finding") + " shown");
  attr(shown, "id", "shown");

  pugi::xml_node main = el(page, "main");
  attr(main, "id", "findings");
  std::map<std::string, std::size_t> seen;
  for (const Diagnostic& d : r.findings) {
    std::string anchor = "f-" + fingerprint(baseline_key(d));
    if (std::size_t n = ++seen[anchor]; n > 1) anchor += "-" + std::to_string(n);
    finding(main, r, d, anchor);
  }
  pugi::xml_node none = el_text(page, "p", "empty", total ? "No finding matches the filters." : "No findings.");
  attr(none, "id", "none");
  if (total) none.append_attribute("hidden") = "hidden";
  el_text(page, "footer", nullptr, std::string("rulecorp ") + kVersion);
  el_text(body, "script", nullptr, kScript);

  return html::page_string(doc);
}

}  // namespace rulecorp
