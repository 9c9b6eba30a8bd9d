// symbol.mismatch: the correspondence of symbol spellings is learned from aligned pairs (the German
// CR's {tap} for {T}, {b} for blue {U}, {s} for black {B}), and only pairs breaking it are reported.
#include <doctest/doctest.h>

#include <stdexcept>

#include <string>
#include <vector>

#include "check/symbols.h"

namespace rulecorp {
namespace {

// A small German corpus in the German CR's spelling, each symbol seen in several pairs.
SymbolCorrespondence german() {
  SymbolCorrespondence s;
  const char* pairs[][2] = {
      {"{T}: Add {G}.", "{tap}: Erzeuge {g}."},
      {"{T}: Add {U}.", "{tap}: Erzeuge {b}."},
      {"{T}: Add {B}.", "{tap}: Erzeuge {s}."},
      {"{2}{U}{B}", "{2}{b}{s}"},
      {"{1}{G}, {T}: Draw a card.", "{1}{g}, {tap}: Ziehe eine Karte."},
      {"{W/U} can be paid with {W} or {U}.", "{w/b} kann mit {w} oder {b} bezahlt werden."},
      {"{W}{B}{S}", "{w}{s}{schnee}"},
      {"{S}{S}", "{schnee}{schnee}"},
      {"{2/B} or {B/P}", "{2/s} oder {s/p}"},
      {"{G/P}{R}", "{g/p}{r}"},
      {"{R}{1}", "{r}{1}"},
      {"{X}{R}", "{X}{r}"},
      {"{X}{2}", "{X}{2}"},
      {"{3}{R}", "{3}{r}"},  // seen once: stands for itself
  };
  for (auto& p : pairs) s.learn(p[0], p[1]);
  s.finish();
  return s;
}

}  // namespace

TEST_CASE("find_symbols reads {…} symbols with their byte ranges") {
  auto v = find_symbols("Pay {2}{W/U/P}, then {tap}. Not {this one because it is far too long to be a symbol}.");
  REQUIRE(v.size() == 3);
  CHECK(v[0].inner == "2");
  CHECK(v[1].inner == "W/U/P");
  CHECK(v[1].begin == 7);
  CHECK(v[1].end == 14);
  CHECK(v[2].inner == "tap");
}

TEST_CASE("The symbol correspondence is learned from the aligned pairs, components of hybrids too") {
  SymbolCorrespondence s = german();
  CHECK(s.translation_of("{T}") == "{tap}");
  CHECK(s.translation_of("{U}") == "{b}");
  CHECK(s.translation_of("{B}") == "{s}");
  CHECK(s.translation_of("{S}") == "{schnee}");
  CHECK(s.translation_of("{W/U}") == "{w/b}");
  CHECK(s.translation_of("{U/B/P}") == "{b/s/p}");  // never seen whole: composed from its components
  CHECK(s.translation_of("{X}") == "{X}");
  CHECK(s.translation_of("{H}").empty());  // never seen: unknown, so never reported
}

TEST_CASE("Only pairs that break the learned correspondence are reported") {
  SymbolCorrespondence s = german();
  struct Case {
    const char* original;
    const char* translation;
    const char* lang;
    const char* marks;  // marked spans in the translation, "|"-joined; "-" = no finding
  };
  const Case cases[] = {
      {"{T}, Sacrifice: Add {U}{U}.", "{tap}, Opfere: Erzeuge {b}{b}.", "de", "-"},          // the German spelling
      {"{U}{B}", "{s}{b}", "de", "-"},                                                    // order is free
      {"{T}: Add {U}.", "{tap}: Erzeuge {s}.", "de", "{s}"},                              // black for blue
      {"{T}: Add {B}.", "{tap}: Erzeuge {b}.", "de", "{b}"},                              // {b} is blue in German
      {"{2}{U}", "{3}{b}", "de", "{3}"},
      {"Pay {H}.", "Bezahle {p}.", "de", "-"},  // both alone unknown: the {p} of {s/p} is a part, not this symbol
      {"Pay {H}{B/P}.", "Bezahle {p}{s/p}.", "de", "-"},
      {"Pay {Q}.", "Bezahle {enttap}.", "de", "-"},                                         // both unknown: not judged
      {"{T}: Add {G}.", "Tappe: Erzeuge {g}.", "de", ""},                                 // {tap} missing: a finding, nothing to mark
  };
  for (const Case& c : cases) {
    CAPTURE(std::string(c.original));
    CAPTURE(std::string(c.translation));
    auto f = s.check(ContentPair{c.original, "en", c.translation, c.lang, "106.1"});
    if (std::string(c.marks) == "-") {
      CHECK(f.empty());
      continue;
    }
    REQUIRE(f.size() == 1);
    CHECK(f[0].check == "symbol.mismatch");
    std::string m;
    for (const Mark& k : f[0].marks) m += (m.empty() ? "" : "|") + f[0].text.substr(k.begin, k.end - k.begin);
    CHECK(m == c.marks);
  }
}

TEST_CASE("A symbol finding names both sides and the expected spelling") {
  SymbolCorrespondence s = german();
  auto f = s.check(ContentPair{"{T}: Add {U}.", "en", "{tap}: Erzeuge {s}.", "de", "605.1a"});
  REQUIRE(f.size() == 1);
  CHECK(f[0].message ==
        "de 605.1a: the original has {T} {U}, the translation has {tap} {s}; expected {b} for {U} as the other aligned "
        "texts write it, and remove or correct {s}");
  REQUIRE(f[0].related.size() == 1);
  CHECK(f[0].related[0].role == "original");
  REQUIRE(f[0].related[0].marks.size() == 1);
  CHECK(f[0].related[0].text.substr(f[0].related[0].marks[0].begin, 3) == "{U}");
}

TEST_CASE("A learner is asked only once finished: asking before is an internal fault") {
  SymbolCorrespondence s;
  s.learn("{T}: Add {G}.", "{tap}: Erzeuge {g}.");
  CHECK_THROWS_AS(s.translation_of("{T}"), std::logic_error);
  s.finish();
  CHECK(s.translation_of("{T}").empty());  // seen once: not linked
  s.learn("{T}{G}", "{tap}{g}");
  CHECK_THROWS_AS(s.word_for("{T}"), std::logic_error);  // learned since
}

TEST_CASE("A symbol alone and a part of a hybrid are two symbols: the pawprint {P} is not the Phyrexian {p}") {
  // The German CR: {w/p} for {W/P}, {p} alone for the Phyrexian {H}, the word "Pfotenabdruck" for the
  // pawprint {P}, in its rules and in the glossary entry that has no symbol.
  SymbolCorrespondence s;
  s.learn("{W/P} can be paid with {W} or 2 life.", "{w/p} kann mit {w} oder 2 Lebenspunkten bezahlt werden.");
  s.learn("{B/P}{B}", "{s/p}{s}");
  s.learn("{G/P} or {W}", "{g/p} oder {w}");
  s.learn("{B}{G}", "{s}{g}");
  s.learn("The Phyrexian symbol {H} means any Phyrexian mana symbol.", "Das phyrexianische Manasymbol {p} bedeutet ein beliebiges.");
  s.learn("The pawprint symbol is {P}. This symbol indicates modes.", "Das Pfotenabdruck-Symbol ist Pfotenabdruck. Es zeigt Modi an.");
  s.learn("Some modal spells have pawprint symbols ({P}): choose up to {P} worth of modes.",
          "Manche modalen Zaubersprüche haben Pfotenabdruck-Symbole (Pfotenabdruck): bis zu Pfotenabdruck an Modi.");
  s.learn("Pawprint Symbol: a symbol that looks like a paw print.", "Pfotenabdruck-Symbol: ein Symbol, das wie ein Pfotenabdruck aussieht.");
  s.learn("Choose one or more modes.", "Bestimme einen oder mehrere Modi.");
  s.learn("A modal spell has modes.", "Ein modaler Zauberspruch hat Modi.");
  s.finish();
  CHECK(s.translation_of("{W/P}") == "{w/p}");
  CHECK(s.translation_of("{U/B/P}").empty());  // {U} never seen
  CHECK(s.translation_of("{P}").empty());      // the pawprint is never written as a symbol in German
  CHECK(s.word_for("{P}") == "Pfotenabdruck");  // but as this word, in both rules that have it
  // The correct {p} for {H} is no finding; the pawprint as its word is a note, never "expected {p}".
  CHECK(s.check(ContentPair{"The Phyrexian symbol {H}.", "en", "Das phyrexianische Symbol {p}.", "de", "107.4g"}).empty());
  auto f = s.check(ContentPair{"The pawprint symbol is {P}.", "en", "Das Symbol ist Pfotenabdruck.", "de", "107.18"});
  REQUIRE(f.size() == 1);
  CHECK(f[0].check == "symbol.word");
  REQUIRE(f[0].marks.size() == 1);  // the word, where the translator reads it
  CHECK(f[0].text.substr(f[0].marks[0].begin, f[0].marks[0].end - f[0].marks[0].begin) == "Pfotenabdruck");
  CHECK(f[0].message == "de 107.18: the translation writes \u201cPfotenabdruck\u201d for {P} where the original has the symbol: write "
                        "the symbol if the translation should show it");
  // A known symbol left out with no word for it is still a mismatch.
  auto g = s.check(ContentPair{"{W/P}{W}", "en", "{w}", "de", "107.4f"});
  REQUIRE(g.size() == 1);
  CHECK(g[0].check == "symbol.mismatch");
  CHECK(g[0].message.find("expected {w/p} for {W/P}") != std::string::npos);
}

TEST_CASE("A symbol written as its text without braces is a note, not a missing symbol") {
  SymbolCorrespondence s;
  s.learn("\u201c{N+}[abilities]\u201d means", "\u201e{Stufe N+} [F\u00e4higkeiten]\u201c bedeutet");
  s.learn("\u201c{N+}[abilities][P/T]\u201d means", "\u201e{Stufe N+} [F\u00e4higkeiten] [S/W]\u201c bedeutet");
  s.finish();
  CHECK(s.translation_of("{N+}") == "{Stufe N+}");
  auto f = s.check(ContentPair{"indicated here as \u201c{N+}.\u201d", "en", "hier als \u201eN+\u201c angegeben.", "de", "721.2"});
  REQUIRE(f.size() == 1);
  CHECK(f[0].check == "symbol.word");
  // A one-letter symbol is not read as text: "X" is an ordinary letter.
  SymbolCorrespondence t;
  t.learn("{X}{R}", "{X}{r}");
  t.learn("{X}{2}", "{X}{2}");
  t.finish();
  auto g = t.check(ContentPair{"Pay {X}.", "en", "Bezahle X.", "de", "107.3"});
  REQUIRE(g.size() == 1);
  CHECK(g[0].check == "symbol.mismatch");
}

TEST_CASE("French keeps the English symbols; they are learned as themselves") {
  SymbolCorrespondence s;
  s.learn("{T}: Add {G}.", "{T} : Ajoutez {G}.");
  s.learn("{2}{G}", "{2}{G}");
  s.learn("{T}, Sacrifice", "{T}, Sacrifiez");
  s.finish();
  CHECK(s.translation_of("{T}") == "{T}");
  CHECK(s.check(ContentPair{"{T}: Add {G}.", "en", "{T} : Ajoutez {G}.", "fr", "1"}).empty());
  CHECK(s.check(ContentPair{"{T}: Add {G}.", "en", "{T} : Ajoutez {2}.", "fr", "1"}).size() == 1);
}

}  // namespace rulecorp
