// A test program (not part of rulecorp): builds the glossary of the inputs it is given (CR and
// rulings texts, aligned together; MTGJSON card files, each aligned on its own) and writes every
// glossary format into a folder, for tests/tools/validate_glossary.sh until `rulecorp glossary`
// exists. Usage: glossary_writer OUT_DIR FILE...
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>

#include "align/aligner.h"
#include "align/card_set.h"
#include "emit/glossary_csv.h"
#include "emit/glossary_html.h"
#include "emit/glossary_json.h"
#include "emit/glossary_tbx.h"
#include "emit/glossary_tbx2.h"
#include "emit/glossary_tsv.h"
#include "glossary/glossary_builder.h"
#include "parse/parser.h"
#include "text/decoder.h"

using namespace rulecorp;

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: glossary_writer OUT_DIR FILE...\n");
    return 2;
  }
  std::string dir = argv[1];
  Diagnostics d;
  std::vector<std::string> bytes;
  std::vector<std::unique_ptr<Document>> docs;
  std::vector<std::unique_ptr<CardSet>> sets;
  for (int i = 2; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "glossary_writer: cannot read %s\n", argv[i]);
      return 1;
    }
    std::ostringstream s;
    s << in.rdbuf();
    std::string b = s.str();
    std::string name = argv[i];
    name = name.substr(name.rfind('/') + 1);
    if (looks_like_card_file(b)) {
      sets.push_back(std::make_unique<CardSet>(read_card_set(name, b, d)));
      continue;
    }
    auto src = std::make_shared<const Source>(decode(name, b, {}, d));
    for (Document& doc : parse(src, {}, d)) docs.push_back(std::make_unique<Document>(std::move(doc)));
  }
  std::vector<InputUnit> units;
  std::vector<const Document*> ptrs;
  for (const auto& doc : docs) ptrs.push_back(doc.get());
  std::vector<Alignment> alignments;
  if (!ptrs.empty()) alignments.push_back(align_documents(ptrs));
  for (const auto& set : sets) alignments.push_back(align_cards(*set));
  for (const Alignment& a : alignments)
    for (InputUnit& u : glossary_input(a)) units.push_back(std::move(u));
  Glossary g = build_glossary(units);
  auto write = [&](const std::string& file, auto&& f) {
    std::ofstream out(dir + "/" + file, std::ios::binary);
    f(out);
    if (!out) {
      std::fprintf(stderr, "glossary_writer: cannot write %s\n", file.c_str());
      std::exit(1);
    }
  };
  write("glossary.tbx", [&](std::ostream& o) { write_glossary_tbx(g, o); });
  write("glossary.v2.tbx", [&](std::ostream& o) { write_glossary_tbx2(g, o); });
  write("glossary.json", [&](std::ostream& o) { write_glossary_json(g, o); });
  write("glossary.csv", [&](std::ostream& o) { write_glossary_csv(g, o); });
  for (std::size_t i = 0; i < g.languages.size(); ++i)
    for (std::size_t j = 0; j < g.languages.size(); ++j) {
      if (i == j) continue;
      const std::string& s = g.languages[i];
      const std::string& t = g.languages[j];
      write("glossary." + s + "-" + t + ".tsv", [&](std::ostream& o) { write_glossary_tsv(g, s, t, o); });
      write("glossary." + s + "-" + t + ".html", [&](std::ostream& o) { write_glossary_html(g, s, t, o); });
    }
  std::printf("%zu concepts\n", g.concepts.size());
  return 0;
}
