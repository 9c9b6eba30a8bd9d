// German citation forms of renderings found by association: a verb is cited in the infinitive
// ("Trigger": "auslösen", not "ausgelöst"), a verb phrase with its verb
// in the infinitive at the end ("Lose the Game": "Spiel verlieren", not "verliert"; "Enters the
// Battlefield": "ins Spiel kommen"), as the German CR's own headings and Glossar cite them
// ("Einen anderen Spieler kontrollieren", "Münzen werfen"), and a rendering that the English term
// reaches through a preposition keeps the German one ("Removed from Combat": "aus dem Kampf
// entfernt"), each only where the texts write it so.
#ifndef RULECORP_GLOSSARY_CITATION_FORM_H_
#define RULECORP_GLOSSARY_CITATION_FORM_H_

#include <string>
#include <string_view>
#include <vector>

#include "glossary/words.h"

namespace rulecorp {

// One place where a rendering is written: a text, its words, and the rendering's first and last word.
struct PhrasePlace {
  std::string_view text;
  const std::vector<StemmedWord>* words = nullptr;
  std::size_t first = 0, last = 0;
};

// The infinitive of a finite German verb form ("verliert" -> "verlieren", "verlässt" ->
// "verlassen", "ändert" -> "ändern"), as some text of `cache` writes it; "" when none does.
std::string german_infinitive(std::string_view finite, const WordCache& cache);

// The German citation form of `spelling`, the rendering of the English term `english` written at
// `places` (what is added must be written at most of them: citation_form.cc says how many);
// `object_parts` are the German nouns other sources pair with the English term's last word, as
// plain letters (words.h), empty when none; `spelling` itself when no rule applies.
std::string german_citation_form(std::string_view english, const std::string& spelling, const std::vector<PhrasePlace>& places,
                                 const WordCache& cache, const std::vector<std::string>& object_parts = {});

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_CITATION_FORM_H_
