// The decoder on every encoding and line-end variant, and a table of bad inputs that must each give
// their diagnostic (check, line, byte offset) and a usable text, never a crash.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <unicode/ucnv.h>
#include <unicode/ucsdet.h>
#include <unicode/unistr.h>

#include "text/decoder.h"

namespace rulecorp {
namespace {

struct Decoded {
  Source src;
  std::string diags;  // "check@line:col+offset ..." compact
};

Decoded run(std::string_view bytes, std::string encoding = {}) {
  Diagnostics d;
  DecodeOptions o;
  o.encoding = std::move(encoding);
  Decoded r{decode("in.txt", bytes, o, d), {}};
  for (const Diagnostic& x : d.all()) {
    if (!r.diags.empty()) r.diags += ' ';
    r.diags += x.check + '@' + std::to_string(x.line) + ':' + std::to_string(x.column);
    if (x.byte_offset != kNoOffset) r.diags += '+' + std::to_string(x.byte_offset);
  }
  return r;
}

// UTF-8 -> UTF-16/32 in either byte order, with a BOM.
std::string encode(std::u32string_view text, int unit, bool big_endian) {
  std::string out;
  auto put = [&](std::uint32_t v) {
    for (int i = 0; i < unit; ++i) {
      int shift = big_endian ? 8 * (unit - 1 - i) : 8 * i;
      out += static_cast<char>((v >> shift) & 0xFF);
    }
  };
  put(0xFEFF);
  for (char32_t c : text) {
    if (unit == 2 && c >= 0x10000) {
      put(0xD800 + ((c - 0x10000) >> 10));
      put(0xDC00 + ((c - 0x10000) & 0x3FF));
    } else {
      put(c);
    }
  }
  return out;
}

constexpr std::string_view kUtf8 = "702.80a Edelmut ist eine ausgel\xC3\xB6ste F\xC3\xA4higkeit.\n\n\xE2\x80\x9E" "Edelmut\xE2\x80\x9C {T} \xF0\x9F\x83\x8F\n";
constexpr std::u32string_view kUtf32 = U"702.80a Edelmut ist eine ausgelöste Fähigkeit.\n\n„Edelmut“ {T} \U0001F0CF\n";

}  // namespace

TEST_CASE("every Unicode encoding form gives the same text") {
  const std::string want(kUtf8);
  struct Case {
    std::string name;
    std::string bytes;
    std::string encoding;
    bool bom;
  };
  const Case cases[] = {
      {"utf-8", std::string(kUtf8), "UTF-8", false},
      {"utf-8 bom", "\xEF\xBB\xBF" + std::string(kUtf8), "UTF-8", true},
      {"utf-16le", encode(kUtf32, 2, false), "UTF-16LE", true},
      {"utf-16be", encode(kUtf32, 2, true), "UTF-16BE", true},
      {"utf-32le", encode(kUtf32, 4, false), "UTF-32LE", true},
      {"utf-32be", encode(kUtf32, 4, true), "UTF-32BE", true},
  };
  for (const Case& c : cases) {
    CAPTURE(c.name);
    Decoded d = run(c.bytes);
    CHECK(d.src.text == want);
    CHECK(d.src.encoding == c.encoding);
    CHECK(d.src.had_bom == c.bom);
    CHECK(d.diags == "");
    CHECK(d.src.line_count() == 3);
  }
}

TEST_CASE("line ends fold to LF and are reported") {
  struct Case {
    std::string bytes;
    LineEnding ending;
  };
  const Case cases[] = {
      {"a\nb\n\nc", LineEnding::kLf},
      {"a\r\nb\r\n\r\nc", LineEnding::kCrLf},
      {"a\rb\r\rc", LineEnding::kCr},
      {"a\r\nb\r\rc", LineEnding::kMixed},
  };
  for (const Case& c : cases) {
    CAPTURE(c.bytes);
    Decoded d = run(c.bytes);
    CHECK(d.src.text == "a\nb\n\nc");
    CHECK(d.src.line_ending == c.ending);
    CHECK(d.src.line(4) == "c");
  }
}

TEST_CASE("each line keeps its byte offset in the original input") {
  Decoded crlf = run("ab\r\ncd\r\n");
  CHECK(crlf.src.original_offset(1) == 0);
  CHECK(crlf.src.original_offset(2) == 4);
  Decoded u16 = run(encode(U"ab\ncd", 2, false));
  CHECK(u16.src.original_offset(1) == 2);  // after the BOM
  CHECK(u16.src.original_offset(2) == 8);
  // A broken byte (1 byte in, U+FFFD's 3 out) and an NFC change ("c" + U+0301: 3 bytes in, 2 out) shift what follows.
  Decoded shifted = run("a\xFF" "b\nc\xCC\x81\xC3\xA4\nx\ny\n");
  CHECK(shifted.src.original_offset(2) == 4);
  CHECK(shifted.src.original_offset(3) == 10);
  CHECK(shifted.src.original_offset(4) == 12);
  // A plain LF UTF-8 text needs a single shift (none), not one entry per line.
  Decoded plain = run("one\ntwo\nthree\n");
  CHECK(plain.src.origin_shifts.size() == 1);
  CHECK(plain.src.original_offset(3) == 8);
}

TEST_CASE("legacy single-byte text is detected") {
  // "Fähigkeit “Edelmut” – gilt" in windows-1252: 0x93/0x94 quotes and 0x96 dash exist only there.
  Decoded d = run("Die F\xE4higkeit \x93" "Edelmut\x94 \x96 gilt f\xFCr jede Kreatur, die du kontrollierst.\n");
  CHECK(d.src.encoding == "windows-1252");
  CHECK(d.src.text == "Die Fähigkeit “Edelmut” – gilt für jede Kreatur, die du kontrollierst.\n");
  CHECK(d.diags == "encoding.guessed@0:0");
}

TEST_CASE("without legacy detection an 8-bit text is read as windows-1252; Unicode is detected as ever") {
  // Intent: the quick look at a file's head (the effective date) skips ICU's charset detection;
  // what it reads of ASCII and windows-1252 text is what detection reads, and UTF-8 or a BOM
  // still decide the encoding.
  auto quick = [](std::string_view bytes) {
    Diagnostics d;
    DecodeOptions o;
    o.legacy_detection = false;
    return decode("in.txt", bytes, o, d);
  };
  const std::string legacy = "These rules are effective as of October 1, 2009. \x93" "Exalted\x94 \x96 caf\xE9\n";
  Source q = quick(legacy);
  CHECK(q.encoding == "windows-1252");
  CHECK(q.text == run(legacy).src.text);
  CHECK(quick("caf\xC3\xA9 \xE2\x80\x9Cx\xE2\x80\x9D\n").encoding == "UTF-8");
  Source bom = quick(std::string_view("\xFF\xFE" "a\0b\0\n\0", 8));
  CHECK(bom.encoding == "UTF-16LE");
  CHECK(bom.text == "ab\n");
}

TEST_CASE("legacy detection names what ICU's charset detector finds in the first 64 KB, with its confidence") {
  // Intent: the detector is given a sample of a long input (its first 8 KB, then the non-ASCII and
  // control bytes with the bytes after them), and the encoding and the confidence the note prints
  // are still those of ICU's detector over the input's first 64 KB, whatever the 8-bit bytes after
  // the first 8 KB are: windows-1252 letters, C1 quotes, bytes that pair as Shift-JIS, EUC or GB18030
  // characters (some with an ASCII trail byte), ISO-2022 escapes, a lead byte at a line's end.
  auto icu = [](std::string_view bytes) {
    UErrorCode err = U_ZERO_ERROR;
    UCharsetDetector* det = ucsdet_open(&err);
    ucsdet_setText(det, bytes.data(), static_cast<int32_t>(std::min<std::size_t>(bytes.size(), 1 << 16)), &err);
    const UCharsetMatch* m = ucsdet_detect(det, &err);
    std::string name = ucsdet_getName(m, &err);
    int32_t confidence = ucsdet_getConfidence(m, &err);
    ucsdet_close(det);
    REQUIRE(U_SUCCESS(err));
    UConverter* cnv = ucnv_open(name.c_str(), &err);
    const bool single_byte = U_SUCCESS(err) && ucnv_getMaxCharSize(cnv) == 1;
    ucnv_close(cnv);
    std::string read_as = single_byte && name != "ISO-8859-1" && name != "US-ASCII" ? name : "windows-1252";
    return "input is not valid UTF-8; decoded as " + read_as + " (charset detection confidence " + std::to_string(confidence) + "%)";
  };
  const std::vector<std::string_view> words = {"the", "creature", "attacks", "alone", "Kreatur", "greift", "allein", "an",
                                               "\xE4", "f\xFCr", "\x93" "Edelmut\x94", "\x96", "caf\xE9", "\x82\xA0\x82\xA2",
                                               "\xA4\xA2\xA4\xA4", "\x81\x30\x81\x30", "\x1B$B", "\x0E", "\x0F", "\x8F\n", "\x8E"};
  std::uint32_t seed = 7;
  auto next = [&seed] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7FFF; };
  for (std::size_t size : {20000u, 70000u, 200000u}) {
    for (unsigned rare : {2u, 8u, 40u}) {  // one word in `rare` may be one of the 8-bit ones
      CAPTURE(size);
      CAPTURE(rare);
      std::string text;
      while (text.size() < size) {
        const unsigned w = next();
        text += words[w % rare == 0 ? 8 + w / rare % (words.size() - 8) : w % 8];
        text += w % 11 == 0 ? '\n' : ' ';
      }
      Diagnostics d;
      Source src = decode("in.txt", text, DecodeOptions{}, d);
      std::string note;
      for (const Diagnostic& x : d.all())
        if (x.check == "encoding.guessed") note = x.message;
      CHECK(note == icu(text));
    }
  }
}

TEST_CASE("single-byte encodings read through a byte table give what their ICU converter gives") {
  // Intent: windows-1252 and the other stateless single-byte encodings are decoded through a table
  // made from their converter; every byte must come out as the converter maps it, and a byte it
  // refuses (0xD2 in windows-1253) as U+FFFD with its offset, as before.
  for (const char* enc : {"windows-1252", "ISO-8859-1", "ISO-8859-2", "ISO-8859-15", "windows-1251", "windows-1253", "KOI8-R", "ibm-437"}) {
    CAPTURE(enc);
    UErrorCode err = U_ZERO_ERROR;
    UConverter* cnv = ucnv_open(enc, &err);
    REQUIRE(U_SUCCESS(err));
    ucnv_setToUCallBack(cnv, UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &err);
    std::size_t refused = 0;
    for (int b = 0; b < 256; ++b) {
      CAPTURE(b);
      char byte = static_cast<char>(b);
      UChar unit[4];
      err = U_ZERO_ERROR;
      ucnv_reset(cnv);
      std::int32_t n = ucnv_toUChars(cnv, unit, 4, &byte, 1, &err);
      std::string in = std::string("x ") + byte + " y";
      Decoded d = run(in, enc);
      if (U_FAILURE(err)) {
        ++refused;
        CHECK(d.src.text == "x \xEF\xBF\xBD y");
        CHECK(d.diags == "encoding.invalid@1:3+2");
        continue;
      }
      REQUIRE(n == 1);
      UChar32 cp = unit[0];
      if (cp < 0xA0 && !(cp >= 0x20 && cp < 0x7F)) continue;  // controls and line ends: tested above
      std::string want = "x ";
      icu::UnicodeString(cp).toUTF8String(want);
      want += " y";
      CHECK(d.src.text == want);
      CHECK(d.diags == "");
    }
    if (std::string(enc) == "windows-1252") CHECK(refused == 0);  // 0x81 0x8D 0x8F 0x90 0x9D are C1 controls
    if (std::string(enc) == "windows-1253") CHECK(refused > 0);
    ucnv_close(cnv);
  }
  // A whole text: runs of ASCII, line ends, and offsets of each line as before.
  Decoded d = run("Die F\xE4higkeit \x93" "Edelmut\x94\r\n\x96 gilt \x81 f\xFCr\r\n", "windows-1252");
  CHECK(d.src.text == "Die Fähigkeit “Edelmut”\n– gilt \xEF\xBF\xBD für\n");
  CHECK(d.diags == "text.control@2:10+32");  // 0x81 is U+0081, a C1 control
  Decoded g = run("\xE1\xD2\r\n\xE2\n", "windows-1253");
  CHECK(g.src.text == "α\xEF\xBF\xBD\nβ\n");
  CHECK(g.diags == "encoding.invalid@1:3+1");
  CHECK(d.src.line_ending == LineEnding::kCrLf);
}

TEST_CASE("an explicit encoding overrides detection") {
  Decoded d = run("caf\xE9\n", "ISO-8859-15");
  CHECK(d.src.text == "café\n");
  CHECK(d.diags == "");
  Decoded u = run("\xEF\xBB\xBF" "abc", "utf-8");
  CHECK(u.src.text == "abc");
  CHECK_FALSE(encoding_supported("no-such-encoding"));
  CHECK(encoding_supported("windows-1252"));
  Diagnostics diags;
  CHECK_THROWS_AS(decode("x", "abc", DecodeOptions{"no-such-encoding"}, diags), std::invalid_argument);
}

TEST_CASE("bad inputs give a diagnostic with position, and text that is still usable") {
  struct Case {
    std::string name;
    std::string bytes;
    std::string want_diags;
    std::string want_text;
  };
  const Case cases[] = {
      {"empty", "", "input.empty@0:0", ""},
      {"invalid UTF-8 among valid", "f\xC3\xBCr\n\xFF x \xC3\xA4", "encoding.invalid@2:1+5", "für\n\xEF\xBF\xBD x ä"},
      {"truncated UTF-8 sequence", "\xC3\xA4 \xE2\x80", "encoding.invalid@1:4+3", "ä \xEF\xBF\xBD"},
      // Each maximal subpart of an ill-formed sequence becomes one U+FFFD, as in ICU (C0 and ED A0
      // can start no well-formed sequence together, so each byte is one subpart).
      {"overlong UTF-8", "\xC3\xA4 \xC0\xAF", "encoding.invalid@1:4+3 encoding.invalid@1:7+4",
       "ä \xEF\xBF\xBD\xEF\xBF\xBD"},
      {"UTF-8 surrogate", "\xC3\xA4 \xED\xA0\x80", "encoding.invalid@1:4+3 encoding.invalid@1:7+4 encoding.invalid@1:10+5",
       "ä \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"},
      {"many NULs: binary", std::string(64, '\0') + "text", "input.binary@0:0", ""},
      {"NUL inside text", std::string("ab\0cd", 5), "text.nul@1:3+2", "ab\xEF\xBF\xBD" "cd"},
      {"control character", "a\x01z", "text.control@1:2+1", "a\xEF\xBF\xBDz"},
      {"form feed and vertical tab", "a\fb\vc", "", "a\nb c"},
      {"binary image", std::string("\x89PNG\r\n\x1A\n\0\0\0\rIHDR", 16), "input.binary@0:0", ""},
      {"UTF-16 with an odd byte count", std::string("\xFF\xFE" "a\0b\0c", 7), "encoding.odd-length@1:3+6", "ab"},
      {"UTF-16 unpaired surrogate", std::string("\xFF\xFE" "a\0\x00\xD8" "b\0", 8), "encoding.invalid@1:2+4",
       "a\xEF\xBF\xBD" "b"},
      {"UTF-16 BOM on 8-bit text",
       "\xFF\xFE" "This file says UTF-16 but is plain ASCII text, as a broken export would write it.\n",
       "encoding.bom-mismatch@0:0+0",
       "This file says UTF-16 but is plain ASCII text, as a broken export would write it.\n"},
      {"BOM-less UTF-16LE", std::string("R\0u\0l\0e\0 \0" "1\0" "0\0" "0\0.\0\n\0", 20), "encoding.guessed@0:0",
       "Rule 100.\n"},
      {"decomposed accents are composed (NFC)", "cre\xCC\x81" "ature\n", "text.normalized@1:0", "créature\n"},
      {"a right-to-left mark stays", "a\xE2\x80\x8F" "b", "", "a\xE2\x80\x8F" "b"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.name);
    Decoded d = run(c.bytes);
    CHECK(d.diags == c.want_diags);
    CHECK(d.src.text == c.want_text);
  }
}

TEST_CASE("a long single line decodes in one piece") {
  std::string line(5 << 20, 'x');
  Decoded d = run(line);
  CHECK(d.src.text.size() == line.size());
  CHECK(d.src.line_count() == 1);
}

}  // namespace rulecorp
