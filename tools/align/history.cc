// The history is built edition by edition. Each new edition is mapped onto the previous one: rules
// with the same number and text are linked at once, the rest are mapped by map_editions (same
// number and similar wording, moved rules by wording, reworded rules by number); a rule
// paired with an old one continues that rule's lineage, any other rule starts a new lineage. For
// each lineage the builder keeps runs: stretches of consecutive editions in which it kept one
// number, each with the short title the rule had when the run began. After the last edition the
// runs are sorted by lineage and indexed by number, so both questions are a hash lookup and a short
// scan: "what is X of edition E now" (X's lineage in E, then its run covering the target edition)
// and "was X ever the number of what is now Y" (the runs that carried X, then their lineage's run
// at the target). Only two documents are alive at any time: the previous edition and the new one.
#include "align/history.h"

#include <algorithm>
#include <unordered_map>
#include <utility>

#include "align/edition_map.h"

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

bool HistoryBuilder::add(Document edition) {
  if (edition.edition.empty()) return false;
  if (!h_.editions_.empty() && edition.edition <= h_.editions_.back().date) return false;
  const auto e = static_cast<std::uint32_t>(h_.editions_.size());

  // Lineage per block of the new edition: continued through the map, else new.
  std::vector<std::uint32_t> lineage(edition.blocks.size(), UINT32_MAX);
  if (previous_) {
    // Rules with the same number and the same text are the same rule (map_editions' first pass
    // would pair them too); only the others are handed to map_editions, as two small documents.
    std::unordered_map<std::uint32_t, std::size_t> old_by_number;
    for (std::size_t k = 0; k < previous_->blocks.size(); ++k) {
      const Block& b = previous_->blocks[k];
      if (b.kind == BlockKind::kRule && b.number.valid()) old_by_number.emplace(b.number.key(), k);
    }
    std::vector<bool> old_done(previous_->blocks.size(), false);
    Document o, n;
    o.language = previous_->language;
    o.edition = previous_->edition;
    n.language = edition.language;
    n.edition = edition.edition;
    std::vector<std::size_t> o_index, n_index;
    for (std::size_t k = 0; k < edition.blocks.size(); ++k) {
      const Block& b = edition.blocks[k];
      if (b.kind != BlockKind::kRule || !b.number.valid()) continue;
      auto it = old_by_number.find(b.number.key());
      if (it != old_by_number.end() && !old_done[it->second] && previous_->blocks[it->second].text == b.text) {
        old_done[it->second] = true;
        lineage[k] = previous_lineage_[it->second];
        continue;
      }
      n.blocks.push_back(b);
      n_index.push_back(k);
    }
    for (std::size_t k = 0; k < previous_->blocks.size(); ++k) {
      const Block& b = previous_->blocks[k];
      if (b.kind != BlockKind::kRule || !b.number.valid() || old_done[k]) continue;
      o.blocks.push_back(b);
      o_index.push_back(k);
    }
    Alignment map = map_editions(o, n);
    for (const Unit& u : map.units) {
      if (u.members.size() < 2 || !u.members[0].present() || !u.members[1].present()) continue;
      std::size_t ob = o_index[static_cast<std::size_t>(u.members[0].block)];
      std::size_t nb = n_index[static_cast<std::size_t>(u.members[1].block)];
      lineage[nb] = previous_lineage_[ob];
    }
  }
  // The record: each number once (the first block that carries it), sorted.
  std::vector<std::pair<RuleNumber, std::size_t>> rules;
  for (std::size_t k = 0; k < edition.blocks.size(); ++k) {
    const Block& b = edition.blocks[k];
    if (b.kind == BlockKind::kRule && b.number.valid()) rules.emplace_back(b.number, k);
  }
  std::stable_sort(rules.begin(), rules.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  EditionRecord rec;
  rec.date = edition.edition;
  rec.name = edition.name();
  std::vector<std::uint32_t> kept(edition.blocks.size(), UINT32_MAX);
  for (std::size_t i = 0; i < rules.size(); ++i) {
    if (i > 0 && rules[i].first == rules[i - 1].first) continue;  // a duplicated number: the first copy
    std::size_t k = rules[i].second;
    std::uint32_t l = lineage[k];
    if (l == UINT32_MAX || (l < open_run_.size() && open_run_[l] >= 0 &&
                            h_.runs_[static_cast<std::size_t>(open_run_[l])].last == e)) {
      l = next_lineage_++;  // new rule (or a second claim on one lineage)
    }
    if (l >= open_run_.size()) {
      open_run_.resize(l + 1, -1);
    }
    std::int64_t open = open_run_[l];
    if (open >= 0 && h_.runs_[static_cast<std::size_t>(open)].number == rules[i].first &&
        h_.runs_[static_cast<std::size_t>(open)].last + 1 == e) {
      h_.runs_[static_cast<std::size_t>(open)].last = e;
    } else {
      h_.runs_.push_back({l, e, e, rules[i].first, short_title(edition.blocks[k].text)});
      open_run_[l] = static_cast<std::int64_t>(h_.runs_.size() - 1);
    }
    kept[k] = l;
    rec.numbers.push_back(rules[i].first);
    rec.lineage.push_back(l);
  }
  h_.editions_.push_back(std::move(rec));
  previous_lineage_ = std::move(kept);
  previous_ = std::move(edition);
  return true;
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
  *this = HistoryBuilder();
  return h;
}

}  // namespace rulecorp
