// HTML and XML character references left in plain text ("&infin;", "&rarr;", "&#8594;",
// "&#x2192;"): found and decoded. ICU has no HTML entity table, so one holds every named reference
// of HTML 4.01 (Latin-1 letters and signs, Greek letters, arrows, mathematical and typographic
// symbols, the markup-significant ones) and XML's &apos;; numeric references decode to any Unicode
// scalar value but NUL. An '&' that opens no known reference is left as it is.
#ifndef RULECORP_GLOSSARY_HTML_ENTITIES_H_
#define RULECORP_GLOSSARY_HTML_ENTITIES_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace rulecorp {

struct EntityRef {
  std::size_t length = 0;  // bytes from the '&' through the ';'
  std::string decoded;     // the character it stands for, UTF-8
};

// The character reference starting at s[at] (an '&'), or nullopt when none starts there.
std::optional<EntityRef> entity_at(std::string_view s, std::size_t at);

// `s` with every known character reference replaced by its character.
std::string decode_entities(std::string_view s);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_HTML_ENTITIES_H_
