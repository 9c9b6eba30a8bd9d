// symbol.mismatch: the {…} symbols of a translation against its original. Languages spell symbols
// their own way (the German CR writes {tap} for {T}, {b} for blue {U}, {s} for black {B}, {p} for the
// Phyrexian part of {W/P} while the English {P} alone is the pawprint), so the correspondence is
// learned from the aligned texts themselves, a symbol alone and a part of a hybrid apart, never by
// letter case: the pairs are fed in first, then each pair is checked against what the corpus almost
// always does. symbol.word (a note): a symbol the translation writes as a word, the word it usually
// writes where the original has that symbol ("Pfotenabdruck" for {P}), or the symbol's text without
// its braces ("N+" for {N+}).
#ifndef RULECORP_CHECK_SYMBOLS_H_
#define RULECORP_CHECK_SYMBOLS_H_

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"

namespace rulecorp {

struct Symbol {
  std::uint32_t begin = 0;  // byte range of "{…}" in the text
  std::uint32_t end = 0;
  std::string_view inner;   // the text between the braces ("W/U")
};

// Every "{…}" symbol of `text` (no nested braces, at most 24 bytes inside), in order.
std::vector<Symbol> find_symbols(std::string_view text);

// Learns which symbol of the original the translation writes for it, by co-occurrence over aligned
// pairs: a symbol alone ("{P}") and each part of a hybrid (the "P" of "{W/U/P}") are told apart;
// pairs linked one to one, most associated first (Dice >= 0.5 over at least 2 pairs); one never
// linked but written identically on both sides stands for itself; a part never linked is written
// as the same symbol alone. Also learns the word a translation writes for a symbol it leaves out:
// a word of at least four letters in at least 2 of the translations lacking the symbol, with Dice
// >= 0.5 between those translations and all translations holding the word.
class SymbolCorrespondence {
 public:
  // Feeds one aligned pair (original text, translation text). Call for every pair before check();
  // both texts must stay alive until finish() has run.
  void learn(std::string_view original, std::string_view translation);
  // Links the components learned so far. The questions below are asked of a finished learner
  // (nothing learned since; else they throw std::logic_error, an internal fault) and only read:
  // several threads may ask at once.
  void finish();
  // The translation's spelling of an original symbol ("{T}" -> "{tap}"), or "" when unknown.
  std::string translation_of(std::string_view original_symbol) const;
  // The word the translation usually writes for an original symbol it leaves out ("{P}" ->
  // "Pfotenabdruck"), or "".
  std::string word_for(std::string_view original_symbol) const;
  // symbol.mismatch findings for `pair`: symbols whose correspondence is known and that do not
  // match as multisets (order ignored); symbols of unknown spelling are left out. A missing symbol
  // whose usual word, or whose text without braces, the translation has is a symbol.word note.
  std::vector<Diagnostic> check(const ContentPair& pair) const;

 private:
  using Table = std::map<std::string, std::string, std::less<>>;
  std::map<std::string, int, std::less<>> original_count_, translation_count_;  // by atom (see symbols.cc)
  std::map<std::pair<std::string, std::string>, int> together_;
  Table forward_, backward_;
  std::map<std::string, std::string, std::less<>> words_;  // original symbol's inner text -> its usual word
  std::vector<std::pair<std::string_view, std::string_view>> pairs_;  // the pairs fed since the last finish()
  bool finished_ = false;

  std::string map_symbol(std::string_view inner, const Table& table) const;
  struct Unmatched {
    std::vector<std::size_t> missing;  // original symbols (indexes) the translation lacks
    std::vector<std::size_t> extra;    // translation symbols (indexes) no original symbol explains
    std::vector<std::string> expected; // the expected spelling of each missing one ("" unknown)
  };
  Unmatched unmatched(const std::vector<Symbol>& os, const std::vector<Symbol>& ts) const;
  // Throws std::logic_error unless finished (the questions' precondition).
  void require_finished() const;
  void learn_words();
};

}  // namespace rulecorp

#endif  // RULECORP_CHECK_SYMBOLS_H_
