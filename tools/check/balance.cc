// One pass over the code points with a stack of open marks. Each closing mark pops the nearest
// open mark it closes; open marks above that one are left without partner (reported), so one
// stray mark is one report and the marks outside it still pair. What is left open at the end is
// reported too. Which character opens or closes depends on the language: “ closes „ (whatever
// the language: marks of another language are typography.quotes' finding, not a second one) and
// otherwise opens, but closes “ in German; » opens »…« in German and closes « … » elsewhere. Straight
// double quotes alternate: one closes the open straight quote nearest the top, else opens.
// Invariant: every mark reported is an opener never closed or a closer with nothing to close.
#include "check/balance.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <string>

#include "check/words.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

struct Open {
  char32_t mark;
  std::uint32_t begin, end;
};

bool letter_at(std::string_view s, std::size_t at) {  // a letter starts at byte `at`
  if (at >= s.size()) return false;
  std::int32_t i = static_cast<std::int32_t>(at);
  UChar32 c;
  U8_NEXT(s.data(), i, static_cast<std::int32_t>(s.size()), c);
  return c >= 0 && u_isalpha(c);
}
bool letter_before(std::string_view s, std::size_t at) {  // a letter ends at byte `at`
  if (at == 0) return false;
  std::int32_t i = static_cast<std::int32_t>(at);
  UChar32 c;
  U8_PREV(s.data(), 0, i, c);
  return c >= 0 && u_isalpha(c);
}

std::string utf8(char32_t c) {
  std::string s;
  char buf[4];
  std::int32_t n = 0;
  U8_APPEND_UNSAFE(buf, n, static_cast<UChar32>(c));
  s.assign(buf, static_cast<std::size_t>(n));
  return s;
}

// Whether the language closes its quotations with “ (German „…“), so that “ closes “ too.
bool closes_with_left_quote(const LanguageProfile& p) { return p.primary_quotes.close == "\xE2\x80\x9C"; }

// Whether `close` closes `open` in a language of profile `p`.
bool closes(char32_t open, char32_t close, const LanguageProfile& p) {
  switch (open) {
    case U'(': return close == U')';
    case U'[': return close == U']';
    case U'{': return close == U'}';
    case U'"': return close == U'"';
    case 0x201E: return close == 0x201C || close == 0x201D;  // „ “ (and „ ”, which typography.quotes reports)
    case 0x201C: return close == 0x201D || (closes_with_left_quote(p) && close == 0x201C);
    case 0x201A: return close == 0x2018 || close == 0x2019;  // ‚ ‘
    case 0x2018: return close == 0x2019;                     // ‘ ’
    case 0x00AB: return close == 0x00BB;                     // « »
    case 0x00BB: return close == 0x00AB;                     // » « (German)
    default: return false;
  }
}

}  // namespace

std::vector<Diagnostic> check_balance(const ContentPair& pair) {
  std::string_view t = pair.translation;
  const LanguageProfile& lang = profile(pair.translation_language);
  std::vector<Open> stack;
  std::vector<Open> bad;  // marks without partner, in order of discovery
  // Pops the nearest open mark that `c` closes, reporting the marks above it; false if none.
  auto close_to = [&](char32_t c) {
    for (std::size_t k = stack.size(); k-- > 0;) {
      if (!closes(stack[k].mark, c, lang)) continue;
      for (std::size_t j = k + 1; j < stack.size(); ++j) bad.push_back(stack[j]);
      stack.resize(k);
      return true;
    }
    return false;
  };
  auto has_open = [&](auto pred) {
    for (const Open& o : stack)
      if (pred(o.mark)) return true;
    return false;
  };
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(t.size()); i < n;) {
    const auto begin = static_cast<std::uint32_t>(i);
    UChar32 c;
    U8_NEXT(t.data(), i, n, c);
    const auto end = static_cast<std::uint32_t>(i);
    if (c < 0) continue;
    Open here{static_cast<char32_t>(c), begin, end};
    switch (c) {
      case U'(': case U'[': case U'{': case 0x201E: case 0x201A: case 0x00AB:
        if (c == 0x00AB && lang.reversed_guillemets && !stack.empty() && stack.back().mark == 0x00BB) {
          stack.pop_back();  // »…«
          break;
        }
        stack.push_back(here);
        break;
      case U')': case U']': case U'}':
        if (!close_to(here.mark)) bad.push_back(here);
        break;
      case U'"':
        if (!close_to(U'"')) stack.push_back(here);
        break;
      case 0x201C:  // “: closes „ (in any language: German marks in English text are typography.quotes'),
                    // and closes “ in German; else an opener
        if (has_open([](char32_t m) { return m == 0x201E; }) ||
            (closes_with_left_quote(lang) && has_open([](char32_t m) { return m == 0x201C; }))) {
          close_to(0x201C);
        } else {
          stack.push_back(here);
        }
        break;
      case 0x201D:  // ”
        if (!close_to(0x201D)) bad.push_back(here);
        break;
      case 0x00BB:  // »: closes « … », or opens »…« in German
        if (close_to(0x00BB)) break;
        if (lang.reversed_guillemets) stack.push_back(here);
        else bad.push_back(here);
        break;
      case 0x2018:  // ‘: closes ‚ (German); opens a quote where no letter is before it
        if (has_open([](char32_t m) { return m == 0x201A; }) && !letter_at(t, end)) {
          close_to(0x2018);
        } else if (!letter_before(t, begin) && letter_at(t, end)) {
          stack.push_back(here);
        }
        break;
      case 0x2019:  // ’: an apostrophe unless it closes an open single quote, not between letters
        if (!(letter_before(t, begin) && letter_at(t, end)) &&
            has_open([](char32_t m) { return m == 0x2018 || m == 0x201A; }))
          close_to(0x2019);
        break;
      default:
        break;
    }
  }
  for (const Open& o : stack) bad.push_back(o);
  if (bad.empty()) return {};
  std::sort(bad.begin(), bad.end(), [](const Open& x, const Open& y) { return x.begin < y.begin; });
  std::vector<Mark> marks;
  std::string list;
  for (std::size_t k = 0; k < bad.size(); ++k) {
    marks.push_back({bad[k].begin, bad[k].end});
    if (k < 6) list += (k ? ", " : "") + utf8(bad[k].mark);
  }
  if (bad.size() > 6) list += ", \u2026";
  std::string message = (bad.size() == 1 ? "a bracket or quotation mark without its partner (" : "brackets or quotation marks without their partners (") +
                        list + "): close or remove " + (bad.size() == 1 ? "it" : "them");
  std::vector<Diagnostic> out;
  out.push_back(content_finding("text.unbalanced", pair, message, std::move(marks)));
  std::string marks_arg;
  for (const Open& o : bad) marks_arg += utf8(o.mark);
  out.back().args = {{"marks", marks_arg}};
  return out;
}

}  // namespace rulecorp
