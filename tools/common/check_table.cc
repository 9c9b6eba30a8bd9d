// The check table is a constexpr array; lookups are linear because it is small (tens of rows) and
// looked up only when a diagnostic is reported. Adding a check means adding one row here.
#include "common/check_table.h"

#include <array>
#include <stdexcept>
#include <string>

namespace rulecorp {
namespace {

using S = Severity;
constexpr std::array kChecks{
    // Reading bytes (tools/text).
    CheckInfo{"input.empty", S::kWarning, "other", "input file is empty"},
    CheckInfo{"input.binary", S::kError, "characters", "input looks like a binary file, not text; not parsed"},
    CheckInfo{"encoding.invalid", S::kError, "characters", "byte sequence is invalid in the input's encoding; replaced by U+FFFD"},
    CheckInfo{"encoding.odd-length", S::kError, "characters", "UTF-16/UTF-32 input ends in a partial code unit; the tail is dropped"},
    CheckInfo{"encoding.bom-mismatch", S::kError, "characters", "byte order mark contradicts the content; the BOM is ignored"},
    CheckInfo{"encoding.guessed", S::kNote, "characters", "input is not UTF-8; its legacy encoding was detected"},
    CheckInfo{"text.nul", S::kError, "characters", "NUL byte inside text; replaced by U+FFFD"},
    CheckInfo{"text.control", S::kWarning, "characters", "control character inside text; replaced by U+FFFD"},
    CheckInfo{"text.normalized", S::kNote, "characters", "text was not in Unicode NFC and was normalized"},
    // Layout and numbering (tools/parse).
    CheckInfo{"numbering.glued", S::kError, "formatting", "a rule starts in the middle of a line; the line is split"},
    CheckInfo{"numbering.alone", S::kError, "formatting", "a rule number stands alone on its line; the next paragraph is taken as its text"},
    CheckInfo{"numbering.no-space", S::kWarning, "formatting", "no space between a rule number and its text"},
    CheckInfo{"numbering.stray-mark", S::kWarning, "formatting", "stray character between a rule number and its text"},
    CheckInfo{"numbering.spaced", S::kWarning, "formatting", "rule number written with a space inside (702. 37a); read as one number (702.37a)"},
    CheckInfo{"numbering.malformed", S::kError, "numbers", "rule number is malformed"},
    CheckInfo{"numbering.out-of-range", S::kError, "numbers", "rule number is outside the range the rules use"},
    CheckInfo{"numbering.skipped-letter", S::kWarning, "numbers", "subrule uses the letter l or o, which the rules skip"},
    CheckInfo{"numbering.duplicate", S::kError, "duplication", "rule number appears more than once"},
    CheckInfo{"numbering.order", S::kWarning, "numbers", "rule number is out of order"},
    CheckInfo{"xref.range-backwards", S::kError, "numbers", "citation range runs backwards"},
    CheckInfo{"xref.malformed", S::kWarning, "numbers", "cited rule number is written with '_' for its dot"},
    CheckInfo{"structure.no-content", S::kWarning, "other", "document has no rules, glossary entries or rulings"},
    CheckInfo{"structure.no-rules", S::kWarning, "other", "text has no rules (a rulings summary, no CR): converted as rulings"},
    CheckInfo{"structure.edition-missing", S::kNote, "other", "no effective date found in the document header"},
    CheckInfo{"structure.language-guess", S::kNote, "other", "language could not be detected with confidence"},
    CheckInfo{"structure.language-mismatch", S::kWarning, "other", "the language given for an input (LANG:FILE) is not the one its text is written in"},
    CheckInfo{"structure.history-only", S::kNote, "other", "diagnostics of an edition read only into the renumbering history, counted per check"},
    CheckInfo{"glossary.no-definition", S::kNote, "omission", "glossary entry has a term but no definition"},
    CheckInfo{"glossary.no-term", S::kWarning, "omission", "glossary paragraph after a blank line is running text without a term; joined to the entry before"},
    // Alignment (tools/align).
    CheckInfo{"align.misnumbered", S::kWarning, "numbers", "translated rule carries another number than the rule it translates"},
    CheckInfo{"align.duplicate", S::kWarning, "duplication", "a duplicated number belongs to the next rule of the original"},
    CheckInfo{"align.missing", S::kWarning, "omission", "rule of the original has no translation"},
    CheckInfo{"align.extra", S::kWarning, "addition", "translated rule has no counterpart in the original"},
    CheckInfo{"align.swapped", S::kWarning, "numbers", "two translated rules carry each other's numbers"},
    CheckInfo{"align.unused", S::kNote, "other", "input has no counterpart to align with and is left out"},
    CheckInfo{"align.edition", S::kWarning, "inconsistency", "translation was made from another edition than its partner in the original"},
    CheckInfo{"align.outdated", S::kNote, "inconsistency", "rule changed in the original since the edition the translation was made from"},
    CheckInfo{"align.oversized", S::kWarning, "other", "a card, or rulings, larger than the aligner is meant for: aligned all the same, coarsely where needed"},
    // Cross-references across languages and editions (tools/check).
    CheckInfo{"xref.stale", S::kError, "inconsistent-entities", "translation cites the number the cited rule had in an older edition"},
    CheckInfo{"xref.typo", S::kError, "inconsistent-entities", "cited number is one keystroke from the right one and names an unrelated rule"},
    CheckInfo{"xref.omitted", S::kWarning, "omission", "citation of the original is missing in the translation"},
    CheckInfo{"xref.added", S::kWarning, "addition", "translation cites a rule the original does not cite"},
    CheckInfo{"xref.mismatch", S::kWarning, "inconsistent-entities", "translation cites another rule than the original"},
    CheckInfo{"xref.dangling", S::kError, "inconsistent-entities", "cited rule does not exist in the document"},
    CheckInfo{"xref.title", S::kWarning, "inconsistent-entities", "title quoted after a cited number is the heading of another rule"},
    CheckInfo{"xref.shifted", S::kError, "inconsistent-entities", "citations of one block of rules all off by one distance from the original's numbers"},
    // Content of aligned texts (tools/check).
    CheckInfo{"symbol.mismatch", S::kWarning, "inconsistent-entities", "mana or tap symbols differ between original and translation"},
    CheckInfo{"symbol.word", S::kNote, "inconsistent-entities", "a symbol of the original written as a word in the translation, as the translation usually renders it"},
    CheckInfo{"number.mismatch", S::kWarning, "numbers", "numbers differ between original and translation"},
    CheckInfo{"text.untranslated", S::kWarning, "untranslated", "fragment of the original's language left inside a translation"},
    CheckInfo{"text.same-as-source", S::kWarning, "untranslated", "paragraph of a translation is the original text, not translated"},
    CheckInfo{"term.card-name", S::kWarning, "terminology", "English card name inside a translation where the card has a translated name"},
    CheckInfo{"term.inconsistent", S::kWarning, "terminology", "one term of the original is rendered in more than one way (a warning when the usual form has at least 5 occurrences and 4 for each of the other's, else a note)"},
    CheckInfo{"term.missing", S::kNote, "terminology", "glossary term of the original has no trace of its translation in the aligned text"},
    CheckInfo{"term.spelling", S::kWarning, "misspelling", "a word the spelling dictionary rejects, one edit from a word the text uses often or a glossary rendering (a warning when that word has at least 5 occurrences and 4 for each of the rejected one's, else a note)"},
    CheckInfo{"term.keyword-kind", S::kWarning, "terminology", "glossary definition calls a keyword action a keyword ability, or the reverse, against the section of the rule it cites (702: abilities, 701: actions)"},
    CheckInfo{"text.entity", S::kWarning, "characters", "HTML or XML entity left in the text (&rarr; for \u2192); one finding per entity and file, with its count and lines"},
    CheckInfo{"text.unbalanced", S::kWarning, "typographical", "bracket or quotation mark without its partner in a paragraph, by the language's conventions"},
    CheckInfo{"text.lone-word", S::kWarning, "untranslated", "a single function word of the original's language inside a sentence of the translation's"},
    CheckInfo{"list.missing-item", S::kWarning, "omission", "an enumeration has fewer items than the original's"},
    CheckInfo{"list.extra-item", S::kWarning, "addition", "an enumeration has more items than the original's"},
    CheckInfo{"typography.quotes", S::kWarning, "typographical", "quotation marks of another language"},
    CheckInfo{"ruling.variant", S::kNote, "inconsistency", "two rulings say the same with different wording"},
    // Merging a returned update package (rulecorp merge).
    CheckInfo{"merge.package", S::kError, "other", "update package made for another translation or edition, for the edition the translation already has, or no package of rulecorp's; nothing is merged (a warning when it names another translation file)"},
    CheckInfo{"merge.unit", S::kError, "other", "update package unit with an unknown id, or given twice (two ids naming one rule, example or glossary entry); nothing is merged"},
    CheckInfo{"merge.target", S::kError, "other", "update package target that would break the text (bytes not UTF-8, markup, a control or invisible format character, a blank line, a line read as a rule number or example, its own number or label first, a character the translation's encoding cannot hold); nothing is merged"},
    CheckInfo{"merge.inexact", S::kError, "other", "a change merge must make falls on a line of the translation that was not read byte for byte; nothing is merged"},
    CheckInfo{"merge.english", S::kNote, "untranslated", "update package unit with an empty target, the source as target, or a segment left untranslated: the English text is written"},
    CheckInfo{"merge.citation", S::kWarning, "mistranslation", "citation of a rule the new edition removed: left as written"},
    CheckInfo{"merge.unused", S::kWarning, "other", "update package unit the translation has no place for: not merged"},
    // Reading XML (TMX/TBX) and card files.
    CheckInfo{"xml.invalid", S::kError, "other", "XML input is not well-formed; it is not read"},
    CheckInfo{"xml.doctype", S::kError, "other", "XML input declares a document type (entities); refused, never expanded or fetched"},
    CheckInfo{"cards.invalid", S::kError, "other", "card file is not valid MTGJSON; the value named is skipped (after a syntax error, the rest of the file)"},
};

}  // namespace

std::string_view severity_name(Severity s) {
  switch (s) {
    case Severity::kNote: return "note";
    case Severity::kWarning: return "warning";
    case Severity::kError: return "error";
  }
  return "error";
}

std::optional<Severity> parse_severity(std::string_view name) {
  for (Severity s : {Severity::kNote, Severity::kWarning, Severity::kError})
    if (severity_name(s) == name) return s;
  return std::nullopt;
}

std::span<const CheckInfo> all_checks() { return kChecks; }

const CheckInfo& check_info(std::string_view id) {
  for (const CheckInfo& c : kChecks)
    if (c.id == id) return c;
  throw std::logic_error("unknown check id '" + std::string(id) + "'");
}

}  // namespace rulecorp
