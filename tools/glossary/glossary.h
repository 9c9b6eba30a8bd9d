// The glossary model: Concepts (one per English term, id = the normalised English term), each with
// one Term per language (preferred spelling, variants with a status, definition, context, the
// rules where it occurs) and the TermEvidence behind it (which source of terms, which rules or cards,
// how many occurrences). Pairs between any two languages go through the concept.
#ifndef RULECORP_GLOSSARY_GLOSSARY_H_
#define RULECORP_GLOSSARY_GLOSSARY_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp {

enum class TermStatus : std::uint8_t { kPreferred, kAdmitted, kDeprecated };
// "preferred", "admitted" or "deprecated".
std::string_view term_status_name(TermStatus s);

// Where a pair of terms comes from, best evidence first.
enum class TermSource : std::uint8_t {
  kHeading,      // rule or section titles aligned by number ("702.80 Exalted" / "702.80 Edelmut")
  kCrGlossary,   // the CR glossaries paired as align pairs them
  kDefinition,   // quoted definitions and "X is a triggered ability" sentences in aligned rules
  kGloss,        // an English gloss after a translated term: "Zweiköpfiger Riese (Two-Headed Giant)"
  kCard,         // card data: keyword lines, card names
  kListCognate,  // items of two alphabetical listings of one rule paired as cognates ("alliance" / "Allianz")
  kListing,      // items of two listings of one rule paired by where else they occur ("snow" / "Verschneit")
  kAssociation,  // co-occurrence (Dice) over aligned paragraphs
};
// "heading", "cr-glossary", "definition", "gloss", "card", "list-cognate", "listing", "association".
std::string_view term_source_name(TermSource s);

// One spelling of a term in one language.
struct Variant {
  std::string text;
  TermStatus status = TermStatus::kPreferred;
  std::size_t count = 0;  // evidence items naming this spelling
};

// A concept's term in one language.
struct Term {
  std::string language;                // "en", "de", "fr"
  std::vector<Variant> variants;       // preferred first, then by count
  std::string part_of_speech;          // "noun", "adjective", "verb", "properNoun", or ""
  std::string definition;              // from that language's CR glossary, or ""
  std::string context;                 // one sentence using the term
  std::string context_rule;            // the rule (or card line) of that sentence
  std::vector<std::string> rules;      // rule numbers where the term occurs, in document order

  // The preferred spelling.
  const std::string& text() const { return variants.front().text; }
};

// Why a concept holds a term: one source, the pair it gave, where and how often.
struct TermEvidence {
  TermSource source = TermSource::kHeading;
  std::string language;               // the language of `term` (paired with the English term)
  std::string english;                // the English side as found
  std::string term;                   // the other side as found
  std::vector<std::string> refs;      // rule numbers, glossary terms or card ids (first few)
  std::size_t count = 0;              // occurrences
  double confidence = 1;              // 0..1 (1 for structural sources)
  std::string why;                    // the rule that kept a statistical pair ("dice", "cognate", pair_rules.h), else ""
};

struct Concept {
  std::string id;                     // normalised English term ("combat phase")
  std::vector<Term> terms;            // one per language, in Glossary::languages order
  std::vector<TermEvidence> evidence;
  std::vector<std::string> conflicts; // where sources disagree, one sentence each

  // The term in `language`, or nullptr.
  const Term* term(std::string_view language) const;
};

struct Glossary {
  std::vector<std::string> languages;  // "en" first
  std::vector<Concept> concepts;       // sorted by id

  // The concept with `id`, or nullptr.
  const Concept* find(std::string_view id) const;
};

// The `source`-`target` part of `g`: languages {source, target}, the concepts holding both terms
// with only those two terms, and the evidence of those languages (English evidence pairs English
// with its `language`, so en-de keeps the de evidence, de-fr the de and fr evidence).
Glossary language_pair(const Glossary& g, std::string_view source, std::string_view target);

// The concept id of an English term: its term_key (parse/term_key.h), as the alignment's unit ids.
std::string concept_id(std::string_view english);

// A compact one-line-per-concept rendering for tests: "combat phase | en=Combat Phase | de=Kampfphase".
std::string dump(const Glossary& g);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_GLOSSARY_H_
