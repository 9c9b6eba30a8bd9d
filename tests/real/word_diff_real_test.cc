// The word diff's property on every English edition in ../shared (corpus/cr and corpus/cr-archive):
// for every rule of every consecutive pair of editions (by header date) that the edition map pairs
// and whose text changed, dropping the insertions gives the old text and dropping the deletions the
// new one, from the ops exactly and from the rendered [-...-]{+...+} line up to white space (unless
// the text itself holds an opening bracket, as "[-N]" does); no mark
// starts or ends inside a word; the rendered line is valid UTF-8. Every pair is checked (about
// 130). Skipped when ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "align/edition_map.h"
#include "align/word_diff.h"
#include "parse/parser.h"
#include "support/shared_dir.h"
#include "text/decoder.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

Document load(const std::string& path) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(path.substr(path.rfind('/') + 1), test::read_file(path), {}, d));
  std::vector<Document> docs = parse(src, {}, d);
  REQUIRE(!docs.empty());
  return std::move(docs[0]);
}

// White space runs collapsed to one space, the ends trimmed.
std::string collapse(std::string_view s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

// The text a rendered diff stands for on one side: each mark read from its opening bracket to the
// first closing one after it, the other side's marks dropped, this side's kept without brackets.
std::string side_of(std::string_view rendered, bool old_side) {
  std::string out;
  for (std::size_t i = 0; i < rendered.size();) {
    const std::string_view open = rendered.substr(i, 2);
    if (open == "[-" || open == "{+") {
      std::size_t e = rendered.find(open == "[-" ? "-]" : "+}", i + 2);
      if (e == std::string_view::npos) e = rendered.size();
      if ((open == "[-") == old_side) out += rendered.substr(i + 2, e - i - 2);
      i = std::min(rendered.size(), e + 2);
    } else {
      out += rendered[i++];
    }
  }
  return out;
}

bool valid_utf8(std::string_view s) {
  for (std::int32_t i = 0, n = static_cast<std::int32_t>(s.size()); i < n;) {
    UChar32 c;
    U8_NEXT(s.data(), i, n, c);
    if (c < 0) return false;
  }
  return true;
}

// Whether the code points either side of byte `at` of `text` are both letters or digits.
bool inside_word(std::string_view text, std::size_t at) {
  if (at == 0 || at >= text.size()) return false;
  auto i = static_cast<std::int32_t>(at);
  std::int32_t j = i;
  UChar32 before, after;
  U8_PREV(text.data(), 0, j, before);
  U8_NEXT(text.data(), i, static_cast<std::int32_t>(text.size()), after);
  return before >= 0 && after >= 0 && u_isalnum(before) && u_isalnum(after);
}

TEST_CASE("the word diff rebuilds both texts of every reworded rule of consecutive shared editions") {
  if (test::shared_status() != 0) return;
  namespace fs = std::filesystem;
  std::vector<std::pair<std::string, std::string>> dated;  // (header date, path)
  for (const char* dir : {"/corpus/cr", "/corpus/cr-archive"})
    for (const auto& e : fs::directory_iterator(test::shared_dir() + dir))
      if (e.path().filename().string().rfind("cr-en-", 0) == 0) dated.emplace_back(load(e.path().string()).edition, e.path().string());
  std::sort(dated.begin(), dated.end());
  REQUIRE(dated.size() >= 100);

  std::size_t pairs = 0, reworded = 0, ops_wrong = 0, rendered_wrong = 0, unreadable = 0, inside = 0, invalid = 0;
  Document prev = load(dated[0].second);
  for (std::size_t k = 1; k < dated.size(); ++k) {
    Document next = load(dated[k].second);
    Alignment m = map_editions(prev, next);
    ++pairs;
    for (const Unit& u : m.units) {
      if (u.members.size() < 2 || !u.members[0].present() || !u.members[1].present()) continue;
      const std::string a = m.text(u.members[0]), b = m.text(u.members[1]);
      if (a == b) continue;
      ++reworded;
      std::vector<DiffOp> ops = word_diff(a, b);
      bool ok = diff_before(ops) == a && diff_after(ops) == b;
      ops_wrong += !ok;
      const std::string line = diff_text(ops);
      CHECK_MESSAGE(ok, dated[k].first, " ", a, " -> ", b);
      // A text that holds an opening bracket of the notation itself ("[-N] means") cannot be read back.
      auto has_marks = [](std::string_view t) {
        return t.find("[-") != std::string_view::npos || t.find("{+") != std::string_view::npos;
      };
      if (has_marks(a) || has_marks(b)) {
        ++unreadable;
      } else {
        bool rebuilt = collapse(side_of(line, true)) == collapse(a) && collapse(side_of(line, false)) == collapse(b);
        rendered_wrong += !rebuilt;
        CHECK_MESSAGE(rebuilt, dated[k].first, " ", line);
      }
      for (const DiffOp& o : ops) {
        if (o.kind == DiffOp::Kind::kKeep) continue;
        std::string_view text = o.kind == DiffOp::Kind::kDelete ? std::string_view(a) : std::string_view(b);
        auto begin = static_cast<std::size_t>(o.text.data() - text.data());
        bool cut = inside_word(text, begin) || inside_word(text, begin + o.text.size());
        inside += cut;
        CHECK_MESSAGE(!cut, dated[k].first, " a mark inside a word: ", line);
      }
      bool utf8 = valid_utf8(line);
      invalid += !utf8;
      CHECK(utf8);
    }
    prev = std::move(next);
  }
  std::printf("word diff over %zu consecutive edition pairs: %zu reworded rules; ops not rebuilding %zu, rendered lines "
              "not rebuilding %zu (%zu not read back: their text holds an opening bracket), marks inside a word %zu, lines not "
              "UTF-8 %zu\n",
              pairs, reworded, ops_wrong, rendered_wrong, unreadable, inside, invalid);
  CHECK(reworded > 1000);
}

}  // namespace
}  // namespace rulecorp
