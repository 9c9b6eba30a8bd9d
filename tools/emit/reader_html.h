// The parallel reader of `rulecorp build` (out/reader/): every rule of the newest English edition
// beside its translations in columns, one page per section of the rules (1..9) and one for the
// glossary, with a contents page. Every citation is a link to its rule, each rule's findings are
// shown at the rule (linked into report.html), the glossary's terms are marked in the text with
// their translations on hover or focus, each rule's former numbers are given with the editions'
// dates and the editions that reworded it with the word diffs on demand, and a small inline script
// searches the whole reader by number (to the rule's page and anchor) or word (a list of the rows
// that hold it, across pages), also from the URL (#search=702.80), over the index search.js.
// Self-contained: no assets from outside the reader folder.
#ifndef RULECORP_EMIT_READER_HTML_H_
#define RULECORP_EMIT_READER_HTML_H_

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "align/alignment.h"
#include "align/history.h"
#include "common/diagnostic.h"
#include "glossary/glossary.h"

namespace rulecorp {

class Reader {
 public:
  struct Page {
    std::string file;         // relative to the reader folder ("section-7.html")
    std::string description;  // one line, for the front page
  };
  // A reader over `texts` (rules and glossary units), `glossary`, `history` (the English editions)
  // and the report's `findings` (in report order, as report.html anchors them); `link_report`:
  // report.html is written beside the reader folder, so findings link into it.
  Reader(const Alignment& texts, const Glossary& glossary, const History& history, const std::vector<Diagnostic>& findings,
         bool link_report);
  ~Reader();
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  // The pages: index.html first, then the sections that have rules, then glossary.html, then
  // search.js (the search index every page loads).
  const std::vector<Page>& pages() const;
  // Writes page `i` (HTML5, UTF-8, every text escaped) to `out`, as it goes.
  void write(std::size_t i, std::ostream& out) const;
  // Page `i` as a string.
  std::string page(std::size_t i) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace rulecorp

#endif  // RULECORP_EMIT_READER_HTML_H_
