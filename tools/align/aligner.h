// align_documents(): the languages-and-editions alignment the `align` command writes. Rules are
// paired by number and content (rule_aligner.h), each translation against the pivot-language
// edition it fits best; rulings by length and anchors (paragraph_aligner.h); rulings of a second
// document in the pivot language become variants of the pivot's.
#ifndef RULECORP_ALIGN_ALIGNER_H_
#define RULECORP_ALIGN_ALIGNER_H_

#include <string>
#include <vector>

#include "align/alignment.h"
#include "common/parallel.h"
#include "parse/document.h"

namespace rulecorp {

struct AlignOptions {
  bool explain = true;  // fill Member::evidence with what each score rests on
  // Per document (as `docs`): the date of the pivot-language edition a translation translates
  // (the pipeline's pairing, pipeline/corpus.h), or "" to pair it with the edition it fits best.
  std::vector<std::string> translates = {};
};

// Aligns `docs` (any mix of languages; English, else the first document's language, is the pivot).
// Pure: what was found is in the members' statuses and Alignment::documents (tools/check turns
// them into align.* findings). Single-threaded but for the tasks it hands `fanout` (the evidence of
// the texts, the rule pairs' scores, the glossary beside the rules); the same alignment for any.
Alignment align_documents(const std::vector<const Document*>& docs, const AlignOptions& options = {}, const Fanout& fanout = {});

}  // namespace rulecorp

#endif  // RULECORP_ALIGN_ALIGNER_H_
