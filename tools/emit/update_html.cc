// One table row per UpdateRow: rule and change, then three text cells. A text's marks (sorted,
// clamped to the text, cut only at their own bounds) become <del> in the English then and <ins>
// in the English now; the page's counts per change head it.
#include "emit/update_html.h"

#include <algorithm>
#include <array>
#include <pugixml.hpp>
#include <string_view>

#include "common/version.h"
#include "emit/html_page.h"
#include "emit/page_styles.h"

namespace rulecorp {
namespace {

using namespace html;  // the page's builders: el, el_text, attr, text

// The page's custom properties; its own rules (after the shared base, html::page_style) are style/update.css.
constexpr const char* kRoot = "--line:#d8dde3;--bg:#f4f6f8;--del:#ffd7d5;--ins:#c9f0d1";

// Appends `s` to `parent` with its marked spans in <tag>.
void marked(pugi::xml_node parent, const std::string& s, std::vector<Mark> marks, const char* tag) {
  std::sort(marks.begin(), marks.end(), [](const Mark& a, const Mark& b) { return a.begin < b.begin; });
  std::size_t at = 0;
  for (const Mark& m : marks) {
    std::size_t b = std::max<std::size_t>(m.begin, at), e = std::min<std::size_t>(m.end, s.size());
    if (b >= e) continue;
    if (b > at) text(parent, std::string_view(s).substr(at, b - at));
    el_text(parent, tag, nullptr, std::string_view(s).substr(b, e - b));
    at = e;
  }
  if (at < s.size()) text(parent, std::string_view(s).substr(at));
}

void text_cell(pugi::xml_node tr, const std::string& lang, const std::string& s, const std::vector<Mark>& marks,
               const char* tag, const char* absent) {
  pugi::xml_node td = el(tr, "td", s.empty() ? "text absent" : "text");
  if (s.empty()) {
    text(td, absent);
    return;
  }
  attr(td, "lang", lang);
  marked(td, s, marks, tag);
}

}  // namespace

std::string write_update_html(const UpdateList& list) {
  pugi::xml_document doc;
  const std::string& since = list.then->edition;
  const std::string& now = list.now->edition;
  pugi::xml_node body = html::start_page(doc, "en", "Update list: " + list.language + " " + since + " \u2192 " + now, html::page_style(kRoot, html::styles::kUpdate));
  pugi::xml_node page = el(body, "main", "page");
  el_text(page, "h1", nullptr, "Update list of " + list.translation->name());
  pugi::xml_node sub = el(page, "p", "sub");
  text(sub, "The " + list.language + " text translates the " + since + " edition (" + list.then->name() + "); the newest is " + now +
                " (" + list.now->name() + "). ");
  std::array<std::size_t, 5> counts{};
  for (const UpdateRow& r : list.rows) ++counts[static_cast<std::size_t>(r.change)];
  std::string summary = std::to_string(list.rows.size()) + (list.rows.size() == 1 ? " rule" : " rules") + " to update";
  const char* names[] = {"added", "removed", "renumbered", "reworded", "renumbered and reworded"};
  bool first = true;
  for (std::size_t c = 0; c < counts.size(); ++c)
    if (counts[c]) {
      summary += (first ? ": " : ", ") + std::to_string(counts[c]) + " " + names[c];
      first = false;
    }
  text(sub, summary + (list.excerpt ? " (an excerpt: only the rules it has and those added among them)." : "."));
  pugi::xml_node legend = el(page, "p", "sub");
  text(legend, "In the English texts, ");
  el_text(legend, "del", nullptr, "dropped words");
  text(legend, " and ");
  el_text(legend, "ins", nullptr, "new words");
  text(legend, ".");

  const std::string then_heading = "English " + since, now_heading = "English " + now,
                    translation_heading = "Translation (" + list.language + ")";
  pugi::xml_node rows = table(page, {"Rule", then_heading, now_heading, translation_heading});
  for (const UpdateRow& r : list.rows) {
    pugi::xml_node tr = el(rows, "tr");
    attr(tr, "id", r.change == UpdateChange::kRemoved ? "was-" + r.old_number.str() : r.number().str());  // unique
    pugi::xml_node head = el(tr, "td");
    el_text(head, "code", nullptr, r.number().str());
    el_text(head, "span", "change where", std::string(update_change_name(r.change)));
    if (r.then && r.now && r.old_number != r.new_number) el_text(head, "span", "where", "was " + r.old_number.str());
    text_cell(tr, "en", r.then ? r.then_text : std::string(), r.then_marks, "del", "(not in this edition)");
    text_cell(tr, "en", r.now ? r.now_text : std::string(), r.now_marks, "ins", "(removed)");
    pugi::xml_node td = el(tr, "td", r.translation ? "text" : "text absent");
    el_text(td, "span", "where mono", list.place(r));
    if (r.translation) {
      attr(td, "lang", list.language);
      text(td, r.translation_text);
    } else {
      text(td, "(to translate)");
    }
  }
  if (list.rows.empty()) el_text(page, "p", nullptr, "Nothing changed in the rules this text has.");
  el_text(page, "footer", nullptr, std::string("rulecorp ") + kVersion);
  return html::page_string(doc);
}

}  // namespace rulecorp
