// Segments as a CAT tool cuts a CR text: OmegaT 3.6's default sentence segmentation (its SRX
// rules for English: a break after a run of . ? ! followed by white space, and after a leading
// number "100.1. " followed by a capital letter, unless an abbreviation ends there), and the
// translation of a paragraph cut into as many pieces as OmegaT makes of its original, so that a
// translation memory can hold one unit per OmegaT segment.
#ifndef RULECORP_EMIT_CAT_SEGMENTS_H_
#define RULECORP_EMIT_CAT_SEGMENTS_H_

#include <optional>
#include <string_view>
#include <vector>

namespace rulecorp {

// The segments OmegaT 3.6 makes of `paragraph` with its default rules for `language` ("en": the
// English abbreviations; any other: the language-independent rules only), each trimmed of white
// space, empty ones left out. A paragraph may hold line breaks ("Term\nDefinition").
std::vector<std::string_view> cat_sentences(std::string_view paragraph, std::string_view language);

// `translation` cut at its sentence ends (. ? ! then white space) into `original.size()` pieces,
// each trimmed, the cut chosen so that each piece's length is nearest its original's in proportion;
// nullopt when the translation has fewer sentences than the original has segments, or when the
// best cut still leaves a piece under half or over twice its original's proportional length.
std::optional<std::vector<std::string_view>> cut_like(std::string_view translation,
                                                      const std::vector<std::string_view>& original);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_CAT_SEGMENTS_H_
