// The corpus and the findings of one run at a glance: the documents per language and edition, the
// renumbering history's span, the rules aligned per language pair and the share that is clean, the
// glossary size per pair, the findings per check and per chapter of the rules. `build` shows it
// twice, on the front page (emit/index_html.h) and in its summary line; both read this one count.
#ifndef RULECORP_PIPELINE_SUMMARY_H_
#define RULECORP_PIPELINE_SUMMARY_H_

#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rulecorp {

struct Report;
struct RunResult;

namespace pipeline {

struct Summary {
  struct Document {
    std::string file;        // as the config names it
    std::string language;    // "en", "de", "fr"; "" for card files
    std::string kind;        // "rules", "rulings", "cards"
    std::string edition;     // ISO date or ""
    std::size_t blocks = 0;  // rules (or rulings, or cards) it holds
  };
  std::vector<Document> documents;
  std::size_t history_editions = 0;         // editions in the renumbering history
  std::string history_first, history_last;  // their first and last dates

  struct Pair {
    std::string pair;          // "en-de"
    std::size_t aligned = 0;   // rules both languages have, paired
    std::size_t clean = 0;     // of those, both members' status ok
    std::size_t glossary = 0;  // glossary concepts holding both languages
  };
  std::vector<Pair> pairs;

  // Chapters of the rules: 1..9 (the first digit of a rule number), 0 = not a rule (rulings, cards,
  // whole files).
  static constexpr std::size_t kChapters = 10;
  struct Check {
    std::string id;
    std::string severity;  // the worst severity among its findings: "error", "warning" or "note"
    std::array<std::size_t, 3> by_severity{};  // note, warning, error
    std::array<std::size_t, kChapters> by_chapter{};
    std::size_t total() const { return by_severity[0] + by_severity[1] + by_severity[2]; }
  };
  std::vector<Check> checks;  // checks with findings, in check table order
  std::array<std::size_t, 3> findings{};  // the report's findings by severity: note, warning, error
  std::size_t update_lists = 0;          // the run's update lists
};

// The summary of `run` and its `report` for the language pairs `pairs` ("en-de"); each input file is
// shown by the name `shown` gives its file name (the config's path), else by the document's own.
Summary summarise(const RunResult& run, const Report& report, const std::vector<std::string>& pairs,
                  const std::map<std::string, std::string>& shown);

// The summary as `command` prints it on stderr: the documents per language, the history, each pair's
// alignment and glossary, the findings per severity and the update lists, each line ending in '\n'.
std::string summary_text(const Summary& s, std::string_view command);

}  // namespace pipeline
}  // namespace rulecorp

#endif  // RULECORP_PIPELINE_SUMMARY_H_
