// The lexicon: each language's table is complete (twelve months, every word list filled), and the
// readers recognise every word of it: a citation after each keyword, a date with each month name
// and effective-date phrase, an example after each label, an obsolete glossary term with each
// marker, a pointer paragraph after each "see" prefix, and a sentence of each language's function
// words identified as that language.
#include <doctest/doctest.h>

#include <memory>
#include <set>
#include <string>

#include "common/ascii.h"
#include "parse/citation.h"
#include "parse/edition.h"
#include "parse/lexicon.h"
#include "lang/profile.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

// "rule" -> "Rule" (an ASCII first letter only; "règle" stays as it is).
std::string capitalised(std::string_view w) {
  std::string s(w);
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::vector<Document> parse_text(std::string_view text, Language l) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode("t.txt", text, {}, d));
  ParseOptions o;
  o.language = l;
  return parse(src, o, d);
}

const Language kLanguages[] = {Language::kEn, Language::kDe, Language::kFr};

}  // namespace

TEST_CASE("each language's table is complete") {
  REQUIRE(lexicons().size() == 3);
  for (Language l : kLanguages) {
    const Lexicon& lex = lexicon(l);
    CAPTURE(language_code(l));
    CHECK(lex.language == l);
    std::set<std::string_view> months(lex.months.begin(), lex.months.end());
    CHECK(months.size() == 12);  // twelve distinct names
    for (std::string_view m : lex.months) {
      CHECK(!m.empty());
      CHECK(ascii_lower(m) == m);
    }
    for (const MonthSpelling& m : lex.month_spellings) {
      CHECK(m.month >= 1);
      CHECK(m.month <= 12);
      CHECK(ascii_lower(m.name) == m.name);
    }
    CHECK(!lex.rule_keywords.empty());
    CHECK(!lex.section_keywords.empty());
    CHECK(!lex.list_connectors.empty());
    CHECK(!lex.range_words.empty());
    CHECK(!lex.effective_date_phrases.empty());
    CHECK(!lex.example_labels.empty());
    CHECK(!lex.see_prefixes.empty());
    CHECK(!lex.contents_headings.empty());
    CHECK(!lex.glossary_headings.empty());
    CHECK(!lex.credits_headings.empty());
    CHECK(!lex.translator_notes.empty());
    CHECK(!lex.original_only_markers.empty());
    for (std::string_view k : lex.rule_keywords) CHECK(ascii_lower(k) == k);
  }
  CHECK(lexicon(Language::kUnknown).rule_keywords.empty());
}

TEST_CASE("every citation keyword, connector and range word is recognised") {
  for (Language l : kLanguages) {
    const Lexicon& lex = lexicon(l);
    for (std::string_view k : lex.rule_keywords)
      for (const std::string& written : {std::string(k), capitalised(k)}) {
        CAPTURE(written);
        std::string text = "(" + written + " 506.5)";
        auto cs = find_citations(text);
        REQUIRE(cs.size() == 1);
        CHECK(dump(cs[0]) == "rule[506.5]");
        CHECK(is_citation_keyword(written));
        for (std::string_view c : lex.list_connectors) {
          std::string list = written + " 704.5a " + std::string(c) + " 704.5b.";
          CAPTURE(list);
          auto ls = find_citations(list);
          REQUIRE(ls.size() == 1);
          CHECK(dump(ls[0]) == "rule[704.5a 704.5b]");
        }
        for (std::string_view r : lex.range_words) {
          std::string range = written + " 100.1 " + std::string(r) + " 100.3.";
          CAPTURE(range);
          auto rs = find_citations(range);
          REQUIRE(rs.size() == 1);
          CHECK(dump(rs[0]) == "rule[100.1 100.2 100.3]");
        }
      }
    for (std::string_view k : lex.section_keywords) {
      std::string text = capitalised(k) + " 8.";
      CAPTURE(text);
      auto cs = find_citations(text);
      REQUIRE(cs.size() == 1);
      CHECK(dump(cs[0]) == "section[8]");
    }
  }
  CHECK(find_citations("Regelwerk 506.5").empty());  // a keyword must be the whole word
}

TEST_CASE("every month name and effective-date phrase gives a date") {
  for (Language l : kLanguages) {
    const Lexicon& lex = lexicon(l);
    for (std::string_view phrase : lex.effective_date_phrases) {
      for (int m = 1; m <= 12; ++m) {
        std::string month = capitalised(lex.months[static_cast<std::size_t>(m - 1)]);
        std::string text = "These rules: " + capitalised(phrase) + " 14 " + month + " 2025.";
        CAPTURE(text);
        char want[16];
        std::snprintf(want, sizeof want, "2025-%02d-14", m);
        CHECK(find_effective_date(text) == want);
      }
      for (const MonthSpelling& s : lex.month_spellings) {
        std::string text = std::string(phrase) + " 1 " + std::string(s.name) + " 2010";
        CAPTURE(text);
        char want[16];
        std::snprintf(want, sizeof want, "2010-%02d-01", s.month);
        CHECK(find_effective_date(text) == want);
      }
    }
  }
}

TEST_CASE("every example label, obsolete marker and see prefix is recognised by the parser") {
  for (Language l : kLanguages) {
    const Lexicon& lex = lexicon(l);
    for (std::string_view label : lex.example_labels) {
      std::string text = "100.1. A rule of the game.\n" + std::string(label) + " A case of it.\n";
      CAPTURE(text);
      auto docs = parse_text(text, l);
      REQUIRE(docs.size() == 1);
      REQUIRE(docs[0].blocks.size() == 2);
      CHECK(docs[0].blocks[1].kind == BlockKind::kExample);
      CHECK(docs[0].blocks[1].text == "A case of it.");
    }
    std::string glossary_heading(lex.glossary_headings[0]);
    for (const std::string& marker : profile(l).obsolete_suffixes) {
      std::string text = "100.1. A rule.\n\n" + glossary_heading + "\n\nBury" + std::string(marker) +
                         "\nAn old word for destroy.\n";
      CAPTURE(text);
      auto docs = parse_text(text, l);
      REQUIRE(docs.size() == 1);
      REQUIRE(docs[0].glossary.size() == 1);
      CHECK(docs[0].glossary[0].term == "Bury");
      CHECK(docs[0].glossary[0].status == EntryStatus::kObsolete);
    }
    for (std::string_view see : lex.see_prefixes) {
      // A "see" paragraph after a blank line continues the entry instead of starting a term.
      std::string text = "100.1. A rule.\n\n" + glossary_heading + "\n\nAbility\nText on an object.\n\n" +
                         std::string(see) + "rule 113.\n";
      CAPTURE(text);
      auto docs = parse_text(text, l);
      REQUIRE(docs.size() == 1);
      REQUIRE(docs[0].glossary.size() == 1);
      CHECK(docs[0].glossary[0].term == "Ability");
    }
  }
}

TEST_CASE("each language's function words identify it") {
  for (Language l : kLanguages) {
    std::string text;
    for (std::string_view w : profile(l).identifying_words) text += std::string(w) + " zzz ";
    CAPTURE(text);
    CHECK(score_language(text).best() == l);
  }
}

}  // namespace rulecorp
