// `rulecorp convert`: every input (a directory is read recursively for .txt and .json files) is
// read, decoded, parsed, rendered in the format asked for and staged into a temporary file beside
// its target, one input per task on the --jobs threads (the pipeline's stream_inputs); the document is released as soon as it is
// staged, so memory holds one document per thread, not the corpus. Only when every input is done,
// and no two documents claim one name and no output would replace an input, is the batch committed
// (each file renamed into place); otherwise nothing is written. Under the default name two documents
// of one edition (an archive's two files of one edition) are not a clash: once every input is done,
// the one whose file name carries the edition's date, else the first in input order, keeps the name
// and the others get "-2", "-3" (their staged files retargeted), with a warning each. Invariant:
// the outputs do not depend on the thread count (each input's work is its own; names are settled in
// input order; diagnostics are printed in input order).
#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <tuple>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "cli/progress.h"
#include "common/diagnostic.h"
#include "emit/document_html.h"
#include "emit/document_text.h"
#include "emit/parse_json.h"
#include "pipeline/corpus.h"

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace rulecorp::cli {
namespace {

// The message of the fault `e` (empty when there is none).
std::string what(const std::exception_ptr& e) {
  if (!e) return {};
  try {
    std::rethrow_exception(e);
  } catch (const std::exception& x) {
    return x.what();
  } catch (...) {
    return "an unknown fault";
  }
}

constexpr const char* kDefaultName = "{kind}-{lang}-{edition}";

struct ConvertCommandOptions {
  InputOptions io;                               // inputs, --encoding, --fail-on (default never), --max-input-mb, --quiet
  std::string to;                                // json (schemas/parse.schema.json), text (clean text) or html (a page)
  std::string out_dir = ".";                     // the folder the outputs go to (created when missing)
  std::string name = kDefaultName;               // output name without extension: {kind} {lang} {edition} {stem}
  int jobs = 0;                                  // threads, 0 = every core
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp convert --to json|text|html [OPTIONS] [LANG:]INPUT...\n\n"
               "Converts every rules, rulings or MTGJSON card file into one output per document:\n"
               "json (the document model of schemas/parse.schema.json), text (clean UTF-8 text, one\n"
               "paragraph per rule, layout faults repaired) or html (one self-contained page with a\n"
               "table of contents, an anchor per rule and every citation a link). An INPUT that is a\n"
               "directory is read recursively for .txt and .json files. Outputs are named by --name:\n"
               "{kind} (cr, rulings, cards, glossary), {lang}, {edition} (the effective date, else a\n"
               "date in the file name, else the file name) and {stem} (the input's file name without\n"
               "extension). Under the default name, documents of one edition are told apart by \"-2\",\n"
               "\"-3\" (the one whose file name has the edition's date keeps the name), with a warning;\n"
               "two documents that a --name given gives one name, or an output that would replace an\n"
               "input, are an error and nothing is written.\n\n"
            << desc
            << "\nExit status: 0 every input converted (findings are printed, --fail-on decides), 1 an\n"
               "input could not be read or converted, or a name clash, 2 usage error.\n";
}

// "cr" (has rules), "cards", "rulings", "glossary", or "" for a document with nothing to convert.
std::string kind_of(const Document& d) {
  bool rulings = false, glossary = false;
  for (const Block& b : d.blocks) {
    if (b.kind == BlockKind::kRule) return "cr";
    if (b.kind == BlockKind::kCard) return "cards";
    rulings |= b.kind == BlockKind::kRuling;
    glossary |= b.kind == BlockKind::kGlossaryEntry;
  }
  return rulings ? "rulings" : glossary ? "glossary" : "";
}

bool digit(char c) { return c >= '0' && c <= '9'; }

// The first ISO date ("2025-11-14") in `s`, or "".
std::string date_in(std::string_view s) {
  for (std::size_t i = 0; i + 10 <= s.size(); ++i) {
    std::string_view t = s.substr(i, 10);
    if (digit(t[0]) && digit(t[1]) && digit(t[2]) && digit(t[3]) && t[4] == '-' && digit(t[5]) && digit(t[6]) &&
        t[7] == '-' && digit(t[8]) && digit(t[9]) && (i == 0 || !digit(s[i - 1])) && (i + 10 == s.size() || !digit(s[i + 10])))
      return std::string(t);
  }
  return "";
}

// --name with its fields filled in; throws UsageError for an unknown field.
std::string fill_name(const std::string& pattern, const std::map<std::string, std::string, std::less<>>& fields) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] != '{') {
      out += pattern[i];
      continue;
    }
    std::size_t close = pattern.find('}', i);
    auto it = close == std::string::npos ? fields.end() : fields.find(std::string_view(pattern).substr(i + 1, close - i - 1));
    if (it == fields.end()) throw UsageError("convert: --name takes {kind}, {lang}, {edition} and {stem}, not '" + pattern + "'");
    out += it->second;
    i = close;
  }
  return out;
}

// The result of one input's task.
struct InputResult {
  Diagnostics diags;
  std::string failure;        // why it could not be read or converted, or ""
  std::size_t converted = 0;  // documents named (and staged unless a name clashed)
  std::size_t skipped = 0;    // documents with nothing to convert
  bool clashed = false;       // a document of it claimed a name another one had
};

// A document's claim on an output name under the default name.
struct Claim {
  std::string name;        // file name in the output folder, extension included
  std::string who;         // "FILE (lang)"
  bool dated = false;      // the input's file name carries the document's edition date
  std::size_t input = 0, doc = 0;  // input order, then document order within the input
  std::size_t staged = static_cast<std::size_t>(-1);  // its staged file in the batch
};

}  // namespace

int run_convert(const std::vector<std::string>& args) {
  ConvertCommandOptions o;
  o.io.fail_on = "never";
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("to,t", po::value(&o.to), "output format: json, text or html (required)")
      ("out-dir,d", po::value(&o.out_dir)->default_value(o.out_dir), "folder for the outputs (created when missing)")
      ("name", po::value(&o.name)->default_value(o.name), "output name without extension: {kind} {lang} {edition} {stem}")
      ("jobs,j", po::value(&o.jobs)->default_value(o.jobs), "threads (0 = every core)")
      ("encoding,e", po::value(&o.io.encoding), "input encoding for every text input (ICU name, e.g. windows-1252); default: detect")
      ("fail-on", po::value(&o.io.fail_on)->default_value(o.io.fail_on), "exit 1 on findings of this severity or worse: note, warning, error, never")
      ("max-input-mb", po::value(&o.io.max_input_mb)->default_value(o.io.max_input_mb), "largest input accepted, in MiB")
      ("quiet,q", po::bool_switch(&o.io.quiet), "print no diagnostics, progress or summary");
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  std::optional<Severity> fail_on = check_input_options(o.io, "convert");
  if (o.to != "json" && o.to != "text" && o.to != "html")
    throw UsageError(o.to.empty() ? "convert: --to json|text|html is required" : "convert: unknown --to '" + o.to + "'");
  if (o.name.empty() || o.name.find('/') != std::string::npos) throw UsageError("convert: --name must be a file name");
  fill_name(o.name, {{"kind", ""}, {"lang", ""}, {"edition", ""}, {"stem", ""}});  // rejects unknown fields now
  const unsigned jobs = parse_jobs(o.jobs, "convert");
  const std::vector<InputSpec> specs = expand_input_dirs(o.io.inputs, "convert");
  const std::string ext = o.to == "text" ? ".txt" : "." + o.to;
  const std::uint64_t max_bytes = o.io.max_input_mb << 20;

  std::vector<InputResult> results(specs.size());
  OutputBatch batch;
  batch.make_folder(o.out_dir);
  std::mutex mutex;  // guards the batch, `owner`, `claims`, `clashes`, `done` and the progress line
  std::map<std::string, std::string> owner;  // output name -> the document that claimed it
  const bool default_name = o.name == kDefaultName;
  std::vector<Claim> claims;                 // under the default name, every document's, as they come
  std::vector<std::string> clashes;
  std::size_t done = 0;
  ProgressLine progress(stderr, progress_wanted(o.io.quiet));

  std::vector<CorpusInput> inputs;
  for (const InputSpec& spec : specs)
    inputs.push_back({spec.path, spec.language, std::string(),
                      [path = spec.path, max_bytes](std::size_t) { return read_input(path, max_bytes); }, spec.edition});
  CorpusOptions copt;
  copt.encoding = o.io.encoding;
  copt.jobs = jobs;
  stream_inputs(inputs, copt, [&](StreamedInput& in) {
    const std::size_t k = in.index;
    const InputSpec& spec = specs[k];
    InputResult& r = results[k];
    std::vector<Document>& docs = in.documents;
    r.diags = std::move(in.diags);
    r.failure = what(in.fault);
    const std::string stem = spec.path == "-" ? "stdin" : fs::path(spec.path).stem().string();
    for (std::size_t di = 0; di < docs.size(); ++di) {
      Document& d = docs[di];
      const std::string kind = kind_of(d);
      if (kind.empty()) {
        ++r.skipped;
        continue;
      }
      if (kind == "rulings" && d.source && d.source->text.size() > 0)
        r.diags.report("structure.no-rules", d.name(), 0, 0, "no rules found: the text is no Comprehensive Rules; converted as rulings");
      if (d.edition.empty()) d.edition = spec.edition;  // LANG@EDITION:FILE, for a text whose header names none
      std::string edition = !d.edition.empty() ? d.edition : date_in(stem);
      if (edition.empty()) edition = stem;
      const std::string name =
          fill_name(o.name, {{"kind", kind}, {"lang", std::string(language_code(d.language))}, {"edition", edition}, {"stem", stem}}) + ext;
      std::size_t claim = static_cast<std::size_t>(-1);
      if (default_name) {
        std::lock_guard<std::mutex> lock(mutex);
        claim = claims.size();
        claims.push_back({name, d.name() + " (" + std::string(language_code(d.language)) + ")", date_in(stem) == edition, k, di});
        ++r.converted;
      } else {
        std::lock_guard<std::mutex> lock(mutex);
        const std::string who = d.name() + " (" + std::string(language_code(d.language)) + ")";
        auto [it, fresh] = owner.emplace(name, who);
        if (!fresh) {
          clashes.push_back(name + ": both " + it->second + " and " + who + " would be written to it");
          r.clashed = true;
        }
        else ++r.converted;
        if (!fresh || !clashes.empty()) continue;  // nothing will be written: no need to render
      }
      std::string content;
      if (o.to == "json") {
        std::vector<Document> one;
        one.push_back(std::move(d));
        content = write_parse_json(one, r.diags);
      } else if (o.to == "text") {
        write_document_text(d, content);
      } else {
        content = document_html(d);
      }
      d = Document();  // released before the next document of the input
      std::lock_guard<std::mutex> lock(mutex);
      std::size_t staged = batch.staged();
      batch.stage((fs::path(o.out_dir) / name).string(), content);
      if (claim < claims.size() && batch.staged() > staged) claims[claim].staged = staged;
    }
    std::lock_guard<std::mutex> lock(mutex);
    progress.update({"convert", spec.path, ++done, specs.size()});
  });
  progress.clear();

  // Under the default name, documents of one edition: the first by (file name dated so, input
  // order) keeps the name, the others are numbered.
  std::vector<std::string> renamed;
  if (default_name) {
    std::sort(claims.begin(), claims.end(), [](const Claim& a, const Claim& b) {
      return std::tie(a.name, b.dated, a.input, a.doc) < std::tie(b.name, a.dated, b.input, b.doc);
    });
    for (const Claim& c : claims) owner.emplace(c.name, c.who);
    for (std::size_t i = 1; i < claims.size(); ++i) {
      std::size_t first = i;
      while (first > 0 && claims[first - 1].name == claims[i].name) --first;
      if (first == i) continue;
      const std::string base = claims[i].name.substr(0, claims[i].name.size() - ext.size());
      std::string name;
      for (std::size_t n = 2; name.empty() || owner.count(name); ++n) name = base + "-" + std::to_string(n) + ext;
      owner.emplace(name, claims[i].who);
      if (claims[i].staged != static_cast<std::size_t>(-1)) batch.retarget(claims[i].staged, (fs::path(o.out_dir) / name).string());
      renamed.push_back(claims[i].who + " would get the name " + claims[i].name + " of " + claims[first].who +
                        " (one edition): written as " + name);
    }
  }

  // An output must never replace an input.
  std::vector<std::string> replaced;
  for (const auto& [name, doc] : owner) {
    std::error_code ec;
    fs::path out = fs::path(o.out_dir) / name;
    if (!fs::exists(out, ec)) continue;
    for (const InputSpec& s : specs)
      if (s.path != "-" && fs::equivalent(out, s.path, ec)) replaced.push_back(out.string());
  }

  Diagnostics diags;
  std::size_t converted = 0, skipped = 0, failed = 0, documents = 0;
  for (std::size_t k = 0; k < specs.size(); ++k) {
    diags.merge(results[k].diags);
    documents += results[k].converted;
    if (!results[k].failure.empty() || results[k].clashed) ++failed;
    else if (results[k].converted) ++converted;
    else ++skipped;
  }
  print_diagnostics(diags, o.io.quiet);
  if (!o.io.quiet)
    for (const std::string& w : renamed) std::cerr << "rulecorp: convert: warning: " << w << '\n';
  for (const std::string& f : replaced) std::cerr << "rulecorp: convert: the output " << f << " would replace an input\n";
  if (!replaced.empty()) throw UsageError("convert: an output would replace an input; nothing was written");
  for (std::size_t k = 0; k < specs.size(); ++k)
    if (!results[k].failure.empty()) std::cerr << "rulecorp: error: " << results[k].failure << '\n';
  for (const std::string& c : clashes) std::cerr << "rulecorp: error: two documents have one output name " << c << '\n';
  if (!clashes.empty())
    std::cerr << "rulecorp: convert: name the outputs apart with --name, such as --name '{kind}-{lang}-{edition}-{stem}'\n";
  if (clashes.empty()) batch.commit();
  if (!o.io.quiet)
    std::cerr << "rulecorp convert: " << converted << " converted (" << documents << (documents == 1 ? " document" : " documents")
              << " in " << o.out_dir << "), " << skipped << " skipped, " << failed << " failed"
              << (clashes.empty() ? "" : "; name clash: nothing written") << '\n';
  if (!clashes.empty() || failed) return 1;
  return fail_on && diags.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
