// `rulecorp parse`: options are bound into ParseCommandOptions (one commented field each) by
// Boost.Program_options; inputs are read first (an I/O fault stops the run before anything is
// written), then decoded, parsed, serialised and written atomically; diagnostics go to stderr and
// decide the exit status through --fail-on.
#include <unistd.h>

#include <boost/program_options.hpp>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "common/diagnostic.h"
#include "emit/parse_json.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct ParseCommandOptions {
  InputOptions io;              // inputs, --out, --encoding, --fail-on, --max-input-mb, --quiet
  std::string format = "json";  // json (the model, schemas/parse.schema.json) or text (one line per block)
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp parse [OPTIONS] [LANG:]FILE...\n\n"
               "Reads rules and rulings texts (any encoding, any line ends) and writes their document\n"
               "model: sections, rules with examples and cross-references, glossary, rulings.\n"
               "LANG (en, de, fr) fixes the language of an input; otherwise it is detected, and an\n"
               "input holding several languages is split into one document per language.\n"
               "FILE '-' reads standard input.\n\n"
            << desc
            << "\nExit status: 0 ok, 1 findings at or above --fail-on (or an I/O error), 2 usage error.\n"
               "Checks: see 'rulecorp checks'.\n";
}

}  // namespace

int run_parse(const std::vector<std::string>& args) {
  ParseCommandOptions o;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("format,f", po::value(&o.format)->default_value(o.format), "output format: json or text");
  add_input_options(desc, o.io);
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  std::optional<Severity> fail_on = check_input_options(o.io, "parse");
  if (o.format != "json" && o.format != "text") throw UsageError("parse: unknown --format '" + o.format + "'");
  std::vector<InputSpec> specs = parse_input_specs(o.io.inputs, o.io.out, "parse");

  // Read everything first: an I/O fault must stop the run before any output is touched.
  std::vector<std::string> bytes = read_inputs(specs, o.io.max_input_mb << 20);
  bool progress = !o.io.quiet && specs.size() > 1 && ::isatty(STDERR_FILENO);
  Diagnostics diags;
  std::vector<Document> docs;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    if (progress) std::fprintf(stderr, "\r\033[K[%zu/%zu] %s", i + 1, specs.size(), specs[i].path.c_str());
    parse_input(specs[i], bytes[i], o.io.encoding, diags, docs);
  }
  if (progress) std::fprintf(stderr, "\r\033[K");

  write_output(o.io.out, o.format == "json" ? write_parse_json(docs, diags) : write_parse_text(docs));

  print_diagnostics(diags, o.io.quiet);
  return fail_on && diags.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
