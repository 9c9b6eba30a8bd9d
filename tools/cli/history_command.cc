// `rulecorp history`: the lineage of rules over the English editions given. The editions are read,
// decoded and parsed on the --jobs threads (the pipeline's stream_inputs; a card file is no
// edition) and reduced to their rules (EditionRules) at once; they are sorted by effective date and
// chained into a History (tools/align/history.h) from copies, while the originals are kept for the
// texts: for each rule asked for, its lineage's runs give every number it had (first and last
// edition of each), and the texts of the lineage in consecutive editions give each rewording, shown
// as a word diff. Invariant: the output depends only on the editions (by date), not on the order
// they are given in or the thread count.
#include <algorithm>
#include <boost/program_options.hpp>
#include <filesystem>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

#include "align/history.h"
#include "align/word_diff.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/inputs.h"
#include "pipeline/corpus.h"

namespace po = boost::program_options;

namespace rulecorp::cli {
namespace {

struct HistoryCommandOptions {
  InputOptions io;              // RULE... then the editions; --encoding, --fail-on (default never), --max-input-mb, --quiet
  std::string format = "text";  // text (for reading) or json (for scripts)
  int jobs = 0;                 // threads, 0 = every core
};

void print_help(const po::options_description& desc) {
  std::cout << "Usage: rulecorp history [OPTIONS] RULE... ENGLISH...\n\n"
               "The lineage of each RULE (a number of the newest edition given, such as 702.80) over\n"
               "the English rules editions given (files, or directories read for .txt files): every\n"
               "number the rule had with its first and last edition, each edition that reworded it\n"
               "with a word diff ([-removed-] {+added+}), and when it was added or removed.\n\n"
            << desc << "\nExit status: 0 ok, 1 an input could not be read or a RULE is in no edition, 2 usage error.\n";
}

// The text of rule `n` in `e`, or nullptr.
const MappedRule* rule_in(const EditionRules& e, RuleNumber n) {
  std::vector<std::uint64_t> scratch;
  std::span<const std::uint64_t> sorted = by_number(e, scratch);
  auto it = std::lower_bound(sorted.begin(), sorted.end(), std::uint64_t{n.key()} << 32);
  if (it == sorted.end() || (*it >> 32) != n.key()) return nullptr;
  return &e.rules[*it & 0xFFFFFFFFu];
}

}  // namespace

int run_history(const std::vector<std::string>& args) {
  HistoryCommandOptions o;
  o.io.fail_on = "never";
  po::options_description desc("Options");
  desc.add_options()
      ("help,h", "show this help and exit")
      ("format,f", po::value(&o.format)->default_value(o.format), "output format: text or json")
      ("out,o", po::value(&o.io.out)->default_value(o.io.out), "output file ('-' = standard output)")
      ("jobs,j", po::value(&o.jobs)->default_value(o.jobs), "threads (0 = every core)")
      ("encoding,e", po::value(&o.io.encoding), "input encoding for every text input (ICU name); default: detect")
      ("fail-on", po::value(&o.io.fail_on)->default_value(o.io.fail_on), "exit 1 on parse findings of this severity or worse: note, warning, error, never")
      ("max-input-mb", po::value(&o.io.max_input_mb)->default_value(o.io.max_input_mb), "largest input accepted, in MiB")
      ("quiet,q", po::bool_switch(&o.io.quiet), "do not print the inputs' diagnostics");
  if (!parse_command_line(args, desc, o.io.inputs)) {
    print_help(desc);
    return 0;
  }
  // The leading arguments that are rule numbers (and no file of that name) are the rules.
  std::vector<RuleNumber> rules;
  std::size_t k = 0;
  for (; k < o.io.inputs.size(); ++k) {
    auto n = RuleNumber::parse(o.io.inputs[k]);
    std::error_code ec;
    if (!n || std::filesystem::exists(o.io.inputs[k], ec)) break;
    rules.push_back(*n);
  }
  if (rules.empty()) throw UsageError("history: no RULE given (such as 702.80) before the editions");
  o.io.inputs.erase(o.io.inputs.begin(), o.io.inputs.begin() + static_cast<std::ptrdiff_t>(k));
  std::optional<Severity> fail_on = check_input_options(o.io, "history");
  if (o.format != "text" && o.format != "json") throw UsageError("history: unknown --format '" + o.format + "'");
  const unsigned jobs = parse_jobs(o.jobs, "history");
  std::vector<InputSpec> specs = expand_input_dirs(o.io.inputs, "history");
  parse_input_specs({}, o.io.out, "history");
  for (const InputSpec& s : specs)
    if (s.path == o.io.out && s.path != "-") throw UsageError("history: --out '" + o.io.out + "' is also an input");

  // Every input read and reduced to its English editions' rules.
  std::vector<CorpusInput> inputs;
  for (const InputSpec& spec : specs)
    inputs.push_back({spec.path, spec.language, std::string(),
                      [path = spec.path, max = o.io.max_input_mb << 20](std::size_t) { return read_input(path, max); },
                      spec.edition});
  CorpusOptions copt;
  copt.encoding = o.io.encoding;
  copt.jobs = jobs;
  std::vector<std::vector<EditionRules>> found(specs.size());
  std::vector<Diagnostics> diags(specs.size());
  stream_inputs(inputs, copt, [&](StreamedInput& in) {
    if (in.fault) std::rethrow_exception(in.fault);
    if (in.cards) {  // a card file holds no rules edition
      diags[in.index].report("align.unused", inputs[in.index].name, 0, 0,
                             "a card file (MTGJSON) holds no rules edition; not read into the history");
      return;
    }
    diags[in.index] = std::move(in.diags);
    for (const Document& d : in.documents)
      if (d.language == Language::kEn && !d.edition.empty()) {  // "en@2025-11-14:FILE" dates an undated text
        EditionRules e = EditionRules::of(d);
        if (!e.rules.empty()) found[in.index].push_back(std::move(e));
      }
  });
  Diagnostics all;
  for (Diagnostics& d : diags) all.merge(d);
  std::vector<EditionRules> editions;
  for (auto& f : found)
    for (EditionRules& e : f) editions.push_back(std::move(e));
  std::stable_sort(editions.begin(), editions.end(), [](const EditionRules& a, const EditionRules& b) { return a.date < b.date; });
  editions.erase(std::unique(editions.begin(), editions.end(),
                             [](const EditionRules& a, const EditionRules& b) { return a.date == b.date; }),
                 editions.end());  // one edition found twice: the first given is kept
  if (editions.empty()) throw UsageError("history: no dated English rules edition among the inputs");
  std::vector<EditionRules> copies;
  copies.reserve(editions.size());
  for (const EditionRules& e : editions) copies.push_back(e.clone());
  const History h = history_of(std::move(copies), copt);
  std::map<std::string, std::size_t> by_date;  // history edition -> index in `editions`
  for (std::size_t i = 0; i < editions.size(); ++i) by_date.emplace(editions[i].date, i);
  auto texts_of = [&](std::size_t e) -> const EditionRules& { return editions[by_date.at(h.edition(e).date)]; };

  nlohmann::ordered_json json = nlohmann::ordered_json::array();
  std::string text;
  bool missing = false;
  const std::size_t last = h.size() - 1;
  for (const RuleNumber& n : rules) {
    // Every rule that ever carried the number, the latest to carry it first.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> holders;  // (last edition with the number, lineage)
    for (const NumberRun& r : h.runs())
      if (r.number == n) {
        auto it = std::find_if(holders.begin(), holders.end(), [&](const auto& x) { return x.second == r.lineage; });
        if (it == holders.end()) holders.emplace_back(r.last, r.lineage);
        else it->first = std::max(it->first, r.last);
      }
    std::sort(holders.begin(), holders.end(), std::greater<>());
    if (holders.empty()) {
      missing = true;
      std::cerr << "rulecorp: history: " << n.str() << " is a rule number in none of the " << h.size() << " editions given\n";
      continue;
    }
    if (holders.size() > 1)
      text += n.str() + " was the number of " + std::to_string(holders.size()) + " rules over the editions given:\n";
    for (const auto& [at, lineage_index] : holders) {
    const std::optional<std::uint32_t> lineage = lineage_index;
    std::span<const NumberRun> runs = h.lineage_runs(*lineage);
    nlohmann::ordered_json j;
    j["rule"] = n.str();
    j["as_of"] = h.edition(at).date;  // the last edition in which the rule had this number
    j["editions"] = {{"first", h.edition(0).date}, {"last", h.edition(last).date}, {"count", h.size()}};
    nlohmann::ordered_json numbers = nlohmann::ordered_json::array();
    text += n.str() + " \u2014 " + std::string(h.title(at, n)) + " (" + h.edition(at).date + "; " + std::to_string(h.size()) + " editions, " +
            h.edition(0).date + " to " + h.edition(last).date + ")\n";
    const NumberRun& first_run = runs.front();
    const NumberRun& last_run = runs.back();
    if (first_run.first > 0) {
      text += "  added in " + h.edition(first_run.first).date + " as " + first_run.number.str() + "\n";
      j["added"] = h.edition(first_run.first).date;
    } else {
      text += "  in the first edition given (" + h.edition(0).date + ") as " + first_run.number.str() + "\n";
      j["added"] = nullptr;
    }
    for (const NumberRun& r : runs) {
      text += "  " + r.number.str() + "  " + h.edition(r.first).date + " to " + h.edition(r.last).date + "  " + r.title + "\n";
      numbers.push_back({{"number", r.number.str()}, {"first", h.edition(r.first).date}, {"last", h.edition(r.last).date},
                         {"title", r.title}});
    }
    j["numbers"] = std::move(numbers);
    // Rewordings: the lineage's text in each edition against the one before.
    nlohmann::ordered_json rewordings = nlohmann::ordered_json::array();
    const MappedRule* before = nullptr;
    RuleNumber before_number;
    for (const NumberRun& r : runs)
      for (std::uint32_t e = r.first; e <= r.last; ++e) {
        const MappedRule* now = rule_in(texts_of(e), r.number);
        if (now && before && now->text != before->text) {
          std::string diff = diff_text(word_diff(before->text, now->text));
          text += "  reworded in " + h.edition(e).date + " (" + r.number.str() + "): " + diff + "\n";
          rewordings.push_back({{"edition", h.edition(e).date}, {"number", r.number.str()},
                                {"before", before->text}, {"after", now->text}, {"diff", diff}});
        }
        if (now) before = now, before_number = r.number;
      }
    j["rewordings"] = std::move(rewordings);
    if (last_run.last < last) {
      text += "  removed in " + h.edition(last_run.last + 1).date + " (last in " + h.edition(last_run.last).date + ")\n";
      j["removed"] = h.edition(last_run.last + 1).date;
    } else {
      j["removed"] = nullptr;
    }
    json.push_back(std::move(j));
    }
  }
  if (o.format == "json") {
    nlohmann::ordered_json doc{{"tool", "rulecorp"}, {"rules", std::move(json)}};
    write_output(o.io.out, doc.dump(2) + "\n");
  } else {
    write_output(o.io.out, text);
  }
  print_diagnostics(all, o.io.quiet);
  if (missing) return 1;
  return fail_on && all.any_at_least(*fail_on) ? 1 : 0;
}

}  // namespace rulecorp::cli
