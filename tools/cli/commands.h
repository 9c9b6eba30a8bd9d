// The subcommands. Each takes the arguments after its name and returns the exit status:
// 0 success, 1 findings at or above --fail-on (or an I/O fault, thrown), 2 usage error (thrown as
// UsageError or a Boost.Program_options error).
#ifndef RULECORP_CLI_COMMANDS_H_
#define RULECORP_CLI_COMMANDS_H_

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp::cli {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// `rulecorp parse`: write the document model of every input.
int run_parse(const std::vector<std::string>& args);
// `rulecorp align`: align documents across languages, editions or card translations.
int run_align(const std::vector<std::string>& args);
// `rulecorp check`: check texts across languages and editions and write a report.
int run_check(const std::vector<std::string>& args);
// `rulecorp fix`: apply the findings' certain fixes to copies of the inputs (a folder or a diff).
int run_fix(const std::vector<std::string>& args);
// `rulecorp merge`: the translation of a new edition from the present one and the returned update package(s).
int run_merge(const std::vector<std::string>& args);
// `rulecorp update`: the work package (XLIFF) that brings a translation to a newer English edition.
int run_update(const std::vector<std::string>& args);
// `rulecorp build`: the main job, from a corpus config to a complete output folder.
int run_build(const std::vector<std::string>& args);
// `rulecorp glossary`: build the translators' glossary and write it as TBX, TSV, CSV, JSON or HTML.
int run_glossary(const std::vector<std::string>& args);
// `rulecorp convert`: one output per document (JSON, clean text or an HTML page).
int run_convert(const std::vector<std::string>& args);
// `rulecorp history`: a rule's lineage over English editions (numbers, rewordings).
int run_history(const std::vector<std::string>& args);
// `rulecorp checks`: list every check id with its severity, ITS type and description.
int run_checks(const std::vector<std::string>& args);

}  // namespace rulecorp::cli

#endif  // RULECORP_CLI_COMMANDS_H_
