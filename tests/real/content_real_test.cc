// The content checks on the real corpus in ../shared: every rule pair of the EN/DE 2025 alignment
// through symbols, numbers, untranslated text and quotation marks, with the findings read one by
// one and the real defects expected here (tools/check); the seeds' known defects (the English half
// of 000 with German quotes, 004 with English parentheses and an English card name). Skipped when
// ../shared is absent, failing under CI=true.
#include <doctest/doctest.h>

#include <ctime>
#include <iostream>
#include <map>
#include <memory>
#include <set>

#include "align/aligner.h"
#include "align/card_set.h"
#include "check/card_names.h"
#include "check/numbers.h"
#include "check/quotes.h"
#include "check/symbols.h"
#include "check/untranslated.h"
#include "parse/parser.h"
#include "support/shared_dir.h"
#include "text/decoder.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

std::vector<Document> load(const std::string& path, Diagnostics& d) {
  std::string bytes = test::read_file(path);
  auto src = std::make_shared<const Source>(decode(path.substr(path.rfind('/') + 1), bytes, {}, d));
  return parse(src, {}, d);
}

struct Pair {
  std::string unit, en, de;
  bool glossary = false;
};

// The EN/DE 2025 rule pairs, as aligned.
const std::vector<Pair>& en_de_2025() {
  static const std::vector<Pair> pairs = [] {
    Diagnostics d;
    auto en = load(test::shared_dir() + "/corpus/cr/cr-en-2025-11-14.txt", d);
    auto de = load(test::shared_dir() + "/corpus/cr/cr-de-2025-11-14.txt", d);
    std::clock_t t0 = std::clock();
    Alignment a = align_documents({&en[0], &de[0]});
    MESSAGE("for comparison, align_documents EN/DE 2025: " << 1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC
                                                           << " CPU ms");
    std::vector<Pair> out;
    for (const Unit& u : a.units) {
      if (!u.members[0].present() || !u.members[1].present()) continue;
      if (u.kind == UnitKind::kGlossary) {
        const Block* e = a.block(u.members[0]);
        const Block* g = a.block(u.members[1]);
        out.push_back(Pair{u.id.str(), std::string(e->term) + "\n" + a.text(u.members[0]), std::string(g->term) + "\n" + a.text(u.members[1]), true});
      } else {
        out.push_back(Pair{u.id.str(), a.text(u.members[0]), a.text(u.members[1])});
      }
    }
    return out;
  }();
  return pairs;
}

ContentPair content(const Pair& p) { return ContentPair{p.en, "en", p.de, "de", p.unit}; }

// The units with a finding.
std::set<std::string> units_of(const std::vector<Diagnostic>& v) {
  std::set<std::string> out;
  for (const Diagnostic& d : v) out.insert(d.unit);
  return out;
}

// Every finding of one check, printed for reading.
void print(const char* check, const std::vector<Diagnostic>& v) {
  std::cout << check << ": " << v.size() << " findings\n";
  for (const Diagnostic& d : v) {
    std::cout << "  " << d.message;
    for (const Mark& m : d.marks) std::cout << " [" << d.text.substr(m.begin, m.end - m.begin) << "]";
    std::cout << "\n";
  }
}

// The name table of the MTGJSON set files `sets` (English name -> German and French names).
CardNameFinder card_names(std::vector<std::string> sets) {
  std::vector<CardName> names;
  for (const std::string& s : sets) {
    Diagnostics d;
    std::string path = test::shared_dir() + "/corpus/cards/" + s + ".json";
    CardSet set = read_card_set(path, test::read_file(path), d);
    for (const Card& c : set.cards) {
      CardName n{c.name, {}};
      for (int l : {1, 2})
        if (c.count[l] > 0) n.local[l == 1 ? "de" : "fr"] = set.docs[l].blocks[c.first[l]].term;
      names.push_back(std::move(n));
    }
  }
  return CardNameFinder(std::move(names));
}

}  // namespace

TEST_CASE("EN/DE 2025: the content checks report the real defects and nothing else") {
  const auto& pairs = en_de_2025();
  REQUIRE(pairs.size() > 3000);
  // Timed per check in CPU time (the machine may be shared), ICU objects built once (construction
  // included).
  struct clock {
    static std::clock_t now() { return std::clock(); }
  };
  auto ms_since = [](std::clock_t t) { return 1000.0 * static_cast<double>(std::clock() - t) / CLOCKS_PER_SEC; };
  std::vector<Diagnostic> sym, num, unt, quo;
  auto t0 = clock::now();
  SymbolCorrespondence symbols;
  for (const Pair& p : pairs) symbols.learn(p.en, p.de);
  symbols.finish();
  for (const Pair& p : pairs)
    for (Diagnostic& d : symbols.check(content(p))) sym.push_back(std::move(d));
  double t_sym = ms_since(t0);
  t0 = clock::now();
  NumberReader numbers;
  double t_num_init = ms_since(t0);
  for (const Pair& p : pairs)
    for (Diagnostic& d : numbers.check(content(p))) num.push_back(std::move(d));
  double t_num = ms_since(t0);
  t0 = clock::now();
  UntranslatedFinder untranslated;
  for (const Pair& p : pairs)
    for (Diagnostic& d : untranslated.check(content(p))) unt.push_back(std::move(d));
  double t_unt = ms_since(t0);
  t0 = clock::now();
  for (const Pair& p : pairs)
    for (Diagnostic& d : check_quotes(content(p))) quo.push_back(std::move(d));
  double t_quo = ms_since(t0);
  MESSAGE("content checks on " << pairs.size() << " EN/DE 2025 rule and glossary pairs, CPU ms: symbols " << t_sym << ", numbers " << t_num
                               << " (construction " << t_num_init << "), untranslated " << t_unt << ", quotes " << t_quo);
  print("symbol.mismatch", sym);
  print("number.mismatch", num);
  print("text.untranslated/same-as-source", unt);
  print("typography.quotes", quo);

  // Every finding was read against both texts (see the report of issue 9); all are real defects:
  //   107.18, 700.2i  the pawprint symbol {P} is written as the word "Pfotenabdruck" (symbol.word notes)
  //   721.2   the station symbol {N+} is written „N+“, without braces (a symbol.word note)
  //   and no finding on 107.4g: the German {p} alone is its Phyrexian symbol, the English {H}
  //   103.5b, 122.5  straight quotes "…" in German
  // No text.untranslated or text.same-as-source: the English glosses after their German terms
  // (about 40, "Zweiköpfiger Riese (Two-Headed Giant)"), the card names kept in English (206.3a,
  // 707.14) and the rules applying only in English are intentional. With one marker instead of two
  // (UntranslatedFinder::kMinMarkers) eight findings appear, all false ("wobei A", "in a").
  // Numbers: none. The German Glossar's "Regel 701_28" (an underscore for the dot) is a citation
  // of 701.28 that the parser reports as xref.malformed, not the number 28. Reporting a difference
  // in number words alone as well adds three findings, all false (205.3m: the creature type "Elf"
  // read as eleven; two glossary entries paired crosswise).
  CHECK(units_of(sym) == std::set<std::string>{"107.18", "700.2i", "721.2"});
  for (const Diagnostic& d : sym) CHECK(d.check == "symbol.word");
  CHECK(units_of(num).empty());
  CHECK(units_of(unt).empty());
  CHECK(units_of(quo) == std::set<std::string>{"103.5b", "122.5"});

  // Card names of the three sets we have (ALA, DOM, M10).
  CardNameFinder names = card_names({"ALA", "DOM", "M10"});
  std::vector<Diagnostic> card;
  for (const Pair& p : pairs)
    for (Diagnostic& d : names.check(content(p))) card.push_back(std::move(d));
  print("term.card-name (ALA, DOM, M10 names)", card);
  // The German CR names these sets' cards by their German names ("Exemplare begutachten" for
  // Gather Specimens, "Weissagung" for Divination): nothing to report.
  CHECK(card.empty());

  // The learned symbol spellings of the German CR.
  CHECK(symbols.translation_of("{T}") == "{tap}");
  CHECK(symbols.translation_of("{U}") == "{b}");
  CHECK(symbols.translation_of("{B}") == "{s}");
  CHECK(symbols.translation_of("{S}") == "{schnee}");
  CHECK(symbols.translation_of("{W/U/P}") == "{w/b/p}");
}

TEST_CASE("Seed 000: the English half quotes with German marks") {
  Diagnostics d;
  auto docs = load(test::shared_dir() + "/seeds/000_e54ce5acc2234ac5.txt", d);
  std::map<std::string, int> by_language;
  std::set<std::string> texts;
  for (const Document& doc : docs) {
    std::string lang(language_code(doc.language));
    for (const Block& b : doc.blocks) {
      auto f = check_quotes(ContentPair{"", "", b.text, lang, b.number.str()});
      by_language[lang] += static_cast<int>(f.size());
      if (!f.empty()) texts.insert(std::string(b.text.substr(0, 40)));
    }
  }
  CHECK(by_language["de"] == 0);
  CHECK(by_language["en"] == 3);  // 702.80a, 702.80b and the Two-Headed Giant ruling
}

TEST_CASE("Seed 002: French « … » with plain spaces instead of no-break spaces") {
  Diagnostics d;
  auto docs = load(test::shared_dir() + "/seeds/002_0e24331e8ced9adb.txt", d);
  REQUIRE(docs.size() == 1);
  std::vector<std::string> found;
  for (const Block& b : docs[0].blocks) {
    auto f = check_quotes(ContentPair{"", "", b.text, "fr", b.number.str()});
    if (!f.empty()) found.push_back(std::string(b.text.substr(0, 20)));
  }
  // 502.83a, 502.83b and the Two-Headed Giant ruling quote with « and a plain space; the
  // apostrophes of l'exaltation, qu'une, d'exaltation are not quotes.
  CHECK(found.size() == 3);
}

TEST_CASE("Seed 004: English parentheses and an English card name in German rulings") {
  Diagnostics d;
  auto docs = load(test::shared_dir() + "/seeds/004_e7803dde0d875732.txt", d);
  REQUIRE(docs.size() == 1);
  UntranslatedFinder untranslated;
  CardNameFinder names = card_names({"DOM"});

  std::vector<std::string> fragments, cards;
  for (const Block& b : docs[0].blocks) {
    ContentPair p{"", "en", b.text, "de", ""};
    for (const Diagnostic& f : untranslated.check(p)) fragments.push_back(f.text.substr(f.marks[0].begin, f.marks[0].end - f.marks[0].begin));
    for (const Diagnostic& f : names.check(p)) cards.push_back(f.text.substr(f.marks[0].begin, f.marks[0].end - f.marks[0].begin));
  }
  CHECK(fragments == std::vector<std::string>{"immediately after your draw step", "or, if it's an opponent's turn, that opponent", "if any"});
  // Three rulings name the card in English (the multiplayer ruling and the first and second chapter).
  CHECK(cards == std::vector<std::string>{"The Eldest Reborn", "The Eldest Reborn", "The Eldest Reborn"});
}

}  // namespace rulecorp
