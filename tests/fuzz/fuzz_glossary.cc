// Fuzzes the glossary builder on two small texts: the input split at its first NUL (or its middle)
// into an English and a German text, parsed, aligned, read as glossary input and built into a
// glossary (one thread). Concepts must come sorted by id without repeats, one term per language.
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string_view>
#include <tuple>
#include <vector>

#include "align/aligner.h"
#include "glossary/glossary_builder.h"
#include "parse/parser.h"
#include "text/decoder.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rulecorp;
  std::string_view all(reinterpret_cast<const char*>(data), size);
  std::size_t cut = all.find('\0');
  if (cut == std::string_view::npos) cut = size / 2;
  Diagnostics diags;
  std::vector<Document> docs;
  for (auto [name, text, lang] : {std::tuple{"en.txt", all.substr(0, cut), Language::kEn},
                                  std::tuple{"de.txt", all.substr(std::min(size, cut + 1)), Language::kDe}}) {
    auto src = std::make_shared<const Source>(decode(name, text, {}, diags));
    ParseOptions o;
    o.language = lang;
    for (Document& d : parse(src, o, diags)) docs.push_back(std::move(d));
  }
  std::vector<const Document*> ptrs;
  for (const Document& d : docs) ptrs.push_back(&d);
  Alignment a = align_documents(ptrs);
  GlossaryOptions go;
  Glossary g = build_glossary(glossary_input(a), go);
  for (std::size_t i = 0; i < g.concepts.size(); ++i) {
    if (i > 0 && !(g.concepts[i - 1].id < g.concepts[i].id)) std::abort();
    if (g.concepts[i].terms.size() > g.languages.size()) std::abort();
  }
  return 0;
}
