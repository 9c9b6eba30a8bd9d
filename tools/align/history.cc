// The history is built edition by edition. Each new edition is mapped onto the previous one: rules
// with the same number and text are linked at once, the rest are mapped by map_rules (the same
// text under another number, near-exact texts, runs shifted in order, then by number and wording); a rule
// paired with an old one continues that rule's lineage, any other rule starts a new lineage. For
// each lineage the builder keeps runs: stretches of consecutive editions in which it kept one
// number, each with the short title the rule had when the run began. After the last edition the
// runs are sorted by lineage and indexed by number, so both questions are a hash lookup and a short
// scan: "what is X of edition E now" (X's lineage in E, then its run covering the target edition)
// and "was X ever the number of what is now Y" (the runs that carried X, then their lineage's run
// at the target). Only two documents are alive at any time: the previous edition and the new one.
// build_history maps a window of editions at once: first the unchanged rules of each consecutive
// pair, then the word profiles of the rules left, made once per edition for both maps it takes
// part in (as the new edition and as the old one), then the maps: each step a set of tasks, one per
// edition or pair, that the caller's Fanout runs (the pipeline's threads); no thread starts here.
#include "align/history.h"

#include <algorithm>
#include <span>
#include <unordered_map>
#include <utility>

#include "align/edition_map.h"
#include "align/evidence.h"
#include "common/parallel.h"

namespace rulecorp {
namespace {

constexpr std::size_t kTitleBytes = 40;

}  // namespace

std::string short_title(std::string_view text) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n'; };
  while (!text.empty() && space(text.front())) text.remove_prefix(1);
  while (!text.empty() && space(text.back())) text.remove_suffix(1);
  if (text.size() <= kTitleBytes) return std::string(text);
  std::size_t cut = 0;
  for (std::size_t i = 0; i <= kTitleBytes && i < text.size(); ++i)
    if (space(text[i])) cut = i;
  if (cut == 0) {  // one long word: cut before a UTF-8 continuation byte
    cut = kTitleBytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  }
  std::string out(text.substr(0, cut));
  while (!out.empty() && (out.back() == ',' || out.back() == ';' || out.back() == ':')) out.pop_back();
  return out + "\u2026";
}

std::optional<std::size_t> History::edition_at(std::string_view date) const {
  auto it = std::upper_bound(editions_.begin(), editions_.end(), date,
                             [](std::string_view d, const EditionRecord& e) { return d < e.date; });
  if (it == editions_.begin()) return std::nullopt;
  return static_cast<std::size_t>(it - editions_.begin()) - 1;
}

std::span<const NumberRun> History::lineage_runs(std::uint32_t lineage) const {
  if (lineage + 1 >= lineage_first_run_.size()) return {};
  return std::span<const NumberRun>(runs_).subspan(lineage_first_run_[lineage],
                                                    lineage_first_run_[lineage + 1] - lineage_first_run_[lineage]);
}

std::optional<std::uint32_t> History::lineage_at(std::size_t e, RuleNumber n) const {
  if (e >= editions_.size()) return std::nullopt;
  const EditionRecord& r = editions_[e];
  auto it = std::lower_bound(r.numbers.begin(), r.numbers.end(), n);
  if (it == r.numbers.end() || *it != n) return std::nullopt;
  return r.lineage[static_cast<std::size_t>(it - r.numbers.begin())];
}

bool History::has(std::size_t e, RuleNumber n) const { return lineage_at(e, n).has_value(); }

bool History::ever_numbered(RuleNumber n) const { return by_number_.count(n.key()) != 0; }

const NumberRun* History::run_of(std::uint32_t lineage, std::size_t e) const {
  if (lineage + 1 >= lineage_first_run_.size()) return nullptr;
  for (std::uint32_t i = lineage_first_run_[lineage]; i < lineage_first_run_[lineage + 1]; ++i)
    if (runs_[i].first <= e && e <= runs_[i].last) return &runs_[i];
  return nullptr;
}

std::optional<RuleNumber> History::follow(RuleNumber n, std::size_t from, std::size_t target) const {
  auto l = lineage_at(from, n);
  if (!l) return std::nullopt;
  const NumberRun* r = run_of(*l, target);
  if (!r) return std::nullopt;
  return r->number;
}

const NumberRun* History::former_number(RuleNumber cited, RuleNumber now, std::size_t target) const {
  auto it = by_number_.find(cited.key());
  if (it == by_number_.end() || cited == now) return nullptr;
  const NumberRun* best = nullptr;
  for (std::uint32_t i : it->second) {
    const NumberRun& r = runs_[i];
    if (r.last >= target) continue;  // not a former number as of `target`
    const NumberRun* at = run_of(r.lineage, target);
    if (at && at->number == now && (!best || r.last > best->last)) best = &r;
  }
  return best;
}

std::string_view History::title(std::size_t e, RuleNumber n) const {
  auto l = lineage_at(e, n);
  if (!l) return {};
  const NumberRun* r = run_of(*l, e);
  return r ? std::string_view(r->title) : std::string_view();
}

// ---- The lineage of one rule ----
std::span<const NumberRun> History::lineage_runs(std::size_t e, RuleNumber n) const {
  auto l = lineage_at(e, n);
  if (!l || *l + 1 >= lineage_first_run_.size()) return {};
  return std::span<const NumberRun>(runs_).subspan(lineage_first_run_[*l], lineage_first_run_[*l + 1] - lineage_first_run_[*l]);
}

std::span<const History::Rewording> History::rewordings(std::size_t e, RuleNumber n) const {
  auto l = lineage_at(e, n);
  if (!l) return {};
  auto lo = std::lower_bound(rewordings_.begin(), rewordings_.end(), *l, [](const Rewording& r, std::uint32_t x) { return r.lineage < x; });
  auto hi = std::upper_bound(lo, rewordings_.end(), *l, [](std::uint32_t x, const Rewording& r) { return x < r.lineage; });
  return std::span<const Rewording>(rewordings_).subspan(static_cast<std::size_t>(lo - rewordings_.begin()), static_cast<std::size_t>(hi - lo));
}

std::string collapsed(std::string_view t) {
  std::string out;
  for (char c : t) {
    bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

namespace {

// The first step of continued_rules: rules of `next` with the same number and the same text as a
// rule of `previous` are the same rule (map_rules' first pass would pair them too).
struct SameRules {
  std::vector<std::int32_t> from;  // per rule of next: the rule of previous it is, or -1
  std::vector<bool> old_done;      // per rule of previous: taken by one of next
};

SameRules same_rules(const EditionRules& previous, const EditionRules& next) {
  const std::vector<MappedRule>& po = previous.rules;
  const std::vector<MappedRule>& pn = next.rules;
  SameRules s;
  s.from.assign(pn.size(), -1);
  s.old_done.assign(po.size(), false);
  // The previous edition's rules by number (the first rule of each number comes first among its
  // equals). Consecutive editions list their rules in nearly the same order, so the place after
  // the last one found is tried before a binary search.
  std::vector<std::uint64_t> scratch;
  const std::span<const std::uint64_t> old_by_number = by_number(previous, scratch);
  auto key_at = [&](std::size_t p) { return static_cast<std::uint32_t>(old_by_number[p] >> 32); };
  std::size_t after = 0;  // the place after the last one found
  for (std::size_t k = 0; k < pn.size(); ++k) {
    const std::uint32_t key = pn[k].number.key();
    std::size_t p = after;
    if (!(p < old_by_number.size() && key_at(p) == key && (p == 0 || key_at(p - 1) != key)))
      p = static_cast<std::size_t>(std::lower_bound(old_by_number.begin(), old_by_number.end(), std::uint64_t{key} << 32) -
                                   old_by_number.begin());
    if (p == old_by_number.size() || key_at(p) != key) continue;
    after = p + 1;
    const std::size_t o = old_by_number[p] & 0xFFFFFFFFu;
    if (!s.old_done[o] && po[o].text == pn[k].text) {
      s.old_done[o] = true;
      s.from[k] = static_cast<std::int32_t>(o);
    }
  }
  return s;
}

// True when continued_rules maps the rules left by same_rules (map_editions pairs nothing across
// languages).
bool maps_rest(const EditionRules& previous, const EditionRules& next) { return previous.language == next.language; }

// The second step: map_rules over both editions whole, its first pass the links same_rules made;
// `previous_words` and `next_words` hold the profiles already made (null entries, or empty spans:
// made by map_rules).
std::vector<std::int32_t> map_rest(const EditionRules& previous, const EditionRules& next, SameRules same,
                                   std::span<const WordProfile* const> previous_words,
                                   std::span<const WordProfile* const> next_words) {
  if (!maps_rest(previous, next)) return std::move(same.from);
  RuleMap map = map_rules(previous.rules, next.rules, previous_words, next_words, same.from);
  return std::move(map.new_to_old);
}

// An edition of a build_history window with the word profiles of the rules that one of its two
// maps (with the edition before it and the one after it) compares by wording, each made once.
struct ProfiledEdition {
  EditionRules rules;
  std::vector<WordProfile> words;          // per rule; made where `made`
  std::vector<const WordProfile*> made;    // per rule: &words[k] once made, else null

  explicit ProfiledEdition(EditionRules r) : rules(std::move(r)), words(rules.rules.size()), made(rules.rules.size(), nullptr) {}
  // Makes the profiles of the rules `unlinked` marks (true = mapped by wording) not made yet.
  template <class Marks>
  void make(const Marks& unlinked) {
    for (std::size_t k = 0; k < made.size() && k < unlinked.size(); ++k)
      if (unlinked[k] && !made[k]) {
        words[k] = word_profile(rules.rules[k].text);
        made[k] = &words[k];
      }
  }
};

}  // namespace

std::vector<std::int32_t> continued_rules(const EditionRules& previous, const EditionRules& next) {
  return map_rest(previous, next, same_rules(previous, next), {}, {});
}

bool HistoryBuilder::add(EditionRules edition) {
  if (edition.date.empty()) return false;
  if (!h_.editions_.empty() && edition.date <= h_.editions_.back().date) return false;
  std::vector<std::int32_t> from;
  if (previous_) from = continued_rules(*previous_, edition);
  chain(edition, from);
  previous_ = std::move(edition);
  return true;
}

void HistoryBuilder::chain(const EditionRules& edition, const std::vector<std::int32_t>& from_previous) {
  const auto e = static_cast<std::uint32_t>(h_.editions_.size());
  const std::vector<MappedRule>& rs = edition.rules;
  // Lineage per rule of the new edition: continued through the map, else new.
  std::vector<std::uint32_t> lineage(rs.size(), UINT32_MAX);
  for (std::size_t k = 0; k < from_previous.size() && k < rs.size(); ++k)
    if (from_previous[k] >= 0) lineage[k] = previous_lineage_[static_cast<std::size_t>(from_previous[k])];
  // The record: each number once (the first rule that carries it), sorted.
  // (number key, index) in one word, sorted: by number, then in edition order.
  std::vector<std::uint64_t> scratch;
  const std::span<const std::uint64_t> rules = by_number(edition, scratch);
  EditionRecord rec;
  rec.date = edition.date;
  rec.name = edition.name;
  rec.numbers.reserve(rs.size());
  rec.lineage.reserve(rs.size());
  std::vector<std::uint32_t> kept(rs.size(), UINT32_MAX);
  for (std::size_t i = 0; i < rules.size(); ++i) {
    if (i > 0 && (rules[i] >> 32) == (rules[i - 1] >> 32)) continue;  // a duplicated number: the first copy
    const std::size_t k = rules[i] & 0xFFFFFFFFu;
    const RuleNumber number = rs[k].number;
    std::uint32_t l = lineage[k];
    if (l == UINT32_MAX || (l < open_run_.size() && open_run_[l] >= 0 &&
                            h_.runs_[static_cast<std::size_t>(open_run_[l])].last == e)) {
      l = next_lineage_++;  // new rule (or a second claim on one lineage)
    }
    if (l >= open_run_.size()) {
      open_run_.resize(l + 1, -1);
    }
    std::int64_t open = open_run_[l];
    if (open >= 0 && h_.runs_[static_cast<std::size_t>(open)].number == number &&
        h_.runs_[static_cast<std::size_t>(open)].last + 1 == e) {
      h_.runs_[static_cast<std::size_t>(open)].last = e;
    } else {
      h_.runs_.push_back({l, e, e, number, short_title(rs[k].text)});
      open_run_[l] = static_cast<std::int64_t>(h_.runs_.size() - 1);
    }
    if (l == lineage[k] && static_cast<std::size_t>(from_previous[k]) < previous_text_.size()) {  // continued: reworded?
      std::string now = collapsed(rs[k].text);
      const std::string& before = previous_text_[static_cast<std::size_t>(from_previous[k])];
      if (now != before) h_.rewordings_.push_back({l, e, before, std::move(now)});
    }
    kept[k] = l;
    rec.numbers.push_back(number);
    rec.lineage.push_back(l);
  }
  h_.editions_.push_back(std::move(rec));
  previous_lineage_ = std::move(kept);
  previous_text_.resize(rs.size());
  for (std::size_t k = 0; k < rs.size(); ++k) previous_text_[k] = collapsed(rs[k].text);
}

History build_history(std::size_t count, const std::function<EditionRules(std::size_t)>& edition, const Fanout& fanout,
                      const EditionProgress& progress) {
  // Eight editions per unit of the fanout's width (a thread): a window ends in a wait for its slowest parse, so fewer, longer
  // windows keep the threads busier; its compact editions are ~1 MB each.
  const std::size_t window = 8 * static_cast<std::size_t>(fanout.width());
  HistoryBuilder b;
  std::optional<ProfiledEdition> last;  // the last edition taken, of an earlier window, with its profiles
  for (std::size_t first = 0; first < count; first += window) {
    const std::size_t end = std::min(count, first + window);
    std::vector<EditionRules> got(end - first);
    fanout(end - first, [&](std::size_t k) { got[k] = edition(first + k); });
    // The editions HistoryBuilder::add would take: dated, each later than the last one taken.
    std::vector<ProfiledEdition> taken;
    for (EditionRules& e : got) {
      const std::string* before = !taken.empty() ? &taken.back().rules.date : last ? &last->rules.date : nullptr;
      if (e.date.empty() || (before && e.date <= *before)) continue;
      taken.emplace_back(std::move(e));
    }
    got.clear();
    // Map k links taken[k] to the edition before it (taken[k - 1], or `last`). First the unchanged
    // rules of every map; then the profiles of the rules left, each edition's made once for both
    // of its maps (the one after the window's last edition makes its own in the next window);
    // then the maps. Every step writes only its own slot.
    auto prev = [&](std::size_t k) -> ProfiledEdition* { return k > 0 ? &taken[k - 1] : last ? &*last : nullptr; };
    std::vector<SameRules> same(taken.size());
    fanout(taken.size(), [&](std::size_t k) {
      if (prev(k)) same[k] = same_rules(prev(k)->rules, taken[k].rules);
    });
    auto unlinked_new = [&](std::size_t k) {  // taken[k]'s rules its map compares by wording
      std::vector<bool> u(taken[k].rules.rules.size(), false);
      if (prev(k) && maps_rest(prev(k)->rules, taken[k].rules))
        for (std::size_t r = 0; r < u.size(); ++r) u[r] = same[k].from[r] < 0;
      return u;
    };
    auto unlinked_old = [&](std::size_t k) {  // prev(k)'s rules map k compares by wording
      std::vector<bool> u;
      if (maps_rest(prev(k)->rules, taken[k].rules)) {
        u = same[k].old_done;
        u.flip();
      }
      return u;
    };
    // Slot 0 is `last` (its profiles as the previous of taken[0]), slot k + 1 is taken[k].
    fanout(taken.size() + 1, [&](std::size_t slot) {
      if (slot == 0) {
        if (last && !taken.empty()) last->make(unlinked_old(0));
        return;
      }
      const std::size_t k = slot - 1;
      taken[k].make(unlinked_new(k));
      if (k + 1 < taken.size()) taken[k].make(unlinked_old(k + 1));
    });
    std::vector<std::vector<std::int32_t>> from(taken.size());
    fanout(taken.size(), [&](std::size_t k) {
      if (const ProfiledEdition* p = prev(k)) from[k] = map_rest(p->rules, taken[k].rules, std::move(same[k]), p->made, taken[k].made);
    });
    for (std::size_t k = 0; k < taken.size(); ++k) {
      if (progress) progress(taken[k].rules.name, first + k, count);
      b.chain(taken[k].rules, from[k]);
    }
    if (!taken.empty()) last.emplace(std::move(taken.back()));
  }
  return b.finish();
}

History build_history(std::vector<EditionRules> editions, const Fanout& fanout, const EditionProgress& progress) {
  return build_history(editions.size(), [&](std::size_t k) { return std::move(editions[k]); }, fanout, progress);
}

History HistoryBuilder::finish() {
  History h = std::move(h_);
  std::stable_sort(h.runs_.begin(), h.runs_.end(), [](const NumberRun& a, const NumberRun& b) {
    return a.lineage != b.lineage ? a.lineage < b.lineage : a.first < b.first;
  });
  h.lineage_first_run_.assign(next_lineage_ + 1, 0);
  std::uint32_t i = 0;
  for (std::uint32_t l = 0; l <= next_lineage_; ++l) {
    h.lineage_first_run_[l] = i;
    while (i < h.runs_.size() && h.runs_[i].lineage == l) ++i;
  }
  for (std::uint32_t k = 0; k < h.runs_.size(); ++k) h.by_number_[h.runs_[k].number.key()].push_back(k);
  std::stable_sort(h.rewordings_.begin(), h.rewordings_.end(),
                   [](const History::Rewording& a, const History::Rewording& b) { return a.lineage < b.lineage; });
  *this = HistoryBuilder();
  return h;
}

}  // namespace rulecorp
