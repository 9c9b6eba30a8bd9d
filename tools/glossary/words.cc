// Word breaking uses one ICU word BreakIterator over a UText that reads the UTF-8 text in place,
// so boundaries are byte offsets; a segment is a word when ICU's rule status says letter, number
// or ideographic; each word also records whether it holds a digit and is a stopword, so that
// phrase enumeration reads flags instead of looking words up again. A WordCache works each distinct
// spelling out once per language (lower case, stem, flags, stem number) and copies it for every
// later occurrence. Lower-casing goes through icu::UnicodeString for non-ASCII words and is done
// byte-wise for ASCII ones (the same result, without a conversion). Stems strip one ending from
// the language's short list when at least four characters remain.
#include "glossary/words.h"

#include <unicode/brkiter.h>
#include <unicode/unistr.h>
#include <unicode/utext.h>

#include <array>
#include <memory>
#include <stdexcept>
#include <unordered_set>

namespace rulecorp {
namespace {

bool ascii(std::string_view s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

}  // namespace

std::string lower_case(std::string_view s) {
  if (ascii(s)) {
    std::string out(s);
    for (char& c : out)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
  }
  std::string out;
  icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<std::int32_t>(s.size()))).toLower(icu::Locale::getRoot()).toUTF8String(out);
  return out;
}

std::string stem_word(std::string_view w, std::string_view language) {
  // No "-er": it would make "Spieler" (player) the stem of "Spiel" (game). "-n" only after l or r
  // ("Regeln"): elsewhere it belongs to the stem ("Attraktion").
  static constexpr std::array<std::string_view, 7> kDe = {"en", "es", "em", "e", "ln", "rn", "s"};
  static constexpr std::array<std::string_view, 2> kFr = {"s", "x"};
  auto strip = [&](const auto& endings) {
    for (std::string_view e : endings)
      if (w.size() > e.size() && w.substr(w.size() - e.size()) == e && code_points(w.substr(0, w.size() - e.size())) >= 4)
        return std::string(w.substr(0, w.size() - (e.size() == 2 && e[1] == 'n' && e[0] != 'e' ? 1 : e.size())));
    return std::string(w);
  };
  if (language == "de") return strip(kDe);
  if (language == "fr") return strip(kFr);
  if (language == "en") {
    auto ends = [&](std::string_view e) { return w.size() > e.size() + 1 && w.substr(w.size() - e.size()) == e; };
    if (ends("ss") || ends("us") || ends("is")) return std::string(w);  // "loss", "status", "basis"
    if (ends("ies")) return std::string(w.substr(0, w.size() - 3)) + "y";  // "abilities" -> "ability"
    for (std::string_view e : {"sses", "xes", "ches", "shes", "zes"})
      if (ends(e)) return std::string(w.substr(0, w.size() - 2));  // "passes", "boxes"
    if (ends("s")) return std::string(w.substr(0, w.size() - 1));  // "creatures" -> "creature"
    return std::string(w);
  }
  return std::string(w);
}

namespace {

void add_word(std::vector<StemmedWord>& out, std::string_view text, std::uint32_t b, std::uint32_t e, std::int32_t rs,
              std::string_view language) {
  StemmedWord w;
  w.begin = b;
  w.end = e;
  w.letters = rs >= UBRK_WORD_LETTER;
  w.lower = lower_case(text.substr(b, e - b));
  w.stem = stem_word(w.lower, language);
  for (char c : w.lower) w.digit |= c >= '0' && c <= '9';
  w.stop = is_stopword(w.lower, language);
  out.push_back(std::move(w));
}

// Calls f(begin, end, rule status) for every word of `text` (ICU word breaks; spaces and
// punctuation skipped; an elision split off after its apostrophe).
template <class F>
void each_segment(std::string_view text, F&& f) {
  UErrorCode status = U_ZERO_ERROR;
  UText* ut = utext_openUTF8(nullptr, text.data(), static_cast<std::int64_t>(text.size()), &status);
  // One iterator per thread, built once.
  thread_local std::unique_ptr<icu::BreakIterator> it(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
  if (U_FAILURE(status) || !it) {
    utext_close(ut);
    throw std::runtime_error("ICU word break iterator unavailable");
  }
  it->setText(ut, status);
  std::int32_t start = it->first();
  for (std::int32_t end = it->next(); end != icu::BreakIterator::DONE; start = end, end = it->next()) {
    std::int32_t rs = it->getRuleStatus();
    if (rs < UBRK_WORD_NUMBER) continue;  // spaces and punctuation
    auto b = static_cast<std::uint32_t>(start), e = static_cast<std::uint32_t>(end);
    // ICU keeps an elision with its word ("d'exaltation", "l’attaquant"): split after the apostrophe.
    std::string_view seg = text.substr(b, e - b);
    for (std::string_view apo : {std::string_view("'"), std::string_view("\xE2\x80\x99")}) {
      std::size_t p = seg.find(apo);
      if (p != std::string_view::npos && p > 0 && p <= 6 && p + apo.size() < seg.size()) {
        f(b, b + static_cast<std::uint32_t>(p), rs);
        b += static_cast<std::uint32_t>(p + apo.size());
        break;
      }
    }
    f(b, e, rs);
  }
  static const icu::UnicodeString kEmpty;
  it->setText(kEmpty);  // drop the pointer to `text`
  utext_close(ut);
}

}  // namespace

std::vector<StemmedWord> split_words(std::string_view text, std::string_view language) {
  std::vector<StemmedWord> out;
  out.reserve(text.size() / 6 + 1);
  each_segment(text, [&](std::uint32_t b, std::uint32_t e, std::int32_t rs) { add_word(out, text, b, e, rs, language); });
  return out;
}

const std::vector<StemmedWord>& WordCache::words(std::string_view text, std::string_view language) {
  auto [it, fresh] = texts_.try_emplace(Key{text.data(), text.size()});
  if (!fresh) return it->second;
  auto& known = known_[std::string(language)];
  std::vector<StemmedWord>& out = it->second;
  out.reserve(text.size() / 6 + 1);
  std::vector<StemmedWord> one;
  each_segment(text, [&](std::uint32_t b, std::uint32_t e, std::int32_t rs) {
    auto [k, first] = known.try_emplace(text.substr(b, e - b));
    if (first) {
      one.clear();
      add_word(one, text, b, e, rs, language);
      k->second = std::move(one.front());
      k->second.id = stems_.try_emplace(k->second.stem, static_cast<std::uint32_t>(stems_.size() + 1)).first->second;
    }
    out.push_back(k->second);
    out.back().begin = b;
    out.back().end = e;
  });
  return out;
}

std::uint32_t WordCache::stem_id(const std::string& stem) const {
  auto it = stems_.find(stem);
  return it == stems_.end() ? 0 : it->second;
}

std::vector<std::uint32_t> WordCache::stem_ids(std::string_view term, std::string_view language) const {
  std::vector<std::uint32_t> out;
  for (const StemmedWord& w : split_words(term, language)) out.push_back(stem_id(w.stem));
  return out;
}

bool is_stopword(std::string_view w, std::string_view language) {
  static constexpr std::array<std::string_view, 52> kEn = {
      "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "from", "with", "and", "or", "as", "is", "are",
      "be", "that", "this", "it", "its", "if", "you", "your", "their", "they", "than", "then", "each", "any", "all",
      "one", "two", "can", "may", "would", "not", "no", "has", "have", "into", "onto", "which", "who", "whose",
      "see", "rule", "rules", "until", "those", "these"};
  static constexpr std::array<std::string_view, 62> kDe = {
      "der", "die", "das", "den", "dem", "des", "ein", "eine", "einer", "eines", "einem", "einen", "und", "oder",
      "zu", "zur", "zum", "in", "im", "auf", "an", "am", "von", "vom", "mit", "für", "aus", "als", "ist", "sind",
      "wird", "werden", "dass", "wenn", "falls", "sie", "er", "es", "du", "dein", "deine", "ihr", "ihre", "nicht",
      "kein", "keine", "jede", "jeder", "jedes", "siehe", "regel", "regeln", "bis", "sich", "auch", "so", "diese",
      "dieser", "dieses", "hat", "haben", "kann"};
  static constexpr std::array<std::string_view, 56> kFr = {
      "le", "la", "les", "l", "un", "une", "des", "de", "du", "d", "à", "au", "aux", "et", "ou", "en", "dans",
      "sur", "par", "pour", "avec", "que", "qui", "qu", "est", "sont", "il", "elle", "ils", "elles", "vous",
      "votre", "vos", "son", "sa", "ses", "leur", "leurs", "ne", "pas", "se", "s", "ce", "cette", "ces", "si",
      "voir", "règle", "règles", "jusqu", "chaque", "tout", "toute", "n", "a", "y"};
  static const std::unordered_set<std::string_view> en(kEn.begin(), kEn.end()), de(kDe.begin(), kDe.end()),
      fr(kFr.begin(), kFr.end());
  if (language == "de") return de.count(w) > 0;
  if (language == "fr") return fr.count(w) > 0;
  return en.count(w) > 0;
}

bool is_phrase(std::string_view text, const std::vector<StemmedWord>& words, std::size_t first, std::size_t last) {
  for (std::size_t k = first; k < last; ++k)
    for (std::uint32_t p = words[k].end; p < words[k + 1].begin; ++p)
      if (text[p] != ' ' && text[p] != '-') return false;
  return true;
}

}  // namespace rulecorp
