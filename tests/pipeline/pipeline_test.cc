// The pipeline as `check` runs it, on small texts written for these cases: two English editions
// with a renumbering between them (combat 306.x -> 506.x) and a reworded rule, a French translation
// of the older edition and a German one of the newer. Intent: the history connects the editions, so
// a citation of an older number is stale and names the edition that changed it; a translation of
// the older edition is told so once and gets its update list with a word-level diff; the result
// does not depend on the number of parse threads.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>

#include "pipeline/pipeline.h"
#include "support/duel_rules.h"
#include "support/shared_dir.h"

namespace rulecorp {
namespace {

const char* kFrOld =
    "Règles de duel\n\nCes règles entrent en vigueur au 1 septembre 2025.\n\n"
    "306. Phase de combat\n\n"
    "306.1. La phase de combat comporte cinq étapes.\n\n"
    "306.5. Une créature attaque seule si elle est la seule créature déclarée comme attaquant.\n\n"
    "502. Capacités mot-clé\n\n"
    "502.2. Exaltation\n\n"
    "502.2a L'exaltation est une capacité déclenchée. Voir règle 306.5.\n\n"
    "502.3a Le vol est une capacité d'évasion. Une créature avec le vol ne peut être bloquée que par des créatures avec le vol.\n";
const char* kDeNew =
    "Duellregeln\n\nDieses Regelwerk gilt ab dem 6. März 2026.\n\n"
    "506. Kampfphase\n\n"
    "506.1 Die Kampfphase hat fünf Segmente.\n\n"
    "506.3 Eine Kreatur greift alleine an, falls sie die einzige als Angreifer deklarierte Kreatur ist.\n\n"
    "702. Schlüsselwortfähigkeiten\n\n"
    "702.2 Edelmut\n\n"
    "702.2a Edelmut ist eine ausgelöste Fähigkeit. Siehe Regel 306.5.\n\n"
    "702.3a Fliegend ist eine Ausweichfähigkeit. Eine fliegende Kreatur kann nur von Kreaturen mit Flugfähigkeit oder Reichweite geblockt werden.\n";

std::vector<Diagnostic> run(unsigned jobs) {
  PipelineOptions o;
  o.corpus.jobs = jobs;
  Diagnostics diags;
  RunResult r;
  run_pipeline({{"en-old.txt", Language::kEn, test::kDuelRules2025}, {"en-new.txt", Language::kEn, test::kDuelRules2026},
                {"fr.txt", Language::kFr, kFrOld}, {"de.txt", Language::kDe, kDeNew}},
               o, diags, r);
  REQUIRE(r.corpus.history.size() == 2);
  return r.findings;
}

std::vector<const Diagnostic*> of(const std::vector<Diagnostic>& ds, std::string_view check, std::string_view file) {
  std::vector<const Diagnostic*> out;
  for (const Diagnostic& d : ds)
    if (d.check == check && d.file == file) out.push_back(&d);
  return out;
}

}  // namespace

TEST_CASE("pipeline: a citation of an older edition's number is stale, in a translation of either edition") {
  auto found = run(1);
  auto de = of(found, "xref.stale", "de.txt");
  REQUIRE(de.size() == 1);
  CHECK(de[0]->rule == "702.2a");
  CHECK(de[0]->message.find("cites 306.5, the number of 506.3") != std::string::npos);
  CHECK(de[0]->message.find("2026-03-06") != std::string::npos);
  CHECK(de[0]->suggestion == "506.3");
  // The French text translates the older edition, where 306.5 was right: stale against the newest.
  auto fr = of(found, "xref.stale", "fr.txt");
  REQUIRE(fr.size() == 1);
  CHECK(fr[0]->message.find("cites 306.5, the number of 506.3") != std::string::npos);
}

TEST_CASE("pipeline: a translation of an older edition is told once, with its update list") {
  auto found = run(1);
  auto edition = of(found, "align.edition", "fr.txt");
  REQUIRE(edition.size() == 1);
  CHECK(edition[0]->line == 0);  // the whole document
  CHECK(edition[0]->message.find("2025-09-01") != std::string::npos);
  auto outdated = of(found, "align.outdated", "fr.txt");
  // Every rule renumbered (306.x -> 506.x, 502.x -> 702.x); 702.2a and 702.3a reworded as well (the
  // citation, "or reach" added).
  std::vector<std::string> rules;
  for (const Diagnostic* d : outdated) rules.push_back(d->unit);
  std::sort(rules.begin(), rules.end());
  CHECK(rules == std::vector<std::string>{"506", "506.1", "506.3", "702", "702.2", "702.2a", "702.3a"});
  for (const Diagnostic* d : outdated) {
    if (d->unit != "702.3a") continue;
    CHECK(d->message.find("renumbered 502.3a \u2192 702.3a, reworded") != std::string::npos);
    REQUIRE(!d->related.empty());
    const Location& newest = d->related[0];
    REQUIRE(newest.marks.size() == 1);
    CHECK(newest.text.substr(newest.marks[0].begin, newest.marks[0].end - newest.marks[0].begin) == "or reach");
  }
  // The German text translates the newest edition: no update list.
  CHECK(of(found, "align.outdated", "de.txt").empty());
  CHECK(of(found, "align.edition", "de.txt").empty());
}

TEST_CASE("pipeline: the update list of the project's French excerpt, with rulings dated the newest edition") {
  // Intent: corpus/rulecorp.ini gives the English rulings the newest edition's date too; the update
  // list must map the French 2025 excerpt onto the newest rules edition (not onto the rulings, which
  // have no rules: every rule would read as removed), list only the rules the excerpt has, in the
  // new edition's order, each with the French text, and give align.outdated the same rows.
  const std::string corpus = test::test_data_dir() + "/../corpus/";
  auto in = [&](const char* file, Language l, const char* edition) {
    return CorpusInput{file, l, test::read_file(corpus + file), {}, edition};
  };
  PipelineOptions o;
  o.corpus.jobs = 1;
  Diagnostics diags;
  RunResult r;
  // The rulings first: the rules edition of the newest date must still be found.
  run_pipeline({in("rulings-en.txt", Language::kEn, "2026-03-06"), in("rules-en.txt", Language::kEn, "2026-03-06"),
                in("rules-en-2025.txt", Language::kEn, "2025-09-01"), in("rules-fr-2025.txt", Language::kFr, "2025-09-01")},
               o, diags, r);
  REQUIRE(r.updates.size() == 1);
  const UpdateList& list = r.updates[0];
  CHECK(list.key() == "fr-2025-09-01");
  CHECK(list.now->name() == "rules-en.txt");
  CHECK(list.excerpt);
  std::vector<std::string> rows;
  for (const UpdateRow& row : list.rows)
    rows.push_back(row.number().str() + " " + std::string(update_change_name(row.change)) + " " + list.place(row));
  CHECK(rows == std::vector<std::string>{"506 renumbered rules-fr-2025.txt:9", "506.1 renumbered+reworded rules-fr-2025.txt:11",
                                         "306.3 removed rules-fr-2025.txt:13", "506.3 renumbered rules-fr-2025.txt:15"});
  CHECK(list.rows[0].translation_text == "Phase de combat");
  std::size_t outdated = 0;
  for (const Diagnostic& d : r.findings)
    if (d.check == "align.outdated") {
      ++outdated;
      CHECK(d.file == "rules-fr-2025.txt");
      CHECK(!d.text.empty());  // the report's card shows the French text
    }
  CHECK(outdated == rows.size());
}

TEST_CASE("pipeline: an edition given with an input dates a text that names none; the text's own date wins") {
  // The French translation of the older edition without its effective-date line: only the edition
  // given with the input (a corpus config's `edition`) says which English edition it translates.
  std::string undated(kFrOld);
  undated.erase(undated.find("Ces r"), undated.find("306.") - undated.find("Ces r"));
  REQUIRE(undated.find("2025") == std::string::npos);
  PipelineOptions o;
  Diagnostics diags;
  RunResult r;
  CorpusInput fr{"fr.txt", Language::kFr, undated};
  fr.edition = "2025-09-01";
  CorpusInput de{"de.txt", Language::kDe, kDeNew};
  de.edition = "2025-09-01";  // contradicts the text's own date (March 6, 2026), which wins
  std::vector<CorpusInput> inputs;
  inputs.push_back({"en-old.txt", Language::kEn, test::kDuelRules2025});
  inputs.push_back({"en-new.txt", Language::kEn, test::kDuelRules2026});
  inputs.push_back(std::move(fr));
  inputs.push_back(std::move(de));
  run_pipeline(std::move(inputs), o, diags, r);
  std::map<std::string, std::string> edition;
  for (const Document& d : r.corpus.documents) edition[d.name()] = d.edition;
  CHECK(edition["fr.txt"] == "2025-09-01");
  CHECK(edition["de.txt"] == "2026-03-06");
  // Dated so, the French text pairs with the older edition and gets its update list.
  CHECK(of(r.findings, "align.edition", "fr.txt").size() == 1);
  CHECK(!of(r.findings, "align.outdated", "fr.txt").empty());
}

TEST_CASE("pipeline: findings do not depend on the number of parse threads") {
  auto one = run(1), two = run(2);
  REQUIRE(one.size() == two.size());
  for (std::size_t i = 0; i < one.size(); ++i) {
    CHECK(one[i].check == two[i].check);
    CHECK(one[i].file == two[i].file);
    CHECK(one[i].line == two[i].line);
    CHECK(one[i].message == two[i].message);
  }
}

}  // namespace rulecorp

// The history over an archive whose files the pipeline reads itself (CorpusInput::read), as
// `build` gives a [history] folder. Intent: dated from their heads and streamed through the
// history's windows, the editions give the same corpus as the same inputs given whole (history,
// editions read only into it, documents kept, diagnostics), whatever the thread count; each file is
// read whole once; and an input whose head misleads (a dated text without rules) changes nothing
// but the reading (the streamed files are read again).
namespace rulecorp {
namespace {

std::string history_text(const History& h) {
  std::string out;
  for (std::size_t e = 0; e < h.size(); ++e) {
    out += h.edition(e).date + " " + h.edition(e).name + ":";
    for (std::size_t i = 0; i < h.edition(e).numbers.size(); ++i)
      out += " " + h.edition(e).numbers[i].str() + "=" + std::to_string(h.edition(e).lineage[i]);
    out += "\n";
  }
  for (const NumberRun& r : h.runs())
    out += std::to_string(r.lineage) + " " + std::to_string(r.first) + "-" + std::to_string(r.last) + " " + r.number.str() + " " + r.title + "\n";
  return out;
}

std::string corpus_text(const Corpus& c, const Diagnostics& d) {
  std::string out = history_text(c.history) + "history only:";
  for (const std::string& n : c.history_only) out += " " + n;
  out += "\ndocuments:";
  for (const Document& doc : c.documents) out += " " + doc.name() + "@" + doc.edition;
  out += "\n";
  for (const Diagnostic& x : d.all()) out += x.check + " " + x.file + ":" + std::to_string(x.line) + " " + x.message + "\n";
  return out;
}

// Edition k of a small archive: each year one more keyword is inserted before Exalted (so it is
// renumbered), the combat rule moves once, and one rule has a malformed number (a diagnostic).
std::string archive_edition(int k) {
  static const char* kMonths[] = {"January", "February", "March", "April", "May", "June", "July", "August"};
  std::string t = "Comprehensive Rules\n\nThese rules are effective as of " + std::string(kMonths[k]) + " 1, " +
                  std::to_string(2001 + k) + ".\n\n";
  t += (k < 3 ? "306.5. " : "506.5. ") + std::string("A creature attacks alone if it's the only creature declared as an attacker.\n\n");
  for (int j = 0; j < k; ++j)
    t += "702." + std::to_string(10 + j) + ". Keyword number " + std::to_string(j) + " of the " + std::to_string(j * 7) + " kinds\n\n";
  t += "702." + std::to_string(10 + k) + ". Exalted is a triggered ability that makes a lone attacker bigger.\n\n";
  t += "702.5.b A malformed number in edition " + std::to_string(k) + ".\n";
  return t;
}

struct Reads {
  std::vector<int> whole, head;
};

std::vector<CorpusInput> archive_inputs(const std::vector<std::string>& files, bool lazy, Reads& reads) {
  std::vector<CorpusInput> in;
  reads.whole.assign(files.size(), 0);
  reads.head.assign(files.size(), 0);
  for (std::size_t i = 0; i < files.size(); ++i) {
    std::string name = "archive/en-" + std::to_string(i) + ".txt";
    if (!lazy) {
      in.push_back({name, Language::kEn, files[i]});
      continue;
    }
    in.push_back({name, Language::kEn, std::string(), [&files, &reads, i](std::size_t limit) {
                    ++(limit ? reads.head : reads.whole)[i];
                    return limit ? files[i].substr(0, limit) : files[i];
                  }});
  }
  return in;
}

}  // namespace

TEST_CASE("pipeline: an archive read by the pipeline is streamed through the history with the same result") {
  std::vector<std::string> files;
  for (int k : {3, 0, 6, 1, 5, 2, 4}) files.push_back(archive_edition(k));  // not in date order
  for (unsigned jobs : {1u, 2u}) {
    CAPTURE(jobs);
    CorpusOptions o;
    o.jobs = jobs;
    Reads unused, reads;
    Diagnostics d1, d2;
    Corpus whole = load_corpus(archive_inputs(files, false, unused), o, d1);
    Corpus streamed = load_corpus(archive_inputs(files, true, reads), o, d2);
    CHECK(whole.history.size() == 7);
    CHECK(whole.history_only.size() == 6);
    CHECK(corpus_text(streamed, d2) == corpus_text(whole, d1));
    CHECK(std::count(reads.whole.begin(), reads.whole.end(), 1) == 7);  // each file read whole once
    CHECK(std::count(reads.head.begin(), reads.head.end(), 1) == 7);    // after its head

    // A dated text without rules among them: its head makes it look like an edition.
    std::vector<std::string> misleading = files;
    misleading.push_back("Comprehensive Rules\n\nThese rules are effective as of May 1, 2003.\n\nNo rules here at all.\n");
    Diagnostics d3, d4;
    Corpus w2 = load_corpus(archive_inputs(misleading, false, unused), o, d3);
    Corpus s2 = load_corpus(archive_inputs(misleading, true, reads), o, d4);
    CHECK(w2.documents.size() == 2);  // the newest edition and the text without rules
    CHECK(corpus_text(s2, d4) == corpus_text(w2, d3));
    CHECK(reads.whole[7] >= 1);
    CHECK(std::count(reads.whole.begin(), reads.whole.end(), 2) >= 1);  // streamed files read again
  }
}

TEST_CASE("pipeline: a run whose history is built beside the alignment gives the run of the archive read whole") {
  // Intent: with two jobs run_pipeline aligns the texts while the streamed history is built; when
  // a streamed file is not the edition its head says (here a dated text without rules, which must
  // then be aligned too), the documents change and the alignment, the glossary and the findings are
  // made again from them: the same run as with every file given whole.
  std::vector<std::string> files;
  for (int k : {3, 0, 6, 1, 5, 2, 4}) files.push_back(archive_edition(k));
  std::vector<std::string> misleading = files;
  misleading.push_back("Comprehensive Rules\n\nThese rules are effective as of May 1, 2003.\n\nNo rules here at all.\n");
  for (const std::vector<std::string>* set : {&files, &misleading}) {
    for (unsigned jobs : {1u, 2u}) {
      CAPTURE(jobs);
      CAPTURE(set->size());
      PipelineOptions o;
      o.corpus.jobs = jobs;
      o.glossary = true;
      Reads unused, reads;
      Diagnostics d1, d2;
      RunResult whole, streamed;
      run_pipeline(archive_inputs(*set, false, unused), o, d1, whole);
      run_pipeline(archive_inputs(*set, true, reads), o, d2, streamed);
      CHECK(corpus_text(streamed.corpus, d2) == corpus_text(whole.corpus, d1));
      CHECK(streamed.corpus.documents.size() == (set == &files ? 1u : 2u));
      REQUIRE(streamed.texts.units.size() == whole.texts.units.size());
      for (std::size_t u = 0; u < whole.texts.units.size(); ++u) CHECK(streamed.texts.units[u].id.str() == whole.texts.units[u].id.str());
      CHECK(streamed.glossary.concepts.size() == whole.glossary.concepts.size());
      REQUIRE(streamed.findings.size() == whole.findings.size());
      for (std::size_t i = 0; i < whole.findings.size(); ++i) CHECK(streamed.findings[i].message == whole.findings[i].message);
    }
  }
}

}  // namespace rulecorp

namespace rulecorp {

TEST_CASE("pipeline: the 129 English editions of ../shared streamed give the corpus they give whole") {
  // Intent: every real file's head gives the date its parse gives (none is read twice), and the
  // streamed history, the names read only into it and every diagnostic equal the in-memory run's.
  namespace fs = std::filesystem;
  std::vector<std::string> paths;
  for (const char* dir : {"/corpus/cr", "/corpus/cr-archive"}) {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(test::shared_dir() + dir, ec))
      if (e.path().filename().string().rfind("cr-en-", 0) == 0) paths.push_back(e.path().string());
  }
  if (paths.empty()) {
    MESSAGE("skipped: no English editions under " << test::shared_dir());
    return;
  }
  std::sort(paths.begin(), paths.end());
  REQUIRE(paths.size() == 129);
  std::vector<std::string> files;
  for (const std::string& p : paths) files.push_back(test::read_file(p));
  CorpusOptions o;
  o.jobs = 2;
  Reads unused, reads;
  Diagnostics d1, d2;
  std::string whole = corpus_text(load_corpus(archive_inputs(files, false, unused), o, d1), d1);
  std::string streamed = corpus_text(load_corpus(archive_inputs(files, true, reads), o, d2), d2);
  CHECK(streamed == whole);
  CHECK(std::count(reads.whole.begin(), reads.whole.end(), 1) == 129);
}

}  // namespace rulecorp

namespace rulecorp {

TEST_CASE("pipeline: the inputs in any order give the same documents, findings and diagnostics") {
  // Intent: no stage that pairs or counts sees the order the inputs were given in: two French
  // translations of two editions (which is `fr`, which `fr-2`), two English editions and a German
  // text (which edition it pairs with). Every order of the five gives one result, in one canonical
  // order: rules before rulings, English first, the newest edition first.
  const std::string corpus = test::test_data_dir() + "/../corpus/";
  const std::vector<std::string> files = {"rules-fr-2025.txt", "rules-de.txt", "rules-en-2025.txt", "rules-fr.txt", "rules-en.txt"};
  auto run_in = [&](const std::vector<std::size_t>& order) {
    std::vector<CorpusInput> inputs;
    for (std::size_t i : order) inputs.push_back({files[i], std::nullopt, test::read_file(corpus + files[i])});
    PipelineOptions o;
    o.corpus.jobs = 2;
    Diagnostics diags;
    RunResult r;
    run_pipeline(std::move(inputs), o, diags, r);
    std::string out;
    for (const Document& d : r.corpus.documents) out += "doc " + d.name() + " " + d.edition + "\n";
    for (const Diagnostic& d : diags.all()) out += format_diagnostic(d, true);
    for (const Diagnostic& d : r.findings) out += format_diagnostic(d, true);
    return out;
  };
  std::vector<std::size_t> order = {0, 1, 2, 3, 4};
  const std::string first = run_in(order);
  CHECK(first.starts_with("doc rules-en.txt 2026-03-06\ndoc rules-en-2025.txt 2025-09-01\ndoc rules-de.txt 2026-03-06\n"
                          "doc rules-fr.txt 2026-03-06\ndoc rules-fr-2025.txt 2025-09-01\n"));
  std::size_t runs = 0;
  while (std::next_permutation(order.begin(), order.end())) {
    if (++runs % 12 != 0) continue;  // 10 of the 120 orders, the reversed one among them
    INFO("order " << order[0] << order[1] << order[2] << order[3] << order[4]);
    CHECK(run_in(order) == first);
  }
  std::reverse(order.begin(), order.end());
  CHECK(run_in(order) == first);
}

}  // namespace rulecorp

namespace rulecorp {

TEST_CASE("pipeline modes: editions maps OLD onto NEW (the dates decide), parse keeps every input in the order given") {
  auto inputs = [](bool reversed) {
    std::vector<CorpusInput> in{{"en-old.txt", Language::kEn, test::kDuelRules2025}, {"en-new.txt", Language::kEn, test::kDuelRules2026}};
    if (reversed) std::swap(in[0], in[1]);
    return in;
  };
  for (bool reversed : {false, true}) {
    CAPTURE(reversed);
    PipelineOptions o;
    o.mode = PipelineMode::kEditions;
    Diagnostics diags;
    RunResult r;
    run_pipeline(inputs(reversed), o, diags, r);
    CHECK(r.editions_reversed == reversed);
    REQUIRE(r.texts.docs.size() == 2);
    CHECK(r.texts.mode == Alignment::Mode::kEditions);
    CHECK(r.texts.docs[0]->edition < r.texts.docs[1]->edition);  // older first, whatever the order given
    CHECK(r.corpus.history.size() == 0);
    CHECK(r.findings.empty());  // no checks in this mode
  }
  PipelineOptions o;
  o.mode = PipelineMode::kParse;
  Diagnostics diags;
  RunResult r;
  run_pipeline(inputs(true), o, diags, r);
  REQUIRE(r.corpus.documents.size() == 2);
  CHECK(r.corpus.documents[0].name() == "en-new.txt");  // in the order given
  CHECK(r.corpus.documents[1].name() == "en-old.txt");
  CHECK(r.texts.units.empty());
  CHECK(r.corpus.history.size() == 0);
}

TEST_CASE("stream_inputs: each input parsed on its own, once, with its own diagnostics and faults") {
  std::vector<CorpusInput> inputs{{"en-old.txt", Language::kEn, test::kDuelRules2025},
                                  {"missing.txt", std::nullopt, std::string(),
                                   [](std::size_t) -> std::string { throw std::runtime_error("missing.txt: cannot open"); }},
                                  {"cards.json", std::nullopt, R"({"data":{"code":"T","cards":[]}})"}};
  for (unsigned jobs : {1u, 2u}) {
    CAPTURE(jobs);
    CorpusOptions o;
    o.jobs = jobs;
    std::vector<int> seen(inputs.size(), 0);
    std::vector<std::string> faults(inputs.size());
    std::vector<std::size_t> documents(inputs.size());
    std::vector<bool> cards(inputs.size());
    std::vector<CorpusInput> copy = inputs;
    std::mutex m;
    stream_inputs(copy, o, [&](StreamedInput& in) {
      std::lock_guard lock(m);
      ++seen[in.index];
      documents[in.index] = in.documents.size();
      cards[in.index] = in.cards;
      if (in.fault) {
        try {
          std::rethrow_exception(in.fault);
        } catch (const std::exception& e) {
          faults[in.index] = e.what();
        }
      }
    });
    CHECK(seen == std::vector<int>{1, 1, 1});
    CHECK(documents[0] == 1);
    CHECK(faults[0].empty());
    CHECK(faults[1] == "missing.txt: cannot open");  // the input's own fault, the others read on
    CHECK(documents[1] == 0);
    CHECK(cards[2]);
    CHECK(!cards[0]);
  }
}

}  // namespace rulecorp
