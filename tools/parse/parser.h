// parse(): Source -> Documents. Recognises the Comprehensive Rules layout (header, table of
// contents, sections, rules, examples, glossary, credits) and rulings layouts (bullets, dated
// paragraphs, rulings pages), repairs line-layout faults (soft wraps, numbers alone on a line,
// rules glued into the middle of a line) and reports them, splits inputs that hold more than one
// language, and checks numbering within each document.
#ifndef RULECORP_PARSE_PARSER_H_
#define RULECORP_PARSE_PARSER_H_

#include <memory>
#include <optional>
#include <vector>

#include "common/diagnostic.h"
#include "parse/document.h"
#include "text/source.h"

namespace rulecorp {

struct ParseOptions {
  std::optional<Language> language;  // given by the user (de:PATH): one document, no detection
};

// Parses `source` into one Document per language part (at least one, possibly with no blocks).
// Problems are reported into `diags`, sorted by position.
std::vector<Document> parse(std::shared_ptr<const Source> source, const ParseOptions& options,
                            Diagnostics& diags);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_PARSER_H_
