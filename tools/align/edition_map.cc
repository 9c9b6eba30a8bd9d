// Three passes over the two editions' rules, compared by the Dice coefficient of their words:
//  1. same number and similar wording (>= 0.5): unchanged place;
//  2. the rest are matched by wording in any order (match_variants: an inverted word index, best
//     pairs first), which finds rules that moved (a whole section renumbered from 502 to 702);
//  3. rules still left with the same number on both sides are paired by number (reworded rules).
// A pair with one number is ok when the text is unchanged, reworded otherwise (what an update list
// of the translation needs); a pair of two numbers is renumbered. Anything left is removed (old
// only) or added (new only). The old edition's members are the reference; the new edition's carry
// the status. map_rules is the pairing itself, on (number, text) lists, so that the history can map
// its compact editions without Documents; word profiles are made only for the rules that need one
// (or taken from the caller, which makes them once for a rule it maps as old and as new).
#include "align/edition_map.h"

#include <algorithm>
#include <span>
#include <string_view>

#include "align/edition_rules.h"
#include "align/evidence.h"
#include "align/paragraph_aligner.h"

namespace rulecorp {
namespace {

constexpr double kSamePlace = 0.5;
constexpr double kMoved = 0.5;

// Word profiles of a list of rules, computed on first use: most rules of consecutive editions
// are unchanged and never need one. A profile the caller made is used as it is.
class Profiles {
 public:
  Profiles(std::span<const MappedRule> rules, std::span<const WordProfile* const> given)
      : rules_(rules), given_(given), words_(rules.size()), got_(rules.size(), nullptr) {}
  const WordProfile& operator[](std::size_t i) {
    if (!got_[i]) {
      if (i < given_.size() && given_[i]) {
        got_[i] = given_[i];
      } else {
        words_[i] = word_profile(rules_[i].text);
        got_[i] = &words_[i];
      }
    }
    return *got_[i];
  }

 private:
  std::span<const MappedRule> rules_;
  std::span<const WordProfile* const> given_;
  std::vector<WordProfile> words_;
  std::vector<const WordProfile*> got_;
};

}  // namespace

RuleMap map_rules(std::span<const MappedRule> o, std::span<const MappedRule> n) { return map_rules(o, n, {}, {}); }

RuleMap map_rules(std::span<const MappedRule> o, std::span<const MappedRule> n, std::span<const WordProfile* const> o_words,
                  std::span<const WordProfile* const> n_words) {
  RuleMap m;
  m.old_to_new.assign(o.size(), -1);
  m.new_to_old.assign(n.size(), -1);
  m.score.assign(o.size(), 0);
  Profiles ow(o, o_words), nw(n, n_words);
  // The new rules by number: (number key, index) in one word, sorted, so the rules of one number
  // are a range in index order.
  const std::vector<std::uint64_t> n_by_number = sorted_numbers(n);
  auto same_number = [&](RuleNumber number) {  // the indexes of the new rules numbered `number`
    const std::uint64_t lo = std::uint64_t{number.key()} << 32;
    auto first = std::lower_bound(n_by_number.begin(), n_by_number.end(), lo);
    auto last = first;
    while (last != n_by_number.end() && (*last >> 32) == (lo >> 32)) ++last;
    return std::span<const std::uint64_t>(first, last);
  };
  auto link = [&](std::size_t i, std::size_t j, double s) {
    m.old_to_new[i] = static_cast<std::int32_t>(j);
    m.new_to_old[j] = static_cast<std::int32_t>(i);
    m.score[i] = s;
  };
  // 1. Same number, similar wording. The same text scores 1 (0 when it has no word at all).
  for (std::size_t i = 0; i < o.size(); ++i) {
    for (std::uint64_t entry : same_number(o[i].number)) {
      const auto j = static_cast<std::size_t>(entry & 0xFFFFFFFFu);
      if (m.new_to_old[j] >= 0) continue;
      double d = o[i].text == n[j].text ? (ow[i].empty() ? 0.0 : 1.0) : dice(ow[i], nw[j]);
      if (d >= kSamePlace) { link(i, j, d); break; }
    }
  }
  // 2. Moved rules, by wording.
  std::vector<const WordProfile*> ot, nt;
  std::vector<std::size_t> oi, ni;
  for (std::size_t i = 0; i < o.size(); ++i)
    if (m.old_to_new[i] < 0) { ot.push_back(&ow[i]); oi.push_back(i); }
  for (std::size_t j = 0; j < n.size(); ++j)
    if (m.new_to_old[j] < 0) { nt.push_back(&nw[j]); ni.push_back(j); }
  for (const VariantPair& p : match_variants(ot, nt, kMoved))
    link(oi[static_cast<std::size_t>(p.a)], ni[static_cast<std::size_t>(p.b)], p.score);
  // 3. Same number, reworded.
  for (std::size_t i = 0; i < o.size(); ++i) {
    if (m.old_to_new[i] >= 0) continue;
    for (std::uint64_t entry : same_number(o[i].number)) {
      const auto j = static_cast<std::size_t>(entry & 0xFFFFFFFFu);
      if (m.new_to_old[j] < 0) {
        link(i, j, dice(ow[i], nw[j]));
        break;
      }
    }
  }
  return m;
}

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

  // The rules of each edition and the block each one is.
  std::vector<MappedRule> o, n;
  std::vector<std::int32_t> ob, nb;
  auto rules_of = [](const Document& d, std::vector<MappedRule>& rules, std::vector<std::int32_t>& blocks) {
    for (std::size_t k = 0; k < d.blocks.size(); ++k) {
      const Block& b = d.blocks[k];
      if (b.kind == BlockKind::kRule && b.number.valid()) {
        rules.push_back({b.number, b.text});
        blocks.push_back(static_cast<std::int32_t>(k));
      }
    }
  };
  rules_of(old_edition, o, ob);
  rules_of(new_edition, n, nb);
  RuleMap map = map_rules(o, n);
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
    if (map.old_to_new[i] >= 0) {
      const auto j = static_cast<std::size_t>(map.old_to_new[i]);
      UnitStatus st = n[j].number != o[i].number ? UnitStatus::kRenumbered
                      : n[j].text == o[i].text   ? UnitStatus::kOk
                                                 : UnitStatus::kReworded;
      u.id = UnitId::edition(o[i].number.str(), n[j].number.str());
      u.members = {member(0, ob[i], UnitStatus::kOk, 1), member(1, nb[j], st, map.score[i])};
    } else {
      u.id = UnitId::rule(o[i].number.str()).only_in(a.slots[0].key());
      u.members = {member(0, ob[i], UnitStatus::kRemoved, 0), Member{}};
    }
    u.summarise();
    a.units.push_back(std::move(u));
  }
  for (std::size_t j = 0; j < n.size(); ++j) {
    if (map.new_to_old[j] >= 0) continue;
    Unit u;
    u.id = UnitId::rule(n[j].number.str()).only_in(a.slots[1].key());
    u.members = {Member{}, member(1, nb[j], UnitStatus::kAdded, 0)};
    u.summarise();
    a.units.push_back(std::move(u));
  }
  make_ids_unique(a.units);
  return a;
}

}  // namespace rulecorp
