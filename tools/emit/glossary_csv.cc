// Rows end in CRLF as RFC 4180 says; fields are quoted only when they must be. Variants are listed
// as "text (status)" separated by "; ".
#include "emit/glossary_csv.h"

#include <string>

#include "emit/glossary_util.h"

namespace rulecorp {

std::string csv_field(std::string_view s) {
  if (s.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(s);
  std::string out;
  out.reserve(s.size() + 8);
  out += '"';
  // Each run up to and including a '"' is appended at once, then the '"' again.
  for (std::size_t at = 0; at < s.size();) {
    std::size_t q = s.find('"', at);
    std::size_t end = q == std::string_view::npos ? s.size() : q + 1;
    out.append(s.substr(at, end - at));
    if (q != std::string_view::npos) out += '"';
    at = end;
  }
  out += '"';
  return out;
}

void write_glossary_csv(const Glossary& g, std::ostream& out) {
  out << "id,part_of_speech";
  for (const std::string& l : g.languages) out << ',' << l << ',' << l << "_variants," << l << "_definition," << l << "_context";
  out << ",sources,conflicts\r\n";
  for (const Concept& c : g.concepts) {
    std::string pos;
    for (const Term& t : c.terms)
      if (!t.part_of_speech.empty()) pos = t.part_of_speech;
    out << csv_field(c.id) << ',' << csv_field(pos);
    for (const std::string& l : g.languages) {
      const Term* t = c.term(l);
      std::string variants;
      if (t)
        for (std::size_t k = 1; k < t->variants.size(); ++k)
          variants += (variants.empty() ? "" : "; ") + t->variants[k].text + " (" + std::string(term_status_name(t->variants[k].status)) + ")";
      out << ',' << csv_field(t ? t->text() : "") << ',' << csv_field(variants) << ',' << csv_field(t ? t->definition : "") << ','
          << csv_field(t && !t->context.empty() ? t->context + " [" + t->context_rule + "]" : "");
    }
    std::string conflicts;
    for (const std::string& x : c.conflicts) conflicts += (conflicts.empty() ? "" : " | ") + x;
    out << ',' << csv_field(glossary_util::evidence_line(c)) << ',' << csv_field(conflicts) << "\r\n";
  }
}

}  // namespace rulecorp
