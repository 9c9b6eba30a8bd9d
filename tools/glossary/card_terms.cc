// A keyword line pairs its keyword only when, once reminder text, mana symbols and numbers are cut,
// the English line is exactly its keyword (or a comma list of keywords whose count the
// translation matches): "Protection from black" or "Enchant creature" carry a parameter that the
// translation merges into the keyword, so they are left out rather than guessed, and so is a
// translated line that is a sentence (more words than the keyword needs, or the card's name). Card names pair
// once per card (the unit id "SET:number:line" without its line).
#include "glossary/card_terms.h"

#include <set>

#include "glossary/words.h"

namespace rulecorp {
namespace {

std::string cut_trailing(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == ',' || s.back() == '.' || s.back() == '-' ||
                        (s.back() >= '0' && s.back() <= '9')))
    s.pop_back();
  // A trailing em/en dash ("Equip—Pay 3 life" keeps "Equip").
  for (std::string_view dash : {std::string_view("\xE2\x80\x94"), std::string_view("\xE2\x80\x93"), std::string_view(" - ")})
    if (auto p = s.find(dash); p != std::string::npos) s = cut_trailing(s.substr(0, p));
  return s;
}

std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t p = s.find(','); ; p = s.find(',', start)) {
    std::string part = s.substr(start, p == std::string::npos ? std::string::npos : p - start);
    while (!part.empty() && part.front() == ' ') part.erase(0, 1);
    parts.push_back(cut_trailing(part));
    if (p == std::string::npos) break;
    start = p + 1;
  }
  return parts;
}

}  // namespace

std::string keyword_line_name(const std::string& line) {
  std::string out;
  int paren = 0, brace = 0;
  for (char c : line) {
    if (c == '(') ++paren;
    else if (c == ')') paren = paren > 0 ? paren - 1 : 0;
    else if (c == '{') ++brace;
    else if (c == '}') brace = brace > 0 ? brace - 1 : 0;
    else if (paren == 0 && brace == 0) out += c;
  }
  return cut_trailing(out);
}

void find_card_terms(const std::vector<InputUnit>& units, std::vector<Candidate>& out) {
  std::set<std::pair<std::string, std::string>> named;  // (card, language) already paired
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kCardLine || u.sides.empty() || u.sides[0].language != "en") continue;
    const InputSide& en = u.sides[0];
    std::string card = u.id.substr(0, u.id.rfind(':'));
    for (std::size_t k = 1; k < u.sides.size(); ++k) {
      const InputSide& t = u.sides[k];
      if (t.language == "en") continue;
      if (!en.term.empty() && !t.term.empty() && named.insert({card, t.language}).second) {
        Candidate c;
        c.source = TermSource::kCard;
        c.english = en.term;
        c.language = t.language;
        c.term = t.term;
        c.ref = card;
        c.part_of_speech = "properNoun";
        out.push_back(std::move(c));
      }
      if (u.keyword.empty()) continue;
      std::vector<std::string> ep = split_list(keyword_line_name(en.text)), tp = split_list(keyword_line_name(t.text));
      if (ep.size() != tp.size()) continue;
      bool keyword_line = false;
      for (const std::string& e : ep) keyword_line |= lower_case(e) == lower_case(u.keyword);
      if (!keyword_line) continue;
      for (std::size_t i = 0; i < ep.size(); ++i) {
        if (ep[i].empty() || tp[i].empty() || ep[i].size() > 24) continue;
        // A sentence, not a keyword ("Der Speerbrecherbehemoth ist unzerstörbar" for
        // "Indestructible"): more than one word beyond the English, or the card's own name.
        std::size_t ew = 1, tw = 1;
        for (char ch : ep[i]) ew += ch == ' ';
        for (char ch : tp[i]) tw += ch == ' ';
        if (tw > ew + 1 || (!t.term.empty() && tp[i].find(t.term) != std::string::npos)) continue;
        Candidate c;
        c.source = TermSource::kCard;
        c.english = ep[i];
        c.language = t.language;
        c.term = tp[i];
        c.ref = u.id;
        c.confidence = 0.95;
        c.part_of_speech = "noun";
        out.push_back(std::move(c));
      }
    }
  }
}

}  // namespace rulecorp
