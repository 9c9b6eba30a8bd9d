// The update list as TSV (update-LANG-EDITION.tsv of `rulecorp build`): a header row, then one row
// per UpdateRow in the newest edition's order: rule, change, old and new number, where the
// translation's rule is (file:line) or goes ("after de 702.123f, line 8120"), its present text,
// the English now and then, and the English change in wdiff's notation ({+added+} [-dropped-]).
// Cells are escaped as in aligned.tsv (\t, \n, \r, \\).
#ifndef RULECORP_EMIT_UPDATE_TSV_H_
#define RULECORP_EMIT_UPDATE_TSV_H_

#include <string>
#include <vector>

#include "align/update_list.h"

namespace rulecorp {

// The TSV of `list` (UTF-8, LF line ends, final newline).
std::string write_update_tsv(const UpdateList& list);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_UPDATE_TSV_H_
