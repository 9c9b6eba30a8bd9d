// How decoding works. detect() picks an encoding from the BOM, the NUL pattern, a UTF-8 validity
// scan and, last, ICU's charset detector. UTF-8 is decoded by a hand-written loop that copies
// ordinary bytes in runs (the common case is one memcpy per line) and replaces each maximal subpart
// of an ill-formed sequence by one U+FFFD, as ICU's converter does (tests/text checks the two
// against each other); every other encoding goes through an ICU converter with the STOP callback,
// so each illegal sequence is seen with its byte offset and replaced by U+FFFD (a stateless
// single-byte encoding such as windows-1252 goes through a 256-entry table made from its converter,
// byte by byte, once per input: the same result several times faster). Both paths feed a
// TextBuilder that folds CRLF / CR / LF into '\n',
// replaces NUL and control characters, and records each line's start in the text and in the
// original bytes. Finally lines that are not in NFC are normalized one by one (NFC never
// composes across a line feed, so line numbers stay valid).
#include "text/decoder.h"

#include "common/ascii.h"
#include "text/utf8.h"

#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/ucnv.h>
#include <unicode/ucsdet.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/utf16.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <vector>

namespace rulecorp {
namespace {

std::string hex_bytes(std::string_view bytes) {
  static const char* kHex = "0123456789ABCDEF";
  std::string s;
  for (unsigned char c : bytes) {
    if (!s.empty()) s += ' ';
    s += "0x";
    s += kHex[c >> 4];
    s += kHex[c & 15];
  }
  return s;
}

// True for code points that NFC leaves alone whatever surrounds them (NFC_Quick_Check=Yes and
// canonical combining class 0): a line made only of these is already in NFC. Answered from
// 256-code-point bitmaps filled from ICU on first use, lock-free.
bool nfc_inert(char32_t cp) {
  if (cp < 0x300) return true;
  constexpr std::size_t kPages = 0x110000 >> 8;
  static std::array<std::atomic<const std::uint64_t*>, kPages> pages{};
  std::size_t page = cp >> 8;
  if (page >= kPages) return false;
  const std::uint64_t* bits = pages[page].load(std::memory_order_acquire);
  if (!bits) {
    auto* fresh = new std::uint64_t[4]{};
    for (UChar32 k = 0; k < 256; ++k) {
      UChar32 c = static_cast<UChar32>(page << 8) | k;
      if (u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) == UNORM_YES && u_getCombiningClass(c) == 0)
        fresh[k >> 6] |= std::uint64_t{1} << (k & 63);
    }
    const std::uint64_t* expected = nullptr;
    if (pages[page].compare_exchange_strong(expected, fresh, std::memory_order_acq_rel)) {
      bits = fresh;
    } else {
      delete[] fresh;
      bits = expected;
    }
  }
  return (bits[(cp & 255) >> 6] >> (cp & 63)) & 1;
}

// Accumulates decoded text, folding line ends and recording the line maps.
class TextBuilder {
 public:
  TextBuilder(Source& src, Diagnostics& diags) : src_(src), diags_(diags) {
    src_.text.clear();
    src_.line_starts.assign(1, 0);
    src_.inexact_lines.clear();
    origins_.clear();
  }

  // Appends code point `cp` that starts at byte `offset` of the input.
  void put(char32_t cp, std::uint64_t offset) {
    if (pending_cr_) {
      pending_cr_ = false;
      if (cp == '\n') {  // the LF of a CRLF: the line was already broken at its CR
        ++crlf_;
        --cr_;
        return;
      }
    }
    note_origin(offset);
    switch (cp) {
      case '\r':
        ++cr_;
        pending_cr_ = true;
        newline();
        return;
      case '\n':
        ++lf_;
        newline();
        return;
      case '\t':
        src_.text += '\t';
        return;
      case '\f':
        newline();
        return;
      case '\v':
        mark_inexact();
        src_.text += ' ';
        return;
      default:
        break;
    }
    if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) mark_inexact();
    if (cp == 0) {
      report_char("text.nul", "NUL byte inside text", offset);
      cp = 0xFFFD;
    } else if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) {
      char buf[48];
      std::snprintf(buf, sizeof buf, "control character U+%04X inside text", static_cast<unsigned>(cp));
      report_char("text.control", buf, offset);
      cp = 0xFFFD;
    }
    if (!nfc_inert(cp)) mark_for_nfc();
    append_utf8(src_.text, cp);
  }

  // Notes that the current line's text is not its input bytes decoded one for one.
  void mark_inexact() {
    std::uint32_t line = current_line();
    if (src_.inexact_lines.empty() || src_.inexact_lines.back() != line) src_.inexact_lines.push_back(line);
  }

  // Notes that the current line holds a code point NFC may change.
  void mark_for_nfc() {
    std::uint32_t line = current_line();
    if (nfc_lines_.empty() || nfc_lines_.back() != line) nfc_lines_.push_back(line);
  }
  // 1-based lines that must be checked for NFC, ascending.
  const std::vector<std::uint32_t>& nfc_lines() const { return nfc_lines_; }

  // Appends `n` UTF-16 code units that are all printable ASCII, the first at input byte `offset`.
  void put_ascii(const UChar* units, std::size_t n, std::uint64_t offset) {
    note_origin(offset);
    pending_cr_ = false;
    std::size_t at = src_.text.size();
    src_.text.resize(at + n);
    for (std::size_t i = 0; i < n; ++i) src_.text[at + i] = static_cast<char>(units[i]);
  }

  // Appends bytes known to be valid UTF-8 without line ends or controls.
  void put_run(std::string_view run, std::uint64_t offset) {
    if (run.empty()) return;
    note_origin(offset);
    pending_cr_ = false;
    src_.text.append(run);
  }

  // Reports an invalid sequence at `offset` and appends U+FFFD.
  void put_invalid(std::string_view bytes, std::uint64_t offset, std::string_view encoding) {
    Diagnostic d = make_diagnostic("encoding.invalid", src_.name, current_line(), current_column(),
                                   "invalid " + std::string(encoding) + " sequence " + hex_bytes(bytes) +
                                       " at byte offset " + std::to_string(offset));
    d.byte_offset = offset;
    diags_.report(std::move(d));
    mark_inexact();
    put(0xFFFD, offset);
  }

  // Closes the text; `end_offset` is the input size.
  void finish(std::uint64_t end_offset) {
    note_origin(end_offset);
    if (origins_.empty()) origins_.push_back(end_offset);
    int kinds = (lf_ > 0) + (crlf_ > 0) + (cr_ > 0);
    src_.line_ending = kinds > 1    ? LineEnding::kMixed
                       : lf_ > 0    ? LineEnding::kLf
                       : crlf_ > 0  ? LineEnding::kCrLf
                       : cr_ > 0    ? LineEnding::kCr
                                    : LineEnding::kNone;
  }

  std::uint32_t current_line() const { return static_cast<std::uint32_t>(src_.line_starts.size()); }
  void reserve_lines(std::size_t n) { origins_.reserve(n); }

  // Records in the Source where its line starts and the input's differ (after NFC, which can
  // change line lengths), and releases the per-line list.
  void record_origins() {
    src_.origin_shifts.clear();
    std::int64_t last = 0;
    for (std::size_t i = 0; i < origins_.size() && i < src_.line_starts.size(); ++i) {
      std::int64_t delta = static_cast<std::int64_t>(origins_[i]) - static_cast<std::int64_t>(src_.line_starts[i]);
      if (i == 0 || delta != last) src_.origin_shifts.push_back({static_cast<std::uint32_t>(i + 1), delta});
      last = delta;
    }
    if (src_.origin_shifts.empty()) src_.origin_shifts.push_back({});
    std::vector<std::uint64_t>().swap(origins_);
  }
  std::uint32_t current_column() const {
    return static_cast<std::uint32_t>(src_.text.size() - src_.line_starts.back()) + 1;
  }

 private:
  void note_origin(std::uint64_t offset) {
    if (need_origin_) {
      origins_.push_back(offset);
      need_origin_ = false;
    }
  }
  void newline() {
    src_.text += '\n';
    src_.line_starts.push_back(static_cast<std::uint32_t>(src_.text.size()));
    need_origin_ = true;
  }
  void report_char(std::string_view check, std::string message, std::uint64_t offset) {
    Diagnostic d = make_diagnostic(check, src_.name, current_line(), current_column(),
                                   std::move(message) + " at byte offset " + std::to_string(offset));
    d.byte_offset = offset;
    diags_.report(std::move(d));
  }

  Source& src_;
  Diagnostics& diags_;
  bool pending_cr_ = false;
  bool need_origin_ = true;
  std::size_t lf_ = 0, crlf_ = 0, cr_ = 0;
  std::vector<std::uint32_t> nfc_lines_;
  std::vector<std::uint64_t> origins_;  // input offset of each line, until record_origins()
};

// Length of the UTF-8 sequence starting at s[i] if it is valid, else 0.
std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = b(i);
  std::size_t n = s.size();
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return (i + 1 < n && (b(i + 1) & 0xC0) == 0x80) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (i + 2 >= n) return 0;
    unsigned char c1 = b(i + 1);
    if ((c1 & 0xC0) != 0x80 || (b(i + 2) & 0xC0) != 0x80) return 0;
    if (c == 0xE0 && c1 < 0xA0) return 0;   // overlong
    if (c == 0xED && c1 >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (i + 3 >= n) return 0;
    unsigned char c1 = b(i + 1);
    if ((c1 & 0xC0) != 0x80 || (b(i + 2) & 0xC0) != 0x80 || (b(i + 3) & 0xC0) != 0x80) return 0;
    if (c == 0xF0 && c1 < 0x90) return 0;
    if (c == 0xF4 && c1 >= 0x90) return 0;
    return 4;
  }
  return 0;
}

// Length of the maximal subpart of an ill-formed sequence at s[i] (Unicode 15, section 3.9, U+FFFD
// substitution of maximal subparts, as ICU and the WHATWG encoding standard do): the lead byte and
// every following byte that could still continue a well-formed sequence. Never 0.
std::size_t utf8_invalid_length(std::string_view s, std::size_t i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  std::size_t need = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // range of the second byte
  if (c >= 0xC2 && c <= 0xDF) {
    need = 1;
  } else if (c >= 0xE0 && c <= 0xEF) {
    need = 2;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    need = 3;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    return 1;  // 0x80..0xC1, 0xF5..0xFF never start a sequence
  }
  std::size_t n = 1;
  for (std::size_t k = 1; k <= need && i + k < s.size(); ++k) {
    auto b = static_cast<unsigned char>(s[i + k]);
    if (k == 1 ? (b < lo || b > hi) : (b & 0xC0) != 0x80) break;
    ++n;
  }
  return n;
}

struct Utf8Stats {
  std::size_t multibyte = 0;  // valid multi-byte sequences
  std::size_t invalid = 0;    // broken sequences (a lead byte with its continuation bytes), for detection
  std::size_t nul = 0;
};

Utf8Stats scan_utf8(std::string_view s) {
  Utf8Stats st;
  for (std::size_t i = 0; i < s.size();) {
    i += nonzero_ascii_prefix(s.substr(i));  // the common case: ASCII without a NUL, many bytes a step
    if (i >= s.size()) break;
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      st.nul += c == 0;
      ++i;
      continue;
    }
    std::size_t len = utf8_sequence_length(s, i);
    if (len) {
      ++st.multibyte;
      i += len;
    } else {  // one broken sequence: the lead byte and the continuation bytes after it
      ++st.invalid;
      std::size_t j = i + 1;
      while (j < s.size() && j - i < 4 && (static_cast<unsigned char>(s[j]) & 0xC0) == 0x80) ++j;
      i = j;
    }
  }
  return st;
}

void decode_utf8(std::string_view in, std::uint64_t base, TextBuilder& out) {
  std::size_t run = 0;
  auto flush = [&](std::size_t i) {
    out.put_run(in.substr(run, i - run), base + run);
  };
  for (std::size_t i = 0; i < in.size();) {
    i += printable_ascii_prefix(in.substr(i));
    if (i >= in.size()) break;
    unsigned char c = static_cast<unsigned char>(in[i]);
    if (c >= 0x80) {
      std::size_t len = utf8_sequence_length(in, i);
      if (len) {
        char32_t cp = c & (0xFF >> (len + 1));
        for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (in[i + k] & 0x3F);
        if (cp >= 0xA0) {  // C1 controls go through put()
          if (!nfc_inert(cp)) out.mark_for_nfc();
          i += len;
          continue;
        }
        flush(i);
        out.put(cp, base + i);
        i += len;
        run = i;
        continue;
      }
      // Ill-formed: each maximal subpart becomes one U+FFFD.
      flush(i);
      std::size_t j = i + utf8_invalid_length(in, i);
      out.put_invalid(in.substr(i, j - i), base + i, "UTF-8");
      i = j;
      run = i;
      continue;
    }
    flush(i);
    out.put(c, base + i);
    ++i;
    run = i;
  }
  flush(in.size());
}

struct UConverterCloser {
  void operator()(UConverter* c) const { ucnv_close(c); }
};
using ConverterPtr = std::unique_ptr<UConverter, UConverterCloser>;

ConverterPtr open_converter(std::string_view name) {
  UErrorCode err = U_ZERO_ERROR;
  ConverterPtr cnv(ucnv_open(std::string(name).c_str(), &err));
  if (U_FAILURE(err)) return nullptr;
  return cnv;
}

// What a single-byte converter makes of each byte: the code point, or -1 for a byte it refuses.
// Made by converting each byte alone with the STOP callback; empty when the converter is not a
// stateless single-byte one or some byte gives more than one UTF-16 unit.
std::vector<std::int32_t> byte_table(UConverter* cnv) {
  UErrorCode err = U_ZERO_ERROR;
  const UConverterType type = ucnv_getType(cnv);
  if (ucnv_getMaxCharSize(cnv) != 1 || (type != UCNV_SBCS && type != UCNV_LATIN_1 && type != UCNV_US_ASCII)) return {};
  ucnv_setToUCallBack(cnv, UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &err);
  if (U_FAILURE(err)) return {};
  std::vector<std::int32_t> table(256, -1);
  for (int b = 0; b < 256; ++b) {
    ucnv_reset(cnv);
    char byte = static_cast<char>(b);
    const char* from = &byte;
    UChar units[4];
    UChar* to = units;
    err = U_ZERO_ERROR;
    ucnv_toUnicode(cnv, &to, units + 4, &from, &byte + 1, nullptr, true, &err);
    const auto n = to - units;
    if (U_SUCCESS(err) && n == 1 && !U16_IS_SURROGATE(units[0])) table[static_cast<std::size_t>(b)] = units[0];
    else if (U_SUCCESS(err) || n != 0) return {};  // more than one unit: leave it to the converter
  }
  ucnv_reset(cnv);
  return table;
}

// Decodes a single-byte encoding through its byte table: the same calls on the builder as
// decode_icu makes (runs of printable ASCII, each other code point, each refused byte reported).
void decode_bytes(std::string_view in, std::uint64_t base, std::string_view encoding, const std::vector<std::int32_t>& table,
                  TextBuilder& out) {
  for (std::size_t i = 0; i < in.size();) {
    // Printable ASCII maps to itself and no other byte maps to it (checked by decode_icu), so a
    // run of it is the run of printable ASCII bytes, found eight at a time.
    if (std::size_t run = printable_ascii_prefix(in.substr(i))) {
      out.put_run(in.substr(i, run), base + i);
      i += run;
      continue;
    }
    const std::int32_t cp = table[static_cast<unsigned char>(in[i])];
    if (cp < 0) out.put_invalid(in.substr(i, 1), base + i, encoding);
    else out.put(static_cast<char32_t>(cp), base + i);
    ++i;
  }
}

// Decodes with an ICU converter; illegal sequences are reported at their byte offsets. A stateless
// single-byte converter is read through its byte table (decode_bytes), which is several times faster.
void decode_icu(std::string_view in, std::uint64_t base, std::string_view encoding, TextBuilder& out,
                Source& src, Diagnostics& diags) {
  ConverterPtr cnv = open_converter(encoding);
  if (!cnv) throw std::invalid_argument("unknown encoding '" + std::string(encoding) + "'");
  if (std::vector<std::int32_t> table = byte_table(cnv.get()); !table.empty()) {
    // decode_bytes copies runs of printable ASCII as they are: exactly those bytes must map to
    // themselves (no other byte to printable ASCII).
    bool ascii_is_ascii = true;
    for (int b = 0; b < 0x100; ++b) {
      const std::int32_t cp = table[static_cast<std::size_t>(b)];
      ascii_is_ascii &= (b >= 0x20 && b < 0x7F) ? cp == b : !(cp >= 0x20 && cp < 0x7F);
    }
    if (ascii_is_ascii) {
      decode_bytes(in, base, encoding, table, out);
      return;
    }
  }
  UErrorCode err = U_ZERO_ERROR;
  ucnv_setToUCallBack(cnv.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &err);
  std::vector<UChar> buf(1 << 15);
  std::vector<int32_t> offsets(buf.size());
  const char* const begin = in.data();
  const char* src_ptr = begin;
  const char* const limit = begin + in.size();
  UChar pending_high = 0;
  std::uint64_t pending_offset = 0;
  for (;;) {
    UChar* target = buf.data();
    const char* chunk = src_ptr;
    err = U_ZERO_ERROR;
    ucnv_toUnicode(cnv.get(), &target, buf.data() + buf.size(), &src_ptr, limit, offsets.data(), true,
                   &err);
    std::size_t produced = static_cast<std::size_t>(target - buf.data());
    auto offset_of = [&](std::size_t i) {
      return base + static_cast<std::uint64_t>(chunk - begin) + static_cast<std::uint64_t>(offsets[i] < 0 ? 0 : offsets[i]);
    };
    for (std::size_t i = 0; i < produced; ++i) {
      if (!pending_high && buf[i] >= 0x20 && buf[i] < 0x7F) {  // the common case, in runs
        std::size_t j = i + 1;
        while (j < produced && buf[j] >= 0x20 && buf[j] < 0x7F) ++j;
        out.put_ascii(buf.data() + i, j - i, offset_of(i));
        i = j - 1;
        continue;
      }
      std::uint64_t off = offset_of(i);
      UChar u = buf[i];
      if (pending_high) {
        if (U16_IS_TRAIL(u)) {
          out.put(U16_GET_SUPPLEMENTARY(pending_high, u), pending_offset);
          pending_high = 0;
          continue;
        }
        out.mark_inexact();
        out.put(0xFFFD, pending_offset);
        pending_high = 0;
      }
      if (U16_IS_LEAD(u)) {
        pending_high = u;
        pending_offset = off;
      } else {
        if (U16_IS_TRAIL(u)) out.mark_inexact();
        out.put(U16_IS_TRAIL(u) ? 0xFFFD : u, off);
      }
    }
    if (err == U_BUFFER_OVERFLOW_ERROR) continue;
    if (U_SUCCESS(err)) break;
    char bad[32];
    int8_t bad_len = sizeof bad;
    UErrorCode e2 = U_ZERO_ERROR;
    ucnv_getInvalidChars(cnv.get(), bad, &bad_len, &e2);
    std::uint64_t bad_offset = base + static_cast<std::uint64_t>(src_ptr - begin) -
                               static_cast<std::uint64_t>(bad_len);
    if (pending_high) {
      out.mark_inexact();
      out.put(0xFFFD, pending_offset);
      pending_high = 0;
    }
    if (err == U_TRUNCATED_CHAR_FOUND) {
      Diagnostic d = make_diagnostic("encoding.odd-length", src.name, out.current_line(), out.current_column(),
                                     std::string(encoding) + " input ends in a partial character (" +
                                         std::to_string(bad_len) + " trailing byte" + (bad_len == 1 ? "" : "s") +
                                         " at byte offset " + std::to_string(bad_offset) + ")");
      d.byte_offset = bad_offset;
      diags.report(std::move(d));
      break;
    }
    out.put_invalid(std::string_view(bad, static_cast<std::size_t>(bad_len)), bad_offset, encoding);
    if (src_ptr >= limit) break;
  }
  if (pending_high) {
    out.mark_inexact();
    out.put(0xFFFD, pending_offset);
  }
}

struct Detection {
  std::string encoding;
  std::size_t bom = 0;
  std::string note;  // why, when guessed
};

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

bool looks_binary(std::string_view b, std::size_t nul) {
  static constexpr std::array<std::string_view, 7> kMagic{
      "\x89PNG", "GIF8", "%PDF", "PK\x03\x04", "\xFF\xD8\xFF", "\x7F" "ELF", "\x1F\x8B"};
  for (auto m : kMagic)
    if (starts_with(b, m)) return true;
  return nul >= 16 && nul * 100 > b.size();
}

// Recognises BOM-less UTF-16 by the NUL bytes of its ASCII characters.
std::string utf16_by_nul_pattern(std::string_view b) {
  std::size_t n = std::min<std::size_t>(b.size() & ~std::size_t{1}, 4096);
  if (n < 8) return {};
  std::size_t even = 0, odd = 0;
  for (std::size_t i = 0; i < n; i += 2) {
    even += b[i] == 0;
    odd += b[i + 1] == 0;
  }
  std::size_t units = n / 2;
  if (even * 10 >= units * 3 && odd * 50 < units) return "UTF-16BE";
  if (odd * 10 >= units * 3 && even * 50 < units) return "UTF-16LE";
  return {};
}

// What ICU's charset detector is given of an input's first 64 KB: the same matches and
// confidences at a fraction of the cost. The detector takes the byte statistics, the C1 bytes and
// the n-grams of its single-byte recognizers from the first 8 KB of its text only (its
// InputText buffer); its other recognizers (UTF-8, UTF-16 and UTF-32, the multi-byte and ISO-2022
// ones) read all of it, but count only the non-ASCII and control bytes, each with at most three
// bytes after it (a trail byte may be ASCII; an escape sequence has at most four bytes), reading
// the ASCII between them one byte a character. So the sample is the first 8 KB whole, then each
// such byte with the four bytes after it; the text is given whole when it is short or holds a NUL
// byte (UTF-32 counts every aligned group of four bytes, and only one with a NUL can be valid).
std::string_view detector_sample(std::string_view b, std::string& sample) {
  constexpr std::size_t kHead = 8192, kAfter = 4;
  if (b.size() <= 2 * kHead || std::memchr(b.data(), 0, b.size())) return b;
  auto special = [](unsigned char c) { return c >= 0x80 || (c < 0x20 && c != '\t' && c != '\n' && c != '\r'); };
  sample.assign(b.substr(0, kHead));
  std::size_t kept = kHead;  // b[0, kept) is in the sample
  for (std::size_t i = kHead - kAfter; i < b.size(); ++i) {
    if (!special(static_cast<unsigned char>(b[i]))) continue;
    const std::size_t from = std::max(kept, i), to = std::min(b.size(), i + 1 + kAfter);
    if (from < to) sample.append(b.substr(from, to - from));
    kept = std::max(kept, to);
  }
  return sample;
}

std::string detect_legacy(std::string_view b, std::string& note) {
  UErrorCode err = U_ZERO_ERROR;
  UCharsetDetector* det = ucsdet_open(&err);
  std::string result = "windows-1252";
  int32_t confidence = 0;
  std::string sample;
  if (U_SUCCESS(err)) {
    const std::string_view text = detector_sample(b.substr(0, 1 << 16), sample);
    ucsdet_setText(det, text.data(), static_cast<int32_t>(text.size()), &err);
    const UCharsetMatch* m = ucsdet_detect(det, &err);
    if (U_SUCCESS(err) && m) {
      std::string name = ucsdet_getName(m, &err);
      confidence = ucsdet_getConfidence(m, &err);
      ConverterPtr cnv = open_converter(name);
      bool single_byte = cnv && ucnv_getMaxCharSize(cnv.get()) == 1;
      // ISO-8859-1 is read as windows-1252, its superset (as browsers do); multi-byte guesses on
      // text that is not UTF-8 are noise for rules written in DE/FR/EN.
      if (single_byte && name != "ISO-8859-1" && name != "US-ASCII") result = name;
    }
    ucsdet_close(det);
  }
  note = "input is not valid UTF-8; decoded as " + result + " (charset detection confidence " +
         std::to_string(confidence) + "%)";
  return result;
}

Detection detect(std::string_view b, Diagnostics& diags, const std::string& name, bool legacy_detection) {
  if (starts_with(b, "\xEF\xBB\xBF")) return {"UTF-8", 3, {}};
  if (starts_with(b, std::string_view("\x00\x00\xFE\xFF", 4))) return {"UTF-32BE", 4, {}};
  if (starts_with(b, std::string_view("\xFF\xFE\x00\x00", 4))) return {"UTF-32LE", 4, {}};
  if (starts_with(b, "\xFE\xFF") || starts_with(b, "\xFF\xFE")) {
    std::string enc = b[0] == '\xFE' ? "UTF-16BE" : "UTF-16LE";
    // A UTF-16 BOM in front of 8-bit text: no NUL bytes where ASCII characters would have them.
    std::string_view body = b.substr(2, 4096);
    std::size_t nul = 0;
    for (char c : body) nul += c == 0;
    if (body.size() >= 64 && nul * 20 < body.size()) {
      // A fault of the whole file: line 0, no invented position.
      Diagnostic d = make_diagnostic("encoding.bom-mismatch", name, 0, 0,
                                     "the file starts with a " + enc +
                                         " byte order mark but its content is 8-bit text; the BOM is ignored");
      d.byte_offset = 0;
      diags.report(std::move(d));
      Detection rest = detect(b.substr(2), diags, name, legacy_detection);
      rest.bom += 2;
      return rest;
    }
    return {enc, 2, {}};
  }
  if (std::string enc = utf16_by_nul_pattern(b); !enc.empty())
    return {enc, 0, "input has no byte order mark; its NUL pattern says " + enc};
  Utf8Stats st = scan_utf8(b);
  if (st.invalid == 0 || (st.multibyte > 0 && st.invalid <= st.multibyte)) return {"UTF-8", 0, {}};
  if (!legacy_detection) return {"windows-1252", 0, "input is not valid UTF-8; decoded as windows-1252 (charset detection off)"};
  std::string note;
  std::string enc = detect_legacy(b, note);
  return {enc, 0, note};
}

// Normalizes the lines the builder flagged (only those can differ from their NFC form).
void normalize_nfc(Source& src, const std::vector<std::uint32_t>& lines, Diagnostics& diags) {
  if (lines.empty()) return;
  UErrorCode err = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(err);
  if (U_FAILURE(err)) throw std::runtime_error("ICU NFC data unavailable");
  std::vector<std::uint32_t> changed;
  for (std::uint32_t line : lines) {
    err = U_ZERO_ERROR;
    if (!nfc->isNormalizedUTF8(src.line(line), err)) changed.push_back(line);
  }
  if (changed.empty()) return;
  std::string out;
  out.reserve(src.text.size());
  std::vector<std::uint32_t> starts;
  starts.reserve(src.line_starts.size());
  std::size_t next = 0;
  for (std::size_t i = 0; i < src.line_starts.size(); ++i) {
    starts.push_back(static_cast<std::uint32_t>(out.size()));
    std::size_t b = src.line_starts[i];
    std::size_t e = i + 1 < src.line_starts.size() ? src.line_starts[i + 1] : src.text.size();
    std::string_view line = std::string_view(src.text).substr(b, e - b);
    if (next < changed.size() && changed[next] == i + 1) {
      ++next;
      icu::StringByteSink<std::string> sink(&out);
      err = U_ZERO_ERROR;
      nfc->normalizeUTF8(0, line, sink, nullptr, err);
      if (U_FAILURE(err)) throw std::runtime_error("ICU NFC normalization failed");
    } else {
      out.append(line);
    }
  }
  src.text = std::move(out);
  src.line_starts = std::move(starts);
  std::vector<std::uint32_t> inexact;
  std::set_union(src.inexact_lines.begin(), src.inexact_lines.end(), changed.begin(), changed.end(), std::back_inserter(inexact));
  src.inexact_lines = std::move(inexact);
  std::size_t n = changed.size();
  diags.report("text.normalized", src.name, changed.front(), 0,
               std::to_string(n) + " line" + (n == 1 ? " was" : "s were") + " not in Unicode NFC and " +
                   (n == 1 ? "was" : "were") + " normalized");
}

}  // namespace

bool encoding_supported(std::string_view name) { return open_converter(name) != nullptr; }

Source decode(std::string name, std::string_view bytes, const DecodeOptions& options,
              Diagnostics& diags) {
  Source src;
  src.name = std::move(name);
  if (bytes.empty()) {
    diags.report("input.empty", src.name, 0, 0, "input is empty");
    src.encoding = options.encoding.empty() ? "UTF-8" : options.encoding;
    return src;
  }
  Detection det;
  if (!options.encoding.empty()) {
    det.encoding = options.encoding;
    ConverterPtr cnv = open_converter(options.encoding);
    if (!cnv) throw std::invalid_argument("unknown encoding '" + options.encoding + "'");
    UErrorCode err = U_ZERO_ERROR;
    const char* name_ptr = ucnv_getName(cnv.get(), &err);
    std::string canonical = U_SUCCESS(err) && name_ptr ? name_ptr : "";
    bool utf8 = canonical == "UTF-8";
    if (utf8) det.encoding = "UTF-8";
    // An explicit Unicode encoding still skips its own BOM.
    if (utf8 && starts_with(bytes, "\xEF\xBB\xBF")) det.bom = 3;
  } else {
    std::size_t nul = 0;  // NUL bytes of the first 64 KiB, found by memchr (rare in text)
    const std::string_view head = bytes.substr(0, 1 << 16);
    for (const char* p = head.data(); (p = static_cast<const char*>(std::memchr(p, 0, head.data() + head.size() - p))); ++p) ++nul;
    bool has_bom = starts_with(bytes, "\xEF\xBB\xBF") || starts_with(bytes, "\xFE\xFF") ||
                   starts_with(bytes, "\xFF\xFE") ||
                   starts_with(bytes, std::string_view("\x00\x00\xFE\xFF", 4));
    if (!has_bom && utf16_by_nul_pattern(bytes).empty() &&
        looks_binary(bytes.substr(0, 1 << 16), nul)) {
      diags.report("input.binary", src.name, 0, 0,
                   "input looks like a binary file (" + std::to_string(nul) +
                       " NUL bytes in the first 64 KiB), not text; it is not parsed");
      src.encoding = "binary";
      return src;
    }
    det = detect(bytes, diags, src.name, options.legacy_detection);
    if (!det.note.empty()) diags.report("encoding.guessed", src.name, 0, 0, det.note);
  }
  src.encoding = det.encoding;
  src.had_bom = det.bom > 0;
  TextBuilder builder(src, diags);
  std::string_view body = bytes.substr(det.bom);
  // The text is about the input's size: reserve it (and the line maps) once instead of growing
  // geometrically, which would hold up to twice the text while copying. The line count is that of
  // 0x0A bytes, counted by memchr (a byte loop cost ~7 instructions a byte): exact for UTF-8 and
  // 8-bit text with LF or CRLF, a bound for UTF-16 and UTF-32, short for CR alone (then it grows).
  std::size_t lines = 2;
  for (const char* p = body.data(); (p = static_cast<const char*>(std::memchr(p, '\n', body.data() + body.size() - p))); ++p) ++lines;
  src.line_starts.reserve(lines);
  builder.reserve_lines(lines);
  if (det.encoding == "UTF-8") {
    src.text.reserve(body.size());
    decode_utf8(body, det.bom, builder);
  } else {
    // An 8-bit text grows a little (its non-ASCII letters take two bytes or three); UTF-16 and
    // UTF-32 shrink.
    src.text.reserve(body.size() + body.size() / 16);
    decode_icu(body, det.bom, det.encoding, builder, src, diags);
  }
  builder.finish(bytes.size());
  normalize_nfc(src, builder.nfc_lines(), diags);
  builder.record_origins();
  return src;
}

}  // namespace rulecorp
