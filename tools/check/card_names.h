// term.card-name: an English card name left inside a translation although the card has a printed
// name in that language ("The Eldest Reborn" in German rulings, where the card is "Die Wiedergeburt
// des Ältesten"). The name table is an input: English name -> its name per language.
#ifndef RULECORP_CHECK_CARD_NAMES_H_
#define RULECORP_CHECK_CARD_NAMES_H_

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"

namespace rulecorp {

struct CardName {
  std::string english;                                   // "The Eldest Reborn"
  std::map<std::string, std::string, std::less<>> local;  // language -> printed name ("de" -> "Die Wiedergeburt des Ältesten")
};

struct CardNameHit {
  std::uint32_t begin = 0;   // byte range of the English name in the text
  std::uint32_t end = 0;
  const CardName* card = nullptr;
};

// Finds English card names in translated text. Build once from all cards, then query per pair.
class CardNameFinder {
 public:
  // Indexes `names` (copied). Names without a printed name differing from the English one in some
  // language, and names shorter than two words and 6 bytes, are dropped (too often ordinary words).
  explicit CardNameFinder(std::vector<CardName> names);

  // English names in `text` (whole words, case-sensitive, longest first at each position) of cards
  // whose `language` name exists and differs; a name given right after its translated name, as a
  // gloss ("Die Wiedergeburt des Ältesten (The Eldest Reborn)"), is not a hit.
  std::vector<CardNameHit> find(std::string_view text, std::string_view language) const;

  // term.card-name findings for `pair.translation`: one per occurrence, marked.
  std::vector<Diagnostic> check(const ContentPair& pair) const;

  std::size_t size() const { return names_.size(); }

 private:
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::vector<CardName> names_;
  std::unordered_map<std::string, std::vector<std::uint32_t>, Hash, std::equal_to<>> by_first_word_;  // first word -> names_

};

}  // namespace rulecorp

#endif  // RULECORP_CHECK_CARD_NAMES_H_
