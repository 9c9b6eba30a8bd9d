// Three passes over the two editions' rules, compared by the Dice coefficient of their words:
//  1. same number and similar wording (>= 0.5): unchanged place;
//  2. the rest are matched by wording in any order (match_variants: an inverted word index, best
//     pairs first), which finds rules that moved (a whole section renumbered from 502 to 702);
//  3. rules still left with the same number on both sides are paired by number (reworded rules).
// A pair with one number is ok when the text is unchanged, reworded otherwise (what an update list
// of the translation needs); a pair of two numbers is renumbered. Anything left is removed (old
// only) or added (new only). The old edition's members are the reference; the new edition's carry
// the status.
#include "align/edition_map.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "align/evidence.h"
#include "align/paragraph_aligner.h"

namespace rulecorp {
namespace {

constexpr double kSamePlace = 0.5;
constexpr double kMoved = 0.5;

struct Item {
  std::int32_t block;
  RuleNumber number;
  std::vector<std::uint64_t> words;
};

std::vector<Item> items_of(const Document& d) {
  std::vector<Item> out;
  for (std::size_t k = 0; k < d.blocks.size(); ++k) {
    const Block& b = d.blocks[k];
    if (b.kind == BlockKind::kRule && b.number.valid())
      out.push_back({static_cast<std::int32_t>(k), b.number, word_profile(b.text)});
  }
  return out;
}

}  // namespace

Alignment map_editions(const Document& old_edition, const Document& new_edition) {
  Alignment a;
  a.mode = Alignment::Mode::kEditions;
  a.docs = {&old_edition, &new_edition};
  for (std::string& id : document_ids(a.docs)) a.documents.push_back({std::move(id)});
  a.documents[1].partner = 0;
  std::string lang(language_code(old_edition.language));
  a.slots = {Slot{lang, 1, old_edition.edition}, Slot{std::string(language_code(new_edition.language)), 1, new_edition.edition}};
  if (a.slots[0].key() == a.slots[1].key()) a.slots[1].index = 2;
  if (old_edition.language != new_edition.language) {  // not two editions of one text
    a.documents[1].use = DocumentUse::kNotAnEdition;
    return a;
  }

  std::vector<Item> o = items_of(old_edition), n = items_of(new_edition);
  std::vector<std::int32_t> o_to_n(o.size(), -1), n_to_o(n.size(), -1);
  std::vector<double> score(o.size(), 0);
  std::unordered_map<std::uint32_t, std::vector<std::int32_t>> n_by_number;
  for (std::size_t j = 0; j < n.size(); ++j) n_by_number[n[j].number.key()].push_back(static_cast<std::int32_t>(j));
  auto link = [&](std::size_t i, std::size_t j, double s) {
    o_to_n[i] = static_cast<std::int32_t>(j);
    n_to_o[j] = static_cast<std::int32_t>(i);
    score[i] = s;
  };
  // 1. Same number, similar wording.
  for (std::size_t i = 0; i < o.size(); ++i) {
    auto it = n_by_number.find(o[i].number.key());
    if (it == n_by_number.end()) continue;
    for (std::int32_t j : it->second) {
      if (n_to_o[static_cast<std::size_t>(j)] >= 0) continue;
      double d = dice(o[i].words, n[static_cast<std::size_t>(j)].words);
      if (d >= kSamePlace) { link(i, static_cast<std::size_t>(j), d); break; }
    }
  }
  // 2. Moved rules, by wording.
  std::vector<std::string_view> ot, nt;
  std::vector<std::size_t> oi, ni;
  for (std::size_t i = 0; i < o.size(); ++i)
    if (o_to_n[i] < 0) { ot.push_back(old_edition.blocks[static_cast<std::size_t>(o[i].block)].text); oi.push_back(i); }
  for (std::size_t j = 0; j < n.size(); ++j)
    if (n_to_o[j] < 0) { nt.push_back(new_edition.blocks[static_cast<std::size_t>(n[j].block)].text); ni.push_back(j); }
  for (const VariantPair& p : match_variants(ot, nt, kMoved))
    link(oi[static_cast<std::size_t>(p.a)], ni[static_cast<std::size_t>(p.b)], p.score);
  // 3. Same number, reworded.
  for (std::size_t i = 0; i < o.size(); ++i) {
    if (o_to_n[i] >= 0) continue;
    auto it = n_by_number.find(o[i].number.key());
    if (it == n_by_number.end()) continue;
    for (std::int32_t j : it->second)
      if (n_to_o[static_cast<std::size_t>(j)] < 0) {
        link(i, static_cast<std::size_t>(j), dice(o[i].words, n[static_cast<std::size_t>(j)].words));
        break;
      }
  }
  auto member = [](std::int32_t doc, std::int32_t block, UnitStatus status, double score) {
    Member m;
    m.doc = doc;
    m.block = block;
    m.count = 1;
    m.status = status;
    m.score = score;
    return m;
  };
  for (std::size_t i = 0; i < o.size(); ++i) {
    Unit u;
    u.kind = UnitKind::kRule;
    const Block& ob = old_edition.blocks[static_cast<std::size_t>(o[i].block)];
    if (o_to_n[i] >= 0) {
      const Item& m = n[static_cast<std::size_t>(o_to_n[i])];
      const Block& nb = new_edition.blocks[static_cast<std::size_t>(m.block)];
      UnitStatus st = m.number != o[i].number ? UnitStatus::kRenumbered
                      : nb.text == ob.text    ? UnitStatus::kOk
                                              : UnitStatus::kReworded;
      u.id = UnitId::edition(o[i].number.str(), m.number.str());
      u.members = {member(0, o[i].block, UnitStatus::kOk, 1), member(1, m.block, st, score[i])};
    } else {
      u.id = UnitId::rule(o[i].number.str()).only_in(a.slots[0].key());
      u.members = {member(0, o[i].block, UnitStatus::kRemoved, 0), Member{}};
    }
    u.summarise();
    a.units.push_back(std::move(u));
  }
  for (std::size_t j = 0; j < n.size(); ++j) {
    if (n_to_o[j] >= 0) continue;
    Unit u;
    u.id = UnitId::rule(n[j].number.str()).only_in(a.slots[1].key());
    u.members = {Member{}, member(1, n[j].block, UnitStatus::kAdded, 0)};
    u.summarise();
    a.units.push_back(std::move(u));
  }
  make_ids_unique(a.units);
  return a;
}

}  // namespace rulecorp
