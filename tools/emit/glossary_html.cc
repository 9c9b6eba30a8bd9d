// The page is one pugixml tree (emit/html_page.h: every text escaped, no empty-element tags, which
// HTML does not have). Sorting uses an icu::Collator for the source language's locale,
// comparing collation keys computed once per entry; index letters come from the first code point,
// decomposed (NFD) with its combining marks dropped and upper-cased by ICU. Entries carry stable
// anchors ("c-combat-phase"), so links between runs keep working.
#include "emit/glossary_html.h"

#include <unicode/coll.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <memory>
#include <pugixml.hpp>

#include "common/version.h"
#include "emit/glossary_util.h"
#include "emit/html_page.h"
#include "emit/page_styles.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

using namespace html;  // the page's builders: el, el_text, attr, text

std::string language_name(const std::string& code) {
  std::string_view name = profile(code).native_name;
  return name.empty() ? code : std::string(name);
}

}  // namespace

std::string index_letter(const std::string& term) {
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(term);
  if (u.isEmpty()) return "#";
  UChar32 first = u.char32At(0);
  if (!u_isalpha(first)) return "#";
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
  icu::UnicodeString decomposed = U_SUCCESS(status) ? nfd->normalize(icu::UnicodeString(first), status) : icu::UnicodeString(first);
  icu::UnicodeString base;
  for (int32_t i = 0; i < decomposed.length();) {
    UChar32 c = decomposed.char32At(i);
    if (u_getCombiningClass(c) == 0 && u_charType(c) != U_NON_SPACING_MARK) base.append(c);
    i += U16_LENGTH(c);
  }
  std::string out;
  base.toUpper(icu::Locale::getRoot()).toUTF8String(out);
  return out.empty() ? "#" : out;
}

std::vector<const Concept*> collated_concepts(const Glossary& g, const std::string& source, const std::string& target) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::Collator> coll(icu::Collator::createInstance(icu::Locale(source.c_str()), status));
  std::vector<std::pair<std::string, const Concept*>> keyed;
  for (const Concept& c : g.concepts) {
    const Term* s = c.term(source);
    if (!s || !c.term(target)) continue;
    std::string key;
    if (coll && U_SUCCESS(status)) {
      icu::UnicodeString u = icu::UnicodeString::fromUTF8(s->text());
      std::int32_t n = coll->getSortKey(u, nullptr, 0);
      key.resize(static_cast<std::size_t>(n));
      coll->getSortKey(u, reinterpret_cast<std::uint8_t*>(key.data()), n);
    } else {
      key = s->text();
    }
    keyed.emplace_back(std::move(key), &c);
  }
  // Equal keys (the same term in two concepts) keep the concepts' id order.
  std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const Concept*> out;
  for (auto& [k, c] : keyed) out.push_back(c);
  return out;
}

void write_glossary_html(const Glossary& g, const std::string& source, const std::string& target, std::ostream& out) {
  std::vector<const Concept*> order = collated_concepts(g, source, target);
  auto anchors = glossary_util::anchors(g);
  pugi::xml_document doc;
  std::string title = "Glossary " + language_name(source) + " \xE2\x80\x93 " + language_name(target);
  pugi::xml_node body = html::start_page(doc, source, title, html::one_line(html::styles::kGlossary));
  el_text(body, "h1", nullptr, title);
  el_text(body, "p", nullptr, std::to_string(order.size()) + " entries. rulecorp " + std::string(kVersion) + ".");
  // Letters in the order the entries come.
  std::vector<std::string> letters;
  std::vector<std::string> letter_of(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) {
    letter_of[k] = index_letter(order[k]->term(source)->text());
    if (letters.empty() || letters.back() != letter_of[k]) letters.push_back(letter_of[k]);
  }
  pugi::xml_node nav = el(body, "nav", "letters");
  for (const std::string& l : letters) attr(el_text(nav, "a", nullptr, l), "href", "#letter-" + l);
  pugi::xml_node dl;
  for (std::size_t k = 0; k < order.size(); ++k) {
    const Concept& c = *order[k];
    if (k == 0 || letter_of[k] != letter_of[k - 1]) {
      attr(el_text(body, "h2", nullptr, letter_of[k]), "id", "letter-" + letter_of[k]);
      dl = el(body, "dl");
    }
    const Term& s = *c.term(source);
    const Term& t = *c.term(target);
    pugi::xml_node dt = el_text(dl, "dt", nullptr, s.text());
    attr(dt, "id", anchors[c.id]);
    attr(dt, "lang", source);
    pugi::xml_node dd = el(dl, "dd");
    pugi::xml_node tp = el(dd, "div", "target");
    attr(tp, "lang", target);
    for (std::size_t v = 0; v < t.variants.size(); ++v) {
      if (v) text(tp, ", ");
      const Variant& var = t.variants[v];
      el_text(tp, "span", var.status == TermStatus::kDeprecated ? "deprecated" : nullptr, var.text);
      if (var.status != TermStatus::kPreferred)
        el_text(tp, "span", "status", " (" + std::string(term_status_name(var.status)) + ")");
    }
    if (!t.part_of_speech.empty()) el_text(tp, "span", "status", " \xC2\xB7 " + t.part_of_speech);
    if (!s.definition.empty()) el_text(dd, "p", "definition", s.definition);
    if (!t.definition.empty()) el_text(dd, "p", "definition", t.definition);
    if (!s.context.empty()) el_text(dd, "p", "context", s.context + " (" + s.context_rule + ")");
    if (!t.context.empty()) el_text(dd, "p", "context", t.context + " (" + t.context_rule + ")");
    for (const std::string& x : c.conflicts) el_text(dd, "p", "conflict", "Sources disagree: " + x);
    el_text(dd, "p", "evidence", glossary_util::evidence_line(c));
  }
  html::write_page(doc, out, "  ");
}

}  // namespace rulecorp
