// word_profile's ASCII path (no ICU for bytes below 0x80) against the ICU-only reading it replaced:
// the same hashes on every line of the project's corpus in three languages and on edge cases
// (apostrophes inside and around words, invalid UTF-8, case folding outside ASCII).
#include <doctest/doctest.h>

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "align/evidence.h"
#include "support/shared_dir.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

// The former word_profile: every code point through ICU, each word folded into a string, then hashed.
std::vector<std::uint64_t> reference_profile(std::string_view text) {
  auto fnv = [](std::string_view s) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
    return h;
  };
  std::vector<std::uint64_t> out;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) out.push_back(fnv(word));
    word.clear();
  };
  const auto* p = reinterpret_cast<const std::uint8_t*>(text.data());
  std::int32_t i = 0, n = static_cast<std::int32_t>(text.size());
  while (i < n) {
    UChar32 c;
    U8_NEXT(p, i, n, c);
    if (c < 0) { flush(); continue; }
    if (u_isalnum(c)) {
      UChar32 f = u_foldCase(c, U_FOLD_CASE_DEFAULT);
      char buf[4];
      std::int32_t len = 0;
      UBool err = false;
      U8_APPEND(reinterpret_cast<std::uint8_t*>(buf), len, 4, f, err);
      if (!err) word.append(buf, static_cast<std::size_t>(len));
    } else if (!(c == '\'' || c == 0x2019) || word.empty()) {
      flush();
    }
  }
  flush();
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

TEST_CASE("word_profile: the same words as the ICU-only reading on the corpus and on edge cases") {
  // Intent: the ASCII path is a shortcut, never a different tokenisation: "don't" is one word,
  // an apostrophe opening a word splits, case folds as ICU folds it (Ä -> ä, ß stays), a broken
  // byte ends a word.
  const std::vector<std::string> edge = {
      "Don't attack; it's the attacker's turn", "'quoted' words and \xE2\x80\x99" "curly\xE2\x80\x99 ones",
      "don\xE2\x80\x99t DON'T don''t", "K\xC3\x84MPFER Gr\xC3\xB6\xC3\x9F" "e STRASSE \xCE\xA3\xCE\xA1", "502.83a 702.80",
      "bro\xFFken by\xC3tes \xE2\x82 end", "", "   ", "\xC3\x89lan \xC5\x92uvre na\xC3\xAFve",
      "tab\tnew\nline\rcr", "under_score hy-phen x2y3", "\xF0\x9F\x98\x80 emoji\xF0\x9F\x98\x80word"};
  for (const std::string& s : edge) CHECK_MESSAGE(word_profile(s) == reference_profile(s), s);
  CHECK(word_profile("Don't") == word_profile("DONT"));
  CHECK(word_profile("K\xC3\x84MPFER") == word_profile("k\xC3\xa4mpfer"));

  std::size_t lines = 0;
  for (const char* file : {"rules-en.txt", "rules-de.txt", "rules-fr.txt", "rulings-de.txt"}) {
    Diagnostics d;
    Source src = decode(file, test::read_file(test::test_data_dir() + "/../corpus/" + file), {}, d);
    for (std::uint32_t i = 1; i <= src.line_count(); ++i) {
      std::string_view line = src.line(i);
      if (line.empty()) continue;
      ++lines;
      if (word_profile(line) != reference_profile(line)) FAIL_CHECK(file << ":" << i << " differs: " << line);
    }
  }
  CHECK(lines > 200);
}

}  // namespace
}  // namespace rulecorp
