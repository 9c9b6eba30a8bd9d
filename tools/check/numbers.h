// number.mismatch: the numbers of a translation against its original, with each language's number
// format understood (999,999 = 999.999, –1/–1 = -1/-1) and number words read through ICU's
// rule-based spell-out (two = zwei = deux). Rule numbers and citations are not numbers here.
#ifndef RULECORP_CHECK_NUMBERS_H_
#define RULECORP_CHECK_NUMBERS_H_

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"
#include "parse/citation.h"

namespace rulecorp {

struct NumberValue {
  std::uint32_t begin = 0;  // byte range in the text as written
  std::uint32_t end = 0;
  std::string value;        // canonical form: "999999", "+1/+1", "-1/-1", "2", "0.5"
  bool word = false;        // written as a word ("two", "zwei")
};

// Reads numbers in en, de and fr. The spell-out tables are built once per process, on first use,
// from ICU's RuleBasedNumberFormat (URBNF_SPELLOUT) per language, and shared, immutable, by every
// reader; a reader is cheap to construct and safe to use from several threads.
class NumberReader {
 public:
  NumberReader();

  // The numbers of `text` in `language`, in order: digit tokens (with their sign, group and decimal
  // separators, and P/T pairs such as +1/+1) and number words from 0 and 2 up to 100 ("one", "ein",
  // "un" are articles as often as numbers and are left out). Citations, rule numbers (702.80a) and
  // the insides of {…} symbols are skipped.
  std::vector<NumberValue> read(std::string_view text, std::string_view language) const;

  // number.mismatch findings for `pair`: the numbers compared as multisets of values.
  std::vector<Diagnostic> check(const ContentPair& pair) const;

  // The value ICU's spell-out gives a lower-case word in `language` (-1 when it is none of 0, 2..100).
  int word_value(std::string_view word, std::string_view language) const;

 private:
  struct SpellOut;          // the number words of each language (numbers.cc)
  const SpellOut* spelled_;  // the process's one table
  std::vector<NumberValue> read(std::string_view text, std::string_view language, std::span<const Citation> citations) const;
};

}  // namespace rulecorp

#endif  // RULECORP_CHECK_NUMBERS_H_
