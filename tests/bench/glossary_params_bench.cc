// Glossary parameter sweep: the recall of the German Glossar's English pointers ("Abandon &rarr;
// Fallenlassen") from the EN+DE 2025 rules texts alone (GlossaryOptions::cr_glossary off, as
// glossary_bench measures it: support/glossar_pointers.h) for a few values of the thresholds of
// GlossaryParams (glossary_params.h), one parameter at a time, the others at their defaults. Each
// row prints the strict and fair recall, the share of the pointers the rules texts hold that were
// found, the concepts built, and the change against the shipped default, which is marked. Says at
// the end whether the shipped defaults reach the best strict recall of the sweep. Recall alone
// does not judge a threshold: a lower one adds pairs (the concepts column), and the wrong ones
// among them show in the planted-faults test and in review, not here.
// `--quick` sweeps two values per parameter. Never fails on recall.
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "align/aligner.h"
#include "bench/bench_util.h"
#include "glossary/glossary_builder.h"
#include "parse/parser.h"
#include "support/glossar_pointers.h"
#include "text/decoder.h"

using namespace rulecorp;

namespace {

struct Setting {
  const char* name;                                     // the GlossaryParams field
  std::function<void(GlossaryParams&, double)> apply;   // sets it to a value
  double shipped;                                       // its default
  std::vector<double> values;                           // swept
};

}  // namespace

int main(int argc, char** argv) {
  bool quick = false;
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--quick") == 0) quick = true;
  std::string shared = RULECORP_SHARED_DIR;
  std::string en_bytes = bench::slurp(shared + "/corpus/cr/cr-en-2025-11-14.txt");
  std::string de_bytes = bench::slurp(shared + "/corpus/cr/cr-de-2025-11-14.txt");
  if (en_bytes.empty() || de_bytes.empty()) {
    std::printf("skip: %s/corpus not found\n", shared.c_str());
    return 77;
  }
  Diagnostics d;
  auto en = parse(std::make_shared<const Source>(decode("cr-en-2025-11-14.txt", en_bytes, {}, d)), {}, d);
  auto de = parse(std::make_shared<const Source>(decode("cr-de-2025-11-14.txt", de_bytes, {}, d)), {}, d);
  Alignment alignment = align_documents({&en[0], &de[0]});
  std::vector<InputUnit> units = glossary_input(alignment);

  const GlossaryParams shipped;
  std::vector<Setting> settings = {
      {"min_dice", [](GlossaryParams& p, double v) { p.min_dice = v; }, shipped.min_dice, {0.4, 0.45, 0.5, 0.55, 0.6}},
      {"min_dice_free", [](GlossaryParams& p, double v) { p.min_dice_free = v; }, shipped.min_dice_free, {0.7, 0.8, 0.9}},
      {"min_cognate", [](GlossaryParams& p, double v) { p.min_cognate = v; }, shipped.min_cognate, {0.45, 0.55, 0.65}},
      {"cognate_margin", [](GlossaryParams& p, double v) { p.cognate_margin = v; }, shipped.cognate_margin, {0.1, 0.15, 0.2}},
      {"sample_units", [](GlossaryParams& p, double v) { p.sample_units = static_cast<std::size_t>(v); },
       static_cast<double>(shipped.sample_units), {100, 200, 400}},
      {"listing_min_dice", [](GlossaryParams& p, double v) { p.listing_min_dice = v; }, shipped.listing_min_dice, {0.2, 0.3, 0.4}},
  };

  auto measure = [&](const GlossaryParams& params) {
    GlossaryOptions options;
    options.cr_glossary = false;
    options.params = params;
    Glossary g = build_glossary(units, options);
    test::PointerRecall r = test::glossar_pointer_recall(g, de[0], units);
    return std::make_pair(r, g.concepts.size());
  };
  auto pct = [](std::size_t a, std::size_t b) { return b ? 100.0 * static_cast<double>(a) / static_cast<double>(b) : 0.0; };

  auto t0 = bench::Clock::now();
  auto [base, base_concepts] = measure(shipped);
  std::printf("recall of the German Glossar's %zu English pointers, EN+DE 2025 rules texts alone (%zu held by them)\n", base.pointers,
              base.held);
  std::printf("%-18s %8s %8s %8s %9s %9s %s\n", "parameter", "value", "strict%", "fair%", "fair/held", "concepts", "");
  std::printf("%-18s %8s %8.1f %8.1f %9.1f %9zu   (shipped defaults)\n", "defaults", "-", pct(base.strict, base.pointers),
              pct(base.fair, base.pointers), pct(base.fair, base.held), base_concepts);
  std::size_t best_strict = base.strict;
  std::string best_at = "the shipped defaults";
  for (const Setting& s : settings) {
    std::vector<double> values = s.values;
    if (quick && values.size() > 2) values = {values.front(), values.back()};
    for (double v : values) {
      bool is_default = v == s.shipped;
      test::PointerRecall r = base;
      std::size_t concepts = base_concepts;
      if (!is_default) {
        GlossaryParams p = shipped;
        s.apply(p, v);
        std::tie(r, concepts) = measure(p);
      }
      char delta[64];
      std::snprintf(delta, sizeof delta, "%+d strict, %+d fair", static_cast<int>(r.strict) - static_cast<int>(base.strict),
                    static_cast<int>(r.fair) - static_cast<int>(base.fair));
      std::printf("%-18s %8g %8.1f %8.1f %9.1f %9zu   %s\n", s.name, v, pct(r.strict, r.pointers), pct(r.fair, r.pointers),
                  pct(r.fair, r.held), concepts, is_default ? "(shipped default)" : delta);
      if (r.strict > best_strict) {
        best_strict = r.strict;
        best_at = std::string(s.name) + " = " + std::to_string(v);
      }
    }
  }
  std::printf("sweep took %.1f s; best strict recall %.1f%% at %s: the shipped defaults %s\n", bench::ms_since(t0) / 1000,
              pct(best_strict, base.pointers), best_at.c_str(),
              best_strict == base.strict ? "are the best of the sweep" : "are not the best of the sweep (recall only: see the concepts added)");
  return 0;
}
