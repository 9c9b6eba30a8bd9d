// A named reference is looked up in a table sorted by name (binary search); a numeric one is
// parsed in decimal or hexadecimal and accepted when it is a Unicode scalar value other than NUL.
// Invariant: decode_entities changes nothing outside the references entity_at accepts.
#include "glossary/html_entities.h"

#include <algorithm>
#include <array>
#include <utility>

#include "text/utf8.h"

namespace rulecorp {
namespace {

// HTML5 named character references, sorted by name (byte order). The common subset: what
// exports of the rules and card texts have been seen to carry, and their neighbours.
constexpr std::array<std::pair<std::string_view, char32_t>, 109> kNamed{{
    {"AElig", 0xC6},   {"Aacute", 0xC1},  {"Acirc", 0xC2},   {"Agrave", 0xC0},  {"Aring", 0xC5},
    {"Auml", 0xC4},    {"Ccedil", 0xC7},  {"Eacute", 0xC9},  {"Ecirc", 0xCA},   {"Egrave", 0xC8},
    {"Euml", 0xCB},    {"Iacute", 0xCD},  {"Icirc", 0xCE},   {"Iuml", 0xCF},    {"Ntilde", 0xD1},
    {"OElig", 0x152},  {"Oacute", 0xD3},  {"Ocirc", 0xD4},   {"Oslash", 0xD8},  {"Ouml", 0xD6},
    {"Prime", 0x2033}, {"Uacute", 0xDA},  {"Ucirc", 0xDB},   {"Ugrave", 0xD9},  {"Uuml", 0xDC},
    {"aacute", 0xE1},  {"acirc", 0xE2},   {"aelig", 0xE6},   {"agrave", 0xE0},  {"amp", 0x26},
    {"apos", 0x27},    {"aring", 0xE5},   {"asymp", 0x2248}, {"auml", 0xE4},    {"bdquo", 0x201E},
    {"bull", 0x2022},  {"ccedil", 0xE7},  {"cent", 0xA2},    {"copy", 0xA9},    {"darr", 0x2193},
    {"deg", 0xB0},     {"divide", 0xF7},  {"eacute", 0xE9},  {"ecirc", 0xEA},   {"egrave", 0xE8},
    {"emsp", 0x2003},  {"ensp", 0x2002},  {"equiv", 0x2261}, {"euml", 0xEB},    {"euro", 0x20AC},
    {"frac12", 0xBD},  {"frac14", 0xBC},  {"frac34", 0xBE},  {"ge", 0x2265},    {"gt", 0x3E},
    {"hArr", 0x21D4},  {"harr", 0x2194},  {"hellip", 0x2026}, {"iacute", 0xED}, {"icirc", 0xEE},
    {"iexcl", 0xA1},   {"infin", 0x221E}, {"iquest", 0xBF},  {"iuml", 0xEF},    {"lArr", 0x21D0},
    {"laquo", 0xAB},   {"larr", 0x2190},  {"ldquo", 0x201C}, {"le", 0x2264},    {"lsaquo", 0x2039},
    {"lsquo", 0x2018}, {"lt", 0x3C},      {"mdash", 0x2014}, {"middot", 0xB7},  {"minus", 0x2212},
    {"nbsp", 0xA0},    {"ndash", 0x2013}, {"ne", 0x2260},    {"ntilde", 0xF1},  {"oacute", 0xF3},
    {"ocirc", 0xF4},   {"oelig", 0x153},  {"oslash", 0xF8},  {"ouml", 0xF6},    {"para", 0xB6},
    {"plusmn", 0xB1},  {"pound", 0xA3},   {"prime", 0x2032}, {"quot", 0x22},    {"rArr", 0x21D2},
    {"raquo", 0xBB},   {"rarr", 0x2192},  {"rdquo", 0x201D}, {"reg", 0xAE},     {"rsaquo", 0x203A},
    {"rsquo", 0x2019}, {"sbquo", 0x201A}, {"sect", 0xA7},    {"shy", 0xAD},     {"szlig", 0xDF},
    {"thinsp", 0x2009}, {"times", 0xD7},  {"trade", 0x2122}, {"uacute", 0xFA},  {"uarr", 0x2191},
    {"ucirc", 0xFB},   {"ugrave", 0xF9},  {"uuml", 0xFC},    {"yen", 0xA5},
}};

constexpr bool sorted_by_name() {
  for (std::size_t i = 1; i < kNamed.size(); ++i)
    if (!(kNamed[i - 1].first < kNamed[i].first)) return false;
  return true;
}
static_assert(sorted_by_name(), "kNamed must be sorted by name for the binary search");

bool ascii_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

}  // namespace

std::optional<EntityRef> entity_at(std::string_view s, std::size_t at) {
  if (at >= s.size() || s[at] != '&') return std::nullopt;
  std::size_t i = at + 1;
  char32_t cp = 0;
  if (i < s.size() && s[i] == '#') {
    ++i;
    bool hex = i < s.size() && (s[i] == 'x' || s[i] == 'X');
    if (hex) ++i;
    std::size_t digits = 0;
    for (; i < s.size() && digits < 8; ++i, ++digits) {
      char c = s[i];
      int v = c >= '0' && c <= '9' ? c - '0'
              : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10
              : hex && c >= 'A' && c <= 'F' ? c - 'A' + 10
                                            : -1;
      if (v < 0) break;
      cp = cp * (hex ? 16 : 10) + static_cast<char32_t>(v);
    }
    if (digits == 0 || i >= s.size() || s[i] != ';') return std::nullopt;
    if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return std::nullopt;
  } else {
    std::size_t begin = i;
    while (i < s.size() && i - begin < 8 && ascii_alnum(s[i])) ++i;
    if (i == begin || i >= s.size() || s[i] != ';') return std::nullopt;
    std::string_view name = s.substr(begin, i - begin);
    auto it = std::lower_bound(kNamed.begin(), kNamed.end(), name,
                               [](const auto& e, std::string_view n) { return e.first < n; });
    if (it == kNamed.end() || it->first != name) return std::nullopt;
    cp = it->second;
  }
  EntityRef r;
  r.length = i + 1 - at;
  append_utf8(r.decoded, cp);
  return r;
}

std::string decode_entities(std::string_view s) {
  std::string out;
  std::size_t done = 0;
  for (std::size_t at = s.find('&'); at != std::string_view::npos; at = s.find('&', at + 1)) {
    std::optional<EntityRef> e = entity_at(s, at);
    if (!e) continue;
    if (out.empty()) out.reserve(s.size());
    out.append(s.substr(done, at - done));
    out += e->decoded;
    done = at + e->length;
    at = done - 1;
  }
  if (done == 0) return std::string(s);
  out.append(s.substr(done));
  return out;
}

}  // namespace rulecorp
