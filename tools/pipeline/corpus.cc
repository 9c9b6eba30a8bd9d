// Parsing runs as one task per input on `jobs` threads that take the next input index from an
// atomic counter; each task writes only its own slot (documents, card set, diagnostics), and the
// slots are merged in input order afterwards, so output and diagnostics do not depend on the
// thread count. Then the pivot language's rules texts are sorted by their edition dates and fed to
// a HistoryBuilder oldest first; all but the newest are dropped after that.
#include "pipeline/corpus.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

struct Parsed {
  std::vector<Document> docs;
  std::optional<CardSet> cards;
  Diagnostics diags;
};

void parse_one(CorpusInput& in, const CorpusOptions& o, Parsed& out) {
  if (looks_like_card_file(in.bytes)) {
    out.cards = read_card_file(in.name, std::move(in.bytes), out.diags);
  } else {
    DecodeOptions dopt;
    dopt.encoding = o.encoding;
    auto src = std::make_shared<const Source>(decode(in.name, in.bytes, dopt, out.diags));
    ParseOptions popt;
    popt.language = in.language;
    out.docs = parse(src, popt, out.diags);
  }
  in.bytes = std::string();
}

bool has_rules(const Document& d) {
  return std::any_of(d.blocks.begin(), d.blocks.end(), [](const Block& b) { return b.kind == BlockKind::kRule; });
}

}  // namespace

std::vector<const Document*> Corpus::document_pointers() const {
  std::vector<const Document*> out;
  out.reserve(documents.size());
  for (const Document& d : documents) out.push_back(&d);
  return out;
}

Corpus load_corpus(std::vector<CorpusInput> inputs, const CorpusOptions& options, Diagnostics& diags) {
  std::vector<Parsed> parsed(inputs.size());
  unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  jobs = static_cast<unsigned>(std::min<std::size_t>(jobs, inputs.size()));
  std::atomic<std::size_t> next{0};
  std::mutex progress_mutex;
  std::size_t done = 0;
  auto work = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < inputs.size();) {
      parse_one(inputs[i], options, parsed[i]);
      if (options.progress) {
        std::lock_guard lock(progress_mutex);
        options.progress({"parse", inputs[i].name, ++done, inputs.size()});
      }
    }
  };
  if (jobs <= 1) {
    work();
  } else {
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < jobs; ++t) pool.emplace_back(work);
    for (std::thread& t : pool) t.join();
  }

  Corpus c;
  std::vector<Document> docs;
  for (Parsed& p : parsed) {
    diags.merge(p.diags);
    for (Document& d : p.docs) docs.push_back(std::move(d));
    if (p.cards) c.card_sets.push_back(std::move(*p.cards));
  }
  if (docs.empty()) return c;

  Language pivot = docs.front().language;
  for (const Document& d : docs)
    if (d.language == Language::kEn) pivot = Language::kEn;
  // The pivot language's dated rules editions, oldest first (input order among equal dates).
  std::vector<std::size_t> editions;
  for (std::size_t i = 0; i < docs.size(); ++i)
    if (docs[i].language == pivot && !docs[i].edition.empty() && has_rules(docs[i])) editions.push_back(i);
  std::stable_sort(editions.begin(), editions.end(),
                   [&](std::size_t a, std::size_t b) { return docs[a].edition < docs[b].edition; });
  std::vector<bool> keep(docs.size(), true);
  if (options.history && editions.size() >= 2) {
    const std::string& newest = docs[editions.back()].edition;
    // A few editions stay aligned too, so that a translation made from an older one pairs with it;
    // an archive of many editions is reduced to the history.
    bool keep_older = editions.size() <= kAlignedEditions;
    HistoryBuilder builder;
    std::size_t added = 0;
    for (std::size_t i : editions) {
      if (options.progress) options.progress({"history", docs[i].name(), added++, editions.size()});
      if (docs[i].edition == newest || keep_older) {
        builder.add(Document(docs[i]));  // aligned as well: the history gets a copy
      } else {
        c.history_only.push_back(docs[i].name());
        builder.add(std::move(docs[i]));
        keep[i] = false;
      }
    }
    c.history = builder.finish();
    if (options.progress) options.progress({"history", "", editions.size(), editions.size()});
  }
  for (std::size_t i = 0; i < docs.size(); ++i)
    if (keep[i]) c.documents.push_back(std::move(docs[i]));
  return c;
}

}  // namespace rulecorp
