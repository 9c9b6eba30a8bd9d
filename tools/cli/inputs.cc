// Shared by parse and align: the input-argument grammar, the safety checks on paths (by device and
// inode, so "./a.txt" and "a.txt" are the same file), reading, decoding and parsing, and printing
// diagnostics the way compilers do.
#include "cli/inputs.h"

#include <sys/stat.h>

#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp::cli {

InputSpec parse_input_spec(const std::string& arg) {
  if (arg.size() > 3 && arg[2] == ':')
    if (auto lang = parse_language(std::string_view(arg).substr(0, 2))) return {lang, arg.substr(3)};
  return {std::nullopt, arg};
}

std::vector<InputSpec> parse_input_specs(const std::vector<std::string>& args, const std::string& out,
                                         const std::string& command) {
  std::vector<InputSpec> specs;
  std::size_t stdin_uses = 0;
  for (const std::string& arg : args) {
    specs.push_back(parse_input_spec(arg));
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

std::vector<std::string> read_inputs(const std::vector<InputSpec>& specs, std::uint64_t max_bytes) {
  std::vector<std::string> bytes;
  for (const InputSpec& spec : specs) bytes.push_back(read_input(spec.path, max_bytes));
  return bytes;
}

void parse_input(const InputSpec& spec, std::string& bytes, const std::string& encoding, Diagnostics& diags,
                 std::vector<Document>& docs) {
  DecodeOptions dopt;
  dopt.encoding = encoding;
  auto src = std::make_shared<const Source>(decode(spec.path, bytes, dopt, diags));
  bytes = std::string();  // release the raw bytes early
  ParseOptions popt;
  popt.language = spec.language;
  for (Document& d : parse(src, popt, diags)) docs.push_back(std::move(d));
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

std::optional<Severity> parse_fail_on(const std::string& name, const std::string& command) {
  if (name == "never") return std::nullopt;
  auto s = parse_severity(name);
  if (!s) throw UsageError(command + ": --fail-on must be note, warning, error or never");
  return s;
}

}  // namespace rulecorp::cli
