// The ASCII helpers against their plain definitions: the character classes over every byte value,
// and the word-at-a-time scans against a byte loop at every offset of texts with the class's bytes
// at every position of an eight-byte word (differential, so a wrong bit trick shows).
#include "common/ascii.h"

#include <doctest/doctest.h>

#include <string>

namespace rulecorp {

TEST_CASE("ascii: character classes of every byte value") {
  for (int v = 0; v < 256; ++v) {
    char c = static_cast<char>(v);
    bool alpha = (v >= 'a' && v <= 'z') || (v >= 'A' && v <= 'Z');
    bool digit = v >= '0' && v <= '9';
    CHECK_MESSAGE(is_ascii_alpha(c) == alpha, v);
    CHECK_MESSAGE(is_ascii_alnum(c) == (alpha || digit), v);
    CHECK_MESSAGE(is_word_byte(c) == (alpha || v >= 0x80), v);
  }
}

TEST_CASE("ascii: the eight-byte scans find what a byte loop finds") {
  for (int v : {0x00, 0x09, 0x1F, 0x20, int{'"'}, int{'&'}, int{'0'}, int{'5'}, int{'9'}, int{'<'}, int{'>'}, int{'~'}, 0x7F, 0x80, 0xC3, 0xFF}) {
    for (std::size_t at = 0; at < 20; ++at) {
      std::string s(24, 'a');
      s[at] = static_cast<char>(v);
      for (std::size_t from = 0; from <= s.size(); ++from) {
        std::size_t digit = std::string::npos;
        for (std::size_t i = from; i < s.size(); ++i)
          if (s[i] >= '0' && s[i] <= '9') { digit = i; break; }
        CHECK(find_digit(s, from) == digit);
        std::size_t printable = 0;
        std::string_view rest = std::string_view(s).substr(from);
        while (printable < rest.size() && rest[printable] >= 0x20 && rest[printable] < 0x7F) ++printable;
        CHECK(printable_ascii_prefix(rest) == printable);
        std::size_t nonzero = 0;
        while (nonzero < rest.size() && rest[nonzero] > 0) ++nonzero;
        CHECK(nonzero_ascii_prefix(rest) == nonzero);
        std::size_t plain = 0;
        auto is_plain = [](char c) { return c >= 0x20 && c < 0x7F && c != '&' && c != '<' && c != '>' && c != '"'; };
        while (plain < rest.size() && is_plain(rest[plain])) ++plain;
        CHECK(plain_xml_prefix(rest) == plain);
      }
    }
  }
}

}  // namespace rulecorp
