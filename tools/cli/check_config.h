// The check configuration file (`rulecorp check --config FILE`, and the `[severity]` section of
// the `build` command's corpus config): INI as Boost.Program_options reads it, e.g.
//
//   [severity]
//   xref.stale = warning      # error, warning, note, or off
//   typography.quotes = off
//
// Errors (an unknown check id, an unknown key, a bad value, a malformed line) are UsageErrors that
// name the file and line: "FILE:LINE: ...".
#ifndef RULECORP_CLI_CHECK_CONFIG_H_
#define RULECORP_CLI_CHECK_CONFIG_H_

#include <boost/program_options/parsers.hpp>
#include <string>
#include <string_view>

#include "check/severity_policy.h"

namespace rulecorp::cli {

// The policy in the `[severity]` options of `parsed` (from po::parse_config_file with
// allow_unregistered = true over `text`, the file's content; `name` is the file as the user named
// it). Options outside the section are left to the caller. Throws UsageError naming the line for an
// unknown check id, a bad value or a check set twice.
SeverityPolicy severity_section(const boost::program_options::parsed_options& parsed, std::string_view text,
                                const std::string& name);

// The policy of a check configuration's text, which may hold only the `[severity]` section. Throws
// UsageError naming the line for a malformed line or an unknown key, and as severity_section does.
SeverityPolicy parse_check_config(std::string_view text, const std::string& name);

// Reads the check configuration file `path` and parses it as parse_check_config does. Throws
// std::runtime_error when the file cannot be read, UsageError as read_config_text does.
SeverityPolicy read_check_config(const std::string& path);

// The text of the config file `path` (INI), decoded as any text input is (text/decoder.h: UTF-16
// and legacy encodings too; NFC UTF-8 with '\n' line ends, no byte order mark). Throws UsageError
// "PATH:LINE: ..." for a file past the size limit of 1 MiB (naming the line the limit falls on) and
// for bytes the decoder reports as errors (binary, invalid in its encoding, NUL);
// std::runtime_error when it cannot be read.
std::string read_config_text(const std::string& path);

// The options of the INI `text` (without byte order mark) as po::parse_config_file reads them, every
// key unregistered ("section.key"). Throws UsageError naming `name` and the line for a malformed line.
boost::program_options::parsed_options parse_ini(std::string_view text, const std::string& name);

// The 1-based line of `text` (INI) where the header `[section]` stands; 0 when absent.
std::size_t config_section_line(std::string_view text, std::string_view section);

// The 1-based line of `text` where the INI key `key` ("section.name", as Boost names it) is set for
// the `occurrence`-th time (0-based), read as Boost reads it; 0 when not found.
std::size_t config_key_line(std::string_view text, std::string_view key, std::size_t occurrence = 0);

}  // namespace rulecorp::cli

#endif  // RULECORP_CLI_CHECK_CONFIG_H_
