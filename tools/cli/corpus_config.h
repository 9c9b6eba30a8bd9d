// The corpus config of `rulecorp build`: an INI file read with Boost.Program_options' config-file
// parser. Each input is a named section; the older editions of the rules that only feed the
// renumbering history may be given as folders; the outputs and the per-check severities have their
// own sections. Paths are relative to the config file. Example:
//
//   [input.rules-en]            # one section per input; the name (letters, digits, '-', '_') is free
//   path = rules-en.txt         # relative to this file
//   language = en               # en, de, fr, or auto (detect; a file may hold several languages)
//   kind = rules                # rules, rulings or cards (MTGJSON): build checks that a cards
//                               # input is a card file and the others are not; rules and rulings
//                               # name what the file is for (the parser tells blocks apart itself)
//   edition = 2026-03-06        # optional ISO date: the edition of a text whose header names none
//                               # ("effective as of ..."); when it names one, build checks the two
//                               # agree and stops (exit 2) if they differ
//
//   [history]                   # optional: older English editions, read only into the history
//   dir = ../../shared/corpus/cr-archive   # every file of the folder matching `pattern` (repeatable)
//   pattern = cr-en-*.txt       # optional, a glob over file names (default: *.txt); a folder
//                               # where it matches no file is a warning naming the config line
//   diagnostics = yes           # optional (yes/no, default no): list these editions' parse
//                               # diagnostics in full, as `check --history-diagnostics`
//
//   [output]
//   pairs = en-de en-fr de-fr   # language pairs of the per-pair glossary files
//   formats = all               # or a list: tmx tsv report-text report-json report-html report-sarif
//                               # tbx tbx-v2 glossary-tsv glossary-csv glossary-html renumbering update-list
//                               # (the families of the format table, emit/output_format.h)
//
//   [severity]                  # as `rulecorp check --config`: check.id = error|warning|note|off
//   typography.quotes = note
//
// Every error (malformed line, unknown section or key, a key set twice, a bad value, a missing
// file or folder) is a UsageError "FILE:LINE: ..." naming the config file and the line.
#ifndef RULECORP_CLI_CORPUS_CONFIG_H_
#define RULECORP_CLI_CORPUS_CONFIG_H_

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "check/severity_policy.h"
#include "emit/output_format.h"
#include "parse/language.h"

namespace rulecorp::cli {

enum class InputKind { kRules, kRulings, kCards };
// "rules", "rulings" or "cards".
std::string_view input_kind_name(InputKind k);

// One input of the corpus.
struct ConfigInput {
  std::string name;                  // the section's name ("rules-de"); "history" for history files
  std::string path;                  // as written in the config (relative to it), or the file found in a folder
  std::string resolved;              // the path to open: joined with the config file's folder
  std::optional<Language> language;  // nullopt = detect ("auto")
  InputKind kind = InputKind::kRules;
  std::string edition;               // ISO date; empty when not given
  std::size_t line = 0;              // the config line that names the input (section header or dir key)
};

// A folder of older editions read into the renumbering history.
struct ConfigHistoryDir {
  std::string path;      // as written
  std::string resolved;  // joined with the config file's folder
  std::size_t line = 0;
};

// Every output family `build` can write, in the order of the format table (emit/output_format.h).
inline const std::vector<std::string_view> kOutputFormats = output_families();

struct CorpusConfig {
  std::string file;                        // the config file as the user named it
  std::vector<ConfigInput> inputs;         // [input.*] sections in file order
  std::vector<ConfigHistoryDir> history;   // [history] dir keys in file order
  std::string history_pattern = "*.txt";   // [history] pattern
  std::size_t history_pattern_line = 0;
  bool history_diagnostics = false;        // [history] diagnostics = yes
  std::vector<std::string> warnings;       // "FILE:LINE: warning: ..." found by resolve_corpus_config
  std::vector<std::string> pairs = {"en-de", "en-fr", "de-fr"};  // [output] pairs, "en-de" form
  std::set<std::string> formats;           // [output] formats; every one of kOutputFormats by default
  SeverityPolicy severity;                 // [severity]

  // True when `format` (one of kOutputFormats) is to be written.
  bool wants(std::string_view format) const { return formats.count(std::string(format)) > 0; }
};

// Parses the config `text`; `name` is the file as the user named it (error messages, and the
// folder that relative paths are joined with). Checks syntax and values only, not the filesystem.
// Throws UsageError "NAME:LINE: ..." on any error.
CorpusConfig parse_corpus_config(std::string_view text, const std::string& name);

// Checks that every input file exists and is a regular file, and appends the files of each history
// folder that match the pattern (sorted by name; files also named as inputs are skipped; the
// folders taken in the order of their paths, so that a file in two of them is found in the same one
// whatever the config's order) to `config.inputs` as English rules; a folder where the pattern matches no file adds a warning to
// `config.warnings`. Throws UsageError naming the config line of a missing file or folder.
void resolve_corpus_config(CorpusConfig& config);

// Reads and parses the config file `path`, then resolves it. Throws UsageError when it does not
// exist or for its content, std::runtime_error when it exists but cannot be read.
CorpusConfig read_corpus_config(const std::string& path);

}  // namespace rulecorp::cli

#endif  // RULECORP_CLI_CORPUS_CONFIG_H_
