// Card files are read with simdjson's On-Demand API: the file is scanned once (SIMD stage 1 over
// the padded bytes, which are the Source's text), then walked forward without building a DOM; only
// card names, type lines, texts, keywords and the German/French foreignData entries are unescaped and kept.
// An ability line without escapes is a view of the Source; one with escapes is unescaped into the
// documents' arena. Positions come from each text's raw token in the input (line:column, columns in
// bytes), ability lines from its "\n" escapes; an error's position from where the iteration stood
// (or, for a string never closed, from a scan for its opening quote).
// Invariants: the only recursion is over nested set objects, at most kMaxSetDepth deep (skipping a
// value is simdjson's, iterative); a value of the wrong type or a string with an escape that names
// no character (a lone surrogate: read as U+FFFD) is a cards.invalid naming the card and the JSON
// path, and the rest of the file is read; only invalid JSON ends the reading.
#include "parse/card_file.h"

#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <memory>

#include "common/ascii.h"
#include "text/utf8.h"

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


// How many set objects may nest inside one another below "data" (AllPrintings nests one: data.DOM).
constexpr int kMaxSetDepth = 8;

// The JSON type of `v` in words, for a message ("an array"); empty when the value is not valid JSON.
std::string_view type_words(od::value& v) {
  od::json_type t;
  if (v.type().get(t) != simdjson::SUCCESS) return {};
  switch (t) {
    case od::json_type::array: return "an array";
    case od::json_type::object: return "an object";
    case od::json_type::number: return "a number";
    case od::json_type::string: return "a string";
    case od::json_type::boolean: return "a boolean";
    case od::json_type::null: return "null";
  }
  return {};
}

// Four hex digits at s[i..i+4) as a number, or -1.
std::int32_t hex4(std::string_view s, std::size_t i) {
  if (i + 4 > s.size()) return -1;
  std::int32_t v = 0;
  for (std::size_t k = i; k < i + 4; ++k) {
    char c = s[k];
    int d = is_ascii_digit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

// The JSON string whose raw token (opening quote first) is `raw`, unescaped; an escape that names
// no Unicode scalar value (a lone surrogate, "\q", "\u12") becomes U+FFFD and is described in
// *first_bad (the first one only).
std::string unescape_with_replacement(std::string_view raw, std::string* first_bad) {
  std::string out;
  auto bad = [&](std::string_view what) {
    out += "\xEF\xBF\xBD";
    if (first_bad->empty()) *first_bad = std::string(what);
  };
  for (std::size_t i = 1; i < raw.size() && raw[i] != '"'; ++i) {
    if (raw[i] != '\\') {
      out += raw[i];
      continue;
    }
    if (i + 1 >= raw.size()) break;
    char e = raw[++i];
    switch (e) {
      case '"': out += '"'; continue;
      case '\\': out += '\\'; continue;
      case '/': out += '/'; continue;
      case 'b': out += '\b'; continue;
      case 'f': out += '\f'; continue;
      case 'n': out += '\n'; continue;
      case 'r': out += '\r'; continue;
      case 't': out += '\t'; continue;
      case 'u': break;
      default: bad(raw.substr(i - 1, 2)); continue;
    }
    std::int32_t cp = hex4(raw, i + 1);
    if (cp < 0) {
      bad(raw.substr(i - 1, std::min<std::size_t>(6, raw.size() - (i - 1))));
      continue;
    }
    std::string_view esc = raw.substr(i - 1, 6);
    i += 4;
    if (cp >= 0xD800 && cp <= 0xDBFF) {
      std::int32_t lo = i + 2 < raw.size() && raw[i + 1] == '\\' && raw[i + 2] == 'u' ? hex4(raw, i + 3) : -1;
      if (lo >= 0xDC00 && lo <= 0xDFFF) {
        append_utf8(out, 0x10000 + ((static_cast<std::uint32_t>(cp) - 0xD800) << 10) + (static_cast<std::uint32_t>(lo) - 0xDC00));
        i += 6;
      } else {
        bad(esc);
      }
    } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
      bad(esc);
    } else {
      append_utf8(out, static_cast<std::uint32_t>(cp));
    }
  }
  return out;
}

// True when `s` holds a UTF-16 surrogate encoded as if it were a character (ED A0..BF): what an
// unpaired low surrogate escape ("\udc00") unescapes to.
bool has_encoded_surrogate(std::string_view s) {
  for (std::size_t i = s.find('\xED'); i != std::string_view::npos && i + 1 < s.size(); i = s.find('\xED', i + 1))
    if (static_cast<unsigned char>(s[i + 1]) >= 0xA0) return true;
  return false;
}

struct Reader {
  const std::string& file;
  const Source& src;  // its text is the JSON (padded), `bytes` below views it
  std::string_view bytes;
  Diagnostics& diags;
  CardSet& out;
  od::document* doc = nullptr;  // where the iteration stands, for error positions
  bool failed = false;

  // A problem with one value of a card, reported when the card is read (so that it names the card).
  struct Problem {
    const char* at;
    std::string message;
  };

  Position where(const char* p) const {
    auto off = static_cast<std::uint32_t>(p >= bytes.data() && p <= bytes.data() + bytes.size() ? p - bytes.data() : 0);
    return src.position(off);
  }

  // Where value `v` starts in the input (nullptr when unknown).
  static const char* start_of(od::value& v) {
    std::string_view raw = v.raw_json_token();
    return raw.data();
  }

  // Reports `message` at `at` (line 0 when unknown); the reading goes on.
  void report(const char* at, std::string message) {
    Position p = at ? where(at) : Position{0, 0};
    diags.report("cards.invalid", file, p.line, p.column, "card file: " + std::move(message));
  }

  // Reports `e` at `at`, or where the iteration stands; line 0 (the whole file) when unknown. The
  // rest of the file is not read.
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

  // The value `v` at `path` is `want` but is not: a problem when it is another JSON type (false
  // returned, the value is skipped), a failure of the file when it is no JSON at all.
  bool wrong_type(od::value& v, const std::string& path, std::string_view want, std::vector<Problem>& problems) {
    std::string_view is = type_words(v);
    if (is.empty()) return fail(simdjson::TAPE_ERROR, start_of(v)), false;
    // A scalar is typed by its first byte: "tru" must still be no JSON.
    od::json_type t{};
    (void)v.type().get(t);
    bool b = false;
    double x = 0;
    simdjson::error_code e = simdjson::SUCCESS;
    if (t == od::json_type::boolean) e = v.get_bool().get(b);
    else if (t == od::json_type::number) e = v.get_double().get(x);
    else if (t == od::json_type::null) e = v.is_null().get(b) ? simdjson::N_ATOM_ERROR : b ? simdjson::SUCCESS : simdjson::N_ATOM_ERROR;
    if (e == simdjson::NUMBER_OUT_OF_RANGE) e = simdjson::SUCCESS;
    if (e) return fail(e, start_of(v)), false;
    problems.push_back({start_of(v), path + " is " + std::string(is) + ", not " + std::string(want) + "; ignored"});
    return true;
  }

  // Reads array `v` at `path`, calling read_item(item, item_path, k) for its k-th element in
  // order (item_path is path[k]): kOpen when it is an array, read to its end; kSkipped when it is
  // another JSON type (a problem, as wrong_type reports it); kFailed when the file cannot be read
  // on or read_item returned false.
  enum class Opened { kOpen, kSkipped, kFailed };
  template <class ReadItem>
  Opened each_item(od::value& v, const std::string& path, std::vector<Problem>& problems, ReadItem&& read_item) {
    od::array arr;
    auto e = v.get_array().get(arr);
    if (e == simdjson::INCORRECT_TYPE) return wrong_type(v, path, "an array", problems) ? Opened::kSkipped : Opened::kFailed;
    if (e) return fail(e, nullptr), Opened::kFailed;
    std::size_t k = 0;
    for (auto item_result : arr) {
      od::value item;
      if (auto ie = std::move(item_result).get(item)) return fail(ie, nullptr), Opened::kFailed;
      if (!read_item(item, path + "[" + std::to_string(k) + "]", k)) return Opened::kFailed;
      ++k;
    }
    return Opened::kOpen;
  }

  // Reads string `v` at `path` into *out (empty when it is no string). Invalid escapes (a lone
  // surrogate) become U+FFFD, with a problem; another type is a problem and leaves *out empty;
  // false when the file cannot be read on.
  bool read_string(od::value& v, const std::string& path, std::string& out, std::vector<Problem>& problems,
                   std::string_view* raw = nullptr) {
    out.clear();
    const char* at = start_of(v);
    std::string_view token = v.raw_json_token();
    if (raw) *raw = token;
    std::string_view s;
    simdjson::error_code e = v.get_string().get(s);
    if (e == simdjson::INCORRECT_TYPE) return wrong_type(v, path, "a string", problems);
    if (e == simdjson::SUCCESS && !has_encoded_surrogate(s)) {
      out = std::string(s);
      return true;
    }
    if (e != simdjson::SUCCESS && e != simdjson::STRING_ERROR) return fail(e, at), false;
    std::string what;
    out = unescape_with_replacement(token, &what);
    problems.push_back({at, path + " has the invalid escape " + what + " (no Unicode character); read as U+FFFD"});
    return true;
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

  // Reports each of a card's problems, naming the card: its name, else its number, else its place.
  void report_problems(std::vector<Problem>& problems, const Card& c, std::size_t index) {
    std::string label = !c.name.empty() ? "card \"" + c.name + "\"" : !c.number.empty() ? "card number " + c.number
                                                                      : "card " + std::to_string(index + 1) + " of its set";
    for (Problem& p : problems) report(p.at, label + ": " + p.message);
    problems.clear();
  }

  // Reads one card at `path` (the `index`th of its set); false when the file cannot be read on.
  bool read_card(od::value card_value, const std::string& set, const std::string& path, std::size_t index) {
    std::vector<Problem> problems;
    od::object card;
    simdjson::error_code oe = card_value.get_object().get(card);
    if (oe == simdjson::INCORRECT_TYPE) {
      if (!wrong_type(card_value, path, "an object", problems)) return false;
      for (Problem& p : problems) report(p.at, "card " + std::to_string(index + 1) + " of its set: " + p.message);
      return true;
    }
    if (oe) return fail(oe, nullptr), false;
    Card c;
    c.set = set;
    std::string side, en_text, en_type;
    std::string_view en_raw;
    struct Foreign { std::string name, text, type; std::string_view raw; };
    Foreign foreign[3];
    bool ok = [&] {
      for (auto field_result : card) {
        od::field field;
        if (auto e = std::move(field_result).get(field)) return fail(e, nullptr), false;
        std::string_view key;
        if (auto e = field.unescaped_key().get(key)) return fail(e, nullptr), false;
        od::value v = field.value();
        const std::string at = path + "." + std::string(key);
        if (key == "name") {
          if (!read_string(v, at, c.name, problems)) return false;
        } else if (key == "number") {
          if (!read_string(v, at, c.number, problems)) return false;
        } else if (key == "side") {
          if (!read_string(v, at, side, problems)) return false;
        } else if (key == "text") {
          if (!read_string(v, at, en_text, problems, &en_raw)) return false;
        } else if (key == "type") {
          if (!read_string(v, at, en_type, problems)) return false;
        } else if (key == "keywords") {
          const Opened opened = each_item(v, at, problems, [&](od::value& item, const std::string& item_path, std::size_t) {
            std::string kw;
            if (!read_string(item, item_path, kw, problems)) return false;
            if (!kw.empty()) c.keywords.push_back(std::move(kw));
            return true;
          });
          if (opened == Opened::kFailed) return false;
        } else if (key == "rulings") {
          // Not read (rulings come as rulings documents), but a card file whose rulings are no
          // list is no MTGJSON.
          od::json_type t;
          if (auto e = v.type().get(t)) return fail(e, start_of(v)), false;
          if (t != od::json_type::array && !wrong_type(v, at, "an array", problems)) return false;
        } else if (key == "foreignData") {
          const Opened opened = each_item(v, at, problems, [&](od::value& item, const std::string& item_path, std::size_t) {
            od::object fo;
            auto fe = item.get_object().get(fo);
            if (fe == simdjson::INCORRECT_TYPE) return wrong_type(item, item_path, "an object", problems);
            if (fe) return fail(fe, nullptr), false;
            Foreign f;
            int lang = -1;
            for (auto ff_result : fo) {
              od::field ff;
              if (auto e2 = std::move(ff_result).get(ff)) return fail(e2, nullptr), false;
              std::string_view fk;
              if (ff.unescaped_key().get(fk)) return fail(simdjson::TAPE_ERROR, nullptr), false;
              od::value fv = ff.value();
              const std::string fat = item_path + "." + std::string(fk);
              if (fk == "language") {
                std::string language;
                if (!read_string(fv, fat, language, problems)) return false;
                lang = language == "German" ? kDe : language == "French" ? kFr : -1;
              } else if (fk == "name") {
                if (!read_string(fv, fat, f.name, problems)) return false;
              } else if (fk == "type") {
                if (!read_string(fv, fat, f.type, problems)) return false;
              } else if (fk == "text") {
                if (!read_string(fv, fat, f.text, problems, &f.raw)) return false;
              }
            }
            if (lang > 0 && foreign[lang].text.empty()) foreign[lang] = std::move(f);
            return true;
          });
          if (opened == Opened::kFailed) return false;
        }
      }
      return true;
    }();
    report_problems(problems, c, index);
    if (!ok) return false;
    if (en_text.empty()) return true;  // basic lands, vanilla creatures: nothing to align
    if (!side.empty() && c.number.find_first_not_of("0123456789") == std::string::npos) c.number += side;
    for (int l = 0; l < 3; ++l) c.first[l] = static_cast<std::int32_t>(out.docs[static_cast<std::size_t>(l)].blocks.size());
    c.count[kEn] = add_lines(kEn, en_text, en_raw, c.name, en_type);
    for (int l : {kDe, kFr})
      if (!foreign[l].text.empty()) c.count[l] = add_lines(l, foreign[l].text, foreign[l].raw, foreign[l].name, foreign[l].type);
    out.cards.push_back(std::move(c));
    return true;
  }

  // Reads the fields of a set object at `path`, `depth` set objects below "data"; nested sets
  // (AllPrintings) recurse, at most kMaxSetDepth deep (deeper ones are reported and skipped).
  bool read_set_fields(od::object obj, std::string set, const std::string& path, int depth) {
    std::vector<Problem> problems;
    auto report_all = [&] {
      for (Problem& p : problems) report(p.at, p.message);
      problems.clear();
    };
    for (auto field_result : obj) {
      od::field field;
      if (auto e = std::move(field_result).get(field)) return fail(e, nullptr), false;
      std::string_view key;
      if (auto e = field.unescaped_key().get(key)) return fail(e, nullptr), false;
      std::string k(key);
      od::value v = field.value();
      const std::string at = path + "." + k;
      if (k == "cards") {
        const std::size_t first_card = out.cards.size();
        const Opened opened = each_item(v, at, problems, [&](od::value& cv, const std::string& card_path, std::size_t index) {
          return read_card(cv, set, card_path, index);
        });
        if (opened == Opened::kFailed) return false;
        if (opened == Opened::kSkipped) {
          report_all();
          continue;
        }
        pending_.emplace_back(first_card, out.cards.size());
      } else if (k == "code" || k == "name" || k == "releaseDate") {
        std::string s;
        if (!read_string(v, at, s, problems)) return false;
        report_all();
        if (s.empty()) continue;
        if (k == "code") {
          set = s;
          for (auto [b, e] : pending_)
            for (std::size_t i = b; i < e; ++i) out.cards[i].set = set;
        } else if (k == "name" && out.name.empty()) {
          out.name = s;
        } else if (k == "releaseDate") {
          for (Document& d : out.docs)
            if (d.edition.empty()) d.edition = s;
        }
      } else if (!k.empty() && k.size() <= 8 && std::all_of(k.begin(), k.end(), [](char c) { return (c >= 'A' && c <= 'Z') || is_ascii_digit(c); })) {
        od::object nested;
        if (v.get_object().get(nested) != simdjson::SUCCESS) continue;
        if (depth >= kMaxSetDepth) {
          report(start_of(v), at + " nests set objects deeper than " + std::to_string(kMaxSetDepth) + " levels; skipped");
          continue;
        }
        auto saved = std::move(pending_);
        pending_.clear();
        if (!read_set_fields(nested, k, at, depth + 1)) return false;
        pending_ = std::move(saved);
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
    od::value v = field.value();
    od::object data;
    auto e = v.get_object().get(data);
    if (e == simdjson::INCORRECT_TYPE) {
      std::vector<Reader::Problem> problems;
      if (!r.wrong_type(v, "data", "an object", problems)) break;
      for (Reader::Problem& p : problems) r.report(p.at, p.message);
      continue;
    }
    if (e) { r.fail(e, nullptr); break; }
    if (!r.read_set_fields(data, "", "data", 0)) break;
  }
  for (Document& d : out.docs) d.title = out.name;
  return out;
}

}  // namespace rulecorp
