// Card files are read with simdjson's On-Demand API: the file is scanned once (SIMD stage 1 over
// the padded bytes, which are the Source's text), then walked forward without building a DOM; only
// card names, type lines, texts, keywords and the German/French foreignData entries are unescaped and kept.
// An ability line without escapes is a view of the Source; one with escapes is unescaped into the
// documents' arena. Positions come from each text's raw token in the input (line:column, columns in
// bytes), ability lines from its "\n" escapes; an error's position from where the iteration stood
// (or, for a string never closed, from a scan for its opening quote).
#include "parse/card_file.h"

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <memory>

#include "common/ascii.h"

namespace rulecorp {
namespace {

namespace od = simdjson::ondemand;

constexpr int kEn = 0, kDe = 1, kFr = 2;

// The opening quote of a string that is never closed, or nullptr.
const char* unclosed_string(std::string_view s) {
  const char* open = nullptr;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (!open) {
      if (s[i] == '"') open = s.data() + i;
    } else if (s[i] == '\\') {
      ++i;
    } else if (s[i] == '"') {
      open = nullptr;
    }
  }
  return open;
}


struct Reader {
  const std::string& file;
  const Source& src;  // its text is the JSON (padded), `bytes` below views it
  std::string_view bytes;
  Diagnostics& diags;
  CardSet& out;
  od::document* doc = nullptr;  // where the iteration stands, for error positions
  bool failed = false;

  Position where(const char* p) const {
    auto off = static_cast<std::uint32_t>(p >= bytes.data() && p <= bytes.data() + bytes.size() ? p - bytes.data() : 0);
    return src.position(off);
  }

  // Reports `e` at `at`, or where the iteration stands; line 0 (the whole file) when unknown.
  void fail(simdjson::error_code e, const char* at) {
    if (failed) return;
    failed = true;
    if (!at && doc) {
      const char* loc = nullptr;
      if (doc->current_location().get(loc) == simdjson::SUCCESS) at = loc;
    }
    if (!at && e == simdjson::UNCLOSED_STRING) at = unclosed_string(bytes);
    Position p = at ? where(at) : Position{0, 0};
    diags.report("cards.invalid", file, p.line, p.column, std::string("card file: ") + simdjson::error_message(e));
  }

  // Adds the lines of `text` (raw token `raw`) to document `lang`; returns how many.
  std::int32_t add_lines(int lang, std::string_view text, std::string_view raw, const std::string& name,
                         const std::string& type_line) {
    Document& d = out.docs[static_cast<std::size_t>(lang)];
    std::int32_t n = 0;
    std::string_view stored_name = d.store(name);
    std::string_view stored_type = type_line.empty() ? std::string_view() : d.store(type_line);
    std::size_t raw_pos = 1;  // after the opening quote
    std::size_t start = 0;
    while (start <= text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(start, end - start);
      // This line's raw run: up to the next "\n" escape or the closing quote.
      std::size_t raw_begin = std::min(raw_pos, raw.size()), raw_end = raw_begin;
      bool escaped = false;
      while (raw_pos + 1 < raw.size()) {
        if (raw[raw_pos] == '\\') {
          bool newline = raw[raw_pos + 1] == 'n';
          if (newline) {
            raw_end = raw_pos;
            raw_pos += 2;
            break;
          }
          escaped = true;
          raw_pos += 2;
        } else {
          ++raw_pos;
        }
        raw_end = raw_pos;
      }
      if (!line.empty()) {
        Block b;
        b.kind = BlockKind::kCard;
        b.term = stored_name;
        b.see = stored_type;  // the type line (Block::type_line())
        // Without escapes the line is the JSON's own text: view it in the Source.
        std::string_view run = raw.substr(raw_begin, raw_end - raw_begin);
        b.text = !escaped && run == line ? run : d.store(line);
        Position p = where(raw.data() + raw_begin);
        b.line = p.line;
        b.column = p.column;
        d.blocks.push_back(std::move(b));
        ++n;
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
    std::string side, en_text, en_type;
    std::string_view en_raw;
    struct Foreign { std::string name, text, type; std::string_view raw; };
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
      } else if (key == "type") {
        if (v.get_string().get(s) == simdjson::SUCCESS) en_type = std::string(s);
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
            } else if (fk == "type") {
              if (fv.get_string().get(s) == simdjson::SUCCESS) f.type = std::string(s);
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
    c.count[kEn] = add_lines(kEn, en_text, en_raw, c.name, en_type);
    for (int l : {kDe, kFr})
      if (!foreign[l].text.empty()) c.count[l] = add_lines(l, foreign[l].text, foreign[l].raw, foreign[l].name, foreign[l].type);
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

CardSet read_card_set(const std::string& file, std::string_view bytes, Diagnostics& diags, std::size_t) {
  std::string copy;
  copy.reserve(bytes.size() + simdjson::SIMDJSON_PADDING);
  copy.assign(bytes);
  return read_card_file(file, std::move(copy), diags);
}

CardSet read_card_file(const std::string& file, std::string&& bytes, Diagnostics& diags) {
  CardSet out;
  auto src = std::make_shared<Source>();
  src->name = file;
  src->encoding = "UTF-8";
  std::size_t bom = bytes.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  if (bom) bytes.erase(0, bom);
  src->had_bom = bom > 0;
  if (bytes.capacity() < bytes.size() + simdjson::SIMDJSON_PADDING) bytes.reserve(bytes.size() + simdjson::SIMDJSON_PADDING);
  src->text = std::move(bytes);
  std::string_view text = src->text;
  std::size_t crlf = 0, lf = 0;
  for (const char* p = text.data(), *end = p + text.size(); (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))); ++p) {
    auto at = static_cast<std::size_t>(p - text.data());
    src->line_starts.push_back(static_cast<std::uint32_t>(at + 1));
    (at > 0 && text[at - 1] == '\r' ? crlf : lf) += 1;
  }
  src->origin_shifts = {{1, static_cast<std::int64_t>(bom)}};
  src->line_ending = crlf && lf ? LineEnding::kMixed : crlf ? LineEnding::kCrLf : lf ? LineEnding::kLf : LineEnding::kNone;
  std::shared_ptr<const Source> shared = src;
  for (Language l : {Language::kEn, Language::kDe, Language::kFr}) {
    Document d;
    d.source = shared;
    d.language = l;
    d.language_given = true;
    out.docs.push_back(std::move(d));
  }
  simdjson::padded_string_view view(shared->text.data(), shared->text.size(), shared->text.capacity());
  Reader r{file, *shared, std::string_view(view.data(), view.size()), diags, out, nullptr, false, {}};
  od::parser parser;
  od::document doc;
  if (auto e = parser.iterate(view).get(doc)) {
    r.fail(e, nullptr);
    return out;
  }
  r.doc = &doc;
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

}  // namespace rulecorp
