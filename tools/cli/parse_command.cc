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
#include "text/decoder.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct ParseCommandOptions {
  std::vector<std::string> inputs;  // [LANG:]FILE..., "-" reads standard input
  std::string format = "json";      // json (the model, schemas/parse.schema.json) or text (one line per block)
  std::string out = "-";            // output file, "-" = standard output
  std::string encoding;             // force the input encoding (an ICU name); empty = detect per file
  std::string fail_on = "error";    // exit 1 when a finding is at least this severe: note|warning|error|never
  std::uint64_t max_input_mb = 256;  // refuse inputs larger than this many MiB
  bool quiet = false;               // print no diagnostics (the exit status still reflects them)
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
      ("format,f", po::value(&o.format)->default_value(o.format), "output format: json or text")
      ("out,o", po::value(&o.out)->default_value(o.out), "output file ('-' = standard output)")
      ("encoding,e", po::value(&o.encoding), "input encoding for every input (ICU name, e.g. windows-1252); default: detect")
      ("fail-on", po::value(&o.fail_on)->default_value(o.fail_on), "exit 1 on findings of this severity or worse: note, warning, error, never")
      ("max-input-mb", po::value(&o.max_input_mb)->default_value(o.max_input_mb), "largest input accepted, in MiB")
      ("quiet,q", po::bool_switch(&o.quiet), "do not print diagnostics");
  po::options_description hidden;
  hidden.add_options()("input", po::value(&o.inputs));
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description pos;
  pos.add("input", -1);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  po::notify(vm);
  if (vm.count("help")) {
    print_help(desc);
    return 0;
  }
  if (o.inputs.empty()) throw UsageError("parse: no input files");
  if (o.format != "json" && o.format != "text") throw UsageError("parse: unknown --format '" + o.format + "'");
  std::optional<Severity> fail_on = parse_fail_on(o.fail_on, "parse");
  if (!o.encoding.empty() && !encoding_supported(o.encoding))
    throw UsageError("parse: unknown --encoding '" + o.encoding + "'");
  if (o.max_input_mb == 0 || o.max_input_mb > (1u << 20)) throw UsageError("parse: --max-input-mb out of range");

  std::vector<InputSpec> specs = parse_input_specs(o.inputs, o.out, "parse");

  // Read everything first: an I/O fault must stop the run before any output is touched.
  std::vector<std::string> bytes = read_inputs(specs, o.max_input_mb << 20);
  bool progress = !o.quiet && specs.size() > 1 && ::isatty(STDERR_FILENO);
  Diagnostics diags;
  std::vector<Document> docs;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    if (progress) std::fprintf(stderr, "\r\033[K[%zu/%zu] %s", i + 1, specs.size(), specs[i].path.c_str());
    parse_input(specs[i], bytes[i], o.encoding, diags, docs);
  }
  if (progress) std::fprintf(stderr, "\r\033[K");

  write_output(o.out, o.format == "json" ? write_parse_json(docs, diags) : write_parse_text(docs));

  print_diagnostics(diags, o.quiet);
  return fail_on && diags.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
