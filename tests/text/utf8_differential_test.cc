// Differential test of the decoder's UTF-8 path against ICU's own UTF-8 converter (ucnv "UTF-8",
// each ill-formed sequence substituted by U+FFFD through a counting callback) on crafted and random
// byte strings: overlong forms, surrogates, truncated sequences, code points above U+10FFFF, stray
// continuation bytes. Both must give the same code points and the same number of replacements.
// The decoder also maps C1 controls to U+FFFD (reported as text.control, not as invalid UTF-8) and
// normalizes to NFC; the ICU side gets the same two steps so that only the UTF-8 reading differs.
#include <doctest/doctest.h>

#include <unicode/normalizer2.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>
#include <unicode/unistr.h>

#include <random>
#include <string>
#include <vector>

#include "text/decoder.h"

namespace rulecorp {
namespace {

struct Reading {
  std::string text;              // UTF-8
  std::size_t replacements = 0;  // ill-formed sequences replaced by U+FFFD
};

// ICU's substitution callback, counting how often it substitutes.
void count_and_substitute(const void* context, UConverterToUnicodeArgs* args, const char* bytes, int32_t length,
                          UConverterCallbackReason reason, UErrorCode* err) {
  if (reason == UCNV_ILLEGAL || reason == UCNV_IRREGULAR || reason == UCNV_UNASSIGNED)
    ++*static_cast<std::size_t*>(const_cast<void*>(context));
  UCNV_TO_U_CALLBACK_SUBSTITUTE(nullptr, args, bytes, length, reason, err);
}

Reading icu_reading(const std::string& bytes) {
  Reading r;
  UErrorCode err = U_ZERO_ERROR;
  UConverter* cnv = ucnv_open("UTF-8", &err);
  REQUIRE(U_SUCCESS(err));
  ucnv_setSubstChars(cnv, "\xEF\xBF\xBD", 3, &err);  // U+FFFD in the converter's charset
  ucnv_setToUCallBack(cnv, count_and_substitute, &r.replacements, nullptr, nullptr, &err);
  REQUIRE(U_SUCCESS(err));
  std::vector<UChar> out(bytes.size() * 2 + 16);
  const char* src = bytes.data();
  UChar* dst = out.data();
  ucnv_toUnicode(cnv, &dst, out.data() + out.size(), &src, bytes.data() + bytes.size(), nullptr, true, &err);
  ucnv_close(cnv);
  REQUIRE(U_SUCCESS(err));
  icu::UnicodeString u(out.data(), static_cast<int32_t>(dst - out.data()));
  // The decoder's two further steps: C1 controls become U+FFFD, then NFC.
  for (int32_t i = 0; i < u.length(); ++i)
    if (u[i] >= 0x80 && u[i] < 0xA0) u.setCharAt(i, 0xFFFD);
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(err);
  REQUIRE(U_SUCCESS(err));
  icu::UnicodeString n = nfc->normalize(u, err);
  REQUIRE(U_SUCCESS(err));
  n.toUTF8String(r.text);
  return r;
}

Reading decoder_reading(const std::string& bytes) {
  Diagnostics diags;
  DecodeOptions o;
  o.encoding = "UTF-8";
  Reading r;
  r.text = decode("in.txt", bytes, o, diags).text;
  for (const Diagnostic& d : diags.all()) r.replacements += d.check == "encoding.invalid";
  return r;
}

void same_reading(const std::string& bytes) {
  Reading icu = icu_reading(bytes), ours = decoder_reading(bytes);
  CHECK(ours.text == icu.text);
  CHECK(ours.replacements == icu.replacements);
}

}  // namespace

TEST_CASE("UTF-8 decoding agrees with ICU on crafted ill-formed sequences") {
  const char* const cases[] = {
      "ok \xC3\xA4 \xE2\x80\x9E \xF0\x9F\x83\x8F",  // well-formed 2, 3 and 4 bytes
      "a\xC0\xAF" "b",                           // overlong '/'
      "a\xC1\xBF" "b",                           // overlong, C1 lead
      "a\xE0\x80\xAF" "b",                       // overlong 3-byte
      "a\xE0\x9F\xBF" "b",                       // overlong 3-byte, highest
      "a\xF0\x80\x80\xAF" "b",                   // overlong 4-byte
      "a\xF0\x8F\xBF\xBF" "b",                   // overlong 4-byte, highest
      "a\xED\xA0\x80" "b",                       // high surrogate D800
      "a\xED\xBF\xBF" "b",                       // low surrogate DFFF
      "a\xED\xA0\xBD\xED\xB2\xA9" "b",           // CESU-8 pair
      "a\xF4\x90\x80\x80" "b",                   // U+110000
      "a\xF5\x80\x80\x80" "b",                   // lead above F4
      "a\xF8\x88\x80\x80\x80" "b",               // 5-byte form
      "a\xFC\x84\x80\x80\x80\x80" "b",           // 6-byte form
      "a\xFE\xFF" "b",                           // never in UTF-8
      "a\xE2\x80" "b",                           // truncated 3-byte, mid-text
      "a\xF0\x9F\x83" "b",                       // truncated 4-byte
      "a\xF0\x9F" "b",
      "a\xF0" "b",
      "a\xE2\x80",                               // truncated at the end
      "a\xF0\x9F\x83",
      "\x80\x80\xBF" "a",                        // stray continuation bytes
      "a\xC3",                                   // lone lead at the end
      "a\xC3\xC3\xA4",                           // lead, then a well-formed pair
      "a\xE1\x80\xE1\x80\x80",                   // truncated, then well-formed
      "a\xC2\x85" "b\xC2\x9F",                   // C1 controls (U+0085, U+009F)
      "cre\xCC\x81" "ature \xCC\x81\xE2\x80",    // combining marks next to an ill-formed tail
      "\xEF\xBF\xBD literal replacement character",
  };
  for (const char* c : cases) {
    CAPTURE(c);
    same_reading(c);
  }
}

TEST_CASE("UTF-8 decoding agrees with ICU on random byte strings") {
  std::mt19937 rng(20251114);  // fixed seed: the same strings on every run
  // Bytes of every class: printable ASCII, continuation bytes, every lead byte, bytes never used.
  // C0 controls and line ends are left out (the decoder folds them by its own rules, checked in
  // decoder_test.cc).
  std::vector<unsigned char> alphabet;
  for (int b = 0x20; b < 0x7F; b += 7) alphabet.push_back(static_cast<unsigned char>(b));
  for (int b = 0x80; b <= 0xFF; ++b) alphabet.push_back(static_cast<unsigned char>(b));
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1), length(1, 40);
  for (int round = 0; round < 20000; ++round) {
    std::string bytes = "x";  // never a leading BOM (the decoder skips one, ICU keeps it)
    for (std::size_t n = length(rng); n > 0; --n) bytes += static_cast<char>(alphabet[pick(rng)]);
    CAPTURE(bytes);
    Reading icu = icu_reading(bytes), ours = decoder_reading(bytes);
    REQUIRE(ours.text == icu.text);
    REQUIRE(ours.replacements == icu.replacements);
  }
}

}  // namespace rulecorp
