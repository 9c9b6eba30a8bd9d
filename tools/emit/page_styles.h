// The HTML pages' own style sheets, one file each in tools/emit/style/<page>.css, compiled in
// byte for byte (embed_styles.cmake). The report, front, reader and update pages write theirs
// after the shared base (html::page_style); the document and glossary pages write theirs alone,
// on one line (html::one_line).
#ifndef RULECORP_EMIT_PAGE_STYLES_H_
#define RULECORP_EMIT_PAGE_STYLES_H_

#include <string_view>

namespace rulecorp::html::styles {

extern const std::string_view kDocument;  // style/document.css: a rendered CR (convert --to html)
extern const std::string_view kGlossary;  // style/glossary.css: the glossary page of a language pair
extern const std::string_view kIndex;     // style/index.css: build's front page
extern const std::string_view kReader;    // style/reader.css: the parallel reader
extern const std::string_view kReport;    // style/report.css: the check report
extern const std::string_view kUpdate;    // style/update.css: the update list

}  // namespace rulecorp::html::styles

#endif  // RULECORP_EMIT_PAGE_STYLES_H_
