// Texts are split into tokens: ICU words (lang/word_breaker.h's breaker, elisions split off as
// tools/glossary/words.h splits them), each spelling's lower case and light stem per language
// (glossary/words.h) worked out once per run, with words joined by a hyphen and nothing else merged
// into one token that remembers it was hyphenated, so "Kapitel-Fähigkeiten" and "Kapitelfähigkeit"
// share the key's stem. Without a glossary only the spelling pass runs, and ICU splits only the
// pieces of text between spaces that can hold a token it counts (select_for_spelling). A glossary
// rendering matches a translation where its tokens match consecutive tokens: equal stems, or, in
// German, a word starting with the rendering's stem (an inflected form, a compound's modifier:
// "Sagenmarke" contains "Sage") or containing it as its last token (a compound's head:
// "Zusatzkampfphase"). A near spelling differs from a rendering by one letter (code points, ICU
// lower case), starts with the same letter, is at least four letters long, and is no inflection of it
// (other stem, and in German neither word starts with the other's stem).
//
// With a glossary every text is split whole (split_all).
// Three passes. Spelling: every token of a hyphen group ("kapitelfähigkeit" written both ways in
// one language) is collected per text; the way used by fewer texts is reported text by text
// (a tie is no finding), a warning for a clear majority (inconsistency_severity), else a note. Glossary, aligned texts: for each concept whose English term the original
// holds (stems equal, in order), and which a structural source pairs for the translation's
// language (a heading, the CR glossaries, a quoted definition, a gloss, card data, a list cognate;
// association and listing pairs, co-occurrence alone, are too weak), the translation either has an accepted rendering (counted for the majority),
// a deprecated one or a near spelling (term.inconsistent, unless the near spelling is itself used
// in as many texts as the glossary's rendering, or is some glossary term), or none at all: that is
// term.missing only where headings or the CR glossaries pair a term of two words or more and at
// least 97% of at least twenty translations of it render it. Texts without original: a near
// spelling of a single-word rendering that no glossary term of the language spells (a rare word, or the English term itself),
// or a deprecated rendering.
#include "check/terms.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <map>
#include <set>
#include <memory>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "check/words.h"
#include "common/ascii.h"
#include "glossary/words.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

struct Token {
  std::uint32_t begin = 0, end = 0;  // byte range in the text (a hyphenated token spans its parts)
  std::string_view key;              // lower case, hyphens dropped (held by the checker's Forms)
  std::string_view stem;             // stem of the key
  bool hyphenated = false;
  bool letters = true;
  std::uint32_t key_length = 0;   // code points of key
  std::uint32_t stem_length = 0;  // code points of stem
};

std::uint32_t count_code_points(std::string_view s) {
  std::uint32_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

std::u32string code_points(std::string_view s) {
  std::u32string out;
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(s.size()); i < n;) {
    UChar32 c;
    U8_NEXT(s.data(), i, n, c);
    out.push_back(static_cast<char32_t>(c < 0 ? 0xFFFD : c));
  }
  return out;
}

// The hyphen between two words of a compound: ASCII hyphen-minus, U+2010 or U+2011, nothing else.
bool hyphen_between(std::string_view text, std::uint32_t a, std::uint32_t b) {
  std::string_view gap = text.substr(a, b - a);
  return gap == "-" || gap == "\xE2\x80\x90" || gap == "\xE2\x80\x91";
}

bool german(std::string_view language) { return profile(language).compounds; }

bool hyphen(UChar32 c) { return c == '-' || c == 0x2010 || c == 0x2011; }

// ASCII white space: no word token spans it.
bool is_space(char c) {
  return static_cast<unsigned char>(c) <= ' ' && (c == ' ' || c == '\n' || c == '\t' || c == '\r');
}

// ICU's alphabetic property; ASCII answered directly.
bool alphabetic(UChar32 c) { return c < 0x80 ? is_ascii_alpha(static_cast<char>(c)) : u_isalpha(c); }

// True when the code point at byte `i` of `text` is a hyphen between two letters (ICU alphabetic
// code points).
bool joined_at(std::string_view text, std::int32_t i) {
  auto n = static_cast<std::int32_t>(text.size());
  std::int32_t j = i;
  UChar32 c;
  U8_NEXT(text.data(), j, n, c);
  if (c < 0 || !hyphen(c) || i == 0 || j >= n) return false;
  UChar32 before, after;
  std::int32_t b = i;
  U8_PREV(text.data(), 0, b, before);
  U8_NEXT(text.data(), j, n, after);
  return before >= 0 && after >= 0 && alphabetic(before) && alphabetic(after);
}

// True when a hyphen of `text` stands between two letters. Hyphens open with '-' or the bytes
// E2 80 (U+2010, U+2011; also the quotation marks and dashes, passed over here), found by memchr.
bool has_joined_letters(std::string_view text) {
  for (std::size_t i = text.find('-'); i != std::string_view::npos; i = text.find('-', i + 1))
    if (joined_at(text, static_cast<std::int32_t>(i))) return true;
  for (std::size_t i = text.find('\xE2'); i != std::string_view::npos; i = text.find('\xE2', i + 1))
    if (i + 2 < text.size() && text[i + 1] == '\x80' && (text[i + 2] == '\x90' || text[i + 2] == '\x91') &&
        joined_at(text, static_cast<std::int32_t>(i)))
      return true;
  return false;
}

// Calls f(lower-case word, hyphenated) for every run of letters (ICU alphabetic code points, lower
// case by ICU's simple mapping) of `text`, runs joined by one hyphen counting as one word. A cheap
// first look: only texts where it sees a compound of interest are split by ICU word breaks. The
// words are made in `scratch` (grown to room for the lower case of all of `text`: ICU's simple
// lower case of a character takes at most one byte more than it), written byte by byte.
template <typename F>
void scan_letters(std::string_view text, std::string& scratch, F f) {
  if (scratch.size() < 2 * text.size()) scratch.resize(2 * text.size());
  char* const word = scratch.data();
  std::size_t size = 0;  // bytes of the word so far
  bool joined = false;
  auto n = static_cast<std::int32_t>(text.size());
  for (std::int32_t i = 0; i <= n;) {
    UChar32 c = -1;
    if (i < n && static_cast<unsigned char>(text[static_cast<std::size_t>(i)]) < 0x80) {
      // ASCII letters, all of them at once: ICU's simple lower case is theirs. Sixteen bytes a
      // step while they are all letters: each step's bytes are written lower-cased (OR 0x20) whole,
      // and those up to the first byte that is no letter count.
      std::int32_t k = i;
#if defined(__SSE2__)
      while (k + 16 <= n) {
        const __m128i v =
            _mm_or_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + k)), _mm_set1_epi8(0x20));
        const int m = _mm_movemask_epi8(
            _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('a' - 1)), _mm_cmplt_epi8(v, _mm_set1_epi8('z' + 1))));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(word + size), v);  // room: the scratch holds twice the text
        const int letters = m == 0xFFFF ? 16 : __builtin_ctz(~static_cast<unsigned>(m));
        size += static_cast<std::size_t>(letters);
        k += letters;
        if (letters < 16) break;
      }
#endif
      for (; k < n && is_ascii_alpha(text[static_cast<std::size_t>(k)]); ++k)
        word[size++] = static_cast<char>(text[static_cast<std::size_t>(k)] | 0x20);
      if (k > i) {
        i = k;
        continue;
      }
      c = static_cast<unsigned char>(text[static_cast<std::size_t>(i++)]);
    } else if (i < n) {
      U8_NEXT(text.data(), i, n, c);
      if (c >= 0 && u_isalpha(c)) {
        std::int32_t len = 0;
        U8_APPEND_UNSAFE(word + size, len, u_tolower(c));
        size += static_cast<std::size_t>(len);
        continue;
      }
    } else {
      ++i;
    }
    if (c >= 0 && hyphen(c) && size > 0 && i < n) {
      std::int32_t j = i;
      UChar32 d;
      U8_NEXT(text.data(), j, n, d);
      if (d >= 0 && alphabetic(d)) {
        joined = true;
        continue;
      }
    }
    if (size > 0) f(std::string_view(word, size), joined);
    size = 0;
    joined = false;
  }
}

// False when no word of `text` that scan_letters reads can open with three lower-case bytes that
// `accept` takes (words shorter than three bytes, or joined by a hyphen within them, are of no
// interest): a pass over the bytes that spares most texts scan_letters' lower-casing. Every place
// a word may open (a letter after a byte that is no ASCII letter) is looked at, the lower case of
// its first letters made as scan_letters makes it.
template <typename Accept>
bool may_open_with(std::string_view text, Accept accept) {
  const auto n = static_cast<std::int32_t>(text.size());
  for (std::int32_t p = 0; p < n; ++p) {
    auto c = static_cast<unsigned char>(text[static_cast<std::size_t>(p)]);
    if (c < 0x80 ? !is_ascii_alpha(static_cast<char>(c)) : c < 0xC0) continue;  // no letter opens here
    if (p > 0 && is_ascii_alpha(text[static_cast<std::size_t>(p - 1)])) continue;  // inside a word opened before
    char first[3 + U8_MAX_LENGTH];
    std::int32_t len = 0;
    for (std::int32_t i = p; i < n && len < 3;) {
      auto b = static_cast<unsigned char>(text[static_cast<std::size_t>(i)]);
      if (b < 0x80) {
        if (!is_ascii_alpha(static_cast<char>(b))) break;
        first[len++] = static_cast<char>(b | 0x20);
        ++i;
        continue;
      }
      UChar32 cp;
      U8_NEXT(text.data(), i, n, cp);
      if (cp < 0 || !u_isalpha(cp)) break;
      U8_APPEND_UNSAFE(first, len, u_tolower(cp));
    }
    if (len >= 3 && accept(std::string_view(first, 3))) return true;
  }
  return false;
}

// How far a text token may differ from a rendering's token and still be the term.
enum class Level : std::uint8_t {
  kInflection,  // the same stem, or (German) the rendering's word or stem plus an inflection ending
  kCompound,    // also (German) a compound with the term as its modifier or, for the last word, its head
};

bool inflection_ending(std::string_view rest) {
  for (std::string_view e : {"", "e", "n", "s", "en", "es", "em", "er", "ns", "ens"})
    if (rest == e) return true;
  return false;
}

// Does text token `t` stand for rendering token `r` (the last one of its rendering when `last`)?
bool token_matches(const Token& t, const Token& r, bool last, std::string_view language, Level level) {
  if (t.stem == r.stem || t.key == r.key) return true;
  if (!german(language)) return false;
  if (t.key.starts_with(r.key) && inflection_ending(std::string_view(t.key).substr(r.key.size()))) return true;  // "Sagen"
  if (r.stem_length >= 4 && t.key.starts_with(r.stem) &&
      inflection_ending(std::string_view(t.key).substr(r.stem.size())))
    return true;  // "Kampfphasen", "ausgelösten"
  if (level == Level::kInflection || r.stem_length < 4) return false;
  if (t.key.starts_with(r.stem)) return true;                         // "Sagenmarke"
  return last && t.key.find(r.stem) != std::string::npos;             // "Zusatzkampfphase"
}

// The first position where `r` matches `t` consecutively, or -1.
std::ptrdiff_t find_phrase(const std::vector<Token>& t, const std::vector<Token>& r, std::string_view language, Level level) {
  if (r.empty() || t.size() < r.size()) return -1;
  for (std::size_t i = 0; i + r.size() <= t.size(); ++i) {
    bool ok = true;
    for (std::size_t k = 0; k < r.size() && ok; ++k) ok = token_matches(t[i + k], r[k], k + 1 == r.size(), language, level);
    if (ok) return static_cast<std::ptrdiff_t>(i);
  }
  return -1;
}

bool one_edit(const std::u32string& a, const std::u32string& b) {
  if (a == b) return false;
  const std::u32string& s = a.size() <= b.size() ? a : b;
  const std::u32string& l = a.size() <= b.size() ? b : a;
  if (l.size() - s.size() > 1) return false;
  std::size_t i = 0;
  while (i < s.size() && s[i] == l[i]) ++i;
  if (s.size() == l.size()) return s.substr(i + 1) == l.substr(i + 1);
  return s.substr(i) == l.substr(i + 1);
}

// A near spelling of `r`: one letter off, same first letter, four letters or more, no inflection.
bool near_spelling(const Token& t, const Token& r, std::string_view language) {
  if (!t.letters || t.hyphenated != r.hyphenated || t.key_length < 4 || r.key_length < 4) return false;
  if (t.key_length > r.key_length + 1 || r.key_length > t.key_length + 1 || t.key[0] != r.key[0]) return false;
  if (t.stem == r.stem) return false;
  if (german(language) && (t.key.starts_with(r.stem) || r.key.starts_with(t.stem))) return false;
  std::u32string a = code_points(t.key), b = code_points(r.key);
  return a[0] == b[0] && one_edit(a, b);
}

// The first place where `r` is spelled nearly: all tokens match but one, a near spelling that
// `rare` accepts (a slip is a rare word; "wurden" beside "werden" is another word).
template <typename Rare>
std::ptrdiff_t find_near(const std::vector<Token>& t, const std::vector<Token>& r, std::string_view language, Rare rare) {
  if (r.empty() || t.size() < r.size()) return -1;
  for (std::size_t i = 0; i + r.size() <= t.size(); ++i) {
    int near = 0;
    bool ok = true;
    for (std::size_t k = 0; k < r.size() && ok; ++k) {
      if (token_matches(t[i + k], r[k], k + 1 == r.size(), language, Level::kInflection)) continue;
      ok = near_spelling(t[i + k], r[k], language) && rare(t[i + k]) && ++near == 1;
    }
    if (ok && near == 1) return static_cast<std::ptrdiff_t>(i);
  }
  return -1;
}

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

Mark span(const std::vector<Token>& t, std::size_t at, std::size_t n) { return Mark{t[at].begin, t[at + n - 1].end}; }

// One rendering of a concept in one language, tokenised.
struct Rendering {
  std::string text;
  TermStatus status = TermStatus::kPreferred;
  std::vector<Token> tokens;
};

struct ConceptView {
  const Concept* entry = nullptr;
  std::vector<std::vector<Token>> english;                    // the English spellings
  std::map<std::string, std::vector<Rendering>> renderings;   // language -> variants, preferred first
  std::set<std::string> trusted;                              // languages a structural source pairs
  std::set<std::string> trusted_missing;                      // languages a heading or CR glossary pairs
  std::map<std::string, std::string> sources;                 // language -> "heading 714" (for messages)
};

// A source that is not co-occurrence alone.
bool structural(TermSource s) { return s != TermSource::kAssociation && s != TermSource::kListing; }

struct Use {
  std::size_t text;
  Mark mark;
};

struct Pending {
  enum Kind { kDeprecated, kNear, kMissing } kind;
  std::size_t index;  // into concepts_
  std::size_t text;
  Mark mark;          // in the translation (none for missing)
  Mark english_mark;  // the English term in the original
  std::string found;  // the spelling found
};

using Hash = StringHash;  // check/words.h: lookups by view without a copy

std::uint32_t count_code_points(std::string_view s);

// The lower case (glossary/words.h's lower_case) and stem (stem_word) of one spelling.
struct Form {
  std::string key, stem;
  std::uint32_t key_length = 0, stem_length = 0;
};

// Forms worked out once per spelling and language (a word recurs in many texts), held at stable
// addresses so that tokens view them.
class Forms {
 public:
  using Table = std::unordered_map<std::string, Form, Hash, std::equal_to<>>;

  // The table of single words of `language`, keyed by the word as written.
  Table& words(std::string_view language) { return table(words_, language); }
  // The table of hyphen groups of `language`, keyed by their joined lower case.
  Table& joined(std::string_view language) { return table(joined_, language); }

  // The form of `word` as written, from `words` (of `language`).
  static const Form& word(Table& words, std::string_view word, std::string_view language) {
    auto it = words.find(word);
    if (it != words.end()) return it->second;
    return words.emplace(std::string(word), make(lower_case(word), language)).first->second;
  }
  // The form of a hyphen group whose parts' lower case joined is `key`.
  static const Form& group(Table& joined, const std::string& key, std::string_view language) {
    auto it = joined.find(key);
    if (it != joined.end()) return it->second;
    return joined.emplace(key, make(key, language)).first->second;
  }

 private:
  static Form make(std::string key, std::string_view language) {
    Form f;
    f.stem = stem_word(key, language);
    f.key = std::move(key);
    f.key_length = count_code_points(f.key);
    f.stem_length = count_code_points(f.stem);
    return f;
  }
  static Table& table(std::map<std::string, Table, std::less<>>& of, std::string_view language) {
    auto it = of.find(language);
    if (it == of.end()) it = of.emplace(std::string(language), Table{}).first;
    return it->second;
  }
  std::map<std::string, Table, std::less<>> words_, joined_;
};

class TermChecker {
 public:
  TermChecker(const std::vector<TermText>& texts, const Glossary* g) : texts_(texts) {
    toks_.resize(texts.size());
    if (!g) return;  // the spelling pass splits only the texts it needs
    whole_ = true;
    split_all();
    index(*g);
    // How many texts of its language each word is in (rare words are slips; see rare()).
    for (std::size_t i = 0; i < texts.size(); ++i) {
      auto& counts = key_texts_[texts[i].language];
      std::vector<std::string_view> keys;
      for (const Token& t : toks_[i])
        if (t.letters && t.key_length >= 4) keys.push_back(t.key);
      std::sort(keys.begin(), keys.end());
      keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
      for (std::string_view k : keys) ++counts[std::string(k)];
    }
  }

  // Every text's tokens.
  void split_all() {
    for (std::size_t i = 0; i < texts_.size(); ++i) toks_[i] = tokens(texts_[i].text, texts_[i].language);
  }

  // The tokens of `text`: ICU words (elisions split off, as the glossary's words), hyphen groups
  // joined into one token; forms from forms_.
  std::vector<Token> tokens(std::string_view text, std::string_view language) {
    return tokens(forms_, text, language, breaker_.words(text, Elision::kSplit));
  }

  // The tokens of `text` from its words `ws` (in order), their forms from `forms`.
  static std::vector<Token> tokens(Forms& forms, std::string_view text, std::string_view language, const std::vector<Word>& ws) {
    Forms::Table& words = forms.words(language);
    std::vector<Token> out;
    out.reserve(ws.size());
    std::string key;
    for (std::size_t i = 0; i < ws.size(); ++i) {
      Token t;
      t.begin = ws[i].begin;
      t.end = ws[i].end;
      t.letters = ws[i].letters;
      const Form* f = &Forms::word(words, text.substr(t.begin, t.end - t.begin), language);
      if (t.letters && i + 1 < ws.size() && ws[i + 1].letters && hyphen_between(text, t.end, ws[i + 1].begin)) {
        key = f->key;
        while (i + 1 < ws.size() && ws[i + 1].letters && hyphen_between(text, t.end, ws[i + 1].begin)) {
          ++i;
          t.end = ws[i].end;
          key += Forms::word(words, text.substr(ws[i].begin, ws[i].end - ws[i].begin), language).key;
        }
        t.hyphenated = true;
        f = &Forms::group(forms.joined(language), key, language);
      }
      t.key = f->key;
      t.stem = f->stem;
      t.key_length = f->key_length;
      t.stem_length = f->stem_length;
      out.push_back(t);
    }
    return out;
  }

  std::vector<TermFinding> run() {
    spelling();
    if (!concepts_.empty()) {
      for (std::size_t i = 0; i < texts_.size(); ++i) {
        if (texts_[i].original.empty()) alone(i);
        else aligned(i);
      }
      glossary_findings();
    }
    std::stable_sort(out_.begin(), out_.end(), [](const TermFinding& a, const TermFinding& b) {
      if (a.at != b.at) return a.at < b.at;
      std::uint32_t x = a.diagnostic.marks.empty() ? 0 : a.diagnostic.marks.front().begin;
      std::uint32_t y = b.diagnostic.marks.empty() ? 0 : b.diagnostic.marks.front().begin;
      if (x != y) return x < y;
      return a.diagnostic.check < b.diagnostic.check;
    });
    return std::move(out_);
  }

 private:
  void index(const Glossary& g) {
    for (const Concept& c : g.concepts) {
      const Term* en = c.term("en");
      if (!en) continue;
      ConceptView v;
      v.entry = &c;
      for (const Variant& var : en->variants) {
        if (var.status == TermStatus::kDeprecated) continue;
        std::vector<Token> t = tokens(var.text, "en");
        std::size_t letters = 0;
        for (const Token& x : t) letters += x.key_length;
        if (!t.empty() && letters >= 4) v.english.push_back(std::move(t));
      }
      if (v.english.empty()) continue;
      for (const TermEvidence& e : c.evidence) {
        if (!structural(e.source)) continue;
        v.trusted.insert(e.language);
        if (e.source == TermSource::kHeading || e.source == TermSource::kCrGlossary) v.trusted_missing.insert(e.language);
        if (!v.sources.count(e.language))
          v.sources[e.language] = std::string(term_source_name(e.source)) + (e.refs.empty() ? "" : " " + e.refs.front());
      }
      for (const Term& t : c.terms) {
        if (code_language(t.language) == Language::kEn || !v.trusted.count(t.language)) continue;
        for (const Variant& var : t.variants) {
          Rendering r{var.text, var.status, tokens(var.text, t.language)};
          if (!r.tokens.empty()) v.renderings[t.language].push_back(std::move(r));
        }
      }
      if (v.renderings.empty()) continue;
      std::size_t k = concepts_.size();
      for (const auto& e : v.english) by_first_[std::string(e.front().stem)].push_back(k);
      for (const auto& [lang, rs] : v.renderings)
        for (const Rendering& r : rs)
          for (const Token& x : r.tokens) glossary_stems_[lang].emplace(x.stem);
      concepts_.push_back(std::move(v));
    }
    // single_ points into concepts_' renderings, built once the vector no longer moves.
    for (std::size_t k = 0; k < concepts_.size(); ++k)
      for (const auto& [lang, rs] : concepts_[k].renderings)
        for (const Rendering& r : rs)
          if (r.tokens.size() == 1 && r.status != TermStatus::kDeprecated) single_[lang].push_back({k, &r});
  }

  // The way one compound is written, hyphenated or solid, text by text.
  void spelling() {
    if (!whole_) select_for_spelling();
    struct Group {
      std::map<std::size_t, std::vector<std::size_t>> ways[2];  // [hyphenated] text -> token indexes
    };
    std::map<std::pair<std::string, std::string>, Group> groups;  // (language, stem)
    std::map<std::string, std::unordered_map<std::string, Group*, Hash, std::equal_to<>>> by_stem;  // language -> stem -> group
    for (std::size_t i = 0; i < texts_.size(); ++i)
      for (std::size_t k = 0; k < toks_[i].size(); ++k) {
        const Token& t = toks_[i][k];
        if (t.hyphenated && good_compound(texts_[i].text, t)) groups[{texts_[i].language, std::string(t.stem)}].ways[1][i].push_back(k);
      }
    if (groups.empty()) return;
    for (auto& [key, g] : groups) by_stem[key.first][key.second] = &g;
    for (std::size_t i = 0; i < texts_.size(); ++i) {
      auto l = by_stem.find(texts_[i].language);
      if (l == by_stem.end()) continue;
      for (std::size_t k = 0; k < toks_[i].size(); ++k) {
        const Token& t = toks_[i][k];
        if (t.hyphenated || !t.letters || t.key_length < 6) continue;
        auto it = l->second.find(t.stem);
        if (it != l->second.end()) it->second->ways[0][i].push_back(k);
      }
    }
    for (const auto& [key, g] : groups) {
      std::size_t h = g.ways[1].size(), s = g.ways[0].size();
      if (h == 0 || s == 0 || h == s) continue;
      int minority = h < s ? 1 : 0;
      const auto& few = g.ways[minority];
      const auto& many = g.ways[1 - minority];
      std::size_t total = h + s;
      // The majority's commonest spelling, and its first place.
      std::map<std::string, std::size_t> spellings;
      for (const auto& [i, ks] : many)
        for (std::size_t k : ks) ++spellings[surface(i, k)];
      std::string usual = std::max_element(spellings.begin(), spellings.end(), [](const auto& a, const auto& b) {
                            return a.second < b.second;
                          })->first;
      std::size_t ex_text = many.begin()->first, ex_tok = many.begin()->second.front();
      for (const auto& [i, ks] : few) {
        const TermText& t = texts_[i];
        std::string written = surface(i, ks.front());
        std::string want;
        for (const auto& [j, js] : many)
          for (std::size_t k : js)
            if (want.empty() && toks_[j][k].key == toks_[i][ks.front()].key) want = surface(j, k);
        if (want.empty() && minority == 1) want = solid(written);
        TermFinding f;
        Diagnostic& d = f.diagnostic;
        d.check = "term.inconsistent";
        // A clear majority ("Mehrspielerpartie" in 56 texts, "Mehrspieler-Partie" in 12) is a
        // warning; one use against four, or an even split, a note.
        d.severity = inconsistency_severity(many.size(), few.size());
        d.message = t.language + " " + t.label + " writes " + quoted(written) + "; elsewhere (" + std::to_string(many.size()) +
                    " of " + std::to_string(total) + " " + t.language + " texts) it is written " +
                    (minority == 1 ? "without hyphen" : "with a hyphen") + ": write " +
                    (want.empty() ? "it as " + quoted(usual) + " is" : quoted(want));
        d.text = t.text;
        for (std::size_t k : ks) d.marks.push_back(span(toks_[i], k, 1));
        d.suggestion = want;
        d.args = {{"written", written}, {"usual", usual}, {"kind", "spelling"}};
        // A warning (a clear majority, inconsistency_severity): each occurrence written as the
        // majority writes it is the fix.
        if (d.severity == Severity::kWarning && !want.empty()) {
          for (std::size_t k : ks) {
            Mark m = span(toks_[i], k, 1);
            if (surface(i, k) != written || t.text.substr(m.begin, m.end - m.begin) != written) {
              f.fix.clear();
              break;
            }
            f.fix.push_back({m.begin, m.end, want});
          }
        }
        original_location(d, i, {});
        f.at = i;
        f.example = ex_text;
        f.example_mark = span(toks_[ex_text], ex_tok, 1);
        out_.push_back(std::move(f));
      }
    }
  }

  // A hyphen group of letters only, six letters or more, every part two letters or more.
  static bool good_compound(std::string_view text, const Token& t) {
    if (!t.letters || t.key_length < 6) return false;
    std::size_t part = 0;
    for (std::u32string cps = code_points(text.substr(t.begin, t.end - t.begin)); char32_t c : cps) {
      if (c == U'-' || c == 0x2010 || c == 0x2011) {
        if (part < 2) return false;
        part = 0;
      } else if (!u_isalpha(static_cast<UChar32>(c))) {
        return false;
      } else {
        ++part;
      }
    }
    return part >= 2;
  }

  // Without a glossary, the spelling pass reads only the texts holding a hyphen between letters
  // and those holding a word whose stem (the word less at most two letters of ending) is one of a
  // hyphenated compound there (a byte pass, may_open_with, first passes over the texts where no word
  // opens with the three bytes a compound's stem opens with); of those, ICU splits only the pieces
  // between spaces that can hold a token of interest: a piece with a hyphen (a compound), or with a
  // run of letters whose stem is a compound's (a solid spelling). Both passes over the texts (the
  // compounds' stems, then the tokens of interest) use one breaker and forms (a Speller).
  void select_for_spelling() {
    spellers_.push_back(std::make_unique<Speller>());
    auto for_texts = [&](auto f) {
      for (std::size_t i = 0; i < texts_.size(); ++i) f(*spellers_[0], i);
    };
    // The stems of the good compounds, by language, from the texts with a hyphen between letters.
    std::vector<char> joined(texts_.size(), 0);
    for_texts([&](Speller& sp, std::size_t i) {
      const TermText& t = texts_[i];
      if (!has_joined_letters(t.text)) return;
      joined[i] = 1;
      for (const Token& k : tokens(sp.forms, t.text, t.language, sp.breaker.words_in(t.text, pieces(t.text, hyphenated), Elision::kSplit)))
        if (k.hyphenated && good_compound(t.text, k)) sp.stems[t.language].emplace(k.stem);
    });
    StemSets stems;
    for (const auto& sp : spellers_)
      for (const auto& [lang, ss] : sp->stems)
        for (const std::string& st : ss) stems[lang].emplace(st);
    if (stems.empty()) return;
    // The first three bytes of every stem, as a quick filter before the hash lookup.
    std::vector<bool> heads(0x10000, false);
    for (const auto& [lang, ss] : stems)
      for (const std::string& st : ss)
        if (st.size() >= 3) heads[head(st)] = true;
    // The texts to read: those with a hyphen between letters, and those with a word whose stem is
    // a compound's. Of them, the pieces to split: with a hyphen, or with a run of letters (six or
    // more, not joined by a hyphen) whose stem is a compound's; each run's answer kept per language.
    for_texts([&](Speller& sp, std::size_t i) {
      const TermText& t = texts_[i];
      auto l = stems.find(t.language);
      if (l == stems.end()) return;
      if (!joined[i]) {
        if (!may_open_with(t.text, [&](std::string_view w) { return heads[head(w)]; })) return;
        bool hit = false;
        scan_letters(t.text, sp.scratch, [&](std::string_view w, bool j) {
          if (hit || j || w.size() < 6 || !heads[head(w)]) return;
          for (std::size_t cut = 0; !hit && cut <= 2 && cut + 6 <= w.size(); ++cut)
            hit = l->second.find(w.substr(0, w.size() - cut)) != l->second.end();
        });
        if (!hit) return;
      }
      auto& known = sp.answers[t.language];
      auto interesting = [&](std::string_view piece) {
        if (hyphenated(piece)) return true;
        bool hit = false;
        scan_letters(piece, sp.scratch, [&](std::string_view w, bool) {
          if (hit || w.size() < 6 || !heads[head(w)]) return;  // a stem keeps its word's first three bytes
          auto it = known.find(w);
          if (it == known.end()) it = known.emplace(std::string(w), l->second.count(stem_word(w, t.language)) > 0).first;
          hit = it->second;
        });
        return hit;
      };
      toks_[i] = tokens(sp.forms, t.text, t.language, sp.breaker.words_in(t.text, pieces(t.text, interesting), Elision::kSplit));
    });
  }

  using Spans = std::vector<std::pair<std::uint32_t, std::uint32_t>>;
  using StemSets = std::map<std::string, std::unordered_set<std::string, Hash, std::equal_to<>>, std::less<>>;

  // The pieces of `text` between ASCII white space that `keep` takes.
  template <typename Keep>
  static Spans pieces(std::string_view text, Keep keep) {
    Spans out;
    for (std::size_t b = 0; b < text.size();) {
      std::size_t e = b;
#if defined(__SSE2__)
      // Sixteen bytes a step, a bit per white-space byte (is_space's four).
      while (e + 16 <= text.size()) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + e));
        const int m = _mm_movemask_epi8(
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'))),
                         _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\t')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\r')))));
        if (m) {
          e += static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(m)));
          break;
        }
        e += 16;
      }
#endif
      while (e < text.size() && !is_space(text[e])) ++e;
      if (e > b && keep(text.substr(b, e - b))) out.emplace_back(static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(e));
      b = e + 1;
    }
    return out;
  }

  // Whether `piece` holds a hyphen: '-', U+2010 or U+2011 (E2 80 90, E2 80 91).
  static bool hyphenated(std::string_view piece) {
    if (piece.find('-') != std::string_view::npos) return true;
    for (std::size_t i = piece.find('\xE2'); i < piece.size(); ++i)
      if (piece[i] == '-' || (piece[i] == '\xE2' && i + 2 < piece.size() && piece[i + 1] == '\x80' &&
                              (piece[i + 2] == '\x90' || piece[i + 2] == '\x91')))
        return true;
    return false;
  }

  // A word's first three bytes, hashed into 16 bits.
  static unsigned head(std::string_view w) {
    return (static_cast<unsigned char>(w[0]) * 31u * 31u + static_cast<unsigned char>(w[1]) * 31u +
            static_cast<unsigned char>(w[2])) & 0xFFFFu;
  }

  // What one range of texts of the spelling selection works with: its own breaker (not
  // thread-safe), forms (its tokens view them; kept as long as the checker), the compounds' stems
  // it found, and the answers for the runs of letters it looked up.
  struct Speller {
    WordBreaker breaker;
    Forms forms;
    StemSets stems;
    std::map<std::string, std::unordered_map<std::string, bool, Hash, std::equal_to<>>, std::less<>> answers;
    std::string scratch;  // scan_letters' words
  };

  std::string surface(std::size_t i, std::size_t k) const {
    const Token& t = toks_[i][k];
    return std::string(texts_[i].text.substr(t.begin, t.end - t.begin));
  }

  // "Sagen-Karte" -> "Sagenkarte": hyphens dropped, each later part's first letter in lower case.
  static std::string solid(const std::string& s) {
    std::string out;
    bool after = false;
    for (std::int32_t i = 0, n = static_cast<std::int32_t>(s.size()); i < n;) {
      std::int32_t b = i;
      UChar32 c;
      U8_NEXT(s.data(), i, n, c);
      if (c == '-' || c == 0x2010 || c == 0x2011) {
        after = true;
        continue;
      }
      if (after && c >= 0) {
        char buf[U8_MAX_LENGTH];
        std::int32_t len = 0;
        U8_APPEND_UNSAFE(buf, len, u_tolower(c));
        out.append(buf, static_cast<std::size_t>(len));
      } else {
        out.append(s, static_cast<std::size_t>(b), static_cast<std::size_t>(i - b));
      }
      after = false;
    }
    return out;
  }

  void original_location(Diagnostic& d, std::size_t i, std::optional<Mark> english) const {
    if (texts_[i].original.empty()) return;
    Location l;
    l.role = "original";
    l.text = texts_[i].original;
    if (english) l.marks.push_back(*english);
    d.related.push_back(std::move(l));
  }

  // The concepts whose English term the original holds, with the term's first place.
  std::vector<std::pair<std::size_t, Mark>> english_terms(const std::vector<Token>& o) const {
    std::map<std::size_t, Mark> found;
    for (std::size_t p = 0; p < o.size(); ++p) {
      auto it = by_first_.find(o[p].stem);
      if (it == by_first_.end()) continue;
      for (std::size_t k : it->second) {
        if (found.count(k)) continue;
        for (const auto& e : concepts_[k].english) {
          if (p + e.size() > o.size()) continue;
          bool ok = true;
          for (std::size_t j = 0; j < e.size() && ok; ++j) ok = o[p + j].stem == e[j].stem;
          if (ok) {
            found[k] = span(o, p, e.size());
            break;
          }
        }
      }
    }
    // One concept per English place: "Enchantments" is not also "Enchantment"; a longer term wins.
    std::vector<std::pair<std::size_t, Mark>> out(found.begin(), found.end());
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
      return a.second.end - a.second.begin > b.second.end - b.second.begin;
    });
    std::vector<std::pair<std::size_t, Mark>> kept;
    for (const auto& [k, m] : out) {
      bool inside = false;
      for (const auto& [k2, m2] : kept) inside = inside || (m.begin >= m2.begin && m.end <= m2.end);
      if (!inside) kept.emplace_back(k, m);
    }
    std::sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return kept;
  }

  // A word in at most two texts of its language: a slip, not another word of the language.
  bool rare(const std::string& language, const Token& w) const {
    auto l = key_texts_.find(language);
    if (l == key_texts_.end()) return true;
    auto it = l->second.find(w.key);
    return it == l->second.end() || it->second <= kRareTexts;
  }

  void aligned(std::size_t i) {
    const TermText& t = texts_[i];
    std::vector<Token> o = tokens(t.original, "en");
    const std::vector<Token>& tt = toks_[i];
    for (const auto& term : english_terms(o)) {
      // Named copies, not structured bindings: the lambdas below capture them (clang 14 cannot).
      const std::size_t k = term.first;
      const Mark& em = term.second;
      const ConceptView& c = concepts_[k];
      auto rit = c.renderings.find(t.language);
      if (rit == c.renderings.end()) continue;
      const std::vector<Rendering>& rs = rit->second;
      ++seen_[{k, t.language}];
      // An accepted rendering, inflected; else a deprecated one or a near spelling; else an accepted
      // rendering inside a compound ("Sagenmarke" does not hide "Saga" beside it).
      auto accepted = [&](Level level) {
        for (std::size_t v = 0; v < rs.size(); ++v) {
          if (rs[v].status == TermStatus::kDeprecated) continue;
          std::ptrdiff_t p = find_phrase(tt, rs[v].tokens, t.language, level);
          if (p < 0) continue;
          Use u{i, span(tt, static_cast<std::size_t>(p), rs[v].tokens.size())};
          rendered_[{k, t.language}].push_back(u);
          if (v == 0) preferred_[{k, t.language}].push_back(u);
          return true;
        }
        return false;
      };
      bool done = accepted(Level::kInflection);
      if (done) continue;
      for (const Rendering& r : rs) {
        if (r.status != TermStatus::kDeprecated) continue;
        std::ptrdiff_t p = find_phrase(tt, r.tokens, t.language, Level::kInflection);
        if (p < 0) continue;
        Mark m = span(tt, static_cast<std::size_t>(p), r.tokens.size());
        pending_.push_back({Pending::kDeprecated, k, i, m, em, std::string(t.text.substr(m.begin, m.end - m.begin))});
        done = true;
        break;
      }
      if (done) continue;
      for (const Rendering& r : rs) {
        if (r.status == TermStatus::kDeprecated) continue;
        std::ptrdiff_t p = find_near(tt, r.tokens, t.language, [&](const Token& w) { return rare(t.language, w); });
        if (p < 0) continue;
        Mark m = span(tt, static_cast<std::size_t>(p), r.tokens.size());
        std::string found(t.text.substr(m.begin, m.end - m.begin));
        pending_.push_back({Pending::kNear, k, i, m, em, found});
        near_[{k, t.language}][stem_word(lower_case(found), t.language)].insert(i);
        done = true;
        break;
      }
      if (done || accepted(Level::kCompound)) continue;
      if (!done) pending_.push_back({Pending::kMissing, k, i, {}, em, ""});
    }
  }

  // Whether `w` spells concept `k`'s one-word English term.
  bool is_english_term(std::size_t k, const Token& w) const {
    for (const std::vector<Token>& e : concepts_[k].english)
      if (e.size() == 1 && e.front().key == w.key) return true;
    return false;
  }

  // A text without original: near spellings of single-word glossary renderings that no glossary
  // term of the language spells, and deprecated renderings.
  void alone(std::size_t i) {
    const TermText& t = texts_[i];
    auto sit = single_.find(t.language);
    const std::set<std::string, std::less<>>& known = glossary_stems_[t.language];
    std::set<std::size_t> reported;
    for (std::size_t p = 0; sit != single_.end() && p < toks_[i].size(); ++p) {
      const Token& w = toks_[i][p];
      if (!w.letters || known.count(w.stem)) continue;
      for (const auto& [k, r] : sit->second) {
        if (reported.count(k) || !near_spelling(w, r->tokens.front(), t.language)) continue;
        // A rare word is a slip; a common one is a slip too when it is the English term itself
        // ("Saga" in German rulings where the cards print "Sage"), not an ordinary word of the language.
        if (!rare(t.language, w) && !is_english_term(k, w)) continue;
        // The rendering must not occur in this text itself (then the word is something else).
        if (find_phrase(toks_[i], r->tokens, t.language, Level::kInflection) >= 0) continue;
        reported.insert(k);
        alone_.push_back({Pending::kNear, k, i, span(toks_[i], p, 1), {}, surface(i, p)});
        alone_rendering_.push_back(r);
      }
    }
    for (std::size_t k = 0; k < concepts_.size(); ++k) {
      auto rit = concepts_[k].renderings.find(t.language);
      if (rit == concepts_[k].renderings.end() || reported.count(k)) continue;
      for (const Rendering& r : rit->second) {
        if (r.status != TermStatus::kDeprecated || r.tokens.size() < 1) continue;
        std::ptrdiff_t p = find_phrase(toks_[i], r.tokens, t.language, Level::kInflection);
        if (p < 0) continue;
        Mark m = span(toks_[i], static_cast<std::size_t>(p), r.tokens.size());
        alone_.push_back({Pending::kDeprecated, k, i, m, {}, std::string(t.text.substr(m.begin, m.end - m.begin))});
        alone_rendering_.push_back(&rit->second.front());
        break;
      }
    }
  }

  // The other texts of `language` (with or without original) that use rendering `r`, inflected.
  std::vector<std::size_t> texts_using(const Rendering& r, const std::string& language, std::size_t but) const {
    std::vector<std::size_t> out;
    for (std::size_t j = 0; j < texts_.size(); ++j)
      if (j != but && texts_[j].language == language && find_phrase(toks_[j], r.tokens, language, Level::kInflection) >= 0)
        out.push_back(j);
    return out;
  }

  // term.missing is reported only for a term of two words or more that headings or the CR glossaries
  // pair, rendered so in at least 97% of at least twenty translations, where the translation has no
  // word of any accepted rendering at all (a rule rephrased around "Kosten" is not missing "Manakosten").
  bool missing_trusted(const ConceptView& c, const Pending& p, const TermText& t) const {
    if (!c.trusted_missing.count(t.language) || t.definition) return false;
    if (t.original.substr(p.english_mark.begin, p.english_mark.end - p.english_mark.begin).find(' ') == std::string::npos)
      return false;
    auto key = std::make_pair(p.index, t.language);
    auto s = seen_.find(key);
    auto r = rendered_.find(key);
    std::size_t seen = s == seen_.end() ? 0 : s->second, rendered = r == rendered_.end() ? 0 : r->second.size();
    if (seen < 20 || rendered * 100 < seen * 97) return false;
    const std::vector<Token>& tt = toks_[p.text];
    for (const Rendering& rr : c.renderings.at(t.language))
      for (const Token& w : rr.tokens) {
        if (is_stopword(w.key, t.language)) continue;
        for (const Token& x : tt) {
          if (token_matches(x, w, true, t.language, Level::kCompound)) return false;
          if (!german(t.language) || !x.letters || x.stem_length < 4) continue;
          if (w.key.ends_with(x.stem) || w.key.ends_with(x.key)) return false;  // the head: "Kosten" of "Manakosten"
          if (w.key.starts_with(x.stem)) return false;  // the modifier, reworded around: "Karten" of "Kartentyp"
          // An elided compound, "Ersatz- oder Verhinderungseffekte": the part before the hyphen.
          std::string_view after = std::string_view(t.text).substr(x.end);
          if (after.starts_with("- ") && w.key.starts_with(x.key)) return false;
        }
      }
    return true;
  }

  void glossary_findings() {
    for (const Pending& p : pending_) {
      const ConceptView& c = concepts_[p.index];
      const TermText& t = texts_[p.text];
      auto key = std::make_pair(p.index, t.language);
      const std::vector<Rendering>& rs = c.renderings.at(t.language);
      const Rendering& want = rs.front();
      std::string english(t.original.substr(p.english_mark.begin, p.english_mark.end - p.english_mark.begin));
      std::size_t seen = seen_[key];
      const std::vector<Use>& rendered = rendered_[key];
      const std::vector<Use>& preferred = preferred_[key];
      TermFinding f;
      Diagnostic& d = f.diagnostic;
      if (p.kind == Pending::kMissing) {
        if (!missing_trusted(c, p, t)) continue;
        d.check = "term.missing";
        d.severity = check_info(d.check).severity;
        d.message = t.language + " " + t.label + " has no rendering of " + quoted(english) + ", which " +
                    std::to_string(rendered.size()) + " of " + std::to_string(seen) + " " + t.language +
                    " texts translating it render " + quoted(want.text) + ": check the translation";
        d.args = {{"term", english}, {"expected", want.text}};
      } else {
        if (p.kind == Pending::kNear) {
          // A near spelling used as often as the glossary's rendering is no slip; nor is a glossary term.
          const auto& by = near_[key][stem_word(lower_case(p.found), t.language)];
          if (by.size() * 2 > rendered.size()) continue;
          if (glossary_stems_[t.language].count(stem_word(lower_case(p.found), t.language)) && p.found.find(' ') == std::string::npos)
            continue;
        }
        d.check = "term.inconsistent";
        d.message = t.language + " " + t.label + " renders " + quoted(english) + " as " + quoted(p.found) + "; ";
        if (!preferred.empty())
          d.message += "elsewhere (" + std::to_string(preferred.size()) + " of " + std::to_string(seen) + " " + t.language +
                       " texts translating it) " + quoted(want.text);
        else
          d.message += "the glossary gives " + quoted(want.text) + " (" + c.sources.at(t.language) + ")";
        if (p.kind == Pending::kDeprecated) d.message += ", and marks " + quoted(p.found) + " deprecated";
        d.message += ": use " + quoted(want.text);
        d.args = {{"term", english}, {"found", p.found}, {"expected", want.text},
                  {"kind", p.kind == Pending::kNear ? "near" : "deprecated"}};
        d.suggestion = want.text;
        d.marks.push_back(p.mark);
        if (!preferred.empty()) {
          f.example = preferred.front().text;
          f.example_mark = preferred.front().mark;
        }
      }
      if (d.check == "term.inconsistent") {
        // Evidence: the texts with the preferred rendering against those with the form found.
        std::size_t other = 1;
        if (p.kind == Pending::kNear)
          other = std::max<std::size_t>(1, near_[key][stem_word(lower_case(p.found), t.language)].size());
        else if (rendered.size() > preferred.size())
          other = rendered.size() - preferred.size();
        d.severity = inconsistency_severity(preferred.size(), other);
      }
      d.text = t.text;
      original_location(d, p.text, p.english_mark);
      f.at = p.text;
      out_.push_back(std::move(f));
    }
    for (std::size_t n = 0; n < alone_.size(); ++n) {
      const Pending& p = alone_[n];
      const ConceptView& c = concepts_[p.index];
      const TermText& t = texts_[p.text];
      const Rendering& want = *alone_rendering_[n];
      std::vector<std::size_t> users = texts_using(want, t.language, p.text);
      const Term* en = c.entry->term("en");
      TermFinding f;
      Diagnostic& d = f.diagnostic;
      d.check = "term.inconsistent";
      d.severity = inconsistency_severity(users.size(), 1);
      d.message = t.language + " " + t.label + " writes " + quoted(p.found) + " where the glossary renders " +
                  quoted(en->text()) + " as " + quoted(want.text) + " (" + c.sources.at(t.language) + ")";
      if (!users.empty()) d.message += ", as " + std::to_string(users.size()) + " other " + t.language + " texts do";
      if (p.kind == Pending::kDeprecated) d.message += "; " + quoted(p.found) + " is marked deprecated";
      d.message += ": use " + quoted(want.text);
      d.text = t.text;
      d.marks.push_back(p.mark);
      d.suggestion = want.text;
      d.args = {{"term", en->text()}, {"found", p.found}, {"expected", want.text},
                {"kind", p.kind == Pending::kNear ? "near" : "deprecated"}};
      if (!users.empty()) {
        f.example = users.front();
        std::ptrdiff_t q = find_phrase(toks_[users.front()], want.tokens, t.language, Level::kInflection);
        f.example_mark = span(toks_[users.front()], static_cast<std::size_t>(q), want.tokens.size());
      }
      f.at = p.text;
      out_.push_back(std::move(f));
    }
  }

  const std::vector<TermText>& texts_;
  WordBreaker breaker_;
  Forms forms_;  // before every member holding tokens
  std::vector<std::unique_ptr<Speller>> spellers_;  // the spelling selection's breaker and forms
  static constexpr std::size_t kRareTexts = 2;
  std::vector<std::vector<Token>> toks_;  // by text, once split (without a glossary, only its tokens of interest)
  bool whole_ = false;                    // every text split whole (with a glossary)
  std::map<std::string, std::unordered_map<std::string, std::size_t, Hash, std::equal_to<>>> key_texts_;  // language -> key -> texts with it
  std::vector<ConceptView> concepts_;
  std::unordered_map<std::string, std::vector<std::size_t>, Hash, std::equal_to<>> by_first_;  // English first stem -> concepts
  std::map<std::string, std::vector<std::pair<std::size_t, const Rendering*>>> single_;  // language -> one-word renderings
  std::map<std::string, std::set<std::string, std::less<>>> glossary_stems_;  // language -> stems of every rendering's words
  std::map<std::pair<std::size_t, std::string>, std::size_t> seen_;        // texts whose original has the term
  std::map<std::pair<std::size_t, std::string>, std::vector<Use>> rendered_;   // ... and that render it
  std::map<std::pair<std::size_t, std::string>, std::vector<Use>> preferred_;  // ... by the preferred variant
  std::map<std::pair<std::size_t, std::string>, std::map<std::string, std::set<std::size_t>>> near_;  // near stem -> texts
  std::vector<Pending> pending_;
  std::vector<Pending> alone_;
  std::vector<const Rendering*> alone_rendering_;
  std::vector<TermFinding> out_;
};

}  // namespace

Severity inconsistency_severity(std::size_t usual, std::size_t other) {
  return usual >= 5 && usual >= 4 * std::max<std::size_t>(other, 1) ? check_info("term.inconsistent").severity : Severity::kNote;
}

std::vector<TermFinding> check_terms(const std::vector<TermText>& texts, const Glossary* glossary) {
  return TermChecker(texts, glossary).run();
}

}  // namespace rulecorp
