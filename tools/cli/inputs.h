// Inputs as every subcommand takes them: "[LANG:]FILE" arguments ("-" = standard input), checked
// (stdin at most once, the output never one of the inputs), read whole before anything is written,
// then decoded and parsed into Documents.
#ifndef RULECORP_CLI_INPUTS_H_
#define RULECORP_CLI_INPUTS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "parse/document.h"
#include "parse/language.h"

namespace rulecorp::cli {

struct InputSpec {
  std::optional<Language> language;  // "de:" prefix
  std::string path;
};

// "de:rules.txt" -> {de, rules.txt}; a prefix that is not en/de/fr is part of the path.
InputSpec parse_input_spec(const std::string& arg);

// Parses every argument; throws UsageError when "-" is given twice or `out` names an input.
std::vector<InputSpec> parse_input_specs(const std::vector<std::string>& args, const std::string& out,
                                         const std::string& command);

// Reads every input whole (read_input), in order. Throws on the first I/O fault.
std::vector<std::string> read_inputs(const std::vector<InputSpec>& specs, std::uint64_t max_bytes);

// Decodes and parses input `i` (its bytes are released), appending its documents to `docs`.
void parse_input(const InputSpec& spec, std::string& bytes, const std::string& encoding, Diagnostics& diags,
                 std::vector<Document>& docs);

// Prints the diagnostics and a one-line tally to stderr (nothing when `quiet`).
void print_diagnostics(const Diagnostics& diags, bool quiet);

// Maps --fail-on to a severity (nullopt for "never"); throws UsageError for an unknown name.
std::optional<Severity> parse_fail_on(const std::string& name, const std::string& command);

}  // namespace rulecorp::cli

#endif  // RULECORP_CLI_INPUTS_H_
