// Boost.Program_options parses the INI (sections become key prefixes: `[severity]` + `xref.stale`
// is the option "severity.xref.stale"); every key is read as unregistered, since check ids are data
// from the check table, not options. Boost reports keys and malformed lines but not line numbers,
// so config_key_line re-reads the text the way Boost does (comments from '#', whitespace trimmed,
// `[section]` prefixes) to find the line an error is about.
#include "cli/check_config.h"

#include <cstdio>
#include <map>
#include <sstream>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "text/decoder.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

constexpr std::string_view kSection = "severity.";
constexpr std::uint64_t kMaxConfigBytes = 1 << 20;

std::string_view trim(std::string_view s) {
  std::size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

// Each non-empty line of `text` as Boost sees it (comment stripped, trimmed), section headers
// included, as f(number, line); stops when f returns false.
template <typename F>
void for_each_config_line(std::string_view text, F f) {
  std::size_t number = 0;
  while (!text.empty()) {
    std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    ++number;
    if (std::size_t hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    line = trim(line);
    if (!line.empty() && !f(number, line)) return;
  }
}

bool is_header(std::string_view line) { return line.front() == '[' && line.back() == ']'; }

// Each option line of `text`, as f(number, line, prefix) with the section prefix in force ("severity.").
template <typename F>
void for_each_line(std::string_view text, F f) {
  std::string prefix;
  for_each_config_line(text, [&](std::size_t number, std::string_view line) {
    if (!is_header(line)) return f(number, line, prefix);
    prefix = std::string(line.substr(1, line.size() - 2));
    if (prefix.empty() || prefix.back() != '.') prefix += '.';
    return true;
  });
}

[[noreturn]] void fail(const std::string& name, std::size_t line, const std::string& what) {
  throw UsageError(name + (line ? ":" + std::to_string(line) : std::string()) + ": " + what);
}

std::string_view strip_bom(std::string_view text) {
  return text.starts_with("\xEF\xBB\xBF") ? text.substr(3) : text;
}

}  // namespace

po::parsed_options parse_ini(std::string_view text, const std::string& name) {
  std::istringstream in{std::string(text)};
  po::options_description none;
  po::parsed_options parsed(&none);
  try {
    parsed = po::parse_config_file(in, none, true);
  } catch (const po::invalid_config_file_syntax& e) {
    std::size_t line = 0;
    std::string bad = e.tokens();
    for_each_line(text, [&](std::size_t number, std::string_view l, const std::string&) {
      if (l != bad) return true;
      line = number;
      return false;
    });
    fail(name, line, "malformed line '" + bad + "' (expected '[section]' or 'key = value')");
  } catch (const po::error& e) {
    fail(name, 0, e.what());
  }
  return parsed;
}

std::size_t config_section_line(std::string_view text, std::string_view section) {
  std::size_t found = 0;
  for_each_config_line(text, [&](std::size_t number, std::string_view line) {
    if (line.size() >= 2 && is_header(line) && trim(line.substr(1, line.size() - 2)) == section) found = number;
    return found == 0;
  });
  return found;
}

std::size_t config_key_line(std::string_view text, std::string_view key, std::size_t occurrence) {
  std::size_t found = 0;
  for_each_line(strip_bom(text), [&](std::size_t number, std::string_view line, const std::string& prefix) {
    std::size_t eq = line.find('=');
    if (eq == std::string_view::npos) return true;
    std::string name = prefix + std::string(trim(line.substr(0, eq)));
    if (name == key && occurrence-- == 0) {
      found = number;
      return false;
    }
    return true;
  });
  return found;
}

SeverityPolicy severity_section(const po::parsed_options& parsed, std::string_view text, const std::string& name) {
  SeverityPolicy policy;
  std::map<std::string, std::size_t> seen;  // key -> how often set so far
  for (const po::option& o : parsed.options) {
    if (!o.string_key.starts_with(kSection)) continue;
    std::size_t occurrence = seen[o.string_key]++;
    std::size_t line = config_key_line(text, o.string_key, occurrence);
    std::string check = o.string_key.substr(kSection.size());
    if (occurrence > 0)
      fail(name, line, "'" + check + "' is set twice in [severity] (first at line " +
                           std::to_string(config_key_line(text, o.string_key, 0)) + ")");
    std::string value = o.value.empty() ? std::string() : o.value.front();
    try {
      if (value == "off") {
        policy.turn_off(check);
      } else if (std::optional<Severity> s = parse_severity(value)) {
        policy.set(check, *s);
      } else {
        fail(name, line, "bad value '" + value + "' for '" + check + "' in [severity] (error, warning, note or off)");
      }
    } catch (const std::invalid_argument&) {
      fail(name, line, "unknown check id '" + check + "' in [severity] (see 'rulecorp checks')");
    }
  }
  return policy;
}

SeverityPolicy parse_check_config(std::string_view text, const std::string& name) {
  text = strip_bom(text);
  po::parsed_options parsed = parse_ini(text, name);
  std::map<std::string, std::size_t> seen;
  for (const po::option& o : parsed.options) {
    if (o.string_key.starts_with(kSection)) continue;
    std::size_t line = config_key_line(text, o.string_key, seen[o.string_key]++);
    fail(name, line, "unknown key '" + o.string_key + "' (a check config has only the [severity] section)");
  }
  return severity_section(parsed, text, name);
}

std::string read_config_text(const std::string& path) {
  std::string bytes;
  try {
    bytes = read_input(path, kMaxConfigBytes, "");
  } catch (const InputTooLarge&) {
    // The line where the limit falls: the config's first kMaxConfigBytes bytes, counted.
    std::size_t line = 1;
    if (FILE* f = std::fopen(path.c_str(), "rb")) {
      std::uint64_t seen = 0;
      for (int c; seen < kMaxConfigBytes && (c = std::fgetc(f)) != EOF; ++seen) line += c == '\n';
      std::fclose(f);
    }
    throw UsageError(path + ":" + std::to_string(line) + ": the config passes the limit of " + std::to_string(kMaxConfigBytes >> 20) +
                     " MiB here (a config is a few kilobytes of INI; is this the right file?)");
  }
  Diagnostics diags;
  Source src = decode(path, bytes, DecodeOptions{}, diags);
  for (const Diagnostic& d : diags.all())
    if (d.severity == Severity::kError)
      throw UsageError(path + (d.line ? ":" + std::to_string(d.line) : std::string()) +
                       (d.line && d.column ? ":" + std::to_string(d.column) : std::string()) + ": " + d.message +
                       " [" + d.check + "] (a config is text: save it as UTF-8)");
  return std::move(src.text);
}

SeverityPolicy read_check_config(const std::string& path) { return parse_check_config(read_config_text(path), path); }

}  // namespace rulecorp::cli
