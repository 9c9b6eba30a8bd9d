// Keys are built from content only (see baseline.h); matching counts the accepted keys in a hash
// map and walks the findings in order, consuming one accepted occurrence per finding it removes,
// so the result does not depend on hash order. The file is read and written with nlohmann-json
// (ordered keys, invalid UTF-8 replaced), so it is stable byte for byte and diffs well in review.
#include "check/baseline.h"

#include <unicode/utf8.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "check/report.h"

namespace rulecorp {
namespace {

using Json = nlohmann::ordered_json;

bool ascii_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// `s` with runs of ASCII whitespace made one space and none at either end, and broken UTF-8 replaced
// by U+FFFD as the JSON file will hold it (so a key survives the round trip through the file).
std::string collapse_space(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  bool pending = false;
  auto len = static_cast<std::int32_t>(s.size());
  for (std::int32_t i = 0; i < len;) {
    std::int32_t start = i;
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    if (c >= 0 && c < 0x80 && ascii_space(static_cast<char>(c))) {
      pending = !out.empty();
      continue;
    }
    if (pending) out += ' ';
    pending = false;
    if (c < 0) out += "\xEF\xBF\xBD";
    else out.append(s.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(i - start)));
  }
  return out;
}

// The fields of a key as one string (unit and record separators cannot occur in decoded text,
// which has control characters replaced).
std::string flat(const BaselineKey& k) {
  std::string s = k.check + '\x1f' + k.language + '\x1f' + k.rule + '\x1f' + k.text + '\x1f';
  for (const std::string& m : k.marked) s += m + '\x1e';
  return s;
}

[[noreturn]] void fail(const std::string& name, const std::string& what) {
  throw BaselineError(name + ": not a rulecorp baseline: " + what);
}

std::string string_member(const Json& j, const char* key, const std::string& name, std::size_t index, bool required) {
  auto it = j.find(key);
  if (it == j.end()) {
    if (required) fail(name, "entry " + std::to_string(index + 1) + " has no \"" + key + "\"");
    return {};
  }
  if (!it->is_string()) fail(name, "entry " + std::to_string(index + 1) + ": \"" + key + "\" is not a string");
  return it->get<std::string>();
}

}  // namespace

BaselineKey baseline_key(const Diagnostic& d) {
  BaselineKey k;
  k.check = d.check;
  k.language = d.language;
  k.rule = !d.rule.empty() ? d.rule : d.unit;
  const std::string& text = !d.text.empty() ? d.text : !d.snippet.empty() ? d.snippet : d.message;
  k.text = collapse_space(text);
  if (!d.text.empty())
    for (Mark m : clean_marks(d.text, d.marks)) k.marked.push_back(collapse_space(std::string_view(d.text).substr(m.begin, m.end - m.begin)));
  return k;
}

std::string fingerprint(const BaselineKey& k) {
  std::uint64_t h = 14695981039346656037ULL;
  for (unsigned char c : flat(k)) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

Baseline make_baseline(std::span<const Diagnostic> findings) {
  Baseline b;
  b.entries.reserve(findings.size());
  for (const Diagnostic& d : findings) b.entries.push_back({baseline_key(d), d.file, d.line, d.message});
  return b;
}

std::string write_baseline(const Baseline& b) {
  Json accepted = Json::array();
  for (const BaselineEntry& e : b.entries) {
    Json j{{"check", e.key.check}};
    if (!e.key.language.empty()) j["language"] = e.key.language;
    if (!e.key.rule.empty()) j["rule"] = e.key.rule;
    j["text"] = e.key.text;
    if (!e.key.marked.empty()) j["marked"] = e.key.marked;
    j["fingerprint"] = fingerprint(e.key);
    j["file"] = e.file;
    j["line"] = e.line;
    j["message"] = e.message;
    accepted.push_back(std::move(j));
  }
  Json root{{"tool", "rulecorp"}, {"baseline", 1}, {"accepted", std::move(accepted)}};
  return root.dump(2, ' ', false, Json::error_handler_t::replace) + '\n';
}

Baseline read_baseline(std::string_view json, const std::string& name) {
  Json root = Json::parse(json, nullptr, false);
  if (root.is_discarded()) fail(name, "not valid JSON");
  if (!root.is_object() || root.value("tool", Json()) != "rulecorp" || !root.contains("baseline"))
    fail(name, "expected an object with \"tool\": \"rulecorp\" and \"baseline\": 1");
  if (root["baseline"] != 1) fail(name, "unsupported baseline format " + root["baseline"].dump() + " (this rulecorp reads 1)");
  auto acc = root.find("accepted");
  if (acc == root.end() || !acc->is_array()) fail(name, "no \"accepted\" array");
  Baseline b;
  b.entries.reserve(acc->size());
  for (std::size_t i = 0; i < acc->size(); ++i) {
    const Json& j = (*acc)[i];
    if (!j.is_object()) fail(name, "entry " + std::to_string(i + 1) + " is not an object");
    BaselineEntry e;
    e.key.check = string_member(j, "check", name, i, true);
    e.key.language = string_member(j, "language", name, i, false);
    e.key.rule = string_member(j, "rule", name, i, false);
    e.key.text = collapse_space(string_member(j, "text", name, i, true));
    if (auto m = j.find("marked"); m != j.end()) {
      if (!m->is_array()) fail(name, "entry " + std::to_string(i + 1) + ": \"marked\" is not an array");
      for (const Json& s : *m) {
        if (!s.is_string()) fail(name, "entry " + std::to_string(i + 1) + ": \"marked\" holds a non-string");
        e.key.marked.push_back(collapse_space(s.get<std::string>()));
      }
    }
    e.file = string_member(j, "file", name, i, false);
    if (auto l = j.find("line"); l != j.end() && l->is_number_unsigned()) e.line = l->get<std::uint32_t>();
    e.message = string_member(j, "message", name, i, false);
    b.entries.push_back(std::move(e));
  }
  return b;
}

std::size_t filter_baselined(const Baseline& b, std::vector<Diagnostic>& findings) {
  if (b.entries.empty()) return 0;
  std::unordered_map<std::string, std::size_t> accepted;
  for (const BaselineEntry& e : b.entries) ++accepted[flat(e.key)];
  std::size_t before = findings.size();
  std::erase_if(findings, [&](const Diagnostic& d) {
    auto it = accepted.find(flat(baseline_key(d)));
    if (it == accepted.end() || it->second == 0) return false;
    --it->second;
    return true;
  });
  return before - findings.size();
}

}  // namespace rulecorp
