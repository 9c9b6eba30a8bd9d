// OmegaT reads a glossary line as source, target and an optional comment separated by tabs; tabs
// and line breaks inside a field would split it, so they become spaces. The comment names the
// variant's status, the part of speech and the sources of the pair; deprecated variants are
// listed in the comment of the preferred line, not offered as targets.
#include "emit/glossary_tsv.h"

#include <sstream>
#include <string_view>

namespace rulecorp {
namespace {

std::string field(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c == '\t' || c == '\n' || c == '\r') c = ' ';
  return out;
}

}  // namespace

void write_glossary_tsv(const Glossary& g, const std::string& source, const std::string& target, std::ostream& out) {
  for (const Concept& c : g.concepts) {
    const Term* s = c.term(source);
    const Term* t = c.term(target);
    if (!s || !t) continue;
    std::string sources;
    for (const TermEvidence& e : c.evidence) {
      if (e.language != target && e.language != source) continue;
      std::string name(term_source_name(e.source));
      if (sources.find(name) == std::string::npos) sources += (sources.empty() ? "" : ", ") + name;
    }
    std::string deprecated;
    for (const Variant& v : t->variants)
      if (v.status == TermStatus::kDeprecated) deprecated += (deprecated.empty() ? "" : ", ") + v.text;
    for (const Variant& v : t->variants) {
      if (v.status == TermStatus::kDeprecated) continue;
      std::string comment(term_status_name(v.status));
      if (!t->part_of_speech.empty()) comment += "; " + t->part_of_speech;
      if (!sources.empty()) comment += "; " + sources;
      if (v.status == TermStatus::kPreferred && !deprecated.empty()) comment += "; deprecated: " + deprecated;
      if (!c.conflicts.empty()) comment += "; sources disagree";
      out << field(s->text()) << '\t' << field(v.text) << '\t' << field(comment) << '\n';
    }
  }
}

void write_glossary_omegat(const Glossary& g, const std::string& source, const std::string& target, std::ostream& out) {
  std::ostringstream lines;
  write_glossary_tsv(g, source, target, lines);
  out << "\xEF\xBB\xBF# rulecorp glossary " << source << " -> " << target << ": source<TAB>target<TAB>comment\n";
  std::string_view all = lines.view();
  for (std::size_t at = 0; at < all.size();) {
    std::size_t end = all.find('\n', at);
    end = end == std::string_view::npos ? all.size() : end + 1;
    if (all[at] != '#') out << all.substr(at, end - at);
    at = end;
  }
}

}  // namespace rulecorp
