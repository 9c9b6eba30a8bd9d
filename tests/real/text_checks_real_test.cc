// The text checks on the real pair EN/DE 2025 in ../shared, checked as `rulecorp check` checks them:
// every finding of text.entity, text.unbalanced, list.missing-item, list.extra-item, text.lone-word
// and term.keyword-kind on both files, read one by one; the table below lists each with its
// verdict, and the test asserts the findings are exactly these. The oldest layouts of
// ../shared/corpus/cr-archive: the 1999 edition read with and without its contents heading, and
// the editions whose rule numbers have a space inside ("702. 37a", "606. 8b"). Skipped when
// ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <memory>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "parse/parser.h"
#include "pipeline/pipeline.h"
#include "support/real_pair.h"
#include "support/shared_dir.h"
#include "text/decoder.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

const std::set<std::string> kChecks = {"text.entity", "text.unbalanced", "list.missing-item", "list.extra-item",
                                       "text.lone-word", "term.keyword-kind"};

struct Expected {
  const char* where;  // "de:LINE check"
  bool real;          // the verdict after reading the finding
};

// Every finding on EN/DE 2025, read one by one (file:line check), with its verdict.
const Expected kExpected[] = {
    // English original: the maintainers' errors.
    {"en:2588 text.unbalanced", true},    // 603.6a "enters, . . . “" closes with an opening mark
    {"en:2709 text.unbalanced", true},    // 606.5's example: “Planeswalkers’ loyalty abilities … never closed
    {"en:3047 text.unbalanced", true},    // 614.1c "enters as . . . “" the same
    {"en:7483 text.unbalanced", true},    // Glossary "Decayed": “When this creature attacks, … never closed
    {"en:7553 term.keyword-kind", true},  // Glossary "Discover": "keyword ability", cites 701.57 (a keyword action)
    {"en:7954 text.unbalanced", true},    // Glossary "Junk Token": a closing ” with no opening mark
    // German translation.
    {"de:249 text.unbalanced", true},     // 100.4 "(zu finden unter WPN…" never closed
    {"de:1532 text.unbalanced", true},    // 111.12 "(siehe Regel 707, „Objekte kopieren“." never closed
    {"de:1898 text.unbalanced", true},    // 115.1b "(Eine aktivierte oder ausgelöste Fähigkeit … gezielt sein." never closed
    {"de:2661 text.unbalanced", true},    // 120.4b "„Verhinderungseffekte“.)" with no opening parenthesis
    {"de:3630 list.missing-item", true},  // 205.3m creature types: 312 against 313
    {"de:3674 list.missing-item", true},  // 205.3n planar types: 81 against 82 ("Necros" is missing)
    {"de:3874 list.missing-item", true},  // 207.2c ability words: 55 against 56
    {"de:4468 text.unbalanced", true},    // 306.4 "(siehe Regel 704.5j." never closed
    {"de:5264 text.unbalanced", true},    // 405.6h "Siehe Regel 800.4a.)" with no opening parenthesis
    {"de:6570 text.unbalanced", true},    // 601.4 "(siehe (Regeln 601.2a–d)," one parenthesis too many
    {"de:9479 text.unbalanced", true},    // 701.16a „Erzeuge einen Hinweis-Spielstein. never closed
    {"de:11577 text.unbalanced", true},   // 702.38a „Sowie dieses Objekt … never closed
    {"de:12632 text.unbalanced", true},   // 702.106c "Siehe Regel 116.2j)." with no opening parenthesis
    {"de:14017 text.entity", true},       // &infin; 8 times (702.186 and two glossary entries)
    {"de:14331 text.unbalanced", true},   // 704.6e "„Erzfeind“.)" with no opening parenthesis
    {"de:14336 text.unbalanced", true},   // 704.6f "„Weltenjagd“.)" the same
    {"de:14924 text.unbalanced", true},   // 708.2 "„Objekte kopieren“.)" the same
    {"de:16150 text.unbalanced", true},   // 723.1f "„Aufräumsegment“)." the same
    {"de:18513 text.entity", true},       // &rarr; 485 times, the Glossar's English pointers
    {"de:19094 term.keyword-kind", true}, // Glossar "Beistand": "Schlüsselwortfähigkeit", cites 701.41 (a keyword action)
};

}  // namespace

TEST_CASE("EN/DE 2025: every finding of the text checks is listed with its verdict, and precision is at least 97%") {
  std::vector<Diagnostic> found = test::en_de_2025_findings();
  std::set<std::string> got;
  std::map<std::string, std::size_t> per_check;
  for (const Diagnostic& d : found) {
    if (!kChecks.count(d.check)) continue;
    std::string lang = d.file.find("-de-") != std::string::npos ? "de" : "en";
    std::string key = lang + ":" + std::to_string(d.line) + " " + d.check;
    std::cout << key << "  " << d.message << '\n';
    got.insert(key);
    ++per_check[lang + " " + d.check];
  }
  std::set<std::string> want;
  std::size_t real = 0;
  for (const Expected& e : kExpected) {
    want.insert(e.where);
    real += e.real;
  }
  for (const auto& [k, n] : per_check) std::cout << k << ": " << n << '\n';
  for (const std::string& k : got) CHECK_MESSAGE(want.count(k), "a finding not read yet: " << k);
  for (const std::string& k : want) CHECK_MESSAGE(got.count(k), "a listed finding no longer reported: " << k);
  CHECK(real * 100 >= std::size(kExpected) * 97);
  // The entities are one finding each, with every line: &rarr; on 485 lines.
  for (const Diagnostic& d : found)
    if (d.check == "text.entity" && d.message.find("&rarr;") != std::string::npos) {
      CHECK(d.message.find("485 times") != std::string::npos);
      bool lines = false;
      for (const auto& [k, v] : d.args)
        if (k == "lines") lines = std::count(v.begin(), v.end(), ',') == 484;
      CHECK(lines);
    }
}

TEST_CASE("the oldest layouts: a table of contents is no glossary; a number with a space inside is one number") {
  auto parse_file = [](const std::string& name, const std::string& bytes, Diagnostics& d) {
    auto src = std::make_shared<const Source>(decode(name, bytes, {}, d));
    return parse(src, {}, d);
  };
  auto count = [](const Document& doc, BlockKind k) {
    std::size_t n = 0;
    for (const Block& b : doc.blocks) n += b.kind == k;
    return n;
  };
  const std::string archive = test::shared_dir() + "/corpus/cr-archive/";
  const std::string y1999 = test::read_file(archive + "cr-en-1999-11-01.txt");
  // As it is (a "Contents" heading, dot leaders), without its heading, and without heading and dot
  // leaders (the hidden 1999 layout): the same rules and glossary each time.
  std::string headless = y1999, bare;
  headless.erase(headless.find("\nContents\n"), std::string("\nContents").size());
  static const std::regex leaders(R"(\.{3,}\d+\n)");
  bare = std::regex_replace(headless, leaders, "\n");
  for (const std::string* text : std::vector<const std::string*>{&y1999, &headless, &bare}) {
    Diagnostics d;
    std::vector<Document> docs = parse_file("cr-en-1999-11-01.txt", *text, d);
    REQUIRE(docs.size() == 1);
    CHECK(count(docs[0], BlockKind::kRule) == 418);
    CHECK(count(docs[0], BlockKind::kGlossaryEntry) == 237);
    CHECK(count(docs[0], BlockKind::kSection) == 5);
    CHECK(docs[0].glossary.front().term == "Ability");
  }
  // "702. 37a" (2009-07-08) and "606. 8b" (2005 to 2007 editions): the rule, with a warning.
  for (const char* name : {"cr-en-2009-07-08.txt", "cr-en-2006-02-01.txt"}) {
    CAPTURE(name);
    Diagnostics d;
    std::vector<Document> docs = parse_file(name, test::read_file(archive + name), d);
    REQUIRE(!docs.empty());
    std::set<std::string> numbers;
    for (const Block& b : docs[0].blocks)
      if (b.kind == BlockKind::kRule) numbers.insert(b.number.str());
    std::size_t spaced = 0, duplicates = 0;
    for (const Diagnostic& x : d.all()) {
      spaced += x.check == "numbering.spaced";
      duplicates += x.check == "numbering.duplicate" && (x.message.find("rule 702 ") == 0 || x.message.find("rule 606 ") == 0);
    }
    if (std::string(name) == "cr-en-2009-07-08.txt") {
      CHECK(numbers.count("702.37a"));
      CHECK(numbers.count("702.37b"));
      CHECK(spaced == 2);
    } else {
      CHECK(numbers.count("606.8b"));
      CHECK(spaced == 1);
    }
    CHECK(duplicates == 0);
  }
}

}  // namespace rulecorp
