// The text checks on small inputs in each language, false alarms included: HTML entities
// (text.entity, one finding per entity and file), bracket and quotation-mark balance
// (text.unbalanced), enumerations against the original (list.missing-item, list.extra-item), a lone
// English word in a translation (text.lone-word) and the keyword kind of a glossary definition
// (term.keyword-kind).
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "check/balance.h"
#include "check/entities.h"
#include "check/keyword_kind.h"
#include "check/lists.h"
#include "check/lone_words.h"
#include "glossary/html_entities.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

// The marked spans of `found`, joined with "|".
std::string marked(const std::vector<Diagnostic>& found) {
  std::string out;
  for (const Diagnostic& d : found)
    for (const Mark& m : d.marks) out += (out.empty() ? "" : "|") + d.text.substr(m.begin, m.end - m.begin);
  return out;
}

std::string unbalanced(std::string_view text, std::string_view lang) {
  std::vector<Diagnostic> found = check_balance(ContentPair{text, lang, text, lang, "100.1"});
  for (const Diagnostic& d : found) CHECK(d.check == "text.unbalanced");
  CHECK(found.size() <= 1);
  return marked(found);
}

}  // namespace

TEST_CASE("character references are found and decoded; an '&' that opens none is left alone") {
  CHECK(decode_entities("&infin; (unendlich)") == "\u221E (unendlich)");
  CHECK(decode_entities("Abandon &rarr; Fallenlassen") == "Abandon \u2192 Fallenlassen");
  CHECK(decode_entities("&#8594; &#x2192; &amp; &lt;&gt;") == "\u2192 \u2192 & <>");
  CHECK(decode_entities("R&D; Tom & Jerry; &unknown; &#0; &#xD800; &#;") == "R&D; Tom & Jerry; &unknown; &#0; &#xD800; &#;");
  CHECK(decode_entities("no reference") == "no reference");
  std::optional<EntityRef> r = entity_at("x &auml;y", 2);
  REQUIRE(r);
  CHECK(r->length == 6);
  CHECK(r->decoded == "\u00E4");
  CHECK_FALSE(entity_at("x &auml y", 2));
}

TEST_CASE("text.entity: one finding per entity and file, with its count and every line") {
  Diagnostics diags;
  auto src = std::make_shared<const Source>(decode("cr-de.txt",
                                                   "Glossar\n\nAbandon &rarr; Fallenlassen\n\nAfflict &rarr; Pestilenz\n\n"
                                                   "&infin; (unendlich)\n&infin; ist ein Schl\xC3\xBCsselwort &amp; mehr.\n",
                                                   {}, diags));
  ParseOptions o;
  o.language = Language::kDe;
  std::vector<Document> docs = parse(src, o, diags);
  REQUIRE(docs.size() == 1);
  std::vector<Diagnostic> found = check_entities(docs[0]);
  REQUIRE(found.size() == 3);
  CHECK(found[0].check == "text.entity");
  CHECK(found[0].line == 3);
  CHECK(found[0].column == 9);
  CHECK(found[0].suggestion == "\u2192");
  CHECK(found[0].message == "HTML entity &rarr; left in the text 2 times (lines 3, 5): write \u201c\u2192\u201d");
  CHECK(found[1].message == "HTML entity &infin; left in the text 2 times (lines 7, 8): write \u201c\u221E\u201d");
  CHECK(found[2].message == "HTML entity &amp; left in the text (line 8): write \u201c&\u201d");
  CHECK(found[2].args[3] == std::pair<std::string, std::string>{"lines", "8"});
}

TEST_CASE("character references: every HTML 4 name is known, the HTML5-only ones are not") {
  CHECK(decode_entities("&alpha;&Omega; &lceil;x&rceil; &thetasym; &loz; &spades; &euro; &yuml; &apos;") ==
        "\u03B1\u03A9 \u2308x\u2309 \u03D1 \u25CA \u2660 \u20AC \u00FF '");
  CHECK(decode_entities("&NotEqualTilde; &rarrw; &Ascr;") == "&NotEqualTilde; &rarrw; &Ascr;");
}

namespace {

// The fixes of `text` decoded from `bytes` ("windows-1252", "UTF-16LE", ... or "" to detect): the
// entity, then each fix as "begin-end=replacement", "-" for a finding without one.
std::string entity_fixes(const std::string& bytes, const char* encoding = "") {
  Diagnostics diags;
  DecodeOptions dopt;
  dopt.encoding = encoding;
  auto src = std::make_shared<const Source>(decode("cr-de.txt", bytes, dopt, diags));
  ParseOptions o;
  o.language = Language::kDe;
  std::vector<Document> docs = parse(src, o, diags);
  std::string out;
  for (const Document& doc : docs)
    for (const Diagnostic& d : check_entities(doc)) {
      out += (out.empty() ? "" : "; ") + d.args[0].second;
      const std::vector<Fix> fixes = fixes_of(d);
      if (fixes.empty()) out += " -";
      for (const Fix& f : fixes) out += " " + std::to_string(f.begin) + "-" + std::to_string(f.end) + "=" + f.replacement;
    }
  return out;
}

}  // namespace

TEST_CASE("text.entity: each occurrence's fix writes its character, in the input's bytes, or none is given") {
  // UTF-8: the first occurrence is `fix`, the others `more_fixes`, each the reference's bytes.
  const std::string utf8 = "100.1. Abandon &rarr; Fallenlassen.\n\n100.2. Afflict &rarr; Pestilenz, &#8734; und &amp; mehr.\n";
  CHECK(entity_fixes(utf8) == "&rarr; 15-21=\u2192 52-58=\u2192; &#8734; 70-77=\u221E; &amp; 82-87=&");
  // Applied, they leave no reference and nothing else changed.
  {
    Diagnostics diags;
    auto src = std::make_shared<const Source>(decode("cr-de.txt", utf8, {}, diags));
    ParseOptions o;
    o.language = Language::kDe;
    std::vector<Document> docs = parse(src, o, diags);
    std::string fixed = utf8;
    std::vector<Fix> all;
    for (const Diagnostic& d : check_entities(docs.at(0)))
      for (const Fix& f : fixes_of(d)) all.push_back(f);
    std::sort(all.begin(), all.end(), [](const Fix& a, const Fix& b) { return a.begin > b.begin; });
    for (const Fix& f : all) fixed.replace(f.begin, f.end - f.begin, f.replacement);
    CHECK(fixed == "100.1. Abandon \u2192 Fallenlassen.\n\n100.2. Afflict \u2192 Pestilenz, \u221E und & mehr.\n");
  }
  // windows-1252 with CRLF: "ä" and "€" are held (offsets in the input's bytes, past each CR and the
  // one-byte ä), "→" is not: that entity gets no fix.
  CHECK(entity_fixes("100.1. K\xE4" "fer &auml; &euro;\r\n\r\n100.2. Abandon &rarr; x &auml;\r\n", "windows-1252") ==
        "&auml; 13-19=\u00E4 54-60=\u00E4; &euro; 20-26=\u20AC; &rarr; -");
  // UTF-16LE with a byte order mark: two bytes per code unit, after the BOM.
  std::string utf16 = "\xFF\xFE";
  for (char c : std::string("100.1. a &rarr; b\n")) utf16 += std::string{c, '\0'};
  CHECK(entity_fixes(utf16, "UTF-16LE") == "&rarr; 20-32=\u2192");
  // No fix for a character that would not stand as itself: a line break, a combining mark, a soft
  // hyphen; nor for an "&amp;" that would open another reference once decoded.
  CHECK(entity_fixes("100.1. a&#10;b &#769; Trenn&shy;strich &amp;rarr; &amp; x\n") == "&#10; -; &#769; -; &shy; -; &amp; -");
  // A name HTML 4 does not have is no reference at all.
  CHECK(entity_fixes("100.1. a &rarrw; b\n").empty());
}

TEST_CASE("text.unbalanced: each language's marks pair; apostrophes and symbols are not marks") {
  struct Case {
    const char* lang;
    const char* text;
    const char* marks;  // marks without partner, "|"-joined; "" = no finding
  };
  const Case cases[] = {
      {"en", "“Exalted” means “Whenever a creature you control attacks alone, it gets +1/+1.”", ""},
      {"en", "Pay {T}, {2}{W}: It's the players’ turn; the ‘Hero’s’ quote is ‘nested’ here.", ""},
      {"en", "These are written, “When [this object] enters, . . . “ or “Whenever . . .”", "“|“"},
      {"en", "A keyword ability that means “This creature can’t block” and “When this creature attacks.", "“"},
      {"en", "Activate only as a sorcery.” For more information, see rule 111.10.", "”"},
      {"en", "A creature \"attacks alone\" (see rule 506.5) if it is the only attacker.", ""},
      {"en", "It deals damage (see rule 120.3. Then it ends.", "("},
      {"en", "See rule 120.3). Then [it ends.", ")|["},
      {"de", "„Edelmut“ bedeutet „Immer wenn eine Kreatur alleine angreift, erhält sie +1/+1.“", ""},
      {"de", "»Edelmut« und ‚Wort‘ und \"gerade\" und {T}: Tappe es (siehe Regel 701.26).", ""},
      {"de", "„Verstärken N“ bedeutet „Sowie dieses Objekt ins Spiel kommt, zeige Karten vor.", "„"},
      {"de", "Siehe Regel 614, „Ersatzeffekte“ und Regel 615, „Verhinderungseffekte“.) Fähigkeiten", ")"},
      {"de", "Ein Spielstein (siehe Regel 707, „Objekte kopieren“. Dies gilt.", "("},
      {"de", "„Eine Klammer (innen“ endet) falsch.", "(|)"},  // the „…“ pair closes across the parenthesis
      {"fr", "«\u00A0Exaltation\u00A0» signifie «\u00A0À chaque fois qu’une créature “seule” attaque\u00A0».", ""},
      {"fr", "L’exaltation est une capacité (voir la règle 702.83) d’un «\u00A0mot\u00A0».", ""},
      {"fr", "Le mot «\u00A0exaltation signifie.", "«"},
      {"fr", "Le mot exaltation\u00A0» signifie.", "»"},
  };
  for (const Case& c : cases) {
    CAPTURE(std::string(c.lang));
    CAPTURE(std::string(c.text));
    CHECK(unbalanced(c.text, c.lang) == c.marks);
  }
}

TEST_CASE("list.missing-item and list.extra-item: enumerations compared item by item with the original") {
  const std::string en =
      "The planar types are The Abyss, Alara, Arkhos, Azgol, Belenon, Bolas’s Meditation Realm, Dominaria, Equilor, "
      "Ergamon, Fabacin, Necros, and Zendikar.";
  // One item left out: named when the others pair by spelling.
  const std::string de_missing =
      "Die Weltenkartentypen sind Der Abyssus, Alara, Arkhos, Azgol, Belenon, Bolas Reich der Meditation, Dominaria, "
      "Equilor, Ergamon, Fabacin und Zendikar.";
  std::vector<Diagnostic> found = check_lists(ContentPair{en, "en", de_missing, "de", "205.3n"});
  REQUIRE(found.size() == 1);
  CHECK(found[0].check == "list.missing-item");
  CHECK(found[0].message == "de 205.3n: the enumeration has 11 items, the original's 12; missing: “Necros”: add the missing item");
  REQUIRE(found[0].related.size() == 1);
  const Location& o = found[0].related[0];
  REQUIRE(o.marks.size() == 1);
  CHECK(o.text.substr(o.marks[0].begin, o.marks[0].end - o.marks[0].begin) == "Necros");
  // One item added.
  const std::string fr_extra =
      "Les types de plan sont L’Abysse, Alara, Arkhos, Azgol, Belenon, Bolas, Dominaria, Equilor, Ergamon, Fabacin, "
      "Necros, Ravnica et Zendikar.";
  found = check_lists(ContentPair{en, "en", fr_extra, "fr", "205.3n"});
  REQUIRE(found.size() == 1);
  CHECK(found[0].check == "list.extra-item");
  CHECK(marked(found) == "Ravnica");
  // The same count (a serial comma against none, parentheses inside) is no finding.
  const std::string de_all =
      "Die Weltenkartentypen sind Der Abyssus, Alara, Arkhos (siehe Regel 901), Azgol, Belenon, Bolas Reich der "
      "Meditation, Dominaria, Equilor, Ergamon, Fabacin, Necros und Zendikar.";
  CHECK(check_lists(ContentPair{en, "en", de_all, "de", "205.3n"}).empty());
  // A short list, or one built another way (more than two items apart), is not compared.
  CHECK(check_lists(ContentPair{"It is an artifact, battle, creature, enchantment, land, or planeswalker card.", "en",
                                "Es ist eine Artefakt-, Kreaturen-, Land- oder Planeswalkerkarte.", "de", "110.4a"})
            .empty());
}

TEST_CASE("text.lone-word: one English word inside a German or French sentence; names and titles are not") {
  const std::string en = "If a creature with flying would be dealt damage, prevent it.";
  auto lone = [&](std::string_view t, std::string_view lang, std::string_view original = {}) {
    std::vector<Diagnostic> found = check_lone_words(ContentPair{original.empty() ? en : original, "en", t, lang, "702.9b"});
    for (const Diagnostic& d : found) CHECK(d.check == "text.lone-word");
    return marked(found);
  };
  CHECK(lone("Falls eine Kreatur with der Fähigkeit Fliegen Schaden erhalten würde, verhindere ihn.", "de") == "with");
  CHECK(lone("Si une créature avec le vol devait subir des blessures, prévenez-les, the dans tous les cas.", "fr") == "the");
  CHECK(lone("Falls eine Kreatur mit der Fähigkeit Fliegen Schaden erhalten würde, verhindere ihn.", "de") == "");
  // A card name kept in English, as the original writes it.
  CHECK(lone("Beispiel: Fae of Wishes, eine Abenteurerkarte, ist im Exil.", "de",
             "Example: Fae of Wishes, an adventurer card, is in exile.") == "");
  CHECK(lone("Booster aus „Conspiracy: Take the Crown“ werden verwendet.", "de") == "");
  CHECK(lone("Siehe magic.wizards.com/en/game-info/gameplay/rules-and-formats/rules für die Regeln.", "de") == "");
  CHECK(lone("Eine Partie Jeder-gegen-jeden (Free-for-All) ist eine Variante.", "de") == "");
  CHECK(lone("Un joueur qui n’a pas de but dans la partie est un joueur.", "fr") == "");
  // Two English words or more are text.untranslated's, not a lone word.
  CHECK(lone("Falls eine Kreatur with the Fähigkeit Fliegen Schaden erhält, verhindere ihn.", "de") == "");
}

TEST_CASE("term.keyword-kind: a definition's keyword kind against the section of the rule it cites") {
  auto kind = [](std::string_view t, std::string_view lang) {
    std::vector<Diagnostic> found = check_keyword_kind(ContentPair{"", "en", t, lang, "\u201cDiscover\u201d"});
    for (const Diagnostic& d : found) CHECK(d.check == "term.keyword-kind");
    return marked(found);
  };
  CHECK(kind("A keyword ability that may allow a player to cast a random spell for free. See rule 701.57, \u201cDiscover.\u201d", "en") ==
        "keyword ability|701.57");
  CHECK(kind("A keyword action that lets a player exile cards. See rule 701.57, \u201cDiscover.\u201d", "en") == "");
  CHECK(kind("A keyword action that means something. See rule 702.62, \u201cSuspend.\u201d", "en") == "keyword action|702.62");
  CHECK(kind("Eine Schlüsselwortfähigkeit, die dich +1/+1-Marken legen lässt. Siehe Regel 701.41, „Beistand“.", "de") ==
        "Schlüsselwortfähigkeit|701.41");
  CHECK(kind("Eine Schlüsselwortaktion, die dich Marken legen lässt. Siehe Regel 701.41, „Beistand“.", "de") == "");
  CHECK(kind("Une capacité mot-clé qui permet de lancer un sort. Voir la règle 701.57, « Découvrir ».", "fr") ==
        "capacité mot-clé|701.57");
  // Both kinds named, or both sections cited, or neither kind: no finding.
  CHECK(kind("A keyword ability or keyword action. See rules 701.57 and 702.62.", "en") == "");
  CHECK(kind("A keyword ability. See rules 701.57 and 702.62.", "en") == "");
  CHECK(kind("An ability that may allow a player to cast a spell. See rule 701.57.", "en") == "");
}

}  // namespace rulecorp
