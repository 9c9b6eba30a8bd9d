// The update list (align/update_list.h) of the real German CR 2025-11-14 against a newer English
// edition, which ../shared does not have: the test makes one from EN 2025-11-14 (dated February 27,
// 2026; 702.80b inserted and the old 702.80b-d shifted to c-e, 702.9a reworded, 702.9c removed).
// Intent: the update list holds exactly the rows of those changes, with the German rule and its
// text beside each (the added rule with its insertion point), in the new edition's order; and the
// same rows whether the run has three inputs or every English edition of ../shared besides (the
// German text is paired with its own edition, whatever else is given). Skipped when ../shared is
// absent, failing under CI=true.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "support/real_pair.h"
#include "support/shared_dir.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

// EN 2025-11-14 changed as a new edition would change it.
std::string newer_english(std::string en) {
  using test::replace_once;
  en = test::redated_english(std::move(en));
  replace_once(en, "702.80d Multiple instances of wither", "702.80e Multiple instances of wither");
  replace_once(en, "702.80c The wither rules function", "702.80d The wither rules function");
  replace_once(en, "702.80b If an object changes zones before an effect causes it to deal damage, its last known information is used to determine whether it had wither.",
               "702.80b Wither applies to damage dealt to any creature, including a creature that is also a planeswalker or a battle.\n\n"
               "702.80c If an object changes zones before an effect causes it to deal damage, its last known information is used to determine whether it had wither.");
  replace_once(en, "702.9a Flying is an evasion ability.", "702.9a Flying is an evasion ability that restricts how a creature can be blocked.");
  replace_once(en, "702.9c Multiple instances of flying on the same creature are redundant.\n\n", "");
  return en;
}

// The rows of the German update list, one line each: new number, change, old number, where the
// German rule is or goes, the first words of its text.
std::vector<std::string> rows_of(const RunResult& r) {
  std::vector<std::string> out;
  for (const UpdateList& list : r.updates) {
    if (list.language != "de") continue;
    for (const UpdateRow& row : list.rows)
      out.push_back(row.number().str() + " " + std::string(update_change_name(row.change)) + " " +
                    (row.then ? row.old_number.str() : std::string("-")) + " " + list.place(row) + " | " +
                    row.translation_text.substr(0, 40));
  }
  return out;
}

}  // namespace

TEST_CASE("update list of DE 2025-11-14 against a newer English edition: the constructed changes, with 3 inputs and with all editions") {
  namespace fs = std::filesystem;
  const std::string en = test::cr_file("cr-en-2025-11-14.txt");
  const std::string de = test::cr_file("cr-de-2025-11-14.txt");
  const std::string newer = newer_english(en);

  RunResult three;
  test::run_real({{"cr-en-2026-02-27.txt", Language::kEn, newer}, {"cr-en-2025-11-14.txt", Language::kEn, en},
                  {"cr-de-2025-11-14.txt", Language::kDe, de}},
                 three);
  std::vector<std::string> rows = rows_of(three);
  for (const std::string& row : rows) MESSAGE(row);
  REQUIRE(rows.size() == 6);
  auto starts = [](const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; };
  CHECK(starts(rows[0], "702.9a reworded 702.9a cr-de-2025-11-14.txt:"));
  CHECK(starts(rows[1], "702.9c removed 702.9c cr-de-2025-11-14.txt:"));
  CHECK(starts(rows[2], "702.80b added - after de 702.80a, line "));
  CHECK(starts(rows[3], "702.80c renumbered 702.80b cr-de-2025-11-14.txt:"));
  CHECK(starts(rows[4], "702.80d renumbered 702.80c cr-de-2025-11-14.txt:"));
  CHECK(starts(rows[5], "702.80e renumbered 702.80d cr-de-2025-11-14.txt:"));
  for (std::size_t k : {0, 1, 3, 4, 5}) CHECK(rows[k].find(" | 702.") == std::string::npos);  // a German text, not a number
  const UpdateList& list = three.updates.at(0);
  CHECK(list.then->edition == "2025-11-14");
  CHECK(list.now->edition == "2026-02-27");
  // The reworded rule's diff marks the new words only, and the German rule's text is beside it.
  const UpdateRow& reworded = list.rows.at(0);
  REQUIRE(reworded.now_marks.size() == 1);
  CHECK(reworded.now_text.substr(reworded.now_marks[0].begin, reworded.now_marks[0].end - reworded.now_marks[0].begin) ==
        "that restricts how a creature can be blocked");
  CHECK(reworded.then_marks.empty());
  CHECK(reworded.translation_text.find("Flugfähigkeit") != std::string::npos);
  // The findings are the rows.
  std::size_t outdated = 0;
  for (const Diagnostic& d : three.findings) outdated += d.check == "align.outdated";
  CHECK(outdated == rows.size());

  // Every English edition of ../shared besides (the archive read as the pipeline streams it).
  std::vector<CorpusInput> all = {{"cr-en-2026-02-27.txt", Language::kEn, newer}, {"cr-de-2025-11-14.txt", Language::kDe, de}};
  std::vector<std::string> paths;
  for (const char* dir : {"/corpus/cr", "/corpus/cr-archive"})
    for (const auto& e : fs::directory_iterator(test::shared_dir() + dir))
      if (e.path().filename().string().rfind("cr-en-", 0) == 0) paths.push_back(e.path().string());
  std::sort(paths.begin(), paths.end());
  for (const std::string& p : paths) {
    CorpusInput in;
    in.name = fs::path(p).filename().string();
    in.language = Language::kEn;
    in.read = [p](std::size_t limit) {
      std::string bytes = test::read_file(p);
      if (limit && bytes.size() > limit) bytes.resize(limit);
      return bytes;
    };
    all.push_back(std::move(in));
  }
  RunResult every;
  test::run_real(std::move(all), every);
  CHECK(every.corpus.history.size() >= 120);
  CHECK(rows_of(every) == rows);
}

}  // namespace rulecorp
