// The check configuration file: the [severity] section read through Boost's config-file parser into
// a SeverityPolicy; every mistake (unknown check id, unknown key, bad value, a key set twice, a
// malformed line) is an error naming the file and the line; the section reader is reusable on an
// option set parsed for a larger config (the build command's), which has other sections; the file
// is decoded as any text input is.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "cli/check_config.h"
#include "cli/commands.h"
#include "support/temp_dir.h"

namespace rulecorp::cli {
namespace {

std::string error_of(std::string_view text) {
  try {
    parse_check_config(text, "rulecorp.ini");
  } catch (const UsageError& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("check config: severities and checks turned off") {
  SeverityPolicy p = parse_check_config(
      "# our team's policy\n"
      "[severity]\n"
      "xref.stale = warning        # until the 2025 update\n"
      "  typography.quotes=off\r\n"
      "\n"
      "term.missing = error\n",
      "rulecorp.ini");
  CHECK(p.rules().size() == 3);
  CHECK(p.severity("xref.stale", Severity::kError) == Severity::kWarning);
  CHECK(p.is_off("typography.quotes"));
  CHECK(p.severity("term.missing", Severity::kNote) == Severity::kError);
  CHECK(p.severity("number.mismatch", Severity::kWarning) == Severity::kWarning);
  // A byte order mark (as Windows editors write) and an empty file are fine.
  CHECK(parse_check_config("\xEF\xBB\xBF[severity]\nxref.stale = note\n", "bom.ini").rules().size() == 1);
  CHECK(parse_check_config("", "empty.ini").empty());
}

TEST_CASE("check config: every mistake names the file and line") {
  CHECK(error_of("[severity]\nxref.stale = warning\n\nxref.stael = note\n") ==
        "rulecorp.ini:4: unknown check id 'xref.stael' in [severity] (see 'rulecorp checks')");
  CHECK(error_of("[severity]\n# comment\nxref.stale = loud\n") ==
        "rulecorp.ini:3: bad value 'loud' for 'xref.stale' in [severity] (error, warning, note or off)");
  CHECK(error_of("[severity]\nxref.stale =\n") ==
        "rulecorp.ini:2: bad value '' for 'xref.stale' in [severity] (error, warning, note or off)");
  CHECK(error_of("[severity]\nxref.stale = note\ntypography.quotes = off\n xref.stale = error\n") ==
        "rulecorp.ini:4: 'xref.stale' is set twice in [severity] (first at line 2)");
  CHECK(error_of("[severity]\nxref.stale = note\n[output]\nformat = html\n") ==
        "rulecorp.ini:4: unknown key 'output.format' (a check config has only the [severity] section)");
  CHECK(error_of("fail-on = warning\n[severity]\n") ==
        "rulecorp.ini:1: unknown key 'fail-on' (a check config has only the [severity] section)");
  CHECK(error_of("[severity]\nxref.stale = note\nxref.stale warning\n") ==
        "rulecorp.ini:3: malformed line 'xref.stale warning' (expected '[section]' or 'key = value')");
}

TEST_CASE("check config: the [severity] section of a larger, already parsed config") {
  namespace po = boost::program_options;
  std::string text =
      "name = Comprehensive Rules DE\n"
      "[inputs]\n"
      "de = cr-de.txt\n"
      "[severity]\n"
      "align.missing = off\n"
      "xref.stale = warning\n";
  po::options_description desc;
  desc.add_options()("name", po::value<std::string>())("inputs.de", po::value<std::string>());
  std::istringstream in(text);
  po::parsed_options parsed = po::parse_config_file(in, desc, true);
  SeverityPolicy p = severity_section(parsed, text, "corpus.ini");
  CHECK(p.rules().size() == 2);
  CHECK(p.is_off("align.missing"));
  // Errors name that file's lines too.
  std::string bad = text + "xref.typo = fatal\n";
  std::istringstream in2(bad);
  po::parsed_options parsed2 = po::parse_config_file(in2, desc, true);
  CHECK_THROWS_WITH_AS(severity_section(parsed2, bad, "corpus.ini"),
                       "corpus.ini:7: bad value 'fatal' for 'xref.typo' in [severity] (error, warning, note or off)",
                       UsageError);
}

TEST_CASE("check config: config_key_line finds keys as Boost reads them") {
  std::string text = "[severity]\nxref.stale = note # x\n[other]\nxref.stale = 1\n[severity]\n xref.stale=off\n";
  CHECK(config_key_line(text, "severity.xref.stale") == 2);
  CHECK(config_key_line(text, "severity.xref.stale", 1) == 6);
  CHECK(config_key_line(text, "other.xref.stale") == 4);
  CHECK(config_key_line(text, "severity.term.missing") == 0);
}

TEST_CASE("check config: read from a file; a missing file is an I/O error") {
  char path[] = "/tmp/rulecorp-config-XXXXXX";
  int fd = ::mkstemp(path);
  REQUIRE(fd >= 0);
  ::close(fd);
  std::ofstream(path) << "[severity]\nsymbol.mismatch = error\n";
  SeverityPolicy p = read_check_config(path);
  CHECK(p.severity("symbol.mismatch", Severity::kWarning) == Severity::kError);
  std::remove(path);
  CHECK_THROWS_AS(read_check_config(path), std::runtime_error);
}

TEST_CASE("check config: read as any text input is (UTF-16 decoded); bytes no text has refused with the line") {
  test::TempDir d;
  const std::string utf16 = d.path + "/utf16.ini", binary = d.path + "/nul.ini";
  {
    std::ofstream out(utf16, std::ios::binary);  // UTF-16LE without a byte order mark
    for (char c : std::string("[severity]\nsymbol.mismatch = error\n")) out << c << '\0';
  }
  CHECK(read_check_config(utf16).severity("symbol.mismatch", Severity::kWarning) == Severity::kError);
  std::ofstream(binary, std::ios::binary) << std::string("[severity]\nsymbol.mismatch = \0error\n", 36);
  try {
    read_check_config(binary);
    FAIL("a NUL byte was accepted");
  } catch (const UsageError& e) {
    CHECK(std::string(e.what()).rfind(binary + ":2:", 0) == 0);
    CHECK(std::string(e.what()).find("[text.nul] (a config is text: save it as UTF-8)") != std::string::npos);
  }
}

}  // namespace rulecorp::cli
