// Terms found by association over aligned paragraphs: for an English term, the phrase of one to
// three words of the translation that co-occurs with it in the same aligned rules and rulings most
// exclusively (Dice coefficient over units), with that coefficient as its confidence. A term found
// in a single unit is paired with its most alike phrase there (a cognate), if clearly so and no
// other term is as alike to that phrase of that unit; a German term left unpaired, with a compound
// of parts other sources pair. The items of two listings of one rule are paired by the units they
// share elsewhere (TermSource::kListing).
#ifndef RULECORP_GLOSSARY_ASSOCIATION_H_
#define RULECORP_GLOSSARY_ASSOCIATION_H_

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "glossary/candidate.h"
#include "glossary/glossary_params.h"
#include "glossary/glossary_input.h"
#include "glossary/text_index.h"
#include "common/parallel.h"
#include "glossary/words.h"

namespace rulecorp {

struct AssociationOptions {
  GlossaryParams params;  // the thresholds (glossary_params.h)
  Fanout fanout;          // how the terms and repeated English phrases are looked at (the candidates are the same for any)
};

// The items of the enumerations in an English text ("The land types are Cave, Desert, ..., and
// Urza’s." gives "Cave", "Desert", ..., "Urza’s"); items of at most three words, no digits, no
// single letters.
std::vector<std::string> enumeration_items(std::string_view text);

// Candidates in `language` for each term of `english_terms` and for the repeated English phrases
// of two or three words, over the rule and ruling units with an English and a `language` side.
// Terms in `skip` (concept ids) are not looked for as phrases; a translation in `taken` (unit
// ref, term: what other sources paired there, "207.2c", "Allianz") is no other term's cognate
// and no repeated phrase's translation. A repeated phrase holds no possessive ("spell’s").
// `english`, when given, is the index of the English side of every rule and ruling unit of
// `units` in their order, words from `cache` (glossary_builder.cc's); else one is made here.
// `known` holds pairs other sources gave (English, term): an English term of several words left
// unpaired is looked for as a German compound of their one-word parts ("Commander Tax":
// "Kommandeursteuer"), and a German verb phrase's object is told from its subject by them.
// Two listings of one rule with as many items give kListing candidates for their items that no
// other source names (`skip`, `taken`).
void find_associated_terms(const std::vector<InputUnit>& units, const std::string& language,
                           const std::vector<std::string>& english_terms, const std::vector<std::string>& skip,
                           const AssociationOptions& options, WordCache& cache, std::vector<Candidate>& out,
                           const std::vector<std::pair<std::string, std::string>>& taken = {},
                           const TextIndex* english = nullptr,
                           const std::vector<std::pair<std::string, std::string>>& known = {});

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_ASSOCIATION_H_
