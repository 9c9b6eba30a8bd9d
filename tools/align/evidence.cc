// Evidence is gathered in one left-to-right pass over the UTF-8 text: citation spans are skipped
// (their numbers are already in `rules`), "{...}" becomes a symbol, a token of digits and . / + -
// becomes a rule number when it parses as one and a plain number otherwise, and a capitalised word
// that does not open a sentence becomes a name. Tokens are kept as 64-bit FNV-1a hashes in sorted
// vectors, so comparing two paragraphs is a linear merge. The similarity is a weighted mean of the
// kinds of evidence present on either side; length alone is weak, numbers and citations are strong.
// The evidence of many blocks of a document is made over consecutive ranges of them, tasks the
// caller's Fanout runs (common/parallel.h), each block's into its own slot.
#include "align/evidence.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>

#include "common/ascii.h"
#include "common/parallel.h"
#include "parse/rule_number.h"

namespace rulecorp {
namespace {

std::uint64_t fnv(std::string_view s, std::uint64_t h = 1469598103934665603ull) {
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

// Size of the intersection of two sorted vectors (multiset semantics).
template <typename T>
std::size_t common(const std::vector<T>& a, const std::vector<T>& b) {
  std::size_t i = 0, j = 0, n = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i] < b[j]) ++i;
    else if (b[j] < a[i]) ++j;
    else { ++n; ++i; ++j; }
  }
  return n;
}

template <typename T>
double dice_of(const std::vector<T>& a, const std::vector<T>& b) {
  if (a.empty() && b.empty()) return 0;
  return 2.0 * static_cast<double>(common(a, b)) / static_cast<double>(a.size() + b.size());
}

template <typename T>
void merge_sorted(std::vector<T>& into, const std::vector<T>& from, bool unique) {
  std::vector<T> out;
  out.reserve(into.size() + from.size());
  std::merge(into.begin(), into.end(), from.begin(), from.end(), std::back_inserter(out));
  if (unique) out.erase(std::unique(out.begin(), out.end()), out.end());
  into = std::move(out);
}

// The bytes of a capitalised word: ASCII letters and digits, every byte of a character outside
// ASCII, the hyphen and the apostrophe.
constexpr auto kNameByte = [] {
  std::array<bool, 256> t{};
  for (unsigned c = 0; c < 256; ++c)
    t[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80 || c == '-' || c == '\'';
  return t;
}();

bool is_number_char(char c) { return is_ascii_digit(c) || c == '.' || c == '/' || c == '+' || c == '-'; }

// Puts `e`'s fields in the order Evidence promises: each sorted, rules and names without repeats
// (numbers and symbols are multisets).
void sort_fields(Evidence& e) {
  std::sort(e.rules.begin(), e.rules.end());
  e.rules.erase(std::unique(e.rules.begin(), e.rules.end()), e.rules.end());
  std::sort(e.numbers.begin(), e.numbers.end());
  std::sort(e.symbols.begin(), e.symbols.end());
  std::sort(e.names.begin(), e.names.end());
  e.names.erase(std::unique(e.names.begin(), e.names.end()), e.names.end());
}

}  // namespace

void Evidence::merge(const Evidence& o) {
  merge_sorted(rules, o.rules, true);
  merge_sorted(numbers, o.numbers, false);
  merge_sorted(symbols, o.symbols, false);
  merge_sorted(names, o.names, true);
  length += o.length;
  examples += o.examples;
}

Evidence merge_all(std::span<const Evidence> parts) {
  Evidence e;
  std::size_t rules = 0, numbers = 0, symbols = 0, names = 0;
  for (const Evidence& p : parts) {
    rules += p.rules.size(), numbers += p.numbers.size(), symbols += p.symbols.size(), names += p.names.size();
    e.length += p.length;
    e.examples += p.examples;
  }
  e.rules.reserve(rules);
  e.numbers.reserve(numbers);
  e.symbols.reserve(symbols);
  e.names.reserve(names);
  for (const Evidence& p : parts) {
    e.rules.insert(e.rules.end(), p.rules.begin(), p.rules.end());
    e.numbers.insert(e.numbers.end(), p.numbers.begin(), p.numbers.end());
    e.symbols.insert(e.symbols.end(), p.symbols.begin(), p.symbols.end());
    e.names.insert(e.names.end(), p.names.begin(), p.names.end());
  }
  sort_fields(e);
  return e;
}

Evidence make_evidence(std::string_view text, std::span<const Citation> citations) {
  Evidence e;
  for (const Citation& c : citations)
    for (const RuleNumber& r : c.rules) e.rules.push_back(r.key());
  std::size_t next_cit = 0;
  bool sentence_start = true;
  std::size_t i = 0;
  const std::size_t n = text.size();
  while (i < n) {
    if (next_cit < citations.size() && i >= citations[next_cit].begin) {
      if (i < citations[next_cit].end) {
        i = citations[next_cit].end;
        sentence_start = false;
      }
      ++next_cit;
      continue;
    }
    // Lower-case letters and spaces, most of any text, up to the next citation: counted and passed.
    const std::size_t stop = next_cit < citations.size() ? std::min<std::size_t>(n, citations[next_cit].begin) : n;
    std::size_t run = i;
#if defined(__SSE2__)
    while (run + 16 <= stop) {  // sixteen bytes a step: a bit per lower-case letter, one per space
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + run));
      const int lower = _mm_movemask_epi8(_mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('a' - 1)), _mm_cmplt_epi8(v, _mm_set1_epi8('z' + 1))));
      const int ok = lower | _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')));
      const int take = ok == 0xFFFF ? 16 : __builtin_ctz(~static_cast<unsigned>(ok));  // the bytes that are such
      if (lower & ((1 << take) - 1)) sentence_start = false;
      run += static_cast<std::size_t>(take);
      if (take < 16) break;
    }
#endif
    while (run + 8 <= stop) {  // eight bytes at a time while all are such
      std::uint64_t x = scan_detail::load(text.data() + run), letters = scan_detail::has_between(x, 'a', 'z');
      if ((letters | scan_detail::has_between(x, ' ', ' ')) != scan_detail::kHigh) break;
      if (letters) sentence_start = false;
      run += 8;
    }
    while (run < stop && ((text[run] >= 'a' && text[run] <= 'z') || text[run] == ' ')) {
      if (text[run] != ' ') sentence_start = false;
      ++run;
    }
    if (run > i) {
      e.length += static_cast<std::uint32_t>(run - i);
      i = run;
      continue;
    }
    unsigned char c = static_cast<unsigned char>(text[i]);
    if ((c & 0xC0) != 0x80) ++e.length;
    if (c == '{') {
      std::size_t close = text.find('}', i + 1);
      if (close != std::string_view::npos && close - i <= 12) {
        std::string sym;
        for (std::size_t k = i + 1; k < close; ++k) sym += static_cast<char>(std::toupper(static_cast<unsigned char>(text[k])));
        e.symbols.push_back(fnv(sym));
        for (std::size_t k = i + 1; k <= close; ++k)
          if ((static_cast<unsigned char>(text[k]) & 0xC0) != 0x80) ++e.length;
        i = close + 1;
        sentence_start = false;
        continue;
      }
    }
    bool signed_digit = (c == '+' || c == '-') && i + 1 < n && is_ascii_digit(text[i + 1]) &&
                        (i == 0 || !is_ascii_alnum(text[i - 1]));
    if (is_ascii_digit(static_cast<char>(c)) || signed_digit) {
      std::size_t j = i;
      while (j < n && is_number_char(text[j])) ++j;
      // Subrule letters right after a rule number ("601.3d", "704.5aa").
      std::size_t k = j + subrule_letters_at(text, j);
      std::string_view tok = text.substr(i, k - i);
      while (!tok.empty() && (tok.back() == '.' || tok.back() == '-' || tok.back() == '/')) tok.remove_suffix(1);
      auto rule = tok.find('.') != std::string_view::npos ? RuleNumber::parse(tok) : std::nullopt;
      if (rule) {
        e.rules.push_back(rule->key());
      } else {
        tok = text.substr(i, j - i);
        while (!tok.empty() && (tok.back() == '.' || tok.back() == '-' || tok.back() == '/')) tok.remove_suffix(1);
        if (!tok.empty()) e.numbers.push_back(fnv(tok));
      }
      // A final '.' stays in the text: it may end the sentence.
      std::size_t taken = std::max<std::size_t>(1, tok.size());
      e.length += static_cast<std::uint32_t>(taken) - 1;
      i += taken;
      sentence_start = false;
      continue;
    }
    if (c >= 'A' && c <= 'Z') {
      std::size_t j = i;
      std::uint32_t chars = 0;  // characters of the word (bytes that open one), its first one counted above
      for (unsigned char d; j < n && kNameByte[d = static_cast<unsigned char>(text[j])]; ++j) chars += (d & 0xC0) != 0x80;
      if (!sentence_start && j - i >= 3) e.names.push_back(fnv(text.substr(i, j - i)));
      e.length += chars - 1;
      i = j;
      sentence_start = false;
      continue;
    }
    if (c == '.' || c == ':' || c == '!' || c == '?' || c == '(' || c == '"' || c == '\n') sentence_start = true;
    else if (c >= 0x80) {
      // Opening quotes „ “ « also start a quoted sentence; other letters end the sentence start.
      std::string_view rest = text.substr(i);
      if (rest.starts_with("\u201E") || rest.starts_with("\u201C") || rest.starts_with("\u00AB")) sentence_start = true;
      else if ((c & 0xC0) == 0xC0) sentence_start = false;
    } else if (c != ' ' && c != '\t') {
      sentence_start = false;
    }
    ++i;
  }
  sort_fields(e);
  return e;
}

std::vector<Evidence> make_evidence(const Document& doc, std::span<const std::int32_t> blocks, const Fanout& fanout) {
  std::vector<Evidence> out(blocks.size());
  // Consecutive ranges of blocks, a few per task the fanout runs at once for balance; each task
  // fills only its own slots.
  const unsigned jobs = fanout.width();
  const std::size_t ranges = jobs <= 1 ? 1 : std::min<std::size_t>(blocks.size(), std::size_t{4} * jobs);
  fanout(ranges, [&](std::size_t r) {
    for (std::size_t i = blocks.size() * r / ranges, last = blocks.size() * (r + 1) / ranges; i < last; ++i) {
      const Block& b = doc.blocks[static_cast<std::size_t>(blocks[i])];
      out[i] = make_evidence(b.text, b.citations);
    }
  });
  return out;
}

double length_match(std::uint32_t len_a, std::uint32_t len_b, double ratio) {
  // Gale & Church: delta = (l2 - c*l1) / sqrt(s2 * l1), s2 = 6.8 (variance per character).
  double l1 = std::max<double>(1, len_a);
  double delta = (static_cast<double>(len_b) - ratio * l1) / std::sqrt(6.8 * l1);
  return std::erfc(std::fabs(delta) / std::sqrt(2.0));  // 2 * (1 - Phi(|delta|))
}

Similarity compare(const Evidence& a, const Evidence& b, double ratio, bool explain) {
  Similarity s;
  double sum = 0, weight = 0;
  char buf[32];
  std::string why;
  // "rules 2/3": std::to_chars, the printf of the C locale without its parsing of a format.
  auto part = [&](const char* name, double value, double w, std::size_t shared, std::size_t total) {
    sum += value * w;
    weight += w;
    if (explain) {
      if (!why.empty()) why += ' ';
      why += name;
      why += ' ';
      why.append(buf, std::to_chars(buf, buf + sizeof buf, shared).ptr);
      why += '/';
      why.append(buf, std::to_chars(buf, buf + sizeof buf, total).ptr);
    }
  };
  if (!a.rules.empty() || !b.rules.empty()) {
    std::size_t c = common(a.rules, b.rules);
    s.shared_rules = static_cast<std::uint32_t>(c);
    part("rules", dice_of(a.rules, b.rules), 3.0, c, std::max(a.rules.size(), b.rules.size()));
    if (c == 0) s.contradicts = true;
  }
  if (!a.numbers.empty() || !b.numbers.empty()) {
    std::size_t c = common(a.numbers, b.numbers);
    s.shared_numbers = static_cast<std::uint32_t>(c);
    part("numbers", dice_of(a.numbers, b.numbers), 1.5, c, std::max(a.numbers.size(), b.numbers.size()));
    if (c == 0 && !a.numbers.empty() && !b.numbers.empty()) s.contradicts = true;
  }
  if (!a.symbols.empty() || !b.symbols.empty()) {
    std::size_t c = common(a.symbols, b.symbols);
    s.shared_symbols = static_cast<std::uint32_t>(c);
    part("symbols", dice_of(a.symbols, b.symbols), 1.5, c, std::max(a.symbols.size(), b.symbols.size()));
  }
  if (a.examples || b.examples) {
    double v = static_cast<double>(std::min(a.examples, b.examples)) / std::max(a.examples, b.examples);
    part("examples", v, 1.0, std::min(a.examples, b.examples), std::max(a.examples, b.examples));
  }
  if (std::size_t c = common(a.names, b.names)) part("names", 1.0, std::min(2.0, 0.5 * static_cast<double>(c)), c, c);
  double len = length_match(a.length, b.length, ratio);
  sum += len;
  weight += 1.0;
  if (explain) {
    why += why.empty() ? "len " : " len ";
    why.append(buf, std::to_chars(buf, buf + sizeof buf, len, std::chars_format::fixed, 2).ptr);  // as "%.2f"
  }
  s.score = sum / weight;
  s.why = std::move(why);
  return s;
}

std::vector<std::uint64_t> word_profile(std::string_view text) {
  // Each word's FNV-1a hash is built byte by byte as its folded bytes come (the hash of the word's
  // string); ASCII takes a path without ICU, with the same classes and folding.
  constexpr std::uint64_t kBasis = 1469598103934665603ull;
  std::vector<std::uint64_t> out;
  std::uint64_t h = kBasis;
  bool in_word = false;
  auto put = [&](unsigned char b) {
    h = (h ^ b) * 1099511628211ull;
    in_word = true;
  };
  auto flush = [&] {
    if (in_word) out.push_back(h);
    h = kBasis;
    in_word = false;
  };
  const auto* p = reinterpret_cast<const std::uint8_t*>(text.data());
  std::int32_t i = 0, n = static_cast<std::int32_t>(text.size());
  while (i < n) {
    if (p[i] < 0x80) {
      const char c = static_cast<char>(p[i++]);
      if (is_ascii_alnum(c)) put(static_cast<unsigned char>(ascii_lower(c)));
      else if (c != '\'' || !in_word) flush();
      continue;
    }
    UChar32 c;
    U8_NEXT(p, i, n, c);
    if (c < 0) { flush(); continue; }
    if (u_isalnum(c)) {
      UChar32 f = u_foldCase(c, U_FOLD_CASE_DEFAULT);
      std::uint8_t buf[4];
      std::int32_t len = 0;
      UBool err = false;
      U8_APPEND(buf, len, 4, f, err);
      if (!err)
        for (std::int32_t k = 0; k < len; ++k) put(buf[k]);
    } else if (c != 0x2019 || !in_word) {
      flush();
    }
  }
  flush();
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

double dice(const std::vector<std::uint64_t>& a, const std::vector<std::uint64_t>& b) { return dice_of(a, b); }

}  // namespace rulecorp
