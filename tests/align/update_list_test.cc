// The update list (align/update_list.h) on two small English editions and a German translation of
// the older one. Intent: one row per English change, in the new edition's order (a removed rule
// after the rule before it), each with the German rule and its text; an added rule says which
// German rule it goes after; rules that did not change and rules the translation lacks have none.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "align/aligner.h"
#include "align/update_list.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

Document parsed(const std::string& name, const std::string& text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return std::move(parse(src, o, d).at(0));
}

const char* kA = "Each player begins the game with 20 life and draws seven cards.";
const char* kB = "A player who has 0 or less life loses the game the next time a player would receive priority.";
const char* kC = "A player who attempts to draw a card from a library with no cards in it loses the game.";
const char* kD = "A player with 10 or more poison counters loses the game.";
const char* kE = "A player who concedes the game leaves it immediately and loses it.";

}  // namespace

TEST_CASE("update list: an insertion shifts the rules after it; rows in the new order with the German rule beside each") {
  Document old_en = parsed("en-old.txt",
                           std::string("Rules\n\nThese rules are effective as of November 14, 2025.\n\n104. Ending the Game\n\n") +
                               "104.1. " + kA + "\n\n104.2. " + kB + "\n\n104.3. " + kC + "\n\n104.4. " + kD + "\n\n104.5. " + kE + "\n",
                           Language::kEn);
  Document new_en = parsed("en-new.txt",
                           std::string("Rules\n\nThese rules are effective as of February 27, 2026.\n\n104. Ending the Game\n\n") +
                               "104.1. Each player begins the game with 20 life and draws seven cards, then may mulligan.\n\n"
                               "104.2. A player who has 0 or less life at the end of a step loses the game.\n\n104.3. " + kB +
                               "\n\n104.4. " + kC + "\n\n104.5. " + kD + "\n",
                           Language::kEn);
  Document de = parsed("de.txt",
                       "Regeln\n\nDieses Regelwerk gilt ab dem 14. November 2025.\n\n104. Das Spiel beenden\n\n"
                       "104.1. Jeder Spieler beginnt das Spiel mit 20 Lebenspunkten und zieht sieben Karten.\n\n"
                       "104.2. Ein Spieler mit 0 oder weniger Lebenspunkten verliert das Spiel, wenn ein Spieler das nächste Mal Priorität erhielte.\n\n"
                       "104.3. Ein Spieler, der eine Karte aus einer leeren Bibliothek ziehen muss, verliert das Spiel.\n\n"
                       "104.4. Ein Spieler mit 10 oder mehr Giftmarken verliert das Spiel.\n\n"
                       "104.5. Ein Spieler, der aufgibt, verlässt das Spiel sofort und verliert es.\n",
                       Language::kDe);
  AlignOptions o;
  o.translates = {"", "", "2025-11-14"};
  Alignment a = align_documents({&new_en, &old_en, &de}, o);
  REQUIRE(a.documents[2].partner == 1);
  std::vector<std::string> seen;
  WordDiff diff = [&seen](const std::string& then, const std::string& now, std::vector<Mark>&, std::vector<Mark>&) {
    seen.push_back(then + " | " + now);
  };
  std::vector<UpdateList> lists = make_update_lists(a, new_en, diff);
  REQUIRE(lists.size() == 1);
  const UpdateList& list = lists[0];
  CHECK(list.key() == "de-2025-11-14");
  CHECK_FALSE(list.excerpt);
  std::vector<std::string> rows;
  for (const UpdateRow& r : list.rows)
    rows.push_back(r.number().str() + " " + std::string(update_change_name(r.change)) + " " +
                   (r.then ? r.old_number.str() : std::string("-")) + " " + list.place(r));
  CHECK(rows == std::vector<std::string>{"104.1 reworded 104.1 de.txt:7", "104.2 added - after de 104.1, line 7",
                                         "104.3 renumbered 104.2 de.txt:9", "104.4 renumbered 104.3 de.txt:11",
                                         "104.5 renumbered 104.4 de.txt:13", "104.5 removed 104.5 de.txt:15"});
  REQUIRE(list.rows.size() == 6);
  CHECK(list.rows[0].translation_text == "Jeder Spieler beginnt das Spiel mit 20 Lebenspunkten und zieht sieben Karten.");
  CHECK(list.rows[1].translation == nullptr);
  CHECK(list.rows[5].now == nullptr);
  CHECK(list.rows[5].then_text == kE);
  // The diff is asked for the reworded rule only.
  REQUIRE(seen.size() == 1);
  CHECK(seen[0] == std::string(kA) + " | Each player begins the game with 20 life and draws seven cards, then may mulligan.");
}

}  // namespace rulecorp
