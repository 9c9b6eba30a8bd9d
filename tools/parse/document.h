// The document model every later stage reads: one Document per language found in an input, a flat
// list of Blocks in reading order (sections, rules, examples, glossary entries, rulings, prose,
// table of contents), each with its repaired text, its position, and the citations in it. Joined
// text keeps a piece map back to the Source, so any byte of a block names its file, line, column.
#ifndef RULECORP_PARSE_DOCUMENT_H_
#define RULECORP_PARSE_DOCUMENT_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "parse/citation.h"
#include "parse/language.h"
#include "parse/rule_number.h"
#include "text/input_span.h"
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
// A block whose text is one contiguous run of the Source has no pieces (its text views the Source).
struct TextPiece {
  std::uint32_t text_offset = 0;
  std::uint32_t source_offset = 0;
};

// Stable storage for the text a parse had to build (joined lines, unescaped card text): strings
// stored here never move, so Blocks can view them. Documents of one input share one arena.
class TextArena {
 public:
  // Copies `s` into the arena and returns a view of the copy, valid as long as the arena.
  std::string_view store(std::string_view s);
  // Bytes held (for the benchmarks).
  std::size_t size() const { return held_; }

 private:
  std::vector<std::unique_ptr<char[]>> chunks_;
  std::size_t used_ = 0, capacity_ = 0, held_ = 0;
};

// A BCP 47 language code held in one byte: compares with and converts to "en", "de", "fr", "und",
// or "" when unset.
struct LanguageTag {
  Language language = Language::kUnknown;
  bool set = false;
  LanguageTag() = default;
  LanguageTag(Language l) : language(l), set(true) {}  // NOLINT: implicit by design
  std::string_view str() const { return set ? language_code(language) : std::string_view(); }
  operator std::string_view() const { return str(); }  // NOLINT
  bool empty() const { return !set; }
  friend bool operator==(const LanguageTag& a, std::string_view b) { return a.str() == b; }
};

// A calendar date held in four bytes; empty when year is 0.
struct IsoDate {
  std::uint16_t year = 0;
  std::uint8_t month = 0, day = 0;
  // "2018-04-27" -> the date; anything else -> empty.
  static IsoDate parse(std::string_view iso);
  bool empty() const { return year == 0; }
  std::string str() const;  // "YYYY-MM-DD", or "" when empty
};

// The bullet a ruling is written with.
enum class Bullet : std::uint8_t { kNone, kDot, kHyphen, kStar, kEnDash, kMiddleDot };
// The bullet as written ("•", "-", "*", "–", "·"), or "" for kNone.
std::string_view bullet_text(Bullet b);

// Whether a glossary term is in use or marked obsolete ("(Obsolete)", "(veraltet)", "(obsolète)").
enum class EntryStatus : std::uint8_t { kCurrent, kObsolete };
// "current" or "obsolete".
std::string_view entry_status_name(EntryStatus s);

// String members view the Source's text where the block's text is one contiguous run of it, and
// the Document's arena where lines were joined or repaired; either outlives the Document's copies.
// `citations` views the Document's one citation vector (a copy of the Document views its own).
struct Block {
  BlockKind kind = BlockKind::kProse;
  Bullet bullet = Bullet::kNone;  // kRuling: the bullet it is written with
  EntryStatus status = EntryStatus::kCurrent;  // kGlossaryEntry: a status marker after the term
  LanguageTag term_language;      // kGlossaryEntry pointer: language of `term` ("en"), else empty
  bool out_of_range = false;      // kRule: raw_number has more digits or letters than the rules use
  RuleNumber number;              // kRule (repaired when the written number was malformed)
  int section = 0;                // kSection
  IsoDate date;                   // kRuling: the date of its heading date line, if any
  std::string_view raw_number;    // kRule: the number as written, when it was malformed or out of range
  std::string_view text;          // rule text, section title, definition, ruling or prose, joined
  std::string_view term;          // kGlossaryEntry: the term line as written (with a status marker);
                                  // kCard: the card's name in the document's language
  std::string_view see;           // kGlossaryEntry pointer target ("Fallenlassen"); kCard: the type line
  std::uint32_t line = 0;         // 1-based line where the block starts
  std::uint32_t column = 1;       // 1-based byte column where it starts
  std::int32_t parent = -1;       // kExample: index of its rule block
  std::int32_t entry = -1;        // kGlossaryEntry: index in Document::glossary
  std::uint32_t piece_begin = 0, piece_end = 0;  // range in Document::pieces (empty: text views the Source)
  std::span<const Citation> citations;  // the citations in `text`, in order (in Document::citations)

  // kCard: the card's type line in the document's language ("Kreatur — Mensch, Zauberer"), else
  // empty. (It shares `see`'s field, which only glossary entries use, to keep blocks small.)
  std::string_view type_line() const { return kind == BlockKind::kCard ? see : std::string_view(); }
};

// A glossary entry read into its parts: "Bury (Obsolete)" is term "Bury", status obsolete; a
// definition "1. ... 2. ..." has one sense per number (a definition without numbers is one sense);
// the German file's English pointer "Abandon &rarr; Fallenlassen" is term "Abandon" in language
// "en" pointing at "Fallenlassen" (no senses). Views into the block's text and term.
struct GlossaryEntry {
  std::int32_t block = -1;                 // index in Document::blocks
  std::string_view term;                   // without a status marker
  EntryStatus status = EntryStatus::kCurrent;
  std::vector<std::string_view> senses;    // sense texts without their numbers, in order
  std::string_view see;                    // pointer target, or empty
  Language term_language = Language::kUnknown;  // pointer: the language of `term`
};

struct Document {
  std::shared_ptr<const Source> source;
  std::shared_ptr<TextArena> arena;  // text the blocks view that is not the Source's
  Language language = Language::kUnknown;
  bool language_given = false;  // set by the user (de:PATH), not detected
  int part = 0;                 // 1-based index when one input held several languages, else 0
  std::string edition;          // ISO effective date, or ""
  std::string title;
  std::vector<Block> blocks;
  std::vector<TextPiece> pieces;
  std::vector<GlossaryEntry> glossary;  // one per kGlossaryEntry block, in order
  std::vector<Citation> citations;      // every block's citations, in block order (Block::citations)

  Document() = default;
  // A copy's blocks view the copy's citations.
  Document(const Document& o);
  Document& operator=(const Document& o);
  Document(Document&&) noexcept = default;  // the citations' storage moves with the vector
  Document& operator=(Document&&) noexcept = default;

  // The Source offset of byte `pos` of block `b`'s text.
  std::uint32_t source_offset(const Block& b, std::uint32_t pos) const;
  // The fix of the input as read that makes `replacements` (offsets in block `b`'s text) in its
  // Source, or nullopt where that cannot be exact: no Source, a card's text (JSON-escaped), a
  // replaced piece whose Source text is not the block's (joined or repaired there), an inexact line.
  std::optional<Fix> fix(const Block& b, std::vector<TextReplacement> replacements) const;
  // Replacement `r` of block `b`'s text as a replacement of the Source's text, or nullopt (as fix()).
  std::optional<TextReplacement> in_source(const Block& b, TextReplacement r) const;
  // "file" or "file#2" for the second language part of a mixed input.
  std::string name() const;
  // Copies `s` into the arena (created on first use); the view stays valid with any copy of this
  // Document.
  std::string_view store(std::string_view s);
};

// Compact, line-per-block rendering used by `--format text` and by the golden tests.
std::string dump(const Document& doc);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_DOCUMENT_H_
