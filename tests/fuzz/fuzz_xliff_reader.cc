// Fuzzes the returned-package reader and what merge makes of each unit: read_package never
// crashes and names lines inside the file; a target merge accepts (target_text) holds no line break,
// control character or markup; wrapping it and joining the lines again gives the same words; the
// citation renumbering of it replaces ordered, non-overlapping ranges inside the text; an accepted
// target is valid UTF-8 without invisible format characters. UTF-16/32 inputs are converted first.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "update/citation_renumbering.h"
#include "update/merge.h"
#include "update/package_reader.h"

namespace {

std::string words_of(std::string_view s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (c == ' ' || c == '\n') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rulecorp;
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  // A UTF-16/32 package is read as merge reads it: converted to UTF-8 first.
  const std::optional<std::string> wide = wide_xml_as_utf8(bytes);
  if (wide) bytes = *wide;
  std::size_t lines = 1;
  for (char c : bytes) lines += c == '\n';
  Diagnostics diags;
  std::optional<ReturnedPackage> p = read_package("fuzz.xlf", bytes, diags);
  if (!p) return 0;
  static const NumberMap map = [] {
    NumberMap m;
    m.set(RuleNumber(306, 5), RuleNumber(506, 5));
    m.set(RuleNumber(601, 2, 'a'), RuleNumber(601, 3, 'a'));
    m.set(RuleNumber(601, 2, 'e'), RuleNumber(601, 3, 'e'));
    m.set(RuleNumber(120, 4), RuleNumber());
    return m;
  }();
  for (const ReturnedUnit& u : p->units) {
    if (u.line < 1 || u.line > lines) std::abort();
    if (u.untranslated_segments > u.segments) std::abort();
    std::string problem;
    std::optional<std::string> t = target_text(u, problem);
    if (!t) {
      if (problem.empty()) std::abort();
      continue;
    }
    for (std::size_t i = 0; i < t->size(); ++i) {
      const auto c = static_cast<unsigned char>((*t)[i]);
      if (c < 0x20 || c == 0x7F) std::abort();
      if (c == 0xC0 || c == 0xC1 || c >= 0xF5) std::abort();  // never a byte of valid UTF-8
      if (t->compare(i, 3, "\xE2\x80\xAE") == 0 || t->compare(i, 3, "\xE2\x80\x8B") == 0 || t->compare(i, 3, "\xEF\xBB\xBF") == 0)
        std::abort();  // a bidi override, U+200B, U+FEFF
      if (c == '<' && i + 1 < t->size() && ((*t)[i + 1] == '/' || (((*t)[i + 1] | 0x20) >= 'a' && ((*t)[i + 1] | 0x20) <= 'z'))) std::abort();
    }
    if (words_of(wrap_text(*t, 40, 8, "   ", true)) != words_of(*t)) std::abort();
    Renumbering r = renumber_citations(*t, map);
    std::uint32_t at = 0;
    for (const TextReplacement& x : r.replacements) {
      if (x.begin < at || x.end < x.begin || x.end > t->size()) std::abort();
      at = x.end;
    }
  }
  return 0;
}
