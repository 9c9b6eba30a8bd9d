// The segments OmegaT 3.6 makes of CR paragraphs with its default rules (checked against OmegaT's
// own segmentation of EN 2025-11-14 by tests/tools/omegat.sh), and the cut of a translation.
#include "emit/cat_segments.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using rulecorp::cat_sentences;
using rulecorp::cut_like;

namespace {
std::vector<std::string> strings(const std::vector<std::string_view>& v) { return {v.begin(), v.end()}; }
}  // namespace

TEST_CASE("a leading number before a capital is its own segment; a subrule's number stays in its sentence") {
  CHECK(strings(cat_sentences("101.2. When a rule says so, it happens. (See rule 113.10.)", "en")) ==
        std::vector<std::string>{"101.2.", "When a rule says so, it happens.", "(See rule 113.10.)"});
  CHECK(strings(cat_sentences("100. General", "en")) == std::vector<std::string>{"100.", "General"});
  CHECK(strings(cat_sentences("100.1a A two-player game starts with two players.", "en")) ==
        std::vector<std::string>{"100.1a A two-player game starts with two players."});
}

TEST_CASE("sentences break after . ? ! before white space, not inside quotes, numbers or abbreviations") {
  CHECK(strings(cat_sentences("It reads “Draw a card.” and more. Next, e.g. this. Then etc. and so on.", "en")) ==
        std::vector<std::string>{"It reads “Draw a card.” and more.", "Next, e.g. this.", "Then etc. and so on."});
  CHECK(strings(cat_sentences("See rule 702.80. Then stop!", "en")) ==
        std::vector<std::string>{"See rule 702.80.", "Then stop!"});
  // Line breaks are white space: a rule's last sentence and its example on the next line.
  CHECK(strings(cat_sentences("101.2a Text here.\nExample: More.", "en")) ==
        std::vector<std::string>{"101.2a Text here.", "Example: More."});
  CHECK(strings(cat_sentences("Abandon\nTo turn a card. See rule 701.33.", "en")) ==
        std::vector<std::string>{"Abandon\nTo turn a card.", "See rule 701.33."});
  // English abbreviations apply to English only.
  CHECK(cat_sentences("Ask Mr. Smith.", "en").size() == 1);
  CHECK(cat_sentences("Ask Mr. Smith.", "de").size() == 2);
}

TEST_CASE("a translation is cut into as many pieces as its original, by length") {
  std::vector<std::string_view> en{"A player loses the game.", "See rule 104.3."};
  auto cut = cut_like("Ein Spieler verliert das Spiel. Siehe Regel 104.3.", en);
  REQUIRE(cut);
  CHECK(strings(*cut) == std::vector<std::string>{"Ein Spieler verliert das Spiel.", "Siehe Regel 104.3."});
  // An abbreviation's period is merged back into its sentence.
  std::vector<std::string_view> en2{"Some effects, for example a long one with many words, apply first.", "Others follow."};
  cut = cut_like("Manche Effekte, z. B. ein langer mit vielen Wörtern, gelten zuerst. Andere folgen.", en2);
  REQUIRE(cut);
  CHECK(strings(*cut) ==
        std::vector<std::string>{"Manche Effekte, z. B. ein langer mit vielen Wörtern, gelten zuerst.", "Andere folgen."});
  // Fewer sentences than segments: no cut.
  CHECK_FALSE(cut_like("Ein einziger Satz, der beides sagt.", en));
  // A cut that leaves a piece far from its original's length is refused.
  CHECK_FALSE(cut_like("A. Ein sehr langer zweiter Satz, der fast alles sagt, was die beiden englischen Sätze sagen.",
                       std::vector<std::string_view>{"First sentence of about forty characters.", "Second one, as long as the first."}));
}
