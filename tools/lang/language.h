// The languages rulecorp knows (the Comprehensive Rules' English original, German and French
// translations) as one enum, with their BCP 47 codes. Code that holds a language as a string
// (the models keep "en", "de", "fr") asks code_language() once and compares enums.
#ifndef RULECORP_LANG_LANGUAGE_H_
#define RULECORP_LANG_LANGUAGE_H_

#include <cstdint>
#include <optional>
#include <string_view>

namespace rulecorp {

enum class Language : std::uint8_t { kUnknown, kEn, kDe, kFr };

// "en", "de", "fr", or "und" (BCP 47 for undetermined).
std::string_view language_code(Language l);
// Parses "en", "de", "fr" (any case); nullopt otherwise.
std::optional<Language> parse_language(std::string_view code);
// The language of a code exactly as the models write it ("en", "de", "fr"); kUnknown for any
// other string ("EN", "en-US", "", "it").
Language code_language(std::string_view code);

}  // namespace rulecorp

#endif  // RULECORP_LANG_LANGUAGE_H_
