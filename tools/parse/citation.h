// Cross-references inside rule text, in English, German and French: "See rule 506.5",
// "rules 601.2a–d", "see section 8", "Siehe Regel 306.5", "(siehe Regeln 601.2f–h)",
// "Voir règle 306.5", "Cf. règles 510.1 c-d". A citation is a keyword followed by a list of numbers
// and ranges joined by commas and and/or/und/oder/et/ou; ranges are expanded into the numbers they
// name (letters skip l and o and go on past z: "704.5z–ab" is z, aa, ab). Subrule letters end at a
// word boundary ("rule 100.1a as" cites 100.1a). A rule number written with an underscore for its
// dot ("701_28") is read as the rule it names and marked malformed, so that it is reported as such,
// not taken for a number of the text.
#ifndef RULECORP_PARSE_CITATION_H_
#define RULECORP_PARSE_CITATION_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "parse/rule_number.h"
#include "parse/small_list.h"

namespace rulecorp {

struct Citation {
  enum class Kind : std::uint8_t { kRule, kSection };
  Kind kind = Kind::kRule;
  bool backwards = false;          // a range ran backwards ("601.2h–a"); only its ends are kept
  std::uint32_t begin = 0;         // byte range of keyword..last number in the text searched
  std::uint32_t end = 0;
  std::uint32_t backwards_at = 0;  // byte offset of that range
  bool malformed = false;          // a number written with '_' for its '.' ("Regel 701_28"), read as 701.28
  std::uint32_t malformed_at = 0;  // byte offset of the first such number
  std::uint32_t malformed_end = 0;
  SmallList<RuleNumber, 2> rules;  // kRule: every number named, ranges expanded, in text order
  InlineList<std::uint8_t, 7> sections;  // kSection: section numbers 1..9 (the first 7 named)
};

// True for the words that introduce a citation: rule(s), Regel(n), règle(s), section(s), Abschnitt(e).
bool is_citation_keyword(std::string_view word);

// Whether a letter starts at text[i], as find_citations decides where a number ends: an ASCII letter
// or a non-ASCII character that is not punctuation (dashes, quotes, no-break spaces of
// U+0080..U+00BF and U+2000..U+206F are not). False past the end.
bool citation_letter_at(std::string_view text, std::size_t i);

// Every citation in `text`, in order.
std::vector<Citation> find_citations(std::string_view text);

// Compact description for tests: "rule[601.2a 601.2b 601.2c]" or "section[8]", "!backwards" and
// "!malformed" marked.
std::string dump(const Citation& c);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_CITATION_H_
