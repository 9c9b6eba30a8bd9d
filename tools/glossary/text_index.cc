// Postings list each text once per stem; a phrase is looked up through its rarest stem and
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
  IndexedText t{std::move(ref), text, split_words(text, language_)};
  for (const Word& w : t.words) {
    auto& p = postings_[w.stem];
    if (p.empty() || p.back() != id) p.push_back(id);
  }
  texts_.push_back(std::move(t));
  return id;
}

std::size_t TextIndex::find_in(std::uint32_t t, const std::vector<std::string>& stems) const {
  const IndexedText& x = texts_[t];
  if (stems.empty() || x.words.size() < stems.size()) return std::string::npos;
  for (std::size_t i = 0; i + stems.size() <= x.words.size(); ++i) {
    bool ok = true;
    for (std::size_t k = 0; ok && k < stems.size(); ++k) ok = x.words[i + k].stem == stems[k];
    if (ok && is_phrase(x.text, x.words, i, i + stems.size() - 1)) return i;
  }
  return std::string::npos;
}

std::vector<std::uint32_t> TextIndex::find(const std::vector<std::string>& stems) const {
  const std::vector<std::uint32_t>* rarest = nullptr;
  for (const std::string& s : stems) {
    auto it = postings_.find(s);
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
