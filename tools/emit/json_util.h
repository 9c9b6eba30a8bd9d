// Pieces shared by the JSON writers (private to tools/emit): the diagnostics array and scores
// rounded to three decimals, so that output does not depend on the last bits of a double.
#ifndef RULECORP_EMIT_JSON_UTIL_H_
#define RULECORP_EMIT_JSON_UTIL_H_

#include <cmath>
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
    ds.push_back(std::move(j));
  }
  return ds;
}

// `x` rounded to three decimals.
inline double round3(double x) { return std::round(x * 1000.0) / 1000.0; }

// Serialises with two-space indent and a final newline; invalid UTF-8 becomes U+FFFD.
inline std::string dump(const Json& j) { return j.dump(2, ' ', false, Json::error_handler_t::replace) + '\n'; }

}  // namespace rulecorp::json_util

#endif  // RULECORP_EMIT_JSON_UTIL_H_
