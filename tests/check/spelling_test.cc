// term.spelling on small texts against a small Hunspell dictionary written here (the real
// dictionaries are read by tests/real/spelling_real_test.cc): a rejected word one edit from a word
// the texts use often is reported with that word, severity from the evidence; the texts' own
// vocabulary, names kept from the original, inflections and the card data are accepted.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "check/spelling.h"
#include "support/temp_dir.h"

namespace rulecorp {
namespace {

// A German dictionary of the words below (no affixes), in its own folder as de_DE.aff/.dic.
struct Dictionary {
  test::TempDir dir;
  Dictionary() {
    std::ofstream(dir.path + "/de_DE.aff") << "SET UTF-8\n";
    const char* words[] = {"eine", "bleibende", "Karte", "zusätzliche", "Kosten", "Spieler", "ist", "die", "hat",
                           "Kreatur", "und", "sind", "wird", "mit", "Geist"};
    std::ofstream dic(dir.path + "/de_DE.dic");
    dic << std::size(words) << "\n";
    for (const char* w : words) dic << w << "\n";
  }
};

std::vector<SpellingText> texts_of(const std::vector<std::string>& v, const char* original = "") {
  std::vector<SpellingText> out;
  for (std::size_t i = 0; i < v.size(); ++i) out.push_back({"de", v[i], original, "100." + std::to_string(i + 1), true});
  return out;
}

}  // namespace

TEST_CASE("A rejected word one edit from a word the texts use often is term.spelling with that word") {
  Dictionary d;
  std::vector<std::string> v(6, "Eine bleibende Karte ist eine bleibende Karte.");
  v.push_back("Eine beibende Karte hat zusätzliche Kosten.");
  auto f = check_spelling(texts_of(v), nullptr, d.dir.path);
  REQUIRE(f.size() == 1);
  CHECK(f[0].at == 6);
  CHECK(f[0].diagnostic.check == "term.spelling");
  CHECK(f[0].diagnostic.severity == Severity::kWarning);  // 12 uses against 1
  CHECK(f[0].diagnostic.suggestion == "bleibende");
  CHECK(f[0].diagnostic.message ==
        "de 100.7: \u201cbeibende\u201d is not in the de_DE dictionary and is one edit from \u201cbleibende\u201d, which the de "
        "texts write 12 times: write \u201cbleibende\u201d");
  REQUIRE(f[0].fix.size() == 1);
  CHECK(v[6].substr(f[0].fix[0].begin, f[0].fix[0].end - f[0].fix[0].begin) == "beibende");
  CHECK(f[0].fix[0].text == "bleibende");
}

TEST_CASE("Weak evidence is a note, without a fix; a capitalised slip gets a capitalised suggestion") {
  Dictionary d;
  auto f = check_spelling(texts_of({"zusätzliche Kosten", "zusätzliche Kosten", "zusätzliche Kosten", "Zuätzliche Kosten"}),
                          nullptr, d.dir.path);
  REQUIRE(f.size() == 1);
  CHECK(f[0].diagnostic.severity == Severity::kNote);  // 3 against 1
  CHECK(f[0].diagnostic.suggestion == "Zusätzliche");
  CHECK(f[0].fix.empty());
}

TEST_CASE("The texts' own vocabulary, names of the original, inflections and card data are accepted") {
  Dictionary d;
  std::vector<std::string> base(6, "Die Kreatur und die Karte sind eine Kreatur mit Geist.");
  SUBCASE("a word the dictionary lacks but the texts use three times") {
    std::vector<std::string> v = base;
    for (int i = 0; i < 3; ++i) v.push_back("Die Kreaturen sind Karten.");
    CHECK(check_spelling(texts_of(v), nullptr, d.dir.path).empty());
  }
  SUBCASE("a name the original has too, or with one or two letters more (a genitive)") {
    std::vector<std::string> v = base;
    v.push_back("Grist ist eine Kreatur.");
    v.push_back("Gaists Fluch ist eine Karte.");
    auto t = texts_of(v, "Grist is a creature; Gaist\u2019s Curse is a card.");
    CHECK(check_spelling(t, nullptr, d.dir.path).empty());
    t.back().original = "";  // without the original: "Grist" is a slip for "Geist"; "Gaists" is two edits from it
    t[t.size() - 2].original = "";
    auto f = check_spelling(t, nullptr, d.dir.path);
    REQUIRE(f.size() == 1);
    CHECK(f[0].diagnostic.suggestion == "Geist");  // "Grist", once, against "Geist" six times
  }
  SUBCASE("a difference at the last letter only is inflection") {
    std::vector<std::string> v = base;
    v.push_back("Die Kreaturn hat Karto.");
    CHECK(check_spelling(texts_of(v), nullptr, d.dir.path).empty());
  }
  SUBCASE("a word of the card data") {
    auto t = texts_of(base);
    std::string card = "Kraatur des Geistes";
    t.push_back({"de", card, "", "card", false});
    std::string line = "Die Kraatur ist eine Karte.";
    t.push_back({"de", line, "", "100.9", true});
    CHECK(check_spelling(t, nullptr, d.dir.path).empty());
  }
}

TEST_CASE("A glossary rendering is a suggestion however rarely the texts use it") {
  Dictionary d;
  Glossary g;
  g.languages = {"en", "de"};
  Concept c;
  c.id = "graveyard";
  Term en;
  en.language = "en";
  en.variants.push_back({"graveyard"});
  Term de;
  de.language = "de";
  de.variants.push_back({"Friedhof"});
  c.terms = {en, de};
  TermEvidence from_card;
  from_card.source = TermSource::kCard;
  c.evidence = {from_card};
  g.concepts.push_back(c);
  const std::vector<std::string> lines = {"Die Karte ist im Friedhf.", "Eine Karte."};  // the texts view these
  const std::vector<SpellingText> texts = texts_of(lines);
  // A card name or a listing's item is accepted, but no suggestion: names are not spelled by.
  CHECK(check_spelling(texts, &g, d.dir.path).empty());
  // A term of the rules (a heading, the CR glossaries, a definition, a gloss) is.
  TermEvidence from_heading;
  from_heading.source = TermSource::kHeading;
  g.concepts[0].evidence.push_back(from_heading);
  auto f = check_spelling(texts, &g, d.dir.path);
  REQUIRE(f.size() == 1);
  CHECK(f[0].diagnostic.suggestion == "Friedhof");
  CHECK(f[0].diagnostic.message.find("a glossary rendering has") != std::string::npos);
}

TEST_CASE("An English word capitalised inside a sentence is a name") {
  Dictionary d;  // a German dictionary stands in as en_US: only the file name matters here
  std::filesystem::copy_file(d.dir.path + "/de_DE.aff", d.dir.path + "/en_US.aff");
  std::filesystem::copy_file(d.dir.path + "/de_DE.dic", d.dir.path + "/en_US.dic");
  std::vector<SpellingText> t;
  std::vector<std::string> v(5, "eine Karte und eine bleibende Karte");
  v.push_back("The types are Karte, Kaste and Geist.");  // "Kaste" capitalised after a comma: a name
  v.push_back("Kaste is not a word.");                   // at a sentence start it could be a slip
  for (const std::string& x : v) t.push_back({"en", x, "", "1", true});
  auto f = check_spelling(std::vector<SpellingText>(t.begin(), t.end() - 1), nullptr, d.dir.path);
  CHECK(f.empty());
  CHECK(check_spelling(t, nullptr, d.dir.path).size() == 2);
}

TEST_CASE("A missing dictionary is one note, not a failure") {
  test::TempDir empty;
  auto f = check_spelling(texts_of({"Eine beibende Karte."}), nullptr, empty.path);
  REQUIRE(f.size() == 1);
  CHECK(f[0].at == 1);  // past the texts: about the language, not a text
  CHECK(f[0].diagnostic.severity == Severity::kNote);
  CHECK(f[0].diagnostic.message.find("no de_DE spelling dictionary") == 0);
}

TEST_CASE("A dictionary not in UTF-8 is asked in its own encoding; one ICU cannot convert to is one note") {
  // A Latin-1 dictionary with "Größe" and "Grüße": the texts' UTF-8 words are converted, so the
  // rare "Grüße" (one edit from the often "Größe") is accepted and "Gräße" is not.
  test::TempDir latin1;
  std::ofstream(latin1.path + "/de_DE.aff") << "SET ISO8859-1\n";
  std::ofstream(latin1.path + "/de_DE.dic") << "3\nGr\xf6\xdf" "e\nGr\xfc\xdf" "e\neine\n";
  std::vector<std::string> v(6, "Eine Gr\u00f6\u00dfe ist eine Gr\u00f6\u00dfe.");
  v.push_back("Eine Gr\u00fc\u00dfe.");
  CHECK(check_spelling(texts_of(v), nullptr, latin1.path).empty());
  v.push_back("Eine Gr\u00e4\u00dfe.");
  auto f = check_spelling(texts_of(v), nullptr, latin1.path);
  REQUIRE(f.size() == 1);
  CHECK(f[0].at == 7);
  CHECK(f[0].diagnostic.suggestion == "Gr\u00f6\u00dfe");

  test::TempDir unknown;
  std::ofstream(unknown.path + "/de_DE.aff") << "SET X-NO-SUCH-ENCODING\n";
  std::ofstream(unknown.path + "/de_DE.dic") << "1\neine\n";
  auto n = check_spelling(texts_of(v), nullptr, unknown.path);
  REQUIRE(n.size() == 1);
  CHECK(n[0].at == v.size());  // about the language, not a text
  CHECK(n[0].diagnostic.severity == Severity::kNote);
  CHECK(n[0].diagnostic.message.find("is in X-NO-SUCH-ENCODING, which ICU cannot convert to") != std::string::npos);
}

}  // namespace rulecorp
