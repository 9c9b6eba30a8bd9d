// Postings list every occurrence of a stem number (text and word position), in a vector indexed by
// the stem number (the cache numbers stems densely); a phrase is looked up through the occurrences
// of its rarest stem and verified there word by word (consecutive words, only spaces or hyphens
// between them), so a lookup costs the occurrences of one stem, not the length of the texts.
#include "glossary/text_index.h"

namespace rulecorp {

std::vector<std::string> term_stems(std::string_view term, std::string_view language) {
  std::vector<std::string> out;
  for (StemmedWord& w : split_words(term, language)) out.push_back(std::move(w.stem));
  return out;
}

std::uint32_t TextIndex::add(std::string ref, std::string_view text) {
  auto id = static_cast<std::uint32_t>(texts_.size());
  IndexedText t{std::move(ref), text, &cache_->words(text, language_)};
  const std::vector<CachedWord>& w = *t.words;
  for (std::uint32_t k = 0; k < w.size(); ++k) {
    if (w[k].id >= postings_.size()) postings_.resize(w[k].id + 1 + postings_.size() / 2);
    postings_[w[k].id].push_back({id, k});
  }
  texts_.push_back(std::move(t));
  return id;
}

std::size_t TextIndex::find_in(std::uint32_t t, const std::vector<std::uint32_t>& stems) const {
  const IndexedText& x = texts_[t];
  const std::vector<CachedWord>& w = *x.words;
  if (stems.empty() || w.size() < stems.size()) return std::string::npos;
  for (std::size_t i = 0; i + stems.size() <= w.size(); ++i) {
    bool ok = true;
    for (std::size_t k = 0; ok && k < stems.size(); ++k) ok = w[i + k].id == stems[k];
    if (ok && is_phrase(x.text, w, i, i + stems.size() - 1)) return i;
  }
  return std::string::npos;
}

std::vector<std::uint32_t> TextIndex::find(const std::vector<std::uint32_t>& stems) const {
  const std::vector<Posting>* rarest = nullptr;
  std::size_t at = 0;  // the rarest stem's place in the phrase
  for (std::size_t k = 0; k < stems.size(); ++k) {
    std::uint32_t s = stems[k];
    if (s == 0 || s >= postings_.size() || postings_[s].empty()) return {};
    if (!rarest || postings_[s].size() < rarest->size()) {
      rarest = &postings_[s];
      at = k;
    }
  }
  std::vector<std::uint32_t> out;
  if (!rarest) return out;
  for (const Posting& p : *rarest) {
    if (!out.empty() && out.back() == p.text) continue;
    if (p.word < at) continue;
    const std::vector<CachedWord>& w = *texts_[p.text].words;
    std::size_t first = p.word - at;
    if (first + stems.size() > w.size()) continue;
    bool ok = true;
    for (std::size_t k = 0; ok && k < stems.size(); ++k) ok = w[first + k].id == stems[k];
    if (ok && (stems.size() == 1 || is_phrase(texts_[p.text].text, w, first, first + stems.size() - 1))) out.push_back(p.text);
  }
  return out;
}

}  // namespace rulecorp
