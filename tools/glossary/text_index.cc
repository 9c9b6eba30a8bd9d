// Postings list each text once per stem number; a phrase is looked up through its rarest stem and
// verified word by word (consecutive words, only spaces or hyphens between them).
#include "glossary/text_index.h"

namespace rulecorp {

std::vector<std::string> term_stems(std::string_view term, std::string_view language) {
  std::vector<std::string> out;
  for (Word& w : split_words(term, language)) out.push_back(std::move(w.stem));
  return out;
}

std::uint32_t TextIndex::add(std::string ref, std::string_view text) {
  auto id = static_cast<std::uint32_t>(texts_.size());
  IndexedText t{std::move(ref), text, &cache_->words(text, language_)};
  for (const Word& w : *t.words) {
    auto& p = postings_[w.id];
    if (p.empty() || p.back() != id) p.push_back(id);
  }
  texts_.push_back(std::move(t));
  return id;
}

std::size_t TextIndex::find_in(std::uint32_t t, const std::vector<std::uint32_t>& stems) const {
  const IndexedText& x = texts_[t];
  const std::vector<Word>& w = *x.words;
  if (stems.empty() || w.size() < stems.size()) return std::string::npos;
  for (std::size_t i = 0; i + stems.size() <= w.size(); ++i) {
    bool ok = true;
    for (std::size_t k = 0; ok && k < stems.size(); ++k) ok = w[i + k].id == stems[k];
    if (ok && is_phrase(x.text, w, i, i + stems.size() - 1)) return i;
  }
  return std::string::npos;
}

std::vector<std::uint32_t> TextIndex::find(const std::vector<std::uint32_t>& stems) const {
  const std::vector<std::uint32_t>* rarest = nullptr;
  for (std::uint32_t s : stems) {
    auto it = s == 0 ? postings_.end() : postings_.find(s);
    if (it == postings_.end()) return {};
    if (!rarest || it->second.size() < rarest->size()) rarest = &it->second;
  }
  std::vector<std::uint32_t> out;
  if (!rarest) return out;
  for (std::uint32_t t : *rarest)
    if (stems.size() == 1 || find_in(t, stems) != std::string::npos) out.push_back(t);
  return out;
}

}  // namespace rulecorp
