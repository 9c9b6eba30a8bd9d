// Card files: MTGJSON set files (one set: {"data": {"cards": [...]}}) and AllPrintings-style files
// (many sets under "data"). Each card's English text and its German and French `foreignData` text
// become ability lines in three Documents; align_cards() pairs them line by line.
#ifndef RULECORP_ALIGN_CARD_SET_H_
#define RULECORP_ALIGN_CARD_SET_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "align/alignment.h"
#include "common/diagnostic.h"
#include "parse/document.h"

namespace rulecorp {

struct Card {
  std::string set;                    // set code ("DOM")
  std::string number;                 // collector number, with the face letter for split cards ("6", "12a")
  std::string name;                   // English name
  std::vector<std::string> keywords;  // MTGJSON's keyword list (English)
  // Line range in each of CardSet::docs (en, de, fr): blocks [first, first + count).
  std::int32_t first[3] = {0, 0, 0};
  std::int32_t count[3] = {0, 0, 0};
};

struct CardSet {
  std::string name;       // the set's name, or the file name for several sets
  std::vector<Document> docs;  // en, de, fr: one kCard block per ability line
  std::vector<Card> cards;
};

// True when `bytes` looks like MTGJSON (a JSON object whose first key is "meta" or "data").
bool looks_like_card_file(std::string_view bytes);

// Reads a card file. `file` names it in positions (line:column of each text in the JSON). Problems
// (invalid JSON, unexpected shapes) are reported as cards.invalid; what was read up to them is kept.
// When the buffer behind `bytes` has `capacity` >= its size + 64, it is parsed in place (no copy
// of a 500 MB file); otherwise it is copied into a padded buffer.
CardSet read_card_set(const std::string& file, std::string_view bytes, Diagnostics& diags, std::size_t capacity = 0);

// Pairs each card's English lines with its German and French lines: one unit per line
// ("DOM:6:1"; a translated line without an English one "DOM:6:2@de"), keyword lines marked with
// their keyword (anchors for the glossary). Each language's member has its own status.
Alignment align_cards(const CardSet& set);

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_CARD_SET_H_
