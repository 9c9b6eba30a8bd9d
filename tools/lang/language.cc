// The codes are the two-letter BCP 47 subtags; parse_language is lenient about case (command
// lines, config files), code_language is exact (the models' own codes), so that a comparison
// `code_language(s) == Language::kDe` holds exactly when s is the string "de".
#include "lang/language.h"

namespace rulecorp {

std::string_view language_code(Language l) {
  switch (l) {
    case Language::kEn: return "en";
    case Language::kDe: return "de";
    case Language::kFr: return "fr";
    case Language::kUnknown: return "und";
  }
  return "und";
}

std::optional<Language> parse_language(std::string_view code) {
  if (code.size() != 2) return std::nullopt;
  char a = static_cast<char>(code[0] | 0x20), b = static_cast<char>(code[1] | 0x20);
  if (a == 'e' && b == 'n') return Language::kEn;
  if (a == 'd' && b == 'e') return Language::kDe;
  if (a == 'f' && b == 'r') return Language::kFr;
  return std::nullopt;
}

Language code_language(std::string_view code) {
  if (code.size() != 2) return Language::kUnknown;
  for (Language l : {Language::kEn, Language::kDe, Language::kFr})
    if (code == language_code(l)) return l;
  return Language::kUnknown;
}

}  // namespace rulecorp
