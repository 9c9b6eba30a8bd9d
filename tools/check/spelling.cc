// Per language: every text split into words by ICU (check/words.h; French elisions split off), the
// words of letters only counted by their lower case (ICU), every written form kept. Words used at
// least 3 times, and the words of the glossary's renderings, are the "often" words; the card data's
// and the glossary's words, and every word used more than twice, are accepted. A word used at most
// twice, of five letters or more, is a candidate when an often word is one edit from it (a letter
// added, dropped, replaced, or two neighbours swapped; the same first letter; not at its last
// letter, which is where inflection differs: "Karte" / "Karten"), found through an index of the
// often words with one letter deleted (each word and each such deletion, one lookup); only then is
// the dictionary asked, once per distinct written form, and a rejected candidate is reported when
// the often word is accepted by the dictionary or used at least 5 times. The often word's commonest
// written form, with the rejected word's first letter case, is the suggestion. Dictionaries are
// loaded once per process, and only when a candidate needs one (Hunspell keeps state while
// spelling: a lock per dictionary serialises its uses; its constructor shares an unguarded global
// table, so dictionaries are built one at a time). A dictionary whose SET is not UTF-8 is asked
// in its own encoding (the words converted by ICU; one its encoding cannot hold is no word of it), or,
// when ICU has no converter for it, not asked at all: one note says the language is not checked.
#include "check/spelling.h"

#include <hunspell/hunspell.hxx>
#include <unicode/uchar.h>
#include <unicode/ucnv.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "check/terms.h"
#include "check/words.h"
#include "glossary/glossary.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

constexpr int kOften = 3;      // a word used this often is the text's own vocabulary
constexpr int kUsed = 5;       // an often word the dictionary rejects is still a suggestion from this many uses
constexpr std::size_t kMinLength = 5;  // code points of a candidate

// The dictionary file (without .aff/.dic) of a language.
std::string dictionary_name(std::string_view language) { return std::string(profile(language).hunspell_locale); }

Elision elision_of(std::string_view language) { return profile(language).splits_elisions ? Elision::kSplit : Elision::kKeep; }

// One dictionary of the process: loaded on first use, then kept to the end of the process and
// never destroyed (freeing its tables costs about as much as loading them, for nothing at exit).
// Its lock guards the loading and every use (Hunspell keeps state while spelling); two languages
// load and spell on two threads at once.
struct LoadedDictionary {
  std::mutex lock;
  bool tried = false;
  Hunspell* hunspell = nullptr;  // null: the files are missing
  std::string encoding;          // the dictionary's SET (Hunspell's get_dict_encoding())
  UConverter* converter = nullptr;  // UTF-8 words into `encoding`; null when it is UTF-8 or ICU has no such converter
  bool usable = false;           // loaded, and its words are UTF-8 or convertible
};

bool is_utf8(std::string_view encoding) {
  std::string e;
  for (char c : encoding)
    if (c != '-' && c != '_') e += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return e == "utf8";
}

// `word` (UTF-8) as `d` spells it: converted into the dictionary's encoding, or nullopt when the
// encoding cannot hold one of its characters (no word of that dictionary).
std::optional<std::string> in_dictionary_encoding(const LoadedDictionary& d, std::string_view word) {
  if (!d.converter) return std::string(word);
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(icu::StringPiece(word.data(), static_cast<std::int32_t>(word.size())));
  UErrorCode status = U_ZERO_ERROR;
  ucnv_resetFromUnicode(d.converter);
  std::int32_t n = u.extract(nullptr, 0, d.converter, status);
  if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return std::nullopt;
  std::string out(static_cast<std::size_t>(n), '\0');
  status = U_ZERO_ERROR;
  ucnv_resetFromUnicode(d.converter);
  u.extract(out.data(), n, d.converter, status);
  if (U_FAILURE(status) && status != U_STRING_NOT_TERMINATED_WARNING) return std::nullopt;
  return out;
}

// The process's slot for the dictionary `name` in `dir` (made on first call).
LoadedDictionary& dictionary(const std::string& dir, const std::string& name) {
  static std::mutex lock;
  static auto* loaded = new std::map<std::string, LoadedDictionary>();
  std::lock_guard<std::mutex> guard(lock);
  return (*loaded)[dir + "/" + name];
}

// Loads `d` from `dir`/`name` unless tried before; call with d.lock held.
Hunspell* load(LoadedDictionary& d, const std::string& dir, const std::string& name) {
  if (d.tried) return d.hunspell;
  d.tried = true;
  std::string base = dir + "/" + name;
  std::error_code ec;
  if (std::filesystem::exists(base + ".aff", ec) && std::filesystem::exists(base + ".dic", ec)) {
    // Hunspell's constructor fills a table shared by all its instances (the UTF-8 case table,
    // csutil's initialize_utf_tbl) without a lock: two dictionaries built on two threads at once
    // would both allocate it and lose one. One dictionary is built at a time.
    static std::mutex construction;
    std::lock_guard<std::mutex> guard(construction);
    d.hunspell = new Hunspell((base + ".aff").c_str(), (base + ".dic").c_str());
  }
  if (!d.hunspell) return nullptr;
  d.encoding = d.hunspell->get_dict_encoding();
  d.usable = is_utf8(d.encoding);
  if (!d.usable) {
    UErrorCode status = U_ZERO_ERROR;
    d.converter = ucnv_open(d.encoding.c_str(), &status);
    if (U_FAILURE(status)) {
      d.converter = nullptr;
    } else {
      // A character the encoding lacks is an error, never a substitute byte that might spell a word.
      ucnv_setFromUCallBack(d.converter, UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &status);
      d.usable = U_SUCCESS(status);
    }
  }
  return d.hunspell;
}

std::u32string code_points(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  const auto* b = reinterpret_cast<const std::uint8_t*>(s.data());
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(s.size()); i < n;) {
    UChar32 c;
    U8_NEXT(b, i, n, c);
    out.push_back(static_cast<char32_t>(c < 0 ? 0xFFFD : c));
  }
  return out;
}

std::string utf8(const std::u32string& s) {
  std::string out;
  for (char32_t c : s) {
    std::uint8_t buf[4];
    std::int32_t n = 0;
    UBool error = false;
    U8_APPEND(buf, n, 4, static_cast<UChar32>(c), error);
    if (error) continue;
    out.append(reinterpret_cast<const char*>(buf), static_cast<std::size_t>(n));
  }
  return out;
}

// Whether `a` and `b` are one edit apart (insertion, deletion, substitution or a swap of
// neighbours) at a position before the last letter of both, with the same first letter.
bool one_edit_inside(const std::u32string& a, const std::u32string& b) {
  if (a == b || a.empty() || b.empty() || a[0] != b[0]) return false;
  const std::u32string& s = a.size() <= b.size() ? a : b;
  const std::u32string& l = a.size() <= b.size() ? b : a;
  if (l.size() - s.size() > 1) return false;
  std::size_t i = 0;
  while (i < s.size() && s[i] == l[i]) ++i;
  if (s.size() == l.size()) {
    if (i + 1 >= s.size()) return false;  // the last letter replaced
    if (s.substr(i + 1) == l.substr(i + 1)) return true;
    return i + 2 < s.size() && s[i] == l[i + 1] && s[i + 1] == l[i] && s.substr(i + 2) == l.substr(i + 2);
  }
  if (i >= s.size()) return false;  // a letter added at the end
  return s.substr(i) == l.substr(i + 1);
}

// `word` with the case of its first letter as `like`'s.
std::string with_first_case(const std::string& word, std::string_view like) {
  icu::UnicodeString w = icu::UnicodeString::fromUTF8(word);
  icu::UnicodeString l = icu::UnicodeString::fromUTF8(icu::StringPiece(like.data(), static_cast<std::int32_t>(like.size())));
  if (w.isEmpty() || l.isEmpty()) return word;
  UChar32 first = w.char32At(0), model = l.char32At(0);
  UChar32 to = u_isupper(model) ? u_toupper(first) : u_islower(model) ? u_tolower(first) : first;
  if (to == first) return word;
  icu::UnicodeString out;
  out.append(to);
  out.append(w, U16_LENGTH(first), w.length() - U16_LENGTH(first));
  std::string s;
  out.toUTF8String(s);
  return s;
}

struct Occurrence {
  std::size_t text;
  std::uint32_t begin, end;
};

// One word (by its lower case) of one language: its uses, its written forms, where it is.
struct Entry {
  int count = 0;
  std::vector<std::pair<std::string_view, int>> forms;  // in the order first seen (few: a linear search)
  Occurrence at[2];        // its first two places in checked texts (only a word used at most twice is reported)
  bool accepted = false;   // card data, glossary: never a misspelling
  bool glossary = false;   // a word of a glossary rendering: a suggestion whatever its count
};



class LanguageSpeller {
 public:
  LanguageSpeller(std::string language, const std::vector<SpellingText>& texts) : language_(std::move(language)), texts_(texts) {}

  void count(std::size_t index, WordBreaker& breaker) {
    const SpellingText& t = texts_[index];
    for (const Word& w : breaker.words(t.text, elision_of(language_))) {
      if (!w.letters) continue;
      std::string_view form = t.text.substr(w.begin, w.end - w.begin);
      Entry* e = entry(form);
      if (!e) continue;
      if (!t.checked) {
        e->accepted = true;
        continue;
      }
      if (e->count < 2) e->at[e->count] = {index, w.begin, w.end};
      ++e->count;
      add_form(*e, form);
    }
  }

  static void add_form(Entry& e, std::string_view form) {
    for (auto& [f, n] : e.forms)
      if (f == form) {
        ++n;
        return;
      }
    e.forms.emplace_back(form, 1);
  }

  // A word of a glossary rendering: accepted; a suggestion however rarely used when `rules_term`
  // (the rules' own terms: headings, the CR glossaries, definitions, glosses; not card names or
  // listings, which are names more than words to spell by).
  void glossary_word(std::string_view form, bool rules_term) {
    Entry* e = entry(form);
    if (!e) return;
    e->accepted = true;
    e->glossary = e->glossary || rules_term;
    add_form(*e, form);
  }

  // The candidates: words used at most twice with an often word one edit away, not names kept
  // from the original; each with that word (the most used one).
  struct Candidate {
    const Entry* entry;
    const Entry* usual;
    std::string usual_form;
    int uses;
  };
  std::vector<Candidate> candidates() const {
    // The often words, and the index of their one-letter deletions: (hash of the deletion, word),
    // sorted, so that a lookup is a binary search and a match is verified by its code points.
    std::vector<std::pair<std::size_t, const Entry*>> deleted, often;
    std::unordered_map<const Entry*, std::u32string> points;
    std::string buffer;
    auto hash_of = [](std::string_view v) { return std::hash<std::string_view>{}(v); };
    for (const auto& kv : entries_) {
      const std::string& key = kv.first;  // named, not bound: a lambda below takes `e`
      const Entry& e = kv.second;
      if (e.count < kOften && !e.glossary) continue;
      std::u32string cp = code_points(key);
      if (cp.size() < kMinLength - 1) continue;
      for_each_deletion(key, buffer, [&](std::string_view d) { deleted.emplace_back(hash_of(d), &e); });
      often.emplace_back(hash_of(key), &e);
      points.emplace(&e, std::move(cp));
    }
    std::sort(deleted.begin(), deleted.end());
    std::sort(often.begin(), often.end());
    auto add = [](const std::vector<std::pair<std::size_t, const Entry*>>& index, std::size_t h, std::set<const Entry*>& into) {
      for (auto it = std::lower_bound(index.begin(), index.end(), std::make_pair(h, static_cast<const Entry*>(nullptr)));
           it != index.end() && it->first == h; ++it)
        into.insert(it->second);
    };
    std::vector<std::pair<const std::string*, Candidate>> found;
    for (const auto& [key, e] : entries_) {
      if (e.accepted || e.count >= kOften || e.count == 0) continue;
      std::u32string cp = code_points(key);
      if (cp.size() < kMinLength) continue;
      // The often words one edit from it: it with a letter added (it is their deletion), dropped
      // (its deletion is one), replaced (a deletion shared), or two neighbours swapped; each
      // verified below.
      std::set<const Entry*> near;
      add(deleted, hash_of(key), near);
      for_each_deletion(key, buffer, [&](std::string_view d) {
        add(often, hash_of(d), near);
        add(deleted, hash_of(d), near);
      });
      for (std::size_t i = 0; i + 1 < cp.size(); ++i) {
        std::u32string sw = cp;
        std::swap(sw[i], sw[i + 1]);
        add(often, hash_of(utf8(sw)), near);
      }
      const Entry* best = nullptr;
      int best_uses = 0;
      for (const Entry* v : near) {
        auto pv = points.find(v);
        if (pv == points.end()) continue;
        const std::u32string& vp = pv->second;
        if (!one_edit_inside(cp, vp)) continue;
        int uses = std::max(v->count, v->glossary ? kUsed : 0);
        if (uses > best_uses || (uses == best_uses && best && vp < points.find(best)->second)) {
          best = v;
          best_uses = uses;
        }
      }
      if (!best || named_in_original(e) || english_inflection(key, cp) || english_name(e)) continue;
      std::string_view usual_form = std::max_element(best->forms.begin(), best->forms.end(), [](const auto& a, const auto& b) {
                                      return a.second < b.second;
                                    })->first;
      found.push_back({&key, Candidate{&e, best, std::string(usual_form), best_uses}});
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return *a.first < *b.first; });
    std::vector<Candidate> out;
    for (auto& [k, c] : found) out.push_back(std::move(c));
    return out;
  }

  // Reports the candidates the dictionary (loaded only when there is one) rejects.
  void find(const std::string& dir, const std::string& dict_name, std::vector<SpellingFinding>& out) const {
    std::vector<Candidate> cands = candidates();
    if (cands.empty()) return;
    LoadedDictionary& loaded = dictionary(dir, dict_name);
    std::lock_guard<std::mutex> lock(loaded.lock);
    Hunspell* dict = load(loaded, dir, dict_name);
    if (!dict) return;
    if (!loaded.usable) {
      SpellingFinding f;
      f.at = texts_.size();
      f.diagnostic = make_diagnostic("term.spelling", "", 0, 0,
                                     "the " + dict_name + " spelling dictionary in " + dir + " is in " + loaded.encoding +
                                         ", which ICU cannot convert to: the " + language_ + " texts' spelling is not checked");
      f.diagnostic.severity = Severity::kNote;
      f.diagnostic.language = language_;
      out.push_back(std::move(f));
      return;
    }
    // A word the dictionary's encoding cannot hold is not one of its words.
    auto spelled = [&](std::string_view word) {
      std::optional<std::string> w = in_dictionary_encoding(loaded, word);
      return w && dict->spell(*w);
    };
    for (const Candidate& c : cands) {
      bool rejected = false;
      for (const auto& [form, n] : c.entry->forms) {
        (void)n;
        rejected = rejected || !spelled(form);
      }
      if (!rejected) continue;
      if (c.usual->count < kUsed && !c.usual->glossary && !spelled(c.usual_form)) continue;
      report(*c.entry, *c.usual, c.usual_form, c.uses, dict_name, out);
    }
  }

 private:
  static bool letters_only(std::string_view form) {
    icu::UnicodeString u = icu::UnicodeString::fromUTF8(icu::StringPiece(form.data(), static_cast<std::int32_t>(form.size())));
    for (std::int32_t i = 0; i < u.length();) {
      UChar32 c = u.char32At(i);
      if (!u_isalpha(c)) return false;
      i += U16_LENGTH(c);
    }
    return !u.isEmpty();
  }

  // Whether an aligned original has the word, or it without its last one or two letters (four or
  // more left): a name or term kept from the original ("Grist", "Bakis Fluch" for "Baki’s Curse").
  bool named_in_original(const Entry& e) const {
    for (int k = 0; k < std::min(e.count, 2); ++k) {
      const Occurrence& o = e.at[k];
      const SpellingText& t = texts_[o.text];
      if (t.original.empty()) continue;
      std::u32string written = code_points(t.text.substr(o.begin, o.end - o.begin));
      for (std::size_t cut = 0; cut <= 2 && written.size() >= cut + 4; ++cut)
        if (has_word(t.original, utf8(written.substr(0, written.size() - cut)))) return true;
    }
    return false;
  }

  // Whether an English word is capitalised inside a sentence at each of its places (after a letter,
  // digit, comma or the like, not after ".", "!", "?", ":" or a line's start): a name ("Beeble",
  // "Juzam Djinn"), not a word to spell.
  bool english_name(const Entry& e) const {
    if (code_language(language_) != Language::kEn) return false;
    for (int k = 0; k < std::min(e.count, 2); ++k) {
      const Occurrence& o = e.at[k];
      std::string_view text = texts_[o.text].text;
      auto i = static_cast<std::int32_t>(o.begin);
      UChar32 c;
      U8_NEXT(reinterpret_cast<const std::uint8_t*>(text.data()), i, static_cast<std::int32_t>(text.size()), c);
      if (c < 0 || !u_isupper(c)) return false;
      std::size_t p = o.begin;
      while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '(' || text[p - 1] == '"' ||
                       static_cast<unsigned char>(text[p - 1]) >= 0x80))
        --p;  // spaces, opening brackets and quotation marks (and other non-ASCII marks) before it
      if (p == 0 || std::string_view(".!?:").find(text[p - 1]) != std::string_view::npos) return false;
    }
    return e.count > 0;
  }

  // Whether an English word is the "-ies" or "-ied" form of an often word ending in "y" ("scries").
  bool english_inflection(const std::string& key, const std::u32string& cp) const {
    if (code_language(language_) != Language::kEn || cp.size() < 5) return false;
    std::string_view k(key);
    if (!k.ends_with("ies") && !k.ends_with("ied")) return false;
    auto it = entries_.find(std::string(k.substr(0, k.size() - 3)) + "y");
    return it != entries_.end() && it->second.count >= kOften;
  }

  // Calls `f` with `word` (UTF-8) without each of its code points in turn, built in `buffer`.
  template <typename F>
  static void for_each_deletion(std::string_view word, std::string& buffer, F f) {
    for (std::size_t i = 0; i < word.size();) {
      std::size_t n = 1;
      while (i + n < word.size() && (static_cast<unsigned char>(word[i + n]) & 0xC0) == 0x80) ++n;
      buffer.assign(word.substr(0, i));
      buffer.append(word.substr(i + n));
      f(std::string_view(buffer));
      i += n;
    }
  }

  static bool has_word(std::string_view text, const std::string& word) {
    for (std::size_t p = text.find(word); p != std::string_view::npos; p = text.find(word, p + 1)) {
      std::size_t e = p + word.size();
      bool left = p == 0 || !letter_before(text, p), right = e == text.size() || !letter_after(text, e);
      if (left && right) return true;
    }
    return false;
  }
  static bool letter_before(std::string_view text, std::size_t end) {
    auto i = static_cast<std::int32_t>(end);
    UChar32 c;
    U8_PREV(reinterpret_cast<const std::uint8_t*>(text.data()), 0, i, c);
    return c >= 0 && u_isalpha(c);
  }
  static bool letter_after(std::string_view text, std::size_t at) {
    auto i = static_cast<std::int32_t>(at);
    UChar32 c;
    U8_NEXT(reinterpret_cast<const std::uint8_t*>(text.data()), i, static_cast<std::int32_t>(text.size()), c);
    return c >= 0 && u_isalpha(c);
  }

  // The entry of a written form (by its lower case), or null for a form not of letters only;
  // worked out once per distinct form.
  Entry* entry(std::string_view form) {
    auto f = keys_.find(form);
    if (f == keys_.end()) f = keys_.emplace(form, letters_only(form) ? &entries_[lower(form)] : nullptr).first;
    return f->second;
  }

  void report(const Entry& e, const Entry& usual, const std::string& usual_form, int uses, const std::string& dict_name,
              std::vector<SpellingFinding>& out) const {
    Severity severity = inconsistency_severity(static_cast<std::size_t>(uses), static_cast<std::size_t>(e.count));
    for (int k = 0; k < std::min(e.count, 2); ++k) {
      const Occurrence& o = e.at[k];
      const SpellingText& t = texts_[o.text];
      std::string written(t.text.substr(o.begin, o.end - o.begin));
      std::string suggestion = with_first_case(usual_form, written);
      std::string how = usual.glossary && usual.count < kUsed ? "a glossary rendering has" : "the " + language_ + " texts write";
      std::string message = "\u201c" + written + "\u201d is not in the " + dict_name + " dictionary and is one edit from \u201c" +
                            suggestion + "\u201d, which " + how +
                            (usual.glossary && usual.count < kUsed ? std::string() : " " + std::to_string(usual.count) + " times") +
                            ": write \u201c" + suggestion + "\u201d";
      ContentPair pair{t.original, "en", t.text, t.language, t.label};
      SpellingFinding f;
      f.at = o.text;
      f.diagnostic = content_finding("term.spelling", pair, message, {Mark{o.begin, o.end}});
      f.diagnostic.severity = severity;
      f.diagnostic.suggestion = suggestion;
      f.diagnostic.args = {{"written", written}, {"usual", suggestion}, {"uses", std::to_string(usual.count)}};
      if (severity == Severity::kWarning) f.fix.push_back(TextReplacement{o.begin, o.end, suggestion});
      out.push_back(std::move(f));
    }
  }

  std::string language_;
  const std::vector<SpellingText>& texts_;
  std::unordered_map<std::string_view, Entry*> keys_;     // written form -> the entry of its lower case
  std::unordered_map<std::string, Entry> entries_;         // by lower case (candidates sorted by it)
};

}  // namespace

std::vector<SpellingFinding> check_spelling(const std::vector<SpellingText>& texts, const Glossary* glossary,
                                            const std::string& dictionary_dir) {
  std::map<std::string, std::vector<std::size_t>> by_language;
  for (std::size_t i = 0; i < texts.size(); ++i) by_language[texts[i].language].push_back(i);
  std::vector<SpellingFinding> out;
  WordBreaker breaker;
  for (const auto& [language, indexes] : by_language) {
    std::string name = dictionary_name(language);
    if (name.empty()) continue;
    bool present = false;
    {
      std::error_code ec;
      present = std::filesystem::exists(dictionary_dir + "/" + name + ".aff", ec) &&
                std::filesystem::exists(dictionary_dir + "/" + name + ".dic", ec);
    }
    if (!present) {
      SpellingFinding f;
      f.at = texts.size();
      f.diagnostic = make_diagnostic("term.spelling", "", 0, 0,
                                     "no " + name + " spelling dictionary in " + dictionary_dir + " (Debian: " +
                                         std::string(profile(language).hunspell_package) +
                                         "): the " + language + " texts' spelling is not checked");
      f.diagnostic.severity = Severity::kNote;
      f.diagnostic.language = language;
      out.push_back(std::move(f));
      continue;
    }
    LanguageSpeller speller(language, texts);
    for (std::size_t i : indexes) speller.count(i, breaker);
    if (glossary)
      for (const Concept& c : glossary->concepts)
        if (const Term* t = c.term(language)) {
          bool rules_term = std::any_of(c.evidence.begin(), c.evidence.end(), [](const TermEvidence& e) {
            return e.source == TermSource::kHeading || e.source == TermSource::kCrGlossary ||
                   e.source == TermSource::kDefinition || e.source == TermSource::kGloss;
          });
          for (const Variant& v : t->variants)
            for (const Word& w : breaker.words(v.text, elision_of(language)))
              if (w.letters) speller.glossary_word(std::string_view(v.text).substr(w.begin, w.end - w.begin), rules_term);
        }
    speller.find(dictionary_dir, name, out);
  }
  std::stable_sort(out.begin(), out.end(), [](const SpellingFinding& a, const SpellingFinding& b) { return a.at < b.at; });
  return out;
}

}  // namespace rulecorp
