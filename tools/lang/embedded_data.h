// The lists of tools/lang/data as compiled into the binary (the word lists, and each language's
// profile.txt of single values): one EmbeddedList per file data/<code>/<name>.txt, its entries
// (lines) in file order. Read through LanguageProfile, not directly.
#ifndef RULECORP_LANG_EMBEDDED_DATA_H_
#define RULECORP_LANG_EMBEDDED_DATA_H_

#include <span>
#include <string_view>

namespace rulecorp {

struct EmbeddedList {
  std::string_view code;  // "de"
  std::string_view name;  // "stop_words"
  std::span<const std::string_view> entries;
};

// Every list, sorted by code and name.
extern const std::span<const EmbeddedList> kEmbeddedLists;

}  // namespace rulecorp

#endif  // RULECORP_LANG_EMBEDDED_DATA_H_
