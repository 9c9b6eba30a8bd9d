// The reader's pages are printed as they go, row by row, through a 64 KB buffer (xml_writer.h's
// flush_when_full); every text and attribute from the input is escaped by append_xml_escaped (the
// serializer's rules, characters XML cannot carry made U+FFFD), never written raw. The rows are the
// rule units of the alignment whose English member is in the newest English edition; a row's
// anchor is its rule number, so citations link to "section-N.html#702.80". A finding's link into
// report.html uses the report's anchor: "f-" + the baseline fingerprint, "-2", "-3" for repeats, in
// report order. Terms are matched on ICU case-folded words, the longest term first, each term
// marked once per paragraph. The search index (search.js, loaded by every page) lists every row
// (rule or glossary entry: its page, anchor and the start of its English text) and, per word of
// any of its languages (ICU letters and digits, lowercased as JavaScript's toLowerCase does, two
// characters or more, not all digits), the rows it occurs in as ascending deltas; it is a script
// file of its own so that a page stays small and one index serves them all. The inline script
// holds no '<' or '&'; without search.js it searches the page it is on.
#include "emit/reader_html.h"

#include <unicode/locid.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>

#include "align/word_diff.h"
#include "check/baseline.h"
#include "common/version.h"
#include "emit/html_page.h"
#include "emit/page_styles.h"
#include "emit/xml_writer.h"
#include "parse/rule_number.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

// The page's custom properties; its own rules (after the shared base, html::page_style) are style/reader.css.
constexpr const char* kRoot = "--err:#b3261e;--warn:#9a6700;--note:#0b5cad;--line:#d8dde3;--bg:#f4f6f8";

constexpr const char* kScript = R"js(
(function () {
  var box = document.getElementById('search');
  var status = document.getElementById('search-status');
  var list = document.getElementById('search-results');
  var section = document.body.getAttribute('data-section');
  var rows = Array.prototype.slice.call(document.querySelectorAll('.rule'));
  var index = window.RULECORP_SEARCH || null;
  var byNumber = null, keys = null;
  var kShown = 200;
  function clear() {
    rows.forEach(function (r) { r.hidden = false; r.classList.remove('found'); });
    list.textContent = '';
    list.hidden = true;
  }
  function numbers() {
    if (!byNumber) {
      byNumber = {};
      index.e.forEach(function (e) { if (e[0] !== 'g') byNumber[e[1]] = e; });
    }
    return byNumber;
  }
  function href(e) {
    var file = e[0] === 'g' ? 'glossary.html' : 'section-' + e[0] + '.html';
    var here = e[0] === 'g' ? section === '-1' : e[0] === section;
    return (here ? '' : file) + '#' + encodeURIComponent(e[1]);
  }
  function found(n, el) {
    el.classList.add('found');
    el.scrollIntoView();
    status.textContent = 'rule ' + n + ' found';
    document.body.setAttribute('data-found', n);
  }
  function number(n) {
    var el = document.getElementById(n);
    if (el ? el.classList.contains('rule') : false) { found(n, el); return; }
    var e = index ? numbers()[n] : null;
    if (e ? e[0] !== section : false) { location.href = 'section-' + e[0] + '.html#search=' + encodeURIComponent(n); return; }
    if (!index ? n.charAt(0) !== section : false) { location.href = 'section-' + n.charAt(0) + '.html#search=' + encodeURIComponent(n); return; }
    status.textContent = 'no rule ' + n;
    document.body.setAttribute('data-found', '0');
  }
  // The rows that hold every word of the query (the last one also as the start of a word).
  function lookup(words) {
    if (!keys) keys = Object.keys(index.w);
    var hits = null;
    words.forEach(function (w, k) {
      var prefix = k === words.length - 1, set = {};
      keys.forEach(function (key) {
        if (key === w ? false : !prefix ? true : key.lastIndexOf(w, 0) !== 0) return;
        var at = 0;
        index.w[key].split(',').forEach(function (d) { at += Number(d); set[at] = true; });
      });
      if (hits) { var both = {}; Object.keys(hits).forEach(function (i) { if (set[i]) both[i] = true; }); hits = both; }
      else hits = set;
    });
    return Object.keys(hits).map(Number).sort(function (a, b) { return a - b; });
  }
  function words(q) {
    var all = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];
    return all.filter(function (w) { return w.length > 1; });
  }
  function show(q, hits) {
    hits.slice(0, kShown).forEach(function (i) {
      var e = index.e[i], li = document.createElement('li'), a = document.createElement('a');
      a.href = href(e);
      a.textContent = e[0] === 'g' ? e[3] : e[1];
      li.appendChild(a);
      var snip = document.createElement('span');
      snip.className = 'snip';
      snip.textContent = ' ' + e[2];
      li.appendChild(snip);
      list.appendChild(li);
    });
    list.hidden = hits.length === 0;
    status.textContent = hits.length + (hits.length === 1 ? ' match' : ' matches') + ' for \u201c' + q + '\u201d' +
      (hits.length > kShown ? ' (the first ' + kShown + ' listed)' : '');
    document.body.setAttribute('data-found', String(hits.length));
    window.scrollTo(0, 0);
  }
  function run(q) {
    q = q.trim();
    clear();
    if (q === '') { status.textContent = ''; return; }
    var n = q.replace(/^(rule|regel|r\u00e8gle)\s+/i, '').replace(/\.$/, '');
    if (/^[1-9][0-9][0-9](\.[0-9]+([a-z]|[a-z][a-z])?)?$/.test(n)) { number(n); return; }
    if (index) {
      var ws = words(q);
      if (ws.length === 0) { status.textContent = 'type a rule number (702.80) or a word'; return; }
      show(q, lookup(ws));
      return;
    }
    var w = q.toLowerCase(), hits = 0;
    rows.forEach(function (r) { var ok = r.textContent.toLowerCase().indexOf(w) !== -1; r.hidden = !ok; if (ok) hits += 1; });
    status.textContent = hits + (hits === 1 ? ' rule' : ' rules') + ' on this page contain \u201c' + q + '\u201d';
    document.body.setAttribute('data-found', String(hits));
  }
  function fromHash() {
    var m = /^#search=(.*)$/.exec(location.hash);
    if (m) { var q = decodeURIComponent(m[1].replace(/\+/g, ' ')); box.value = q; run(q); }
  }
  box.addEventListener('keydown', function (e) {
    if (e.key === 'Enter') { try { history.replaceState(null, '', '#search=' + encodeURIComponent(box.value)); } catch (x) {} run(box.value); }
  });
  window.addEventListener('hashchange', fromHash);
  fromHash();
})();
)js";

// Escaped text and attribute values.
void esc(std::string& out, std::string_view s) { append_xml_escaped(out, s, false); }
void esc_attr(std::string& out, std::string_view s) { append_xml_escaped(out, s, true); }

std::string fold(std::string_view w) {
  std::string out;
  icu::UnicodeString::fromUTF8(icu::StringPiece(w.data(), static_cast<std::int32_t>(w.size()))).foldCase().toUTF8String(out);
  return out;
}

// The words of `s` (letters and digits by ICU), as byte ranges.
std::vector<std::pair<std::uint32_t, std::uint32_t>> words_of(std::string_view s) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
  auto len = static_cast<std::int32_t>(s.size());
  std::int32_t i = 0, start = -1;
  while (i < len) {
    std::int32_t at = i;
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    bool word = c >= 0 && (u_isalnum(c) || c == '-');
    if (word && start < 0) start = at;
    if (!word && start >= 0) {
      out.emplace_back(static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(at));
      start = -1;
    }
  }
  if (start >= 0) out.emplace_back(static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(len));
  return out;
}

// The glossary's terms of one language, by their first folded word, longest first.
struct TermIndex {
  struct Entry {
    std::vector<std::string> words;  // folded
    std::string title;               // the translations
    std::size_t id = 0;
  };
  std::unordered_map<std::string, std::vector<Entry>> by_first;
};

// `s` as a JavaScript string literal (JSON's escapes; '<', U+2028 and U+2029 escaped too).
void append_js_string(std::string& out, std::string_view s) {
  out += '"';
  for (std::size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c == '<') {
      static const char* kHex = "0123456789abcdef";
      out += "\\u00";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    } else if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
               (static_cast<unsigned char>(s[i + 2]) == 0xA8 || static_cast<unsigned char>(s[i + 2]) == 0xA9)) {
      out += static_cast<unsigned char>(s[i + 2]) == 0xA8 ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += '"';
}

// The first `max` bytes of `s` or less, cut at a space (or a character boundary), with "…" when cut.
std::string snippet(std::string_view s, std::size_t max) {
  if (s.size() <= max) return std::string(s);
  std::size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  std::size_t space = s.rfind(' ', cut);
  if (space != std::string_view::npos && space > max / 2) cut = space;
  return std::string(s.substr(0, cut)) + "\u2026";
}

// The search index's words of `s`: runs of ICU letters and digits, lowercased (root locale), of two
// characters or more and not all digits.
void index_words(std::string_view s, std::vector<std::string>& out) {
  auto len = static_cast<std::int32_t>(s.size());
  std::int32_t i = 0, start = -1, chars = 0;
  bool letter = false;
  auto flush = [&](std::int32_t end) {
    if (start >= 0 && chars >= 2 && letter) {
      std::string w;
      icu::UnicodeString::fromUTF8(icu::StringPiece(s.data() + start, end - start)).toLower(icu::Locale::getRoot()).toUTF8String(w);
      out.push_back(std::move(w));
    }
    start = -1;
    chars = 0;
    letter = false;
  };
  while (i < len) {
    std::int32_t at = i;
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    if (c >= 0 && u_isalnum(c)) {
      if (start < 0) start = at;
      ++chars;
      letter = letter || !u_isdigit(c);
    } else {
      flush(at);
    }
  }
  flush(len);
}

std::string_view language_label(std::string_view l) { return profile(l).label; }

}  // namespace

struct Reader::Impl {
  const Alignment& texts;
  const History& history;
  const std::vector<Diagnostic>& findings;
  bool link_report;
  std::vector<Page> pages;
  std::vector<int> page_section;  // per page: 1..9, 0 = index, -1 = glossary
  std::int32_t newest = -1;       // the newest English document (index in texts.docs)
  std::optional<std::size_t> edition;  // its edition in the history
  std::vector<std::string> languages;  // translation languages, in slot order
  std::array<std::vector<const Unit*>, 10> rows;  // per section
  std::vector<const Unit*> glossary_rows;
  std::set<std::uint32_t> anchored;  // rule number keys with a row
  std::map<std::string, std::vector<std::pair<const Diagnostic*, std::string>>> by_unit;  // unit -> findings, anchors
  std::map<std::string, TermIndex> terms;  // language -> index

  Impl(const Alignment& a, const Glossary& g, const History& h, const std::vector<Diagnostic>& f, bool link)
      : texts(a), history(h), findings(f), link_report(link) {
    for (const Unit& u : a.units) {
      if (u.members.empty() || !u.members[0].present() || (u.kind != UnitKind::kRule && u.kind != UnitKind::kGlossary)) continue;
      std::int32_t d = u.members[0].doc;
      if (u.kind == UnitKind::kRule && (newest < 0 || a.docs[static_cast<std::size_t>(d)]->edition >
                                                         a.docs[static_cast<std::size_t>(newest)]->edition))
        newest = d;
    }
    for (const Unit& u : a.units) {
      if (u.members.empty() || !u.members[0].present()) continue;
      const Block* b = a.block(u.members[0]);
      if (u.kind == UnitKind::kRule && u.members[0].doc == newest && b && b->number.valid()) {
        rows[static_cast<std::size_t>(b->number.section())].push_back(&u);
        anchored.insert(b->number.key());
      } else if (u.kind == UnitKind::kGlossary && (newest < 0 || u.members[0].doc == newest)) {
        glossary_rows.push_back(&u);
      }
    }
    for (std::size_t s = 1; s < a.slots.size(); ++s) {
      const std::string& l = a.slots[s].language;
      if (std::find(languages.begin(), languages.end(), l) != languages.end() || l == a.slots[0].language) continue;
      bool any = false;
      for (const auto& sec : rows)
        for (const Unit* u : sec) any = any || u->members[s].present();
      if (any) languages.push_back(l);
    }
    if (newest >= 0 && h.size()) {
      auto e = h.edition_at(a.docs[static_cast<std::size_t>(newest)]->edition);
      if (e && h.edition(*e).date == a.docs[static_cast<std::size_t>(newest)]->edition) edition = e;
    }
    // The report's anchors (report_html.cc): "f-" + fingerprint, repeats numbered, in report order.
    std::map<std::string, std::size_t> seen;
    for (const Diagnostic& d : f) {
      std::string anchor = "f-" + fingerprint(baseline_key(d));
      if (std::size_t n = ++seen[anchor]; n > 1) anchor += "-" + std::to_string(n);
      if (!d.unit.empty()) by_unit[d.unit].emplace_back(&d, anchor);
    }
    // Terms: each concept's term in each language, titled with its other languages' terms.
    std::size_t id = 0;
    for (const Concept& c : g.concepts) {
      ++id;
      for (const Term& t : c.terms) {
        if (t.variants.empty() || t.text().size() < 3) continue;
        std::string title;
        for (const Term& o : c.terms)
          if (&o != &t && !o.variants.empty())
            title += (title.empty() ? "" : " \u00b7 ") + std::string(language_label(o.language)) + " " + o.text();
        if (title.empty()) continue;
        std::string_view text = t.text();
        TermIndex::Entry e;
        for (auto [b, en] : words_of(text)) e.words.push_back(fold(text.substr(b, en - b)));
        if (e.words.empty()) continue;
        e.title = title;
        e.id = id;
        terms[t.language].by_first[e.words[0]].push_back(std::move(e));
      }
    }
    for (auto& [l, index] : terms)
      for (auto& [w, v] : index.by_first)
        std::stable_sort(v.begin(), v.end(), [](const auto& x, const auto& y) { return x.words.size() > y.words.size(); });
    pages.push_back({"index.html", "the reader's contents and search"});
    page_section.push_back(0);
    for (int s = 1; s <= 9; ++s)
      if (!rows[static_cast<std::size_t>(s)].empty()) {
        pages.push_back({"section-" + std::to_string(s) + ".html",
                         "rules " + std::to_string(s * 100) + "\u2013" + std::to_string(s * 100 + 99) + " side by side, with findings and former numbers"});
        page_section.push_back(s);
      }
    pages.push_back({"glossary.html", "the glossary side by side"});
    page_section.push_back(-1);
    pages.push_back({"search.js", "the search index every page of the reader loads (rule numbers and words)"});
    page_section.push_back(kSearchIndex);
  }

  static constexpr int kSearchIndex = -2;  // page_section of search.js

  // Calls `f` with each text of member `m`: its blocks (a glossary entry's term too) and examples.
  template <typename F>
  void each_text(const Member& m, F f) const {
    if (!m.present()) return;
    const Document& d = *texts.docs[static_cast<std::size_t>(m.doc)];
    for (std::int32_t i = 0; i < m.count; ++i) {
      const Block& b = d.blocks[static_cast<std::size_t>(m.block + i)];
      if (b.kind == BlockKind::kGlossaryEntry) f(std::string_view(b.term));
      f(std::string_view(b.text));
    }
    std::int32_t rule = m.block + m.count - 1;
    for (std::size_t k = static_cast<std::size_t>(rule) + 1;
         k < d.blocks.size() && d.blocks[k].kind == BlockKind::kExample && d.blocks[k].parent == rule; ++k)
      f(std::string_view(d.blocks[k].text));
  }

  // search.js: RULECORP_SEARCH = {e: [[page, anchor, snippet, term], ...], w: {word: "deltas", ...}},
  // page "1".."9" or "g" (the glossary), rows in page order.
  void search_index(std::ostream& os) const {
    std::string out = "// The search index of the rulecorp reader: every row as [page, anchor, start of its English text, term]\n"
                      "// and each word (lowercased) with the rows it occurs in, as ascending deltas.\n"
                      "var RULECORP_SEARCH = {\"e\": [\n";
    std::map<std::string, std::vector<std::uint32_t>> postings;
    std::uint32_t n = 0;
    std::vector<std::string> ws;
    auto entry = [&](const Unit& u, const std::string& page, const std::string& id) {
      const Block* b = texts.block(u.members[0]);
      out += n ? ",\n[" : "[";
      append_js_string(out, page);
      out += ',';
      append_js_string(out, id);
      out += ',';
      append_js_string(out, snippet(b ? std::string_view(b->text) : std::string_view(), 90));
      if (page == "g") {
        out += ',';
        append_js_string(out, b ? std::string_view(b->term) : std::string_view());
      }
      out += ']';
      ws.clear();
      each_text(u.members[0], [&](std::string_view t) { index_words(t, ws); });
      for (const std::string& l : languages)
        if (const Member* m = member_in(u, l)) each_text(*m, [&](std::string_view t) { index_words(t, ws); });
      for (const std::string& w : ws) {
        std::vector<std::uint32_t>& p = postings[w];
        if (p.empty() || p.back() != n) p.push_back(n);
      }
      ++n;
      flush_when_full(os, out);
    };
    for (int s = 1; s <= 9; ++s)
      for (const Unit* u : rows[static_cast<std::size_t>(s)]) entry(*u, std::to_string(s), texts.block(u->members[0])->number.str());
    for (const Unit* u : glossary_rows) entry(*u, "g", glossary_anchor(*u));
    out += "],\n\"w\": {";
    bool first = true;
    for (const auto& [w, p] : postings) {
      out += first ? "\n" : ",\n";
      first = false;
      append_js_string(out, w);
      out += ":\"";
      std::uint32_t at = 0;
      for (std::size_t k = 0; k < p.size(); ++k) {
        if (k) out += ',';
        out += std::to_string(p[k] - at);
        at = p[k];
      }
      out += '"';
      flush_when_full(os, out);
    }
    out += "}};\n";
    os << out;
  }

  std::string rule_href(RuleNumber n, int here) const {
    std::string file = n.section() == here ? std::string() : "section-" + std::to_string(n.section()) + ".html";
    return file + "#" + n.str();
  }

  // Appends `s` with its terms of `lang` marked (once per term in `used`).
  void marked(std::string& out, std::string_view s, const std::string& lang, std::set<std::size_t>& used) const {
    auto it = terms.find(lang);
    if (it == terms.end()) {
      esc(out, s);
      return;
    }
    auto ws = words_of(s);
    std::vector<std::string> folded;
    folded.reserve(ws.size());
    for (auto [b, e] : ws) folded.push_back(fold(s.substr(b, e - b)));
    std::size_t at = 0;
    for (std::size_t i = 0; i < ws.size(); ++i) {
      auto f = it->second.by_first.find(folded[i]);
      if (f == it->second.by_first.end()) continue;
      for (const TermIndex::Entry& e : f->second) {
        if (used.count(e.id) || i + e.words.size() > ws.size()) continue;
        bool ok = true;
        for (std::size_t k = 1; k < e.words.size() && ok; ++k) {
          ok = folded[i + k] == e.words[k];
          // words of one term are separated by spaces only
          ok = ok && ws[i + k].first == ws[i + k - 1].second + 1 && s[ws[i + k - 1].second] == ' ';
        }
        if (!ok) continue;
        used.insert(e.id);
        std::size_t b = ws[i].first, en = ws[i + e.words.size() - 1].second;
        esc(out, s.substr(at, b - at));
        out += "<abbr tabindex=\"0\" title=\"";
        esc_attr(out, e.title);
        out += "\">";
        esc(out, s.substr(b, en - b));
        out += "</abbr>";
        at = en;
        i += e.words.size() - 1;
        break;
      }
    }
    esc(out, s.substr(at));
  }

  // Appends a block's text: citations linked, terms marked.
  void block_text(std::string& out, const Block& b, const std::string& lang, int here, std::set<std::size_t>& used) const {
    std::string_view t = b.text;
    std::size_t at = 0;
    for (const Citation& c : b.citations) {
      if (c.begin < at || c.end > t.size() || c.begin >= c.end) continue;
      marked(out, t.substr(at, c.begin - at), lang, used);
      std::string_view span = t.substr(c.begin, c.end - c.begin);
      if (c.kind == Citation::Kind::kSection) {
        int s = c.sections.size() ? c.sections[0] : 0;
        if (s >= 1 && s <= 9 && !rows[static_cast<std::size_t>(s)].empty()) {
          out += "<a href=\"section-" + std::to_string(s) + ".html\">";
          esc(out, span);
          out += "</a>";
        } else {
          esc(out, span);
        }
      } else {
        // Each number of the span links to its rule.
        std::size_t k = 0;
        while (k < span.size()) {
          bool start = span[k] >= '1' && span[k] <= '9' && (k == 0 || !(span[k - 1] >= '0' && span[k - 1] <= '9'));
          NumberToken tok = start ? scan_rule_number(span.substr(k)) : NumberToken{};
          if (tok.status == NumberToken::Status::kOk && anchored.count(tok.number.key())) {
            std::size_t len = tok.length;
            if (len && span[k + len - 1] == '.') --len;
            out += "<a href=\"";
            esc_attr(out, rule_href(tok.number, here));
            out += "\">";
            esc(out, span.substr(k, len));
            out += "</a>";
            k += len;
          } else {
            esc(out, span.substr(k, 1));
            ++k;
          }
        }
      }
      at = c.end;
    }
    marked(out, t.substr(at), lang, used);
  }

  // One column: the member's blocks and the examples after them.
  void column(std::string& out, const Member& m, const std::string& lang, int here) const {
    out += "<div class=\"col\" lang=\"";
    esc_attr(out, lang);
    out += "\">";
    if (!m.present()) {
      out += "<p><span class=\"no\">";
      out += m.missing() ? "not translated" : "\u2014";
      out += "</span></p></div>";
      return;
    }
    const Document& d = *texts.docs[static_cast<std::size_t>(m.doc)];
    std::set<std::size_t> used;
    for (std::int32_t i = 0; i < m.count; ++i) {
      const Block& b = d.blocks[static_cast<std::size_t>(m.block + i)];
      out += "<p>";
      if (b.kind == BlockKind::kRule) {
        std::string written = member_number(texts, m);
        if (i == 0 && !written.empty() && written != b.number.str() && written != b.number.str() + ".") {
          out += "<span class=\"wn\">(";
          esc(out, written);
          out += ") </span>";
        }
      } else if (b.kind == BlockKind::kGlossaryEntry) {
        out += "<b>";
        esc(out, b.term);
        out += "</b> ";
      }
      block_text(out, b, lang, here, used);
      out += "</p>";
    }
    std::int32_t rule = m.block + m.count - 1;
    for (std::size_t k = static_cast<std::size_t>(rule) + 1;
         k < d.blocks.size() && d.blocks[k].kind == BlockKind::kExample && d.blocks[k].parent == rule; ++k) {
      out += "<p class=\"ex\">";
      block_text(out, d.blocks[k], lang, here, used);
      out += "</p>";
    }
    out += "</div>";
  }

  // The member of `u` in `lang` (the first slot of that language that has one).
  const Member* member_in(const Unit& u, const std::string& lang) const {
    const Member* missing = nullptr;
    for (std::size_t s = 1; s < texts.slots.size(); ++s)
      if (texts.slots[s].language == lang) {
        if (u.members[s].present()) return &u.members[s];
        if (!missing) missing = &u.members[s];
      }
    return missing;
  }

  void row(std::string& out, const Unit& u, int here, RuleNumber n) const {
    std::string id = here < 0 ? glossary_anchor(u) : n.str();
    out += "<section class=\"rule\" id=\"";
    esc_attr(out, id);
    out += "\"><div class=\"num\"><a href=\"#";
    esc_attr(out, id);
    out += "\">";
    esc(out, here < 0 ? std::string_view(texts.block(u.members[0])->term) : std::string_view(id));
    out += "</a></div><div class=\"cols\">";
    column(out, u.members[0], texts.slots[0].language, here);
    Member none;
    for (const std::string& l : languages) {
      const Member* m = member_in(u, l);
      column(out, m ? *m : none, l, here);
    }
    out += "</div>";
    if (auto f = by_unit.find(u.id.str()); f != by_unit.end())
      for (const auto& [d, anchor] : f->second) {
        std::string sev(severity_name(d->severity));
        out += "<p class=\"f " + sev + "\"><span class=\"sev " + sev + "\">" + sev + "</span><code>";
        esc(out, d->check);
        out += "</code> ";
        if (!d->language.empty()) {
          esc(out, d->language);
          out += ": ";
        }
        esc(out, d->message);
        if (link_report) {
          out += " <a href=\"../report.html#";
          esc_attr(out, anchor);
          out += "\">in the report</a>";
        }
        out += "</p>";
      }
    if (here > 0 && edition) lineage(out, n);
  }

  // The rule's former numbers, with the editions' dates, and the edition it first appeared in.
  void lineage(std::string& out, RuleNumber n) const {
    std::span<const NumberRun> runs = history.lineage_runs(*edition, n);
    if (runs.empty()) return;
    std::string text;
    for (const NumberRun& r : runs) {
      if (r.last >= *edition) continue;
      if (!text.empty()) text += "; ";
      text += r.number.str() + " from " + history.edition(r.first).date + " until " +
              (r.last + 1 < history.size() ? history.edition(r.last + 1).date : std::string("?"));
    }
    out += "<p class=\"lineage\">";
    std::string title(history.title(*edition, n));
    esc(out, n.str() + (title.empty() ? "" : " " + title) + ": ");
    if (text.empty()) esc(out, "this number since " + history.edition(runs.front().first).date);
    else esc(out, text);
    if (runs.front().first > 0) esc(out, " (added " + history.edition(runs.front().first).date + ")");
    out += "</p>";
    std::span<const History::Rewording> rw = history.rewordings(*edition, n);
    if (rw.empty()) return;
    out += "<details class=\"lineage\"><summary>";
    std::string dates;
    for (const History::Rewording& r : rw) dates += (dates.empty() ? "" : ", ") + history.edition(r.edition).date;
    esc(out, "reworded in " + std::to_string(rw.size()) + (rw.size() == 1 ? " edition: " : " editions: ") + dates);
    out += "</summary>";
    // The word diffs of the latest rewordings (a page stays small).
    for (std::size_t k = rw.size() > kDiffs ? rw.size() - kDiffs : 0; k < rw.size(); ++k) {
      out += "<p class=\"diff\"><b>";
      esc(out, history.edition(rw[k].edition).date);
      out += "</b> ";
      word_diff(out, rw[k].before, rw[k].after);
      out += "</p>";
    }
    out += "</details>";
  }

  static constexpr std::size_t kDiffs = 1;

  // `before` to `after` as the word diff (align/word_diff.h): dropped text in <del>, added in <ins>.
  static void word_diff(std::string& out, std::string_view before, std::string_view after) {
    append_diff_html(out, rulecorp::word_diff(before, after));
  }

  static std::string glossary_anchor(const Unit& u) {
    std::string id = u.id.str();
    std::replace(id.begin(), id.end(), ' ', '-');
    return id;
  }

  void head(std::string& out, const std::string& title, int section) const {
    out += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\" />\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />\n<title>";
    esc(out, title);
    out += "</title>\n<style>";
    out += html::page_style(kRoot, html::styles::kReader, "1.5");
    out += "</style>\n</head>\n<body data-section=\"" + std::to_string(section) + "\" style=\"--cols:" +
           std::to_string(languages.size() + 1) + "\">\n<div class=\"page\">\n<nav class=\"top\"><a href=\"../index.html\">rulecorp build</a> <a href=\"index.html\">Contents</a>";
    for (int s = 1; s <= 9; ++s)
      if (!rows[static_cast<std::size_t>(s)].empty())
        out += " <a href=\"section-" + std::to_string(s) + ".html\">" + std::to_string(s) + "</a>";
    out += " <a href=\"glossary.html\">Glossary</a> <input id=\"search\" type=\"search\" placeholder=\"rule number or word\" aria-label=\"Search the rules\" />"
           " <p id=\"search-status\" role=\"status\"></p></nav>\n<ol id=\"search-results\" hidden></ol>\n<h1>";
    esc(out, title);
    out += "</h1>\n";
  }

  void tail(std::string& out) const {
    out += "<footer>rulecorp ";
    esc(out, kVersion);
    out += "</footer>\n</div>\n<script src=\"search.js\"></script>\n<script>";
    out += kScript;
    out += "</script>\n</body>\n</html>\n";
  }

  void write(std::size_t i, std::ostream& os) const {
    std::string out;
    int s = page_section[i];
    if (s == kSearchIndex) {
      search_index(os);
      return;
    }
    std::string cols = "English";
    for (const std::string& l : languages) cols += ", " + std::string(language_label(l));
    if (s == 0) {
      head(out, "The rules side by side", 0);
      out += "<p>";
      esc(out, "Every rule of the " + (newest >= 0 ? texts.docs[static_cast<std::size_t>(newest)]->edition : std::string()) +
                   " English edition beside its translations (" + cols + "). Search by rule number (702.80) or word.");
      out += "</p>\n<ul>";
      for (std::size_t k = 1; k < pages.size(); ++k) {
        if (page_section[k] == kSearchIndex) continue;
        out += "<li><a href=\"";
        esc_attr(out, pages[k].file);
        out += "\">";
        esc(out, pages[k].file);
        out += "</a>: ";
        std::size_t n = page_section[k] > 0 ? rows[static_cast<std::size_t>(page_section[k])].size() : glossary_rows.size();
        esc(out, pages[k].description + " (" + std::to_string(n) + ")");
        out += "</li>";
      }
      out += "</ul>\n";
    } else if (s > 0) {
      head(out, "Rules " + std::to_string(s * 100) + "\u2013" + std::to_string(s * 100 + 99), s);
      for (const Unit* u : rows[static_cast<std::size_t>(s)]) {
        row(out, *u, s, texts.block(u->members[0])->number);
        out += "</section>\n";
        flush_when_full(os, out);
      }
    } else {
      head(out, "Glossary", -1);
      for (const Unit* u : glossary_rows) {
        row(out, *u, -1, RuleNumber());
        out += "</section>\n";
        flush_when_full(os, out);
      }
    }
    tail(out);
    os << out;
  }
};

Reader::Reader(const Alignment& texts, const Glossary& glossary, const History& history, const std::vector<Diagnostic>& findings,
               bool link_report)
    : impl_(std::make_unique<Impl>(texts, glossary, history, findings, link_report)) {}
Reader::~Reader() = default;
const std::vector<Reader::Page>& Reader::pages() const { return impl_->pages; }
void Reader::write(std::size_t i, std::ostream& out) const { impl_->write(i, out); }
std::string Reader::page(std::size_t i) const {
  std::ostringstream s;
  write(i, s);
  return std::move(s).str();
}

}  // namespace rulecorp
