// `rulecorp merge`: reads the English editions, the present translation and the returned update
// package(s) (`rulecorp update`'s XLIFF, as a CAT tool saved it), and writes the translation of the
// edition the packages were made for (tools/update/merge.h): the translation's own bytes with the
// merge's edits applied through the edit model (tools/edit). Invariant: the inputs are never
// written; on any error (a package for another translation, an unknown unit, a target that would
// break the text, malformed XML) nothing is written and the exit status is 1. A package may be
// UTF-8, UTF-16 or UTF-32 (converted to UTF-8 once, before its lines are counted).
#include <boost/program_options.hpp>
#include <iostream>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "edit/edit_set.h"
#include "pipeline/pipeline.h"
#include "update/merge.h"
#include "update/package_reader.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp merge [--out FILE] ENGLISH... [LANG[@EDITION]:]TRANSLATION PACKAGE...\n\n"
               "Writes the translation of a new English edition: the present TRANSLATION with the returned\n"
               "update PACKAGEs ('rulecorp update' XLIFF 1.2 or 2.1, as a CAT tool saved it) merged in. Rules\n"
               "follow the new edition's order and numbers; reworded and added rules take their target (the\n"
               "English where a target is empty or equals its source); removed rules are dropped; every\n"
               "citation is renumbered; the header's effective date becomes the new edition's. Everything else\n"
               "is kept byte for byte (encoding, BOM, line ends, wrapping). The ENGLISH inputs must include the\n"
               "edition the translation translates and the one the packages bring it to. On any error nothing\n"
               "is written. The inputs are never written.\n\n"
            << desc << "\nExit status: 0 merged, 1 an error in a package or input (nothing written) or a merge warning or\n"
                       "note at --fail-on (written), 2 usage error.\n";
}

// True when UTF-8 `bytes` are XML (a package), not a rules text: '<' first, after a BOM and white space.
bool is_xml(std::string_view bytes) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  std::size_t i = bytes.find_first_not_of(" \t\r\n");
  return i != std::string_view::npos && bytes[i] == '<';
}

// The diagnostics of the packages and of the merge (the inputs' own findings are check's), with a tally.
void print_merge_diagnostics(const Diagnostics& diags) {
  std::size_t errors = 0;
  for (const Diagnostic& d : diags.all()) {
    if (d.check.rfind("merge.", 0) != 0 && d.check.rfind("xml.", 0) != 0) continue;
    std::cerr << format_diagnostic(d, false);
    if (d.severity == Severity::kError) ++errors;
  }
  std::cerr << "rulecorp merge: " << errors << (errors == 1 ? " error" : " errors") << "; nothing written\n";
}

}  // namespace

int run_merge(const std::vector<std::string>& args) {
  InputOptions io;
  io.max_input_mb = 1024;
  int jobs = 0;
  po::options_description desc("Options");
  desc.add_options()("help,h", "show this help and exit");
  add_input_options(desc, io);
  desc.add_options()("jobs,j", po::value(&jobs)->default_value(jobs), "threads to parse and align with (0 = every core)");
  if (!parse_command_line(args, desc, io.inputs)) {
    print_help(desc);
    return 0;
  }
  const std::optional<Severity> fail_on = check_input_options(io, "merge");
  const std::string& out = io.out;
  const std::string& encoding = io.encoding;
  const std::uint64_t max_input_mb = io.max_input_mb;
  const bool quiet = io.quiet;
  std::vector<InputSpec> specs = parse_input_specs(io.inputs, out, "merge");
  std::vector<CorpusInput> texts;
  std::vector<std::pair<std::string, std::string>> package_files;  // name, bytes
  std::vector<std::string> text_bytes;                              // kept for the edits
  for (const InputSpec& s : specs) {
    std::string bytes = read_input(s.path, max_input_mb << 20);
    if (!s.language) {
      std::optional<std::string> wide = wide_xml_as_utf8(bytes);  // a UTF-16/32 package, read as UTF-8
      if (is_xml(wide ? *wide : bytes)) {
        package_files.emplace_back(s.path, wide ? std::move(*wide) : std::move(bytes));
        continue;
      }
    }
    texts.push_back({s.path, s.language, bytes, {}, s.edition});
    text_bytes.push_back(std::move(bytes));
  }
  if (package_files.empty()) throw UsageError("merge: no package given (the XLIFF file 'rulecorp update' wrote, filled)");
  if (texts.size() < 2) throw UsageError("merge: give the English editions and the translation before the packages");

  Diagnostics diags;
  std::vector<ReturnedPackage> packages;
  for (const auto& [name, bytes] : package_files)
    if (std::optional<ReturnedPackage> p = read_package(name, bytes, diags)) packages.push_back(std::move(*p));
  if (packages.size() != package_files.size()) {
    print_merge_diagnostics(diags);
    return 1;
  }
  bool one_update = true;
  for (const ReturnedPackage& p : packages)
    if (p.edition != packages.front().edition || p.translation != packages.front().translation) {
      diags.report("merge.package", p.file, 1, 0,
                   "package made for another update (" + p.translation + " to " + p.edition + ") than " + packages.front().file +
                       " (" + packages.front().translation + " to " + packages.front().edition + "): give the packages of one update");
      one_update = false;
    }
  if (!one_update) {
    print_merge_diagnostics(diags);
    return 1;
  }

  std::vector<std::string> names;
  for (const CorpusInput& c : texts) names.push_back(c.name);
  PipelineOptions popt;
  popt.corpus.encoding = encoding;
  popt.corpus.jobs = parse_jobs(jobs, "merge");
  popt.corpus.history = false;  // every English edition given is a text: the packages' one among them
  popt.check = false;
  RunResult run;
  run_pipeline(std::move(texts), popt, diags, run);

  // The translation (the one text that is no English rules text), the edition it translates and the packages' edition.
  const Alignment& a = run.texts;
  const Document* translation = nullptr;
  const Document* then = nullptr;
  const Document* now = nullptr;
  std::size_t translations = 0;
  for (std::size_t k = 0; k < a.docs.size(); ++k) {
    const Document* d = a.docs[k];
    if (d->language == Language::kEn) {
      if (d->edition == packages.front().edition) now = d;
      continue;
    }
    ++translations;
    translation = d;
    if (a.documents[k].partner >= 0) then = a.docs[static_cast<std::size_t>(a.documents[k].partner)];
  }
  if (translations != 1 || !translation) throw UsageError("merge: give exactly one translation (a German or French rules text)");
  if (!then) throw UsageError("merge: " + translation->name() + " is paired with no English edition; give the edition it translates");
  if (!now) {
    for (const ReturnedPackage& p : packages)
      diags.report("merge.package", p.file, 1, 0,
                   "package brings the translation to the English edition " + p.edition +
                       ", which no English input is: give that edition, or the package made for these inputs");
    print_merge_diagnostics(diags);
    return 1;
  }
  std::size_t index = 0;
  for (std::size_t k = 0; k < names.size(); ++k)
    if (names[k] == translation->source->name) index = k;

  MergeInput in{&a, translation, then, now};
  MergeResult result = merge_translation(in, packages, diags);
  if (!result.ok) {
    print_merge_diagnostics(diags);
    return 1;
  }
  const Source& src = *translation->source;
  AppliedEdits applied = result.edits.apply({src.name, text_bytes[index], src.encoding, src.line_ending});
  if (!applied.problems.empty()) {
    for (const EditProblem& p : applied.problems) std::cerr << "rulecorp merge: " << p.message << '\n';
    std::cerr << "rulecorp merge: nothing written\n";
    return 1;
  }
  // Only the merge's own findings count for --fail-on: the parse and alignment findings are check's.
  bool failing = false;
  for (const Diagnostic& d : diags.all())
    if (d.check.rfind("merge.", 0) == 0 && fail_on && d.severity >= *fail_on) failing = true;
  write_output(out, applied.bytes);
  if (!quiet) {
    // Only the merge's own notes: the parse and alignment findings are check's.
    for (const Diagnostic& d : diags.all())
      if (d.check.rfind("merge.", 0) == 0) std::cerr << format_diagnostic(d, false);
    const MergeSummary& s = result.summary;
    std::cerr << "rulecorp merge: " << translation->name() << " brought from " << then->edition << " to " << now->edition << ": "
              << s.replaced << " targets merged, " << s.added << " rules added, " << s.examples_added << " examples added, "
              << s.renumbered << " renumbered, " << s.removed << " removed, " << s.moved << " moved, " << s.citations
              << " citations renumbered" << (s.date ? ", effective date updated" : "") << "; " << s.english
              << " written in English (empty target or target = source)";
    if (s.outdated) std::cerr << "; " << s.outdated << " reworded rules without a target kept as they were";
    if (s.kept_citations) std::cerr << "; " << s.kept_citations << " citations of removed rules kept";
    std::cerr << '\n';
  }
  return failing ? 1 : 0;
}

}  // namespace rulecorp::cli
