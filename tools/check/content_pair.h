// The input of the content checks: one aligned pair of texts (an original and its translation,
// each with its BCP 47 language) and how messages name it. Plain strings, so the checks
// do not depend on how the alignment model stores its units.
#ifndef RULECORP_CHECK_CONTENT_PAIR_H_
#define RULECORP_CHECK_CONTENT_PAIR_H_

#include <string_view>

namespace rulecorp {

struct ContentPair {
  std::string_view original;              // the text in the pivot language, as aligned
  std::string_view original_language;     // "en"
  std::string_view translation;           // the translated text, as aligned
  std::string_view translation_language;  // "de" or "fr"
  std::string_view unit;                  // the translation as messages name it ("702.80a", "“Edelmut”", "ruling 3"); may be empty
};

}  // namespace rulecorp

#endif  // RULECORP_CHECK_CONTENT_PAIR_H_
