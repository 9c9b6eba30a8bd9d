// Each text is cut into sentences (". ", "; ", ": " unless an item ends there, and the end) after
// its parentheses are blanked out (same length, so byte offsets stay the text's); a sentence's comma-separated segments whose
// last one holds the language's conjunction are an enumeration when it has kMinItems items and its
// inner items are short. Items are trimmed spans of the text. Pairing is greedy over a similarity
// score in [0, 1] (code points, ICU lower case, articles dropped). Invariant: a finding marks the
// translation's whole enumeration and the original's unpaired items.
#include "check/lists.h"

#include <unicode/utf8.h>

#include <algorithm>
#include <string>

#include "check/words.h"

namespace rulecorp {
namespace {

constexpr std::size_t kMinItems = 8;
constexpr std::size_t kMaxDifference = 2;
constexpr double kMaxInnerWords = 3.5;  // average words of the items between the first and the last

struct Item {
  std::uint32_t begin = 0, end = 0;
};
using Enumeration = std::vector<Item>;

std::vector<std::string_view> conjunctions(std::string_view lang) {
  if (lang == "de") return {"und/oder", "und", "oder", "sowie"};
  if (lang == "fr") return {"et/ou", "et", "ou"};
  return {"and/or", "and", "or"};
}

std::size_t words_in(std::string_view s) {
  std::size_t n = 0;
  bool in = false;
  for (char c : s) {
    bool space = c == ' ';
    if (!space && !in) ++n;
    in = !space;
  }
  return n;
}

Item trimmed(std::string_view t, std::size_t b, std::size_t e) {
  while (b < e && (t[b] == ' ' || t[b] == ',')) ++b;
  while (e > b && (t[e - 1] == ' ' || t[e - 1] == '.' || t[e - 1] == ',')) --e;
  return {static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(e)};
}

// The enumerations of `text` in `lang`, in order.
std::vector<Enumeration> enumerations(std::string_view text, std::string_view lang) {
  std::string t(text);  // parentheses blanked out
  int depth = 0;
  for (char& c : t) {
    if (c == '(') ++depth;
    bool inside = depth > 0;
    if (c == ')' && depth > 0) --depth;
    if (inside) c = ' ';
  }
  const std::vector<std::string_view> conj = conjunctions(lang);
  std::vector<Enumeration> out;
  std::size_t start = 0;
  auto sentence = [&](std::size_t b, std::size_t e) {
    std::vector<std::pair<std::size_t, std::size_t>> segs;
    for (std::size_t p = b; p < e;) {
      std::size_t q = t.find(", ", p);
      if (q == std::string::npos || q >= e) q = e;
      segs.emplace_back(p, q);
      p = q + 1;
    }
    if (segs.size() + 1 < kMinItems) return;
    // The last segment: "and Zubera" (serial comma) or "Stein und Wackelpuppe".
    auto [lb, le] = segs.back();
    std::string_view last = std::string_view(t).substr(lb, le - lb);
    std::size_t lead = 0;
    while (lead < last.size() && last[lead] == ' ') ++lead;
    bool joined = false;
    for (std::string_view c : conj) {
      std::string opening = std::string(c) + " ";
      if (last.substr(lead).starts_with(opening)) {
        segs.back().first = lb + lead + opening.size();
        joined = true;
        break;
      }
      std::string inner = " " + std::string(c) + " ";
      if (std::size_t at = last.find(inner); at != std::string_view::npos) {
        segs.back() = {lb, lb + at};
        segs.emplace_back(lb + at + inner.size(), le);
        joined = true;
        break;
      }
    }
    if (!joined || segs.size() < kMinItems) return;
    std::size_t inner_words = 0;
    for (std::size_t k = 1; k + 1 < segs.size(); ++k) inner_words += words_in(std::string_view(t).substr(segs[k].first, segs[k].second - segs[k].first));
    if (static_cast<double>(inner_words) > kMaxInnerWords * static_cast<double>(segs.size() - 2)) return;
    Enumeration en;
    for (auto [sb, se] : segs) en.push_back(trimmed(t, sb, se));
    // The first item is the first segment's last words, after its lead-in ("The planar types are").
    Item& first = en.front();
    std::size_t words = words_in(std::string_view(t).substr(en[1].begin, en[1].end - en[1].begin));
    std::size_t b0 = first.end;
    for (std::size_t w = 0; b0 > first.begin && w < words; ) {
      --b0;
      if (t[b0] == ' ') ++w;
    }
    if (t[b0] == ' ') ++b0;
    first.begin = static_cast<std::uint32_t>(b0);
    out.push_back(std::move(en));
  };
  std::size_t last_comma = std::string::npos;  // in the current sentence
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t[i] == ',') last_comma = i;
    bool end = (t[i] == '.' || t[i] == ';' || t[i] == ':') && (i + 1 == t.size() || t[i + 1] == ' ');
    // A colon just after an item is part of it ("…, Circle of Protection: Artifacts, …").
    if (end && t[i] == ':' && last_comma != std::string::npos && i - last_comma < 40) end = false;
    if (!end) continue;
    last_comma = std::string::npos;
    sentence(start, i);
    start = i + 1;
  }
  if (start < t.size()) sentence(start, t.size());
  return out;
}

std::u32string folded(std::string_view s) {
  std::string l = lower(s);
  for (std::string_view article : {"the ", "der ", "die ", "das ", "le ", "la ", "les ", "l'", "l\u2019"})
    if (l.starts_with(article)) {
      l.erase(0, article.size());
      break;
    }
  std::u32string out;
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(l.size()); i < n;) {
    UChar32 c;
    U8_NEXT(l.data(), i, n, c);
    if (c > 0 && c != U'\u2019' && c != U'\'' && c != U'-' && c != U' ') out.push_back(static_cast<char32_t>(c));
  }
  return out;
}

// The edit distance of `a` and `b` when it is at most `limit`, else limit + 1: the rows are given
// up once every cell of one exceeds `limit` (a row's least cell never decreases from one row to
// the next), and so are words whose lengths alone differ by more.
std::size_t edit_distance(const std::u32string& a, const std::u32string& b, std::size_t limit) {
  if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > limit) return limit + 1;
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    std::size_t least = row[0];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
      least = std::min(least, row[j]);
    }
    if (least > limit) return limit + 1;
  }
  return std::min(row[b.size()], limit + 1);
}

// How alike two items look: 1 equal, else by a shared stem of four or more code points or the
// edit distance; 0 for nothing alike.
double likeness(const std::u32string& a, const std::u32string& b) {
  if (a.empty() || b.empty()) return 0;
  if (a == b) return 1;
  std::size_t common = 0;
  while (common < a.size() && common < b.size() && a[common] == b[common]) ++common;
  std::size_t longer = std::max(a.size(), b.size());
  // Only a distance of at most a third of the longer item scores.
  std::size_t d = edit_distance(a, b, longer / 3);
  double score = 0;
  if (3 * d <= longer) score = 1.0 - static_cast<double>(d) / static_cast<double>(longer);
  if (common >= 4) score = std::max(score, 0.5 + 0.5 * static_cast<double>(common) / static_cast<double>(longer));
  return score;
}

std::string_view item_text(std::string_view t, const Item& i) { return t.substr(i.begin, i.end - i.begin); }

}  // namespace

std::vector<Diagnostic> check_lists(const ContentPair& pair) {
  if (pair.original.empty() || pair.translation.empty()) return {};
  // Cheap test first: most texts have no run of eight commas.
  if (std::count(pair.original.begin(), pair.original.end(), ',') + 1 < static_cast<std::ptrdiff_t>(kMinItems - 1)) return {};
  std::vector<Enumeration> os = enumerations(pair.original, pair.original_language);
  if (os.empty()) return {};
  std::vector<Enumeration> ts = enumerations(pair.translation, pair.translation_language);
  if (ts.size() != os.size()) return {};
  std::vector<Diagnostic> out;
  for (std::size_t k = 0; k < os.size(); ++k) {
    const Enumeration& o = os[k];
    const Enumeration& t = ts[k];
    if (o.size() == t.size()) continue;
    std::size_t diff = o.size() > t.size() ? o.size() - t.size() : t.size() - o.size();
    if (diff > kMaxDifference) continue;
    // Greedy pairing, best likeness first.
    std::vector<std::u32string> of, tf;
    for (const Item& i : o) of.push_back(folded(item_text(pair.original, i)));
    for (const Item& i : t) tf.push_back(folded(item_text(pair.translation, i)));
    struct Cand {
      double score;
      std::size_t i, j;
    };
    std::vector<Cand> cands;
    for (std::size_t i = 0; i < o.size(); ++i)
      for (std::size_t j = 0; j < t.size(); ++j)
        if (double s = likeness(of[i], tf[j]); s > 0) cands.push_back({s, i, j});
    std::stable_sort(cands.begin(), cands.end(), [](const Cand& x, const Cand& y) { return x.score > y.score; });
    std::vector<bool> used_o(o.size()), used_t(t.size());
    for (const Cand& c : cands)
      if (!used_o[c.i] && !used_t[c.j]) used_o[c.i] = used_t[c.j] = true;
    bool missing = o.size() > t.size();
    const Enumeration& longer = missing ? o : t;
    const std::vector<bool>& used = missing ? used_o : used_t;
    std::string_view longer_text = missing ? pair.original : pair.translation;
    std::vector<Mark> unpaired;
    std::string names;
    std::size_t named = 0;
    for (std::size_t i = 0; i < longer.size(); ++i) {
      if (used[i]) continue;
      unpaired.push_back({longer[i].begin, longer[i].end});
      if (named++ < 8) names += (names.empty() ? "" : ", ") + std::string("\u201c") + std::string(item_text(longer_text, longer[i])) + "\u201d";
    }
    if (named > 8) names += ", \u2026";
    std::string message = "the enumeration has " + std::to_string(t.size()) + " items, the original's " + std::to_string(o.size());
    if (missing) {
      message += unpaired.size() == diff ? "; missing: " + names
                 : unpaired.empty()     ? ""
                                        : "; no look-alike here for " + names + " (one of them is missing)";
      message += ": add the missing item";
    } else {
      message += unpaired.size() == diff ? "; not in the original: " + names
                 : unpaired.empty()     ? ""
                                        : "; no look-alike in the original for " + names;
      message += ": remove the extra item or check the original";
    }
    Mark whole{t.front().begin, t.back().end};
    Diagnostic d = content_finding(missing ? "list.missing-item" : "list.extra-item", pair, message, {whole},
                                   missing ? unpaired : std::vector<Mark>{Mark{o.front().begin, o.back().end}});
    if (!missing) d.marks = unpaired.empty() ? std::vector<Mark>{whole} : unpaired;
    d.args = {{"items", std::to_string(t.size())}, {"original-items", std::to_string(o.size())}};
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace rulecorp
