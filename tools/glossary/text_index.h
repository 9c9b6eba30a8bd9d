// The texts of one language (rules and rulings of aligned units) split into words, with an inverted
// index from word stems to texts, to find where a term occurs ("Kampfphase" in 506.1, 506.2, ...).
#ifndef RULECORP_GLOSSARY_TEXT_INDEX_H_
#define RULECORP_GLOSSARY_TEXT_INDEX_H_

#include <cstdint>
#include <string>
#include <vector>

#include "glossary/words.h"

namespace rulecorp {

struct IndexedText {
  std::string ref;                // rule number or unit id
  std::string_view text;          // points into the glossary input, which outlives the index
  const std::vector<CachedWord>* words;  // in the WordCache
};

class TextIndex {
 public:
  TextIndex(std::string language, WordCache& cache) : language_(std::move(language)), cache_(&cache) {}
  // Adds one text (its words from the cache); returns its position.
  std::uint32_t add(std::string ref, std::string_view text);
  // The texts holding the phrase whose stem numbers are `stems`, in the order added.
  std::vector<std::uint32_t> find(const std::vector<std::uint32_t>& stems) const;
  // The same for a term, split here.
  std::vector<std::uint32_t> find(std::string_view term) const { return find(cache_->stem_ids(term, language_)); }
  // Where the phrase starts in text `t`, or npos.
  std::size_t find_in(std::uint32_t t, const std::vector<std::uint32_t>& stems) const;
  const IndexedText& text(std::uint32_t t) const { return texts_[t]; }
  std::size_t size() const { return texts_.size(); }
  const std::string& language() const { return language_; }

 private:
  std::string language_;
  WordCache* cache_;
  struct Posting {
    std::uint32_t text, word;
  };
  std::vector<IndexedText> texts_;
  std::vector<std::vector<Posting>> postings_;  // by stem number: every occurrence, in text order
};

// The stems of a term's words.
std::vector<std::string> term_stems(std::string_view term, std::string_view language);

}  // namespace rulecorp

#endif  // RULECORP_GLOSSARY_TEXT_INDEX_H_
