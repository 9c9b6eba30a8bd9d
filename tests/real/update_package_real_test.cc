// The update package (update/update_package.h, emit/xliff.h) of the real German CR 2025-11-14 for a
// newer English edition, which ../shared does not have: the test makes one from EN 2025-11-14
// (dated February 27, 2026) with a rule inserted (702.47a, the old 702.47a-e shifted to b-f), a
// rule reworded whose German text cites one of the shifted rules (701.50b), an example reworded
// (608.2k's Wall of Tears) and a glossary definition reworded (Splice). Intent: exactly one unit
// per change the translator must make, none for the five rules only renumbered; the reworded
// units carry the German text, its citation of the old 702.47a renumbered to 702.47b; the added
// rule says where it goes; the terms are the German glossary's; both XLIFF files parse and carry
// the package's identity; and backwards (EN 2025-11-14 → 2023-11-17, the edition map read the
// other way) every English rule reworded or added has a unit. Skipped when ../shared is absent,
// failing under CI=true.
#include <doctest/doctest.h>

#include <algorithm>
#include <pugixml.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "align/word_diff.h"
#include "emit/xliff.h"
#include "pipeline/pipeline.h"
#include "support/real_pair.h"
#include "support/shared_dir.h"
#include "update/update_package.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

// EN 2025-11-14 changed as a new edition would change it.
std::string newer_english(std::string en) {
  using test::replace_once;
  en = test::redated_english(std::move(en));
  for (char letter = 'e'; letter >= 'a'; --letter)
    replace_once(en, std::string("\n702.47") + letter + " ", std::string("\n702.47") + static_cast<char>(letter + 1) + " ");
  replace_once(en, "\n702.47b Splice is a static ability",
               "\n702.47a Splice is a keyword ability found on some instants and sorceries.\n\n702.47b Splice is a static ability");
  replace_once(en, "A permanent “connives” after the process described", "A permanent “connives” once the process described");
  replace_once(en, "return that creature to its owner’s hand at end of combat.” If Wall of Tears",
               "return that creature to its owner’s hand at the end of combat.” If Wall of Tears");
  replace_once(en, "A keyword ability that lets a player add a card’s rules text onto another spell.",
               "A keyword ability that lets a player add a card’s rules text onto another spell as it is cast.");
  return en;
}

void marks(const std::string& a, const std::string& b, std::vector<Mark>& in_a, std::vector<Mark>& in_b) {
  const std::vector<DiffOp> ops = word_diff(a, b);
  for (DiffSpan s : diff_spans(ops, a, true)) in_a.push_back({s.begin, s.end});
  for (DiffSpan s : diff_spans(ops, b, false)) in_b.push_back({s.begin, s.end});
}

// The package of the German text of `r` brought to the English edition dated `target`.
UpdatePackage package_of(const RunResult& r, const std::string& target, UpdateList& list) {
  const Document* to = nullptr;
  std::size_t k = r.texts.docs.size();
  for (std::size_t i = 0; i < r.texts.docs.size(); ++i) {
    if (r.texts.docs[i]->language == Language::kEn && r.texts.docs[i]->edition == target) to = r.texts.docs[i];
    if (r.texts.docs[i]->language == Language::kDe) k = i;
  }
  REQUIRE(to);
  REQUIRE(k < r.texts.docs.size());
  list = make_update_list(r.texts, k, *to, marks);
  return make_update_package(list, r.texts, r.glossary, {}, nullptr);
}

std::vector<std::string> summary(const UpdatePackage& p) {
  std::vector<std::string> out;
  for (const PackageUnit& u : p.units)
    out.push_back(u.id + " " + std::string(update_change_name(u.change)) + " " + (u.target ? "target" : "-") + " " + u.old_id());
  return out;
}

}  // namespace

TEST_CASE("update package of DE 2025-11-14 for a newer English edition: a unit per change to make, the German text renumbered") {
  const std::string en = test::cr_file("cr-en-2025-11-14.txt");
  const std::string de = test::cr_file("cr-de-2025-11-14.txt");
  RunResult r;
  test::run_real({{"cr-en-2026-02-27.txt", Language::kEn, newer_english(en)}, {"cr-en-2025-11-14.txt", Language::kEn, en},
                  {"cr-de-2025-11-14.txt", Language::kDe, de}},
                 r, test::RunAs::kUpdate);
  UpdateList list;
  const UpdatePackage p = package_of(r, "2026-02-27", list);
  CHECK(p.identity() == "rulecorp-package translation=de@2025-11-14 file=cr-de-2025-11-14.txt edition=2026-02-27");
  for (const std::string& s : summary(p)) MESSAGE(s);
  CHECK(summary(p) == std::vector<std::string>{"608.2k#ex1 reworded target 608.2k#ex1", "701.50b reworded target 701.50b",
                                               "702.47a added - ", "glossary:splice reworded target "});
  // The update list has the five rules only renumbered too; they need no unit.
  std::size_t renumbered = 0;
  for (const UpdateRow& row : list.rows) renumbered += row.change == UpdateChange::kRenumbered;
  CHECK(renumbered == 5);

  const PackageUnit& connive = p.units.at(1);
  REQUIRE(connive.target);
  CHECK(connive.target->find("intrigiert") != std::string::npos);
  CHECK(connive.target->find("Regel 702.47b") != std::string::npos);  // the German cites the old 702.47a
  CHECK(connive.target->find("702.47a") == std::string::npos);
  CHECK(connive.diff == "A permanent “connives” [-after-] {+once+} the process described in rule 701.50a is complete, even if some "
                        "or all of those actions were impossible.");
  CHECK(p.units.at(0).target->find("Tränenmauer") != std::string::npos);
  CHECK(p.units.at(2).place.starts_with("after de 702.47, line "));
  const PackageUnit& splice = p.units.at(3);
  REQUIRE(splice.target);
  CHECK(splice.target->starts_with("Eine Schlüsselwortfähigkeit, die einen Spieler den Regeltext"));
  REQUIRE_FALSE(splice.terms.empty());
  CHECK(splice.terms.front() == PackageTerm{"Splice", "Kopplung"});

  // Both files parse and carry the identity and the units.
  std::ostringstream v1, v2;
  write_xliff12(p, v1);
  write_xliff21(p, v2);
  pugi::xml_document d1, d2;
  REQUIRE(d1.load_string(v1.str().c_str()));
  REQUIRE(d2.load_string(v2.str().c_str()));
  CHECK(std::string(d1.child("xliff").child("file").child("header").child("note").child_value()) == p.identity());
  CHECK(std::string(d2.child("xliff").child("file").child("notes").child("note").child_value()) == p.identity());
  std::size_t n1 = 0, n2 = 0;
  for (pugi::xml_node u : d1.child("xliff").child("file").child("body").children("trans-unit")) n1 += !u.empty();
  for (pugi::xml_node u : d2.child("xliff").child("file").children("unit")) n2 += !u.empty();
  CHECK(n1 == p.units.size());
  CHECK(n2 == p.units.size());
}

TEST_CASE("update package of DE 2025-11-14 brought back to EN 2023-11-17: every English rule reworded or added has a unit") {
  RunResult r;
  test::run_real({{"cr-en-2023-11-17.txt", Language::kEn, test::cr_file("cr-en-2023-11-17.txt")},
                  {"cr-en-2025-11-14.txt", Language::kEn, test::cr_file("cr-en-2025-11-14.txt")},
                  {"cr-de-2025-11-14.txt", Language::kDe, test::cr_file("cr-de-2025-11-14.txt")}},
                 r, test::RunAs::kUpdate);
  UpdateList list;
  const UpdatePackage p = package_of(r, "2023-11-17", list);
  std::size_t changed = 0, with_unit = 0, reworded = 0, carrying = 0;
  for (const UpdateRow& row : list.rows) {
    if (!row.reworded() && row.change != UpdateChange::kAdded) continue;
    ++changed;
    const std::string id = row.new_number.str();
    with_unit += std::any_of(p.units.begin(), p.units.end(), [&id](const PackageUnit& u) { return u.id == id; });
  }
  for (const PackageUnit& u : p.units)
    if (u.change != UpdateChange::kAdded) {
      ++reworded;
      carrying += u.target && !u.target->empty();
    }
  MESSAGE(with_unit << " of " << changed << " rules reworded or added have a unit; " << carrying << " of " << reworded
                    << " reworded units carry the present translation; " << p.units.size() << " units");
  CHECK(changed > 200);
  CHECK(with_unit == changed);
  CHECK(carrying * 100 >= reworded * 95);
}

}  // namespace rulecorp
