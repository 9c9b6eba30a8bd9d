// The update list as one HTML page (update-LANG-EDITION.html of `rulecorp build`): per changed
// rule, in the newest edition's order, the three texts side by side (the English the translation
// was made from, the English now, the translation as it is) with the words the new edition dropped
// and added highlighted, the change, the old and new number and where the translation's rule is
// or goes. Self-contained (inline style, no scripts); every text escaped by pugixml.
#ifndef RULECORP_EMIT_UPDATE_HTML_H_
#define RULECORP_EMIT_UPDATE_HTML_H_

#include <string>

#include "align/update_list.h"

namespace rulecorp {

// The page (HTML5, UTF-8, deterministic, also well-formed XML).
std::string write_update_html(const UpdateList& list);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_UPDATE_HTML_H_
