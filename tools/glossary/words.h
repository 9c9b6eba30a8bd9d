// Words of a text for term matching: ICU word breaks over the UTF-8 text, each word with its byte
// range, its lower-case form (ICU), and a light stem that folds the inflection endings of the
// language (German -en/-es/-er/-e/-n/-s, French -s/-x, English plural -s/-es/-ies), so that "Kampfphasen"
// matches "Kampfphase" and "ausgelösten Fähigkeiten" matches "ausgelöste Fähigkeit".
#ifndef RULECORP_GLOSSARY_WORDS_H_
#define RULECORP_GLOSSARY_WORDS_H_

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <map>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "lang/word_breaker.h"

namespace rulecorp {

// One word of a text. Its lower case and stem are views into the spellings of the WordCache or
// the WordList that gave it, valid while that lives.
struct StemmedWord {
  std::uint32_t begin = 0, end = 0;  // byte range in the text
  std::string_view lower;            // lower case
  std::string_view stem;             // lower case without an inflection ending
  bool letters = true;               // a word of letters (not a number)
  bool digit = false;                // holds a digit ("+1", "2-Spieler")
  bool stop = false;                 // a stopword of the text's language (is_stopword)
  std::uint32_t id = 0;              // the stem's number in a WordCache (0 outside one)
  std::uint32_t lemma = 0;           // the number of its pairing lemma in a WordCache (pairing_lemma)
};

// Every text of one glossary build split once: words by text (keyed by the text's address, so
// the texts must stay where they are while the cache lives), and stems and pairing lemmas numbered
// per language in the order they first occur, so that phrases compare as numbers. The numbers of
// two languages are unrelated: compare numbers of one language only.
class WordCache {
 public:
  // The words of `text` in `language`, split on first use.
  const std::vector<StemmedWord>& words(std::string_view text, std::string_view language);
  // Splits `texts` (text, language) ahead of their use, one task per language to run beside other
  // work (any order, any threads; `texts` must outlive the tasks, and nothing else may use the cache
  // while they run), each language's texts in their order: the cache then holds what words() on
  // each in turn would give.
  std::vector<std::function<void()>> split_tasks(const std::vector<std::pair<std::string_view, std::string_view>>& texts);
  // The stems of `term`'s words (term_stems) joined by spaces, the stems of spellings that cached
  // texts have looked up instead of worked out again. Safe on several threads while nothing splits.
  std::string stem_key(std::string_view term, std::string_view language) const;
  // The number of a stem of `language`; 0 when no cached text has it.
  std::uint32_t stem_id(std::string_view stem, std::string_view language) const;
  // The numbers of a term's stems (0 for a stem no text has).
  std::vector<std::uint32_t> stem_ids(std::string_view term, std::string_view language) const;
  // The number of a pairing lemma of `language`; 0 when no cached text has it.
  std::uint32_t lemma_id(const std::string& lemma, std::string_view language) const;
  // True when a cached text of `language` writes `as_written` (case as given).
  bool has_word(std::string_view as_written, std::string_view language) const;

 private:
  struct Key {
    const char* data;
    std::size_t size;
    bool operator==(const Key& o) const { return data == o.data && size == o.size; }
  };
  struct KeyHash {
    std::size_t operator()(const Key& k) const { return std::hash<const void*>()(k.data) ^ (k.size * 0x9E3779B97F4A7C15ull); }
  };
  // FNV-1a over a word's bytes: words are short, and looked up once per word of every text.
  struct SpellingHash {
    std::size_t operator()(std::string_view w) const {
      std::uint64_t h = 0xcbf29ce484222325ull;
      for (char c : w) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
      return static_cast<std::size_t>(h);
    }
  };
  // A word as written, worked out once: its lower case and stem, and the word every occurrence
  // copies (begin and end aside), viewing them.
  struct Spelling {
    std::string lower, stem;
    StemmedWord word;
  };
  // One language's words: texts, numbers and every spelling seen (the map's nodes stay where they
  // are, so the words' views and the stems' keys into them stay valid).
  struct Language {
    std::unordered_map<Key, std::vector<StemmedWord>, KeyHash> texts;
    std::unordered_map<std::string_view, std::uint32_t> stems;  // views into `known`'s stems
    std::unordered_map<std::string, std::uint32_t> lemmas;
    // a word as written (a view into a cached text) -> its spelling
    std::unordered_map<std::string_view, Spelling, SpellingHash> known;
  };
  static const std::vector<StemmedWord>& split_into(Language& l, std::string_view text, std::string_view language);
  const Language* find_language(std::string_view language) const;
  std::map<std::string, Language, std::less<>> languages_;
};

// Words split on their own (split_words), with the lower cases and stems they view: not
// copyable, so that no word outlives them; moving keeps the views valid.
class WordList {
 public:
  WordList() = default;
  WordList(WordList&&) = default;
  WordList& operator=(WordList&&) = default;
  WordList(const WordList&) = delete;
  WordList& operator=(const WordList&) = delete;

  const std::vector<StemmedWord>& words() const { return words_; }
  std::size_t size() const { return words_.size(); }
  bool empty() const { return words_.empty(); }
  const StemmedWord& operator[](std::size_t k) const { return words_[k]; }
  std::vector<StemmedWord>::const_iterator begin() const { return words_.begin(); }
  std::vector<StemmedWord>::const_iterator end() const { return words_.end(); }

 private:
  friend WordList split_words(std::string_view text, std::string_view language);
  std::vector<StemmedWord> words_;
  std::unique_ptr<char[]> spellings_;  // every word's lower case and stem, one after another
};

// The words of `text` (punctuation and spaces skipped), for `language` ("en", "de", "fr").
WordList split_words(std::string_view text, std::string_view language);

// Calls f on each word of `text` as split_words gives it (its lower case and stem valid during the
// call only), without keeping them.
void each_word(std::string_view text, std::string_view language, const std::function<void(const StemmedWord&)>& f);

// The stems of a term's words (those of split_words).
std::vector<std::string> term_stems(std::string_view term, std::string_view language);

// An elision that ICU keeps with its word ("d'exaltation", "l’attaquant") is cut by find_elision
// (lang/word_breaker.h).

// The bytes to drop from an English possessive to leave its noun: 4 for "creature’s", 2 for
// "spell's", 3 for "players’" and 1 for "players'" (the plural's "s" stays); 0 for any other word.
std::size_t possessive_ending(std::string_view w);

// The stem of one lower-case word.
std::string stem_word(std::string_view lower, std::string_view language);

// The lemma a word is paired by: its stem, except for a German word written in lower case (a
// verb, adjective or participle: German nouns are capitalised), which also loses its verb and
// adjective endings ("dauerhafter", "dauerhafte", "verrechnet", "verrechnen" give "dauerhaft",
// "dauerhaft", "verrechn", "verrechn", marked with a leading "~" so that no noun's stem equals
// them), so that inflected forms of one term are one phrase.
std::string pairing_lemma(std::string_view as_written, std::string_view lower, std::string_view language);

// The items of a listing "a, b, c and d": the parts between ", " before the last `last_sep` and the
// part after it; empty when `list` has no `last_sep`.
std::vector<std::string_view> split_listing(std::string_view list, std::string_view last_sep);

// Lower case of `s` (ICU, root locale).
std::string lower_case(std::string_view s);

// True when `s` starts with an upper-case letter (ICU): a German noun, a name.
bool starts_upper(std::string_view s);

// The letters a-z of a lower-case word or phrase, with the common accents of German and French
// taken off ("ä" a, "ß" s, "é" e, ...): "Endgültigkeitsmarke" (lowered) gives "endgultigkeitsmarke".
std::string plain_letters(std::string_view lower);

// True for articles, prepositions, pronouns and other words a term does not start or end with.
bool is_stopword(std::string_view lower, std::string_view language);

// True when only spaces and hyphens lie between consecutive words [first, last] of `text`, i.e.
// the words form one phrase (no comma or parenthesis inside).
// (Inline: phrase enumeration asks it for every pair of neighbouring words.)
inline bool is_phrase(std::string_view text, const std::vector<StemmedWord>& words, std::size_t first, std::size_t last) {
  for (std::size_t k = first; k < last; ++k)
    for (std::uint32_t p = words[k].end; p < words[k + 1].begin; ++p)
      if (text[p] != ' ' && text[p] != '-') return false;
  return true;
}

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_WORDS_H_
