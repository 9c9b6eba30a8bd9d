// typography.quotes: each language's own quotation marks pass, another language's are reported and
// marked, and apostrophes are never taken for quotes.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "check/quotes.h"

namespace rulecorp {
namespace {

// The marked spans of the findings for `text` in `lang`, joined with "|".
std::string marked(std::string_view text, std::string_view lang) {
  std::string out;
  for (const Diagnostic& d : check_quotes(ContentPair{"", "en", text, lang, "702.80a"})) {
    CHECK(d.check == "typography.quotes");
    CHECK(d.language == lang);
    for (const Mark& m : d.marks) out += (out.empty() ? "" : "|") + d.text.substr(m.begin, m.end - m.begin);
  }
  return out;
}

}  // namespace

TEST_CASE("Quotation marks of another language are marked; the language's own marks and apostrophes pass") {
  struct Case {
    const char* lang;
    const char* text;
    const char* marks;  // marked spans, "|"-joined; "" = no finding
  };
  const Case cases[] = {
      // English: “…” and straight quotes are fine; German „ and French « » are not.
      {"en", "“Exalted” means “Whenever a creature you control attacks alone, ...”", ""},
      {"en", "A creature \"attacks alone\" if it's the only creature declared as an attacker.", ""},
      {"en", "Exalted is a triggered ability. „Exalted“ means „Whenever a creature you control attacks alone“", "„|„"},
      {"en", "It's the opponent's turn; the player's creatures don't attack.", ""},
      {"en", "«Exalted» means ...", "«|»"},
      // German: „…“ and »…« are fine; straight quotes and the English closing ” are not.
      {"de", "„Edelmut“ bedeutet: Immer wenn eine Kreatur alleine angreift", ""},
      {"de", "»Edelmut« bedeutet ...", ""},
      {"de", "Falls ein Effekt erlaubt, \"zu jedem Zeitpunkt\" eine Aktion durchzuführen", "\"|\""},
      {"de", "“Edelmut” bedeutet ...", "”"},
      {"de", "Aladins Ring, Abu Ja'far und Ali Baba's Höhle", ""},
      // French: « » with no-break spaces inside; a plain space or none is reported, as are straight quotes.
      {"fr", "«\u00A0Exaltation\u00A0» signifie «\u00A0À chaque fois qu’une créature attaque seule\u00A0»", ""},
      {"fr", "«\u202FExaltation\u202F» signifie ...", ""},
      {"fr", "« Exaltation » signifie ...", "«|»"},
      {"fr", "«Exaltation» signifie ...", "«|»"},
      {"fr", "\"Exaltation\" signifie ...", "\"|\""},
      {"fr", "L'exaltation est une capacité déclenchée, qu'elle soit d'un adversaire ou non.", ""},
      {"fr", "Une créature „attaque seule“ si ...", "„|“"},
      // “…” only inside « »: alone in French text they are English marks.
      {"fr", "«\u00A0Il dit “non” ici\u00A0» signifie ...", ""},
      {"fr", "Une créature “attaque seule” si ...", "“|”"},
  };
  for (const Case& c : cases) {
    CAPTURE(std::string(c.lang));
    CAPTURE(std::string(c.text));
    CHECK(marked(c.text, c.lang) == c.marks);
  }
}

TEST_CASE("A quotes finding says which marks are foreign and which to write") {
  auto f = check_quotes(ContentPair{"", "en", "Ein \"Angriff\" ist ...", "de", "506.1"});
  REQUIRE(f.size() == 1);
  CHECK(f[0].message == "de 506.1: quotation marks of another language (straight \"); write „…“");
  CHECK(f[0].unit == "506.1");
  CHECK(f[0].marks.size() == 2);
  CHECK(check_quotes(ContentPair{"", "en", "\"x\"", "ja", ""}).empty());  // languages without rules here are not checked
}

namespace {

// The text with quote_fix's replacements made, or "-" when there is none.
std::string fixed(std::string text, std::string_view lang) {
  std::vector<TextReplacement> r = quote_fix(text, lang);
  if (r.empty()) return "-";
  for (auto it = r.rbegin(); it != r.rend(); ++it) text.replace(it->begin, it->end - it->begin, it->text);
  return text;
}

}  // namespace

TEST_CASE("The fix of quotation marks: every pair in this language's style where the pairs are certain") {
  // German: English, straight and mixed pairs become „…“; pairs already German stay.
  CHECK(fixed("Ein \u201cAngriff\u201d und \u201eBlock\u201c.", "de") == "Ein \u201eAngriff\u201c und \u201eBlock\u201c.");
  CHECK(fixed("Ein \"Angriff\" ist ...", "de") == "Ein \u201eAngriff\u201c ist ...");
  CHECK(fixed("\u201eMana\u201d", "de") == "\u201eMana\u201c");
  // English: German pairs and tight guillemets become “…”; straight quotes are English and stay.
  CHECK(fixed("A creature \u201eblocks alone\u201c if \"x\".", "en") == "A creature \u201cblocks alone\u201d if \"x\".");
  CHECK(fixed("\u00abExalted\u00bb", "en") == "\u201cExalted\u201d");
  // Not certain: an odd count, nested or unknown pairs, spaced guillemets, French.
  CHECK(fixed("Ein \u201cAngriff ist ...", "de") == "-");
  CHECK(fixed("\u00bbA\u00ab und \u201cB\u201d", "de") == "-");
  CHECK(fixed("\u00ab Exalted \u00bb", "en") == "-");
  CHECK(fixed("Une cr\u00e9ature \u201eattaque seule\u201c", "fr") == "-");
}

}  // namespace rulecorp
