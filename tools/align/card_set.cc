// Card files are read by parse/card_file.cc (an input format like the others).
// align_cards() pairs lines 1:1 when a card has as many lines in both languages, one line with all
// lines when one side has a single line (modal cards printed as one paragraph), and otherwise runs
// the paragraph aligner over that card's lines.
#include "align/card_set.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

#include "align/evidence.h"
#include "align/paragraph_aligner.h"
#include "common/ascii.h"

namespace rulecorp {
namespace {

constexpr int kEn = 0, kDe = 1, kFr = 2;

bool keyword_match(std::string_view part, const std::string& kw) {
  if (part.size() < kw.size()) return false;
  for (std::size_t i = 0; i < kw.size(); ++i)
    if (ascii_lower(part[i]) != ascii_lower(kw[i])) return false;
  return part.size() == kw.size() || part[kw.size()] == ' ' || part[kw.size()] == '\xE2';  // "Kicker {2}", "Equip—"
}

// "Flying, vigilance (reminder)" with keywords {Flying, Vigilance} -> "Flying, Vigilance"; else "".
std::string keyword_of(std::string_view line, const std::vector<std::string>& keywords) {
  std::string stripped;
  int depth = 0;
  for (char ch : line) {
    if (ch == '(') ++depth;
    else if (ch == ')') depth = std::max(0, depth - 1);
    else if (depth == 0) stripped += ch;
  }
  std::string out;
  std::string_view rest = stripped;
  while (!rest.empty()) {
    std::size_t cut = rest.find_first_of(",;");
    std::string_view part = rest.substr(0, cut);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && (part.back() == ' ' || part.back() == '.')) part.remove_suffix(1);
    if (!part.empty()) {
      const std::string* hit = nullptr;
      for (const std::string& k : keywords)
        if (keyword_match(part, k) && (!hit || k.size() > hit->size())) hit = &k;
      if (!hit) return "";
      if (!out.empty()) out += ", ";
      out += *hit;
    }
    rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 1);
  }
  return out;
}

}  // namespace

Alignment align_cards(const CardSet& set) {
  Alignment a;
  a.mode = Alignment::Mode::kCards;
  for (const Document& d : set.docs) a.docs.push_back(&d);
  a.slots = {"en", "de", "fr"};
  a.slot_languages = a.slots;
  std::vector<Evidence> ev[3];
  for (int l = 0; l < 3; ++l)
    for (const Block& b : set.docs[static_cast<std::size_t>(l)].blocks) ev[l].push_back(make_evidence(b.text, {}));
  // Expected length ratio per language, from the whole set.
  double ratio[3] = {1, 1, 1};
  for (int l : {kDe, kFr}) {
    double en = 0, other = 0;
    for (const Card& c : set.cards)
      if (c.count[l] == c.count[kEn])
        for (std::int32_t i = 0; i < c.count[kEn]; ++i) {
          en += ev[kEn][static_cast<std::size_t>(c.first[kEn] + i)].length;
          other += ev[l][static_cast<std::size_t>(c.first[l] + i)].length;
        }
    ratio[l] = en > 0 ? std::clamp(other / en, 0.6, 1.8) : 1.15;
  }
  auto slice = [&](int l, const Card& c) {
    return std::vector<Evidence>(ev[l].begin() + c.first[l], ev[l].begin() + c.first[l] + c.count[l]);
  };
  for (const Card& c : set.cards) {
    std::string base = (c.set.empty() ? std::string("card") : c.set) + ":" + c.number + ":";
    std::vector<Unit> units;
    for (std::int32_t i = 0; i < c.count[kEn]; ++i) {
      Unit u;
      u.kind = UnitKind::kCardLine;
      u.id = base + std::to_string(i + 1);
      u.members.resize(3);
      u.members[kEn] = {kEn, c.first[kEn] + i, 1};
      u.keyword = keyword_of(set.docs[kEn].blocks[static_cast<std::size_t>(c.first[kEn] + i)].text, c.keywords);
      u.score = 1;
      units.push_back(std::move(u));
    }
    std::vector<std::pair<std::size_t, Unit>> extras;
    for (int l : {kDe, kFr}) {
      if (c.count[l] == 0) {
        for (Unit& u : units) {
          if (u.status == UnitStatus::kOk) u.status = UnitStatus::kMissing;
          u.score = 0;
        }
        continue;
      }
      std::vector<Bead> beads;
      if ((c.count[l] == 1 || c.count[kEn] == 1) && c.count[l] != c.count[kEn]) {
        // One line against several: a modal card's "Choose one —" and its bullets printed as one
        // paragraph in an older printing.
        Evidence x, y;
        for (const Evidence& e : slice(kEn, c)) x.merge(e);
        for (const Evidence& e : slice(l, c)) y.merge(e);
        beads.push_back({0, c.count[kEn], 0, c.count[l], compare(x, y, ratio[l]).score});
      } else if (c.count[l] == c.count[kEn]) {
        for (std::int32_t i = 0; i < c.count[kEn]; ++i) {
          double s = compare(ev[kEn][static_cast<std::size_t>(c.first[kEn] + i)], ev[l][static_cast<std::size_t>(c.first[l] + i)], ratio[l]).score;
          beads.push_back({i, 1, i, 1, s});
        }
      } else {
        beads = align_paragraphs(slice(kEn, c), slice(l, c), ratio[l]);
      }
      std::size_t after = 0;
      for (const Bead& bd : beads) {
        if (bd.a_count == 0) {
          Unit u;
          u.kind = UnitKind::kCardLine;
          u.id = base + a.slots[static_cast<std::size_t>(l)] + std::to_string(bd.b_first + 1);
          u.members.resize(3);
          u.members[static_cast<std::size_t>(l)] = {l, c.first[l] + bd.b_first, 1};
          u.status = UnitStatus::kExtra;
          extras.emplace_back(after, std::move(u));
          continue;
        }
        Unit& u = units[static_cast<std::size_t>(bd.a_first)];
        after = static_cast<std::size_t>(bd.a_first) + 1;
        if (bd.b_count == 0) {
          u.status = UnitStatus::kMissing;
          u.score = 0;
          continue;
        }
        u.members[static_cast<std::size_t>(l)] = {l, c.first[l] + bd.b_first, bd.b_count};
        u.score = std::min(u.score, bd.score);
        if (bd.a_count > 1) {  // several English lines in one translated line: they join the first
          u.members[kEn].count = bd.a_count;
          for (std::int32_t k = 1; k < bd.a_count; ++k) units[static_cast<std::size_t>(bd.a_first + k)].id.clear();
        }
      }
    }
    for (Unit& u : splice_units(std::move(units), std::move(extras))) a.units.push_back(std::move(u));
  }
  make_ids_unique(a.units);
  return a;
}

}  // namespace rulecorp
