// Names are indexed by their first word (up to the first space). A text is scanned word start by
// word start (a start is a byte after a non-alphanumeric one; names begin with a letter or digit),
// the word there is looked up, and each candidate name is compared in full with the text from that
// position, followed by a word end. The longest candidate wins and scanning resumes after it.
// Single-word names shorter than 6 bytes ("Opt", "Shock") are not indexed: as ordinary words
// they would drown the real hits. A hit directly inside parentheses after the card's translated
// name is a deliberate gloss and is skipped.
#include "check/card_names.h"

#include <algorithm>

#include "check/words.h"

namespace rulecorp {
namespace {

bool word_byte(unsigned char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80 || c == '\'' || c == '-';
}

}  // namespace

CardNameFinder::CardNameFinder(std::vector<CardName> names) {
  std::sort(names.begin(), names.end(), [](const CardName& a, const CardName& b) { return a.english < b.english; });
  names.erase(std::unique(names.begin(), names.end(), [](const CardName& a, const CardName& b) { return a.english == b.english; }),
              names.end());
  for (CardName& n : names) {
    bool translated = false;
    for (const auto& [lang, local] : n.local) translated = translated || (!local.empty() && local != n.english);
    bool one_word = n.english.find(' ') == std::string::npos;
    if (!translated || n.english.empty() || (one_word && n.english.size() < 6)) continue;
    names_.push_back(std::move(n));
  }
  for (std::uint32_t i = 0; i < names_.size(); ++i) {
    const std::string& e = names_[i].english;
    by_first_word_[e.substr(0, e.find(' '))].push_back(i);
  }
}

std::vector<CardNameHit> CardNameFinder::find(std::string_view text, std::string_view language) const {
  std::vector<CardNameHit> out;
  if (names_.empty()) return out;  // no card of the run has a translated name
  for (std::size_t i = 0; i < text.size();) {
    if (!word_byte(static_cast<unsigned char>(text[i])) || (i > 0 && word_byte(static_cast<unsigned char>(text[i - 1])))) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && word_byte(static_cast<unsigned char>(text[j]))) ++j;
    // A first word may end in punctuation that belongs to the name ("Jace, the Mind Sculptor").
    std::size_t best = 0;
    const CardName* best_card = nullptr;
    for (std::size_t k = j; k <= std::min(text.size(), j + 1); ++k) {
      auto it = by_first_word_.find(text.substr(i, k - i));
      if (it == by_first_word_.end()) continue;
      for (std::uint32_t idx : it->second) {
        const CardName& c = names_[idx];
        auto l = c.local.find(language);
        if (l == c.local.end() || l->second.empty() || l->second == c.english) continue;
        if (text.substr(i, c.english.size()) != c.english) continue;
        std::size_t end = i + c.english.size();
        if (end < text.size() && word_byte(static_cast<unsigned char>(text[end]))) continue;
        // A gloss: "Translated Name (English Name)".
        std::string_view before = text.substr(0, i);
        if (before.size() >= 2 && before.substr(before.size() - 2) == " (" &&
            before.substr(0, before.size() - 2).ends_with(l->second))
          continue;
        if (c.english.size() > best) {
          best = c.english.size();
          best_card = &c;
        }
      }
    }
    if (best_card) {
      out.push_back(CardNameHit{static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(i + best), best_card});
      i += best;
    } else {
      i = j > i ? j : i + 1;
    }
  }
  return out;
}

std::vector<Diagnostic> CardNameFinder::check(const ContentPair& pair) const {
  std::vector<Diagnostic> out;
  for (const CardNameHit& h : find(pair.translation, pair.translation_language)) {
    const std::string& local = h.card->local.find(pair.translation_language)->second;
    out.push_back(content_finding("term.card-name", pair,
                                  "the card \"" + h.card->english + "\" is named in English; its " +
                                      std::string(pair.translation_language) + " name is \"" + local + "\"",
                                  {Mark{h.begin, h.end}}));
    out.back().suggestion = local;
    out.back().args = {{"card", h.card->english}, {"name", local}};
  }
  return out;
}

}  // namespace rulecorp
