// Word breaking runs ICU's word BreakIterator over a UTF-8 UText, so every boundary is already a
// byte offset of the caller's string; segments() hands out every segment with its rule status, and
// words() keeps those whose status is a letter, kana, ideographic or number status (spaces and
// punctuation have status "none"). On request an elision is split off after its apostrophe (the
// French profile's elisions: terms compare those words).
// Words near chosen ranges: a piece between white space is split alone (no word rule joins across
// white space, and a piece that opens with a character attaching to the space before it, Extend,
// Format or ZWJ, is not split alone); other ranges are found from ICU's preceding() boundary in
// the whole text, which costs a backward scan each. Each breaker clones one prototype iterator
// built once per process.
#include "lang/word_breaker.h"

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/uchar.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <mutex>
#include <stdexcept>
#include <string>

#include "common/ascii.h"
#include "lang/profile.h"

namespace rulecorp {

ElisionCut find_elision(std::string_view segment) {
  // Most words hold neither apostrophe (' or the lead byte of U+2019): one pass over the bytes.
  if (std::none_of(segment.begin(), segment.end(), [](char c) { return c == '\'' || c == '\xE2'; })) return {};
  // French elides these words only (l', d', qu', jusqu', ...); "spell’s" or "player’s" is an English
  // possessive, one word (its stem drops the "’s").
  static const WordSpan kElided = profile(Language::kFr).elisions;
  for (std::string_view apo : {std::string_view("'"), std::string_view("\xE2\x80\x99")}) {
    std::size_t p = segment.find(apo);
    if (p == std::string_view::npos || p == 0 || p > 6 || p + apo.size() >= segment.size()) continue;
    std::string lower = ascii_lower(segment.substr(0, p));
    if (contains(kElided, lower)) return {p, p + apo.size()};
  }
  return {};
}

WordBreaker::WordBreaker() {
  // Building a word instance loads and sets up ICU's break rules, which costs milliseconds; the
  // process keeps one prototype that is never iterated and each breaker is a clone of it (a
  // BreakIterator is not thread-safe to share; cloning under the lock is).
  static std::mutex lock;
  static const std::unique_ptr<icu::BreakIterator> prototype = [] {
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> p(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status)) p.reset();
    return p;
  }();
  if (!prototype) throw std::runtime_error("ICU word break iterator unavailable");
  std::lock_guard<std::mutex> hold(lock);
  it_.reset(prototype->clone());
  if (!it_) throw std::runtime_error("ICU word break iterator unavailable");
}

WordBreaker::~WordBreaker() = default;

namespace {

// Appends the word [b, e) of rule status `rs` (spaces and punctuation left out), its elision split
// off on request.
void add_segment(std::vector<Word>& out, std::string_view text, std::int32_t begin, std::int32_t end, std::int32_t rs,
                 Elision elision) {
  if (rs < UBRK_WORD_NUMBER) return;  // spaces and punctuation
  bool letters = rs >= UBRK_WORD_LETTER, number = rs < UBRK_WORD_NUMBER_LIMIT;
  auto b = static_cast<std::uint32_t>(begin), e = static_cast<std::uint32_t>(end);
  if (elision == Elision::kSplit) {
    if (ElisionCut el = find_elision(text.substr(b, e - b)); el.rest) {
      out.push_back(Word{b, b + static_cast<std::uint32_t>(el.length), letters, number});
      b += static_cast<std::uint32_t>(el.rest);
    }
  }
  out.push_back(Word{b, e, letters, number});
}

}  // namespace

bool WordBreaker::each_segment(std::string_view text, void* context,
                               void (*f)(void*, std::int32_t, std::int32_t, std::int32_t)) {
  UErrorCode status = U_ZERO_ERROR;
  UText ut = UTEXT_INITIALIZER;
  utext_openUTF8(&ut, text.data(), static_cast<int64_t>(text.size()), &status);
  if (U_FAILURE(status)) return false;
  it_->setText(&ut, status);
  if (U_SUCCESS(status)) {
    std::int32_t begin = it_->first();
    for (std::int32_t end = it_->next(); end != icu::BreakIterator::DONE; begin = end, end = it_->next())
      f(context, begin, end, it_->getRuleStatus());
  }
  utext_close(&ut);
  return U_SUCCESS(status);
}

std::vector<Word> WordBreaker::words(std::string_view text, Elision elision) {
  std::vector<Word> out;
  out.reserve(text.size() / 6 + 1);
  segments(text, [&](std::int32_t begin, std::int32_t end, std::int32_t rs) { add_segment(out, text, begin, end, rs, elision); });
  return out;
}

WordBreaker& thread_word_breaker() {
  thread_local WordBreaker mine;
  return mine;
}

namespace {

bool white(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }

// A piece between ASCII white space whose first character does not attach to the space before it
// (Extend, Format and ZWJ do, rule WB4): its words are those of the whole text there, since no word
// rule joins across white space.
bool self_contained(std::string_view text, std::uint32_t from, std::uint32_t to) {
  if (from >= to || (from > 0 && !white(text[from - 1])) || (to < text.size() && !white(text[to]))) return false;
  if (static_cast<unsigned char>(text[from]) < 0x80) return true;
  std::int32_t i = static_cast<std::int32_t>(from);
  UChar32 c;
  U8_NEXT(text.data(), i, static_cast<std::int32_t>(to), c);
  auto wb = c < 0 ? U_WB_OTHER : u_getIntPropertyValue(c, UCHAR_WORD_BREAK);
  return from == 0 || (wb != U_WB_EXTEND && wb != U_WB_FORMAT && wb != U_WB_ZWJ);
}

}  // namespace

std::vector<Word> WordBreaker::words_in(std::string_view text, const std::vector<std::pair<std::uint32_t, std::uint32_t>>& spans,
                                        Elision elision) {
  std::vector<Word> out;
  bool whole = false, opened = false;  // the iterator is set on the whole text; `ut` is open
  std::int32_t done = 0;  // segments before this offset are taken
  UText ut = UTEXT_INITIALIZER;
  for (const auto& [from, to] : spans) {
    auto f = static_cast<std::int32_t>(from), t = static_cast<std::int32_t>(to);
    if (t <= done) continue;
    UErrorCode status = U_ZERO_ERROR;
    if (f >= done && self_contained(text, from, to)) {
      // A piece between spaces: iterated alone (cheap), offsets moved back into the text.
      std::string_view piece = text.substr(from, to - from);
      UText pt = UTEXT_INITIALIZER;
      utext_openUTF8(&pt, piece.data(), static_cast<int64_t>(piece.size()), &status);
      if (U_FAILURE(status)) continue;
      it_->setText(&pt, status);
      whole = false;
      std::vector<Word> mine;
      if (U_SUCCESS(status)) {
        std::int32_t begin = it_->first();
        for (std::int32_t end = it_->next(); end != icu::BreakIterator::DONE; begin = end, end = it_->next())
          add_segment(mine, piece, begin, end, it_->getRuleStatus(), elision);
      }
      utext_close(&pt);
      for (Word w : mine) {
        w.begin += from;
        w.end += from;
        out.push_back(w);
      }
      done = t;
      continue;
    }
    if (!whole) {
      if (!opened) utext_openUTF8(&ut, text.data(), static_cast<int64_t>(text.size()), &status);
      if (U_FAILURE(status)) break;
      opened = true;
      it_->setText(&ut, status);
      if (U_FAILURE(status)) break;
      whole = true;
    }
    // The last boundary at or before `from` (ICU answers as if it had iterated from the start).
    std::int32_t begin = std::max(done, f == 0 ? 0 : it_->preceding(f + 1));
    if (begin != it_->current()) it_->following(begin - 1);
    for (std::int32_t end = it_->next(); end != icu::BreakIterator::DONE; begin = end, end = it_->next()) {
      std::size_t n = out.size();
      add_segment(out, text, begin, end, it_->getRuleStatus(), elision);
      // Only the words overlapping the range (a range may start or end inside a segment).
      out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(n), out.end(),
                               [lo = from, hi = to](const Word& w) { return w.end <= lo || w.begin >= hi; }),
                out.end());
      done = end;
      if (end >= t) break;
    }
  }
  if (opened) utext_close(&ut);
  return out;
}

}  // namespace rulecorp
