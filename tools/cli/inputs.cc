// Shared by the commands: the input-argument grammar, the safety checks on paths (by device and
// inode, so "./a.txt" and "a.txt" are the same file), reading, and printing diagnostics the way
// compilers do. Decoding and parsing are the pipeline's (tools/pipeline).
#include "cli/inputs.h"

#include <algorithm>
#include <filesystem>
#include <sys/stat.h>

#include <iostream>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "parse/edition.h"
#include "text/decoder.h"

namespace rulecorp::cli {

namespace po = boost::program_options;

void add_input_options(po::options_description& desc, InputOptions& o) {
  desc.add_options()
      ("out,o", po::value(&o.out)->default_value(o.out), "output file ('-' = standard output)")
      ("encoding,e", po::value(&o.encoding), "input encoding for every text input (ICU name, e.g. windows-1252); default: detect")
      ("fail-on", po::value(&o.fail_on)->default_value(o.fail_on), "exit 1 on findings of this severity or worse: note, warning, error, never")
      ("max-input-mb", po::value(&o.max_input_mb)->default_value(o.max_input_mb), "largest input accepted, in MiB")
      ("quiet,q", po::bool_switch(&o.quiet), "do not print diagnostics");
}

bool parse_command_line(const std::vector<std::string>& args, const po::options_description& desc,
                        std::vector<std::string>& inputs) {
  po::options_description hidden;
  hidden.add_options()("input", po::value(&inputs));
  po::options_description all;
  all.add(desc).add(hidden);
  po::positional_options_description pos;
  pos.add("input", -1);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  po::notify(vm);
  return vm.count("help") == 0;
}

std::optional<Severity> check_input_options(const InputOptions& o, const std::string& command) {
  if (o.inputs.empty()) throw UsageError(command + ": no input files");
  std::optional<Severity> fail_on = parse_fail_on(o.fail_on, command);
  if (!o.encoding.empty() && !encoding_supported(o.encoding))
    throw UsageError(command + ": unknown --encoding '" + o.encoding + "'");
  if (o.max_input_mb == 0 || o.max_input_mb > (1u << 20)) throw UsageError(command + ": --max-input-mb out of range");
  return fail_on;
}

InputSpec parse_input_spec(const std::string& arg, const std::string& command) {
  if (arg.size() > 3 && arg[2] == ':')
    if (auto lang = parse_language(std::string_view(arg).substr(0, 2))) return {lang, arg.substr(3)};
  std::size_t colon = arg.find(':');
  if (arg.size() > 3 && arg[2] == '@' && colon != std::string::npos && colon + 1 < arg.size())
    if (auto lang = parse_language(std::string_view(arg).substr(0, 2))) {
      std::string date = arg.substr(3, colon - 3);
      if (!is_iso_date(date))
        throw UsageError(command + ": bad edition '" + date + "' in '" + arg + "' (LANG@EDITION:FILE takes an ISO date, de@2025-11-14:cr-de.txt)");
      return {lang, arg.substr(colon + 1), date};
    }
  return {std::nullopt, arg};
}

std::vector<InputSpec> parse_input_specs(const std::vector<std::string>& args, const std::string& out,
                                         const std::string& command) {
  std::vector<InputSpec> specs;
  std::size_t stdin_uses = 0;
  for (const std::string& arg : args) {
    specs.push_back(parse_input_spec(arg, command));
    if (specs.back().path == "-" && ++stdin_uses > 1) throw UsageError(command + ": '-' given more than once");
  }
  struct stat out_st {};
  bool out_exists = out != "-" && ::stat(out.c_str(), &out_st) == 0 && S_ISREG(out_st.st_mode);
  for (const InputSpec& spec : specs) {
    struct stat in_st {};
    if (out_exists && spec.path != "-" && ::stat(spec.path.c_str(), &in_st) == 0 && in_st.st_dev == out_st.st_dev &&
        in_st.st_ino == out_st.st_ino)
      throw UsageError(command + ": --out '" + out + "' is also an input; rulecorp never overwrites its inputs");
  }
  return specs;
}

std::vector<InputSpec> expand_input_dirs(const std::vector<std::string>& args, const std::string& command) {
  namespace fs = std::filesystem;
  std::vector<InputSpec> out;
  for (const std::string& a : args) {
    InputSpec spec = parse_input_spec(a, command);
    std::error_code ec;
    if (spec.path != "-" && fs::is_directory(spec.path, ec)) {
      std::vector<std::string> files;
      for (fs::recursive_directory_iterator it(spec.path, fs::directory_options::skip_permission_denied, ec), end;
           !ec && it != end; it.increment(ec)) {
        const fs::path& p = it->path();
        std::error_code fec;
        if (it->is_regular_file(fec) && (p.extension() == ".txt" || p.extension() == ".json")) files.push_back(p.string());
      }
      if (ec) throw std::runtime_error("cannot read the directory " + spec.path + ": " + ec.message());
      std::sort(files.begin(), files.end());
      for (std::string& f : files) out.push_back({spec.language, std::move(f), spec.edition});
    } else {
      out.push_back(std::move(spec));
    }
  }
  if (std::count_if(out.begin(), out.end(), [](const InputSpec& s) { return s.path == "-"; }) > 1)
    throw UsageError(command + ": '-' given more than once");
  return out;
}

std::vector<CorpusInput> read_inputs(const std::vector<InputSpec>& specs, std::uint64_t max_bytes) {
  std::vector<CorpusInput> inputs;
  for (const InputSpec& spec : specs)
    inputs.push_back({spec.path, spec.language, read_input(spec.path, max_bytes), {}, spec.edition});
  return inputs;
}

std::vector<CorpusInput> read_command_inputs(const InputOptions& o, const std::string& command) {
  return read_inputs(parse_input_specs(o.inputs, o.out, command), o.max_input_mb << 20);
}

void print_diagnostics(const Diagnostics& diags, bool quiet) {
  if (quiet) return;
  for (const Diagnostic& d : diags.all()) std::cerr << format_diagnostic(d, true);
  if (diags.suppressed()) std::cerr << "rulecorp: " << diags.suppressed() << " further diagnostics not shown\n";
  std::size_t e = diags.count(Severity::kError), w = diags.count(Severity::kWarning), n = diags.count(Severity::kNote);
  if (e + w + n)
    std::cerr << "rulecorp: " << e << (e == 1 ? " error, " : " errors, ") << w << (w == 1 ? " warning, " : " warnings, ")
              << n << (n == 1 ? " note\n" : " notes\n");
}

unsigned parse_jobs(int jobs, const std::string& command) {
  if (jobs < 0) throw UsageError(command + ": --jobs must be 0 (every core) or a positive number, not " + std::to_string(jobs));
  return static_cast<unsigned>(jobs);
}

std::optional<Severity> parse_fail_on(const std::string& name, const std::string& command) {
  if (name == "never") return std::nullopt;
  auto s = parse_severity(name);
  if (!s) throw UsageError(command + ": --fail-on must be note, warning, error or never");
  return s;
}

}  // namespace rulecorp::cli
