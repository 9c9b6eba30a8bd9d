// The update list of each translation of an older English edition: the edition map from the
// edition it translates to the newest one (map_editions) gives each English rule's change; the
// languages alignment gives the translation's rule for each rule of the edition translated. Rows
// follow the newest edition's order; a removed rule is placed after the row of the old rule before
// it. Invariant: a row is made only for a rule whose English text or number changed (white space
// aside), and, for an excerpt, only for rules the excerpt has or that are added between two of them.
#include "align/update_list.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>

#include "align/edition_map.h"
#include "align/history.h"

namespace rulecorp {
namespace {

// The update list of translation `k`, whose partner is `then`.
UpdateList make_list(const Alignment& texts, std::size_t k, const Document& then, const Document& now, const WordDiff& diff) {
  UpdateList list;
  const Document& t = *texts.docs[k];
  const DocumentInfo& info = texts.documents[k];
  list.language = std::string(language_code(t.language));
  list.translation = &t;
  list.then = &then;
  list.now = &now;
  list.excerpt = info.use == DocumentUse::kExcerpt;
  // The translation's member for each rule block of `then`.
  std::unordered_map<std::int32_t, const Member*> translated;
  for (const Unit& u : texts.units) {
    if (u.kind != UnitKind::kRule || u.members.empty() || !u.members[0].present() || u.members[0].doc != info.partner) continue;
    for (std::size_t s = 1; s < u.members.size(); ++s)
      if (u.members[s].present() && u.members[s].doc == static_cast<std::int32_t>(k)) translated[u.members[0].block] = &u.members[s];
  }
  auto translation_of = [&](std::int32_t then_block) -> const Member* {
    auto it = translated.find(then_block);
    return it == translated.end() ? nullptr : it->second;
  };

  Alignment m = map_editions(then, now);
  // The newest edition's rules in order, each with the old rule it continues (-1: added).
  std::vector<std::pair<std::int32_t, std::int32_t>> now_rules;  // (now block, then block)
  std::unordered_map<std::int32_t, std::int32_t> then_to_now;
  for (const Unit& u : m.units) {
    if (u.members.size() < 2) continue;
    if (u.members[1].present()) now_rules.emplace_back(u.members[1].block, u.members[0].present() ? u.members[0].block : -1);
    if (u.members[0].present()) then_to_now[u.members[0].block] = u.members[1].present() ? u.members[1].block : -1;
  }
  std::sort(now_rules.begin(), now_rules.end());
  // Per rule of the newest edition (by position): the translation's member of the nearest rule at
  // or before it, and at or after it, that continues a translated rule.
  const std::size_t count = now_rules.size();
  std::vector<const Member*> before(count, nullptr), after(count, nullptr);
  for (std::size_t i = 0; i < count; ++i) {
    const Member* here = now_rules[i].second >= 0 ? translation_of(now_rules[i].second) : nullptr;
    before[i] = here ? here : i > 0 ? before[i - 1] : nullptr;
  }
  for (std::size_t i = count; i-- > 0;) {
    const Member* here = now_rules[i].second >= 0 ? translation_of(now_rules[i].second) : nullptr;
    after[i] = here ? here : i + 1 < count ? after[i + 1] : nullptr;
  }
  std::unordered_map<std::int32_t, std::size_t> now_position;
  for (std::size_t i = 0; i < count; ++i) now_position[now_rules[i].first] = i;

  // Rows with their sort key: (position in the newest edition, 0 | 1 for a removed rule after it, then block).
  std::vector<std::tuple<std::int64_t, int, std::int32_t, UpdateRow>> rows;
  std::int64_t last_position = -1;  // position in the newest edition of the last old rule kept, in old order
  for (const Unit& u : m.units) {
    if (u.members.size() < 2) continue;
    const Member& om = u.members[0];
    const Member& nm = u.members[1];
    UpdateRow r;
    r.then = m.block(om);
    r.now = m.block(nm);
    if (r.then) r.old_number = r.then->number;
    if (r.now) r.new_number = r.now->number;
    r.then_text = m.text(om);
    r.now_text = m.text(nm);
    const Member* tm = om.present() ? translation_of(om.block) : nullptr;
    std::int64_t position = nm.present() ? static_cast<std::int64_t>(now_position[nm.block]) : last_position;
    if (om.present() && nm.present()) last_position = position;
    if (!om.present()) {
      r.change = UpdateChange::kAdded;
      const auto i = static_cast<std::size_t>(position);
      const Member* b = before[i];
      if (list.excerpt && (!b || !after[i])) continue;  // outside the excerpt's rules
      if (b) r.after = texts.block(*b);
    } else if (!tm) {
      continue;  // the translation lacks the rule (align.missing says so): nothing to update
    } else if (!nm.present()) {
      r.change = UpdateChange::kRemoved;
    } else {
      bool renumbered = r.old_number != r.new_number;
      bool reworded = collapsed(r.then_text) != collapsed(r.now_text);
      if (!renumbered && !reworded) continue;
      r.change = renumbered && reworded ? UpdateChange::kRenumberedReworded
                 : renumbered           ? UpdateChange::kRenumbered
                                        : UpdateChange::kReworded;
      if (reworded && diff) diff(r.then_text, r.now_text, r.then_marks, r.now_marks);
    }
    if (tm) {
      r.translation = texts.block(*tm);
      r.translation_text = texts.text(*tm);
    }
    rows.emplace_back(position, om.present() && !nm.present() ? 1 : 0, om.present() ? om.block : -1, std::move(r));
  }
  std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
    return std::tie(std::get<0>(a), std::get<1>(a), std::get<2>(a)) < std::tie(std::get<0>(b), std::get<1>(b), std::get<2>(b));
  });
  for (auto& row : rows) list.rows.push_back(std::move(std::get<3>(row)));
  return list;
}

}  // namespace

std::string_view update_change_name(UpdateChange c) {
  switch (c) {
    case UpdateChange::kAdded: return "added";
    case UpdateChange::kRemoved: return "removed";
    case UpdateChange::kRenumbered: return "renumbered";
    case UpdateChange::kReworded: return "reworded";
    case UpdateChange::kRenumberedReworded: return "renumbered+reworded";
  }
  return "reworded";
}

std::string UpdateList::place(const UpdateRow& r) const {
  if (r.translation) return translation->name() + ":" + std::to_string(r.translation->line);
  if (r.change != UpdateChange::kAdded) return translation->name();
  if (!r.after) return "at the start of " + translation->name();
  return "after " + language + " " + r.after->number.str() + ", line " + std::to_string(r.after->line);
}

std::vector<UpdateList> make_update_lists(const Alignment& texts, const Document& newest, const WordDiff& diff) {
  std::vector<UpdateList> out;
  if (texts.mode != Alignment::Mode::kLanguages) return out;
  for (std::size_t k = 0; k < texts.documents.size() && k < texts.docs.size(); ++k) {
    const DocumentInfo& info = texts.documents[k];
    if (info.partner < 0 || static_cast<std::size_t>(info.partner) == k || info.other_edition) continue;
    const Document& then = *texts.docs[static_cast<std::size_t>(info.partner)];
    if (&then == &newest || then.language != newest.language || then.edition.empty() || then.edition >= newest.edition) continue;
    out.push_back(make_list(texts, k, then, newest, diff));
  }
  return out;
}

UpdateList make_update_list(const Alignment& texts, std::size_t k, const Document& target, const WordDiff& diff) {
  const auto partner = static_cast<std::size_t>(texts.documents[k].partner);
  return make_list(texts, k, *texts.docs[partner], target, diff);
}

}  // namespace rulecorp
