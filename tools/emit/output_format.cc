// The table is a constexpr array of rows; the glossary writers are wrapped into one signature
// (GlossaryWriter), a pair format given its languages, a format of every language ignoring them.
// Lookups are linear: the table has a few tens of rows and is read once per run.
#include "emit/output_format.h"

#include <algorithm>

#include "emit/glossary_csv.h"
#include "emit/glossary_html.h"
#include "emit/glossary_json.h"
#include "emit/glossary_tbx.h"
#include "emit/glossary_tsv.h"
#include "emit/report_html.h"
#include "emit/report_json.h"
#include "emit/report_sarif.h"
#include "emit/report_text.h"
#include "emit/tmx.h"
#include "emit/tsv.h"

namespace rulecorp {
namespace {

using M = FormatModel;
using Cuts = std::vector<CsvCut>;
using S = const std::string&;

Cuts tbx3(const Glossary& g, S, S, std::ostream& out) { return write_glossary_tbx(g, out, TbxVersion::kV3), Cuts(); }
Cuts tbx2(const Glossary& g, S, S, std::ostream& out) { return write_glossary_tbx(g, out, TbxVersion::kV2), Cuts(); }
Cuts tsv(const Glossary& g, S a, S b, std::ostream& out) { return write_glossary_tsv(g, a, b, out), Cuts(); }
Cuts omegat(const Glossary& g, S a, S b, std::ostream& out) { return write_glossary_omegat(g, a, b, out), Cuts(); }
Cuts csv(const Glossary& g, S a, S b, std::ostream& out) { return write_glossary_csv(language_pair(g, a, b), out); }
Cuts json(const Glossary& g, S, S, std::ostream& out) { return write_glossary_json(g, out), Cuts(); }
Cuts html(const Glossary& g, S a, S b, std::ostream& out) { return write_glossary_html(g, a, b, out), Cuts(); }

constexpr OutputFormat kFormats[] = {
    {"tmx", "", ".tmx", M::kAlignment, "aligned", "rules, rulings and glossaries aligned across languages (TMX 1.4: OmegaT, Trados, memoQ)",
     write_tmx},
    {"tsv", "", ".tsv", M::kAlignment, "aligned", "the same alignment, one row per unit (TSV for scripts and spreadsheets)",
     write_align_tsv},
    {"report-text", "text", ".txt", M::kReport, "report", "", nullptr, write_report_text},
    {"report-json", "json", ".json", M::kReport, "report", "", nullptr, write_report_json},
    {"report-html", "html", ".html", M::kReport, "report", "", nullptr, write_report_html},
    {"report-sarif", "sarif", ".sarif", M::kReport, "report", "", nullptr, write_report_sarif},
    {"tbx", "tbx", ".tbx", M::kGlossary, "glossary", "every language, TBX-Basic (TBX v3, ISO 30042:2019)", nullptr, nullptr, tbx3},
    {"tbx-v2", "tbx-v2", ".tbx", M::kGlossary, "glossary-v2", "every language, TBX v2 (martif: OmegaT, translate-toolkit, MultiTerm)",
     nullptr, nullptr, tbx2},
    {"glossary-tsv", "tsv", ".tsv", M::kGlossaryPair, "glossary-{pair}", "{source} \u2192 {target} in OmegaT's glossary layout",
     nullptr, nullptr, tsv},
    {"glossary-tsv", "omegat", ".txt", M::kGlossaryPair, "glossary-{pair}",
     "{source} \u2192 {target} as OmegaT 3.6 reads it: save as glossary/glossary.txt of a project", nullptr, nullptr, omegat},
    {"glossary-csv", "csv", ".csv", M::kGlossaryPair, "glossary-{pair}", "{source} and {target} as CSV for spreadsheets", nullptr,
     nullptr, csv},
    {"", "json", ".json", M::kGlossary, "", "", nullptr, nullptr, json},
    {"glossary-html", "html", ".html", M::kGlossaryPair, "glossary-{pair}",
     "{source} \u2192 {target}, sorted for {source} readers, with definitions and evidence", nullptr, nullptr, html},
    {"renumbering", "", ".tsv", M::kHistory, "renumbering", ""},
    {"update-list", "", "", M::kUpdateList, "", ""},
    {"reader", "", ".html", M::kReader, "", ""},
};

bool among(std::initializer_list<FormatModel> models, FormatModel m) {
  return std::find(models.begin(), models.end(), m) != models.end();
}

}  // namespace

std::span<const OutputFormat> output_formats() { return kFormats; }

std::vector<std::string_view> output_families() {
  std::vector<std::string_view> out;
  for (const OutputFormat& f : kFormats)
    if (!f.family.empty() && std::find(out.begin(), out.end(), f.family) == out.end()) out.push_back(f.family);
  return out;
}

const OutputFormat* find_format(std::initializer_list<FormatModel> models, std::string_view name) {
  for (const OutputFormat& f : kFormats)
    if (!f.name.empty() && f.name == name && among(models, f.model)) return &f;
  return nullptr;
}

std::string format_names(std::initializer_list<FormatModel> models, std::string_view last) {
  std::vector<std::string_view> names;
  for (const OutputFormat& f : kFormats)
    if (!f.name.empty() && among(models, f.model)) names.push_back(f.name);
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i) out += i + 1 == names.size() ? last : std::string_view(", ");
    out += names[i];
  }
  return out;
}

std::string format_text(std::string_view text, std::string_view source, std::string_view target) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    auto take = [&](std::string_view key, std::string_view value) {
      if (text.substr(i, key.size()) != key) return false;
      out += value;
      i += key.size();
      return true;
    };
    if (take("{pair}", std::string(source) + "-" + std::string(target)) || take("{source}", source) || take("{target}", target))
      continue;
    out += text[i++];
  }
  return out;
}

}  // namespace rulecorp
