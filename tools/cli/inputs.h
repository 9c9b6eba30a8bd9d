// Inputs as every subcommand takes them: "[LANG[@EDITION]:]FILE" arguments ("-" = standard input), checked
// (stdin at most once, the output never one of the inputs), read whole before anything is written
// into the pipeline's CorpusInputs.
#ifndef RULECORP_CLI_INPUTS_H_
#define RULECORP_CLI_INPUTS_H_

#include <boost/program_options.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.h"
#include "parse/language.h"
#include "pipeline/corpus.h"

namespace rulecorp::cli {

// The options every subcommand that reads inputs shares.
struct InputOptions {
  std::vector<std::string> inputs;   // [LANG[@EDITION]:]FILE..., "-" reads standard input
  std::string out = "-";             // output file, "-" = standard output
  std::string encoding;              // force the encoding of every text input (an ICU name); empty = detect
  std::string fail_on = "error";     // exit 1 when a finding is at least this severe: note|warning|error|never
  std::uint64_t max_input_mb = 256;  // refuse inputs larger than this many MiB
  bool quiet = false;                // print no diagnostics (the exit status still reflects them)
};

// Adds --out, --encoding, --fail-on, --max-input-mb and --quiet, bound to `o`, to `desc`.
void add_input_options(boost::program_options::options_description& desc, InputOptions& o);

// Parses `args` against `desc` with the inputs as positional arguments; false when --help was given.
bool parse_command_line(const std::vector<std::string>& args, const boost::program_options::options_description& desc,
                        std::vector<std::string>& inputs);

// Checks the shared options (inputs given, encoding known, size limit sane); returns --fail-on as
// a severity (nullopt for "never"). Throws UsageError naming `command`.
std::optional<Severity> check_input_options(const InputOptions& o, const std::string& command);

struct InputSpec {
  std::optional<Language> language;  // "de:" prefix
  std::string path;
  std::string edition = {};          // "de@2025-11-14:" prefix: the edition the text is (ISO date), or ""
};

// "de:rules.txt" -> {de, rules.txt}; "de@2025-11-14:rules.txt" -> {de, rules.txt, 2025-11-14}; a
// prefix that is not en/de/fr (with @ and a date) is part of the path. Throws UsageError naming
// `command` for "LANG@X:" whose X is no valid ISO date.
InputSpec parse_input_spec(const std::string& arg, const std::string& command = "rulecorp");

// Parses every argument; throws UsageError when "-" is given twice or `out` names an input.
std::vector<InputSpec> parse_input_specs(const std::vector<std::string>& args, const std::string& out,
                                         const std::string& command);

// Every input file the arguments name: a file as parse_input_spec reads it, a directory as its
// .txt and .json files (recursively, sorted, with the argument's LANG: prefix). Throws UsageError
// when "-" is given twice, std::runtime_error for a directory that cannot be read.
std::vector<InputSpec> expand_input_dirs(const std::vector<std::string>& args, const std::string& command);

// Reads every input whole (read_input), in order, as the pipeline takes them. Throws on the first
// I/O fault.
std::vector<CorpusInput> read_inputs(const std::vector<InputSpec>& specs, std::uint64_t max_bytes);

// The inputs `o` names, checked (parse_input_specs) and read whole in order under --max-input-mb
// (read_inputs): all is read before any output is touched, so an I/O fault stops the run first.
std::vector<CorpusInput> read_command_inputs(const InputOptions& o, const std::string& command);

// Prints the diagnostics and a one-line tally to stderr (nothing when `quiet`).
void print_diagnostics(const Diagnostics& diags, bool quiet);

// --jobs as a count of threads (0 = every core); throws UsageError for a negative number.
unsigned parse_jobs(int jobs, const std::string& command);

// Maps --fail-on to a severity (nullopt for "never"); throws UsageError for an unknown name.
std::optional<Severity> parse_fail_on(const std::string& name, const std::string& command);

}  // namespace rulecorp::cli

#endif  // RULECORP_CLI_INPUTS_H_
