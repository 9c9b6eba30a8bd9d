// A byte scan first looks for a lower-case ASCII run that is one of the original's function words
// and none of the translation's (most texts have none, and ICU is not run); then the text's ICU
// words are read and each candidate's context is judged (lone_words.h). Invariant: a finding's
// word has a word on each side inside its segment, and two words of the translation's language.
#include "check/lone_words.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <string>

#include "check/untranslated.h"
#include "check/words.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

constexpr std::size_t kContext = 2;  // words on each side that must not be the original's
constexpr std::size_t kMinOurs = 2;  // words of the translation's language in the segment

// Words of the original's function-word list that are ordinary words of the translation's language.
bool translation_word(std::string_view w, std::string_view lang) { return contains(profile(lang).english_homographs, w); }

bool lower_ascii_word(std::string_view w) {
  if (w.size() < 2) return false;
  for (char c : w)
    if (c < 'a' || c > 'z') return false;
  return true;
}

bool marker(std::string_view w, std::string_view tl, std::string_view ol) {
  return lower_ascii_word(w) && is_function_word(w, ol) && !is_function_word(w, tl) && !translation_word(w, tl);
}

bool has_non_ascii_letter(std::string_view w) {
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(w.size()); i < n;) {
    UChar32 c;
    U8_NEXT(w.data(), i, n, c);
    if (c >= 0x80 && u_isalpha(c)) return true;
  }
  return false;
}

bool capitalised(std::string_view w) {
  std::int32_t i = 0;
  UChar32 c;
  U8_NEXT(w.data(), i, static_cast<std::int32_t>(w.size()), c);
  return c >= 0 && u_isupper(c);
}

// A gap between words that ends the segment: sentence marks, brackets, quotation marks, dashes.
bool breaks(std::string_view gap) {
  for (std::size_t i = 0; i < gap.size(); ++i) {
    char c = gap[i];
    if (c == '.' || c == ';' || c == ':' || c == '!' || c == '?' || c == '(' || c == ')' || c == '[' || c == ']' ||
        c == '"' || c == '{' || c == '}')
      return true;
    if (static_cast<unsigned char>(c) >= 0x80) return true;  // „ “ ” « » – — and the like
  }
  return false;
}

// `s` with ’ written as '.
std::string apostrophes_straight(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s.substr(i, 3) == "\xE2\x80\x99") {
      out += '\'';
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

bool joined(char c) { return c == '-' || c == '/' || c == '.' || c == '_' || c == '@' || c == '\'' || c == '&'; }

}  // namespace

std::vector<Diagnostic> check_lone_words(const ContentPair& pair) {
  std::string_view t = pair.translation, tl = pair.translation_language, ol = pair.original_language;
  const Language translation = code_language(tl);
  if (code_language(ol) != Language::kEn || (translation != Language::kDe && translation != Language::kFr) ||
      pair.original.empty())
    return {};
  // Byte scan: any candidate at all?
  bool any = false;
  for (std::size_t i = 0; i < t.size() && !any;) {
    auto letter = [&](std::size_t k) {
      unsigned char c = static_cast<unsigned char>(t[k]);
      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    };
    if (!letter(i)) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < t.size() && letter(j)) ++j;
    any = marker(t.substr(i, j - i), tl, ol);
    i = j;
  }
  if (!any) return {};
  thread_local WordBreaker breaker;
  std::vector<Word> all = breaker.words(t);
  std::vector<Word> ws;
  for (const Word& w : all)
    if (w.letters || w.number) ws.push_back(w);
  auto text = [&](std::size_t k) { return t.substr(ws[k].begin, ws[k].end - ws[k].begin); };
  auto gap = [&](std::size_t a, std::size_t b) { return t.substr(ws[a].end, ws[b].begin - ws[a].end); };  // between a < b
  auto ours = [&](std::size_t k) {
    std::string_view w = text(k);
    if (ws[k].number) return false;
    std::string l = lower(w);
    return is_function_word(l, tl) || has_non_ascii_letter(w);
  };
  std::vector<Diagnostic> out;
  std::string original;  // the original with straight apostrophes, made at the first candidate
  for (std::size_t k = 0; k < ws.size(); ++k) {
    std::string_view w = text(k);
    if (!ws[k].letters || !marker(w, tl, ol)) continue;
    if (ws[k].begin > 0 && joined(t[ws[k].begin - 1])) continue;
    if (ws[k].end < t.size() && joined(t[ws[k].end])) continue;
    if (k == 0 || k + 1 >= ws.size()) continue;
    // The segment around it (no sentence mark, bracket or quotation mark between): at least one
    // word on each side; the kContext nearest on each side neither the original's function words
    // nor numbers; at least kMinOurs of the translation's words in the whole segment.
    bool ok = !breaks(gap(k - 1, k)) && !breaks(gap(k, k + 1));
    std::size_t mine = 0;
    for (int side : {-1, 1}) {
      for (std::size_t n = 1;; ++n) {
        if (side < 0 && n > k) break;
        std::size_t c = side < 0 ? k - n : k + n;
        if (c >= ws.size() || breaks(side < 0 ? gap(c, c + 1) : gap(c - 1, c))) break;
        if (n <= kContext && (ws[c].number || marker(lower(text(c)), tl, ol))) ok = false;
        mine += ours(c);
      }
    }
    if (mine < kMinOurs) ok = false;
    // A name the original has too ("Fae of Wishes", "Ring of Ma’rûf" in both: the word with the
    // word before or after it, apostrophes aside); in French any capital beside it.
    if (ok) {
      if (original.empty()) original = apostrophes_straight(pair.original);
      const std::string before = apostrophes_straight(t.substr(ws[k - 1].begin, ws[k].end - ws[k - 1].begin));
      const std::string after = apostrophes_straight(t.substr(ws[k].begin, ws[k + 1].end - ws[k].begin));
      if (original.find(before) != std::string::npos || original.find(after) != std::string::npos) ok = false;
    }
    // A capitalised neighbour is a name where nouns are written in lower case.
    if (!profile(tl).capitalises_nouns && (capitalised(text(k - 1)) || capitalised(text(k + 1)))) ok = false;
    if (!ok) continue;
    std::string word(w);
    Diagnostic d = content_finding("text.lone-word", pair,
                                   "the English word \u201c" + word + "\u201d is left in the " + std::string(tl) +
                                       " sentence: translate it",
                                   {{ws[k].begin, ws[k].end}});
    d.args = {{"word", word}};
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace rulecorp
