// The terminology check (tools/check/terms.h) on minimal German and French texts with a small
// hand-made glossary: a term rendered another way than the glossary and the other texts render it
// is term.inconsistent, a compound written hyphenated in one text and solid in the others too;
// inflected forms and compounds containing the term are the same term; a term left out is
// term.missing only where the run's other translations render it almost always.
#include <doctest/doctest.h>

#include <algorithm>

#include "check/terms.h"
#include "check/words.h"
#include "glossary/words.h"

namespace rulecorp {
namespace {

// A concept with one English term and renderings in one language (preferred first), from `source`.
Concept make_concept(const std::string& english, const std::string& language, std::vector<Variant> variants,
                     TermSource source = TermSource::kHeading) {
  Concept c;
  c.id = concept_id(english);
  Term en;
  en.language = "en";
  en.variants.push_back({english, TermStatus::kPreferred, 1});
  Term t;
  t.language = language;
  t.variants = std::move(variants);
  c.terms = {en, t};
  TermEvidence e;
  e.source = source;
  e.language = language;
  e.english = english;
  e.term = c.terms[1].text();
  e.refs = {"714"};
  c.evidence.push_back(e);
  return c;
}

Glossary glossary_of(std::vector<Concept> cs) {
  Glossary g;
  g.languages = {"en", "de", "fr"};
  g.concepts = std::move(cs);
  std::sort(g.concepts.begin(), g.concepts.end(), [](const Concept& a, const Concept& b) { return a.id < b.id; });
  return g;
}

std::vector<const TermFinding*> of(const std::vector<TermFinding>& fs, std::string_view check) {
  std::vector<const TermFinding*> out;
  for (const TermFinding& f : fs)
    if (f.diagnostic.check == check) out.push_back(&f);
  return out;
}

std::string marked(const TermText& t, const Mark& m) { return std::string(t.text.substr(m.begin, m.end - m.begin)); }

// Four German rules on Sagas, one of them writing "Saga" where the others write "Sage".
std::vector<TermText> saga_texts() {
  return {
      {"de", "Jede Sage hat Kapitel.", "Each Saga has chapters.", "714.1"},
      {"de", "Sagen verwenden Sagenmarken.", "Sagas use lore counters.", "714.3"},
      {"de", "Lege eine Sagenmarke auf die Sage.", "Put a lore counter on the Saga.", "714.3a"},
      {"de", "Falls die Saga drei Sagenmarken hat, opfere sie.", "If the Saga has three lore counters, sacrifice it.", "714.4"},
  };
}

TEST_CASE("German: \"Saga\" where the glossary and the other rules say \"Sage\"; inflections and compounds are no variant") {
  Glossary g = glossary_of({make_concept("Saga", "de", {{"Sage", TermStatus::kPreferred, 3}})});
  std::vector<TermText> texts = saga_texts();
  std::vector<TermFinding> fs = check_terms(texts, &g);
  auto inc = of(fs, "term.inconsistent");
  REQUIRE(inc.size() == 1);
  const TermFinding& f = *inc[0];
  CHECK(f.at == 3);
  REQUIRE(f.diagnostic.marks.size() == 1);
  CHECK(marked(texts[3], f.diagnostic.marks[0]) == "Saga");
  CHECK(f.diagnostic.message == "de 714.4 renders \"Saga\" as \"Saga\"; elsewhere (3 of 4 de texts translating it) \"Sage\": use \"Sage\"");
  CHECK(f.diagnostic.suggestion == "Sage");
  REQUIRE(f.example);
  CHECK(*f.example == 0);
  CHECK(marked(texts[0], f.example_mark) == "Sage");
  REQUIRE(f.diagnostic.related.size() == 1);
  CHECK(f.diagnostic.related[0].role == "original");
  CHECK(of(fs, "term.missing").empty());
}

TEST_CASE("German: a pair found by co-occurrence alone (association, listing) is not trusted to call a rendering inconsistent") {
  // The intent: only a structural source (a heading, the CR glossaries, card data, ...) makes a
  // concept's rendering the yardstick; "Saga" against "Sage" is then no finding.
  std::vector<TermText> texts = saga_texts();
  for (TermSource weak : {TermSource::kAssociation, TermSource::kListing}) {
    Glossary g = glossary_of({make_concept("Saga", "de", {{"Sage", TermStatus::kPreferred, 3}}, weak)});
    CHECK_MESSAGE(of(check_terms(texts, &g), "term.inconsistent").empty(), term_source_name(weak));
  }
  Glossary trusted = glossary_of({make_concept("Saga", "de", {{"Sage", TermStatus::kPreferred, 3}}, TermSource::kListCognate)});
  CHECK(of(check_terms(texts, &trusted), "term.inconsistent").size() == 1);
}

TEST_CASE("German: a compound hyphenated in one text and solid in the others (no glossary needed)") {
  std::vector<TermText> texts = {
      {"de", "Eine Kapitelfähigkeit ist eine ausgelöste Fähigkeit.", "", "ruling:1"},
      {"de", "Kapitelfähigkeiten werden auf den Stapel gelegt.", "", "ruling:2"},
      {"de", "Falls mehrere Kapitelfähigkeiten auslösen, wähle die Reihenfolge.", "", "ruling:3"},
      {"de", "Sobald eine Kapitel-Fähigkeit ausgelöst wurde, bleibt sie.", "", "ruling:4"},
      {"de", "Die Kampfphase und der Kampf-Schritt.", "", "ruling:5"},  // no solid form anywhere: no finding
  };
  std::vector<TermFinding> fs = check_terms(texts, nullptr);
  REQUIRE(fs.size() == 1);
  const Diagnostic& d = fs[0].diagnostic;
  CHECK(d.check == "term.inconsistent");
  CHECK(fs[0].at == 3);
  CHECK(marked(texts[3], d.marks.at(0)) == "Kapitel-Fähigkeit");
  CHECK(d.suggestion == "Kapitelfähigkeit");
  CHECK(d.message == "de ruling:4 writes \"Kapitel-Fähigkeit\"; elsewhere (3 of 4 de texts) it is written without hyphen: "
                     "write \"Kapitelfähigkeit\"");
  REQUIRE(fs[0].example);
  CHECK(*fs[0].example == 0);

  // An even split says nothing about which spelling is right.
  std::vector<TermText> even = {{"de", "Eine Kapitelfähigkeit.", "", "a"}, {"de", "Eine Kapitel-Fähigkeit.", "", "b"}};
  CHECK(check_terms(even, nullptr).empty());
}

TEST_CASE("term.inconsistent is a warning only for a clear majority: at least 5 uses, 4 for each use of the other form") {
  CHECK(inconsistency_severity(3, 1) == Severity::kNote);     // one against three
  CHECK(inconsistency_severity(4, 1) == Severity::kNote);     // one against four: too few uses
  CHECK(inconsistency_severity(5, 1) == Severity::kWarning);
  CHECK(inconsistency_severity(56, 12) == Severity::kWarning);  // "Mehrspielerpartie" 56, "Mehrspieler-Partie" 12
  CHECK(inconsistency_severity(47, 12) == Severity::kNote);     // under 4:1
  CHECK(inconsistency_severity(0, 0) == Severity::kNote);       // the glossary alone, no use in the texts
  // In a run: a slip against three solid spellings (the case above) is a note now.
  std::vector<TermText> texts = {
      {"de", "Eine Kapitelfähigkeit ist eine ausgelöste Fähigkeit.", "", "ruling:1"},
      {"de", "Kapitelfähigkeiten werden auf den Stapel gelegt.", "", "ruling:2"},
      {"de", "Falls mehrere Kapitelfähigkeiten auslösen, wähle die Reihenfolge.", "", "ruling:3"},
      {"de", "Sobald eine Kapitel-Fähigkeit ausgelöst wurde, bleibt sie.", "", "ruling:4"},
  };
  std::vector<TermFinding> fs = check_terms(texts, nullptr);
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].diagnostic.severity == Severity::kNote);
  texts.push_back({"de", "Eine weitere Kapitelfähigkeit.", "", "ruling:5"});
  texts.push_back({"de", "Noch eine Kapitelfähigkeit.", "", "ruling:6"});
  fs = check_terms(texts, nullptr);
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].diagnostic.severity == Severity::kWarning);
}

TEST_CASE("German rulings without original: a near spelling of a glossary term; its inflections are not") {
  Glossary g = glossary_of({make_concept("Saga", "de", {{"Sage", TermStatus::kPreferred, 3}}, TermSource::kCard)});
  std::vector<TermText> texts = {
      {"de", "Sowie eine Sage ins Spiel kommt, lege eine Sagenmarke auf sie.", "", "ruling:de-rulings:2"},
      {"de", "Falls Sagenmarken von einer Saga entfernt werden, löst sie erneut aus.", "", "ruling:de-rulings:4"},
      {"de", "Die Sagen dieser Welt.", "", "ruling:de-rulings:5"},
  };
  std::vector<TermFinding> fs = check_terms(texts, &g);
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].at == 1);
  CHECK(marked(texts[1], fs[0].diagnostic.marks.at(0)) == "Saga");
  CHECK(fs[0].diagnostic.message ==
        "de ruling:de-rulings:4 writes \"Saga\" where the glossary renders \"Saga\" as \"Sage\" (card 714), as 2 other de texts do: use \"Sage\"");
  REQUIRE(fs[0].example);
  CHECK(*fs[0].example == 0);
}

TEST_CASE("German: a variant the glossary marks deprecated") {
  Glossary g = glossary_of({make_concept("combat phase", "de",
                                         {{"Kampfphase", TermStatus::kPreferred, 20}, {"Kampfabschnitt", TermStatus::kDeprecated, 1}},
                                         TermSource::kCrGlossary)});
  std::vector<TermText> texts = {
      {"de", "Die Kampfphase hat fünf Schritte.", "The combat phase has five steps.", "506.1"},
      {"de", "Im Kampfabschnitt greifen Kreaturen an.", "In the combat phase, creatures attack.", "506.2"},
  };
  std::vector<TermFinding> fs = check_terms(texts, &g);
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].at == 1);
  CHECK(fs[0].diagnostic.message == "de 506.2 renders \"combat phase\" as \"Kampfabschnitt\"; elsewhere (1 of 2 de texts translating it) "
                                    "\"Kampfphase\", and marks \"Kampfabschnitt\" deprecated: use \"Kampfphase\"");
  CHECK(marked(texts[1], fs[0].diagnostic.marks.at(0)) == "Kampfabschnitt");
  REQUIRE(!fs[0].diagnostic.related.empty());
  const Location& o = fs[0].diagnostic.related[0];
  CHECK(o.text.substr(o.marks.at(0).begin, o.marks.at(0).end - o.marks.at(0).begin) == "combat phase");
}

TEST_CASE("French: « capacité déclenché » for « capacité déclenchée »; plural and elision are the same term") {
  Glossary g = glossary_of({make_concept("triggered ability", "fr", {{"capacité déclenchée", TermStatus::kPreferred, 5}})});
  std::vector<TermText> texts = {
      {"fr", "L'exaltation est une capacité déclenchée.", "Exalted is a triggered ability.", "702.80a"},
      {"fr", "Les capacités déclenchées utilisent la pile.", "Triggered abilities use the stack.", "603.3"},
      {"fr", "Une capacité déclenché se déclenche quand l'événement arrive.", "A triggered ability triggers when its event happens.",
       "603.2"},
  };
  std::vector<TermFinding> fs = check_terms(texts, &g);
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].at == 2);
  CHECK(marked(texts[2], fs[0].diagnostic.marks.at(0)) == "capacité déclenché");
  CHECK(fs[0].diagnostic.suggestion == "capacité déclenchée");
}

TEST_CASE("French: term.missing only for a term of two words that the other translations render almost always") {
  Glossary g = glossary_of({make_concept("combat phase", "fr", {{"phase de combat", TermStatus::kPreferred, 9}}),
                            make_concept("attacking creature", "fr", {{"créature attaquante", TermStatus::kPreferred, 2}}),
                            make_concept("end step", "fr", {{"étape de fin", TermStatus::kPreferred, 9}}, TermSource::kAssociation)});
  std::vector<TermText> texts;
  for (int i = 0; i < 79; ++i)
    texts.push_back({"fr", "Pendant la phase de combat, les créatures attaquent.", "During the combat phase, creatures attack.",
                     "506." + std::to_string(i)});
  texts.push_back({"fr", "Pendant les phases de combat supplémentaires, rien.", "During additional combat phases, nothing.", "506.9"});
  // Rephrased around "combat" (no finding), then with no word of the term at all (the finding).
  texts.push_back({"fr", "Pendant le combat, les créatures attaquent.", "During the combat phase, creatures attack.", "506.50"});
  texts.push_back({"fr", "Pendant cette étape, les créatures attaquent.", "During the combat phase, creatures attack.", "507.1"});
  // Too few translations of "attacking creature" to call one without it a fault; "end step" is paired
  // by association only.
  texts.push_back({"fr", "Elle attaque.", "The attacking creature attacks.", "508.1"});
  texts.push_back({"fr", "Au début de l'étape de fin.", "At the beginning of the end step.", "513.1"});
  texts.push_back({"fr", "À la fin du tour.", "At the beginning of the end step.", "513.2"});
  std::vector<TermFinding> fs = check_terms(texts, &g);
  REQUIRE(fs.size() == 1);
  const Diagnostic& d = fs[0].diagnostic;
  CHECK(d.check == "term.missing");
  CHECK(d.severity == Severity::kNote);
  CHECK(fs[0].at == 81);
  CHECK(d.message == "fr 507.1 has no rendering of \"combat phase\", which 80 of 82 fr texts translating it render \"phase de combat\": "
                     "check the translation");
}

// The term check reads ICU words as the glossary does (elisions split off after their apostrophe),
// and, without a glossary, only the words near the pieces of a text that can hold a compound: both
// must give the very words a split of the whole text gives.
TEST_CASE("Term words: the glossary's words, and the words near chosen ranges as a whole split finds them") {
  const std::string text =
      "Die Kapitel-Fähigkeit (z.B. einer Saga) löst aus; d'exaltation und l\u2019attaquant, "
      "opponent's 2-Spieler-Partie +1/+1 Schlüsselwort\u2010Aktion, \u201EMehrspielerpartie\u201C.\n"
      "Im-Spiel-Zone 3.5 Zoll 1990er Jahre \u00C9t\u00E9 l'\u00E9t\u00E9 qu\u2019il Tag- bzw. Nachtauszeichnung";
  WordBreaker breaker;
  std::vector<Word> mine = breaker.words(text, Elision::kSplit);
  WordList theirs = split_words(text, "de");
  REQUIRE(mine.size() == theirs.size());
  for (std::size_t i = 0; i < mine.size(); ++i) {
    CAPTURE(text.substr(theirs[i].begin, theirs[i].end - theirs[i].begin));
    CHECK(mine[i].begin == theirs[i].begin);
    CHECK(mine[i].end == theirs[i].end);
    CHECK(mine[i].letters == theirs[i].letters);
  }
  // Every other piece between spaces, and a range starting inside a word: the words overlapping them.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> spans;
  std::size_t piece = 0;
  for (std::size_t b = 0; b < text.size();) {
    std::size_t e = text.find_first_of(" \n", b);
    if (e == std::string::npos) e = text.size();
    if (piece++ % 2 == 0 && e > b) spans.emplace_back(static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(e));
    b = e + 1;
  }
  auto inside = static_cast<std::uint32_t>(text.find("Nachtauszeichnung") + 5);
  while (!spans.empty() && spans.back().second > inside) spans.pop_back();  // sorted and disjoint
  spans.emplace_back(inside, static_cast<std::uint32_t>(text.size()));
  std::vector<Word> near = breaker.words_in(text, spans, Elision::kSplit), expected;
  for (const Word& w : mine)
    for (const auto& [b, e] : spans)
      if (w.begin < e && w.end > b) {
        expected.push_back(w);
        break;
      }
  REQUIRE(near.size() == expected.size());
  for (std::size_t i = 0; i < near.size(); ++i) {
    CHECK(near[i].begin == expected[i].begin);
    CHECK(near[i].end == expected[i].end);
  }
}

}  // namespace
}  // namespace rulecorp
