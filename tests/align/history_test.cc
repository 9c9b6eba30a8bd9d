// The renumbering history on minimal editions: lineages followed through consecutive edition maps,
// former numbers with the edition that ended them, editions out of order or repeated refused.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "align/history.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

Document edition(const std::string& name, const std::string& date_sentence, const std::string& rules) {
  Diagnostics d;
  std::string text = "Magic: The Gathering Comprehensive Rules\n\n" + date_sentence + "\n\n" + rules;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  return std::move(parse(src, {}, d).at(0));
}

const std::string kAttacksAlone =
    "A creature attacks alone if it's the only creature declared as an attacker during the declare attackers step.";
const std::string kExalted =
    "Exalted is a triggered ability. \"Exalted\" means \"Whenever a creature you control attacks alone, that creature "
    "gets +1/+1 until end of turn.\"";
const std::string kAnnihilator =
    "Annihilator is a triggered ability. \"Annihilator N\" means \"Whenever this creature attacks, defending player "
    "sacrifices N permanents.\"";

// 2008: keywords at 502, "attacks alone" at 306.5; 2009: 702 and 506.5; 2010: Annihilator
// inserted before Exalted, which moves to 702.81.
History three_editions() {
  HistoryBuilder b;
  CHECK(b.add(edition("en-2008.txt", "These rules are effective as of October 1, 2008.",
                      "306.5. " + kAttacksAlone + "\n\n502.83. Exalted\n\n502.83a " + kExalted + "\n")));
  CHECK(b.add(edition("en-2009.txt", "These rules are effective as of October 1, 2009.",
                      "506.5. " + kAttacksAlone + "\n\n702.80. Exalted\n\n702.80a " + kExalted + "\n")));
  CHECK(b.add(edition("en-2010.txt", "These rules are effective as of February 1, 2010.",
                      "506.5. " + kAttacksAlone + "\n\n702.80. Annihilator\n\n702.80a " + kAnnihilator +
                          "\n\n702.81. Exalted\n\n702.81a " + kExalted + "\n")));
  return b.finish();
}

}  // namespace

TEST_CASE("history: editions in date order, each number followed to the target edition") {
  History h = three_editions();
  REQUIRE(h.size() == 3);
  CHECK(h.edition(0).date == "2008-10-01");
  CHECK(h.edition(1).date == "2009-10-01");
  CHECK(h.edition(2).date == "2010-02-01");
  CHECK(h.edition_at("2009-10-01") == std::optional<std::size_t>(1));
  CHECK(h.edition_at("2009-12-24") == std::optional<std::size_t>(1));  // latest edition before
  CHECK_FALSE(h.edition_at("2001-01-01"));
  struct Case { const char* number; std::size_t from, target; const char* now; };
  for (const Case& c : {Case{"306.5", 0, 1, "506.5"}, Case{"306.5", 0, 2, "506.5"}, Case{"502.83a", 0, 1, "702.80a"},
                        Case{"502.83", 0, 2, "702.81"}, Case{"702.80", 1, 2, "702.81"}, Case{"702.81a", 2, 0, "502.83a"},
                        Case{"702.80", 2, 2, "702.80"}}) {
    CAPTURE(c.number);
    auto n = h.follow(*RuleNumber::parse(c.number), c.from, c.target);
    REQUIRE(n);
    CHECK(n->str() == c.now);
  }
  // Annihilator did not exist in 2009; 702.80 of 2010 has no 2008 counterpart.
  CHECK_FALSE(h.follow(*RuleNumber::parse("702.80"), 2, 0));
  CHECK_FALSE(h.follow(*RuleNumber::parse("999.1"), 2, 0));
}

TEST_CASE("history: former numbers name the edition that ended them") {
  History h = three_editions();
  struct Case { const char* cited; const char* now; std::size_t target; const char* until; };
  for (const Case& c : {Case{"306.5", "506.5", 2, "2009-10-01"}, Case{"502.83", "702.81", 2, "2009-10-01"},
                        Case{"702.80", "702.81", 2, "2010-02-01"}, Case{"702.80a", "702.81a", 2, "2010-02-01"},
                        Case{"306.5", "506.5", 1, "2009-10-01"}}) {
    CAPTURE(c.cited);
    const NumberRun* r = h.former_number(*RuleNumber::parse(c.cited), *RuleNumber::parse(c.now), c.target);
    REQUIRE(r);
    CHECK(h.edition(r->last + 1).date == c.until);
  }
  // Not former numbers: the current number itself, a number of another rule, a number never used,
  // and a number that is still current in the target edition.
  CHECK_FALSE(h.former_number(*RuleNumber::parse("506.5"), *RuleNumber::parse("506.5"), 2));
  CHECK_FALSE(h.former_number(*RuleNumber::parse("502.83"), *RuleNumber::parse("506.5"), 2));
  CHECK_FALSE(h.former_number(*RuleNumber::parse("123.4"), *RuleNumber::parse("506.5"), 2));
  CHECK_FALSE(h.former_number(*RuleNumber::parse("702.80"), *RuleNumber::parse("702.80"), 1));
  CHECK(h.ever_numbered(*RuleNumber::parse("502.83a")));
  CHECK_FALSE(h.ever_numbered(*RuleNumber::parse("123.4")));
  CHECK(h.title(2, *RuleNumber::parse("702.81")) == "Exalted");
  CHECK(h.title(0, *RuleNumber::parse("306.5")) == "A creature attacks alone if it's the\u2026");
}

TEST_CASE("history: an edition without a date, out of order or repeated is refused") {
  HistoryBuilder b;
  CHECK(b.add(edition("en-2009.txt", "These rules are effective as of October 1, 2009.", "506.5. " + kAttacksAlone + "\n")));
  CHECK_FALSE(b.add(edition("en-2008.txt", "These rules are effective as of October 1, 2008.", "306.5. " + kAttacksAlone + "\n")));
  CHECK_FALSE(b.add(edition("en-2009b.txt", "These rules are effective as of October 1, 2009.", "506.5. " + kAttacksAlone + "\n")));
  CHECK_FALSE(b.add(edition("en-undated.txt", "Comprehensive Rules", "506.5. " + kAttacksAlone + "\n")));
  History h = b.finish();
  CHECK(h.size() == 1);
}

TEST_CASE("short_title: short texts whole, long ones cut at a word") {
  CHECK(short_title("Exalted") == "Exalted");
  CHECK(short_title("  Combat Damage Step ") == "Combat Damage Step");
  CHECK(short_title("Eine Kreatur „greift alleine an“, falls sie die einzige Kreatur ist") ==
        "Eine Kreatur „greift alleine an“\u2026");
}

}  // namespace rulecorp

namespace rulecorp {

TEST_CASE("history: build_history maps the editions on several threads and gives HistoryBuilder's history") {
  // Intent: the parallel builder refuses what add() refuses (an earlier or repeated date) and
  // links the same rules, whatever the thread count.
  auto editions = [] {
    std::vector<EditionRules> v;
    v.push_back(EditionRules::of(edition("en-2008.txt", "These rules are effective as of October 1, 2008.",
                                         "306.5. " + kAttacksAlone + "\n\n502.83. Exalted\n\n502.83a " + kExalted + "\n")));
    v.push_back(EditionRules::of(edition("en-2009.txt", "These rules are effective as of October 1, 2009.",
                                         "506.5. " + kAttacksAlone + "\n\n702.80. Exalted\n\n702.80a " + kExalted + "\n")));
    v.push_back(EditionRules::of(edition("en-2009b.txt", "These rules are effective as of October 1, 2009.",
                                         "506.5. " + kAttacksAlone + "\n")));
    v.push_back(EditionRules::of(edition("en-2010.txt", "These rules are effective as of February 1, 2010.",
                                         "506.5. " + kAttacksAlone + "\n\n702.80. Annihilator\n\n702.80a " + kAnnihilator +
                                             "\n\n702.81. Exalted\n\n702.81a " + kExalted + "\n")));
    return v;
  };
  History reference = three_editions();
  for (unsigned jobs : {1u, 2u, 3u}) {
    CAPTURE(jobs);
    History h = build_history(editions(), Fanout::on_threads(jobs));
    REQUIRE(h.size() == reference.size());
    for (std::size_t e = 0; e < h.size(); ++e) {
      CHECK(h.edition(e).date == reference.edition(e).date);
      CHECK(h.edition(e).name == reference.edition(e).name);
      CHECK(h.edition(e).numbers == reference.edition(e).numbers);
      CHECK(h.edition(e).lineage == reference.edition(e).lineage);
    }
    REQUIRE(h.runs().size() == reference.runs().size());
    for (std::size_t i = 0; i < h.runs().size(); ++i) {
      CHECK(h.runs()[i].lineage == reference.runs()[i].lineage);
      CHECK(h.runs()[i].first == reference.runs()[i].first);
      CHECK(h.runs()[i].last == reference.runs()[i].last);
      CHECK(h.runs()[i].number == reference.runs()[i].number);
      CHECK(h.runs()[i].title == reference.runs()[i].title);
    }
    CHECK(h.follow(*RuleNumber::parse("502.83"), 0, 2) == RuleNumber::parse("702.81"));
  }
}

}  // namespace rulecorp
