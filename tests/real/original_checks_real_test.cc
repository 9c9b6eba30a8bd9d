// The original checked and never copied, on the real pair EN/DE 2025 in ../shared with every English
// edition of ../shared/corpus/cr and cr-archive as history, checked as `rulecorp check` checks
// them: every xref.title, xref.shifted and every cross-reference finding on the English file, read
// one by one, is listed below with its verdict, and the test asserts the findings are exactly
// these; the German ranges of an older edition are stale as one citation; the German findings that
// copied an error of the original are gone, and no suggestion is the original's wrong number. Skipped when ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "pipeline/pipeline.h"
#include "support/real_pair.h"
#include "support/shared_dir.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

struct Expected {
  const char* where;  // "LANG:LINE check"
  bool real;          // the verdict after reading the finding against both texts and the history
};

// Every finding of the checks read here on EN/DE 2025, with its verdict.
const Expected kExpected[] = {
    // English original: the maintainers' errors.
    {"en:1311 xref.stale", true},     // 201.4e "(See rule 713.)" for a meld pair's name: 713 was Meld Cards until
                                      // 2023-02-03 (folded into 712 since); 713 is Substitute Cards; de cites 712
    {"en:6140 xref.title", true},     // 724.5 "See rule 613, “Continuous Effects.”": 611 is Continuous Effects
                                      // (613 is Interaction of Continuous Effects); de cites 611
    {"en:7663 xref.title", true},     // Glossary "Endure": "See rule 702.62, “Endure.”" — 702.62 is Suspend, 701.63 Endure
    {"en:8204 xref.dangling", true},  // Glossary "Map": "see rule 110.10" — no such rule; 111.10 is predefined tokens
    // German: one shift of the Glossar's citations of 701.53–701.63 (ten keyword actions, each cited
    // ten past its number; "Überdauern" at 701.73 for 701.63, as its own title says, where the
    // English cites 702.62 by mistake), one finding listing its ten members.
    {"de:19163 xref.shifted", true},
};

// German findings of the check before that are another finding now: a range an older English
// edition wrote is stale as one citation, and a range no edition wrote is one mismatch of the range
// (each was an added or omitted number).
const char* const kChanged[] = {
    "de:6370 xref.stale",  // 601.2 "(Regeln 601.2a–e)": the English wrote 601.2a–e until 2015-09-26, 601.2a–d since (real)
    "de:6685 xref.stale",  // 602.2b "Regeln 601.2b–h": the English wrote 601.2b–h until 2015-07-17, 601.2b–i since (real)
    "de:6851 xref.mismatch",  // 603.3d "Regeln 601.2c–h": the English 603.3d wrote 601.2c–d in every edition since
                              // 2009-07-08 (410.4 before, no range); a triggered ability chooses targets and
                              // divisions (c–d), it pays no cost (e–h): wrong, cite 601.2c–d (real)
};

// German findings of the check before, gone now: the German was right and the English wrong, or the
// finding is one member of the shift above.
const char* const kGone[] = {
    "de:3272",   // 201.4e cites 712 (right): was "cite 713", the original's stale number
    "de:16217",  // 724.5 cites 611 „Fortdauernde Effekte“ (right): was "cite 613", copying the original
    "de:19458", "de:19463", "de:19724", "de:20279", "de:20471", "de:21638", "de:22219", "de:22422", "de:22843",
};

const std::set<std::string> kChecks = {"xref.title", "xref.shifted"};

}  // namespace

TEST_CASE("EN/DE 2025 with the history: the original's citations checked, its errors never copied") {
  const std::vector<Diagnostic> found = test::en_de_2025_findings(true);
  std::set<std::string> got, at, all;
  for (const Diagnostic& d : found) {
    const std::string lang = d.file == "cr-de-2025-11-14.txt" ? "de" : d.file == "cr-en-2025-11-14.txt" ? "en" : "";
    if (lang.empty()) continue;
    at.insert(lang + ":" + std::to_string(d.line));
    all.insert(lang + ":" + std::to_string(d.line) + " " + d.check);
    if (!kChecks.count(d.check) && !(lang == "en" && d.check.rfind("xref.", 0) == 0)) continue;
    const std::string key = lang + ":" + std::to_string(d.line) + " " + d.check;
    std::cout << key << "  " << d.message << '\n';
    got.insert(key);
  }
  std::set<std::string> want;
  std::size_t real = 0;
  for (const Expected& e : kExpected) {
    want.insert(e.where);
    real += e.real;
  }
  for (const std::string& k : got) CHECK_MESSAGE(want.count(k), "a finding not read yet: " << k);
  for (const std::string& k : want) CHECK_MESSAGE(got.count(k), "a listed finding no longer reported: " << k);
  CHECK(real * 100 >= std::size(kExpected) * 97);
  for (const char* c : kChanged) CHECK_MESSAGE(all.count(c), "a range no longer stale as a whole: " << c);
  for (const char* g : kGone) CHECK_MESSAGE(!at.count(g), "a finding that copied the original or belongs to the shift: " << g);

  for (const Diagnostic& d : found) {
    // No German suggestion is the original's wrong number.
    if (d.file == "cr-de-2025-11-14.txt" && d.check.rfind("xref.", 0) == 0) {
      CHECK_MESSAGE(d.suggestion != "702.62", d.message);
      CHECK_MESSAGE(!(d.rule == "724.5" && d.suggestion == "613"), d.message);
      CHECK_MESSAGE(!(d.rule == "201.4e" && d.suggestion == "713"), d.message);
    }
    // The shift lists its ten members, "Überdauern" with the number its title names, and keeps the
    // certain fix of each member but "Überdauern" (its original citation is suspect): nine replacements
    // that `rulecorp fix` applies, each the number the English cites for that entry.
    if (d.check == "xref.shifted") {
      CHECK(std::count_if(d.related.begin(), d.related.end(), [](const Location& l) { return l.role == "member"; }) == 9);
      CHECK(d.message.find("\u00dcberdauern 701.73 for 701.63") != std::string::npos);
      CHECK(d.message.find("rules 701.53\u2013701.63") != std::string::npos);
      const std::vector<Fix> fixes = fixes_of(d);
      CHECK(fixes.size() == 9);
      for (const Fix& f : fixes) {
        const bool in_block = f.replacement.rfind("701.5", 0) == 0 || f.replacement == "701.61" || f.replacement == "701.63";
        CHECK_MESSAGE(in_block, f.replacement);
      }
      CHECK(std::none_of(fixes.begin(), fixes.end(), [](const Fix& f) { return f.replacement == "702.62"; }));
    }
  }
}

}  // namespace rulecorp
