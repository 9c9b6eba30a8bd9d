// The Corpus of one run: the inputs' bytes decoded and parsed into Documents (in parallel, one task
// per input, results merged in one order of inputs so the run is deterministic whatever the thread count),
// card files read into CardSets, and the pivot language's rules editions turned into a renumbering
// History. Of an archive of editions only the newest is kept as a Document for alignment; the
// older ones are reduced to their rules (EditionRules) as soon as each is parsed and then to their
// History records, so a history over every edition since 1999 does not hold one document model
// per edition.
#ifndef RULECORP_PIPELINE_CORPUS_H_
#define RULECORP_PIPELINE_CORPUS_H_

#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "align/card_set.h"
#include "align/history.h"
#include "common/diagnostic.h"
#include "parse/document.h"
#include "parse/language.h"

namespace rulecorp {

// One input, read whole by the caller (reading is I/O and belongs to the caller, so that an I/O fault
// stops a run before anything is written).
// An input may instead be read by the pipeline (`read`, when set and `bytes` is empty), so that an
// archive of many editions is never held in memory at once; a fault `read` throws stops the run
// (load_corpus rethrows it once every task has stopped). It may be read more than once.
struct CorpusInput {
  std::string name;                   // as the user named it ("-" for standard input)
  std::optional<Language> language;   // given by the user ("de:FILE"), else detected
  std::string bytes;                  // the whole input; released once parsed
  // Reads the input when `bytes` is not given: the first `limit` bytes (at least; its head, for
  // dating), or the whole input when `limit` is 0.
  std::function<std::string(std::size_t limit)> read = {};
  // The edition the user gives for it (ISO date, e.g. a corpus config's `edition`), or "": used for
  // a document whose text names no effective date; the text's own date wins otherwise.
  std::string edition = {};
};

// Up to this many dated rules editions of the pivot language are parsed whole with the other inputs;
// of more (an archive), those older than the newest are streamed into the history (only the ones
// a translation translates are parsed whole).
inline constexpr std::size_t kAlignedEditions = 4;

// How far a run is: `stage` ("parse", "history", "align", "glossary", "check"), the input being
// worked on (or ""), and `done` of `total` steps of that stage finished.
struct Progress {
  std::string_view stage;
  std::string_view item;
  std::size_t done = 0;
  std::size_t total = 0;
};
// Called as a run advances, from one thread at a time (never concurrently), in no guaranteed order
// of inputs within a stage; it must not throw.
using ProgressCallback = std::function<void(const Progress&)>;

struct CorpusOptions {
  std::string encoding;     // force the encoding of every text input (ICU name); empty = detect
  unsigned jobs = 0;        // threads (the parse tasks; the pipeline runs every stage on them); 0 = the machine's cores
  bool history = true;      // build the History from the pivot language's rules editions
  // Report the parse diagnostics of editions read only into the history one by one; else each such
  // edition gets one structure.history-only note counting them per check.
  bool history_diagnostics = false;
  ProgressCallback progress;  // told of each input parsed and each edition added (and, by run_pipeline, each stage)
  // Read the inputs in one order whatever the order they are given in (run_pipeline sets it, so
  // that no stage that pairs or counts sees the user's order): texts, then card files, then inputs
  // that gave neither; each by the kind (rules, rulings, other), language (en, de, fr,
  // undetermined) and edition (newest first, undated last) of its text that comes first by these
  // (a file of German and English rules goes with English rules), then by name. Documents, card sets
  // and diagnostics follow it. Off, the order given is kept (`parse` dumps each input in turn;
  // `align --editions` takes OLD NEW).
  bool canonical_order = false;
};

struct Corpus {
  std::deque<Document> documents;   // texts to align, in the run's order of inputs (stable addresses)
  // Per document: the date of the pivot-language edition a translation translates (its own date,
  // else the one its rule numbers fit best among every edition given), "" for the others.
  std::vector<std::string> translates;
  std::vector<CardSet> card_sets;   // card files, in the run's order of inputs
  History history;                  // the pivot language's rules editions, oldest first
  std::vector<std::string> history_only;  // inputs read only into the history (older editions)

  // The documents as the aligner takes them.
  std::vector<const Document*> document_pointers() const;
};

// Decodes and parses `inputs` into a Corpus; problems in the inputs go to `diags` (in the run's order
// of inputs: as given, or canonical with CorpusOptions::canonical_order).
// Rethrows the first exception of an input's `read` (in input order) once all tasks have stopped.
// Card files (MTGJSON) are recognised by content. When several rules texts in the pivot language
// (English, else the first input's language) carry edition dates, all go into the History; among
// `documents` stay the newest and the edition each translation translates (Corpus::translates):
// its own date (header, else CorpusInput::edition) when an edition of that date is given, else the
// edition its rule numbers fit best (best_edition, over the history's records). The others are read
// only into the history: their parse diagnostics become one structure.history-only note each unless
// CorpusOptions::history_diagnostics.
Corpus load_corpus(std::vector<CorpusInput> inputs, const CorpusOptions& options, Diagnostics& diags);

// One input of stream_inputs, parsed: its documents (a card file's: its card lines, a document per
// language) and the diagnostics of its reading, or the fault that stopped reading it.
struct StreamedInput {
  std::size_t index = 0;          // of the input in the list given
  std::vector<Document> documents;
  bool cards = false;             // a card file (MTGJSON): `documents` are its card lines
  Diagnostics diags;              // of its reading, up to the fault when there is one
  std::exception_ptr fault;       // what reading it threw; then no documents
};

// The pipeline's mode for commands that treat each input on its own (convert, history): every one of
// `inputs` is read (its `read`, when `bytes` is empty), decoded and parsed as load_corpus would,
// one task per input on options.jobs threads, and handed to visit on that task's thread as soon as
// it is parsed, its bytes released; so a run holds one input per thread, never all. visit is called
// once per input, concurrently for different ones; a fault it throws stops the run, rethrown (the
// first in input order) once every task has stopped. No history, no canonical order.
void stream_inputs(std::vector<CorpusInput>& inputs, const CorpusOptions& options,
                   const std::function<void(StreamedInput&)>& visit);

// The History of `editions`, oldest first (build_history), the maps between consecutive editions
// made on options.jobs threads.
History history_of(std::vector<EditionRules> editions, const CorpusOptions& options);

// load_corpus in three steps, so that a caller can align the texts while the history is built.
// read() dates the archive's heads, parses every input but the streamed editions and moves the
// documents to align and the card sets into the corpus (`into`, which must outlive the loader);
// build_history() parses the streamed editions and builds the History, touching neither those
// documents nor the card sets, so it may run on another thread while the caller reads them;
// finish() puts the history into the corpus and merges every input's diagnostics into `diags` in
// the run's order of inputs. The corpus is then load_corpus's. finish() returns false when a streamed edition was
// not what its head said: the corpus was then made again the long way (as load_corpus does), its
// documents and card sets may differ, and whatever the caller made of them must be made again.
class CorpusLoader {
 public:
  CorpusLoader(std::vector<CorpusInput> inputs, const CorpusOptions& options, Corpus& into);
  ~CorpusLoader();
  CorpusLoader(const CorpusLoader&) = delete;
  CorpusLoader& operator=(const CorpusLoader&) = delete;

  // Parses the inputs the history does not stream and fills the corpus's documents and card sets.
  void read();
  // True when read() found editions for a history (build_history() has work).
  bool has_history() const;
  // Parses the streamed editions and builds the history (rethrows a fault of an input's `read`).
  void build_history();
  // Completes the corpus; false when its documents and card sets were made again.
  bool finish(Diagnostics& diags);

 private:
  struct State;
  std::unique_ptr<State> s_;
};

// The effective date ("2009-10-01") in the head of an input the pipeline reads (`in.read` is set; its
// first 4 KB are read and decoded with `options.encoding`; a legacy 8-bit head is read as
// windows-1252 without charset detection), or "" when the head has none.
std::string header_date(CorpusInput& in, const CorpusOptions& options);

}  // namespace rulecorp

#endif  // RULECORP_PIPELINE_CORPUS_H_
