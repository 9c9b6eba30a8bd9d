// Card files as an input format: MTGJSON set files (one set: {"data": {"cards": [...]}}) and
// AllPrintings-style files (many sets under "data"). Each card's English text and its German and
// French `foreignData` text become ability lines (kCard blocks) in three Documents whose Source is
// the JSON file itself, so a report quotes a card line with file, line and column.
#ifndef RULECORP_PARSE_CARD_FILE_H_
#define RULECORP_PARSE_CARD_FILE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

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
  std::string name;            // the set's name, or the file name for several sets
  std::vector<Document> docs;  // en, de, fr: one kCard block per ability line; Source = the JSON text
  std::vector<Card> cards;
};

// True when `bytes` looks like MTGJSON (a JSON object whose first key is "meta" or "data").
bool looks_like_card_file(std::string_view bytes);

// Reads a card file; its bytes become the documents' Source (moved, not copied: a buffer with 64
// bytes of spare capacity, as cli::read_input leaves, is parsed in place). `file` names it in
// positions (line:column of each text in the JSON). Problems are reported as cards.invalid at the
// line and column where the JSON went wrong, with the JSON path of the value: a value of the wrong
// type, a string escape that names no character (read as U+FFFD) or set objects nested too deep are
// skipped and the rest of the file is read; after invalid JSON what was read up to it is kept.
CardSet read_card_file(const std::string& file, std::string&& bytes, Diagnostics& diags);

// read_card_file for bytes the caller keeps: they are copied into the Source. `capacity` is ignored
// (kept for callers of the earlier signature).
CardSet read_card_set(const std::string& file, std::string_view bytes, Diagnostics& diags, std::size_t capacity = 0);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_CARD_FILE_H_
