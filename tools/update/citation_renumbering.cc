// How citations are renumbered: inside each rule citation find_citations found, every number
// written out is read again with its byte range (a three-digit rule, a numbered rule, a subrule),
// and so is a letter range's second end ("601.2a–e": the "e"; French "510.1 c-d": both letters).
// A number is replaced by what the NumberMap makes of it; a letter range by its new ends, written
// with the dash and spaces it had. Invariant: only bytes of numbers (and letter ranges) change; a
// number whose rule was removed, a section and a malformed number stay as written, and a text
// without renumbered citations gets no replacement at all.
#include "update/citation_renumbering.h"

#include <algorithm>

#include "common/ascii.h"

namespace rulecorp {
namespace {

// Whether the character that ends at t[i] is a letter (a number right after it is inside a word).
bool letter_before(std::string_view t, std::size_t i) {
  std::size_t start = i - 1;
  while (start > 0 && i - start < 4 && (static_cast<unsigned char>(t[start]) & 0xC0) == 0x80) --start;
  return citation_letter_at(t, start);
}

std::size_t skip_space(std::string_view t, std::size_t i) {
  for (;;) {
    if (i < t.size() && t[i] == ' ') ++i;
    else if (t.substr(i, 2) == "\xC2\xA0") i += 2;
    else if (t.substr(i, 3) == "\xE2\x80\xAF") i += 3;
    else return i;
  }
}

// Length of a dash at t[i] (hyphen, en dash, em dash, non-breaking hyphen, minus), or 0.
std::size_t dash_at(std::string_view t, std::size_t i) {
  if (i >= t.size()) return 0;
  if (t[i] == '-') return 1;
  if (t[i] != '\xE2') return 0;
  for (std::string_view d : {"\xE2\x80\x93", "\xE2\x80\x94", "\xE2\x80\x91", "\xE2\x88\x92"})
    if (t.substr(i, 3) == d) return 3;
  return 0;
}

// Subrule letters standing alone at t[i] (not the start of a word): their length, or 0.
std::size_t letters_at(std::string_view t, std::size_t i) {
  std::size_t len = subrule_letters_at(t, i);
  return len && !citation_letter_at(t, i + len) ? len : 0;
}

// A rule number written at t[i..]: its value and end, or an invalid number.
struct Written {
  RuleNumber number;
  std::size_t end = 0;
  bool malformed = false;  // "701_28"
};

Written read_number(std::string_view t, std::size_t i) {
  Written w;
  std::size_t j = i;
  while (j < t.size() && is_ascii_digit(t[j])) ++j;
  w.end = j;
  if (j - i != 3 || t[i] == '0') return w;
  std::size_t k = j;
  if (j + 1 < t.size() && (t[j] == '.' || t[j] == '_') && is_ascii_digit(t[j + 1])) {
    w.malformed = t[j] == '_';
    k = j + 1;
    while (k < t.size() && is_ascii_digit(t[k])) ++k;
    k += letters_at(t, k);
  }
  w.end = k;
  if (k < t.size() && (is_ascii_digit(t[k]) || citation_letter_at(t, k))) return w;  // inside a word or a longer number
  std::string written(t.substr(i, k - i));
  if (w.malformed) return w;
  if (std::optional<RuleNumber> n = RuleNumber::parse(written)) w.number = *n;
  return w;
}

// The written form of `lo`..`hi` as a letter range: "601.3a" + between + "e" when they share a
// rule, both full numbers otherwise.
std::string letter_range(RuleNumber lo, RuleNumber hi, std::string_view between) {
  if (lo.rule() == hi.rule() && lo.sub() == hi.sub() && lo.has_letter() && hi.has_letter())
    return lo.str() + std::string(between) + hi.letters();
  return lo.str() + std::string(between) + hi.str();
}

void renumber_one(std::string_view t, const Citation& c, const NumberMap& map, Renumbering& out) {
  const std::size_t end = std::min<std::size_t>(c.end, t.size());
  for (std::size_t i = c.begin; i < end; ++i) {
    if (!is_ascii_digit(t[i]) || (i > 0 && (is_ascii_digit(t[i - 1]) || t[i - 1] == '.' || letter_before(t, i)))) continue;
    Written w = read_number(t, i);
    if (!w.number.valid()) {
      i = w.end > i ? w.end - 1 : i;
      continue;
    }
    const RuleNumber n = w.number;
    const auto at = static_cast<std::uint32_t>(i);
    // A letter range: "601.2a–e" (dash after the letters) or the French "510.1 c-d".
    std::size_t range_end = 0;
    RuleNumber lo, hi;
    std::size_t hi_begin = 0;                    // where the second end's letters start
    std::size_t lo_letters = 0, dash_begin = 0;  // French form: where its first letters start, where its dash starts
    if (n.has_letter()) {
      if (std::size_t d = dash_at(t, w.end)) {
        std::size_t s = skip_space(t, w.end + d);
        if (std::size_t len = letters_at(t, s); len && s + len <= end) {
          lo = n;
          hi = RuleNumber::with_letter_index(n.rule(), n.sub(), letter_index(t.substr(s, len)));
          hi_begin = s;
          range_end = s + len;
        }
      }
    } else if (n.sub() > 0) {
      std::size_t s = skip_space(t, w.end);
      if (std::size_t len = s > w.end ? letters_at(t, s) : 0; len) {
        if (std::size_t d = dash_at(t, s + len)) {
          std::size_t s2 = skip_space(t, s + len + d);
          if (std::size_t len2 = letters_at(t, s2); len2 && s2 + len2 <= end) {
            lo = RuleNumber::with_letter_index(n.rule(), n.sub(), letter_index(t.substr(s, len)));
            hi = RuleNumber::with_letter_index(n.rule(), n.sub(), letter_index(t.substr(s2, len2)));
            lo_letters = s;
            dash_begin = s + len;
            hi_begin = s2;
            range_end = s2 + len2;
          }
        }
      }
    }
    if (range_end && lo.letter_index() && hi.letter_index()) {
      std::optional<RuleNumber> nlo = map.map(lo), nhi = map.map(hi);
      const auto stop = static_cast<std::uint32_t>(range_end);
      if (!nlo || !nhi) {
        if (!nlo) out.kept.push_back({at, stop, lo});
        if (!nhi) out.kept.push_back({at, stop, hi});
      } else if (*nlo != lo || *nhi != hi) {
        std::string text;
        if (lo_letters) {  // French: "510.1 c-d" -> "610.1 c-d"
          const bool shared = nlo->rule() == nhi->rule() && nlo->sub() == nhi->sub() && nlo->has_letter() && nhi->has_letter();
          if (shared)
            text = RuleNumber(nlo->rule(), nlo->sub()).str() + std::string(t.substr(w.end, lo_letters - w.end)) + nlo->letters() +
                   std::string(t.substr(dash_begin, hi_begin - dash_begin)) + nhi->letters();
          else
            text = letter_range(*nlo, *nhi, t.substr(dash_begin, hi_begin - dash_begin));
        } else {
          text = letter_range(*nlo, *nhi, t.substr(w.end, hi_begin - w.end));
        }
        out.replacements.push_back({at, stop, std::move(text)});
      }
      i = range_end - 1;
      continue;
    }
    std::optional<RuleNumber> m = map.map(n);
    if (!m) out.kept.push_back({at, static_cast<std::uint32_t>(w.end), n});
    else if (*m != n) out.replacements.push_back({at, static_cast<std::uint32_t>(w.end), m->str()});
    i = w.end - 1;
  }
}

}  // namespace

void NumberMap::set(RuleNumber from, RuleNumber to) { map_[from.key()] = to; }

std::optional<RuleNumber> NumberMap::map(RuleNumber n) const {
  auto it = map_.find(n.key());
  if (it == map_.end()) return n;
  if (!it->second.valid()) return std::nullopt;
  return it->second;
}

bool NumberMap::identity() const {
  return std::all_of(map_.begin(), map_.end(), [](const auto& e) { return e.second.valid() && e.second.key() == e.first; });
}

NumberMap number_map(const UpdateList& list) {
  NumberMap m;
  for (const UpdateRow& r : list.rows) {
    if (r.change == UpdateChange::kRemoved) m.set(r.old_number, RuleNumber());
    else if (r.old_number.valid() && r.new_number.valid() && r.old_number != r.new_number) m.set(r.old_number, r.new_number);
  }
  return m;
}

NumberMap number_map(const Alignment& editions) {
  NumberMap m;
  for (const Unit& u : editions.units) {
    if (u.members.size() < 2 || !u.members[0].present()) continue;
    const Block* old_rule = editions.block(u.members[0]);
    if (!old_rule || old_rule->kind != BlockKind::kRule) continue;
    const Block* new_rule = u.members[1].present() ? editions.block(u.members[1]) : nullptr;
    m.set(old_rule->number, new_rule ? new_rule->number : RuleNumber());
  }
  return m;
}

Renumbering renumber_citations(std::string_view text, std::span<const Citation> citations, const NumberMap& map) {
  Renumbering out;
  for (const Citation& c : citations)
    if (c.kind == Citation::Kind::kRule) renumber_one(text, c, map, out);
  return out;
}

Renumbering renumber_citations(std::string_view text, const NumberMap& map) {
  std::vector<Citation> citations = find_citations(text);
  return renumber_citations(text, citations, map);
}

std::string apply_replacements(std::string_view text, std::span<const TextReplacement> replacements) {
  std::string out;
  std::size_t at = 0;
  for (const TextReplacement& r : replacements) {
    if (r.begin < at || r.end > text.size()) continue;
    out.append(text.substr(at, r.begin - at));
    out += r.text;
    at = r.end;
  }
  out.append(text.substr(std::min(at, text.size())));
  return out;
}

std::string renumbered(std::string_view text, const NumberMap& map, std::vector<KeptNumber>* kept) {
  Renumbering r = renumber_citations(text, map);
  if (kept) kept->insert(kept->end(), r.kept.begin(), r.kept.end());
  return apply_replacements(text, r.replacements);
}

}  // namespace rulecorp
