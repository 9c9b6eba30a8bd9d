// The definition is searched (ICU lower case) for each language's phrases of the two kinds; a
// definition naming both kinds, or neither, is no finding. Its citations are read as "701." or
// "702." followed by a digit, at a word start; a definition citing both sections is no finding.
// Invariant: a finding marks the phrase of the kind and every citation against it.
#include "check/keyword_kind.h"

#include <cctype>
#include <string>

#include "check/words.h"

namespace rulecorp {
namespace {

struct Phrases {
  const char* language;
  std::vector<std::string_view> ability, action;
  std::string_view ability_name, action_name;
};

const Phrases* phrases(std::string_view lang) {
  static const Phrases kAll[] = {
      {"en", {"keyword abilit"}, {"keyword action"}, "keyword ability", "keyword action"},
      {"de", {"schlüsselwortfähigkeit"}, {"schlüsselwortaktion"}, "Schlüsselwortfähigkeit", "Schlüsselwortaktion"},
      {"fr", {"capacité mot-clé", "capacités mot-clé"}, {"action mot-clé", "actions mot-clé"}, "capacité mot-clé", "action mot-clé"},
  };
  for (const Phrases& p : kAll)
    if (lang == p.language) return &p;
  return nullptr;
}

// The first place in `lower_text` of any of `phrases`, or npos.
std::size_t find_any(const std::string& lower_text, const std::vector<std::string_view>& list, std::size_t& length) {
  std::size_t best = std::string::npos;
  for (std::string_view p : list)
    if (std::size_t at = lower_text.find(p); at < best) {
      best = at;
      length = p.size();
    }
  return best;
}

}  // namespace

std::vector<Diagnostic> check_keyword_kind(const ContentPair& pair) {
  const Phrases* ph = phrases(pair.translation_language);
  std::string_view t = pair.translation;
  if (!ph || t.find("70") == std::string_view::npos) return {};
  std::string low = lower(t);  // ICU lower case: "Schlüsselwortfähigkeit", "Capacité mot-clé"
  if (low.size() != t.size()) return {};  // offsets would not map back
  std::size_t ab_len = 0, ac_len = 0;
  std::size_t ab = find_any(low, ph->ability, ab_len), ac = find_any(low, ph->action, ac_len);
  if ((ab == std::string::npos) == (ac == std::string::npos)) return {};
  const bool says_ability = ab != std::string::npos;
  std::vector<Mark> against;
  bool agrees = false;
  for (std::size_t at = t.find("70"); at != std::string_view::npos; at = t.find("70", at + 1)) {
    if (at > 0 && (std::isalnum(static_cast<unsigned char>(t[at - 1])) || t[at - 1] == '.')) continue;
    if (at + 5 > t.size() || (t[at + 2] != '1' && t[at + 2] != '2') || t[at + 3] != '.' ||
        !std::isdigit(static_cast<unsigned char>(t[at + 4])))
      continue;
    std::size_t end = at + 4;
    while (end < t.size() && (std::isalnum(static_cast<unsigned char>(t[end])))) ++end;
    bool ability_rule = t[at + 2] == '2';
    if (ability_rule == says_ability) agrees = true;
    else against.push_back({static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(end)});
  }
  if (agrees || against.empty()) return {};
  std::size_t at = says_ability ? ab : ac, len = says_ability ? ab_len : ac_len;
  while (at + len < t.size() && (std::isalpha(static_cast<unsigned char>(t[at + len])) || static_cast<unsigned char>(t[at + len]) >= 0x80) &&
         t.substr(at + len, 2) != "\xC2\xA0")
    ++len;  // the whole word: "keyword abilities"
  std::string said(says_ability ? ph->ability_name : ph->action_name);
  std::string other(says_ability ? ph->action_name : ph->ability_name);
  std::string cited(t.substr(against.front().begin, against.front().end - against.front().begin));
  std::vector<Mark> marks{{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + len)}};
  for (const Mark& m : against) marks.push_back(m);
  std::string message = "the definition says " + said + " but cites rule " + cited + ", a " +
                        (says_ability ? std::string("keyword action (701)") : std::string("keyword ability (702)")) +
                        ": write " + other + ", or cite the right rule";
  std::vector<Diagnostic> out;
  ContentPair alone = pair;
  alone.original = {};
  out.push_back(content_finding("term.keyword-kind", alone, message, std::move(marks)));
  out.back().args = {{"says", said}, {"cited", cited}};
  return out;
}

}  // namespace rulecorp
