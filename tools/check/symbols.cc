// Learning: each symbol is split into components at "/" ({W/U/P} -> W, U, P; {tap} -> tap), and for
// every aligned pair the distinct components of each side are counted, alone and together. finish()
// then links components one to one by competitive linking (Melamed 2000): all pairs seen together
// at least twice, by Dice coefficient 2·together/(original + translation) descending, each taken
// when neither side is linked yet and Dice >= 0.5. Components left unlinked but spelled the same on
// both sides ({rN1}) stand for themselves. Checking maps every original symbol whose components are
// all known into the translation's spelling, and every translation symbol back, and compares the
// two multisets over the symbols known on both sides; what one side has beyond the other is reported
// with the expected spelling, and the unexpected symbols are marked.
#include "check/symbols.h"

#include <algorithm>
#include <set>
#include <tuple>

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

std::set<std::string> component_set(std::string_view text) {
  std::set<std::string> out;
  for (const Symbol& s : find_symbols(text))
    for (std::string_view c : components(s.inner)) out.emplace(c);
  return out;
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
  if (original.find('{') == std::string_view::npos && translation.find('{') == std::string_view::npos) return;
  std::set<std::string> o = component_set(original), t = component_set(translation);
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
    if (n < 2) continue;
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
}

std::string SymbolCorrespondence::map_symbol(std::string_view inner,
                                             const std::map<std::string, std::string, std::less<>>& table) const {
  std::string out = "{";
  bool first = true;
  for (std::string_view c : components(inner)) {
    auto it = table.find(c);
    if (it == table.end()) return {};
    if (!first) out += "/";
    out += it->second;
    first = false;
  }
  return out + "}";
}

std::string SymbolCorrespondence::translation_of(std::string_view original_symbol) {
  finish();
  if (original_symbol.size() < 2 || original_symbol.front() != '{' || original_symbol.back() != '}') return {};
  return map_symbol(original_symbol.substr(1, original_symbol.size() - 2), forward_);
}

std::vector<Diagnostic> SymbolCorrespondence::check(const ContentPair& pair) {
  if (pair.original.find('{') == std::string_view::npos && pair.translation.find('{') == std::string_view::npos) return {};
  finish();
  std::vector<Symbol> os = find_symbols(pair.original), ts = find_symbols(pair.translation);
  // Expected translation spellings of the original's known symbols, and the translation's known ones.
  std::vector<std::pair<std::string, std::size_t>> expected, actual;  // spelling, index
  for (std::size_t i = 0; i < os.size(); ++i) {
    std::string m = map_symbol(os[i].inner, forward_);
    if (!m.empty()) expected.emplace_back(m, i);
  }
  for (std::size_t i = 0; i < ts.size(); ++i) {
    if (!map_symbol(ts[i].inner, backward_).empty()) actual.emplace_back("{" + std::string(ts[i].inner) + "}", i);
  }
  // Multiset difference: each expected spelling consumes one equal actual symbol.
  std::vector<bool> used(actual.size(), false);
  std::vector<std::size_t> missing;  // indexes into expected
  for (std::size_t e = 0; e < expected.size(); ++e) {
    bool found = false;
    for (std::size_t k = 0; k < actual.size() && !found; ++k)
      if (!used[k] && actual[k].first == expected[e].first) used[k] = found = true;
    if (!found) missing.push_back(e);
  }
  std::vector<std::size_t> extra;
  for (std::size_t k = 0; k < actual.size(); ++k)
    if (!used[k]) extra.push_back(k);
  if (missing.empty() && extra.empty()) return {};
  std::vector<std::string> o_all, t_all, want, got;
  for (const Symbol& s : os) o_all.push_back("{" + std::string(s.inner) + "}");
  for (const Symbol& s : ts) t_all.push_back("{" + std::string(s.inner) + "}");
  std::vector<Mark> marks, omarks;
  for (std::size_t e : missing) {
    const Symbol& s = os[expected[e].second];
    want.push_back(expected[e].first + " for {" + std::string(s.inner) + "}");
    omarks.push_back(Mark{s.begin, s.end});
  }
  for (std::size_t k : extra) {
    const Symbol& s = ts[actual[k].second];
    got.push_back(actual[k].first);
    marks.push_back(Mark{s.begin, s.end});
  }
  std::string msg = "the original has " + (o_all.empty() ? std::string("no symbols") : join(o_all)) + ", the translation has " +
                    (t_all.empty() ? std::string("no symbols") : join(t_all));
  if (!want.empty()) msg += "; expected " + join(want) + " as the other aligned texts write it";
  if (!got.empty()) msg += (want.empty() ? "; " : ", and ") + std::string("remove or correct ") + join(got);
  std::vector<Diagnostic> out;
  out.push_back(content_finding("symbol.mismatch", pair, msg, std::move(marks), std::move(omarks)));
  out.back().args = {{"original", join(o_all)}, {"translation", join(t_all)}};
  return out;
}

}  // namespace rulecorp
