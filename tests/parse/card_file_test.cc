// The card-file reader on hostile shapes: nesting far deeper than MTGJSON's, values of the wrong
// type, string escapes that name no character. Each is a cards.invalid diagnostic naming the card
// (or the JSON path) with its line and column, and what follows it in the file is still read.
#include "parse/card_file.h"

#include <doctest/doctest.h>

#include <string>

namespace rulecorp {
namespace {

std::string repeat(std::string_view s, std::size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (std::size_t i = 0; i < n; ++i) out += s;
  return out;
}

// The texts of document `lang` (0 en, 1 de, 2 fr), one line each.
std::string lines(const CardSet& set, std::size_t lang) {
  std::string out;
  for (const Block& b : set.docs[lang].blocks) out += std::string(b.text) + "\n";
  return out;
}

// "LINE:COL MESSAGE" per diagnostic; every one must be cards.invalid.
std::string messages(const Diagnostics& d) {
  std::string out;
  for (const Diagnostic& x : d.all()) {
    CHECK(x.check == "cards.invalid");
    out += std::to_string(x.line) + ":" + std::to_string(x.column) + " " + x.message + "\n";
  }
  return out;
}

TEST_CASE("card files: set objects nested thousands deep are reported with their path, the sets after them read") {
  // An AllPrintings-shaped file gone wrong: data.AB.AB.AB... 60,000 levels (420 KB), which a reader
  // recursing per level cannot survive, then a good set.
  const std::size_t n = 60000;
  std::string json = "{\"data\": {\"AB\": " + repeat("{\"AB\":", n) + "{}" + repeat("}", n) +
                     ",\n \"OK\": {\"code\": \"OK\", \"cards\": [{\"name\": \"Good\", \"number\": \"1\", \"text\": \"Draw a card.\"}]}}}";
  Diagnostics d;
  CardSet set = read_card_set("deep.json", json, d);
  REQUIRE(d.all().size() == 1);
  const Diagnostic& x = d.all()[0];
  CHECK(x.check == "cards.invalid");
  CHECK(x.line == 1);
  CHECK(x.column == 65);  // the object nested one level too deep
  CHECK(x.message == "card file: data" + repeat(".AB", 9) + " nests set objects deeper than 8 levels; skipped");
  REQUIRE(set.cards.size() == 1);
  CHECK(set.cards[0].set == "OK");
  CHECK(lines(set, 0) == "Draw a card.\n");
}

TEST_CASE("card files: deep values anywhere are skipped, not recursed into") {
  const std::size_t n = 200000;
  for (std::string shape : {repeat("[", n) + repeat("]", n), repeat("{\"a\":", n) + "1" + repeat("}", n)}) {
    std::string json = R"({"data": {"code": "T", "cards": [{"name": "Deep", "number": "1", "text": )" + shape +
                       R"(, "foreignData": )" + shape + R"(}, {"name": "Next", "number": "2", "text": "Draw a card."}]}})";
    Diagnostics d;
    CardSet set = read_card_set("deep.json", json, d);
    REQUIRE(d.all().size() == 2);
    CHECK(d.all()[0].message.find("card \"Deep\": data.cards[0].text is an ") != std::string::npos);
    CHECK(d.all()[1].message.find("card \"Deep\": data.cards[0].foreignData") != std::string::npos);
    CHECK(d.all()[1].message.find(" is an ") != std::string::npos);
    CHECK(lines(set, 0) == "Draw a card.\n");
  }
}

TEST_CASE("card files: a field of the wrong type names the card and the path; the rest of the file is read") {
  const char* json = R"({"data": {"code": "T", "cards": [
{"foreignData": {"x": 1}, "keywords": [1, "Flying"], "name": "Odd", "number": "1", "rulings": "none", "text": ["Flying"], "type": 7},
{"name": ["N"], "number": "2", "text": "Draw a card."},
5,
{"name": "Fine", "number": "4", "text": "Flying", "foreignData": [3, {"language": "German", "name": "Gut", "text": {"t": 1}},
  {"language": "French", "name": "Bien", "text": "Vol"}]}]}})";
  Diagnostics d;
  CardSet set = read_card_set("types.json", json, d);
  CHECK(messages(d) ==
        "2:17 card file: card \"Odd\": data.cards[0].foreignData is an object, not an array; ignored\n"
        "2:40 card file: card \"Odd\": data.cards[0].keywords[0] is a number, not a string; ignored\n"
        "2:95 card file: card \"Odd\": data.cards[0].rulings is a string, not an array; ignored\n"
        "2:111 card file: card \"Odd\": data.cards[0].text is an array, not a string; ignored\n"
        "2:131 card file: card \"Odd\": data.cards[0].type is a number, not a string; ignored\n"
        "3:10 card file: card number 2: data.cards[1].name is an array, not a string; ignored\n"
        "4:1 card file: card 3 of its set: data.cards[2] is a number, not an object; ignored\n"
        "5:67 card file: card \"Fine\": data.cards[3].foreignData[0] is a number, not an object; ignored\n"
        "5:116 card file: card \"Fine\": data.cards[3].foreignData[1].text is an object, not a string; ignored\n");
  // "Odd" has no English text to align; the others are read as far as they are valid.
  REQUIRE(set.cards.size() == 2);
  CHECK(set.cards[0].number == "2");
  CHECK(set.cards[1].name == "Fine");
  CHECK(lines(set, 0) == "Draw a card.\nFlying\n");
  CHECK(lines(set, 1).empty());
  CHECK(lines(set, 2) == "Vol\n");

  Diagnostics d2;
  read_card_set("data.json", R"({"data": ["not", "sets"]})", d2);
  CHECK(messages(d2) == "1:10 card file: data is an array, not an object; ignored\n");
  Diagnostics d3;
  read_card_set("cards.json", R"({"data": {"code": "T", "cards": {"a": 1}, "name": 5}})", d3);
  CHECK(messages(d3) ==
        "1:33 card file: data.cards is an object, not an array; ignored\n"
        "1:51 card file: data.name is a number, not a string; ignored\n");
}

TEST_CASE("card files: escapes that name no character are read as U+FFFD and reported, the card kept") {
  // A lone high surrogate, a lone low one, a high one followed by no low one, an unknown escape, a
  // short \u (its digits kept as text); a proper surrogate pair is one character.
  const char* json = R"({"data": {"code": "T", "cards": [
{"name": "A", "number": "1", "text": "Draw a card.\ud800\nSecond \ud83d\ude00 line",
 "foreignData": [{"language": "German", "name": "B", "text": "Ziehe eine Karte.\udc00\nZweite Zeile"}]},
{"name": "C", "number": "2", "text": "Bad \q escape\n\ud800\u0041 \u12"},
{"name": "D\ud800", "number": "3", "text": "Flying"}]}})";
  Diagnostics d;
  CardSet set = read_card_set("escapes.json", json, d);
  CHECK(messages(d) ==
        "2:38 card file: card \"A\": data.cards[0].text has the invalid escape \\ud800 (no Unicode character); read as U+FFFD\n"
        "3:62 card file: card \"A\": data.cards[0].foreignData[0].text has the invalid escape \\udc00 (no Unicode character); read as U+FFFD\n"
        "4:38 card file: card \"C\": data.cards[1].text has the invalid escape \\q (no Unicode character); read as U+FFFD\n"
        "5:10 card file: card \"D\xEF\xBF\xBD\": data.cards[2].name has the invalid escape \\ud800 (no Unicode character); read as U+FFFD\n");
  REQUIRE(set.cards.size() == 3);
  CHECK(lines(set, 0) ==
        "Draw a card.\xEF\xBF\xBD\nSecond \xF0\x9F\x98\x80 line\n"
        "Bad \xEF\xBF\xBD escape\n\xEF\xBF\xBD" "A \xEF\xBF\xBD" "12\nFlying\n");
  CHECK(lines(set, 1) == "Ziehe eine Karte.\xEF\xBF\xBD\nZweite Zeile\n");
  CHECK(set.cards[2].name == "D\xEF\xBF\xBD");
  // Each line keeps its own position in the JSON.
  CHECK(set.docs[0].blocks[1].line == 2);
  CHECK(set.docs[0].blocks[1].column == 59);
}

TEST_CASE("card files: invalid JSON still ends the reading, keeping what came before") {
  Diagnostics d;
  CardSet set = read_card_set("bad.json", R"({"data": {"code": "T", "cards": [{"name": "A", "number": "1", "text": "Draw a card."},
{"name": "B", "text": tru}, {"name": "C", "number": "3", "text": "Flying"}]}})", d);
  REQUIRE(d.all().size() == 1);
  CHECK(d.all()[0].check == "cards.invalid");
  CHECK(d.all()[0].line == 2);
  CHECK(lines(set, 0).starts_with("Draw a card.\n"));
}

}  // namespace
}  // namespace rulecorp
