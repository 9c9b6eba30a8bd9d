// Pieces shared by the glossary writers (private to tools/emit): XML ids for concepts, the
// evidence as one line of text, and the administrative status names of TBX.
#ifndef RULECORP_EMIT_GLOSSARY_UTIL_H_
#define RULECORP_EMIT_GLOSSARY_UTIL_H_

#include <map>
#include <string>

#include "glossary/glossary.h"

namespace rulecorp::glossary_util {

// An XML NCName for each concept id, unique within the glossary and stable across runs:
// "c-combat-phase" ("c-" + the id with each run of characters other than ASCII letters, digits, '.'
// and '_' as one '-'), with "-2", "-3" for ids that meet.
inline std::map<std::string, std::string> anchors(const Glossary& g) {
  std::map<std::string, std::string> out;
  std::map<std::string, int> used;
  for (const Concept& c : g.concepts) {
    std::string a = "c-";
    for (unsigned char ch : c.id) {
      bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '.' || ch == '_';
      if (ok) a += static_cast<char>(ch);
      else if (a.back() != '-' && (ch < 0x80 || (ch & 0xC0) == 0xC0)) a += '-';  // one '-' per character or run
    }
    while (a.size() > 2 && a.back() == '-') a.pop_back();
    if (int n = ++used[a]; n > 1) a += "-" + std::to_string(n);
    out[c.id] = a;
  }
  return out;
}

// "heading de 702.83 (1); association fr 502.83b, ... (3, 0.92, why dice)".
inline std::string evidence_line(const Concept& c) {
  std::string out;
  for (const TermEvidence& e : c.evidence) {
    if (!out.empty()) out += "; ";
    out += std::string(term_source_name(e.source)) + " " + e.language + " \xE2\x80\x9C" + e.term + "\xE2\x80\x9D";
    for (std::size_t k = 0; k < e.refs.size(); ++k) out += (k ? ", " : " ") + e.refs[k];
    out += " (" + std::to_string(e.count);
    if (e.confidence < 1) {
      char buf[16];
      std::snprintf(buf, sizeof buf, ", %.2f", e.confidence);
      out += buf;
    }
    if (!e.why.empty()) out += ", why " + e.why;
    out += ")";
  }
  return out;
}

// TBX administrativeStatus picklist value of a status.
inline const char* tbx_status(TermStatus s) {
  switch (s) {
    case TermStatus::kPreferred: return "preferredTerm-admn-sts";
    case TermStatus::kAdmitted: return "admittedTerm-admn-sts";
    case TermStatus::kDeprecated: return "deprecatedTerm-admn-sts";
  }
  return "admittedTerm-admn-sts";
}

}  // namespace rulecorp::glossary_util

#endif  // RULECORP_EMIT_GLOSSARY_UTIL_H_
