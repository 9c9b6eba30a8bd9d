// The document model every later stage reads: one Document per language found in an input, a flat
// list of Blocks in reading order (sections, rules, examples, glossary entries, rulings, prose,
// table of contents), each with its repaired text, its position, and the citations in it. Joined
// text keeps a piece map back to the Source, so any byte of a block names its file, line, column.
#ifndef RULECORP_PARSE_DOCUMENT_H_
#define RULECORP_PARSE_DOCUMENT_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "parse/citation.h"
#include "parse/language.h"
#include "parse/rule_number.h"
#include "text/source.h"

namespace rulecorp {

enum class BlockKind : std::uint8_t {
  kSection,        // "5. Turn Structure"
  kRule,           // "506. Combat Phase", "506.5 ...", "702.83a ..."
  kExample,        // "Example: ...", "Beispiel: ...", "Exemple : ..." (parent = its rule)
  kGlossaryEntry,  // term + definition, or a pointer "Abandon → Fallenlassen"
  kRuling,         // a bullet paragraph, a dated paragraph, a paragraph of a rulings page
  kProse,          // intro, headings, credits, page furniture such as a lone "Search"
  kContents,       // a line of the table of contents
  kCard,           // one ability line of a card's text (card files; term = the card's name)
};
// "section", "rule", "example", "glossary", "ruling", "prose", "contents" or "card".
std::string_view block_kind_name(BlockKind k);

// Maps a run of a block's text back to the Source: text[text_offset..] starts at source_offset.
struct TextPiece {
  std::uint32_t text_offset = 0;
  std::uint32_t source_offset = 0;
};

struct Block {
  BlockKind kind = BlockKind::kProse;
  RuleNumber number;        // kRule (repaired when the written number was malformed)
  std::string raw_number;   // kRule: the number as written, when it was malformed or out of range
  bool out_of_range = false;  // kRule: raw_number has more digits or letters than the rules use
  int section = 0;          // kSection
  std::string text;         // rule text, section title, definition, ruling or prose, joined
  std::string term;         // kGlossaryEntry; kCard: the card's name in the document's language
  std::string see;          // kGlossaryEntry pointer target ("Fallenlassen")
  std::string term_language;  // kGlossaryEntry pointer: language of `term` ("en"), else empty
  std::string date;         // kRuling: ISO date of its heading date line, if any
  std::string date_raw;     // kRuling: that date as written
  std::string bullet;       // kRuling: the bullet character, if any
  std::uint32_t line = 0;   // 1-based line where the block starts
  std::uint32_t column = 1; // 1-based byte column where it starts
  std::int32_t parent = -1; // kExample: index of its rule block
  std::uint32_t piece_begin = 0, piece_end = 0;  // range in Document::pieces
  std::vector<Citation> citations;
};

struct Document {
  std::shared_ptr<const Source> source;
  Language language = Language::kUnknown;
  bool language_given = false;  // set by the user (de:PATH), not detected
  int part = 0;                 // 1-based index when one input held several languages, else 0
  std::string edition;          // ISO effective date, or ""
  std::string title;
  std::vector<Block> blocks;
  std::vector<TextPiece> pieces;

  // The Source offset of byte `pos` of block `b`'s text.
  std::uint32_t source_offset(const Block& b, std::uint32_t pos) const;
  // "file" or "file#2" for the second language part of a mixed input.
  std::string name() const;
};

// Compact, line-per-block rendering used by `--format text` and by the golden tests.
std::string dump(const Document& doc);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_DOCUMENT_H_
