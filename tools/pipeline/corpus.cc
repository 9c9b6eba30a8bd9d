// Parsing runs as one task per input on `jobs` threads that take the next input index from an
// atomic counter; each task writes only its own slot (documents, card set, diagnostics), and the
// slots are merged in input order afterwards, so output and diagnostics do not depend on the
// thread count. Every input is parsed whole (its diagnostics are part of the report), but an English
// rules edition that is certain to be read only into the history is reduced to its rules
// (EditionRules) as soon as it is parsed and its Document dropped: certain once more than
// kAlignedEditions English editions have been seen and a later one among them (the count and the
// newest date only grow, so the decision at the end agrees). Which ones are reduced early depends on
// the thread timing, the result does not. Then the pivot language's rules editions are sorted by
// their dates, reduced likewise except the ones kept aligned, and handed to build_history, which
// maps consecutive editions on `jobs` threads and chains the lineages in order.
#include "pipeline/corpus.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <optional>
#include <mutex>
#include <thread>

#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

// One document of an input: parsed whole, or already reduced to its rules for the history.
struct Text {
  std::optional<Document> doc;
  std::optional<EditionRules> rules;  // set (and doc not) once reduced
  Language language() const { return doc ? doc->language : rules->language; }
  const std::string& edition() const { return doc ? doc->edition : rules->date; }
};

struct Parsed {
  std::vector<Text> texts;
  std::optional<CardSet> cards;
  Diagnostics diags;
};

bool has_rules(const Document& d) {
  return std::any_of(d.blocks.begin(), d.blocks.end(), [](const Block& b) { return b.kind == BlockKind::kRule; });
}

// What the parse tasks have seen of the English rules editions: enough to tell, while parsing, that a
// document can only end up in the history (see load_corpus).
class ArchiveWatch {
 public:
  // Counts `d` when it is a dated English rules text; true when it is then certain to be read only
  // into the history: more than kAlignedEditions such editions seen, and a later one among them.
  bool history_only(const Document& d) {
    if (d.language != Language::kEn || d.edition.empty() || !has_rules(d)) return false;
    std::lock_guard lock(mutex_);
    ++count_;
    if (newest_ < d.edition) newest_ = d.edition;
    return count_ > kAlignedEditions && d.edition < newest_;
  }

 private:
  std::mutex mutex_;
  std::size_t count_ = 0;
  std::string newest_;
};

void parse_one(CorpusInput& in, const CorpusOptions& o, ArchiveWatch* watch, Parsed& out) {
  if (in.bytes.empty() && in.read) in.bytes = in.read();
  if (looks_like_card_file(in.bytes)) {
    out.cards = read_card_file(in.name, std::move(in.bytes), out.diags);
  } else {
    DecodeOptions dopt;
    dopt.encoding = o.encoding;
    auto src = std::make_shared<const Source>(decode(in.name, in.bytes, dopt, out.diags));
    in.bytes = std::string();
    ParseOptions popt;
    popt.language = in.language;
    for (Document& d : parse(std::move(src), popt, out.diags)) {
      Text t;
      if (watch && watch->history_only(d)) t.rules = EditionRules::of(d);  // the document is dropped here
      else t.doc = std::move(d);
      out.texts.push_back(std::move(t));
    }
  }
  in.bytes = std::string();
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
  const unsigned history_jobs = jobs;
  jobs = static_cast<unsigned>(std::min<std::size_t>(jobs, inputs.size()));
  ArchiveWatch watch;
  std::atomic<std::size_t> next{0};
  std::mutex progress_mutex;
  std::size_t done = 0;
  std::vector<std::exception_ptr> faults(inputs.size());
  std::atomic<bool> failed{false};
  auto work = [&] {
    for (std::size_t i; !failed && (i = next.fetch_add(1)) < inputs.size();) {
      try {
        parse_one(inputs[i], options, options.history ? &watch : nullptr, parsed[i]);
      } catch (...) {
        faults[i] = std::current_exception();
        failed = true;
        continue;
      }
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
  for (const std::exception_ptr& f : faults)
    if (f) std::rethrow_exception(f);

  Corpus c;
  std::vector<Text> texts;
  for (Parsed& p : parsed) {
    diags.merge(p.diags);
    for (Text& t : p.texts) texts.push_back(std::move(t));
    if (p.cards) c.card_sets.push_back(std::move(*p.cards));
  }
  parsed.clear();
  if (texts.empty()) return c;

  Language pivot = texts.front().language();
  for (const Text& t : texts)
    if (t.language() == Language::kEn) pivot = Language::kEn;
  // The pivot language's dated rules editions, oldest first (input order among equal dates). A text
  // reduced while parsing is one of them.
  std::vector<std::size_t> editions;
  for (std::size_t i = 0; i < texts.size(); ++i)
    if (texts[i].rules || (texts[i].language() == pivot && !texts[i].edition().empty() && has_rules(*texts[i].doc)))
      editions.push_back(i);
  std::stable_sort(editions.begin(), editions.end(),
                   [&](std::size_t a, std::size_t b) { return texts[a].edition() < texts[b].edition(); });
  if (options.history && editions.size() >= 2) {
    const std::string newest = texts[editions.back()].edition();
    // A few editions stay aligned too, so that a translation made from an older one pairs with it;
    // an archive of many editions is reduced to the history. A text reduced while parsing was
    // certain to be neither the newest nor among a few (ArchiveWatch).
    bool keep_older = editions.size() <= kAlignedEditions;
    std::vector<EditionRules> chain;
    chain.reserve(editions.size());
    for (std::size_t i : editions) {
      Text& t = texts[i];
      if (t.doc && (t.doc->edition == newest || keep_older)) {
        chain.push_back(EditionRules::of(*t.doc));  // aligned as well: the history gets a copy
        continue;
      }
      if (!t.rules) t.rules = EditionRules::of(*t.doc);
      t.doc.reset();
      c.history_only.push_back(t.rules->name);
      chain.push_back(std::move(*t.rules));
      t.rules.reset();
    }
    c.history = build_history(std::move(chain), history_jobs, [&](std::string_view name, std::size_t k, std::size_t n) {
      if (options.progress) options.progress({"history", name, k, n});
    });
    if (options.progress) options.progress({"history", "", editions.size(), editions.size()});
  }
  for (Text& t : texts)
    if (t.doc) c.documents.push_back(std::move(*t.doc));
  return c;
}

}  // namespace rulecorp
