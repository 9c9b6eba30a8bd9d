// Word breaking follows ICU's word break rules (UAX #29, root locale), with byte offsets into the
// UTF-8 text: the text is cut at ASCII spaces (which always break words) into chunks; a chunk of
// ASCII, Latin-1 and Latin Extended-A letters and the usual typeset punctuation is split by a small
// table of their Word_Break classes (tests/glossary/sources_test.cc checks it against ICU character
// by character and on whole rules files), any other chunk by the calling thread's WordBreaker
// (lang/word_breaker.h thread_word_breaker(), ICU reading it in place); a segment is a word when (ICU's) rule status says letter, number or
// ideographic; each word also records whether it holds a digit and is a stopword, so that
// phrase enumeration reads flags instead of looking words up again. A WordCache works each distinct
// spelling out once per language (lower case, stem, pairing lemma, flags, numbers) and keeps it;
// every occurrence copies its word, which views the kept lower case and stem (split_words keeps
// them in the WordList it returns); it keeps each language apart (its texts, spellings and numbers), so that
// WordCache::split can split the languages on separate threads and still number every stem as
// splitting the texts in order on one thread would. Lower-casing goes through icu::UnicodeString for non-ASCII words and is done
// byte-wise for ASCII ones (the same result, without a conversion). Stems strip one ending from
// the language's short list (its profile's noun_endings) when at least four characters remain; an English possessive ("’s",
// "s’") is stripped first.
#include "glossary/words.h"

#include <unicode/locid.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <unordered_set>

#include "common/ascii.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

bool ascii(std::string_view s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

}  // namespace

std::vector<std::string_view> split_listing(std::string_view list, std::string_view last_sep) {
  std::vector<std::string_view> parts;
  std::size_t last = list.rfind(last_sep);
  if (last == std::string_view::npos) return parts;
  std::string_view head = list.substr(0, last);
  for (std::size_t start = 0;;) {
    std::size_t comma = head.find(", ", start);
    parts.push_back(head.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (comma == std::string_view::npos) break;
    start = comma + 2;
  }
  parts.push_back(list.substr(last + last_sep.size()));
  return parts;
}

std::string lower_case(std::string_view s) {
  if (ascii(s)) {
    std::string out(s);
    for (char& c : out)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
  }
  std::string out;
  icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<std::int32_t>(s.size()))).toLower(icu::Locale::getRoot()).toUTF8String(out);
  return out;
}

std::size_t possessive_ending(std::string_view w) {
  // Every ending below ends in "s", "'" or the last byte of U+2019: most words end otherwise.
  if (w.empty() || (w.back() != 's' && w.back() != '\'' && w.back() != '\x99')) return 0;
  for (std::string_view e : {std::string_view("\xE2\x80\x99s"), std::string_view("'s")})
    if (w.size() > e.size() && w.ends_with(e)) return e.size();
  for (std::string_view e : {std::string_view("s\xE2\x80\x99"), std::string_view("s'")})
    if (w.size() > e.size() + 1 && w.ends_with(e)) return e.size() - 1;
  return 0;
}

std::string stem_word(std::string_view w, std::string_view language) {
  // No "-er": it would make "Spieler" (player) the stem of "Spiel" (game). "-n" only after l or r
  // ("Regeln"): elsewhere it belongs to the stem ("Attraktion").
  auto strip = [&](const auto& endings) {
    for (std::string_view e : endings)
      if (w.size() > e.size() && w.substr(w.size() - e.size()) == e && code_points(w.substr(0, w.size() - e.size())) >= 4)
        return std::string(w.substr(0, w.size() - (e.size() == 2 && e[1] == 'n' && e[0] != 'e' ? 1 : e.size())));
    return std::string(w);
  };
  const LanguageProfile& p = profile(language);
  if (!p.noun_endings.empty()) return strip(p.noun_endings);
  if (p.language == Language::kEn) {
    // A possessive is its noun: "creature’s", "players’" -> "creature", "player".
    if (std::size_t n = possessive_ending(w)) return stem_word(w.substr(0, w.size() - n), language);
    auto ends = [&](std::string_view e) { return w.size() > e.size() + 1 && w.substr(w.size() - e.size()) == e; };
    if (ends("ss") || ends("us") || ends("is")) return std::string(w);  // "loss", "status", "basis"
    if (ends("ies")) return std::string(w.substr(0, w.size() - 3)) + "y";  // "abilities" -> "ability"
    for (std::string_view e : {"sses", "xes", "ches", "shes", "zes"})
      if (ends(e)) return std::string(w.substr(0, w.size() - 2));  // "passes", "boxes"
    if (ends("s")) return std::string(w.substr(0, w.size() - 1));  // "creatures" -> "creature"
    return std::string(w);
  }
  return std::string(w);
}

std::string pairing_lemma(std::string_view as_written, std::string_view lower, std::string_view language) {
  bool lower_written = !as_written.empty() && as_written[0] >= 'a' && as_written[0] <= 'z';
  WordSpan endings = profile(language).verb_endings;
  if (endings.empty() || !lower_written) return stem_word(lower, language);
  // Longest first: participles and past forms, then person and adjective endings.
  // Marked apart from the nouns' stems: "zielen" (to aim) is not "Ziel" (target).
  for (std::string_view e : endings)
    if (lower.size() > e.size() && lower.substr(lower.size() - e.size()) == e && code_points(lower.substr(0, lower.size() - e.size())) >= 4)
      return "~" + std::string(lower.substr(0, lower.size() - e.size()));
  return "~" + std::string(lower);
}

namespace {

// The word text[b, e) with its flags, its lower case into `lower` and its stem into `stem` (the
// word's views are left for the caller to set).
StemmedWord word_forms(std::string_view text, std::uint32_t b, std::uint32_t e, std::int32_t rs, std::string_view language,
                       std::string& lower, std::string& stem) {
  StemmedWord w;
  w.begin = b;
  w.end = e;
  w.letters = rs >= UBRK_WORD_LETTER;
  lower = lower_case(text.substr(b, e - b));
  stem = stem_word(lower, language);
  for (char c : lower) w.digit |= c >= '0' && c <= '9';
  w.stop = is_stopword(lower, language);
  return w;
}

// The Word_Break class of an ASCII byte (UAX #29 as ICU's root rules apply it).
enum class AsciiBreak : std::uint8_t { kOther, kLetter, kDigit, kMidNumLet, kMidNum, kSpace, kIcu };

constexpr std::array<AsciiBreak, 128> ascii_breaks() {
  std::array<AsciiBreak, 128> t{};
  for (int c = 'a'; c <= 'z'; ++c) t[static_cast<std::size_t>(c)] = AsciiBreak::kLetter;
  for (int c = 'A'; c <= 'Z'; ++c) t[static_cast<std::size_t>(c)] = AsciiBreak::kLetter;
  for (int c = '0'; c <= '9'; ++c) t[static_cast<std::size_t>(c)] = AsciiBreak::kDigit;
  t['.'] = t['\''] = AsciiBreak::kMidNumLet;  // MidNumLet and Single_Quote: inside words and numbers
  t[','] = t[';'] = AsciiBreak::kMidNum;       // inside numbers
  for (char c : {' ', '\t', '\n', '\r', '\v', '\f'}) t[static_cast<std::size_t>(c)] = AsciiBreak::kSpace;
  t['_'] = t[':'] = t['@'] = AsciiBreak::kIcu;  // ExtendNumLet; a colon's class differs between ICU's locales; ICU joins '@'
  return t;
}
constexpr std::array<AsciiBreak, 128> kAsciiBreak = ascii_breaks();

// The Word_Break class of a code point outside ASCII that the table knows: the letters of
// Latin-1 and Latin Extended-A (German and French letters), the typographic apostrophes (MidNumLet)
// and the quotation marks, dashes, no-break space and ellipsis of typeset text (Other). kIcu for
// every other code point.
AsciiBreak wide_break(UChar32 c) {
  if ((c >= 0xC0 && c <= 0x17F && c != 0xD7 && c != 0xF7)) return AsciiBreak::kLetter;
  switch (c) {
    case 0x2018: case 0x2019: return AsciiBreak::kMidNumLet;
    case 0x201C: case 0x201D: case 0x201E: case 0xAB: case 0xBB: case 0x2013: case 0x2014: case 0xA0: case 0x2026:
      return AsciiBreak::kOther;
    default: return AsciiBreak::kIcu;
  }
}

// The words of a sequence of `count` Word_Break classes (cls(i), kOther past the end) whose i-th
// class starts at byte off(i) (off(count) is the chunk's size), as table_words describes; f's last
// argument says whether a MidNumLet lies inside the word (else it holds no apostrophe).
template <class Cls, class Off, class F>
void class_words(std::size_t count, Cls&& cls, Off&& off, std::uint32_t at, F&& f) {
  for (std::size_t i = 0; i < count;) {
    AsciiBreak c = cls(i);
    if (c != AsciiBreak::kLetter && c != AsciiBreak::kDigit) {
      ++i;
      continue;
    }
    std::size_t b = i;
    AsciiBreak prev = c;
    bool apostrophe = false;  // joined across a MidNumLet (an apostrophe or a period)
    for (;;) {
      AsciiBreak next = cls(i + 1);
      if (next == AsciiBreak::kLetter || next == AsciiBreak::kDigit) {
        prev = next;
        ++i;
        continue;
      }
      bool mid = next == AsciiBreak::kMidNumLet || (next == AsciiBreak::kMidNum && prev == AsciiBreak::kDigit);
      if (mid && cls(i + 2) == prev) {
        apostrophe |= next == AsciiBreak::kMidNumLet;
        i += 2;
        continue;
      }
      break;
    }
    ++i;
    // ICU's status is that of the rule matched last: a word ending in a digit ("N1") is a number.
    f(at + off(b), at + off(i), prev == AsciiBreak::kLetter ? UBRK_WORD_LETTER : UBRK_WORD_NUMBER, apostrophe);
  }
}

// The words of a chunk of text without ASCII spaces whose characters the tables above all know
// (UAX #29: letters and digits join, a period or apostrophe between two letters or two digits, a
// comma or semicolon between two digits); calls f(begin, end, rule status, MidNumLet inside) with
// offsets from `at`.
// False (nothing called) when the chunk holds a character left to ICU. An ASCII chunk (most of
// them) is read byte by byte in place: its classes are its bytes' classes. `ascii` says whether
// every byte of the chunk is ASCII and `icu_byte` whether one of them is an ASCII character left
// to ICU (the caller found both while it looked for the chunk's end).
template <class F>
bool table_words(std::string_view chunk, bool ascii, bool icu_byte, std::uint32_t at, F&& f) {
  auto size = static_cast<std::uint32_t>(chunk.size());
  if (icu_byte) return false;
  if (ascii) {
    auto cls = [&](std::size_t i) { return i < size ? kAsciiBreak[static_cast<unsigned char>(chunk[i])] : AsciiBreak::kOther; };
    auto off = [](std::size_t i) { return static_cast<std::uint32_t>(i); };
    class_words(size, cls, off, at, f);
    return true;
  }
  thread_local std::vector<std::pair<AsciiBreak, std::uint32_t>> cs;  // class and byte offset per code point
  if (cs.size() < chunk.size()) cs.resize(chunk.size());  // at most one code point per byte
  std::size_t count = 0;
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(chunk.size()); i < n;) {
    auto offset = static_cast<std::uint32_t>(i);
    auto b = static_cast<unsigned char>(chunk[static_cast<std::size_t>(i)]);
    AsciiBreak k;
    if (b < 0x80) {
      k = kAsciiBreak[b];
      ++i;
    } else {
      UChar32 c;
      U8_NEXT(chunk.data(), i, n, c);
      k = c < 0 ? AsciiBreak::kIcu : wide_break(c);
    }
    if (k == AsciiBreak::kIcu) return false;
    cs[count++] = {k, offset};
  }
  auto cls = [&](std::size_t i) { return i < count ? cs[i].first : AsciiBreak::kOther; };
  auto off = [&](std::size_t i) { return i < count ? cs[i].second : size; };
  class_words(count, cls, off, at, f);
  return true;
}

}  // namespace


namespace {

// Calls f(begin, end, rule status) for every word of `text` (ICU word breaks; spaces and
// punctuation skipped; an elision split off after its apostrophe). Every space breaks words, so the
// text is cut at spaces into chunks: a chunk whose characters the tables above know is split by
// them, any other chunk by the thread's WordBreaker (lang/word_breaker.h, ICU over the UTF-8 in
// place).
template <class F>
void each_segment(std::string_view text, F&& f) {
  WordBreaker& breaker = thread_word_breaker();
  auto emit = [&](std::uint32_t b, std::uint32_t e, std::int32_t rs, bool apostrophe) {
    // ICU keeps an elision with its word ("d'exaltation", "l’attaquant"): split after the apostrophe.
    if (ElisionCut el = apostrophe ? find_elision(text.substr(b, e - b)) : ElisionCut{}; el.rest) {
      f(b, b + static_cast<std::uint32_t>(el.length), rs);
      b += static_cast<std::uint32_t>(el.rest);
    }
    f(b, e, rs);
  };
  for (std::size_t p = 0; p < text.size();) {
    if (static_cast<unsigned char>(text[p]) < 0x80 && kAsciiBreak[static_cast<unsigned char>(text[p])] == AsciiBreak::kSpace) {
      ++p;
      continue;
    }
    std::size_t q = p;
    bool wide = false, icu_byte = false;  // a byte outside ASCII; an ASCII byte left to ICU
    for (; q < text.size(); ++q) {
      auto c = static_cast<unsigned char>(text[q]);
      if (c >= 0x80) {
        wide = true;
        continue;
      }
      AsciiBreak k = kAsciiBreak[c];
      if (k == AsciiBreak::kSpace) break;
      icu_byte |= k == AsciiBreak::kIcu;
    }
    std::string_view chunk = text.substr(p, q - p);
    auto at = static_cast<std::uint32_t>(p);
    if (!table_words(chunk, !wide, icu_byte, at, emit)) {
      const bool done = breaker.segments(chunk, [&](std::int32_t start, std::int32_t end, std::int32_t rs) {
        if (rs < UBRK_WORD_NUMBER) return;  // spaces and punctuation
        emit(at + static_cast<std::uint32_t>(start), at + static_cast<std::uint32_t>(end), rs, true);
      });
      if (!done) break;
    }
    p = q;
  }
}

}  // namespace

void each_word(std::string_view text, std::string_view language, const std::function<void(const StemmedWord&)>& f) {
  std::string lower, stem;
  each_segment(text, [&](std::uint32_t b, std::uint32_t e, std::int32_t rs) {
    StemmedWord w = word_forms(text, b, e, rs, language, lower, stem);
    w.lower = lower;
    w.stem = stem;
    f(w);
  });
}

WordList split_words(std::string_view text, std::string_view language) {
  WordList out;
  out.words_.reserve(text.size() / 6 + 1);
  std::vector<std::string> forms;  // lower case and stem of each word in turn
  std::size_t bytes = 0;
  each_word(text, language, [&](const StemmedWord& w) {
    out.words_.push_back(w);
    forms.emplace_back(w.lower);
    forms.emplace_back(w.stem);
    bytes += w.lower.size() + w.stem.size();
  });
  out.spellings_ = std::make_unique<char[]>(bytes);
  char* at = out.spellings_.get();
  auto keep = [&](const std::string& s) {
    std::copy(s.begin(), s.end(), at);
    std::string_view view(at, s.size());
    at += s.size();
    return view;
  };
  for (std::size_t k = 0; k < out.words_.size(); ++k) {
    out.words_[k].lower = keep(forms[2 * k]);
    out.words_[k].stem = keep(forms[2 * k + 1]);
  }
  return out;
}

std::vector<std::string> term_stems(std::string_view term, std::string_view language) {
  std::vector<std::string> out;
  each_segment(term, [&](std::uint32_t b, std::uint32_t e, std::int32_t) {
    out.push_back(stem_word(lower_case(term.substr(b, e - b)), language));
  });
  return out;
}

const std::vector<StemmedWord>& WordCache::words(std::string_view text, std::string_view language) {
  auto it = languages_.find(language);
  if (it != languages_.end()) {  // a text split already: found without touching the maps (threads may share it)
    auto t = it->second.texts.find(Key{text.data(), text.size()});
    if (t != it->second.texts.end()) return t->second;
  }
  if (it == languages_.end()) it = languages_.emplace(std::string(language), Language()).first;
  return split_into(it->second, text, language);
}

const std::vector<StemmedWord>& WordCache::split_into(Language& l, std::string_view text, std::string_view language) {
  auto [it, fresh] = l.texts.try_emplace(Key{text.data(), text.size()});
  if (!fresh) return it->second;
  std::vector<StemmedWord>& out = it->second;
  out.reserve(text.size() / 6 + 1);
  each_segment(text, [&](std::uint32_t b, std::uint32_t e, std::int32_t rs) {
    auto [k, first] = l.known.try_emplace(text.substr(b, e - b));
    Spelling& s = k->second;
    if (first) {
      s.word = word_forms(text, b, e, rs, language, s.lower, s.stem);
      s.word.lower = s.lower;
      s.word.stem = s.stem;
      s.word.id = l.stems.try_emplace(s.word.stem, static_cast<std::uint32_t>(l.stems.size() + 1)).first->second;
      std::string lemma = pairing_lemma(text.substr(b, e - b), s.lower, language);
      s.word.lemma = l.lemmas.try_emplace(std::move(lemma), static_cast<std::uint32_t>(l.lemmas.size() + 1)).first->second;
    }
    out.push_back(s.word);
    out.back().begin = b;
    out.back().end = e;
  });
  return out;
}

std::vector<std::function<void()>> WordCache::split_tasks(const std::vector<std::pair<std::string_view, std::string_view>>& texts) {
  // The languages' structures exist before the tasks run: each task then touches its own.
  std::vector<std::string_view> order;  // languages in the order they first occur
  for (const auto& [text, language] : texts) {
    if (languages_.find(language) == languages_.end()) languages_.emplace(std::string(language), Language());
    if (std::find(order.begin(), order.end(), language) == order.end()) order.push_back(language);
  }
  std::vector<std::function<void()>> tasks;
  for (std::string_view name : order) {
    Language* l = &languages_.find(name)->second;
    tasks.emplace_back([l, name, &texts] {
      for (const auto& [text, language] : texts)
        if (language == name) split_into(*l, text, language);
    });
  }
  return tasks;
}

const WordCache::Language* WordCache::find_language(std::string_view language) const {
  auto it = languages_.find(language);
  return it == languages_.end() ? nullptr : &it->second;
}

std::string WordCache::stem_key(std::string_view term, std::string_view language) const {
  const Language* l = find_language(language);
  std::string key;
  each_segment(term, [&](std::uint32_t b, std::uint32_t e, std::int32_t) {
    if (!key.empty()) key += ' ';
    std::string_view w = term.substr(b, e - b);
    if (l)
      if (auto it = l->known.find(w); it != l->known.end()) {
        key += it->second.stem;
        return;
      }
    key += stem_word(lower_case(w), language);
  });
  return key;
}

std::uint32_t WordCache::stem_id(std::string_view stem, std::string_view language) const {
  const Language* l = find_language(language);
  if (!l) return 0;
  auto it = l->stems.find(stem);
  return it == l->stems.end() ? 0 : it->second;
}

std::uint32_t WordCache::lemma_id(const std::string& lemma, std::string_view language) const {
  const Language* l = find_language(language);
  if (!l) return 0;
  auto it = l->lemmas.find(lemma);
  return it == l->lemmas.end() ? 0 : it->second;
}

std::string plain_letters(std::string_view lower) {
  static const std::pair<std::string_view, char> kFold[] = {{"ä", 'a'}, {"ö", 'o'}, {"ü", 'u'}, {"ß", 's'}, {"é", 'e'},
                                                            {"è", 'e'}, {"ê", 'e'}, {"à", 'a'}, {"â", 'a'}, {"ç", 'c'},
                                                            {"î", 'i'}, {"ô", 'o'}, {"û", 'u'}, {"ë", 'e'}, {"ï", 'i'}};
  std::string out;
  for (std::size_t i = 0; i < lower.size();) {
    if (static_cast<unsigned char>(lower[i]) < 0x80) {
      char c = lower[i++];
      if (c >= 'a' && c <= 'z') out += c;
      continue;
    }
    bool folded = false;
    for (const auto& [from, to] : kFold)
      if (lower.substr(i, from.size()) == from) {
        out += to;
        i += from.size();
        folded = true;
        break;
      }
    if (folded) continue;
    char c = lower[i++];
    if (c >= 'a' && c <= 'z') out += c;
  }
  return out;
}

bool starts_upper(std::string_view s) {
  if (s.empty()) return false;
  UChar32 c = 0;
  std::int32_t i = 0;
  U8_NEXT(s.data(), i, static_cast<std::int32_t>(s.size()), c);
  return c >= 0 && u_isupper(c);
}

bool WordCache::has_word(std::string_view as_written, std::string_view language) const {
  const Language* l = find_language(language);
  return l && l->known.count(as_written) > 0;
}

std::vector<std::uint32_t> WordCache::stem_ids(std::string_view term, std::string_view language) const {
  std::vector<std::uint32_t> out;
  for (const std::string& stem : term_stems(term, language)) out.push_back(stem_id(stem, language));
  return out;
}

bool is_stopword(std::string_view w, std::string_view language) {
  // Closed-class words (articles, pronouns, prepositions, conjunctions, auxiliaries and modals,
  // quantifiers, adverbs of time, place and degree): a term neither starts nor ends with one nor
  // holds one inside, so "cards must", "already blocking" or "anywhere else" are never terms. A
  // language without a profile reads English's.
  using Set = std::unordered_set<std::string_view>;
  static const std::array<Set, 3> kSets = [] {
    std::array<Set, 3> sets;
    const Language order[] = {Language::kEn, Language::kDe, Language::kFr};
    for (std::size_t k = 0; k < 3; ++k) {
      WordSpan l = profile(order[k]).stop_words;
      sets[k] = Set(l.begin(), l.end());
    }
    return sets;
  }();
  switch (code_language(language)) {
    case Language::kDe: return kSets[1].count(w) > 0;
    case Language::kFr: return kSets[2].count(w) > 0;
    default: return kSets[0].count(w) > 0;
  }
}

}  // namespace rulecorp
