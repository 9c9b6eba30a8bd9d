// The texts are the real ones (the German seed, the 2009 English CR, the 2025 German CR), so the
// reports look as translators will see them; the hostile finding is made up.
#include "emit/report_samples.h"

#include <stdexcept>

namespace rulecorp::test {

Mark mark_of(std::string_view text, std::string_view part, std::size_t from) {
  std::size_t at = text.find(part, from);
  if (at == std::string_view::npos) throw std::logic_error("sample: '" + std::string(part) + "' not in text");
  return {static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + part.size())};
}

namespace {

Location location(std::string file, std::uint32_t line, std::string language, std::string edition, std::string rule,
                  std::string role, std::string text) {
  Location l;
  l.file = std::move(file);
  l.line = line;
  l.column = 1;
  l.language = std::move(language);
  l.edition = std::move(edition);
  l.rule = std::move(rule);
  l.role = std::move(role);
  l.text = std::move(text);
  return l;
}

Diagnostic xref_stale() {
  Diagnostic d = make_diagnostic("xref.stale", "cr-de.txt", 120, 5,
                                 "de 702.80b cites 306.5, the number of 506.5 (\"attacks alone\") before the 2009-10-01 "
                                 "edition: cite 506.5");
  d.suggestion = "cite 506.5";
  d.unit = "702.80b";
  d.language = "de";
  d.rule = "702.80b";
  d.text = "Eine Kreatur \xE2\x80\x9Egreift alleine an\xE2\x80\x9C, falls sie die einzige Kreatur ist, die in einer "
           "bestimmten Kampfphase als Angreifer deklariert wird. Siehe Regel 306.5.";
  d.marks = {mark_of(d.text, "306.5")};
  Location original = location("cr-en.txt", 3014, "en", "2009-10-01", "702.80b", "original",
                               "A creature \"attacks alone\" if it's the only creature declared as an attacker in a "
                               "given combat phase. See rule 506.5.");
  original.marks = {mark_of(original.text, "506.5")};
  d.related.push_back(std::move(original));
  d.related.push_back(location("cr-en.txt", 1504, "en", "2009-10-01", "506.5", "cited",
                               "A creature attacks alone if it's the only creature declared as an attacker during the "
                               "declare attackers step. A creature is attacking alone if it's attacking but no other "
                               "creatures are. A creature blocks alone if it's the only creature declared as a blocker "
                               "during the declare blockers step. A creature is blocking alone if it's blocking but no "
                               "other creatures are."));
  d.args = {{"cited", "306.5"}, {"expected", "506.5"}, {"renumbered", "2009-10-01"}};
  d.fix = Fix{"cr-de.txt", 48211, 48216, "506.5"};
  return d;
}

Diagnostic quotes() {
  Diagnostic d = make_diagnostic("typography.quotes", "seed-000.txt", 23, 41,
                                 "en 702.80a uses German quotation marks \xE2\x80\x9E\xE2\x80\x9C; English uses "
                                 "\xE2\x80\x9C\xE2\x80\x9D");
  d.suggestion = "\xE2\x80\x9C" "Exalted\xE2\x80\x9D means \xE2\x80\x9CWhenever \xE2\x80\xA6 until end of turn.\xE2\x80\x9D";
  d.unit = "702.80a";
  d.language = "en";
  d.rule = "702.80a";
  d.snippet = "702.80a. Exalted is a triggered ability. \xE2\x80\x9E" "Exalted\xE2\x80\x9C means \xE2\x80\x9EWhenever a "
              "creature you control attacks alone, that creature gets +1/+1 until end of turn.\xE2\x80\x9C";
  d.text = d.snippet.substr(9);
  for (std::size_t at = 0; (at = d.text.find("\xE2\x80\x9E", at)) != std::string::npos; at += 3)
    d.marks.push_back({static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + 3)});
  for (std::size_t at = 0; (at = d.text.find("\xE2\x80\x9C", at)) != std::string::npos; at += 3)
    d.marks.push_back({static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + 3)});
  d.related.push_back(location("seed-000.txt", 7, "de", "", "702.80a", "translation",
                               "Edelmut ist eine ausgel\xC3\xB6ste F\xC3\xA4higkeit. \xE2\x80\x9E" "Edelmut\xE2\x80\x9C "
                               "bedeutet: Immer wenn eine Kreatur, die du kontrollierst, alleine angreift, erh\xC3\xA4lt "
                               "diese Kreatur +1/+1 bis zum Ende des Zuges."));
  d.args = {{"found", "\xE2\x80\x9E\xE2\x80\x9C"}, {"expected", "\xE2\x80\x9C\xE2\x80\x9D"}};
  return d;
}

Diagnostic missing() {
  Diagnostic d = make_diagnostic("align.missing", "cr-de-2025-11-14.txt", 3283, 1,
                                 "en 201.4g is not translated: no German rule between 201.4f and 202");
  d.unit = "201.4g";
  d.language = "de";
  d.edition = "2025-11-14";
  d.rule = "201.4g";
  d.related.push_back(location("cr-en-2025-11-14.txt", 1315, "en", "2025-11-14", "201.4g", "original",
                               "Some cards have interchangeable names (see rule 201.3). For all game purposes, these "
                               "cards have the same name. If a player chooses the name of a card which has "
                               "interchangeable names, the name of each of those cards has been chosen."));
  return d;
}

Diagnostic glued() {
  Diagnostic d = make_diagnostic("numbering.glued", "cr-de-2025-11-14.txt", 8385, 24,
                                 "rule 613.7m starts mid-line; the line is split before it");
  d.snippet = "Aufkleber unver\xC3\xA4ndert.613.7m Falls zwei oder mehr Objekte gleichzeitig einen ";
  d.fix = Fix{"cr-de-2025-11-14.txt", 601388, 601388, "\n\n"};  // an insertion: an empty range
  return d;
}

Diagnostic variant() {
  Diagnostic d = make_diagnostic("ruling.variant", "rulings-en.txt", 12, 1,
                                 "ruling 3 restates ruling 1 of the rulings page with other wording");
  d.unit = "ruling:rulings-en:3";
  d.language = "en";
  d.rule = "ruling 3";
  d.text = "If the creature leaves the battlefield, the bonus ends.";
  d.marks = {mark_of(d.text, "leaves the battlefield")};
  Location other = location("rulings-page.txt", 4, "en", "", "ruling 1", "variant",
                            "If the creature leaves play, the bonus ends.");
  other.marks = {mark_of(other.text, "leaves play")};
  d.related.push_back(std::move(other));
  return d;
}

Diagnostic hostile() {
  Diagnostic d = make_diagnostic("number.mismatch", std::string(kHostileFile), 7, 3,
                                 "fr 502.83a has +2/+2 where the original has +1/+1 <b>&amp; \"quoted\" ]]>");
  d.severity = Severity::kError;  // raised by a policy
  d.suggestion = "+1/+1 </p><script>alert(1)</script>";
  d.unit = "502.83a";
  d.language = "fr";
  d.edition = "2008-10-01";
  d.rule = "502.83a";
  d.text = "L'exaltation <b>&amp; ]]> est une capacit\xC3\xA9 d\xC3\xA9" "clench\xC3\xA9" "e. \xC2\xAB Exaltation \xC2\xBB "
           "\xE2\x80\x8F signifie \xC2\xAB cette cr\xC3\xA9" "ature gagne +2/+2\njusqu'\xC3\xA0 la fin du tour \xC2\xBB "
           "\x1B[31m</script>.";
  d.marks = {mark_of(d.text, "+2/+2")};
  Location original = location("cr-en-2008-10-01.txt", 3101, "en", "2008-10-01", "502.83a", "original",
                               "Exalted is a triggered ability. \"Exalted\" means \"Whenever a creature you control "
                               "attacks alone, that creature gets +1/+1 until end of turn.\"");
  original.marks = {mark_of(original.text, "+1/+1")};
  d.related.push_back(std::move(original));
  d.args = {{"found", "+2/+2"}, {"expected", "+1/+1"}};
  return d;
}

}  // namespace

Report sample_report() {
  Report r;
  r.inputs = {{"cr-en.txt", "en", "2009-10-01"},
              {"cr-de.txt", "de", ""},
              {"seed-000.txt", "en", ""},
              {"cr-de-2025-11-14.txt", "de", "2025-11-14"},
              {"cr-en-2025-11-14.txt", "en", "2025-11-14"},
              {std::string(kHostileFile), "fr", "2008-10-01"}};
  r.findings = {xref_stale(), quotes(), missing(), glued(), variant(), hostile()};
  r.baselined = 2;
  r.disabled = 1;
  return r;
}

}  // namespace rulecorp::test
