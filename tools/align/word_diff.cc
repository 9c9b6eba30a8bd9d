// word_diff splits both texts into ICU word-break segments (lang/word_breaker.h, so boundaries
// are byte offsets on code point boundaries); white space segments are not tokens but
// the gaps between them. The common prefix and suffix of token ids are cut off and the middle is
// diffed by Myers' O(ND) greedy algorithm (near-linear for the few edits between two editions of a
// rule); beyond kMaxEdits edits the middle is one replacement. The ops are then laid over the
// original bytes: every byte of the old text is in exactly one keep or delete op, every byte of the
// new text in exactly one keep or insert op, which is the invariant diff_before/diff_after check.
#include "align/word_diff.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

#include "lang/word_breaker.h"

namespace rulecorp {
namespace {

constexpr int kMaxEdits = 2000;  // Myers' trace holds about kMaxEdits² ints (16 MB)

struct Token {
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  std::uint32_t id = 0;
};

// Whether s[b, e) is all white space (Unicode White_Space).
bool all_space(std::string_view s, std::int32_t b, std::int32_t e) {
  while (b < e) {
    UChar32 c;
    U8_NEXT(s.data(), b, e, c);
    if (c < 0 || !u_isUWhiteSpace(c)) return false;
  }
  return true;
}

// Length of the white space that opens s (whole code points).
std::size_t leading_space(std::string_view s) {
  std::int32_t i = 0, n = static_cast<std::int32_t>(s.size());
  while (i < n) {
    std::int32_t at = i;
    UChar32 c;
    U8_NEXT(s.data(), i, n, c);
    if (c < 0 || !u_isUWhiteSpace(c)) return static_cast<std::size_t>(at);
  }
  return s.size();
}

// Length of the white space that closes s (whole code points).
std::size_t trailing_space(std::string_view s) {
  std::int32_t i = static_cast<std::int32_t>(s.size());
  while (i > 0) {
    std::int32_t at = i;
    UChar32 c;
    U8_PREV(s.data(), 0, i, c);
    if (c < 0 || !u_isUWhiteSpace(c)) return s.size() - static_cast<std::size_t>(at);
  }
  return s.size();
}

using Ids = std::unordered_map<std::string_view, std::uint32_t>;

std::vector<Token> tokens(std::string_view text, Ids& ids) {
  std::vector<Token> out;
  if (text.empty()) return out;
  const bool done = thread_word_breaker().segments(text, [&](std::int32_t b, std::int32_t e, std::int32_t) {
    if (all_space(text, b, e)) return;
    std::string_view w = text.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b));
    // White space ICU joins to a word (U+202F is ExtendNumLet: "Exemple\u202f:") stays in the gap.
    const std::size_t lead = leading_space(w);
    w.remove_prefix(lead);
    w.remove_suffix(trailing_space(w));
    b += static_cast<std::int32_t>(lead);
    const std::int32_t end = b + static_cast<std::int32_t>(w.size());
    auto [pos, added] = ids.emplace(w, static_cast<std::uint32_t>(ids.size()));
    out.push_back(Token{static_cast<std::uint32_t>(b), static_cast<std::uint32_t>(end), pos->second});
  });
  if (!done) throw std::runtime_error("ICU word break iterator failed");
  return out;
}

// One step of an edit script over tokens: keep a[i] == b[j], delete a[i] or insert b[j].
struct Step {
  DiffOp::Kind kind;
  std::uint32_t i = 0, j = 0;
};

// Myers' shortest edit script of a[0, n) to b[0, m), or false when it needs more than kMaxEdits.
bool myers(const Token* a, int n, const Token* b, int m, std::vector<Step>& out) {
  const int max = std::min(n + m, kMaxEdits);
  std::vector<int> v(2 * static_cast<std::size_t>(max) + 3, 0);
  const int off = max + 1;
  std::vector<std::vector<int>> trace;  // trace[d]: v[-d..d] after step d
  int found = -1;
  for (int d = 0; d <= max && found < 0; ++d) {
    for (int k = -d; k <= d; k += 2) {
      int x = (k == -d || (k != d && v[off + k - 1] < v[off + k + 1])) ? v[off + k + 1] : v[off + k - 1] + 1;
      int y = x - k;
      while (x < n && y < m && a[x].id == b[y].id) ++x, ++y;
      v[off + k] = x;
      if (x >= n && y >= m) found = d;
    }
    trace.emplace_back(v.begin() + off - d, v.begin() + off + d + 1);
  }
  if (found < 0) return false;
  std::vector<Step> rev;
  int x = n, y = m;
  for (int d = found; d > 0; --d) {
    const std::vector<int>& p = trace[static_cast<std::size_t>(d - 1)];  // p[k + d - 1] is v[k]
    auto at = [&](int k) { return p[static_cast<std::size_t>(k + d - 1)]; };
    int k = x - y;
    int pk = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1;
    int px = at(pk), py = px - pk;
    while (x > px && y > py) rev.push_back({DiffOp::Kind::kKeep, static_cast<std::uint32_t>(--x), static_cast<std::uint32_t>(--y)});
    if (pk == k + 1) rev.push_back({DiffOp::Kind::kInsert, 0, static_cast<std::uint32_t>(--y)});
    else rev.push_back({DiffOp::Kind::kDelete, static_cast<std::uint32_t>(--x), 0});
  }
  while (x > 0 && y > 0) rev.push_back({DiffOp::Kind::kKeep, static_cast<std::uint32_t>(--x), static_cast<std::uint32_t>(--y)});
  out.insert(out.end(), rev.rbegin(), rev.rend());
  return true;
}

void push(std::vector<DiffOp>& ops, DiffOp::Kind kind, std::string_view text) {
  if (text.empty()) return;
  if (!ops.empty() && ops.back().kind == kind && ops.back().text.data() + ops.back().text.size() == text.data()) {
    ops.back().text = std::string_view(ops.back().text.data(), ops.back().text.size() + text.size());
    return;
  }
  ops.push_back({kind, text});
}

// The bytes between two kept tokens: a common white space prefix and suffix stay kept, the rest of
// each side is deleted or inserted.
void hunk(std::vector<DiffOp>& ops, std::string_view old_text, std::string_view new_text) {
  if (old_text == new_text) {
    push(ops, DiffOp::Kind::kKeep, old_text);
    return;
  }
  // Whole white space code points that both sides open (then close) with, never overlapping.
  const auto n = static_cast<std::int32_t>(old_text.size());
  std::int32_t pre = 0;
  while (pre < n) {
    std::int32_t i = pre;
    UChar32 c;
    U8_NEXT(old_text.data(), i, n, c);
    if (c < 0 || !u_isUWhiteSpace(c) || new_text.substr(static_cast<std::size_t>(pre), static_cast<std::size_t>(i - pre)) !=
                                            old_text.substr(static_cast<std::size_t>(pre), static_cast<std::size_t>(i - pre)))
      break;
    pre = i;
  }
  const std::size_t room = std::min(old_text.size(), new_text.size()) - static_cast<std::size_t>(pre);
  std::int32_t start = n;  // the suffix is old_text[start, n)
  while (start > pre) {
    std::int32_t i = start;
    UChar32 c;
    U8_PREV(old_text.data(), pre, i, c);
    const auto suf = static_cast<std::size_t>(n - i);
    if (c < 0 || !u_isUWhiteSpace(c) || suf > room ||
        new_text.substr(new_text.size() - suf, static_cast<std::size_t>(start - i)) !=
            old_text.substr(static_cast<std::size_t>(i), static_cast<std::size_t>(start - i)))
      break;
    start = i;
  }
  const auto p = static_cast<std::size_t>(pre), suf = static_cast<std::size_t>(n - start);
  push(ops, DiffOp::Kind::kKeep, old_text.substr(0, p));
  push(ops, DiffOp::Kind::kDelete, old_text.substr(p, old_text.size() - p - suf));
  push(ops, DiffOp::Kind::kInsert, new_text.substr(p, new_text.size() - p - suf));
  push(ops, DiffOp::Kind::kKeep, old_text.substr(old_text.size() - suf));
}

// Whether a space may separate a deletion from the insertion after it: white space (or the text's
// end) on both sides of the pair, so that dropping either mark leaves the space beside another.
bool spaced(std::span<const DiffOp> ops, std::size_t del) {
  bool before = del == 0 || trailing_space(ops[del - 1].text) > 0;
  bool after = del + 2 >= ops.size() || leading_space(ops[del + 2].text) > 0;
  return before && after;
}

// Emits the ops for display: a replacement's two marks separated by a space where spaced(), a lone
// mark's white space edge moved outside it where white space is beside it already ("Treasure
// [-and a Food-] token", not "Treasure [-and a Food -]token"), and a mark of white space alone shown
// only where no white space is beside it ("a,{+ +}b").
template <class Emit>
void render(std::span<const DiffOp> ops, Emit emit) {
  using K = DiffOp::Kind;
  for (std::size_t k = 0; k < ops.size(); ++k) {
    const DiffOp& o = ops[k];
    const bool paired = (o.kind == K::kDelete && k + 1 < ops.size() && ops[k + 1].kind == K::kInsert) ||
                        (o.kind == K::kInsert && k > 0 && ops[k - 1].kind == K::kDelete);
    auto blank = [&](std::size_t i) { return ops[i].kind != K::kKeep && leading_space(ops[i].text) == ops[i].text.size(); };
    if (o.kind == K::kDelete && blank(k) && k + 1 < ops.size() && ops[k + 1].kind == K::kInsert && blank(k + 1)) {
      emit(DiffOp{K::kKeep, ops[++k].text});  // white space for white space: the new text's
      continue;
    }
    if (blank(k) && (k == 0 || k + 1 == ops.size() || (ops[k - 1].kind == K::kKeep && trailing_space(ops[k - 1].text) > 0) ||
                     (ops[k + 1].kind == K::kKeep && leading_space(ops[k + 1].text) > 0)))
      continue;  // white space changed beside white space kept: nothing to read
    if (o.kind == K::kKeep || paired || blank(k)) {
      emit(o);
    } else {
      std::string_view t = o.text;
      std::size_t lead = 0, trail = 0;
      if (k + 1 == ops.size() || leading_space(ops[k + 1].text) > 0) lead = leading_space(t);
      if (k == 0 || trailing_space(ops[k - 1].text) > 0) trail = trailing_space(t.substr(lead));
      emit(DiffOp{K::kKeep, t.substr(0, lead)});
      emit(DiffOp{o.kind, t.substr(lead, t.size() - lead - trail)});
      emit(DiffOp{K::kKeep, t.substr(t.size() - trail)});
    }
    if (o.kind == K::kDelete && k + 1 < ops.size() && ops[k + 1].kind == K::kInsert && spaced(ops, k))
      emit(DiffOp{K::kKeep, " "});
  }
}

void append_escaped(std::string& out, std::string_view s) {
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
}

}  // namespace

std::vector<DiffOp> word_diff(std::string_view before, std::string_view after) {
  std::vector<DiffOp> ops;
  if (before == after) {
    push(ops, DiffOp::Kind::kKeep, before);
    return ops;
  }
  Ids ids;
  const std::vector<Token> a = tokens(before, ids), b = tokens(after, ids);
  std::size_t pre = 0;
  while (pre < a.size() && pre < b.size() && a[pre].id == b[pre].id) ++pre;
  std::size_t suf = 0;
  while (suf < a.size() - pre && suf < b.size() - pre && a[a.size() - 1 - suf].id == b[b.size() - 1 - suf].id) ++suf;
  std::vector<Step> steps;
  for (std::size_t k = 0; k < pre; ++k) steps.push_back({DiffOp::Kind::kKeep, static_cast<std::uint32_t>(k), static_cast<std::uint32_t>(k)});
  const int n = static_cast<int>(a.size() - pre - suf), m = static_cast<int>(b.size() - pre - suf);
  std::vector<Step> middle;
  if (myers(a.data() + pre, n, b.data() + pre, m, middle)) {
    for (Step s : middle) {
      if (s.kind != DiffOp::Kind::kInsert) s.i += static_cast<std::uint32_t>(pre);
      if (s.kind != DiffOp::Kind::kDelete) s.j += static_cast<std::uint32_t>(pre);
      steps.push_back(s);
    }
  }  // else: no kept token in the middle, which makes it one replacement
  for (std::size_t k = 0; k < suf; ++k)
    steps.push_back({DiffOp::Kind::kKeep, static_cast<std::uint32_t>(a.size() - suf + k), static_cast<std::uint32_t>(b.size() - suf + k)});
  std::size_t pa = 0, pb = 0;  // bytes of each text laid into ops so far
  for (const Step& s : steps) {
    if (s.kind != DiffOp::Kind::kKeep) continue;
    const Token& x = a[s.i];
    const Token& y = b[s.j];
    hunk(ops, before.substr(pa, x.begin - pa), after.substr(pb, y.begin - pb));
    push(ops, DiffOp::Kind::kKeep, before.substr(x.begin, x.end - x.begin));
    pa = x.end;
    pb = y.end;
  }
  hunk(ops, before.substr(pa), after.substr(pb));
  return ops;
}

std::string diff_before(std::span<const DiffOp> ops) {
  std::string s;
  for (const DiffOp& o : ops)
    if (o.kind != DiffOp::Kind::kInsert) s += o.text;
  return s;
}

std::string diff_after(std::span<const DiffOp> ops) {
  std::string s;
  for (const DiffOp& o : ops)
    if (o.kind != DiffOp::Kind::kDelete) s += o.text;
  return s;
}

bool diff_unchanged(std::span<const DiffOp> ops) {
  return std::all_of(ops.begin(), ops.end(),
                     [](const DiffOp& o) { return o.kind == DiffOp::Kind::kKeep || leading_space(o.text) == o.text.size(); });
}

std::string diff_text(std::span<const DiffOp> ops) {
  std::string out;
  render(ops, [&out](const DiffOp& o) {
    if (o.text.empty()) return;
    if (o.kind == DiffOp::Kind::kDelete) out += "[-";
    if (o.kind == DiffOp::Kind::kInsert) out += "{+";
    out += o.text;
    if (o.kind == DiffOp::Kind::kDelete) out += "-]";
    if (o.kind == DiffOp::Kind::kInsert) out += "+}";
  });
  return out;
}

void append_diff_html(std::string& out, std::span<const DiffOp> ops) {
  render(ops, [&out](const DiffOp& o) {
    if (o.text.empty()) return;
    if (o.kind == DiffOp::Kind::kDelete) out += "<del>";
    if (o.kind == DiffOp::Kind::kInsert) out += "<ins>";
    append_escaped(out, o.text);
    if (o.kind == DiffOp::Kind::kDelete) out += "</del>";
    if (o.kind == DiffOp::Kind::kInsert) out += "</ins>";
  });
}

std::vector<DiffSpan> diff_spans(std::span<const DiffOp> ops, std::string_view text, bool old_side) {
  std::vector<DiffSpan> out;
  const DiffOp::Kind want = old_side ? DiffOp::Kind::kDelete : DiffOp::Kind::kInsert;
  for (const DiffOp& o : ops) {
    if (o.kind != want) continue;
    std::string_view t = o.text;
    if (leading_space(t) == t.size()) continue;  // white space is not highlighted
    t.remove_prefix(leading_space(t));
    t.remove_suffix(trailing_space(t));
    auto b = static_cast<std::uint32_t>(t.data() - text.data());
    out.push_back({b, b + static_cast<std::uint32_t>(t.size())});
  }
  return out;
}

}  // namespace rulecorp
