// Boost.Program_options reads the INI with every key unregistered: a section `[input.rules-de]` and
// a key `path` become the option "input.rules-de.path". Each option name is split back into its
// section and key here and checked against the keys that section allows; the `[severity]` section
// is left to severity_section (check_config.h), which the check command uses too. Boost reports no
// line numbers, so every error looks its line up again with config_key_line (the nth setting of a
// key) or, for a section as a whole, with the line of its header. Values are validated while
// reading; the filesystem is only consulted by resolve_corpus_config, so parsing is testable on text.
#include "cli/corpus_config.h"

#include <fnmatch.h>

#include <algorithm>
#include <boost/program_options/parsers.hpp>
#include <filesystem>
#include <map>
#include <sstream>

#include "cli/check_config.h"
#include "cli/commands.h"
#include "parse/edition.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace rulecorp::cli {
namespace {

[[noreturn]] void fail(const std::string& name, std::size_t line, const std::string& what) {
  throw UsageError(name + (line ? ":" + std::to_string(line) : std::string()) + ": " + what);
}

std::string_view trim(std::string_view s) {
  std::size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

// Words of a list value, split at spaces, tabs and commas.
std::vector<std::string> words(std::string_view v) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : v) {
    if (c == ' ' || c == '\t' || c == ',') {
      if (!cur.empty()) out.push_back(std::move(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(std::move(cur));
  return out;
}

bool section_name_ok(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
}

std::string join_path(const std::string& config, const std::string& path) {
  if (path.empty() || path.front() == '/') return path;
  fs::path dir = fs::path(config).parent_path();
  return dir.empty() ? path : (dir / path).lexically_normal().string();
}

}  // namespace

std::string_view input_kind_name(InputKind k) {
  switch (k) {
    case InputKind::kRules: return "rules";
    case InputKind::kRulings: return "rulings";
    case InputKind::kCards: return "cards";
  }
  return "rules";
}

CorpusConfig parse_corpus_config(std::string_view text, const std::string& name) {
  if (text.starts_with("\xEF\xBB\xBF")) text = text.substr(3);
  po::parsed_options parsed = parse_ini(text, name);

  CorpusConfig c;
  c.file = name;
  c.formats.insert(std::begin(kOutputFormats), std::end(kOutputFormats));
  std::map<std::string, std::size_t> seen;                // option name -> times set so far
  std::map<std::string, std::size_t> input_index;         // input section name -> index in c.inputs
  std::map<std::string, std::set<std::string>> input_keys;  // which keys each input set
  for (const po::option& o : parsed.options) {
    const std::string& key = o.string_key;
    std::size_t occurrence = seen[key]++;
    std::size_t line = config_key_line(text, key, occurrence);
    std::string value = o.value.empty() ? std::string() : std::string(trim(o.value.front()));
    if (key.starts_with("severity.")) continue;  // severity_section below
    std::size_t dot = key.find('.');
    std::string section = dot == std::string::npos ? std::string() : key.substr(0, dot);
    if (section == "history" && key == "history.dir") {
      if (value.empty()) fail(name, line, "empty 'dir' in [history]");
      c.history.push_back({value, join_path(name, value), line});
      continue;
    }
    if (occurrence > 0)
      fail(name, line, "'" + key + "' is set twice (first at line " + std::to_string(config_key_line(text, key, 0)) + ")");
    if (key == "history.pattern") {
      if (value.empty()) fail(name, line, "empty 'pattern' in [history]");
      c.history_pattern = value;
      c.history_pattern_line = line;
    } else if (key == "history.diagnostics") {
      if (value != "yes" && value != "no") fail(name, line, "bad value '" + value + "' for 'diagnostics' in [history] (yes or no)");
      c.history_diagnostics = value == "yes";
    } else if (key == "output.pairs") {
      c.pairs.clear();
      for (const std::string& p : words(value)) {
        std::optional<Language> a = p.size() == 5 && p[2] == '-' ? parse_language(p.substr(0, 2)) : std::nullopt;
        std::optional<Language> b = p.size() == 5 && p[2] == '-' ? parse_language(p.substr(3)) : std::nullopt;
        if (!a || !b || *a == *b)
          fail(name, line, "bad language pair '" + p + "' in [output] pairs (two of en, de, fr: en-de, en-fr, de-fr)");
        if (std::find(c.pairs.begin(), c.pairs.end(), p) != c.pairs.end())
          fail(name, line, "language pair '" + p + "' given twice in [output] pairs");
        c.pairs.push_back(p);
      }
    } else if (key == "output.formats") {
      c.formats.clear();
      for (const std::string& f : words(value)) {
        if (f == "all") {
          c.formats.insert(std::begin(kOutputFormats), std::end(kOutputFormats));
        } else if (std::find(std::begin(kOutputFormats), std::end(kOutputFormats), f) != std::end(kOutputFormats)) {
          c.formats.insert(f);
        } else {
          std::string all;
          for (std::string_view k : kOutputFormats) all += " " + std::string(k);
          fail(name, line, "unknown output format '" + f + "' in [output] formats (all," + all + ")");
        }
      }
    } else if (section == "input" && key.find('.', dot + 1) != std::string::npos) {
      std::size_t last = key.rfind('.');
      std::string input = key.substr(dot + 1, last - dot - 1), field = key.substr(last + 1);
      if (!section_name_ok(input))
        fail(name, line, "bad input name '" + input + "' (letters, digits, '-' and '_' only)");
      auto [it, fresh] = input_index.try_emplace(input, c.inputs.size());
      if (fresh) {
        ConfigInput ci;
        ci.name = input;
        ci.line = config_section_line(text, "input." + input);
        c.inputs.push_back(std::move(ci));
      }
      ConfigInput& ci = c.inputs[it->second];
      input_keys[input].insert(field);
      if (field == "path") {
        if (value.empty()) fail(name, line, "empty 'path' in [input." + input + "]");
        ci.path = value;
        ci.resolved = join_path(name, value);
      } else if (field == "language") {
        if (value != "auto") {
          ci.language = parse_language(value);
          if (!ci.language) fail(name, line, "bad language '" + value + "' in [input." + input + "] (en, de, fr or auto)");
        }
      } else if (field == "kind") {
        if (value == "rules") ci.kind = InputKind::kRules;
        else if (value == "rulings") ci.kind = InputKind::kRulings;
        else if (value == "cards") ci.kind = InputKind::kCards;
        else fail(name, line, "bad kind '" + value + "' in [input." + input + "] (rules, rulings or cards)");
      } else if (field == "edition") {
        if (!is_iso_date(value))
          fail(name, line, "bad edition '" + value + "' in [input." + input + "] (an ISO date of the calendar, such as 2026-03-06)");
        ci.edition = value;
      } else {
        fail(name, line, "unknown key '" + field + "' in [input." + input + "] (path, language, kind, edition)");
      }
    } else {
      std::string where = section.empty() ? " outside any section" : "";
      fail(name, line, "unknown key '" + key + "'" + where + " (sections: [input.NAME] path language kind edition, "
                       "[history] dir pattern diagnostics, [output] pairs formats, [severity] check.id)");
    }
  }
  for (const ConfigInput& ci : c.inputs) {
    const std::set<std::string>& keys = input_keys[ci.name];
    if (!keys.count("path")) fail(name, ci.line, "[input." + ci.name + "] has no 'path'");
    if (!keys.count("kind")) fail(name, ci.line, "[input." + ci.name + "] has no 'kind' (rules, rulings or cards)");
    if (ci.kind != InputKind::kCards && !keys.count("language"))
      fail(name, ci.line, "[input." + ci.name + "] has no 'language' (en, de, fr or auto)");
  }
  if (c.inputs.empty()) fail(name, 0, "no input: add an [input.NAME] section with path, language, kind and edition");
  c.severity = severity_section(parsed, text, name);
  return c;
}

void resolve_corpus_config(CorpusConfig& c) {
  std::set<std::string> named;
  for (const ConfigInput& ci : c.inputs) {
    std::error_code ec;
    if (!fs::is_regular_file(ci.resolved, ec))
      fail(c.file, ci.line, "[input." + ci.name + "] path '" + ci.path + "': " +
                                (fs::exists(ci.resolved, ec) ? "not a regular file" : "no such file"));
    named.insert(fs::weakly_canonical(ci.resolved, ec).string());
  }
  // The folders in the order of their paths, not of the config's lines: a file found in two of
  // them is read from the same one whatever their order (the warnings keep the config's order).
  std::vector<const ConfigHistoryDir*> dirs;
  for (const ConfigHistoryDir& h : c.history) {
    std::error_code ec;
    if (!fs::is_directory(h.resolved, ec)) fail(c.file, h.line, "[history] dir '" + h.path + "': no such folder");
    dirs.push_back(&h);
  }
  std::stable_sort(dirs.begin(), dirs.end(), [](const ConfigHistoryDir* a, const ConfigHistoryDir* b) {
    std::error_code ea, eb;
    return fs::weakly_canonical(a->resolved, ea) < fs::weakly_canonical(b->resolved, eb);
  });
  std::vector<std::pair<std::size_t, std::string>> warnings;  // config line, warning
  for (const ConfigHistoryDir* dir : dirs) {
    const ConfigHistoryDir& h = *dir;
    std::error_code ec;
    std::vector<std::string> files;
    std::size_t matched = 0;  // files the pattern matches, inputs named elsewhere included
    for (const fs::directory_entry& e : fs::directory_iterator(h.resolved, ec)) {
      std::string leaf = e.path().filename().string();
      if (!e.is_regular_file(ec) || fnmatch(c.history_pattern.c_str(), leaf.c_str(), 0) != 0) continue;
      ++matched;
      if (named.count(fs::weakly_canonical(e.path(), ec).string())) continue;
      files.push_back(leaf);
    }
    if (ec) fail(c.file, h.line, "[history] dir '" + h.path + "': " + ec.message());
    if (!matched)
      warnings.emplace_back(h.line, c.file + ":" + std::to_string(h.line) + ": warning: [history] dir '" + h.path + "': pattern '" +
                           c.history_pattern + "'" +
                           (c.history_pattern_line ? " (line " + std::to_string(c.history_pattern_line) + ")" : std::string()) +
                           " matches no file; no edition is read from it");
    std::sort(files.begin(), files.end());
    for (const std::string& f : files) {
      ConfigInput ci;
      ci.name = "history";
      ci.path = (fs::path(h.path) / f).string();
      ci.resolved = (fs::path(h.resolved) / f).string();
      ci.language = Language::kEn;
      ci.kind = InputKind::kRules;
      ci.line = h.line;
      named.insert(fs::weakly_canonical(ci.resolved, ec).string());
      c.inputs.push_back(std::move(ci));
    }
  }
  std::stable_sort(warnings.begin(), warnings.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& w : warnings) c.warnings.push_back(std::move(w.second));
}

CorpusConfig read_corpus_config(const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) fail(path, 0, "no such corpus config (give one with --config FILE)");
  CorpusConfig c = parse_corpus_config(read_config_text(path), path);
  resolve_corpus_config(c);
  return c;
}

}  // namespace rulecorp::cli
