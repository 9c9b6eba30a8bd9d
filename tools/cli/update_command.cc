// `rulecorp update`: the work package that brings a translation from the English edition it
// translates to a newer one, for the translator's CAT tool. Every input is read first; the
// pipeline aligns them (every English edition given stays a text, none goes only into a history;
// the translation is paired with the edition it translates, by its date or its rule numbers) and
// builds the glossary (for the units' terms). The update list from the translation's edition to the
// target edition (the newest English given, or --edition DATE, which may be older: an edition map
// works both ways) becomes the package (update/update_package.h), written as XLIFF 1.2 or 2.1
// (emit/xliff.h) atomically to --out (default standard output), or as an OmegaT project folder
// (emit/omegat_project.h, --out DIR, every file staged and committed as one batch; a folder whose
// project memory holds translations is refused, never overwritten). Input problems go to stderr
// and --fail-on (default never: the package is the product) decides the exit status on them; no
// translation to update is a usage error.
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "align/word_diff.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "emit/omegat_project.h"
#include "emit/xliff.h"
#include "pipeline/pipeline.h"
#include "update/update_package.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct UpdateCommandOptions {
  InputOptions io;             // inputs, --out, --encoding, --fail-on, --max-input-mb, --quiet
  std::string format = "xliff";  // xliff (XLIFF 1.2), xliff2 (XLIFF 2.1) or omegat (a project folder, --out DIR)
  std::string edition;         // the English edition to update to; "" = the newest given
  bool context = false;        // the unchanged rules around each changed one as units not to translate
  int jobs = 0;
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp update [OPTIONS] ENGLISH... [LANG[@EDITION]:]TRANSLATION\n\n"
               "Writes the work package that brings a translation to a newer English edition, for a\n"
               "CAT tool: one unit per rule, example and glossary entry the English reworded or added\n"
               "since the edition the translation translates (a rule only renumbered needs no unit:\n"
               "'rulecorp merge' renumbers it), with the new English as source, the present translation\n"
               "(its citations renumbered) as target, and the change, the old number, the old English,\n"
               "the word diff and the glossary terms as notes. Give the English edition the translation\n"
               "translates and the newer one; the newest English given is the edition updated to, or\n"
               "--edition DATE (an older one too: the German 2025-11-14 with EN 2023-11-17 and 2025-11-14\n"
               "and --edition 2023-11-17 is brought back to 2023-11-17).\n"
               "  xliff    XLIFF 1.2 (OmegaT, Trados, memoQ, translate-toolkit)\n"
               "  xliff2   XLIFF 2.1 with the glossary module\n"
               "  omegat   an OmegaT project folder (--out DIR): the package, the old pair as memory, the glossary;\n"
               "           open the folder in OmegaT\n\n"
            << desc
            << "\nThe inputs' problems are printed on stderr; by default (--fail-on never) they do not change the\n"
               "exit status. An OmegaT folder whose omegat/project_save.tmx holds translations is not overwritten.\n"
               "Exit status: 0 ok, 1 input problems at or above --fail-on (or an I/O error), 2 usage error\n"
               "(among them: a translation of the edition updated to, which has nothing to update).\n";
}

// The word diff as the update list's marks (as the checks make them).
void diff_marks(const std::string& a, const std::string& b, std::vector<Mark>& in_a, std::vector<Mark>& in_b) {
  const std::vector<DiffOp> ops = word_diff(a, b);
  for (DiffSpan s : diff_spans(ops, a, true)) in_a.push_back({s.begin, s.end});
  for (DiffSpan s : diff_spans(ops, b, false)) in_b.push_back({s.begin, s.end});
}

std::size_t rule_count(const Document& d) {
  std::size_t n = 0;
  for (const Block& b : d.blocks) n += b.kind == BlockKind::kRule && b.number.valid();
  return n;
}

}  // namespace

int run_update(const std::vector<std::string>& args) {
  UpdateCommandOptions o;
  o.io.fail_on = "never";  // the package is the product; the inputs' problems are shown, as convert does
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("format,f", po::value(&o.format)->default_value(o.format), "package format: xliff (XLIFF 1.2), xliff2 (XLIFF 2.1) or omegat (a project folder)")
      ("context", po::bool_switch(&o.context), "add the unchanged rules around each changed one as units not to translate")
      ("edition", po::value(&o.edition), "the English edition (ISO date) to update to; default: the newest given")
      ("jobs,j", po::value(&o.jobs)->default_value(o.jobs), "threads to parse and align with (0 = every core)");
  add_input_options(desc, o.io);
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  std::optional<Severity> fail_on = check_input_options(o.io, "update");
  // The package formats; `--format omegat` (a project folder) goes here too.
  if (o.format != "xliff" && o.format != "xliff2" && o.format != "omegat")
    throw UsageError("update: unknown --format '" + o.format + "' (xliff, xliff2 or omegat)");
  if (o.format == "omegat" && (o.io.out.empty() || o.io.out == "-"))
    throw UsageError("update: --format omegat writes a project folder: give it with --out DIR");
  if (!o.edition.empty() && IsoDate::parse(o.edition).empty())
    throw UsageError("update: --edition '" + o.edition + "' is no ISO date (YYYY-MM-DD)");
  std::vector<CorpusInput> inputs = read_command_inputs(o.io, "update");

  Diagnostics diags;
  PipelineOptions popt;
  popt.corpus.encoding = o.io.encoding;
  popt.corpus.jobs = parse_jobs(o.jobs, "update");
  popt.corpus.history = false;  // every English edition given is a text to pair and map
  popt.check = false;
  popt.glossary = true;         // the units' terms
  popt.glossary_options.association = false;
  RunResult run;
  run_pipeline(std::move(inputs), popt, diags, run);
  const Alignment& texts = run.texts;

  // The edition updated to: the newest English rules given (the one with the most rules of that
  // date), or the one --edition names.
  const Document* target = nullptr;
  for (const Document* d : texts.docs) {
    if (d->language != Language::kEn || d->edition.empty() || rule_count(*d) == 0) continue;
    if (!o.edition.empty() && d->edition != o.edition) continue;
    if (!target || d->edition > target->edition || (d->edition == target->edition && rule_count(*d) > rule_count(*target))) target = d;
  }
  if (!target)
    throw UsageError(o.edition.empty() ? "update: no dated English rules among the inputs: give the English edition to update to"
                                       : "update: no English rules of the " + o.edition + " edition among the inputs");
  // The translation: the one text of another language paired with an English edition.
  std::vector<std::size_t> translations;
  for (std::size_t k = 0; k < texts.docs.size() && k < texts.documents.size(); ++k) {
    const DocumentInfo& info = texts.documents[k];
    if (texts.docs[k]->language == Language::kEn || info.partner < 0 || static_cast<std::size_t>(info.partner) == k) continue;
    translations.push_back(k);
  }
  if (translations.empty()) throw UsageError("update: no translation among the inputs paired with an English edition");
  if (translations.size() > 1)
    throw UsageError("update: " + std::to_string(translations.size()) + " translations among the inputs (" + texts.docs[translations[0]]->name() +
                     ", " + texts.docs[translations[1]]->name() + "); give one");
  const std::size_t k = translations[0];
  const Document& translation = *texts.docs[k];
  const Document& then = *texts.docs[static_cast<std::size_t>(texts.documents[k].partner)];
  const std::string lang(language_code(translation.language));
  if (&then == target || then.edition == target->edition || texts.documents[k].other_edition)
    throw UsageError("update: " + translation.name() + " (" + lang + ") translates the " + then.edition + " edition, the edition to update to" +
                     (o.edition.empty() ? " (the newest English given)" : "") +
                     ": nothing to update; give a newer English edition beside the one it translates");

  UpdateList list = make_update_list(texts, k, *target, diff_marks);
  PackageOptions popts;
  popts.context = o.context;
  UpdatePackage package = make_update_package(list, texts, run.glossary, popts, nullptr);

  // The package in the format asked for (a project folder, `--format omegat`, branches off here).
  std::ostringstream text;
  if (o.format == "omegat") {
    // The project folder as one batch: every file new, or none.
    // A project memory with translations in it is the translator's work: never overwritten.
    const std::string memory = o.io.out + "/omegat/project_save.tmx";
    if (std::filesystem::exists(memory) && read_input(memory, o.io.max_input_mb << 20).find("<tu") != std::string::npos)
      throw UsageError("update: " + memory + " holds the translations made in OmegaT; give another --out");
    std::vector<ProjectFile> files = omegat_project(package, run.glossary);
    OutputBatch batch;
    for (const ProjectFile& f : files) {
      batch.make_folder(std::filesystem::path(o.io.out + "/" + f.path).parent_path().string());
      batch.stage(o.io.out + "/" + f.path, f.content);
    }
    batch.commit();
  } else {
    if (o.format == "xliff") write_xliff12(package, text);
    else write_xliff21(package, text);
    write_output(o.io.out, text.view());
  }
  print_diagnostics(diags, o.io.quiet);
  if (!o.io.quiet) {
    std::size_t with_target = 0, added = 0, context = 0;
    for (const PackageUnit& u : package.units) {
      context += u.context;
      with_target += !u.context && u.target.has_value();
      added += !u.context && u.change == UpdateChange::kAdded;
    }
    std::cerr << "rulecorp update: " << lang << " " << then.edition << " \u2192 " << target->edition << ": " << package.to_translate()
              << (package.to_translate() == 1 ? " unit" : " units") << " to translate (" << with_target << " with the present translation, "
              << added << " added)";
    if (o.context) std::cerr << ", " << context << " for context";
    std::size_t by_change[5] = {};
    for (const UpdateRow& r : list.rows) ++by_change[static_cast<int>(r.change)];
    std::cerr << "; the English changed " << list.rows.size() << (list.rows.size() == 1 ? " rule" : " rules") << " the translation has or gains ("
              << by_change[static_cast<int>(UpdateChange::kReworded)] + by_change[static_cast<int>(UpdateChange::kRenumberedReworded)]
              << " reworded, " << by_change[static_cast<int>(UpdateChange::kAdded)] << " added, "
              << by_change[static_cast<int>(UpdateChange::kRenumbered)] << " only renumbered, " << by_change[static_cast<int>(UpdateChange::kRemoved)]
              << " removed)\n";
  }
  return fail_on && diags.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
