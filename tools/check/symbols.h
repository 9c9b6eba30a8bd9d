// symbol.mismatch: the {…} symbols of a translation against its original. Languages spell symbols
// their own way (the German CR writes {tap} for {T}, {b} for blue {U}, {s} for black {B}), so the
// correspondence is learned from the aligned texts themselves: the pairs are fed in first, then each
// pair is checked against what the corpus almost always does.
#ifndef RULECORP_CHECK_SYMBOLS_H_
#define RULECORP_CHECK_SYMBOLS_H_

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "check/content_pair.h"
#include "common/diagnostic.h"

namespace rulecorp {

struct Symbol {
  std::uint32_t begin = 0;  // byte range of "{…}" in the text
  std::uint32_t end = 0;
  std::string_view inner;   // the text between the braces ("W/U")
};

// Every "{…}" symbol of `text` (no nested braces, at most 24 bytes inside), in order.
std::vector<Symbol> find_symbols(std::string_view text);

// Learns which symbol component of the original (the parts of "{W/U/P}" between slashes) the
// translation writes for it, by co-occurrence over aligned pairs: pairs linked one to one, most
// associated first (Dice >= 0.5 over at least 2 pairs); a component never linked but written
// identically on both sides stands for itself.
class SymbolCorrespondence {
 public:
  // Feeds one aligned pair (original text, translation text). Call for every pair before check().
  void learn(std::string_view original, std::string_view translation);
  // Links the components learned so far; called by check() and translation_of() when needed. Once
  // finished (and nothing learned since), check() and translation_of() only read: several threads
  // may call them at once.
  void finish();
  // The translation's spelling of an original symbol ("{T}" -> "{tap}"), or "" when unknown.
  std::string translation_of(std::string_view original_symbol);
  // symbol.mismatch findings for `pair`: symbols whose correspondence is known and that do not
  // match as multisets (order ignored); symbols of unknown spelling are left out.
  std::vector<Diagnostic> check(const ContentPair& pair);

 private:
  std::map<std::string, int, std::less<>> original_count_, translation_count_;
  std::map<std::pair<std::string, std::string>, int> together_;
  std::map<std::string, std::string, std::less<>> forward_, backward_;
  bool finished_ = false;

  std::string map_symbol(std::string_view inner, const std::map<std::string, std::string, std::less<>>& table) const;
};

}  // namespace rulecorp

#endif  // RULECORP_CHECK_SYMBOLS_H_
