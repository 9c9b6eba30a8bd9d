// Card files are read with simdjson's On-Demand API: the file is scanned once (SIMD stage 1 over
// the padded bytes), then walked forward without building a DOM; only card names, texts, keywords
// and the German/French foreignData entries are unescaped and kept. Positions come from each text's
// raw token in the input (line:column, columns in bytes), ability lines from its "\n" escapes.
// align_cards() pairs lines 1:1 when a card has as many lines in both languages, one line with all
// lines when one side has a single line (modal cards printed as one paragraph), and otherwise runs
// the paragraph aligner over that card's lines.
#include "align/card_set.h"

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <unordered_map>

#include "align/evidence.h"
#include "align/paragraph_aligner.h"
#include "common/ascii.h"

namespace rulecorp {
namespace {

namespace od = simdjson::ondemand;

constexpr int kEn = 0, kDe = 1, kFr = 2;

struct Reader {
  const std::string& file;
  std::string_view bytes;
  Diagnostics& diags;
  CardSet& out;
  std::vector<std::size_t> newlines;  // offsets of '\n' in bytes
  bool failed = false;

  Position where(const char* p) const {
    auto off = static_cast<std::size_t>(p >= bytes.data() && p <= bytes.data() + bytes.size() ? p - bytes.data() : 0);
    auto it = std::lower_bound(newlines.begin(), newlines.end(), off);
    std::size_t line = static_cast<std::size_t>(it - newlines.begin());
    std::size_t start = line == 0 ? 0 : newlines[line - 1] + 1;
    return {static_cast<std::uint32_t>(line + 1), static_cast<std::uint32_t>(off - start + 1)};
  }

  void fail(simdjson::error_code e, const char* at) {
    if (failed) return;
    failed = true;
    Position p = where(at ? at : bytes.data());
    diags.report("cards.invalid", file, p.line, p.column, std::string("card file: ") + simdjson::error_message(e));
  }

  // Adds the lines of `text` (raw token `raw`) to document `lang`; returns how many.
  std::int32_t add_lines(int lang, std::string_view text, std::string_view raw, const std::string& name) {
    Document& d = out.docs[static_cast<std::size_t>(lang)];
    std::int32_t n = 0;
    std::string_view stored_name = d.store(name);
    std::size_t raw_pos = 1;  // after the opening quote
    std::size_t start = 0;
    while (start <= text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(start, end - start);
      if (!line.empty()) {
        Block b;
        b.kind = BlockKind::kCard;
        b.term = stored_name;
        b.text = d.store(line);
        Position p = where(raw.data() + std::min(raw_pos, raw.size()));
        b.line = p.line;
        b.column = p.column;
        d.blocks.push_back(std::move(b));
        ++n;
      }
      // Advance raw_pos past the next "\n" escape.
      while (raw_pos + 1 < raw.size()) {
        if (raw[raw_pos] == '\\') {
          bool newline = raw[raw_pos + 1] == 'n';
          raw_pos += 2;
          if (newline) break;
        } else {
          ++raw_pos;
        }
      }
      start = end + 1;
    }
    return n;
  }

  bool read_card(od::value card_value, const std::string& set) {
    od::object card;
    if (auto e = card_value.get_object().get(card)) return fail(e, nullptr), false;
    Card c;
    c.set = set;
    std::string side, en_text;
    std::string_view en_raw;
    struct Foreign { std::string name, text; std::string_view raw; };
    Foreign foreign[3];
    for (auto field_result : card) {
      od::field field;
      if (auto e = std::move(field_result).get(field)) return fail(e, nullptr), false;
      std::string_view key;
      if (auto e = field.unescaped_key().get(key)) return fail(e, nullptr), false;
      od::value v = field.value();
      std::string_view s;
      if (key == "name") {
        if (v.get_string().get(s) == simdjson::SUCCESS) c.name = std::string(s);
      } else if (key == "number") {
        if (v.get_string().get(s) == simdjson::SUCCESS) c.number = std::string(s);
      } else if (key == "side") {
        if (v.get_string().get(s) == simdjson::SUCCESS) side = std::string(s);
      } else if (key == "text") {
        en_raw = v.raw_json_token();
        if (v.get_string().get(s) == simdjson::SUCCESS) en_text = std::string(s);
      } else if (key == "keywords") {
        od::array arr;
        if (v.get_array().get(arr) == simdjson::SUCCESS)
          for (auto item : arr)
            if (item.get_string().get(s) == simdjson::SUCCESS) c.keywords.emplace_back(s);
      } else if (key == "foreignData") {
        od::array arr;
        if (auto e = v.get_array().get(arr)) return fail(e, nullptr), false;
        for (auto item : arr) {
          od::object fo;
          if (auto e = item.get_object().get(fo)) return fail(e, nullptr), false;
          Foreign f;
          int lang = -1;
          for (auto ff_result : fo) {
            od::field ff;
            if (auto e = std::move(ff_result).get(ff)) return fail(e, nullptr), false;
            std::string_view fk;
            if (ff.unescaped_key().get(fk)) return fail(simdjson::TAPE_ERROR, nullptr), false;
            od::value fv = ff.value();
            if (fk == "language") {
              if (fv.get_string().get(s) == simdjson::SUCCESS) lang = s == "German" ? kDe : s == "French" ? kFr : -1;
            } else if (fk == "name") {
              if (fv.get_string().get(s) == simdjson::SUCCESS) f.name = std::string(s);
            } else if (fk == "text") {
              f.raw = fv.raw_json_token();
              if (fv.get_string().get(s) == simdjson::SUCCESS) f.text = std::string(s);
            }
          }
          if (lang > 0 && foreign[lang].text.empty()) foreign[lang] = std::move(f);
        }
      }
    }
    if (en_text.empty()) return true;  // basic lands, vanilla creatures: nothing to align
    if (!side.empty() && c.number.find_first_not_of("0123456789") == std::string::npos) c.number += side;
    for (int l = 0; l < 3; ++l) c.first[l] = static_cast<std::int32_t>(out.docs[static_cast<std::size_t>(l)].blocks.size());
    c.count[kEn] = add_lines(kEn, en_text, en_raw, c.name);
    for (int l : {kDe, kFr})
      if (!foreign[l].text.empty()) c.count[l] = add_lines(l, foreign[l].text, foreign[l].raw, foreign[l].name);
    out.cards.push_back(std::move(c));
    return true;
  }

  // Reads the fields of a set object; nested sets (AllPrintings) recurse.
  bool read_set_fields(od::object obj, std::string set) {
    for (auto field_result : obj) {
      od::field field;
      if (auto e = std::move(field_result).get(field)) return fail(e, nullptr), false;
      std::string_view key;
      if (auto e = field.unescaped_key().get(key)) return fail(e, nullptr), false;
      std::string k(key);
      od::value v = field.value();
      if (k == "cards") {
        od::array arr;
        if (auto e = v.get_array().get(arr)) return fail(e, nullptr), false;
        std::size_t first_card = out.cards.size();
        for (auto item : arr) {
          od::value cv;
          if (auto e = std::move(item).get(cv)) return fail(e, nullptr), false;
          if (!read_card(cv, set)) return false;
        }
        pending_.emplace_back(first_card, out.cards.size());
      } else if (k == "code" || k == "name" || k == "releaseDate") {
        std::string_view s;
        if (v.get_string().get(s) != simdjson::SUCCESS) continue;
        if (k == "code") {
          set = std::string(s);
          for (auto [b, e] : pending_)
            for (std::size_t i = b; i < e; ++i) out.cards[i].set = set;
        } else if (k == "name" && out.name.empty()) {
          out.name = std::string(s);
        } else if (k == "releaseDate") {
          for (Document& d : out.docs)
            if (d.edition.empty()) d.edition = std::string(s);
        }
      } else if (!k.empty() && k.size() <= 8 && std::all_of(k.begin(), k.end(), [](char c) { return (c >= 'A' && c <= 'Z') || is_ascii_digit(c); })) {
        od::object nested;
        if (v.get_object().get(nested) == simdjson::SUCCESS) {
          auto saved = std::move(pending_);
          pending_.clear();
          if (!read_set_fields(nested, k)) return false;
          pending_ = std::move(saved);
        }
      }
    }
    pending_.clear();
    return true;
  }

  std::vector<std::pair<std::size_t, std::size_t>> pending_;  // card ranges waiting for their set code
};

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

bool looks_like_card_file(std::string_view bytes) {
  std::size_t i = 0;
  if (bytes.starts_with("\xEF\xBB\xBF")) i = 3;
  while (i < bytes.size() && (bytes[i] == ' ' || bytes[i] == '\n' || bytes[i] == '\r' || bytes[i] == '\t')) ++i;
  if (i >= bytes.size() || bytes[i] != '{') return false;
  ++i;
  while (i < bytes.size() && (bytes[i] == ' ' || bytes[i] == '\n' || bytes[i] == '\r' || bytes[i] == '\t')) ++i;
  std::string_view rest = bytes.substr(i);
  return rest.starts_with("\"meta\"") || rest.starts_with("\"data\"");
}

CardSet read_card_set(const std::string& file, std::string_view bytes, Diagnostics& diags, std::size_t capacity) {
  CardSet out;
  auto src = std::make_shared<Source>();
  src->name = file;
  src->encoding = "UTF-8";
  std::shared_ptr<const Source> shared = src;
  for (Language l : {Language::kEn, Language::kDe, Language::kFr}) {
    Document d;
    d.source = shared;
    d.language = l;
    d.language_given = true;
    out.docs.push_back(std::move(d));
  }
  std::size_t bom = bytes.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  bytes.remove_prefix(bom);
  capacity = capacity >= bom ? capacity - bom : 0;
  simdjson::padded_string copy;
  simdjson::padded_string_view view;
  if (capacity >= bytes.size() + simdjson::SIMDJSON_PADDING) {
    view = simdjson::padded_string_view(bytes.data(), bytes.size(), capacity);
  } else {
    copy = simdjson::padded_string(bytes);
    view = simdjson::padded_string_view(copy.data(), copy.size(), copy.size() + simdjson::SIMDJSON_PADDING);
  }
  Reader r{file, std::string_view(view.data(), view.size()), diags, out, {}, false, {}};
  for (const char* p = view.data(), *end = p + view.size(); (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))); ++p)
    r.newlines.push_back(static_cast<std::size_t>(p - view.data()));
  od::parser parser;
  od::document doc;
  if (auto e = parser.iterate(view).get(doc)) {
    r.fail(e, nullptr);
    return out;
  }
  od::object root;
  if (auto e = doc.get_object().get(root)) {
    r.fail(e, nullptr);
    return out;
  }
  for (auto field_result : root) {
    od::field field;
    if (auto e = std::move(field_result).get(field)) { r.fail(e, nullptr); break; }
    std::string_view key;
    if (auto e = field.unescaped_key().get(key)) { r.fail(e, nullptr); break; }
    if (key != "data") continue;
    od::object data;
    if (auto e = field.value().get_object().get(data)) { r.fail(e, nullptr); break; }
    if (!r.read_set_fields(data, "")) break;
  }
  for (Document& d : out.docs) d.title = out.name;
  return out;
}

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
