// One run: tool.driver.rules is the whole check table in its order (ruleIndex points into it),
// artifacts are the inputs in command-line order followed by any other file a finding names, in
// first-seen order (collected before the results are written), so indices are stable. Columns are reported in Unicode code points
// (run.columnKind): the Diagnostic's byte column is converted on its source line when the snippet
// is known, and left out otherwise rather than reported in the wrong unit. Related locations carry
// their text as a message, marks between ⟦ ⟧ as in the text report. Results are streamed one by
// one through JsonWriter. A finding's fixes are one SARIF fix: a replacement of the input's bytes each, per file one
// artifact change.
#include "emit/report_sarif.h"

#include <algorithm>
#include <map>

#include "check/baseline.h"
#include "common/version.h"
#include "emit/json_util.h"
#include "emit/report_text.h"

namespace rulecorp {
namespace {

using json_util::Json;

constexpr std::size_t kMaxRelatedChars = 320;

class Artifacts {
 public:
  // The index of `file`, adding it when new.
  std::size_t index(const std::string& file) {
    auto [it, added] = index_.try_emplace(file, files_.size());
    if (added) files_.push_back(file);
    return it->second;
  }
  const std::vector<std::string>& files() const { return files_; }

 private:
  std::map<std::string, std::size_t> index_;
  std::vector<std::string> files_;
};

// The 1-based code-point column of byte column `column` on `line`; 0 when it cannot be known.
std::uint32_t code_point_column(std::string_view line, std::uint32_t column) {
  if (column == 0 || line.empty() || column - 1 > line.size()) return column == 1 ? 1 : 0;
  std::uint32_t n = 1;
  for (std::size_t i = 0; i < column - 1; ++i) n += (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
  return n;
}

Json physical(Artifacts& artifacts, const std::string& file, std::uint32_t line, std::uint32_t column,
              const std::string& snippet) {
  Json p{{"artifactLocation", {{"uri", artifact_uri(file)}, {"index", artifacts.index(file)}}}};
  if (line) {
    Json region{{"startLine", line}};
    if (std::uint32_t c = code_point_column(snippet, column)) region["startColumn"] = c;
    if (!snippet.empty()) region["snippet"] = {{"text", snippet}};
    p["region"] = std::move(region);
  }
  return p;
}

std::string location_message(const Location& l) {
  std::string head = l.language;
  if (!l.rule.empty()) head += (head.empty() ? "" : " ") + l.rule;
  std::string paren = l.role;
  if (!l.edition.empty()) paren += (paren.empty() ? "" : ", ") + l.edition;
  std::string out = display_line(head);
  if (!paren.empty()) out += (out.empty() ? "(" : " (") + display_line(paren) + ')';
  if (!l.text.empty()) out += (out.empty() ? "" : ": ") + marked_line(l.text, l.marks, kMaxRelatedChars);
  return out.empty() ? std::string("related location") : out;
}

Json result_json(const Report& r, Artifacts& artifacts, const Diagnostic& d) {
  const CheckInfo& info = report_check(r, d.check);
  std::string text = d.message;
  if (!d.suggestion.empty()) text += "\nSuggestion: " + d.suggestion;
  Json j{{"ruleId", d.check},
         {"ruleIndex", static_cast<std::size_t>(&info - r.checks.data())},
         {"level", severity_name(d.severity)},
         {"message", {{"text", text}}}};
  j["locations"] = Json::array({{{"physicalLocation", physical(artifacts, d.file, d.line, d.column, d.snippet)}}});
  if (!d.related.empty()) {
    Json rel = Json::array();
    for (std::size_t i = 0; i < d.related.size(); ++i) {
      const Location& l = d.related[i];
      Json loc{{"id", i + 1}};
      if (!l.file.empty()) loc["physicalLocation"] = physical(artifacts, l.file, l.line, l.column, {});
      loc["message"] = {{"text", location_message(l)}};
      rel.push_back(std::move(loc));
    }
    j["relatedLocations"] = std::move(rel);
  }
  if (const std::vector<Fix> fixes = fixes_of(d); !fixes.empty()) {
    // One fix (all of a finding's replacements are applied together), one artifact change per file
    // in first-seen order, its replacements in byte order: the bytes of the input as read
    // (byteOffset, byteLength) and the text written there in the input's own encoding.
    std::vector<std::string> files;
    for (const Fix& f : fixes)
      if (std::find(files.begin(), files.end(), f.file) == files.end()) files.push_back(f.file);
    Json changes = Json::array();
    for (const std::string& file : files) {
      std::vector<const Fix*> in_file;
      for (const Fix& f : fixes)
        if (f.file == file) in_file.push_back(&f);
      std::stable_sort(in_file.begin(), in_file.end(), [](const Fix* a, const Fix* b) { return a->begin < b->begin; });
      Json replacements = Json::array();
      for (const Fix* f : in_file)
        replacements.push_back({{"deletedRegion", {{"byteOffset", f->begin}, {"byteLength", f->end - f->begin}}},
                                {"insertedContent", {{"text", f->replacement}}}});
      changes.push_back({{"artifactLocation", {{"uri", artifact_uri(file)}, {"index", artifacts.index(file)}}},
                         {"replacements", std::move(replacements)}});
    }
    std::string description = "replace with " + display_line(fixes.front().replacement);
    if (fixes.size() > 1) {
      description = "replace " + std::to_string(fixes.size()) + " places with ";
      for (std::size_t i = 0; i < fixes.size(); ++i) description += (i ? ", " : "") + display_line(fixes[i].replacement);
    }
    j["fixes"] = Json::array({{{"description", {{"text", description}}}, {"artifactChanges", std::move(changes)}}});
  }
  j["partialFingerprints"] = {{"rulecorp/v1", fingerprint(baseline_key(d))}};
  if (r.baseline_used) j["baselineState"] = "new";
  Json props = Json::object();
  if (!d.language.empty()) props["language"] = d.language;
  if (!d.edition.empty()) props["edition"] = d.edition;
  if (!d.rule.empty()) props["rule"] = d.rule;
  if (!d.unit.empty()) props["unit"] = d.unit;
  if (!d.suggestion.empty()) props["suggestion"] = d.suggestion;
  if (!d.args.empty()) {
    Json args = Json::array();
    for (const auto& [name, value] : d.args) args.push_back({{"name", name}, {"value", value}});
    props["args"] = std::move(args);
  }
  props["locQualityIssueType"] = info.its_type;
  j["properties"] = std::move(props);
  return j;
}

Json driver_json(const Report& r) {
  Json rules = Json::array();
  for (const CheckInfo& c : r.checks) {
    std::string stage(c.id.substr(0, c.id.find('.')));
    rules.push_back({{"id", c.id},
                     {"shortDescription", {{"text", c.summary}}},
                     {"defaultConfiguration", {{"level", severity_name(c.severity)}}},
                     {"properties", {{"locQualityIssueType", c.its_type}, {"tags", Json::array({stage, "its:" + std::string(c.its_type)})}}}});
  }
  return {{"name", "rulecorp"}, {"version", kVersion}, {"rules", std::move(rules)}};
}

}  // namespace

std::string artifact_uri(std::string_view file) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out = !file.empty() && file.front() == '/' ? "file://" : "";
  for (char ch : file) {
    auto c = static_cast<unsigned char>(ch);
    bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
                c == '_' || c == '~' || c == '/';
    if (keep) {
      out += ch;
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

std::string write_report_sarif(const Report& r) {
  Artifacts artifacts;
  for (const ReportInput& in : r.inputs) artifacts.index(in.file);
  for (const Diagnostic& d : r.findings) {  // every file a result names, so the list is complete first
    artifacts.index(d.file);
    for (const Fix& f : fixes_of(d)) artifacts.index(f.file);
    for (const Location& l : d.related)
      if (!l.file.empty()) artifacts.index(l.file);
  }
  std::string out;
  json_util::JsonWriter w(out);
  w.begin_object();
  w.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
  w.member("version", "2.1.0");
  w.key("runs");
  w.begin_array();
  w.begin_object();
  w.member("tool", {{"driver", driver_json(r)}});
  Json list = Json::array();
  for (std::size_t i = 0; i < artifacts.files().size(); ++i) {
    const std::string& f = artifacts.files()[i];
    Json a{{"location", {{"uri", artifact_uri(f)}}}};
    auto in = std::find_if(r.inputs.begin(), r.inputs.end(), [&f](const ReportInput& x) { return x.file == f; });
    if (in != r.inputs.end()) {
      a["roles"] = Json::array({"analysisTarget"});
      Json props = Json::object();
      if (!in->language.empty()) props["language"] = in->language;
      if (!in->edition.empty()) props["edition"] = in->edition;
      if (!props.empty()) a["properties"] = std::move(props);
    }
    list.push_back(std::move(a));
  }
  w.member("artifacts", list);
  w.member("columnKind", "unicodeCodePoints");
  w.key("results");
  w.begin_array();
  for (const Diagnostic& d : r.findings) w.value(result_json(r, artifacts, d));
  w.end();
  w.member("properties", {{"baselined", r.baselined}, {"disabled", r.disabled}, {"suppressed", r.suppressed}});
  w.end();
  w.end();
  w.end();
  out += '\n';
  return out;
}

}  // namespace rulecorp
