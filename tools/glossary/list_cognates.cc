// A listing is the text after the language's copula up to the next full stop, when it holds commas
// and the last "and"; of a text with several copulas ("Ability words are similar ... The ability
// words are adamant, ...") the longest listing counts. Each item is folded once: ICU full case
// folding ("ß" becomes "ss"), canonical decomposition with the combining marks dropped ("Domäne"
// becomes "domane"), letters and digits kept (an ASCII word byte-wise, the same result without
// ICU), then English and German spellings of the same
// sounds written alike ("ph" f, "th" t, "sch" sh, "ck" k, "c" z before e, i, y and k elsewhere,
// "y" i, "qu" kw), so that "alliance" and "Allianz" fold to "allianze" and "allianz".
// Two items are alike by the edit distance of their folded letters (a pair must start with the
// same letter: cognates keep their first sound, false friends of the same length often do not)
// and, for items of several words, by their content words matched in any order (each word to its
// most alike, both directions, weighted by length). A likeness below GlossaryParams::cognate_strong
// counts only with the first letters shared (cognate_weak, cognate_prefix: why those values, in
// glossary_params.h). Pairs are then the mutual best matches of the score
// matrix leading their row's and column's runner-up by a margin; numbers that occur once per
// listing pair their items outright ("descend 4" / "Abstieg 4"), and their names without the
// number then pair too ("descend" / "Abstieg"). The fold writes "wh" as w too, so that "Whale" is
// as like "Wal" as "Wall" is, and neither pairs with it.
#include "glossary/list_cognates.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <array>
#include <map>
#include <string_view>

#include "glossary/glosses.h"
#include "glossary/words.h"
#include "lang/profile.h"

namespace rulecorp {
namespace {

// " are ", " sind ", " sont " (English's for another language).
std::string_view copula(std::string_view language) { return profile_or(language, Language::kEn).spaced_plural_copula; }

// " and ", " und ", " et " (English's for another language).
std::string_view last_separator(std::string_view language) { return profile_or(language, Language::kEn).spaced_and; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == ',')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == ',')) s.remove_suffix(1);
  return s;
}

// `s` without its parentheses ("Attraction (see rule 717)" -> "Attraction").
std::string drop_parentheses(std::string_view s) {
  std::string out;
  int depth = 0;
  for (char c : s) {
    if (c == '(') ++depth;
    else if (c == ')') depth = std::max(0, depth - 1);
    else if (depth == 0) out += c;
  }
  std::string_view t = trim(out);
  return std::string(t);
}

// The items of one listing (after the copula, before the full stop); empty when it is none.
std::vector<std::string> items_of(std::string_view list, std::string_view language, const GlossaryParams& params) {
  if (std::size_t colon = list.find(": "); colon != std::string_view::npos && colon < list.find(", "))
    list.remove_prefix(colon + 2);
  std::vector<std::string> out;
  for (std::string_view p : split_listing(list, last_separator(language))) {
    std::string item = drop_parentheses(p);
    std::size_t words = 1;
    for (char c : item) words += c == ' ';
    if (item.empty() || words > params.cognate_item_max_words || item.find(';') != std::string::npos || item.find(':') != std::string::npos) return {};
    // Names only: a symbol or a clause ("{W/P} is white") is no item to pair by its letters.
    if (item.find_first_of("{}/=+") != std::string::npos) return {};
    out.push_back(std::move(item));
  }
  if (out.size() < params.cognate_listing_min_items) out.clear();
  return out;
}

// An item folded for comparison: its words (letters and digits, folded and written alike as the
// file comment says), its content words (no stopwords), and its numbers.
struct Folded {
  std::string joined;                // every word, no spaces
  std::vector<std::string> content;  // the words that are not stopwords
  std::string digits;                // the item's digits, in order
};

std::string fold_word(std::string_view written) {
  std::string letters;
  if (std::all_of(written.begin(), written.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
    // ASCII: folding lowers A-Z, decomposing changes nothing, and the letters and digits are ASCII's.
    for (char c : written)
      if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')) letters += c;
      else if (c >= 'A' && c <= 'Z') letters += static_cast<char>(c - 'A' + 'a');
  } else {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* nfd = icu::Normalizer2::getNFDInstance(status);
    icu::UnicodeString folded = icu::UnicodeString::fromUTF8(icu::StringPiece(written.data(), static_cast<std::int32_t>(written.size())));
    folded.foldCase();
    icu::UnicodeString decomposed = U_SUCCESS(status) ? nfd->normalize(folded, status) : folded;
    if (U_FAILURE(status)) decomposed = folded;
    for (std::int32_t i = 0; i < decomposed.length();) {
      UChar32 c = decomposed.char32At(i);
      i += U16_LENGTH(c);
      if (u_charType(c) == U_NON_SPACING_MARK || !u_isalnum(c)) continue;
      icu::UnicodeString(c).toUTF8String(letters);
    }
  }
  // English and German spellings of one sound written alike.
  std::string out;
  for (std::size_t i = 0; i < letters.size(); ++i) {
    auto at = [&](std::string_view s) { return letters.compare(i, s.size(), s) == 0; };
    char next = i + 1 < letters.size() ? letters[i + 1] : '\0';
    if (at("sch")) { out += "sh"; i += 2; }
    else if (at("wh")) { out += 'w'; ++i; }
    else if (at("ph")) { out += 'f'; ++i; }
    else if (at("th")) { out += 't'; ++i; }
    else if (at("ck")) { out += 'k'; ++i; }
    else if (at("qu")) { out += "kw"; ++i; }
    else if (letters[i] == 'c') out += next == 'e' || next == 'i' || next == 'y' ? 'z' : 'k';
    else if (letters[i] == 'y') out += 'i';
    else out += letters[i];
  }
  return out;
}

Folded fold_item(std::string_view item, std::string_view language) {
  Folded f;
  // Words are cut at spaces and hyphens; apostrophes stay inside ("council’s" is one word).
  auto flush = [&](std::string_view written) {
    if (written.empty()) return;
    std::string folded = fold_word(written);
    if (folded.empty()) return;
    f.joined += folded;
    for (char c : folded)
      if (c >= '0' && c <= '9') f.digits += c;
    if (!is_stopword(lower_case(written), language)) f.content.push_back(std::move(folded));
  };
  std::int32_t start = 0;
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(item.size()); i < n;) {
    std::int32_t at = i;
    UChar32 c = 0;
    U8_NEXT(item.data(), i, n, c);
    if (c == ' ' || c == '-' || c == 0xA0 || c == 0x2010 || c == 0x2011) {
      flush(item.substr(static_cast<std::size_t>(start), static_cast<std::size_t>(at - start)));
      start = i;
    }
  }
  flush(item.substr(static_cast<std::size_t>(start)));
  return f;
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::array<std::size_t, 64> small;  // names are short: no allocation for most pairs
  std::vector<std::size_t> large;
  std::size_t* row = small.data();
  if (b.size() + 1 > small.size()) {
    large.resize(b.size() + 1);
    row = large.data();
  }
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::size_t common_prefix(std::string_view a, std::string_view b) {
  std::size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
  return n;
}

// The likeness of two folded words or joined items (see cognate_likeness).
Likeness word_likeness(std::string_view a, std::string_view b, const GlossaryParams& params) {
  if (a.empty() || b.empty() || a[0] != b[0]) return {};
  double score = 1.0 - static_cast<double>(edit_distance(a, b)) / static_cast<double>(std::max(a.size(), b.size()));
  return {score, score >= params.cognate_strong || (score >= params.cognate_weak && common_prefix(a, b) >= params.cognate_prefix)};
}

// The content words of `x` each matched to its most alike word of `y`, weighted by length; the
// likeness is strong when every match is.
Likeness matched_words(const std::vector<std::string>& x, const std::vector<std::string>& y, const GlossaryParams& params) {
  double sum = 0, weight = 0;
  bool strong = true;
  for (const std::string& a : x) {
    Likeness best;
    for (const std::string& b : y) {
      Likeness l = word_likeness(a, b, params);
      if (l.score > best.score) best = l;
    }
    sum += best.score * static_cast<double>(a.size());
    weight += static_cast<double>(a.size());
    strong &= best.strong;
  }
  return {weight > 0 ? sum / weight : 0, strong && weight > 0};
}

Likeness likeness(const Folded& e, const Folded& o, const GlossaryParams& params) {
  if (e.digits != o.digits) return {};
  Likeness whole = word_likeness(e.joined, o.joined, params);
  if (e.content.size() < 2 && o.content.size() < 2) return whole;
  Likeness there = matched_words(e.content, o.content, params), back = matched_words(o.content, e.content, params);
  Likeness words{std::min(there.score, back.score), there.strong && back.strong};
  return words.score > whole.score ? words : whole;
}

// `item` without its digits and the spaces around them ("descend 4" -> "descend").
std::string without_digits(std::string_view item) {
  std::string out;
  for (char c : item)
    if (c < '0' || c > '9') out += c;
  return std::string(trim(out));
}

}  // namespace

std::vector<std::string> listing(std::string_view text, std::string_view language, const GlossaryParams& params) {
  std::vector<std::string> best;
  std::string_view verb = copula(language);
  for (std::size_t at = text.find(verb); at != std::string_view::npos; at = text.find(verb, at + 1)) {
    std::size_t begin = at + verb.size();
    // The full stop ends the listing: one followed by a space or the end of the text (a period
    // inside a word, as in "Mr.Smith", does not occur in names of the lists).
    std::size_t end = begin;
    for (; end < text.size(); ++end)
      if (text[end] == '.' && (end + 1 == text.size() || text[end + 1] == ' ')) break;
    std::vector<std::string> items = items_of(text.substr(begin, end - begin), language, params);
    if (items.size() > best.size()) best = std::move(items);
  }
  return best;
}

Likeness cognate_likeness(std::string_view english, std::string_view other, std::string_view language,
                         const GlossaryParams& params) {
  return likeness(fold_item(english, "en"), fold_item(other, language), params);
}

std::vector<ListPair> pair_listings(const std::vector<std::string>& english, const std::vector<std::string>& other,
                                    std::string_view language, const GlossaryParams& params) {
  std::vector<Folded> e, o;
  for (const std::string& s : english) e.push_back(fold_item(s, "en"));
  for (const std::string& s : other) o.push_back(fold_item(s, language));
  // Numbers that occur once in each listing.
  std::map<std::string, std::pair<int, int>> numbers;  // digits -> uses in english, in other
  for (const Folded& f : e)
    if (!f.digits.empty()) ++numbers[f.digits].first;
  for (const Folded& f : o)
    if (!f.digits.empty()) ++numbers[f.digits].second;
  std::size_t n = e.size(), m = o.size();
  std::vector<Likeness> score(n * m);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < m; ++j) {
      Likeness& l = score[i * m + j];
      if (!e[i].digits.empty() && e[i].digits == o[j].digits && numbers[e[i].digits] == std::pair<int, int>(1, 1)) l = {1.0, true};
      else l = likeness(e[i], o[j], params);
    }
  std::vector<double> scores(n * m);
  for (std::size_t k = 0; k < n * m; ++k) scores[k] = score[k].score;
  std::vector<ListPair> out;
  for (const auto& [i, j] : clear_best_pairs(scores, n, m, params.cognate_listing_margin))
    // A letter ("The vowels are A, E, I, O, U, and Y.") names no term; a weak likeness pairs nothing.
    if (e[i].joined.size() >= 2 && score[i * m + j].strong) out.push_back({i, j, scores[i * m + j], !e[i].digits.empty()});
  return out;
}

std::vector<std::pair<std::size_t, std::size_t>> clear_best_pairs(const std::vector<double>& score, std::size_t rows,
                                                                  std::size_t columns, double margin) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < rows && columns > 0; ++i) {
    std::size_t best = 0;
    double top = score[i * columns], second = 0;
    for (std::size_t j = 1; j < columns; ++j) {
      double s = score[i * columns + j];
      if (s > top) {
        second = top;
        top = s;
        best = j;
      } else if (s > second) {
        second = s;
      }
    }
    bool mutual = true;
    for (std::size_t k = 0; k < rows && mutual; ++k) {
      if (k == i) continue;
      double s = score[k * columns + best];
      mutual = s < top;
      second = std::max(second, s);
    }
    if (mutual && top - second >= margin) out.emplace_back(i, best);
  }
  return out;
}

void find_list_cognates(const std::vector<InputUnit>& units, std::vector<Candidate>& out, const GlossaryParams& params) {
  for (const InputUnit& u : units) {
    if (u.kind != InputKind::kRule) continue;
    const InputSide* en = u.side("en");
    if (!en || en->text.find(copula("en")) == std::string::npos) continue;
    std::vector<std::string> en_items;
    bool en_listed = false;
    for (const InputSide& t : u.sides) {
      if (code_language(t.language) == Language::kEn || t.text.find(copula(t.language)) == std::string::npos) continue;
      if (!en_listed) {
        en_items = listing(en->text, "en", params);
        en_listed = true;
      }
      if (en_items.empty()) continue;
      // Listings in the same, non-alphabetical order are paired item by item (glosses.h).
      std::vector<std::string> en_in_order = listed_items(en->text, "en");
      if (en_in_order.size() >= params.cognate_in_order_min && listed_items(t.text, t.language).size() == en_in_order.size() &&
          !std::is_sorted(en_in_order.begin(), en_in_order.end(),
                          [](const std::string& a, const std::string& b) { return lower_case(a) < lower_case(b); }))
        continue;
      std::vector<std::string> items = listing(t.text, t.language, params);
      if (items.empty()) continue;
      std::string ref = en->number.empty() ? u.id : en->number;
      auto add = [&](std::string english, std::string term, double likeness, std::string_view why) {
        Candidate c;
        c.source = TermSource::kListCognate;
        c.english = std::move(english);
        c.language = t.language;
        c.term = std::move(term);
        c.ref = ref;
        c.confidence = likeness;
        c.why = why;
        out.push_back(std::move(c));
      };
      for (const ListPair& p : pair_listings(en_items, items, t.language, params)) {
        add(en_items[p.english], items[p.other], p.likeness, p.numbered ? "list-cognate.numbered" : "list-cognate.spelled-alike");
        // Items paired by their number name the same thing without it too ("descend" / "Abstieg").
        if (p.numbered) {
          std::string bare_en = without_digits(en_items[p.english]), bare = without_digits(items[p.other]);
          if (!bare_en.empty() && !bare.empty()) add(std::move(bare_en), std::move(bare), p.likeness, "list-cognate.numbered-bare");
        }
      }
    }
  }
}

}  // namespace rulecorp
