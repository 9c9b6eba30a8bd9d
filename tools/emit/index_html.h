// The front page of a `rulecorp build` output folder (index.html): links to every file written,
// the corpus at a glance (documents per language and edition, rules aligned per language pair and
// the share that is clean, findings per check, glossary size per pair) and two charts drawn as
// inline SVG (findings per check as bars, findings per check and chapter of the rules as a heat
// map). One self-contained page: no scripts, no external assets.
#ifndef RULECORP_EMIT_INDEX_HTML_H_
#define RULECORP_EMIT_INDEX_HTML_H_

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace rulecorp {

// What the front page shows; filled by the build command from one run.
struct IndexPage {
  std::string config;  // the corpus config, as the user named it

  struct Document {
    std::string file;      // as the config names it
    std::string language;  // "en", "de", "fr"; "" for card files
    std::string kind;      // "rules", "rulings", "cards"
    std::string edition;   // ISO date or ""
    std::size_t blocks = 0;  // rules (or rulings, or cards) it holds
  };
  std::vector<Document> documents;
  std::size_t history_editions = 0;        // editions in the renumbering history
  std::string history_first, history_last;  // their first and last dates

  struct Pair {
    std::string pair;           // "en-de"
    std::size_t aligned = 0;    // rules both languages have, paired
    std::size_t clean = 0;      // of those, both members' status ok
    std::size_t glossary = 0;   // glossary concepts holding both languages
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

  struct File {
    std::string name;         // relative to the output folder
    std::string group;        // "Translation memory", "Report", "Glossary", "Renumbering", "Update list"
    std::string description;  // one line
  };
  std::vector<File> files;    // every file written besides index.html, in writing order
};

// The page (HTML5, UTF-8, deterministic, also well-formed XML); every text is escaped by pugixml.
std::string write_index_html(const IndexPage& page);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_INDEX_HTML_H_
