// Card files are read by parse/card_file.cc (an input format like the others).
// align_cards() pairs lines 1:1 when a card has as many lines in both languages, one line with all
// lines when one side has a single line (modal cards printed as one paragraph), and otherwise runs
// the paragraph aligner over that card's lines. Every step is linear in a card's lines (one that
// merges all of them into one unit included), so a card of any length costs time and memory in
// proportion; one longer than any card is also recorded as oversized.
#include "align/card_set.h"

#include <algorithm>
#include <cstring>
#include <span>
#include <unordered_map>

#include "align/evidence.h"
#include "align/paragraph_aligner.h"
#include "common/ascii.h"

namespace rulecorp {
namespace {

constexpr int kEn = 0, kDe = 1, kFr = 2;
constexpr const char* kLanguageName[3] = {"en", "de", "fr"};

// A card's keywords by the hash of their bytes, ASCII letters lower-cased (FNV-1a, which a scan
// extends a byte at a time): the longest keyword a line's part opens with is found in one pass over
// the part's first bytes, one look-up where a keyword may end (a space, an em dash, the part's end)
// and a comparison for the longest hits only, so a card costs its lines' and keywords' length,
// never lines times keywords.
class KeywordIndex {
 public:
  explicit KeywordIndex(const std::vector<std::string>& keywords) : keywords_(keywords) {
    for (std::size_t k = 0; k < keywords.size(); ++k) {
      const std::string& kw = keywords[k];
      std::uint64_t h = kBasis;
      for (char ch : kw) h = step(h, ch);
      std::vector<std::uint32_t>& same = by_hash_[h];
      // The first given among keywords equal but for case; another keyword of the same hash is kept.
      if (std::none_of(same.begin(), same.end(), [&](std::uint32_t o) { return folded_equal(keywords[o], kw); }))
        same.push_back(static_cast<std::uint32_t>(k));
      longest_ = std::max(longest_, kw.size());
    }
  }

  // The longest keyword `part` opens with, case aside, followed by the part's end, a space or an
  // em dash ("Kicker {2}", "Equip—"); the first given among keywords equal but for case; nullptr
  // when none does.
  const std::string* longest(std::string_view part) const {
    if (by_hash_.empty()) return nullptr;
    std::vector<std::pair<std::size_t, const std::vector<std::uint32_t>*>> hits;  // prefix length, keywords of its hash
    std::uint64_t h = kBasis;
    const std::size_t last = std::min(part.size(), longest_);
    for (std::size_t i = 0;; ++i) {
      if (i == part.size() || part[i] == ' ' || part[i] == '\xE2') {
        auto it = by_hash_.find(h);
        if (it != by_hash_.end()) hits.emplace_back(i, &it->second);
      }
      if (i == last) break;
      h = step(h, part[i]);
    }
    for (auto hit = hits.rbegin(); hit != hits.rend(); ++hit)
      for (std::uint32_t k : *hit->second)
        if (keywords_[k].size() == hit->first && folded_equal(part.substr(0, hit->first), keywords_[k])) return &keywords_[k];
    return nullptr;
  }

 private:
  static constexpr std::uint64_t kBasis = 14695981039346656037ull, kPrime = 1099511628211ull;
  static std::uint64_t step(std::uint64_t h, char ch) {
    return (h ^ static_cast<unsigned char>(ascii_lower(ch))) * kPrime;
  }
  static bool folded_equal(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
    return true;
  }

  const std::vector<std::string>& keywords_;
  std::unordered_map<std::uint64_t, std::vector<std::uint32_t>> by_hash_;  // hash -> keywords, distinct but for case
  std::size_t longest_ = 0;
};

// The keyword a line opens with when an em dash follows it: an ability word ("Landfall — Whenever
// ..., ...") or a keyword with a cost after a dash ("Escape—{3}{B}, Exile ..."); the longest such
// keyword, whatever follows the dash; nullptr when the words before the dash are no keyword
// ("Choose one —", "I, II —", a flavor word).
const std::string* dash_keyword(std::string_view line, const KeywordIndex& keywords) {
  std::size_t dash = line.find("\xE2\x80\x94");
  if (dash == std::string_view::npos) return nullptr;
  std::string_view head = line.substr(0, dash);
  while (!head.empty() && head.back() == ' ') head.remove_suffix(1);
  return keywords.longest(head);
}

// "Flying, vigilance (reminder)" with keywords {Flying, Vigilance} -> "Flying, Vigilance";
// "Landfall — Whenever ..., ..." with {Landfall} -> "Landfall"; else "".
std::string keyword_of(std::string_view line, const KeywordIndex& keywords) {
  std::string stripped;
  int depth = 0;
  for (char ch : line) {
    if (ch == '(') ++depth;
    else if (ch == ')') depth = std::max(0, depth - 1);
    else if (depth == 0) stripped += ch;
  }
  if (const std::string* k = dash_keyword(stripped, keywords)) return *k;
  std::string out;
  std::string_view rest = stripped;
  while (!rest.empty()) {
    std::size_t cut = rest.find_first_of(",;");
    std::string_view part = rest.substr(0, cut);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && (part.back() == ' ' || part.back() == '.')) part.remove_suffix(1);
    if (!part.empty()) {
      const std::string* hit = keywords.longest(part);
      if (!hit) return "";
      if (!out.empty()) out += ", ";
      out += *hit;
    }
    rest = cut == std::string_view::npos ? std::string_view() : rest.substr(cut + 1);
  }
  return out;
}

}  // namespace

namespace {

Member line_member(int doc, std::int32_t block, std::int32_t count) {
  Member m;
  m.doc = doc;
  m.block = block;
  m.count = count;
  return m;
}

// Extends `into` by `next` when `next` continues it (the following lines of one document); false
// when it does not (then `into` is unchanged).
bool extend(Member& into, const Member& next, double score) {
  if (!into.present() || into.doc != next.doc || into.block + into.count != next.block) return false;
  into.count += next.count;
  into.score = std::min(into.score, score);
  return true;
}

// Which unit holds each English line of a card: its own, or the unit it was merged into (several
// English lines in one translated line). A union-find over the lines, so merging all of a card's
// lines into one costs about a step per line.
class Owners {
 public:
  explicit Owners(std::size_t n) : parent_(n) {
    for (std::size_t i = 0; i < n; ++i) parent_[i] = i;
  }
  // The unit holding line `i`.
  std::size_t find(std::size_t i) {
    while (parent_[i] != i) i = parent_[i] = parent_[parent_[i]];
    return i;
  }
  // The lines unit `from` holds go to unit `to` (both owners).
  void join(std::size_t from, std::size_t to) { parent_[from] = to; }

 private:
  std::vector<std::size_t> parent_;
};

// A card with more lines than any card holds (a few dozen at most) is aligned as any other (each
// step above is linear in its lines), and reported: its text is most likely broken.
constexpr std::int32_t kMaxCardLines = 1000;

void note_long_card(Alignment& a, const Card& c) {
  int l = kEn;
  for (int k : {kDe, kFr})
    if (c.count[k] > c.count[l]) l = k;
  std::string what = "card " + c.set + ":" + c.number + " has";
  for (int k : {kEn, kDe, kFr}) what += (k == kEn ? " " : ", ") + std::to_string(c.count[k]) + (k == kEn ? " lines in " : " in ") + kLanguageName[k];
  what += ": more than the " + std::to_string(kMaxCardLines) + " lines any card holds; its lines are aligned, but check its text";
  a.oversized.push_back({l, c.first[l], std::move(what)});
}

Member missing_member(int doc) {
  Member m;
  m.doc = doc;
  m.status = UnitStatus::kMissing;
  m.score = 0;
  return m;
}

}  // namespace
Alignment align_cards(const CardSet& set) {
  Alignment a;
  a.mode = Alignment::Mode::kCards;
  for (const Document& d : set.docs) a.docs.push_back(&d);
  a.slots = {Slot{"en", 1, {}}, Slot{"de", 1, {}}, Slot{"fr", 1, {}}};
  for (std::string& id : document_ids(a.docs)) a.documents.push_back({std::move(id)});
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
  auto span_of = [&](int l, const Card& c) {
    return std::span<const Evidence>(ev[l]).subspan(static_cast<std::size_t>(c.first[l]), static_cast<std::size_t>(c.count[l]));
  };
  auto slice = [&](int l, const Card& c) {
    std::span<const Evidence> s = span_of(l, c);
    return std::vector<Evidence>(s.begin(), s.end());
  };
  for (const Card& c : set.cards) {
    if (std::max({c.count[kEn], c.count[kDe], c.count[kFr]}) > kMaxCardLines) note_long_card(a, c);
    std::vector<Unit> units;
    const KeywordIndex keywords(c.keywords);
    for (std::int32_t i = 0; i < c.count[kEn]; ++i) {
      Unit u;
      u.kind = UnitKind::kCardLine;
      u.id = UnitId::card_line(c.set, c.number, static_cast<std::size_t>(i) + 1);
      u.members.resize(3);
      u.members[kEn] = line_member(kEn, c.first[kEn] + i, 1);
      u.keyword = keyword_of(set.docs[kEn].blocks[static_cast<std::size_t>(c.first[kEn] + i)].text, keywords);
      units.push_back(std::move(u));
    }
    std::vector<std::pair<std::size_t, Unit>> extras;
    Owners owner(units.size());
    for (int l : {kDe, kFr}) {
      if (c.count[l] == 0) {
        for (Unit& u : units) u.members[static_cast<std::size_t>(l)] = missing_member(l);
        continue;
      }
      std::vector<Bead> beads;
      if ((c.count[l] == 1 || c.count[kEn] == 1) && c.count[l] != c.count[kEn]) {
        // One line against several: a modal card's "Choose one —" and its bullets printed as one
        // paragraph in an older printing.
        const Evidence x = merge_all(span_of(kEn, c)), y = merge_all(span_of(l, c));
        beads.push_back({0, c.count[kEn], 0, c.count[l], compare(x, y, ratio[l]).score});
      } else if (c.count[l] == c.count[kEn]) {
        for (std::int32_t i = 0; i < c.count[kEn]; ++i) {
          double s = compare(ev[kEn][static_cast<std::size_t>(c.first[kEn] + i)], ev[l][static_cast<std::size_t>(c.first[l] + i)], ratio[l]).score;
          beads.push_back({i, 1, i, 1, s});
        }
      } else {
        // Up to kMaxCardLines lines the exact band fits; a longer card is reported above.
        beads = align_paragraphs(slice(kEn, c), slice(l, c), ratio[l]);
      }
      std::size_t after = 0;
      for (const Bead& bd : beads) {
        if (bd.a_count == 0) {
          Unit u;
          u.kind = UnitKind::kCardLine;
          u.id = UnitId::card_line(c.set, c.number, static_cast<std::size_t>(bd.b_first) + 1)
                     .only_in(a.slots[static_cast<std::size_t>(l)].key());
          u.members.resize(3);
          u.members[static_cast<std::size_t>(l)] = line_member(l, c.first[l] + bd.b_first, 1);
          u.members[static_cast<std::size_t>(l)].status = UnitStatus::kExtra;
          u.members[static_cast<std::size_t>(l)].score = 0;
          extras.emplace_back(after, std::move(u));
          continue;
        }
        // A unit merged into an earlier one (several English lines in one translated line) is
        // reached through its owner, so no language's member is lost.
        const std::size_t ui = owner.find(static_cast<std::size_t>(bd.a_first));
        Unit& u = units[ui];
        after = static_cast<std::size_t>(bd.a_first) + 1;
        Member& m = u.members[static_cast<std::size_t>(l)];
        if (bd.b_count == 0) {
          if (!m.present()) m = missing_member(l);
          continue;
        }
        if (!extend(m, line_member(l, c.first[l] + bd.b_first, bd.b_count), bd.score)) {
          m = line_member(l, c.first[l] + bd.b_first, bd.b_count);
          m.score = bd.score;
        }
        for (std::int32_t k = 1; k < bd.a_count; ++k) {  // the English lines after the first join it
          const std::size_t vi = owner.find(static_cast<std::size_t>(bd.a_first + k));
          if (vi == ui) continue;
          for (std::size_t l2 = 0; l2 < 3; ++l2) {
            Member& from = units[vi].members[l2];
            if (from.present() && !extend(u.members[l2], from, from.score) && !u.members[l2].present()) u.members[l2] = from;
          }
          units[vi].id.clear();
          owner.join(vi, ui);
        }
      }
    }
    for (Unit& u : splice_units(std::move(units), std::move(extras))) {
      u.summarise();
      a.units.push_back(std::move(u));
    }
  }
  make_ids_unique(a.units);
  return a;
}

}  // namespace rulecorp
