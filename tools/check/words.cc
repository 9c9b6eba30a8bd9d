// The checks' word helpers: lower-casing goes through icu::UnicodeString::toLower with the root
// locale (ASCII words directly); a content finding carries the translation and its original as
// related location. Words themselves come from the WordBreaker of lang/word_breaker.h.
#include "check/words.h"

#include <unicode/locid.h>
#include <unicode/unistr.h>

namespace rulecorp {

std::string lower(std::string_view s) {
  bool ascii = true;
  for (char c : s) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
  if (ascii) {  // the common case, without a round trip through UTF-16
    std::string out(s);
    for (char& c : out)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
  }
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<std::int32_t>(s.size())));
  u.toLower(icu::Locale::getRoot());
  std::string out;
  u.toUTF8String(out);
  return out;
}

Diagnostic content_finding(std::string_view check, const ContentPair& pair, const std::string& message,
                           std::vector<Mark> marks, std::vector<Mark> original_marks) {
  std::string prefix(pair.translation_language);
  if (!pair.unit.empty()) prefix += " " + std::string(pair.unit);
  Diagnostic d = make_diagnostic(check, "", 0, 0, prefix + ": " + message);
  d.unit = std::string(pair.unit);
  d.rule = std::string(pair.unit);
  d.language = std::string(pair.translation_language);
  d.text = std::string(pair.translation);
  d.marks = std::move(marks);
  if (!pair.original.empty()) {
    Location o;
    o.language = std::string(pair.original_language);
    o.rule = std::string(pair.unit);
    o.role = "original";
    o.text = std::string(pair.original);
    o.marks = std::move(original_marks);
    d.related.push_back(std::move(o));
  }
  return d;
}

}  // namespace rulecorp
