// UTF-8 encoding of one code point, for code that builds text a code point at a time (the
// decoder, the card reader's escapes, the reports' excerpts). Nothing here validates: callers
// pass code points they have already checked.
#ifndef RULECORP_TEXT_UTF8_H_
#define RULECORP_TEXT_UTF8_H_

#include <string>

namespace rulecorp {

// Appends the UTF-8 bytes of `cp` (below 0x110000) to `out`.
inline void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

}  // namespace rulecorp

#endif  // RULECORP_TEXT_UTF8_H_
