// One row per UpdateRow, its cells escaped; the English change is the shared word diff's text form
// (align/word_diff.h), so removing either kind of mark gives the English then or now.
#include "emit/update_tsv.h"

#include <string_view>
#include <utility>

#include "align/word_diff.h"
#include "emit/tsv.h"

namespace rulecorp {

std::string write_update_tsv(const UpdateList& list) {
  std::string t = "rule\tchange\told\tnew\ttranslation\ttranslation_text\tenglish_now\tenglish_translated\tenglish_diff\n";
  for (const UpdateRow& r : list.rows) {
    std::string old_no = r.then ? r.old_number.str() : std::string(), new_no = r.now ? r.new_number.str() : std::string();
    t += tsv_cell(r.number().str()) + "\t" + std::string(update_change_name(r.change)) + "\t" + tsv_cell(old_no) + "\t" +
         tsv_cell(new_no) + "\t" + tsv_cell(list.place(r)) + "\t" + tsv_cell(r.translation_text) + "\t" +
         tsv_cell(r.now ? r.now_text : r.then_text) + "\t" + tsv_cell(r.then && r.now ? r.then_text : std::string()) + "\t" +
         tsv_cell(r.then && r.now && !(r.now_marks.empty() && r.then_marks.empty()) ? diff_text(word_diff(r.then_text, r.now_text)) : std::string()) + "\n";
  }
  return t;
}

}  // namespace rulecorp
