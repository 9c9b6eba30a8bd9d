// The corpus config of `rulecorp build`: a good config reads into inputs (paths joined with the
// config's folder), history folders, pairs, formats and severities; every mistake is an error naming
// the config file and the line it is on (table-driven); resolving checks files on disk, expands
// a history folder (skipping files also named as inputs) and names the line of a missing file.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/corpus_config.h"
#include "support/shared_dir.h"

namespace rulecorp::cli {
namespace {

constexpr const char* kGood =
    "# a corpus\n"                       // 1
    "[input.rules-en]\n"                 // 2
    "path = rules-en.txt\n"              // 3
    "language = en\n"                    // 4
    "kind = rules\n"                     // 5
    "edition = 2026-03-06\n"             // 6
    "\n"                                 // 7
    "[input.seed]\n"                     // 8
    "path = ../seeds/000.txt   # mixed\n"  // 9
    "language = auto\n"                  // 10
    "kind = rulings\n"                   // 11
    "[input.cards]\n"                    // 12
    "path = /data/DOM.json\n"            // 13
    "kind = cards\n"                     // 14
    "[history]\n"                        // 15
    "dir = old\n"                        // 16
    "dir = ../archive\n"                 // 17
    "pattern = cr-en-*.txt\n"            // 18
    "[output]\n"                         // 19
    "pairs = en-de, de-fr\n"             // 20
    "formats = tmx report-html tbx\n"    // 21
    "[severity]\n"                       // 22
    "typography.quotes = off\n"          // 23
    "xref.stale = warning\n";            // 24

std::string error_of(const std::string& text) {
  try {
    parse_corpus_config(text, "corpus/c.ini");
  } catch (const UsageError& e) {
    return e.what();
  }
  return "accepted";
}

const std::string kInput = "[input.a]\npath = a.txt\nlanguage = de\nkind = rules\n";

}  // namespace

TEST_CASE("corpus config: a good config, paths relative to the config's folder") {
  CorpusConfig c = parse_corpus_config(kGood, "corpus/c.ini");
  REQUIRE(c.inputs.size() == 3);
  CHECK(c.inputs[0].name == "rules-en");
  CHECK(c.inputs[0].path == "rules-en.txt");
  CHECK(c.inputs[0].resolved == "corpus/rules-en.txt");
  CHECK(c.inputs[0].language == Language::kEn);
  CHECK(c.inputs[0].kind == InputKind::kRules);
  CHECK(c.inputs[0].edition == "2026-03-06");
  CHECK(c.inputs[0].line == 2);
  CHECK(c.inputs[1].resolved == "seeds/000.txt");  // ../ out of corpus/, a trailing comment dropped
  CHECK_FALSE(c.inputs[1].language.has_value());   // auto: detected per part
  CHECK(c.inputs[1].kind == InputKind::kRulings);
  CHECK(c.inputs[2].resolved == "/data/DOM.json");  // absolute stays
  CHECK(c.inputs[2].kind == InputKind::kCards);     // cards need no language
  REQUIRE(c.history.size() == 2);
  CHECK(c.history[0].resolved == "corpus/old");
  CHECK(c.history[1].resolved == "archive");
  CHECK(c.history[1].line == 17);
  CHECK(c.history_pattern == "cr-en-*.txt");
  CHECK(c.pairs == std::vector<std::string>{"en-de", "de-fr"});
  CHECK(c.formats == std::set<std::string>{"tmx", "report-html", "tbx"});
  CHECK(c.wants("tmx"));
  CHECK_FALSE(c.wants("aligned-tsv"));
  CHECK(c.severity.is_off("typography.quotes"));
  CHECK(c.severity.severity("xref.stale", Severity::kError) == Severity::kWarning);

  // Defaults: the three pairs, every format.
  CorpusConfig d = parse_corpus_config(kInput, "c.ini");
  CHECK(d.inputs[0].resolved == "a.txt");
  CHECK(d.pairs.size() == 3);
  CHECK(d.formats.size() == std::size(kOutputFormats));
  CHECK(d.history.empty());
}

TEST_CASE("corpus config: [history] diagnostics = yes lists the history editions' diagnostics in full") {
  CHECK_FALSE(parse_corpus_config(kInput, "corpus/c.ini").history_diagnostics);
  CHECK(parse_corpus_config(kInput + "[history]\ndiagnostics = yes\n", "corpus/c.ini").history_diagnostics);
  CHECK_FALSE(parse_corpus_config(kInput + "[history]\ndiagnostics = no\n", "corpus/c.ini").history_diagnostics);
}

TEST_CASE("corpus config: every mistake names the file and the line") {
  struct Case {
    std::string text;
    std::string error;
  };
  const Case cases[] = {
      {kInput + "[input.b]\npath = b.txt\nlanguage = fr\nkind = rules\nedtion = 2026-03-06\n",
       "corpus/c.ini:9: unknown key 'edtion' in [input.b] (path, language, kind, edition)"},
      {kInput + "language = en\n", "corpus/c.ini:5: 'input.a.language' is set twice (first at line 3)"},
      {kInput + "edition = 6 March 2026\n", "corpus/c.ini:5: bad edition '6 March 2026' in [input.a] (an ISO date of the calendar, such as 2026-03-06)"},
      {kInput + "edition = 2026-13-01\n", "corpus/c.ini:5: bad edition '2026-13-01' in [input.a] (an ISO date of the calendar, such as 2026-03-06)"},
      {kInput + "edition = 2026-02-31\n", "corpus/c.ini:5: bad edition '2026-02-31' in [input.a] (an ISO date of the calendar, such as 2026-03-06)"},
      {kInput + "edition = 2025-02-29\n", "corpus/c.ini:5: bad edition '2025-02-29' in [input.a] (an ISO date of the calendar, such as 2026-03-06)"},
      {"[input.a]\npath = a.txt\nlanguage = es\nkind = rules\n",
       "corpus/c.ini:3: bad language 'es' in [input.a] (en, de, fr or auto)"},
      {"[input.a]\npath = a.txt\nlanguage = de\nkind = rule\n",
       "corpus/c.ini:4: bad kind 'rule' in [input.a] (rules, rulings or cards)"},
      {"[input.a]\nlanguage = de\nkind = rules\n", "corpus/c.ini:1: [input.a] has no 'path'"},
      {"\n[input.a]\npath = a.txt\nkind = rules\n", "corpus/c.ini:2: [input.a] has no 'language' (en, de, fr or auto)"},
      {"[input.a]\npath = a.txt\nlanguage = en\n", "corpus/c.ini:1: [input.a] has no 'kind' (rules, rulings or cards)"},
      {"[input.a b]\npath = a.txt\n", "corpus/c.ini:2: bad input name 'a b' (letters, digits, '-' and '_' only)"},
      {kInput + "[output]\npairs = en-de en-es\n",
       "corpus/c.ini:6: bad language pair 'en-es' in [output] pairs (two of en, de, fr: en-de, en-fr, de-fr)"},
      {kInput + "[output]\npairs = en-en\n",
       "corpus/c.ini:6: bad language pair 'en-en' in [output] pairs (two of en, de, fr: en-de, en-fr, de-fr)"},
      {kInput + "[output]\npairs = en-de en-de\n", "corpus/c.ini:6: language pair 'en-de' given twice in [output] pairs"},
      {kInput + "[output]\nformats = tmx pdf\n",
       "corpus/c.ini:6: unknown output format 'pdf' in [output] formats (all, tmx tsv report-text report-json "
       "report-html report-sarif tbx tbx-v2 glossary-tsv glossary-csv glossary-html renumbering update-list reader)"},
      {kInput + "[outputs]\npairs = en-de\n",
       "corpus/c.ini:6: unknown key 'outputs.pairs' (sections: [input.NAME] path language kind edition, [history] dir "
       "pattern diagnostics, [output] pairs formats, [severity] check.id)"},
      {"jobs = 2\n" + kInput,
       "corpus/c.ini:1: unknown key 'jobs' outside any section (sections: [input.NAME] path language kind edition, "
       "[history] dir pattern diagnostics, [output] pairs formats, [severity] check.id)"},
      {kInput + "[history]\ndiagnostics = all\n", "corpus/c.ini:6: bad value 'all' for 'diagnostics' in [history] (yes or no)"},
      {kInput + "[history]\npattern = *.txt\npattern = cr-*\n", "corpus/c.ini:7: 'history.pattern' is set twice (first at line 6)"},
      {kInput + "just words\n", "corpus/c.ini:5: malformed line 'just words' (expected '[section]' or 'key = value')"},
      {kInput + "[severity]\nxref.stael = note\n",
       "corpus/c.ini:6: unknown check id 'xref.stael' in [severity] (see 'rulecorp checks')"},
      {kInput + "[severity]\nxref.stale = loud\n",
       "corpus/c.ini:6: bad value 'loud' for 'xref.stale' in [severity] (error, warning, note or off)"},
      {"# nothing\n[output]\nformats = all\n",
       "corpus/c.ini: no input: add an [input.NAME] section with path, language, kind and edition"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    CHECK(error_of(c.text) == c.error);
  }
}

TEST_CASE("corpus config: resolving checks the files and expands history folders") {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("rulecorp-config-test-" + std::to_string(::getpid()));
  fs::create_directories(dir / "old");
  for (const char* f : {"rules.txt", "old/cr-en-2001.txt", "old/cr-en-1999.txt", "old/cr-de-2001.txt", "old/notes.md"})
    std::ofstream(dir / f) << "x";
  std::string ini = (dir / "c.ini").string();
  std::string text = "[input.a]\npath = rules.txt\nlanguage = en\nkind = rules\n[history]\ndir = old\npattern = cr-en-*\n";
  {
    CorpusConfig c = parse_corpus_config(text, ini);
    resolve_corpus_config(c);
    REQUIRE(c.inputs.size() == 3);  // the input, then the two English editions in name order
    CHECK(c.inputs[1].path == "old/cr-en-1999.txt");
    CHECK(c.inputs[2].path == "old/cr-en-2001.txt");
    CHECK(c.inputs[2].language == Language::kEn);
    CHECK(c.inputs[2].line == 6);
  }
  {  // A file named as an input is not read twice from its folder.
    CorpusConfig c = parse_corpus_config(
        "[input.a]\npath = old/cr-en-2001.txt\nlanguage = en\nkind = rules\n[history]\ndir = old\npattern = cr-en-*\n", ini);
    resolve_corpus_config(c);
    REQUIRE(c.inputs.size() == 2);
    CHECK(c.inputs[1].path == "old/cr-en-1999.txt");
  }
  auto error = [&](const std::string& t) {
    CorpusConfig c = parse_corpus_config(t, ini);
    try {
      resolve_corpus_config(c);
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK(error("\n[input.a]\npath = missing.txt\nlanguage = en\nkind = rules\n") ==
        ini + ":2: [input.a] path 'missing.txt': no such file");
  CHECK(error("[input.a]\npath = old\nlanguage = en\nkind = rules\n") == ini + ":1: [input.a] path 'old': not a regular file");
  CHECK(error(text + "dir = gone\n") == ini + ":8: [history] dir 'gone': no such folder");
  {  // A folder where the pattern matches no file is a warning naming the dir line and the pattern's.
    CorpusConfig c = parse_corpus_config(text + "dir = .\n", ini);
    resolve_corpus_config(c);
    CHECK(c.inputs.size() == 3);
    REQUIRE(c.warnings.size() == 1);
    CHECK(c.warnings[0] == ini + ":8: warning: [history] dir '.': pattern 'cr-en-*' (line 7) matches no file; no edition is read from it");
  }
  std::string missing;
  try {
    read_corpus_config((dir / "none.ini").string());
  } catch (const UsageError& e) {
    missing = e.what();
  }
  CHECK(missing == (dir / "none.ini").string() + ": no such corpus config (give one with --config FILE)");
  fs::remove_all(dir);
}

TEST_CASE("corpus config: the project's own configs read") {
  std::string root = test::test_data_dir() + "/../corpus/";
  CorpusConfig c = read_corpus_config(root + "rulecorp.ini");
  CHECK(c.inputs.size() == 8);  // rules en (two editions), de, fr (two editions), rulings en and de, cards
  CHECK(c.pairs.size() == 3);
  std::size_t cards = 0, older = 0;
  for (const ConfigInput& i : c.inputs) {
    cards += i.kind == InputKind::kCards;
    older += i.edition == "2025-09-01";
  }
  CHECK(cards == 1);
  CHECK(older == 2);  // the older English edition and the French excerpt translated from it
  // shared.ini reads ../shared beside the checkout (the configured shared folder is only used to
  // see whether it is there).
  if (!std::filesystem::is_directory(test::shared_dir() + "/corpus/cr-archive")) return;
  CorpusConfig s = read_corpus_config(root + "shared.ini");
  CHECK(s.inputs.size() > 120);  // every English edition of cr/ and cr-archive/ beside the named inputs
}

}  // namespace rulecorp::cli
