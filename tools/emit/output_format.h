// The format table: every output format rulecorp writes, one row each (its name in build's
// [output] formats, its --format name in the command that writes it alone, its file extension, the
// model it is written from, and for the alignment, report and glossary models its writer). The
// config's `formats =`, the --format options of check and glossary, their help texts and build's
// glossary files all read this table, so a format exists exactly when it has a row here.
#ifndef RULECORP_EMIT_OUTPUT_FORMAT_H_
#define RULECORP_EMIT_OUTPUT_FORMAT_H_

#include <cstdint>
#include <initializer_list>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "align/alignment.h"
#include "check/report.h"
#include "emit/csv.h"
#include "glossary/glossary.h"

namespace rulecorp {

// What a format is written from.
enum class FormatModel : std::uint8_t {
  kAlignment,     // the texts aligned across languages
  kReport,        // the check report
  kGlossary,      // the glossary, every language
  kGlossaryPair,  // the glossary, one language pair
  kHistory,       // the renumbering history
  kUpdateList,    // each translation's update list and package
  kReader,        // the reader's pages
};

// Writes the glossary (for a pair format: the pair source, target); returns the CSV cells cut to a
// spreadsheet cell's size (none but for CSV).
using GlossaryWriter = std::vector<CsvCut> (*)(const Glossary& g, const std::string& source, const std::string& target,
                                               std::ostream& out);

struct OutputFormat {
  std::string_view family;       // its name in [output] formats of build (rows may share one); empty: build does not write it
  std::string_view name;         // its --format name in check (report) or glossary (glossary models); empty: none
  std::string_view extension;    // of its file, with the dot
  FormatModel model;
  std::string_view file;         // build's file name before the extension ("{pair}": the language pair); empty: several
  std::string_view description;  // build's index page ("{source}", "{target}": the pair's languages)
  void (*write_alignment)(const Alignment& a, std::ostream& out) = nullptr;
  std::string (*write_report)(const Report& r) = nullptr;
  GlossaryWriter write_glossary = nullptr;
};

// Every format, build's families in the order of [output] formats.
std::span<const OutputFormat> output_formats();
// Build's families, each once, in the table's order.
std::vector<std::string_view> output_families();
// The row of one of `models` called `name` (its --format name), or null.
const OutputFormat* find_format(std::initializer_list<FormatModel> models, std::string_view name);
// The --format names of `models` as help and errors list them: "text, json, html or sarif" (the
// last two joined by `last`).
std::string format_names(std::initializer_list<FormatModel> models, std::string_view last = " or ");
// `text` with "{pair}", "{source}" and "{target}" replaced.
std::string format_text(std::string_view text, std::string_view source, std::string_view target);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_OUTPUT_FORMAT_H_
