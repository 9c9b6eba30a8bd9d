// Streams through JsonWriter (emit/json_util.h) so that a run with many findings never holds one
// tree of the whole report: the inputs, then each finding built and dumped on its own, then the
// summary. Members that are empty in the Diagnostic are left out; marks are cleaned (clamped to
// whole characters) and carry the text they mark, so consumers need not slice UTF-8 themselves.
// The baseline fingerprint is included so that a finding can be traced between runs; a finding with
// a certain replacement carries its fix (byte offsets in the input as read), a grouped finding its
// members' further fixes as more_fixes.
#include "emit/report_json.h"

#include "check/baseline.h"
#include "common/version.h"
#include "emit/json_util.h"

namespace rulecorp {
namespace {

using json_util::Json;

Json marks_json(const std::string& text, std::span<const Mark> marks) {
  Json out = Json::array();
  for (Mark m : clean_marks(text, marks))
    out.push_back({{"begin", m.begin}, {"end", m.end}, {"text", text.substr(m.begin, m.end - m.begin)}});
  return out;
}

void put(Json& j, const char* key, const std::string& value) {
  if (!value.empty()) j[key] = value;
}

// The quoted text and, when it has any, its marks.
void put_text(Json& j, const std::string& text, std::span<const Mark> marks) {
  if (text.empty()) return;
  j["text"] = text;
  if (Json m = marks_json(text, marks); !m.empty()) j["marks"] = std::move(m);
}

Json location_json(const Location& l) {
  Json j{{"file", l.file}, {"line", l.line}, {"column", l.column}};
  put(j, "language", l.language);
  put(j, "edition", l.edition);
  put(j, "rule", l.rule);
  put(j, "role", l.role);
  put_text(j, l.text, l.marks);
  return j;
}

Json finding_json(const Report& r, const Diagnostic& d) {
  Json j{{"check", d.check},
         {"severity", severity_name(d.severity)},
         {"its_type", report_check(r, d.check).its_type},
         {"file", d.file},
         {"line", d.line},
         {"column", d.column}};
  if (d.byte_offset != kNoOffset) j["byte_offset"] = d.byte_offset;
  j["message"] = d.message;
  put(j, "suggestion", d.suggestion);
  put(j, "snippet", d.snippet);
  put(j, "unit", d.unit);
  put(j, "language", d.language);
  put(j, "edition", d.edition);
  put(j, "rule", d.rule);
  put_text(j, d.text, d.marks);
  if (!d.related.empty()) {
    Json rel = Json::array();
    for (const Location& l : d.related) rel.push_back(location_json(l));
    j["related"] = std::move(rel);
  }
  if (!d.args.empty()) {
    Json args = Json::array();
    for (const auto& [name, value] : d.args) args.push_back({{"name", name}, {"value", value}});
    j["args"] = std::move(args);
  }
  auto fix_json = [](const Fix& f) {
    return Json{{"file", f.file}, {"begin", f.begin}, {"end", f.end}, {"replacement", f.replacement}};
  };
  if (d.fix) j["fix"] = fix_json(*d.fix);
  if (!d.more_fixes.empty()) {
    Json more = Json::array();
    for (const Fix& f : d.more_fixes) more.push_back(fix_json(f));
    j["more_fixes"] = std::move(more);
  }
  j["fingerprint"] = fingerprint(baseline_key(d));
  return j;
}

}  // namespace

std::string write_report_json(const Report& r) {
  std::string out;
  json_util::JsonWriter w(out);
  w.begin_object();
  w.member("tool", "rulecorp");
  w.member("version", kVersion);
  Json inputs = Json::array();
  for (const ReportInput& in : r.inputs) {
    Json j{{"file", in.file}};
    put(j, "language", in.language);
    put(j, "edition", in.edition);
    inputs.push_back(std::move(j));
  }
  w.member("inputs", inputs);
  w.key("findings");
  w.begin_array();
  for (const Diagnostic& d : r.findings) w.value(finding_json(r, d));
  w.end();
  Json checks = Json::array();
  for (const CheckCount& c : count_by_check(r))
    checks.push_back({{"id", c.info->id},
                      {"its_type", c.info->its_type},
                      {"default_severity", severity_name(c.info->severity)},
                      {"summary", c.info->summary},
                      {"error", c.by_severity[2]},
                      {"warning", c.by_severity[1]},
                      {"note", c.by_severity[0]},
                      {"total", c.total()}});
  Json summary{{"findings", r.findings.size()},
               {"error", count_severity(r, Severity::kError)},
               {"warning", count_severity(r, Severity::kWarning)},
               {"note", count_severity(r, Severity::kNote)},
               {"baselined", r.baselined},
               {"disabled", r.disabled},
               {"suppressed", r.suppressed},
               {"checks", std::move(checks)}};
  w.member("summary", summary);
  w.end();
  out += '\n';
  return out;
}

}  // namespace rulecorp
