// Learning: each symbol becomes atoms, a symbol of one part as itself ("P" for {P}, "tap") and each
// part of a hybrid with a leading slash ({W/U/P} -> "/W", "/U", "/P"), so that the English pawprint
// {P} and the Phyrexian part of {W/P} are two atoms; for every aligned pair the distinct atoms of
// each side are counted, alone and together. finish() then links atoms of one kind (alone with
// alone, part with part) one to one by competitive linking (Melamed 2000): all pairs seen together
// at least twice, by Dice coefficient 2·together/(original + translation) descending, each taken
// when neither side is linked yet and Dice >= 0.5. Atoms left unlinked but spelled the same on both
// sides ({rN1}) stand for themselves; a part never linked maps as the same symbol alone does.
// Checking maps every original symbol whose atoms are all known into the translation's spelling,
// and every translation symbol back, and compares the two multisets over the symbols known on both
// sides; what one side has beyond the other is reported with the expected spelling, and the
// unexpected symbols are marked. Words: over the pairs whose translation lacks a symbol of the
// original (one of unknown spelling too, when every symbol of the translation is accounted for),
// the translation's words (ICU word breaks) are counted per symbol, and a word is the symbol's when
// it is in at least 2 of them and Dice >= 0.5 against the translations holding it at all; a missing
// symbol whose word, or whose text without braces ("N+"), the translation has is a note.
#include "check/symbols.h"

#include <stdexcept>

#include <algorithm>
#include <cctype>
#include <set>
#include <tuple>
#include <unordered_map>

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include "check/words.h"

namespace rulecorp {
namespace {

constexpr std::size_t kMaxInner = 24;

std::vector<std::string_view> components(std::string_view inner) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= inner.size(); ++i) {
    if (i == inner.size() || inner[i] == '/') {
      out.push_back(inner.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

// The atoms of the symbols of `text`: a one-part symbol as itself, each part of a hybrid after "/".
std::set<std::string> atom_set(std::string_view text) {
  std::set<std::string> out;
  for (const Symbol& s : find_symbols(text)) {
    std::vector<std::string_view> parts = components(s.inner);
    if (parts.size() == 1) out.emplace(parts[0]);
    else
      for (std::string_view c : parts) out.emplace("/" + std::string(c));
  }
  return out;
}

bool is_part(std::string_view atom) { return !atom.empty() && atom[0] == '/'; }

// Whether the code point ending at byte `end` (before) or starting at `at` (after) of `text` is a
// letter or digit (ICU's u_isalnum); false at either end of the text.
bool alnum_before(std::string_view text, std::size_t end) {
  if (end == 0) return false;
  auto i = static_cast<std::int32_t>(end);
  UChar32 c;
  U8_PREV(reinterpret_cast<const std::uint8_t*>(text.data()), 0, i, c);
  return c >= 0 && u_isalnum(c);
}
bool alnum_after(std::string_view text, std::size_t at) {
  if (at >= text.size()) return false;
  auto i = static_cast<std::int32_t>(at);
  UChar32 c;
  U8_NEXT(reinterpret_cast<const std::uint8_t*>(text.data()), i, static_cast<std::int32_t>(text.size()), c);
  return c >= 0 && u_isalnum(c);
}

// Where `text` has `word` with no letter or digit right before or after it, or npos: the first
// place where it stands alone, else the first inside a hyphenated compound.
std::size_t find_word(std::string_view text, std::string_view word) {
  std::size_t first = std::string_view::npos;
  for (std::size_t p = text.find(word); p != std::string_view::npos; p = text.find(word, p + 1)) {
    std::size_t e = p + word.size();
    if (alnum_before(text, p) || alnum_after(text, e)) continue;
    if ((p == 0 || text[p - 1] != '-') && (e == text.size() || text[e] != '-')) return p;
    if (first == std::string_view::npos) first = p;
  }
  return first;
}
bool has_word(std::string_view text, std::string_view word) { return find_word(text, word) != std::string_view::npos; }

// Where `text` writes `inner` as plain text first (npos: nowhere), outside braces ("N+" in „N+“): at least two bytes,
// not a number alone, with no word byte or brace on either side.
std::size_t find_plain(std::string_view text, std::string_view inner) {
  if (inner.size() < 2 || std::all_of(inner.begin(), inner.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return std::string_view::npos;
  for (std::size_t p = text.find(inner); p != std::string_view::npos; p = text.find(inner, p + 1)) {
    std::size_t e = p + inner.size();
    bool left = p == 0 || (!alnum_before(text, p) && text[p - 1] != '{');
    bool right = e == text.size() || (!alnum_after(text, e) && text[e] != '}');
    if (left && right) return p;
  }
  return std::string_view::npos;
}

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? " " : "") + v[i];
  return out;
}

}  // namespace

std::vector<Symbol> find_symbols(std::string_view text) {
  std::vector<Symbol> out;
  for (std::size_t i = text.find('{'); i != std::string_view::npos; i = text.find('{', i + 1)) {
    std::size_t j = i + 1;
    while (j < text.size() && j - i - 1 <= kMaxInner && text[j] != '}' && text[j] != '{') ++j;
    if (j < text.size() && text[j] == '}' && j > i + 1 && j - i - 1 <= kMaxInner)
      out.push_back(Symbol{static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j + 1), text.substr(i + 1, j - i - 1)});
  }
  return out;
}

void SymbolCorrespondence::learn(std::string_view original, std::string_view translation) {
  pairs_.emplace_back(original, translation);
  finished_ = false;
  if (original.find('{') == std::string_view::npos && translation.find('{') == std::string_view::npos) return;
  std::set<std::string> o = atom_set(original), t = atom_set(translation);
  for (const std::string& a : o) ++original_count_[a];
  for (const std::string& b : t) ++translation_count_[b];
  for (const std::string& a : o)
    for (const std::string& b : t) ++together_[{a, b}];
  finished_ = false;
}

void SymbolCorrespondence::finish() {
  if (finished_) return;
  forward_.clear();
  backward_.clear();
  struct Candidate { double dice; int together; std::string a, b; };
  std::vector<Candidate> cand;
  for (const auto& [key, n] : together_) {
    if (n < 2 || is_part(key.first) != is_part(key.second)) continue;
    double dice = 2.0 * n / (original_count_[key.first] + translation_count_[key.second]);
    if (dice >= 0.5) cand.push_back(Candidate{dice, n, key.first, key.second});
  }
  std::sort(cand.begin(), cand.end(), [](const Candidate& x, const Candidate& y) {
    return std::tie(y.dice, y.together, x.a, x.b) < std::tie(x.dice, x.together, y.a, y.b);
  });
  for (const Candidate& c : cand) {
    if (forward_.count(c.a) || backward_.count(c.b)) continue;
    forward_[c.a] = c.b;
    backward_[c.b] = c.a;
  }
  for (const auto& [a, n] : original_count_) {
    (void)n;
    if (!forward_.count(a) && translation_count_.count(a) && !backward_.count(a)) {
      forward_[a] = a;
      backward_[a] = a;
    }
  }
  finished_ = true;
  learn_words();
  pairs_.clear();
  pairs_.shrink_to_fit();
}

void SymbolCorrespondence::require_finished() const {
  if (!finished_) throw std::logic_error("SymbolCorrespondence: asked before finish()");
}

SymbolCorrespondence::Unmatched SymbolCorrespondence::unmatched(const std::vector<Symbol>& os,
                                                                const std::vector<Symbol>& ts) const {
  Unmatched u;
  // Each expected spelling consumes one equal translation symbol known to the learner.
  std::vector<bool> used(ts.size(), false);
  std::vector<bool> known(ts.size(), false);
  for (std::size_t k = 0; k < ts.size(); ++k) known[k] = !map_symbol(ts[k].inner, backward_).empty();
  std::vector<std::size_t> unknown;
  for (std::size_t i = 0; i < os.size(); ++i) {
    std::string m = map_symbol(os[i].inner, forward_);
    if (m.empty()) {
      unknown.push_back(i);
      continue;
    }
    bool found = false;
    for (std::size_t k = 0; k < ts.size() && !found; ++k)
      if (!used[k] && known[k] && "{" + std::string(ts[k].inner) + "}" == m) used[k] = found = true;
    if (!found) {
      u.missing.push_back(i);
      u.expected.push_back(m);
    }
  }
  for (std::size_t k = 0; k < ts.size(); ++k)
    if (!used[k] && known[k]) u.extra.push_back(k);
  // A symbol of unknown spelling is missing only when every symbol of the translation is accounted for.
  if (std::all_of(used.begin(), used.end(), [](bool b) { return b; }))
    for (std::size_t i : unknown) {
      u.missing.push_back(i);
      u.expected.emplace_back();
    }
  return u;
}

void SymbolCorrespondence::learn_words() {
  words_.clear();
  std::map<std::string, int, std::less<>> lacking;                    // symbol -> translations lacking it
  std::map<std::string, std::map<std::string, int>, std::less<>> with;  // symbol -> word -> of those, holding it
  WordBreaker breaker;
  for (const auto& [original, translation] : pairs_) {
    if (original.find('{') == std::string_view::npos) continue;
    std::vector<Symbol> os = find_symbols(original), ts = find_symbols(translation);
    Unmatched u = unmatched(os, ts);
    if (u.missing.empty()) continue;
    std::set<std::string> symbols, words;
    for (std::size_t i : u.missing) symbols.emplace(os[i].inner);
    for (const Word& w : breaker.words(translation))
      if (w.letters && w.end - w.begin >= 4) words.emplace(translation.substr(w.begin, w.end - w.begin));
    for (const std::string& s : symbols) {
      ++lacking[s];
      for (const std::string& w : words) ++with[s][w];
    }
  }
  std::unordered_map<std::string, int> holding;  // word -> translations holding it (counted once)
  for (const auto& [symbol, counts] : with) {
    double best = 0.5;
    for (const auto& [word, n] : counts) {
      if (n < 2) continue;
      auto it = holding.find(word);
      if (it == holding.end()) {
        int h = 0;
        for (const auto& p : pairs_) h += has_word(p.second, word);
        it = holding.emplace(word, h).first;
      }
      double dice = 2.0 * n / (lacking[symbol] + it->second);
      if (dice >= best && (dice > best || words_[symbol].empty())) {
        best = dice;
        words_[symbol] = word;
      }
    }
  }
}

std::string SymbolCorrespondence::map_symbol(std::string_view inner, const Table& table) const {
  std::vector<std::string_view> parts = components(inner);
  if (parts.size() == 1) {
    auto it = table.find(parts[0]);
    return it == table.end() ? std::string() : "{" + it->second + "}";
  }
  std::string out = "{";
  for (std::size_t i = 0; i < parts.size(); ++i) {
    auto it = table.find("/" + std::string(parts[i]));
    std::string to;
    if (it != table.end()) to = it->second.substr(1);
    else if (auto alone = table.find(parts[i]); alone != table.end()) to = alone->second;
    else return {};
    out += (i ? "/" : "") + to;
  }
  return out + "}";
}

std::string SymbolCorrespondence::word_for(std::string_view original_symbol) const {
  require_finished();
  if (original_symbol.size() < 2 || original_symbol.front() != '{' || original_symbol.back() != '}') return {};
  auto it = words_.find(original_symbol.substr(1, original_symbol.size() - 2));
  return it == words_.end() ? std::string() : it->second;
}

std::string SymbolCorrespondence::translation_of(std::string_view original_symbol) const {
  require_finished();
  if (original_symbol.size() < 2 || original_symbol.front() != '{' || original_symbol.back() != '}') return {};
  return map_symbol(original_symbol.substr(1, original_symbol.size() - 2), forward_);
}

std::vector<Diagnostic> SymbolCorrespondence::check(const ContentPair& pair) const {
  if (pair.original.find('{') == std::string_view::npos && pair.translation.find('{') == std::string_view::npos) return {};
  require_finished();
  std::vector<Symbol> os = find_symbols(pair.original), ts = find_symbols(pair.translation);
  Unmatched u = unmatched(os, ts);
  // A missing symbol the translation writes as its usual word, or as its text, is a note.
  std::vector<std::size_t> missing;  // indexes into u.missing, reported as missing
  std::vector<std::string> as_words;
  std::vector<Mark> word_marks, word_omarks;  // the word's first place in the translation; the symbols
  for (std::size_t e = 0; e < u.missing.size(); ++e) {
    const Symbol& s = os[u.missing[e]];
    auto w = words_.find(s.inner);
    std::string written;
    std::size_t at = std::string_view::npos;
    std::string expected_inner = u.expected[e].empty() ? std::string() : u.expected[e].substr(1, u.expected[e].size() - 2);
    if (w != words_.end() && (at = find_word(pair.translation, w->second)) != std::string_view::npos) written = w->second;
    else if ((at = find_plain(pair.translation, s.inner)) != std::string_view::npos) written = std::string(s.inner);
    else if (!expected_inner.empty() && (at = find_plain(pair.translation, expected_inner)) != std::string_view::npos)
      written = expected_inner;
    if (!written.empty()) {
      std::string said = "\u201c" + written + "\u201d for {" + std::string(s.inner) + "}";
      if (std::find(as_words.begin(), as_words.end(), said) == as_words.end()) {
        as_words.push_back(said);
        word_marks.push_back(Mark{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + written.size())});
      }
      word_omarks.push_back(Mark{s.begin, s.end});
    } else if (!u.expected[e].empty()) {
      missing.push_back(e);
    }
  }
  std::vector<Diagnostic> out;
  std::vector<std::string> o_all, t_all;
  for (const Symbol& s : os) o_all.push_back("{" + std::string(s.inner) + "}");
  for (const Symbol& s : ts) t_all.push_back("{" + std::string(s.inner) + "}");
  if (!missing.empty() || !u.extra.empty()) {
    std::vector<std::string> want, got;
    std::vector<Mark> marks, omarks;
    for (std::size_t e : missing) {
      const Symbol& s = os[u.missing[e]];
      want.push_back(u.expected[e] + " for {" + std::string(s.inner) + "}");
      omarks.push_back(Mark{s.begin, s.end});
    }
    for (std::size_t k : u.extra) {
      got.push_back("{" + std::string(ts[k].inner) + "}");
      marks.push_back(Mark{ts[k].begin, ts[k].end});
    }
    std::string msg = "the original has " + (o_all.empty() ? std::string("no symbols") : join(o_all)) +
                      ", the translation has " + (t_all.empty() ? std::string("no symbols") : join(t_all));
    if (!want.empty()) msg += "; expected " + join(want) + " as the other aligned texts write it";
    if (!got.empty()) msg += (want.empty() ? "; " : ", and ") + std::string("remove or correct ") + join(got);
    out.push_back(content_finding("symbol.mismatch", pair, msg, std::move(marks), std::move(omarks)));
    out.back().args = {{"original", join(o_all)}, {"translation", join(t_all)}};
  }
  if (!as_words.empty()) {
    std::string msg = "the translation writes " + join(as_words) + " where the original has the symbol" +
                      (as_words.size() > 1 ? "s" : "") + ": write the symbol if the translation should show it";
    std::sort(word_marks.begin(), word_marks.end(), [](const Mark& a, const Mark& b) { return a.begin < b.begin; });
    out.push_back(content_finding("symbol.word", pair, msg, std::move(word_marks), std::move(word_omarks)));
    out.back().args = {{"original", join(o_all)}, {"translation", join(t_all)}};
  }
  return out;
}

}  // namespace rulecorp
