// The page is one pugixml tree (emit/html_page.h escapes every text). Anchors: a rule's id is its
// number; a number the document repeats (a duplicated number in the text) anchors its first rule
// only, the others get "NUMBER~2", "NUMBER~3"; sections are "s-N"; glossary terms "g-term". A
// citation links its whole text to the first rule it names (a range to its first rule), or to the
// nearest enclosing rule the document has (a cited 702.80z that does not exist links 702.80); a
// citation of nothing in the document is marked, not linked, so the page has no dead link.
// Invariant: every href is "#" and an id of the page.
#include "emit/document_html.h"

#include <pugixml.hpp>
#include <unordered_map>
#include <unordered_set>

#include "common/version.h"
#include "emit/document_text.h"
#include "emit/html_page.h"
#include "emit/page_styles.h"
#include "parse/lexicon.h"

namespace rulecorp {
namespace {

using namespace html;  // the page's builders: el, el_text, attr, text

std::string_view language_name(Language l) {
  switch (l) {
    case Language::kEn: return "English";
    case Language::kDe: return "Deutsch";
    case Language::kFr: return "Fran\xC3\xA7" "ais";
    case Language::kUnknown: return "";
  }
  return "";
}

// The anchors of the page, made once before the blocks are written.
struct Anchors {
  std::unordered_map<std::uint32_t, std::uint32_t> rule_seen;  // number key -> times anchored
  std::unordered_set<std::uint32_t> rules;                    // numbers with an anchor
  std::unordered_set<int> sections;
  std::unordered_set<std::string> terms;

  // The id of the next rule numbered `n`.
  std::string rule_id(RuleNumber n) {
    std::uint32_t k = ++rule_seen[n.key()];
    return k == 1 ? n.str() : n.str() + "~" + std::to_string(k);
  }
  // The id of the next glossary entry for `term`, unique on the page.
  std::string term_id(std::string_view term) {
    std::string id = glossary_anchor(term), base = id;
    for (int k = 2; !terms.insert(id).second; ++k) id = base + "~" + std::to_string(k);
    return id;
  }
  // The link target of citation `c`, or "" when the document has nothing it names.
  std::string target(const Citation& c) const {
    if (c.kind == Citation::Kind::kSection) {
      for (int s : c.sections)
        if (sections.count(s)) return "#s-" + std::to_string(s);
      return "";
    }
    for (const RuleNumber& r : c.rules) {
      for (RuleNumber n = r;; n = n.parent()) {
        if (rules.count(n.key())) return "#" + n.str();
        if (n.parent() == n) break;
      }
    }
    return "";
  }
};

// Appends `s` to `n` as text, its line breaks as <br>.
void text_lines(pugi::xml_node n, std::string_view s) {
  for (std::size_t nl; (nl = s.find('\n')) != std::string_view::npos; s.remove_prefix(nl + 1)) {
    text(n, s.substr(0, nl));
    el(n, "br");
  }
  if (!s.empty()) text(n, s);
}

// Appends `s` to `n`, the citations in it (offsets into `s`) as links.
void linked_text(pugi::xml_node n, std::string_view s, std::span<const Citation> citations, const Anchors& anchors) {
  std::size_t at = 0;
  for (const Citation& c : citations) {
    if (c.begin < at || c.end > s.size() || c.begin >= c.end) continue;
    text_lines(n, s.substr(at, c.begin - at));
    std::string_view cited = s.substr(c.begin, c.end - c.begin);
    std::string href = anchors.target(c);
    if (href.empty()) {
      pugi::xml_node u = el_text(n, "span", "unlinked", cited);
      attr(u, "title", "not in this document");
    } else {
      attr(el_text(n, "a", nullptr, cited), "href", href);
    }
    at = c.end;
  }
  text_lines(n, s.substr(at));
}

}  // namespace

std::string glossary_anchor(std::string_view term) {
  std::string id = "g-";
  bool dash = false;
  for (char ch : term) {
    auto u = static_cast<unsigned char>(ch);
    bool word = u >= 0x80 || (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
    if (word) {
      if (dash && id.size() > 2) id += '-';
      dash = false;
      id += (ch >= 'A' && ch <= 'Z') ? static_cast<char>(ch - 'A' + 'a') : ch;
    } else {
      dash = true;
    }
  }
  return id;
}

std::string document_html(const Document& doc) {
  const std::string title = !doc.title.empty() ? doc.title : doc.source ? doc.source->name : std::string("rules");
  pugi::xml_document page;
  pugi::xml_node body = html::start_page(page, doc.language == Language::kUnknown ? "und" : language_code(doc.language),
                                         title, html::one_line(html::styles::kDocument));
  el_text(body, "h1", nullptr, title);
  std::string meta = std::string(language_name(doc.language));
  if (!doc.edition.empty()) meta += (meta.empty() ? "" : " \xC2\xB7 ") + doc.edition;
  if (doc.source) meta += (meta.empty() ? "" : " \xC2\xB7 ") + doc.source->name;
  el_text(body, "p", "meta", meta + " \xC2\xB7 rulecorp " + std::string(kVersion));

  // The anchors first, so that citations of rules further down resolve.
  Anchors anchors;
  bool has_glossary = false;
  for (const Block& b : doc.blocks) {
    if (b.kind == BlockKind::kRule && b.number.valid()) anchors.rules.insert(b.number.key());
    if (b.kind == BlockKind::kSection) anchors.sections.insert(b.section);
    has_glossary |= b.kind == BlockKind::kGlossaryEntry;
  }

  // The table of contents: sections with their rules of three digits, and the glossary.
  pugi::xml_node toc = el(body, "nav", "toc");
  attr(toc, "aria-label", "Contents");
  pugi::xml_node top = el(toc, "ul");
  pugi::xml_node sub;
  std::unordered_set<int> listed_sections;
  std::unordered_set<std::uint32_t> listed_rules;
  for (const Block& b : doc.blocks) {
    if (b.kind == BlockKind::kSection && listed_sections.insert(b.section).second) {
      pugi::xml_node li = el(top, "li");
      attr(el_text(li, "a", nullptr, std::to_string(b.section) + ". " + std::string(b.text)), "href", "#s-" + std::to_string(b.section));
      sub = el(li, "ul");
    } else if (b.kind == BlockKind::kRule && b.number.valid() && b.number.sub() == 0 &&
               listed_rules.insert(b.number.key()).second) {
      pugi::xml_node li = el(sub ? sub : top, "li");
      attr(el_text(li, "a", nullptr, b.number.str() + ". " + std::string(b.text)), "href", "#" + b.number.str());
    }
  }
  if (has_glossary) attr(el_text(el(top, "li"), "a", nullptr, "Glossary"), "href", "#glossary");
  if (top.first_child().empty()) toc.parent().remove_child(toc);

  const Lexicon& lex = lexicon(doc.language == Language::kUnknown ? Language::kEn : doc.language);
  const std::string_view label = lex.example_labels.empty() ? std::string_view("Example:") : lex.example_labels.front();
  pugi::xml_node main = el(body, "main");
  pugi::xml_node glossary;  // the <dl> of the glossary, once begun
  std::unordered_set<int> anchored_sections;  // the first heading of a section number holds its anchor
  for (const Block& b : doc.blocks) {
    switch (b.kind) {
      case BlockKind::kSection: {
        pugi::xml_node h = el_text(main, "h2", nullptr, std::to_string(b.section) + ". " + std::string(b.text));
        if (anchored_sections.insert(b.section).second) attr(h, "id", "s-" + std::to_string(b.section));
        break;
      }
      case BlockKind::kRule: {
        const bool heading = b.number.valid() && b.number.sub() == 0;
        pugi::xml_node p = el(main, heading ? "h3" : "p", heading ? nullptr : "rule");
        std::string number = b.number.valid() ? written_rule_number(b.number) : std::string(b.raw_number);
        if (b.number.valid()) {
          std::string id = anchors.rule_id(b.number);
          attr(p, "id", id);
          attr(el_text(p, "a", "num", number), "href", "#" + id);
        } else {
          el_text(p, "span", "num", number);
        }
        text(p, " ");
        linked_text(p, b.text, b.citations, anchors);
        break;
      }
      case BlockKind::kExample: {
        pugi::xml_node p = el(main, "p", "example");
        el_text(p, "span", "label", label);
        text(p, " ");
        linked_text(p, b.text, b.citations, anchors);
        break;
      }
      case BlockKind::kGlossaryEntry: {
        if (!glossary) {
          glossary = el(main, "dl", "glossary");
          attr(glossary, "id", "glossary");
        }
        std::string_view term = b.entry >= 0 ? doc.glossary[static_cast<std::size_t>(b.entry)].term : b.term;
        pugi::xml_node dt = el(glossary, "dt");
        std::string id = anchors.term_id(term);
        attr(dt, "id", id);
        attr(el_text(dt, "a", "num", b.term), "href", "#" + id);
        pugi::xml_node dd = el(glossary, "dd");
        if (!b.see.empty()) text(dd, "\u2192 " + std::string(b.see));  // a pointer to the term in the other language
        else linked_text(dd, b.text, b.citations, anchors);
        break;
      }
      case BlockKind::kRuling: {
        pugi::xml_node p = el(main, "p", "ruling");
        if (!b.date.empty()) el_text(p, "span", "label", b.date.str() + " ");
        if (b.bullet != Bullet::kNone) el_text(p, "span", "label", std::string(bullet_text(b.bullet)) + " ");
        linked_text(p, b.text, b.citations, anchors);
        break;
      }
      case BlockKind::kCard: {
        pugi::xml_node p = el(main, "p", "card");
        el_text(p, "strong", nullptr, b.term);
        if (!b.type_line().empty()) el_text(p, "span", "label", " \u2014 " + std::string(b.type_line()));
        el(p, "br");
        linked_text(p, b.text, b.citations, anchors);
        break;
      }
      case BlockKind::kProse:
        linked_text(el(main, "p", "prose"), b.text, b.citations, anchors);
        break;
      case BlockKind::kContents:  // the page's own table of contents replaces the text's
        break;
    }
  }
  return html::page_string(page, "");
}

}  // namespace rulecorp
