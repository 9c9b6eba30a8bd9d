// Every cell goes through emit/csv.h's CsvWriter (quoted only when it must be, formula cells
// guarded, over-long cells cut), the id column and the header too. Variants are listed as
// "text (status)" separated by "; ".
#include "emit/glossary_csv.h"

#include <string>

#include "emit/csv.h"
#include "emit/glossary_util.h"

namespace rulecorp {

std::vector<CsvCut> write_glossary_csv(const Glossary& g, std::ostream& out) {
  CsvWriter csv(out);
  csv.cell("id");
  csv.cell("part_of_speech");
  for (const std::string& l : g.languages)
    for (const std::string& col : {l, l + "_variants", l + "_definition", l + "_context"}) csv.cell(col);
  csv.cell("sources");
  csv.cell("conflicts");
  csv.end_row();
  for (const Concept& c : g.concepts) {
    std::string pos;
    for (const Term& t : c.terms)
      if (!t.part_of_speech.empty()) pos = t.part_of_speech;
    csv.cell(c.id);
    csv.cell(pos);
    for (const std::string& l : g.languages) {
      const Term* t = c.term(l);
      std::string variants;
      if (t)
        for (std::size_t k = 1; k < t->variants.size(); ++k)
          variants += (variants.empty() ? "" : "; ") + t->variants[k].text + " (" + std::string(term_status_name(t->variants[k].status)) + ")";
      csv.cell(t ? t->text() : "");
      csv.cell(variants);
      csv.cell(t ? t->definition : "");
      csv.cell(t && !t->context.empty() ? t->context + " [" + t->context_rule + "]" : "");
    }
    std::string conflicts;
    for (const std::string& x : c.conflicts) conflicts += (conflicts.empty() ? "" : " | ") + x;
    csv.cell(glossary_util::evidence_line(c));
    csv.cell(conflicts);
    csv.end_row();
  }
  return csv.cuts();
}

}  // namespace rulecorp
