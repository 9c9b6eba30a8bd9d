// The fixes of the findings on the real pair EN/DE 2025 with the shared history of English
// editions, through the same report `rulecorp check` and `rulecorp fix` make: the findings that
// carry a fix are counted per kind (the target is at least 15), the fixes are applied to the inputs'
// bytes with the edit model, and the fixed texts are checked again: none of the fixed findings is
// there any more, and no finding appears that the first run did not have. Findings are compared by
// content (check, file, rule, message with line numbers taken out), since a fix that splits a line
// moves the lines after it. A grouped finding (xref.shifted) is fixed by all its members' fixes at
// once; a member without a certain fix stays, alone, and is no new finding. The German file's HTML
// entities are fixed too, every occurrence of each. Skipped when ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <regex>
#include <set>

#include "edit/edit_set.h"
#include "pipeline/pipeline.h"
#include "pipeline/report.h"
#include "support/shared_dir.h"
#include "text/decoder.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

const char* const kInputs[] = {"cr-en-2025-11-14.txt", "cr-de-2025-11-14.txt", "cr-en-2023-11-17.txt", "cr-en-2016-09-30.txt",
                               "cr-en-2015-01-23.txt", "cr-en-2013-04-29.txt", "cr-en-2009-10-05.txt", "cr-en-2008-10-01.txt"};

std::vector<Diagnostic> check(const std::vector<std::string>& bytes) {
  std::vector<CorpusInput> inputs;
  for (std::size_t i = 0; i < bytes.size(); ++i) inputs.push_back({kInputs[i], std::nullopt, bytes[i]});
  Diagnostics diags;
  PipelineOptions o;
  RunResult run;
  run_pipeline(std::move(inputs), o, diags, run);
  return make_report(run, diags, SeverityPolicy()).findings;
}

// A finding by content: its check, file, rule and message, with the line numbers in the message
// ("taken from line 12", "at cr-de.txt:40") taken out.
std::string key(const Diagnostic& d) {
  static const std::regex lines(R"((line |\.txt:)\d+)");
  return d.check + " | " + d.file + " | " + d.rule + " | " + std::regex_replace(d.message, lines, "$1#");
}

}  // namespace

TEST_CASE("EN/DE 2025 with the history: the fixes apply, and a re-check shows none of them and nothing new") {
  const std::string dir = test::shared_dir() + "/corpus/cr/";
  std::vector<std::string> bytes;
  for (const char* name : kInputs) bytes.push_back(test::read_file(dir + name));
  const std::vector<Diagnostic> before = check(bytes);

  EditSet edits;
  std::map<std::string, const Diagnostic*> by_id;
  std::map<std::string, std::size_t> with_fix;  // check -> findings carrying a fix
  for (const Diagnostic& d : before) {
    const std::vector<Fix> fixes = fixes_of(d);
    if (fixes.empty()) continue;
    ++with_fix[d.check];
    std::string id = key(d) + " @" + std::to_string(d.line) + ":" + std::to_string(d.column);
    by_id[id] = &d;
    // A grouped finding (xref.shifted) carries one fix per member: all of them are applied.
    for (const Fix& f : fixes) edits.add(Edit{f.file, f.begin, f.end, f.replacement, id});
  }
  std::size_t total = 0;
  for (const auto& [check, n] : with_fix) {
    MESSAGE(check << ": " << n << " findings with a fix");
    total += n;
  }
  MESSAGE(total << " of " << before.size() << " findings carry a fix");
  CHECK(total >= 15);
  // The German file's entities, &rarr; on 485 Glossar lines and &infin; 8 times, are two findings,
  // each with the fix of every occurrence (UTF-8 holds both characters).
  std::size_t entity_fixes = 0;
  for (const Diagnostic& d : before)
    if (d.check == "text.entity" && d.file == "cr-de-2025-11-14.txt") entity_fixes += fixes_of(d).size();
  CHECK(with_fix["text.entity"] == 2);
  CHECK(entity_fixes == 485 + 8);

  // Apply them, each input in its own encoding.
  std::vector<std::string> fixed = bytes;
  std::multiset<std::string> fixed_keys;
  std::set<std::string> applied_ids;  // a finding with several fixes is fixed once
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    Diagnostics ignored;
    Source src = decode(kInputs[i], bytes[i], {}, ignored);
    AppliedEdits out = edits.apply({kInputs[i], bytes[i], src.encoding, src.line_ending});
    for (const EditProblem& p : out.problems) MESSAGE("left out: " << p.message);
    CHECK(out.problems.empty());
    for (const Edit& e : out.applied)
      if (applied_ids.insert(e.finding).second) {  // named once, with its first fix
        MESSAGE("fixed: " << e.finding << " -> \"" << e.replacement << "\"");
        fixed_keys.insert(key(*by_id.at(e.finding)));
      }
    fixed[i] = std::move(out.bytes);
  }
  // Findings fixed by an identical edit (applied once) are fixed too.
  for (const Diagnostic& d : before)
    if (d.fix && d.more_fixes.empty() && !fixed_keys.count(key(d)))
      for (const Edit& e : edits.edits())
        if (e.file == d.fix->file && e.begin == d.fix->begin && e.end == d.fix->end && e.replacement == d.fix->replacement)
          fixed_keys.insert(key(d));

  const std::vector<Diagnostic> after = check(fixed);
  std::multiset<std::string> remaining;
  for (const Diagnostic& d : before) remaining.insert(key(d));
  for (const std::string& k : fixed_keys)
    if (auto it = remaining.find(k); it != remaining.end()) remaining.erase(it);
  // A member of a grouped finding without a fix of its own (xref.shifted: "Überdauern", whose
  // original citation is suspect) is its own finding once the others are fixed: not new.
  std::set<std::pair<std::string, std::string>> members;  // (file, rule)
  for (const Diagnostic& d : before)
    if (d.check == "xref.shifted") {
      members.emplace(d.file, d.rule);
      for (const Location& l : d.related)
        if (l.role == "member") members.emplace(l.file, l.rule);
    }
  std::size_t again = 0, fresh = 0, unfixed_members = 0;
  std::multiset<std::string> expected = remaining;
  for (const Diagnostic& d : after) {
    const std::string k = key(d);
    if (d.check.rfind("xref.", 0) == 0 && d.check != "xref.shifted" && members.count({d.file, d.rule})) {
      ++unfixed_members;
      MESSAGE("a shifted block's member without a fix, alone now: " << k);
    } else if (fixed_keys.count(k) && !remaining.count(k)) {
      ++again;
      MESSAGE("still there after its fix: " << k);
    } else if (auto it = expected.find(k); it != expected.end()) {
      expected.erase(it);
    } else {
      ++fresh;
      MESSAGE("new after the fixes: " << k);
    }
  }
  MESSAGE("re-check: " << before.size() << " findings before, " << after.size() << " after; " << fixed_keys.size()
                       << " fixed, " << again << " of them still there, " << fresh << " new, " << unfixed_members
                       << " unfixed members of a shifted block alone");
  // What is left of the expected findings vanished with a fix of another finding (a range whose
  // first number was fixed; a rule whose glued neighbour was split off).
  for (const std::string& k : expected) MESSAGE("gone with another finding's fix: " << k);
  CHECK(again == 0);
  CHECK(fresh == 0);
  // The entities are gone from the fixed German text, their characters in their place.
  CHECK(std::none_of(after.begin(), after.end(), [](const Diagnostic& d) { return d.check == "text.entity"; }));
  CHECK(fixed[1].find("&rarr;") == std::string::npos);
  CHECK(fixed[1].find("&infin;") == std::string::npos);
  CHECK(fixed[1].find("Abandon \u2192 Fallenlassen") != std::string::npos);
  CHECK(unfixed_members <= 1);  // only "Überdauern"
}

}  // namespace rulecorp
