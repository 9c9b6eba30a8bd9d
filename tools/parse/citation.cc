// find_citations is driven by digits, which are rare in rule text: at each number that starts a
// word it looks back one word for a keyword of the lexicon (rule/rules, Regel/Regeln, règle/règles,
// section, Abschnitt) and, when it finds one, reads a list forward: number, optional range (en dash,
// hyphen, "through"/"bis"/"à", or the French "510.1 c-d"), then a connector and another number, and
// so on. Anything else ends the list, so sentence punctuation after a number is never taken.
#include "parse/citation.h"

#include "common/ascii.h"
#include "parse/lexicon.h"

#include <array>
#include <optional>

namespace rulecorp {

bool citation_letter_at(std::string_view t, std::size_t i) {
  if (i >= t.size()) return false;
  unsigned char u = static_cast<unsigned char>(t[i]);
  if (u < 0x80) return is_ascii_alpha(t[i]);
  if (u == 0xC2) return false;
  if (u == 0xE2 && i + 1 < t.size() && (t[i + 1] == '\x80' || t[i + 1] == '\x81')) return false;
  return u >= 0xC3;
}

namespace {

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }

enum class Keyword { kNone, kRule, kSection };

Keyword classify(std::string_view word) {
  if (word.size() < 4 || word.size() > 11) return Keyword::kNone;
  char folded[11];  // the word lower-cased, on the stack (this runs at every number)
  for (std::size_t k = 0; k < word.size(); ++k) folded[k] = ascii_lower(word[k]);
  // "Règle" in capitals: fold the UTF-8 of È to è.
  if (folded[1] == '\xC3' && folded[2] == '\x88') folded[2] = '\xA8';
  const std::string_view w(folded, word.size());
  for (const Lexicon* lex : lexicons())
    for (std::string_view k : lex->rule_keywords)
      if (w == k) return Keyword::kRule;
  for (const Lexicon* lex : lexicons())
    for (std::string_view k : lex->section_keywords)
      if (w == k) return Keyword::kSection;
  return Keyword::kNone;
}

// Skips spaces (and no-break spaces) from i; returns the new position.
std::size_t skip_space(std::string_view t, std::size_t i) {
  for (;;) {
    if (i < t.size() && t[i] == ' ') {
      ++i;
    } else if (t.substr(i, 2) == "\xC2\xA0") {
      i += 2;
    } else if (t.substr(i, 3) == "\xE2\x80\xAF") {  // narrow no-break space (French typography)
      i += 3;
    } else {
      return i;
    }
  }
}

// Length of a dash at t[i] (hyphen, en dash, em dash, non-breaking hyphen, minus), or 0.
std::size_t dash_at(std::string_view t, std::size_t i) {
  if (i >= t.size()) return 0;
  if (t[i] == '-') return 1;
  if (t[i] != '\xE2') return 0;  // every other dash is three bytes from E2
  for (std::string_view d : {"\xE2\x80\x93", "\xE2\x80\x94", "\xE2\x80\x91", "\xE2\x88\x92"})
    if (t.substr(i, 3) == d) return 3;
  return 0;
}

struct Num {
  RuleNumber rule;
  int section = 0;
  std::size_t end = 0;
  bool malformed = false;  // '_' where the dot belongs
};

// Reads a number at t[i] for the given keyword kind; the sentence's final '.' is never taken.
std::optional<Num> read_number(std::string_view t, std::size_t i, Keyword kind) {
  std::size_t j = i;
  while (j < t.size() && is_ascii_digit(t[j])) ++j;
  std::size_t head = j - i;
  if (head == 0 || head > 3) return std::nullopt;
  auto as_int = [&](std::size_t b, std::size_t e) { return decimal_value(t.substr(b, e - b)); };
  int first = as_int(i, j);
  if (kind == Keyword::kSection) {
    if (head != 1 || first == 0) return std::nullopt;
    if (j + 1 < t.size() && t[j] == '.' && is_ascii_digit(t[j + 1])) return std::nullopt;
    if (j < t.size() && (is_ascii_digit(t[j]) || is_lower(t[j]))) return std::nullopt;
    Num n;
    n.section = first;
    n.end = j;
    return n;
  }
  if (head != 3 || first < 100) return std::nullopt;
  Num n;
  n.rule = RuleNumber(first);
  n.end = j;
  if (j + 1 < t.size() && (t[j] == '.' || t[j] == '_') && is_ascii_digit(t[j + 1])) {
    n.malformed = t[j] == '_';
    std::size_t k = j + 1;
    while (k < t.size() && is_ascii_digit(t[k])) ++k;
    if (k - j - 1 > 4) return std::nullopt;
    int sub = as_int(j + 1, k);
    if (sub == 0 || sub > RuleNumber::kMaxSub) return std::nullopt;
    int letter = 0;
    if (std::size_t len = subrule_letters_at(t, k); len && !citation_letter_at(t, k + len)) {
      letter = letter_index(t.substr(k, len));
      k += len;
    }
    n.rule = RuleNumber::with_letter_index(first, sub, letter);
    n.end = k;
  }
  if (n.end < t.size() && (is_ascii_digit(t[n.end]) || citation_letter_at(t, n.end))) return std::nullopt;
  return n;
}

// Subrule letters standing alone at t[i] ("d" of "601.2a–d", "aa" of "704.5z–aa"), not the start
// of a word: their index and length.
struct Letters {
  int index = 0;
  std::size_t length = 0;
};
std::optional<Letters> read_letter(std::string_view t, std::size_t i) {
  std::size_t len = subrule_letters_at(t, i);
  if (!len || citation_letter_at(t, i + len)) return std::nullopt;
  return Letters{letter_index(t.substr(i, len)), len};
}

// The word of `words` at t[j..] followed by a space: the position after the space(s), or 0.
template <class Words>
std::size_t word_at(std::string_view t, std::size_t j, Words words) {
  if (j >= t.size()) return 0;
  for (const Lexicon* lex : lexicons())
    for (std::string_view w : words(*lex))
      if ((w.empty() || w[0] == t[j]) && t.substr(j, w.size()) == w && t.substr(j + w.size(), 1) == " ")
        return skip_space(t, j + w.size());
  return 0;
}

// The connector word at t[i..] that continues a list ("and", "und", "et", ...), or 0.
std::size_t connector_at(std::string_view t, std::size_t i, bool& is_range_word) {
  is_range_word = false;
  auto connectors = [](const Lexicon& l) { return l.list_connectors; };
  std::size_t j = skip_space(t, i);
  if (j < t.size() && t[j] == ',') {
    j = skip_space(t, j + 1);
    // ", and" / ", und"
    if (std::size_t k = word_at(t, j, connectors)) return k;
    return j;
  }
  if (j == i) return 0;  // words need a space before them
  if (std::size_t k = word_at(t, j, connectors)) return k;
  if (std::size_t k = word_at(t, j, [](const Lexicon& l) { return l.range_words; })) {
    is_range_word = true;
    return k;
  }
  return 0;
}

// Appends the numbers from `from` to `to` inclusive (same rule and subrule, or same rule).
bool expand_range(RuleNumber from, RuleNumber to, SmallList<RuleNumber, 2>& out) {
  if (to < from) return false;
  constexpr int kMaxExpansion = 64;
  if (from.rule() == to.rule() && from.sub() == to.sub() && from.has_letter() && to.has_letter() &&
      to.letter_index() - from.letter_index() < kMaxExpansion) {
    for (int c = from.letter_index(); c && c <= to.letter_index(); c = next_letter(c))
      out.push_back(RuleNumber::with_letter_index(from.rule(), from.sub(), c));
    return true;
  }
  if (from.rule() == to.rule() && !from.has_letter() && !to.has_letter() && to.sub() - from.sub() < kMaxExpansion) {
    for (int s = from.sub(); s <= to.sub(); ++s) out.emplace_back(from.rule(), s);
    return true;
  }
  out.push_back(from);
  out.push_back(to);
  return true;
}

}  // namespace

bool is_citation_keyword(std::string_view word) { return classify(word) != Keyword::kNone; }

std::vector<Citation> find_citations(std::string_view t) {
  std::vector<Citation> out;
  for (std::size_t i = find_digit(t, 0); i != std::string_view::npos; i = find_digit(t, i + 1)) {
    if (i > 0 && (is_ascii_digit(t[i - 1]) || is_word_byte(t[i - 1]) || t[i - 1] == '.')) continue;
    // The word before the number, across spaces.
    std::size_t we = i;
    while (we > 0 && t[we - 1] == ' ') --we;
    if (we >= 2 && t.substr(we - 2, 2) == "\xC2\xA0") we -= 2;
    std::size_t ws = we;
    while (ws > 0 && is_word_byte(t[ws - 1])) --ws;
    if (ws == we || we == i) continue;
    Keyword kw = classify(t.substr(ws, we - ws));
    if (kw == Keyword::kNone) continue;

    Citation c;
    c.kind = kw == Keyword::kSection ? Citation::Kind::kSection : Citation::Kind::kRule;
    c.begin = static_cast<std::uint32_t>(ws);
    std::size_t p = i;
    bool range_pending = false;
    RuleNumber range_from;
    std::size_t range_at = 0;  // where the pending range's first number starts
    for (;;) {
      std::optional<Num> n = read_number(t, p, kw);
      if (!n) break;
      std::size_t end = n->end;
      if (n->malformed && !c.malformed) {
        c.malformed = true;
        c.malformed_at = static_cast<std::uint32_t>(p);
        c.malformed_end = static_cast<std::uint32_t>(end);
      }
      if (kw == Keyword::kSection) {
        c.sections.push_back(static_cast<std::uint8_t>(n->section));
      } else if (range_pending) {
        if (!expand_range(range_from, n->rule, c.rules)) {
          c.backwards = true;
          c.backwards_at = static_cast<std::uint32_t>(range_at);
          c.rules.push_back(range_from);
          c.rules.push_back(n->rule);
        }
        range_pending = false;
      } else {
        RuleNumber base = n->rule;
        // Letter range: "601.2a–d", "704.5z–aa" or French "510.1 c-d".
        std::size_t q = end;
        std::optional<int> lo;
        if (!base.has_letter() && base.sub() > 0) {  // letters only ever follow a numbered rule
          std::size_t s = skip_space(t, q);
          if (std::optional<Letters> l = s > q ? read_letter(t, s) : std::nullopt; l && dash_at(t, s + l->length)) {
            lo = l->index;
            q = s + l->length;
          }
        } else if (base.has_letter()) {
          lo = base.letter_index();
        }
        std::size_t d = lo ? dash_at(t, q) : 0;
        std::optional<Letters> hi = d ? read_letter(t, skip_space(t, q + d)) : std::nullopt;
        if (lo && hi) {
          RuleNumber a = RuleNumber::with_letter_index(base.rule(), base.sub(), *lo);
          RuleNumber b = RuleNumber::with_letter_index(base.rule(), base.sub(), hi->index);
          if (!expand_range(a, b, c.rules)) {
            c.backwards = true;
            c.backwards_at = static_cast<std::uint32_t>(p);
            c.rules.push_back(a);
            c.rules.push_back(b);
          }
          end = skip_space(t, q + d) + hi->length;
        } else if (std::size_t d2 = dash_at(t, end); d2 && read_number(t, skip_space(t, end + d2), kw)) {
          range_pending = true;
          range_from = base;
          range_at = p;
          p = skip_space(t, end + d2);
          continue;
        } else {
          c.rules.push_back(base);
        }
      }
      c.end = static_cast<std::uint32_t>(end);
      bool range_word = false;
      std::size_t next = connector_at(t, end, range_word);
      if (!next || !read_number(t, next, kw)) break;
      if (range_word && kw == Keyword::kRule) {
        range_pending = true;
        range_from = c.rules.back();
        range_at = p;
        c.rules.pop_back();
      }
      p = next;
    }
    if (c.end == 0) continue;
    i = c.end - 1;
    out.push_back(std::move(c));
  }
  return out;
}

std::string dump(const Citation& c) {
  std::string s = c.kind == Citation::Kind::kSection ? "section[" : "rule[";
  bool first = true;
  for (const RuleNumber& r : c.rules) {
    if (!first) s += ' ';
    s += r.str();
    first = false;
  }
  for (int sec : c.sections) {
    if (!first) s += ' ';
    s += std::to_string(sec);
    first = false;
  }
  s += ']';
  if (c.backwards) s += "!backwards";
  if (c.malformed) s += "!malformed";
  return s;
}

}  // namespace rulecorp
