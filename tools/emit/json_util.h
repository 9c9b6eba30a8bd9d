// Pieces shared by the JSON writers (private to tools/emit): the diagnostics array (with the
// structured fields of findings: unit, language, rule, related locations, arguments) and scores
// rounded to three decimals, so that output does not depend on the last bits of a double.
#ifndef RULECORP_EMIT_JSON_UTIL_H_
#define RULECORP_EMIT_JSON_UTIL_H_

#include <cmath>
#include <ostream>
#include <nlohmann/json.hpp>

#include "common/diagnostic.h"

namespace rulecorp::json_util {

using Json = nlohmann::ordered_json;

// The "diagnostics" array every JSON output carries.
inline Json diagnostics(const Diagnostics& diags) {
  Json ds = Json::array();
  for (const Diagnostic& d : diags.all()) {
    Json j{{"check", d.check}, {"severity", severity_name(d.severity)}, {"file", d.file}, {"line", d.line},
           {"column", d.column}};
    if (d.byte_offset != kNoOffset) j["byte_offset"] = d.byte_offset;
    j["message"] = d.message;
    if (!d.suggestion.empty()) j["suggestion"] = d.suggestion;
    if (!d.unit.empty()) j["unit"] = d.unit;
    if (!d.language.empty()) j["language"] = d.language;
    if (!d.edition.empty()) j["edition"] = d.edition;
    if (!d.rule.empty()) j["rule"] = d.rule;
    if (!d.text.empty()) j["text"] = d.text;
    if (!d.related.empty()) {
      Json rel = Json::array();
      for (const Location& l : d.related) {
        Json r{{"file", l.file}, {"line", l.line}, {"column", l.column}};
        if (!l.language.empty()) r["language"] = l.language;
        if (!l.edition.empty()) r["edition"] = l.edition;
        if (!l.rule.empty()) r["rule"] = l.rule;
        if (!l.role.empty()) r["role"] = l.role;
        if (!l.text.empty()) r["text"] = l.text;
        rel.push_back(std::move(r));
      }
      j["related"] = std::move(rel);
    }
    if (!d.args.empty()) {
      Json args = Json::object();
      for (const auto& [k, v] : d.args) args[k] = v;
      j["args"] = std::move(args);
    }
    ds.push_back(std::move(j));
  }
  return ds;
}

// Writes pretty JSON (two-space indent, the layout nlohmann's dump(2) gives) piece by piece, so a
// large output never exists as one tree in memory: containers are opened and closed here, and each
// element is built as a small tree, dumped and indented into place. Given a sink, the text is
// handed on to it whenever `out` holds more than 64 KiB (and by flush()), so not even the text is
// held whole.
class JsonWriter {
 public:
  explicit JsonWriter(std::string& out, std::ostream* sink = nullptr) : out_(out), sink_(sink) {}
  // Hands the text so far to the sink (if any) and empties `out`.
  void flush() {
    if (!sink_) return;
    sink_->write(out_.data(), static_cast<std::streamsize>(out_.size()));
    out_.clear();
  }
  // Opens an object or array as the next value.
  void begin_object() { open('{'); }
  void begin_array() { open('['); }
  // Closes the innermost container.
  void end() {
    Level l = stack_.back();
    stack_.pop_back();
    if (l.count) newline();
    out_ += l.close;
    spill();
  }
  // Starts the member `k` of the current object; the value follows.
  void key(std::string_view k) {
    item();
    out_ += Json(std::string(k)).dump(-1, ' ', false, Json::error_handler_t::replace);
    out_ += ": ";
    pending_key_ = true;
  }
  // Writes `v` as the next value (array element or member value).
  void value(const Json& v) {
    if (!pending_key_) item();
    pending_key_ = false;
    std::string s = v.dump(2, ' ', false, Json::error_handler_t::replace);
    std::string pad(2 * stack_.size(), ' ');
    for (char c : s) {
      out_ += c;
      if (c == '\n') out_ += pad;
    }
    spill();
  }
  // key(k) then value(v).
  void member(std::string_view k, const Json& v) {
    key(k);
    value(v);
  }

 private:
  struct Level {
    char close;
    std::size_t count;
  };
  void newline() {
    out_ += '\n';
    out_.append(2 * stack_.size(), ' ');
  }
  void item() {
    if (stack_.empty()) return;
    if (stack_.back().count++) out_ += ',';
    newline();
  }
  void open(char c) {
    if (!pending_key_) item();
    pending_key_ = false;
    out_ += c;
    stack_.push_back({c == '{' ? '}' : ']', 0});
  }
  void spill() {
    if (sink_ && out_.size() > 64 * 1024) flush();
  }
  std::string& out_;
  std::ostream* sink_;
  std::vector<Level> stack_;
  bool pending_key_ = false;
};

// Writes the members every JSON output ends with ("diagnostics", "suppressed_diagnostics"), closes
// the root object and ends the text with a newline.
inline void finish(JsonWriter& w, std::string& out, const Diagnostics& diags) {
  w.member("diagnostics", diagnostics(diags));
  w.member("suppressed_diagnostics", diags.suppressed());
  w.end();
  out += '\n';
}

// `x` rounded to three decimals.
inline double round3(double x) { return std::round(x * 1000.0) / 1000.0; }

// Serialises with two-space indent and a final newline; invalid UTF-8 becomes U+FFFD.
inline std::string dump(const Json& j) { return j.dump(2, ' ', false, Json::error_handler_t::replace) + '\n'; }

}  // namespace rulecorp::json_util

#endif  // RULECORP_EMIT_JSON_UTIL_H_
