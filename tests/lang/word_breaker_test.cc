// The shared word tokenizer: one table of texts and the words (with their kinds) it must give,
// with French elisions kept or split, and the raw segments align's word diff reads.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "lang/word_breaker.h"

namespace rulecorp {
namespace {

std::string joined(std::string_view text, const std::vector<Word>& words) {
  std::string out;
  for (const Word& w : words) {
    if (!out.empty()) out += '|';
    out += std::string(text.substr(w.begin, w.end - w.begin));
    if (w.number) out += "#";
  }
  return out;
}

struct Row {
  const char* text;
  const char* kept;   // words, Elision::kKeep ('#' marks a number)
  const char* split;  // words, Elision::kSplit
};

const Row kRows[] = {
    {"A creature blocks alone.", "A|creature|blocks|alone", "A|creature|blocks|alone"},
    {"L'exaltation est une capacit\xC3\xA9 d\xC3\xA9" "clench\xC3\xA9" "e.", "L'exaltation|est|une|capacit\xC3\xA9|d\xC3\xA9" "clench\xC3\xA9" "e",
     "L|exaltation|est|une|capacit\xC3\xA9|d\xC3\xA9" "clench\xC3\xA9" "e"},
    {"jusqu\xE2\x80\x99\xC3\xA0 l\xE2\x80\x99" "attaquant", "jusqu\xE2\x80\x99\xC3\xA0|l\xE2\x80\x99" "attaquant",
     "jusqu|\xC3\xA0|l|attaquant"},
    {"the spell\xE2\x80\x99s controller", "the|spell\xE2\x80\x99s|controller", "the|spell\xE2\x80\x99s|controller"},
    {"Regel 702.19c: 10 Giftmarken", "Regel|702.19c|10#|Giftmarken", "Regel|702.19c|10#|Giftmarken"},  // a rule number with its letter is a word
    {"\xE2\x80\x9E" "Fliegend\xE2\x80\x9C (Veraltet)", "Fliegend|Veraltet", "Fliegend|Veraltet"},
    {"", "", ""},
};

TEST_CASE("words: letters and numbers, punctuation and spaces left out, elisions split on request") {
  WordBreaker breaker;
  for (const Row& r : kRows) {
    CAPTURE(r.text);
    CHECK(joined(r.text, breaker.words(r.text)) == r.kept);
    CHECK(joined(r.text, breaker.words(r.text, Elision::kSplit)) == r.split);
    CHECK(joined(r.text, thread_word_breaker().words(r.text, Elision::kSplit)) == r.split);
  }
}

TEST_CASE("segments cover the text, spaces and punctuation included") {
  std::string_view text = "Vigilance, 702.20.";
  std::vector<std::string> seen;
  std::int32_t last = 0;
  CHECK(thread_word_breaker().segments(text, [&](std::int32_t b, std::int32_t e, std::int32_t) {
    CHECK(b == last);
    last = e;
    seen.emplace_back(text.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b)));
  }));
  CHECK(last == static_cast<std::int32_t>(text.size()));
  CHECK(seen == std::vector<std::string>{"Vigilance", ",", " ", "702.20", "."});
}

TEST_CASE("find_elision: the French elided words only, before either apostrophe") {
  CHECK(find_elision("d'exaltation").length == 1);
  CHECK(find_elision("d'exaltation").rest == 2);
  CHECK(find_elision("qu\xE2\x80\x99il").rest == 5);
  CHECK(find_elision("spell's").rest == 0);
  CHECK(find_elision("l'").rest == 0);  // nothing after the apostrophe
  CHECK(find_elision("exaltation").rest == 0);
}

}  // namespace
}  // namespace rulecorp
