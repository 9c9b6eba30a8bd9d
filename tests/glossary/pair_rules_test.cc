// The rule table of the statistical sources (pair_rules.h): every measure ends in a rule that keeps
// what no earlier rule dropped, a rule of a later stage does not apply before that stage, and each
// kept pair names the rule that kept it (`why`), which reaches the evidence of the JSON and the
// evidence line of TBX, HTML and CSV.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "emit/glossary_util.h"
#include "emit/glossary_json.h"
#include "glossary/aligned_rule.h"
#include "glossary/association.h"
#include "glossary/pair_rules.h"

namespace rulecorp {

TEST_CASE("pair rules: names unique, each measure's last rule keeps whatever reaches it") {
  std::set<std::string_view> names;
  std::map<Measure, const PairRule*> last;
  for (const PairRule& r : pair_rules()) {
    CHECK_MESSAGE(names.insert(r.name).second, r.name);
    last[r.measure] = &r;
  }
  REQUIRE(last.size() == 4);
  for (const auto& kv : last) {
    const PairRule* r = kv.second;  // no structured binding: doctest's message lambda captures it (clang 14)
    CHECK_MESSAGE(r->verdict == Verdict::kKeep, r->name);
    CHECK_MESSAGE(r->applies(Features{}, GlossaryParams{}), r->name);
  }
}

TEST_CASE("pair rules: decide() gives the first rule that holds, in the order the features are measured") {
  GlossaryParams p;
  Features f;
  f.measure = Measure::kDice;
  f.found = true;
  f.score = 0.6;
  f.shared = 3;
  CHECK(decide(f, p) == nullptr);  // scored and passing: the spelling is yet to be read
  f.score = 0.49;
  CHECK(decide(f, p)->name == "dice.below-threshold");
  f.score = 0.6;
  f.free_phrase = true;  // a repeated English phrase needs 0.8
  CHECK(decide(f, p)->name == "dice.below-threshold");
  f.score = 0.9;
  f.stage = Stage::kSpelled;
  f.spelled = true;
  f.german = true;
  CHECK(decide(f, p)->name == "dice.free-phrase-not-one-noun");  // "cards must": "Karte muss"
  f.one_noun = true;
  CHECK(decide(f, p)->name == "dice.free-phrase");
  // Half of the places the end of a hyphened compound with a word in lower case: its piece.
  f.free_phrase = false;
  f.content_words = 3;
  f.places = 4;
  f.hyphen_pieces = 2;
  CHECK(decide(f, p)->name == "dice.hyphen-piece");
  f.hyphen_pieces = 1;
  CHECK(decide(f, p)->name == "dice");

  Features c;
  c.measure = Measure::kCognate;
  c.found = true;
  c.score = 0.7;
  c.runner_up = 0.6;  // not clearly the most alike
  CHECK(decide(c, p)->name == "cognate.no-margin");
  c.runner_up = 0.3;
  CHECK(decide(c, p) == nullptr);  // the other cognates are yet to be compared
  c.stage = Stage::kCompared;
  c.beaten = true;
  CHECK(decide(c, p)->name == "cognate.beaten");
  c.beaten = false;
  CHECK(decide(c, p)->name == "cognate");
  // 4 in 5 exactly: a ratio compared in integers keeps the border case.
  c.stage = Stage::kScored;
  c.one_word_of_name = true;
  c.letters = 8;
  c.english_letters = 10;
  CHECK(decide(c, p) == nullptr);
  c.letters = 7;
  CHECK(decide(c, p)->name == "cognate.one-word-of-name");
}

TEST_CASE("why: association's pairs name their rule, and the evidence shows it") {
  std::vector<InputUnit> us;
  const char* en[] = {"The combat phase begins.", "During the combat phase creatures attack.", "After the combat phase the turn goes on.",
                      "A creature attacks.", "Creatures block."};
  const char* de[] = {"Die Kampfphase beginnt.", "Während der Kampfphase greifen Kreaturen an.", "Nach der Kampfphase geht der Zug weiter.",
                      "Eine Kreatur greift an.", "Kreaturen blocken."};
  for (int i = 0; i < 5; ++i) us.push_back(test::aligned_rule("1." + std::to_string(i + 1), en[i], de[i]));
  WordCache cache;
  std::vector<Candidate> out;
  find_associated_terms(us, "de", {"combat phase"}, {}, AssociationOptions{}, cache, out);
  bool found = false;
  for (const Candidate& c : out) {
    CHECK_MESSAGE(!c.why.empty(), c.english, "=", c.term);
    if (c.english == "combat phase" && c.term == "Kampfphase") found = c.why == "dice";
  }
  CHECK(found);

  Glossary g;
  g.languages = {"en", "de"};
  Concept k;
  k.id = "combat phase";
  for (const auto& [language, text] : {std::pair<const char*, const char*>{"en", "combat phase"}, {"de", "Kampfphase"}}) {
    Term t;
    t.language = language;
    t.variants.emplace_back();
    t.variants.back().text = text;
    k.terms.push_back(std::move(t));
  }
  TermEvidence e;
  e.source = TermSource::kAssociation;
  e.language = "de";
  e.english = "combat phase";
  e.term = "Kampfphase";
  e.refs = {"1.1"};
  e.count = 3;
  e.confidence = 0.75;
  e.why = "dice";
  k.evidence.push_back(e);
  g.concepts.push_back(k);
  CHECK(glossary_util::evidence_line(g.concepts[0]) == "association de \xE2\x80\x9CKampfphase\xE2\x80\x9D 1.1 (3, 0.75, why dice)");
  std::ostringstream json;
  write_glossary_json(g, json);
  auto j = nlohmann::json::parse(json.str());
  CHECK(j["entries"][0]["sources"][0]["why"] == "dice");
}

}  // namespace rulecorp
