// UTF-8 is copied; UTF-16 and UTF-32 are written by hand (the code points are already valid); every
// other encoding goes through an ICU converter with the STOP callback, so the first character it
// cannot hold is found, with its offset, instead of being replaced by the converter's substitute.
// Invariant: for a line decode() took over exactly, encode(line) gives back the input's bytes.
#include "text/encoder.h"

#include <unicode/ucnv.h>
#include <unicode/ustring.h>
#include <unicode/utf8.h>

#include <memory>
#include <stdexcept>
#include <vector>

namespace rulecorp {
namespace {

struct UConverterCloser {
  void operator()(UConverter* c) const { ucnv_close(c); }
};
using ConverterPtr = std::unique_ptr<UConverter, UConverterCloser>;

enum class Family { kUtf8, kUtf16Le, kUtf16Be, kUtf32Le, kUtf32Be, kOther };

Family family_of(std::string_view encoding) {
  if (encoding == "UTF-8") return Family::kUtf8;
  if (encoding == "UTF-16LE") return Family::kUtf16Le;
  if (encoding == "UTF-16BE") return Family::kUtf16Be;
  if (encoding == "UTF-32LE") return Family::kUtf32Le;
  if (encoding == "UTF-32BE") return Family::kUtf32Be;
  // Other spellings of the Unicode encodings ("utf-16le", given by --encoding) by ICU's name.
  UErrorCode err = U_ZERO_ERROR;
  ConverterPtr cnv(ucnv_open(std::string(encoding).c_str(), &err));
  if (U_FAILURE(err)) throw std::invalid_argument("unknown encoding '" + std::string(encoding) + "'");
  const char* name = ucnv_getName(cnv.get(), &err);
  std::string_view n = U_SUCCESS(err) && name ? name : "";
  if (n == "UTF-8") return Family::kUtf8;
  if (n == "UTF-16LE") return Family::kUtf16Le;
  if (n == "UTF-16BE") return Family::kUtf16Be;
  if (n == "UTF-32LE") return Family::kUtf32Le;
  if (n == "UTF-32BE") return Family::kUtf32Be;
  return Family::kOther;
}

void put_unit(std::string& out, std::uint32_t v, int bytes, bool little) {
  for (int i = 0; i < bytes; ++i) {
    int shift = little ? 8 * i : 8 * (bytes - 1 - i);
    out += static_cast<char>((v >> shift) & 0xFF);
  }
}

Encoded encode_icu(std::string_view text, std::string_view encoding) {
  UErrorCode err = U_ZERO_ERROR;
  ConverterPtr cnv(ucnv_open(std::string(encoding).c_str(), &err));
  if (U_FAILURE(err)) throw std::invalid_argument("unknown encoding '" + std::string(encoding) + "'");
  ucnv_setFromUCallBack(cnv.get(), UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &err);
  Encoded out;
  // One code point at a time: the offset of the one it refuses is then known exactly.
  char buf[32];
  for (std::size_t i = 0; i < text.size();) {
    UChar32 cp = 0;
    std::int32_t at = static_cast<std::int32_t>(i);
    U8_NEXT(reinterpret_cast<const std::uint8_t*>(text.data()), at, static_cast<std::int32_t>(text.size()), cp);
    UChar units[2];
    std::int32_t n = 0;
    if (cp < 0) {
      out.unencodable = i;
      return out;
    }
    U16_APPEND_UNSAFE(units, n, cp);
    const UChar* from = units;
    char* to = buf;
    err = U_ZERO_ERROR;
    ucnv_fromUnicode(cnv.get(), &to, buf + sizeof buf, &from, units + n, nullptr, false, &err);
    if (U_FAILURE(err)) {
      out.unencodable = i;
      return out;
    }
    out.bytes.append(buf, static_cast<std::size_t>(to - buf));
    i = static_cast<std::size_t>(at);
  }
  char* to = buf;
  const UChar* none = nullptr;
  err = U_ZERO_ERROR;
  ucnv_fromUnicode(cnv.get(), &to, buf + sizeof buf, &none, none, nullptr, true, &err);
  out.bytes.append(buf, static_cast<std::size_t>(to - buf));
  return out;
}

}  // namespace

std::size_t code_unit_size(std::string_view encoding) {
  switch (family_of(encoding)) {
    case Family::kUtf16Le:
    case Family::kUtf16Be: return 2;
    case Family::kUtf32Le:
    case Family::kUtf32Be: return 4;
    default: return 1;
  }
}

Encoded encode(std::string_view text, std::string_view encoding) {
  const Family f = family_of(encoding);
  if (f == Family::kOther) return encode_icu(text, encoding);
  Encoded out;
  if (f == Family::kUtf8) {
    out.bytes.assign(text);
    return out;
  }
  const bool little = f == Family::kUtf16Le || f == Family::kUtf32Le;
  const bool wide = f == Family::kUtf32Le || f == Family::kUtf32Be;
  out.bytes.reserve(text.size() * (wide ? 4 : 2));
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(text.size()); i < n;) {
    const std::size_t at = static_cast<std::size_t>(i);
    UChar32 cp = 0;
    U8_NEXT(reinterpret_cast<const std::uint8_t*>(text.data()), i, n, cp);
    if (cp < 0) {
      out.unencodable = at;
      return out;
    }
    auto c = static_cast<std::uint32_t>(cp);
    if (wide) {
      put_unit(out.bytes, c, 4, little);
    } else if (c < 0x10000) {
      put_unit(out.bytes, c, 2, little);
    } else {
      put_unit(out.bytes, 0xD800 + ((c - 0x10000) >> 10), 2, little);
      put_unit(out.bytes, 0xDC00 + ((c - 0x10000) & 0x3FF), 2, little);
    }
  }
  return out;
}

std::optional<std::size_t> encoded_length(std::string_view text, std::string_view encoding) {
  const Family f = family_of(encoding);
  if (f == Family::kUtf8) return text.size();
  if (f == Family::kOther) {
    Encoded e = encode_icu(text, encoding);
    if (!e.ok()) return std::nullopt;
    return e.bytes.size();
  }
  std::size_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if ((c & 0xC0) == 0x80) continue;  // a continuation byte
    const bool supplementary = c >= 0xF0;
    n += (f == Family::kUtf32Le || f == Family::kUtf32Be) ? 4 : supplementary ? 4 : 2;
  }
  return n;
}

}  // namespace rulecorp
