// One real file converted (with ICU) into every encoding and line-end variant must give the same
// document, byte for byte in its dump.
#include <doctest/doctest.h>
#include <unicode/ucnv.h>
#include <unicode/unistr.h>

#include <memory>

#include "parse/parser.h"
#include "support/shared_dir.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

std::string convert(const std::string& utf8, const char* encoding) {
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(utf8);
  UErrorCode err = U_ZERO_ERROR;
  UConverter* cnv = ucnv_open(encoding, &err);
  REQUIRE(U_SUCCESS(err));
  std::string out(static_cast<std::size_t>(u.length()) * 4 + 16, '\0');
  int32_t n = ucnv_fromUChars(cnv, out.data(), static_cast<int32_t>(out.size()), u.getBuffer(), u.length(), &err);
  ucnv_close(cnv);
  REQUIRE(U_SUCCESS(err));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

std::string with_line_ends(const std::string& lf_text, const std::string& eol) {
  std::string out;
  out.reserve(lf_text.size() * 2);
  for (char c : lf_text) {
    if (c == '\n')
      out += eol;
    else
      out += c;
  }
  return out;
}

std::string document_dump(const std::string& bytes, std::string* encoding) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode("variant.txt", bytes, {}, d));
  if (encoding) *encoding = src->encoding;
  std::string out;
  for (const Document& doc : parse(src, {}, d)) out += dump(doc);
  for (const Diagnostic& x : d.all())
    if (x.check != "encoding.guessed") out += x.check + ":" + std::to_string(x.line) + "\n";
  return out;
}

void check_variants(const std::string& file, bool with_legacy) {
  Diagnostics d;
  Source base = decode(file, test::read_file(test::shared_dir() + "/corpus/cr/" + file), {}, d);
  const std::string reference = document_dump(base.text, nullptr);
  REQUIRE(reference.size() > 100000);
  struct Form {
    const char* encoding;  // for ucnv
    const char* bom;
    std::size_t bom_len;
    const char* detected;
  };
  std::vector<Form> forms{{"UTF-8", "", 0, "UTF-8"},
                          {"UTF-8", "\xEF\xBB\xBF", 3, "UTF-8"},
                          {"UTF-16LE", "\xFF\xFE", 2, "UTF-16LE"},
                          {"UTF-16BE", "\xFE\xFF", 2, "UTF-16BE"},
                          {"UTF-32LE", "\xFF\xFE\0\0", 4, "UTF-32LE"},
                          {"UTF-32BE", "\0\0\xFE\xFF", 4, "UTF-32BE"}};
  if (with_legacy) forms.push_back({"windows-1252", "", 0, "windows-1252"});
  for (const char* eol : {"\n", "\r\n", "\r"}) {
    std::string text = with_line_ends(base.text, eol);
    for (const Form& f : forms) {
      CAPTURE(f.encoding);
      CAPTURE(f.bom_len);
      CAPTURE(std::string(eol) == "\n" ? "LF" : std::string(eol) == "\r" ? "CR" : "CRLF");
      std::string bytes = std::string(f.bom, f.bom_len) + convert(text, f.encoding);
      std::string detected;
      std::string got = document_dump(bytes, &detected);
      CHECK(detected == f.detected);
      CHECK(got == reference);
    }
  }
}

}  // namespace

TEST_CASE("every encoding and line-end variant of a real file gives the same document") {
  check_variants("cr-en-2015-01-23.txt", true);   // fits windows-1252 as well
  check_variants("cr-de-2025-11-14.txt", false);  // wrapped German; U+2122 etc. need Unicode
}

}  // namespace rulecorp
