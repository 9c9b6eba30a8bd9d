// The align.* findings derived from an alignment's member statuses: each names what differs and what
// the translator should do, carries the unit, language, rule and text of its position, and the
// partner as a structured related location (for SARIF and HTML), not only in prose. And run_checks,
// which adds them to the content findings: the same findings, in the same order, on any number of
// threads.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "align/aligner.h"
#include "check/alignment_findings.h"
#include "check/checker.h"
#include "parse/parser.h"
#include "pipeline/check_fanout.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

std::vector<Document> doc(const std::string& name, std::string_view text, Language lang) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = lang;
  return parse(src, o, d);
}

const Diagnostic* find(const std::vector<Diagnostic>& ds, std::string_view check, std::uint32_t line) {
  for (const Diagnostic& d : ds)
    if (d.check == check && d.line == line) return &d;
  return nullptr;
}

}  // namespace

TEST_CASE("findings: swapped, misnumbered, missing and extra rules, with their partners") {
  auto en = doc("en.txt",
                "601.4. While announcing choices as described in rule 601.2b, some options may be available.\n\n"
                "601.5. If a player can no longer cast a spell (see rules 601.2a-d), the casting is illegal (see rule 732).\n\n"
                "601.5a A player may continue (see 601.3d).\n\n"
                "601.6. The first rule the translation lacks, quite long enough to matter.\n\n"
                "601.7. Last.\n",
                Language::kEn);
  auto de = doc("de.txt",
                "601.4 Falls ein Spieler keinen Zauberspruch mehr wirken darf (siehe Regeln 601.2a-d), ist das Wirken illegal (siehe Regel 732).\n\n"
                "601.4a Ein Spieler darf fortfahren (siehe Regel 601.3d).\n\n"
                "601.5 Während der Ankündigung von Entscheidungen, wie in Regel 601.2b beschrieben, können Optionen verfügbar sein.\n\n"
                "601.7 Letzte.\n\n"
                "601.8 Eine zusätzliche Regel.\n",
                Language::kDe);
  Alignment a = align_documents({&en[0], &de[0]});
  std::vector<Diagnostic> f = alignment_findings(a);
  REQUIRE(f.size() == 4);  // the swap is one fault: one finding for both rules

  CHECK(!find(f, "align.swapped", 1));  // reported once, at the first unit in the original's order
  const Diagnostic* swap = find(f, "align.swapped", 5);  // the German 601.5 is the English 601.4, and back
  REQUIRE(swap);
  CHECK(swap->file == "de.txt");
  CHECK(swap->unit == "601.4");
  CHECK(swap->language == "de");
  CHECK(swap->rule == "601.5");
  CHECK(swap->text.starts_with("Während der Ankündigung"));
  CHECK(swap->message.starts_with("rules 601.5 and 601.4 are swapped in de: de 601.5 translates en 601.4 (\"While announcing"));
  CHECK(swap->message.find("and de 601.4 translates en 601.5 (\"If a player can no longer cast") != std::string::npos);
  CHECK(swap->message.find(": exchange their numbers") != std::string::npos);
  REQUIRE(swap->related.size() == 2);
  CHECK(swap->related[0].role == "original");
  CHECK(swap->related[0].file == "en.txt");
  CHECK(swap->related[0].line == 1);
  CHECK(swap->related[0].rule == "601.4");
  CHECK(swap->related[0].language == "en");
  CHECK(swap->related[1].rule == "601.4");  // the German rule carrying 601.4, which translates 601.5
  CHECK(swap->related[1].file == "de.txt");
  CHECK(swap->related[1].line == 1);
  CHECK(!swap->snippet.empty());

  const Diagnostic* mis = find(f, "align.misnumbered", 3);
  REQUIRE(mis);
  CHECK(mis->message.starts_with("rule 601.4a translates en rule 601.5a (\"A player may continue (see 601.3d).\"): renumber it 601.5a"));
  CHECK(mis->args[0] == std::pair<std::string, std::string>{"translation_number", "601.4a"});
  CHECK(mis->args[1] == std::pair<std::string, std::string>{"original_number", "601.5a"});

  const Diagnostic* miss = find(f, "align.missing", 7);  // at the original's rule
  REQUIRE(miss);
  CHECK(miss->file == "en.txt");
  CHECK(miss->message.find("has no de translation in de.txt: translate it") != std::string::npos);
  REQUIRE(miss->related.size() == 1);
  CHECK(miss->related[0].file == "de.txt");
  CHECK(miss->related[0].line == 0);
  CHECK(miss->related[0].language == "de");

  const Diagnostic* extra = find(f, "align.extra", 9);
  REQUIRE(extra);
  CHECK(extra->unit == "601.8@de");
  CHECK(extra->message.starts_with("rule 601.8 has no counterpart in en.txt"));
}

TEST_CASE("findings: a parse finding that an align finding explains is reported once, by the latter") {
  // Two rules that exchanged numbers in place: the parser sees 121.6a after 121.6b
  // (numbering.order), the aligner the swap; a copied number: numbering.duplicate and align.duplicate.
  auto en = doc("en.txt",
                "121.6. Some effects replace card draws.\n\n"
                "121.6a An effect that replaces a card draw applies even if no card could be drawn.\n\n"
                "121.6b An effect that replaces a draw within a sequence of draws completes before the sequence goes on.\n\n"
                "121.7. Drawing a card from an empty library is not possible, as rule 704.5b explains.\n\n"
                "121.7a A player with 20 cards in hand discards 3.\n\n121.7b A player with 10 poison counters loses.\n",
                Language::kEn);
  Diagnostics parse_diags;
  auto src = std::make_shared<const Source>(decode("de.txt",
                                                   "121.6. Manche Effekte ersetzen das Ziehen von Karten.\n\n"
                                                   "121.6b Ein Effekt, der das Ziehen ersetzt, gilt, auch wenn keine Karte gezogen werden konnte.\n\n"
                                                   "121.6a Ein Effekt, der ein Ziehen innerhalb einer Folge von Ziehvorgängen ersetzt, endet, bevor die Folge weitergeht.\n\n"
                                                   "121.7. Aus einer leeren Bibliothek kann keine Karte gezogen werden, wie Regel 704.5b erklärt.\n\n"
                                                   "121.7a Ein Spieler mit 20 Handkarten wirft 3 ab.\n\n121.7a Ein Spieler mit 10 Giftmarken verliert.\n",
                                                   {}, parse_diags));
  ParseOptions o;
  o.language = Language::kDe;
  std::vector<Document> de = parse(src, o, parse_diags);
  std::vector<Diagnostic> all = parse_diags.all();
  REQUIRE(find(all, "numbering.order", 5));
  REQUIRE(find(all, "numbering.duplicate", 11));
  for (Diagnostic& d : run_checks(align_documents({&en[0], &de[0]}), CheckResources{})) all.push_back(std::move(d));
  REQUIRE(find(all, "align.swapped", 3));
  REQUIRE(find(all, "align.duplicate", 11));
  drop_subsumed(all);
  CHECK(!find(all, "numbering.order", 5));
  CHECK(!find(all, "numbering.duplicate", 11));
  CHECK(find(all, "align.swapped", 3));
  CHECK(find(all, "align.duplicate", 11));
}

TEST_CASE("findings: a document left out is named as a whole file (line 0)") {
  auto de = doc("de.txt", "100.1 Eine Regel.\n", Language::kDe);
  auto fr = doc("fr.txt", "100.1 Une règle.\n", Language::kFr);
  Alignment a = align_documents({&de[0], &fr[0]});  // pivot de: fr is a translation of it
  CHECK(alignment_findings(a).empty());
  auto en_rulings = doc("en.txt", "\xE2\x80\xA2 A ruling.\n", Language::kEn);
  Alignment b = align_documents({&en_rulings[0], &de[0]});  // en is the pivot but has no rules
  std::vector<Diagnostic> f = alignment_findings(b);
  REQUIRE(f.size() == 1);
  CHECK(f[0].check == "align.unused");
  CHECK(f[0].file == "de.txt");
  CHECK(f[0].line == 0);
  CHECK(f[0].column == 0);
}


TEST_CASE("run_checks and align_documents: the same findings and alignment on one thread and on three, in the same order") {
  // Forty rules of the CR's 702.80 family, every fourth German one with a fault a content check
  // reports (another P/T, an English clause left in it, its citation dropped, a symbol of another
  // colour), so the findings fall into many of the ranges of units the threads check apart.
  std::string en_text, de_text;
  for (int i = 1; i <= 40; ++i) {
    std::string n = "702." + std::to_string(100 + i);
    en_text += n + ". Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn. "
                   "Pay {1}{W}. See rule 506.5.\n\n";
    std::string de_rule = n + ". Immer wenn eine Kreatur, die du kontrollierst, alleine angreift, erhält diese Kreatur "
                              "+1/+1 bis zum Ende des Zuges. Bezahle {1}{W}. Siehe Regel 506.5.\n\n";
    if (i % 16 == 4) de_rule.replace(de_rule.find("+1/+1"), 5, "+2/+2");
    if (i % 16 == 8) de_rule.replace(de_rule.find("bis zum Ende des Zuges"), 22, "until the end of the turn");
    if (i % 16 == 12) de_rule.erase(de_rule.find(" Siehe Regel 506.5."), 19);
    if (i % 16 == 0) de_rule.replace(de_rule.find("{W}"), 3, "{B}");
    de_text += de_rule;
  }
  en_text += "506.5. A creature attacks alone if it's the only creature declared as an attacker.\n";
  de_text += "506.5. Eine Kreatur greift alleine an, falls sie die einzige angreifende Kreatur ist.\n";
  auto en = doc("en.txt", en_text, Language::kEn);
  auto de = doc("de.txt", de_text, Language::kDe);
  Alignment a = align_documents({&en[0], &de[0]});
  REQUIRE(a.units.size() == 41);
  // The alignment too is the same on three threads, down to each pair's explanation.
  Alignment a3 = align_documents({&en[0], &de[0]}, {}, Fanout::on_threads(3));
  CHECK(dump(a3) == dump(a));
  REQUIRE(a3.units.size() == a.units.size());
  for (std::size_t i = 0; i < a.units.size(); ++i)
    for (std::size_t s = 0; s < a.units[i].members.size(); ++s) CHECK(a3.units[i].members[s].evidence == a.units[i].members[s].evidence);

  std::vector<Diagnostic> one = run_checks(a, CheckResources{});
  std::vector<std::string> ids;
  for (const Diagnostic& d : one) ids.push_back(d.check);
  CHECK(std::count(ids.begin(), ids.end(), "number.mismatch") >= 3);
  CHECK(std::count(ids.begin(), ids.end(), "text.untranslated") >= 2);
  CHECK(std::count(ids.begin(), ids.end(), "xref.omitted") >= 2);
  CHECK(std::count(ids.begin(), ids.end(), "symbol.mismatch") >= 2);
  for (unsigned jobs : {3u, 0u}) {
    CAPTURE(jobs);
    std::vector<Diagnostic> many = check_in_parallel(a, CheckResources{}, jobs);
    REQUIRE(many.size() == one.size());
    for (std::size_t i = 0; i < one.size(); ++i) {
      CAPTURE(i);
      CHECK(format_diagnostic(many[i], true) == format_diagnostic(one[i], true));
      CHECK(many[i].unit == one[i].unit);
      CHECK(many[i].text == one[i].text);
      CHECK(many[i].related.size() == one[i].related.size());
    }
  }
}

}  // namespace rulecorp
