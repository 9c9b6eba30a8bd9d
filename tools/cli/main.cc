// rulecorp's entry point: picks the subcommand, runs it, and maps errors to exit codes
// (usage errors 2, I/O and internal faults 1). All work lives in the stage libraries. When writing
// to stderr failed (a full device), the diagnostics are lost, so a run that would exit 0 exits 1.
#include <boost/program_options/errors.hpp>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "common/version.h"

namespace {

void print_help() {
  std::cout << "Usage: rulecorp COMMAND [OPTIONS] [ARGS]\n\n"
               "Parses, aligns and checks Magic: The Gathering rules and rulings texts in\n"
               "English, German and French.\n\n"
               "Commands:\n"
               "  build    the main job: a corpus config in, a complete output folder out (index.html)\n"
               "  parse    write the document model of rules/rulings files (JSON or text)\n"
               "  align    align rules, rulings and card texts across languages or editions (TMX, TSV, JSON)\n"
               "  check    check texts across languages and editions; report (text, JSON, HTML, SARIF)\n"
               "  fix      apply the findings' certain fixes to copies of the inputs (a folder or a unified diff)\n"
               "  merge    write the translation of a new edition from the present one and the returned update package\n"
               "  update   the work package that brings a translation to a newer English edition (XLIFF 1.2, 2.1)\n"
               "  glossary build the translators' glossary (TBX, TBX v2, TSV, CSV, JSON, HTML)\n"
               "  convert  one output per document: JSON, clean text or an HTML page\n"
               "  history  a rule's lineage over English editions: its numbers, rewordings\n"
               "  checks   list every check id with its severity and description\n\n"
               "Options:\n"
               "  -h, --help     show this help and exit\n"
               "  --version      show the version and exit\n\n"
               "'rulecorp COMMAND --help' describes a command.\n";
}

// The subcommand's exit status, or that of the error it threw.
int run(std::vector<std::string> args) {
  using namespace rulecorp::cli;
  try {
    if (args.empty()) throw UsageError("no command given");
    std::string cmd = args.front();
    args.erase(args.begin());
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
      print_help();
      return 0;
    }
    if (cmd == "--version") {
      std::cout << "rulecorp " << rulecorp::kVersion << '\n';
      return 0;
    }
    if (cmd == "build") return run_build(args);
    if (cmd == "parse") return run_parse(args);
    if (cmd == "align") return run_align(args);
    if (cmd == "check") return run_check(args);
    if (cmd == "fix") return run_fix(args);
    if (cmd == "merge") return run_merge(args);
    if (cmd == "update") return run_update(args);
    if (cmd == "glossary") return run_glossary(args);
    if (cmd == "checks") return run_checks(args);
    if (cmd == "convert") return run_convert(args);
    if (cmd == "history") return run_history(args);
    throw UsageError("unknown command '" + cmd + "'");
  } catch (const UsageError& e) {
    std::cerr << "rulecorp: " << e.what() << "\nTry 'rulecorp --help'.\n";
    return 2;
  } catch (const boost::program_options::error& e) {
    std::cerr << "rulecorp: " << e.what() << "\nTry 'rulecorp --help'.\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "rulecorp: error: " << e.what() << '\n';
    return 1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  rulecorp::cli::install_signal_cleanup();
  int status = run(std::vector<std::string>(argv + 1, argv + argc));
  std::cerr.flush();
  if (status == 0 && (!std::cerr || std::fflush(stderr) != 0 || std::ferror(stderr))) status = 1;
  return status;
}
