// `rulecorp align`: options are bound into AlignCommandOptions by Boost.Program_options. Inputs are
// read first; rules/rulings texts are decoded and parsed, MTGJSON card files (recognised by their
// first key) read as card sets. Then one of three alignments runs: languages (default), a
// renumbering map (--editions OLD NEW), or card lines (card files only); tools/check turns the
// members' statuses into align.* findings. What the inputs contain (two texts of different
// languages given to --editions, no original for a translation) is a finding, never a usage error,
// so every other diagnostic is still shown. The result is serialised (TMX, TSV, CSV or JSON) and
// written atomically; diagnostics go to stderr and --fail-on decides the exit status.
#include <unistd.h>

#include <boost/program_options.hpp>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "align/aligner.h"
#include "align/card_set.h"
#include "align/edition_map.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "check/alignment_findings.h"
#include "cli/inputs.h"
#include "emit/align_json.h"
#include "emit/tmx.h"
#include "emit/tsv.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct AlignCommandOptions {
  InputOptions io;              // inputs (or MTGJSON card files), --out, --encoding, --fail-on, ...
  std::string format = "tmx";   // tmx (TMX 1.4), tsv (one row per unit, data unaltered), csv (for
                                // spreadsheets, formulas guarded) or json (schemas/align.schema.json)
  bool editions = false;        // two inputs OLD NEW of one language: write the renumbering map
  AlignCommandOptions() { io.max_input_mb = 1024; }  // card files (AllPrintings) are large
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp align [OPTIONS] [LANG:]FILE...\n"
               "       rulecorp align --editions [OPTIONS] OLD NEW\n"
               "       rulecorp align [OPTIONS] CARDS.json...\n\n"
               "Aligns rules and rulings across languages: rules by number, verified and corrected by\n"
               "content; each translation's own status is marked (misnumbered, swapped, duplicate,\n"
               "missing, extra, or made from another edition); rulings by length and anchors. English\n"
               "is the pivot when present. A translation made from an older edition is paired with\n"
               "that edition when it is among the inputs.\n"
               "--editions maps the rules of an older edition onto a newer one by content (ok,\n"
               "reworded, renumbered, removed, added).\n"
               "MTGJSON card files pair each card's English text with its German and French text,\n"
               "ability line by ability line.\n\n"
            << desc
            << "\nExit status: 0 ok, 1 findings at or above --fail-on (or an I/O error), 2 usage error.\n"
               "Checks: see 'rulecorp checks'.\n";
}

// Appends `from` to `into` (same slots), shifting document indices.
void append(Alignment& into, Alignment&& from) {
  auto shift = static_cast<std::int32_t>(into.docs.size());
  for (const Document* d : from.docs) into.docs.push_back(d);
  for (DocumentInfo& info : from.documents) into.documents.push_back(std::move(info));
  for (Unit& u : from.units) {
    for (Member& m : u.members)
      if (m.doc >= 0) m.doc += shift;
    into.units.push_back(std::move(u));
  }
}

const Document* first_with_rules(const std::vector<Document>& docs, std::size_t begin, std::size_t end) {
  for (std::size_t i = begin; i < end; ++i)
    for (const Block& b : docs[i].blocks)
      if (b.kind == BlockKind::kRule) return &docs[i];
  return end > begin ? &docs[begin] : nullptr;
}

}  // namespace

int run_align(const std::vector<std::string>& args) {
  AlignCommandOptions o;
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("format,f", po::value(&o.format)->default_value(o.format), "output format: tmx, tsv, csv or json")
      ("editions", po::bool_switch(&o.editions), "map the rules of edition OLD onto edition NEW (two inputs, one language)");
  add_input_options(desc, o.io);
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  std::optional<Severity> fail_on = check_input_options(o.io, "align");
  if (o.format != "tmx" && o.format != "tsv" && o.format != "csv" && o.format != "json")
    throw UsageError("align: unknown --format '" + o.format + "' (tmx, tsv, csv or json)");
  if (o.editions && o.io.inputs.size() != 2) throw UsageError("align: --editions takes exactly two inputs, OLD and NEW");
  std::vector<InputSpec> specs = parse_input_specs(o.io.inputs, o.io.out, "align");

  // Read everything first: an I/O fault must stop the run before any output is touched.
  std::vector<std::string> bytes = read_inputs(specs, o.io.max_input_mb << 20);
  std::size_t cards = 0;
  for (const std::string& b : bytes) cards += looks_like_card_file(b);
  if (cards && cards != bytes.size()) throw UsageError("align: card files (MTGJSON) cannot be mixed with rules texts");
  if (cards && o.editions) throw UsageError("align: --editions takes rules texts, not card files");

  bool progress = !o.io.quiet && specs.size() > 1 && ::isatty(STDERR_FILENO);
  Diagnostics diags;
  std::vector<Document> docs;
  std::vector<CardSet> sets;
  std::vector<std::size_t> doc_begin;  // first document of each input
  docs.reserve(specs.size() * 2);
  for (std::size_t i = 0; i < specs.size(); ++i) {
    if (progress) std::fprintf(stderr, "\r\033[K[%zu/%zu] %s", i + 1, specs.size(), specs[i].path.c_str());
    doc_begin.push_back(docs.size());
    if (cards) {
      sets.push_back(read_card_file(specs[i].path, std::move(bytes[i]), diags));
      bytes[i] = std::string();
    } else {
      parse_input(specs[i], bytes[i], o.io.encoding, diags, docs);
    }
  }
  doc_begin.push_back(docs.size());
  if (progress) std::fprintf(stderr, "\r\033[K");

  Alignment a;
  if (cards) {
    a = align_cards(sets[0]);
    for (std::size_t i = 1; i < sets.size(); ++i) append(a, align_cards(sets[i]));
  } else if (o.editions) {
    const Document* older = first_with_rules(docs, doc_begin[0], doc_begin[1]);
    const Document* newer = first_with_rules(docs, doc_begin[1], doc_begin[2]);
    if (older && newer) {
      a = map_editions(*older, *newer);
    } else {  // an input without any text: nothing to map
      a.mode = Alignment::Mode::kEditions;
      for (std::size_t i = 0; i < 2; ++i)
        if (!(i == 0 ? older : newer))
          diags.report("align.unused", specs[i].path, 0, 0, "this input holds no text; no renumbering map is made");
    }
  } else {
    std::vector<const Document*> ptrs;
    for (const Document& d : docs) ptrs.push_back(&d);
    a = align_documents(ptrs, AlignOptions{});
  }
  for (Diagnostic& d : alignment_findings(a)) diags.report(std::move(d));

  std::ostringstream text;
  if (o.format == "tmx") write_tmx(a, text);
  else if (o.format == "tsv") write_align_tsv(a, text);
  else if (o.format == "csv") write_align_csv(a, text);
  else write_align_json(a, diags, text);
  write_output(o.io.out, text.view());
  print_diagnostics(diags, o.io.quiet);
  return fail_on && diags.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
