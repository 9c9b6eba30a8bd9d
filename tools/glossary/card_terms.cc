// A keyword line pairs its keyword only when, once reminder text, mana symbols and numbers are cut,
// the English line is exactly its keyword, or a comma list of keywords that the translation lists
// as many of ("Flying, vigilance" / "Vol, vigilance": each part that is exactly its keyword pairs
// with the part at its place, both written as a line opening with them would, "Vigilance" /
// "Vigilance"): "Protection from black" or "Enchant creature" carry a parameter that the
// translation merges into the keyword, so they are left out rather than guessed, and so is a
// translated line that is a sentence (more words than the keyword needs, or the card's name) or
// two lines run together (text after its reminder text: "Piétinement (...)Célérité" for
// "Trample"). A keyword action's line is a sentence ("Surveil 2.", "Explore."): its translation is
// an imperative ("Erkunde."), not the action's term, so it pairs nothing.
// A line "<word> — <text>" pairs its word with the translated line's word before its dash, the
// translated line having that shape too, when the word is an ability word ("Landfall — Whenever
// ..." / "Landung — Immer wenn ...") or a keyword with a cost after the dash ("Equip—Pay 3
// life."): the card's keywords (the line's anchor) or the English rules' list of ability words
// (207.2c, when the rules are among the inputs) name it. Other words before a dash are no term:
// a modal card's "Choose one —", a saga's chapters "I, II —", a flavor word ("Smash the Chest —").
// Card names pair once per card (the unit id "SET:number:line" without its line); a name of several
// faces ("Fire // Ice": split, adventure, flip and double-faced cards, whose faces MTGJSON lists as
// entries with the whole name) pairs face by face with a translated name of as many faces, once for
// all faces ("SET:number" without the face letter), and not at all with one of another count.
//
// Type lines pair once per card and language (a line of several faces, "Instant // Sorcery", face by
// face with a translated one of as many faces), in two steps. First what the line itself proves:
// subtypes by position where both sides list as many ("Human Wizard" / "Mensch, Zauberer"), and a
// lone type against a lone type ("Instant" / "Spontanzauber"). Then elimination across cards: on a
// line, the words a pair already learned covers are taken out, and when one word is left on each
// side, they pair ("Legendary Creature" / "Créature légendaire" once "Creature" / "Créature" is
// known). Words a compound merges ("Artifact Creature" / "Artefaktkreatur") leave two words against
// one and stay unpaired. A pair seen on one card only is dropped when its English word has a pair
// seen on three cards or more (a misprint or an old wording, not the term). Each pair's evidence is
// the cards behind it ("ALA:12:type"), with their count.
#include "glossary/card_terms.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "glossary/list_cognates.h"
#include "glossary/words.h"
#include "lang/profile.h"

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

// `s` split at `sep`, each part without surrounding spaces; empty parts dropped.
std::vector<std::string> split_on(const std::string& s, const std::string& sep) {
  std::vector<std::string> out;
  for (std::size_t start = 0;;) {
    std::size_t p = s.find(sep, start);
    std::string part = s.substr(start, p == std::string::npos ? std::string::npos : p - start);
    while (!part.empty() && part.front() == ' ') part.erase(0, 1);
    while (!part.empty() && part.back() == ' ') part.pop_back();
    if (!part.empty()) out.push_back(std::move(part));
    if (p == std::string::npos) break;
    start = p + sep.size();
  }
  return out;
}

// `s` without the no-break spaces French writes before its colon ("Créature\u00A0: humain"):
// U+00A0 and U+202F become plain spaces.
std::string plain_spaces(std::string s) {
  for (std::string_view nbsp : {std::string_view("\xC2\xA0"), std::string_view("\xE2\x80\xAF")})
    for (std::size_t p = s.find(nbsp); p != std::string::npos; p = s.find(nbsp, p + 1)) s.replace(p, nbsp.size(), " ");
  return s;
}

// The words before a line's first dash (em dash, en dash or " - ") outside reminder text, mana
// symbols left out: "Landfall — Whenever ..." -> "Landfall", "Boast — {1}{R}: ..." -> "Boast"; ""
// when the line has no such dash.
std::string dash_head(const std::string& line) {
  if (line.find("\xE2\x80\x94") == std::string::npos && line.find("\xE2\x80\x93") == std::string::npos &&
      line.find(" - ") == std::string::npos)
    return "";
  std::string text;
  int paren = 0, brace = 0;
  for (char c : plain_spaces(line)) {
    if (c == '(') ++paren;
    else if (c == ')') paren = paren > 0 ? paren - 1 : 0;
    else if (c == '{') ++brace;
    else if (c == '}') brace = brace > 0 ? brace - 1 : 0;
    else if (paren == 0 && brace == 0) text += c;
  }
  std::size_t dash = std::string::npos;
  for (std::string_view d : {std::string_view("\xE2\x80\x94"), std::string_view("\xE2\x80\x93"), std::string_view(" - ")})
    dash = std::min(dash, text.find(d));
  if (dash == std::string::npos) return "";
  text.resize(dash);
  while (!text.empty() && text.front() == ' ') text.erase(0, 1);
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

// An ability word as 207.2c lists it and as a card line may write it: lower case, the typographic
// apostrophe as ' ("Council’s dilemma" -> "council's dilemma").
std::string ability_key(std::string_view s) {
  std::string out = lower_case(s);
  for (std::size_t p = out.find("\xE2\x80\x99"); p != std::string::npos; p = out.find("\xE2\x80\x99", p + 1)) out.replace(p, 3, "'");
  return out;
}

// The ability words the English rules list ("The ability words are adamant, ..., and will of the
// council."), as ability_key() writes them; empty without rules among the inputs.
std::set<std::string> listed_ability_words(const std::vector<InputUnit>& units) {
  static const std::string_view kPhrase = "ability words are";
  static const std::boyer_moore_horspool_searcher kSearcher(kPhrase.begin(), kPhrase.end());
  std::set<std::string> out;
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kRule || u.sides.empty() || code_language(u.sides[0].language) != Language::kEn) continue;
    const std::string& text = u.sides[0].text;
    if (std::search(text.begin(), text.end(), kSearcher) == text.end()) continue;
    for (const std::string& item : listing(text, "en")) out.insert(ability_key(item));
  }
  return out;
}

// The card key of a name pair: "SET:number", without the face letter when the name has several
// faces (both faces of "Fire // Ice", "SET:12a" and "SET:12b", are one card "SET:12").
std::string name_key(const std::string& card, bool faces) {
  if (faces && !card.empty() && card.back() >= 'a' && card.back() <= 'z' && card.size() >= 2 &&
      card[card.size() - 2] >= '0' && card[card.size() - 2] <= '9')
    return card.substr(0, card.size() - 1);
  return card;
}

// True when text follows a line's reminder text: the next line run into it ("Piétinement
// (...)Célérité", a file's lost line break), so the line is not one keyword's.
bool runs_on_after_reminder(const std::string& line) {
  std::size_t close = line.rfind(')');
  return close != std::string::npos && line.find_first_not_of(" .", close + 1) != std::string::npos;
}

// True when a line, its reminder text left out, ends with a full stop: a keyword action's sentence
// ("Surveil 2.", "Explore."), whose translation is an imperative ("Erkunde."), not the action's
// term ("Erkunden"); a keyword ability's line has no full stop ("Flying", "Crew 3").
bool ends_sentence(const std::string& line) {
  char last = 0;
  int paren = 0;
  for (char c : line) {
    if (c == '(') ++paren;
    else if (c == ')') paren = paren > 0 ? paren - 1 : 0;
    else if (paren == 0 && c != ' ') last = c;
  }
  return last == '.';
}

// `s` with its first letter in title case (ICU): a keyword listed after another is written in
// lower case ("Flying, vigilance"), its term as it opens a line ("Vigilance").
std::string title_cased(const std::string& s) {
  if (s.empty()) return s;
  std::int32_t i = 0;
  UChar32 c = 0;
  U8_NEXT(s.data(), i, static_cast<std::int32_t>(s.size()), c);
  if (c < 0) return s;
  UChar32 title = u_totitle(c);
  if (title == c) return s;
  char buf[U8_MAX_LENGTH];
  std::int32_t n = 0;
  UBool error = false;
  U8_APPEND(buf, n, U8_MAX_LENGTH, title, error);
  if (error) return s;
  return std::string(buf, static_cast<std::size_t>(n)) + s.substr(static_cast<std::size_t>(i));
}

struct CardTypes {
  std::string card;  // "SET:number"
  TypeLine en, tr;
};

// A type-line pair and the cards behind it.
using TypePairs = std::map<std::string, std::map<std::string, std::vector<std::string>>>;  // en -> term -> cards

bool is_supertype(const std::string& en) {
  return en == "Legendary" || en == "Basic" || en == "Snow" || en == "World" || en == "Ongoing" || en == "Elite" || en == "Host";
}

// Pairs by elimination: words of `e` and `t` a known pair covers are taken out; one word left on
// each side pairs.
bool eliminate(const std::vector<std::string>& e, const std::vector<std::string>& t, const TypePairs& known,
               std::string& en_left, std::string& tr_left) {
  std::vector<bool> e_used(e.size()), t_used(t.size());
  for (std::size_t i = 0; i < e.size(); ++i) {
    auto k = known.find(e[i]);
    if (k == known.end()) continue;
    for (std::size_t j = 0; j < t.size(); ++j)
      if (!t_used[j] && k->second.count(t[j])) {
        e_used[i] = t_used[j] = true;
        break;
      }
  }
  std::size_t ne = 0, nt = 0;
  for (std::size_t i = 0; i < e.size(); ++i)
    if (!e_used[i]) ++ne, en_left = e[i];
  for (std::size_t j = 0; j < t.size(); ++j)
    if (!t_used[j]) ++nt, tr_left = t[j];
  return ne == 1 && nt == 1;
}

void find_type_line_terms(const std::vector<CardTypes>& cards, const std::string& language, std::vector<Candidate>& out) {
  TypePairs pairs;
  auto note = [&](const std::string& e, const std::string& t, const std::string& card) {
    auto& v = pairs[e][t];
    if (v.empty() || v.back() != card) v.push_back(card);
  };
  std::vector<bool> types_done(cards.size()), subtypes_done(cards.size());
  // What each line proves by itself.
  for (std::size_t k = 0; k < cards.size(); ++k) {
    const CardTypes& c = cards[k];
    if (c.en.types.size() == 1 && c.tr.types.size() == 1) {
      note(c.en.types[0], c.tr.types[0], c.card);
      types_done[k] = true;
    }
    if (!c.en.subtypes.empty() && c.en.subtypes.size() == c.tr.subtypes.size()) {
      for (std::size_t i = 0; i < c.en.subtypes.size(); ++i) note(c.en.subtypes[i], c.tr.subtypes[i], c.card);
      subtypes_done[k] = true;
    }
  }
  // Elimination across cards, until nothing new pairs.
  for (bool changed = true; changed;) {
    changed = false;
    TypePairs known = pairs;
    for (std::size_t k = 0; k < cards.size(); ++k) {
      const CardTypes& c = cards[k];
      std::string e, t;
      if (!types_done[k] && eliminate(c.en.types, c.tr.types, known, e, t)) {
        note(e, t, c.card);
        types_done[k] = changed = true;
      }
      if (!subtypes_done[k] && !c.en.subtypes.empty() && eliminate(c.en.subtypes, c.tr.subtypes, known, e, t)) {
        note(e, t, c.card);
        subtypes_done[k] = changed = true;
      }
    }
  }
  for (const auto& [e, terms] : pairs) {
    std::size_t most = 0;
    for (const auto& [t, cs] : terms) most = std::max(most, cs.size());
    for (const auto& [t, cs] : terms) {
      if (cs.size() == 1 && most >= 3) continue;
      std::size_t refs = std::min<std::size_t>(cs.size(), 5);
      for (std::size_t i = 0; i < refs; ++i) {
        Candidate c;
        c.source = TermSource::kCard;
        c.english = e;
        c.language = language;
        c.term = t;
        c.ref = cs[i] + ":type";
        c.count = i == 0 ? cs.size() - (refs - 1) : 1;
        c.part_of_speech = is_supertype(e) ? "adjective" : "noun";
        out.push_back(std::move(c));
      }
    }
  }
}

}  // namespace

TypeLine split_type_line(const std::string& raw, const std::string& language) {
  TypeLine out;
  std::string plain;  // `raw` with plain spaces, made only when it has others
  const bool nbsp = raw.find("\xC2\xA0") != std::string::npos || raw.find("\xE2\x80\xAF") != std::string::npos;
  const std::string& line = nbsp ? (plain = plain_spaces(raw)) : raw;
  static const std::string kDash = "\xE2\x80\x94";
  std::size_t dash = line.find(kDash);
  std::size_t dash_len = kDash.size();
  const Language l = code_language(language);
  if (l == Language::kFr && dash == std::string::npos) {
    dash = line.find(" : ");
    dash_len = 3;
  }
  std::string left = line.substr(0, dash), right = dash == std::string::npos ? "" : line.substr(dash + dash_len);
  out.types = split_on(left, " ");
  if (l == Language::kDe) out.subtypes = split_on(right, ",");
  else if (l == Language::kFr)
    for (const std::string& part : split_on(right, ","))
      for (std::string& x : split_on(part, " et ")) out.subtypes.push_back(std::move(x));
  else out.subtypes = split_on(right, " ");
  return out;
}

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
  const std::set<std::string> ability_words = listed_ability_words(units);
  std::set<std::pair<std::string, std::string>> named;  // (card, language) already paired
  std::map<std::string, std::vector<CardTypes>> types;  // language -> the cards' type lines
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kCardLine || u.sides.empty() || code_language(u.sides[0].language) != Language::kEn) continue;
    const InputSide& en = u.sides[0];
    std::string card = u.id.substr(0, u.id.rfind(':'));
    const bool faces = en.term.find("//") != std::string::npos;
    // The English line's head before a dash ("Landfall — ..."), when it may be a keyword's.
    const std::string en_head = u.keyword.empty() && ability_words.empty() ? std::string() : dash_head(en.text);
    for (std::size_t k = 1; k < u.sides.size(); ++k) {
      const InputSide& t = u.sides[k];
      if (code_language(t.language) == Language::kEn) continue;
      // A type line of several faces ("Instant // Sorcery", the whole card's) pairs face by face,
      // once for all faces, and only with a translated one of as many faces.
      const bool type_faces = en.type_line.find("//") != std::string::npos;
      if (!en.type_line.empty() && !t.type_line.empty() && named.insert({name_key(card, type_faces) + "\ntype", t.language}).second) {
        if (!type_faces && t.type_line.find("//") == std::string::npos) {
          types[t.language].push_back({card, split_type_line(en.type_line, "en"), split_type_line(t.type_line, t.language)});
        } else {
          std::vector<std::string> ef = split_on(en.type_line, "//"), tf = split_on(t.type_line, "//");
          if (ef.size() == tf.size())
            for (std::size_t i = 0; i < ef.size(); ++i)
              types[t.language].push_back({name_key(card, true), split_type_line(ef[i], "en"), split_type_line(tf[i], t.language)});
        }
      }
      // A name of several faces ("Fire // Ice") pairs face by face, and only with a name of as
      // many faces: a translation that names one face of two is not known to name this one.
      if (!en.term.empty() && !t.term.empty() && named.insert({name_key(card, faces), t.language}).second) {
        std::vector<std::string> en_faces = split_on(en.term, "//"), tr_faces = split_on(t.term, "//");
        if (en_faces.size() == tr_faces.size())
          for (std::size_t i = 0; i < en_faces.size(); ++i) {
            Candidate c;
            c.source = TermSource::kCard;
            c.english = std::move(en_faces[i]);
            c.language = t.language;
            c.term = std::move(tr_faces[i]);
            c.ref = name_key(card, faces);
            c.part_of_speech = "properNoun";
            out.push_back(std::move(c));
          }
      }
      std::vector<std::string> ep, tp;
      std::size_t spare_words = 1;  // words the translation may have beyond the English
      if (!en_head.empty()) {
        // "<keyword> — ...": an ability word (the card's keywords, or 207.2c, name it) or a
        // keyword with a cost after a dash ("Equip—Pay 3 life."). The translated line pairs only
        // in the same shape, its words before the dash; a number after a keyword is a parameter
        // ("Suspend 4—"), after an ability word part of it ("Descend 4 —").
        bool whole = ability_words.count(ability_key(en_head)) || lower_case(en_head) == lower_case(u.keyword);
        std::string e = whole ? en_head : cut_trailing(en_head);
        if (!whole && (u.keyword.empty() || lower_case(e) != lower_case(u.keyword))) continue;
        std::string th = dash_head(t.text);
        if (!whole) th = cut_trailing(th);
        if (e.find(',') != std::string::npos || th.empty() || th.find_first_of(",.:;!?") != std::string::npos) continue;
        ep = {std::move(e)};
        tp = {std::move(th)};
        spare_words = 2;
      } else {
        if (u.keyword.empty()) continue;
        if (runs_on_after_reminder(en.text) || runs_on_after_reminder(t.text) || ends_sentence(en.text)) continue;
        // The anchor names the line's keywords in order ("Flying, Vigilance" for "Flying,
        // vigilance"): each part that is exactly its keyword pairs with the translated part at its
        // place; a part with a parameter ("protection from black") does not.
        ep = split_list(keyword_line_name(en.text));
        tp = split_list(keyword_line_name(t.text));
        const std::vector<std::string> keywords = ep.size() == 1 ? std::vector<std::string>{u.keyword} : split_on(u.keyword, ",");
        if (ep.size() != tp.size() || ep.size() != keywords.size()) continue;
        for (std::size_t i = 0; i < ep.size(); ++i) {
          if (lower_case(ep[i]) != lower_case(keywords[i])) ep[i].clear();
          if (i > 0) ep[i] = title_cased(ep[i]), tp[i] = title_cased(tp[i]);
        }
      }
      for (std::size_t i = 0; i < ep.size(); ++i) {
        if (ep[i].empty() || tp[i].empty() || ep[i].size() > 24) continue;
        // A sentence, not a keyword ("Der Speerbrecherbehemoth ist unzerstörbar" for
        // "Indestructible"): more words than the English allows, or the card's own name.
        std::size_t ew = 1, tw = 1;
        for (char ch : ep[i]) ew += ch == ' ';
        for (char ch : tp[i]) tw += ch == ' ';
        if (tw > ew + spare_words) continue;
        bool names_card = false;
        for (const std::string& f : split_on(t.term, "//")) names_card |= tp[i].find(f) != std::string::npos;
        if (names_card) continue;
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
  for (const auto& [language, cards] : types) find_type_line_terms(cards, language, out);
}

}  // namespace rulecorp
