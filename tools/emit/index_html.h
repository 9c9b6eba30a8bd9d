// The front page of a `rulecorp build` output folder (index.html): links to every file written,
// the corpus at a glance (documents per language and edition, rules aligned per language pair and
// the share that is clean, findings per check, glossary size per pair) and two charts drawn as
// inline SVG (findings per check as bars, findings per check and chapter of the rules as a heat
// map). One self-contained page: no scripts, no external assets.
#ifndef RULECORP_EMIT_INDEX_HTML_H_
#define RULECORP_EMIT_INDEX_HTML_H_

#include <string>
#include <vector>

#include "pipeline/summary.h"

namespace rulecorp {

// What the front page shows: the run's summary (pipeline/summary.h), the config and the files
// written; filled by the build command from one run.
struct IndexPage : pipeline::Summary {
  std::string config;  // the corpus config, as the user named it

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
