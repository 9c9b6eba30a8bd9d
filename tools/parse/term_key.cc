// term_key: the one normal form of a glossary term. The folding is ICU's (ASCII terms take the
// same A-Z to a-z path without a conversion); the status markers are the three profiles' obsolete markers
// (lang/profile.h), compared after folding, so their letter case never matters. Invariant: term_key is
// idempotent and equal for two spellings of a term that differ only in case, the apostrophe's
// form, a status marker or white space.
#include "parse/term_key.h"

#include <unicode/unistr.h>

#include "lang/profile.h"

#include <algorithm>
#include <vector>

namespace rulecorp {
namespace {

// Every profile's obsolete suffixes (" (Veraltet)"), folded, each once, in profile order.
std::vector<std::string> folded_obsolete_suffixes() {
  std::vector<std::string> out;
  for (Language l : {Language::kEn, Language::kDe, Language::kFr})
    for (const std::string& m : profile(l).obsolete_suffixes) {
      std::string f;
      icu::UnicodeString::fromUTF8(m).foldCase().toUTF8String(f);
      if (std::find(out.begin(), out.end(), f) == out.end()) out.push_back(std::move(f));
    }
  return out;
}

}  // namespace

std::string term_key(std::string_view term) {
  std::string folded;
  const bool ascii = std::all_of(term.begin(), term.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  if (ascii) {  // ICU's case folding of ASCII is A-Z to a-z, and ASCII has no U+2019
    folded.assign(term);
    for (char& c : folded)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  } else {
    icu::UnicodeString::fromUTF8(icu::StringPiece(term.data(), static_cast<std::int32_t>(term.size())))
        .foldCase()
        .findAndReplace(icu::UnicodeString(static_cast<UChar>(0x2019)), icu::UnicodeString(static_cast<UChar>('\'')))
        .toUTF8String(folded);
  }
  // The status markers, folded: "(Obsolete)", "(veraltet)", "(obsolète)".
  static const std::vector<std::string> kMarkers = folded_obsolete_suffixes();
  std::string_view body = folded;
  while (!body.empty() && (body.back() == ' ' || body.back() == '\t' || body.back() == '\n')) body.remove_suffix(1);
  for (std::string_view m : kMarkers)
    if (body.size() > m.size() && body.ends_with(m)) {
      body.remove_suffix(m.size());
      break;
    }
  std::string out;
  for (char c : body) {
    const bool space = c == ' ' || c == '\t' || c == '\n';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace rulecorp
