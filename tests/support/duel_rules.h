// Two editions of a small invented rulebook, for tests that run the pipeline over editions: the
// 2025-09-01 one numbers combat 306.x and keywords 502.x, the 2026-03-06 one renumbers them 506.x
// and 702.x (306.5 became 506.3) and rewords 702.3a.
#ifndef RULECORP_TESTS_SUPPORT_DUEL_RULES_H_
#define RULECORP_TESTS_SUPPORT_DUEL_RULES_H_

namespace rulecorp::test {

inline constexpr const char* kDuelRules2025 =
    "Duel Rules\n\nThese rules are effective as of September 1, 2025.\n\n"
    "306. Combat Phase\n\n"
    "306.1. The combat phase has five steps.\n\n"
    "306.5. A creature attacks alone if it is the only creature declared as an attacker.\n\n"
    "502. Keyword Abilities\n\n"
    "502.2. Exalted\n\n"
    "502.2a Exalted is a triggered ability. See rule 306.5.\n\n"
    "502.3a Flying is an evasion ability. A creature with flying can't be blocked except by creatures with flying.\n";
inline constexpr const char* kDuelRules2026 =
    "Duel Rules\n\nThese rules are effective as of March 6, 2026.\n\n"
    "506. Combat Phase\n\n"
    "506.1. The combat phase has five steps.\n\n"
    "506.3. A creature attacks alone if it is the only creature declared as an attacker.\n\n"
    "702. Keyword Abilities\n\n"
    "702.2. Exalted\n\n"
    "702.2a Exalted is a triggered ability. See rule 506.3.\n\n"
    "702.3a Flying is an evasion ability. A creature with flying can't be blocked except by creatures with flying or reach.\n";

}  // namespace rulecorp::test

#endif  // RULECORP_TESTS_SUPPORT_DUEL_RULES_H_
