// Parsing runs as one task per input on `jobs` threads (run_parallel, common/parallel.h); each task
// writes only its own slot (documents, card set, diagnostics), and the
// slots are merged in the run's order of inputs afterwards (arrange(): as given, or canonical, by
// what each input holds and then its name), so output and diagnostics depend neither on the
// thread count nor, when canonical, on the order the inputs were given in. Every input is parsed
// whole (its diagnostics are part of the report).
// The history keeps memory bounded in two ways. (1) English inputs the caller lets the pipeline read
// (CorpusInput::read: an archive's files) are dated first from their first 4 KB (header_date);
// when more than kAlignedEditions are dated, every one older than the newest is streamed: not
// parsed with the others, but by build_history when its window of editions comes, reduced to its
// rules (EditionRules) and dropped once mapped. A streamed input whose parse does not give the one
// English rules text of the date its head said makes the run parse all streamed inputs again like
// the others and build the history from memory (the same result, more memory). (2) An English
// rules text parsed with the others that is not the newest is reduced to its rules at once
// (ArchiveWatch: more than kAlignedEditions English editions seen and a later one among them; the
// count and the newest date only grow, so the decision at the end agrees); its decoded source is
// kept until the translations are paired, since one may translate it (pair() parses it whole
// again). Which ones are reduced early depends on the thread timing, the result does not. Each
// translation is paired with its edition (pair(): its date, else best_edition over the editions'
// rule numbers, taken from the history's records when editions are streamed, so that the history
// is then built first). Then the pivot
// language's rules editions are sorted by date and handed to build_history, which maps consecutive
// editions on `jobs` threads and chains the lineages in order. CorpusLoader splits this in three:
// read() (the heads, the first pass, the plan of the history, the pairing, and the documents to
// align and the card sets moved into the corpus, which the history then reads through pointers
// only), the
// history's build (which writes only the streamed inputs' slots), and finish() (the history put
// into the corpus, or, when a streamed input was not what its head said, everything moved back
// and done again the long way; then the diagnostics merged in the run's order of inputs).
#include "pipeline/corpus.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <mutex>
#include <optional>
#include <thread>
#include <tuple>

#include "align/edition_pairing.h"
#include "common/parallel.h"
#include "parse/edition.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace rulecorp {
namespace {

// One document of an input: parsed whole, or already reduced to its rules for the history.
struct Text {
  std::optional<Document> doc;
  std::optional<EditionRules> rules;    // set (and doc not) once reduced
  std::shared_ptr<const Source> source;  // a reduced text's source, to parse it whole again if a translation needs it
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

// Where an input goes in the canonical order (CorpusOptions::canonical_order), compared as a
// tuple: texts, then card files, then inputs that gave neither; by the kind (rules, rulings,
// anything else), language (en, de, fr, undetermined) and edition (newest first, undated last) of
// the input's text that comes first by these (a file of German and English rules is placed as
// English rules); then by the name and the language and edition given. Two inputs equal in all of
// these are the same file given twice, and either order reads the same.
struct InputRank {
  int group = 0;
  int kind = 0;
  int language = 0;
  std::string edition;
  std::string name;
  int given_language = -1;
  std::string given_edition;

  static InputRank of(Language l, int kind, const std::string& edition) {
    InputRank r;
    r.kind = kind;
    r.language = l == Language::kEn ? 0 : l == Language::kDe ? 1 : l == Language::kFr ? 2 : 3;
    r.edition = edition;
    return r;
  }
  // A document's rank: rules when it has a rule (as a text reduced to its rules for the history
  // has, so the rank does not depend on when a text was reduced), else rulings when it has one.
  static InputRank of(const Document& d) {
    const bool rulings = std::any_of(d.blocks.begin(), d.blocks.end(), [](const Block& b) { return b.kind == BlockKind::kRuling; });
    return of(d.language, has_rules(d) ? 0 : rulings ? 1 : 2, d.edition);
  }
  friend bool operator<(const InputRank& a, const InputRank& b) {
    // b.edition before a.edition: the newest first, "" (undated) last.
    return std::tie(a.group, a.kind, a.language, b.edition, a.name, a.given_language, a.given_edition) <
           std::tie(b.group, b.kind, b.language, a.edition, b.name, b.given_language, b.given_edition);
  }
};

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
  if (in.bytes.empty() && in.read) in.bytes = in.read(0);
  if (looks_like_card_file(in.bytes)) {
    out.cards = read_card_file(in.name, std::move(in.bytes), out.diags);
  } else {
    DecodeOptions dopt;
    dopt.encoding = o.encoding;
    auto src = std::make_shared<const Source>(decode(in.name, in.bytes, dopt, out.diags));
    std::string().swap(in.bytes);  // freed (assigning an empty string would keep the buffer)
    ParseOptions popt;
    popt.language = in.language;
    for (Document& d : parse(std::move(src), popt, out.diags)) {
      if (d.edition.empty()) d.edition = in.edition;
      Text t;
      if (watch && watch->history_only(d)) {  // the document is dropped here, its source kept
        t.rules = EditionRules::of(d);
        t.source = d.source;
      } else {
        t.doc = std::move(d);
      }
      out.texts.push_back(std::move(t));
    }
  }
  std::string().swap(in.bytes);
}

constexpr std::size_t kHeadBytes = 4096;

// One structure.history-only note for an input read only into the history, counting its parse
// diagnostics per check (nothing when it had none).
void summarise_history_diagnostics(const std::string& name, const std::string& date, const Diagnostics& d, Diagnostics& into) {
  std::map<std::string, std::size_t> per_check;
  std::size_t total = d.suppressed();
  for (const Diagnostic& x : d.all()) ++per_check[x.check];
  total += d.all().size();
  if (total == 0) return;
  std::string counts;
  for (const auto& [check, n] : per_check) counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " " + check;
  if (d.suppressed()) counts += ", " + std::to_string(d.suppressed()) + " more past the cap";
  std::string message = "this English edition" + (date.empty() ? std::string() : " (" + date + ")") +
                        " is read only into the renumbering history; its " + std::to_string(total) +
                        (total == 1 ? " diagnostic is" : " diagnostics are") + " not shown (" + counts +
                        "): rulecorp check --history-diagnostics lists them";
  into.report(make_diagnostic("structure.history-only", name, 0, 0, std::move(message)));
}

}  // namespace

// The head is decoded as the whole input would be (the shared decoder; a legacy 8-bit head as
// windows-1252, without charset detection), cut into paragraphs at
// blank lines, their lines joined, and the first paragraph with an effective-date sentence gives the
// date, as the parser takes it from the first of the document's first paragraphs.
std::string header_date(CorpusInput& in, const CorpusOptions& o) {
  std::string head = in.read(kHeadBytes);
  if (head.size() > kHeadBytes) head.resize(kHeadBytes);
  Diagnostics ignored;  // the whole input is decoded again, with its diagnostics, when parsed
  DecodeOptions dopt;
  dopt.encoding = o.encoding;
  // The date is ASCII: a legacy head is read as windows-1252 without charset detection. Should
  // that misread a head, the date is only a hint: the parse disagrees and the run reads the
  // streamed inputs again (load_corpus), with the same result.
  dopt.legacy_detection = false;
  Source src = decode(in.name, head, dopt, ignored);
  std::string_view text = src.text;
  if (head.size() == kHeadBytes) text = text.substr(0, text.rfind('\n') == std::string_view::npos ? 0 : text.rfind('\n'));
  std::string paragraph;
  std::size_t paragraphs = 0;
  for (std::size_t at = 0; at <= text.size() && paragraphs < 16;) {
    std::size_t nl = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, nl - at);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    if (!line.empty()) {
      if (!paragraph.empty()) paragraph += ' ';
      paragraph += line;
    }
    if ((line.empty() || nl == text.size()) && !paragraph.empty()) {
      std::string date = find_effective_date(paragraph);
      if (!date.empty()) return date;
      paragraph.clear();
      ++paragraphs;
    }
    at = nl + 1;
  }
  return {};
}

namespace {

// Runs parse_one over some of the inputs on `jobs` threads, each into its own slot; rethrows the
// first fault (in input order) once every task has stopped (run_parallel).
void parse_some(std::vector<CorpusInput>& inputs, const std::vector<std::size_t>& which, const CorpusOptions& options,
                unsigned jobs, ArchiveWatch* watch, std::vector<Parsed>& parsed, std::size_t& done) {
  std::mutex progress_mutex;
  run_parallel(0, which.size(), jobs, [&](std::size_t w) {
    const std::size_t i = which[w];
    parse_one(inputs[i], options, watch, parsed[i]);
    if (options.progress) {
      std::lock_guard lock(progress_mutex);
      options.progress({"parse", inputs[i].name, ++done, inputs.size()});
    }
  });
}

}  // namespace

std::vector<const Document*> Corpus::document_pointers() const {
  std::vector<const Document*> out;
  out.reserve(documents.size());
  for (const Document& d : documents) out.push_back(&d);
  return out;
}

// One load: the inputs, their parses (one slot each) and every text in the run's order (a streamed
// input's one text comes when the history parses it).
struct CorpusLoader::State {
  struct Entry {
    std::size_t input = 0;
    Text text;
    bool streamed = false;
    const Document* where = nullptr;  // its document (in `texts` or moved into the corpus), or null
    std::int64_t moved = -1;          // index in Corpus::documents its document was moved to, or -1
    std::string translates = {};      // a translation's: the date of the edition it translates (pair())
  };

  std::vector<CorpusInput> inputs;
  CorpusOptions options;
  Corpus& c;
  unsigned jobs = 1;
  std::vector<Parsed> parsed;
  std::size_t done = 0;            // inputs parsed (progress)
  std::vector<std::string> hint;   // per input: the date its head gives (read by the pipeline only)
  std::vector<bool> streamed;      // per input: parsed only when the history reaches it
  std::vector<std::size_t> order;  // the inputs in the order the run reads them (arrange())
  std::vector<Entry> texts;
  std::vector<std::size_t> card_input;  // per card set of the corpus: its input
  // The history's plan (plan()): whether there is one, its editions (indexes in `texts`, oldest
  // first), the pivot language, the newest date and the dates of the editions translations
  // translate (pair()), which are aligned with the newest.
  bool wanted = false;
  std::vector<std::size_t> editions;
  std::vector<bool> is_edition;    // per text
  Language pivot = Language::kUnknown;
  std::string newest;
  std::set<std::string> chosen;
  std::optional<History> history;  // built by build()
  std::vector<std::size_t> history_texts;  // per input: its texts read only into the history (apply())
  std::vector<std::string> history_date;   // per input: the date of such a text
  bool built = false;              // build() ran (pair() may run it before the pipeline asks)
  bool as_dated = true;            // false: a streamed input was not what its head said

  State(std::vector<CorpusInput> in, const CorpusOptions& o, Corpus& into)
      : inputs(std::move(in)), options(o), c(into),
        jobs(o.jobs ? o.jobs : std::max(1u, std::thread::hardware_concurrency())), parsed(inputs.size()),
        hint(inputs.size()), streamed(inputs.size(), false), history_texts(inputs.size(), 0), history_date(inputs.size()) {}

  Language language(const Entry& e) const { return e.streamed ? Language::kEn : e.where ? e.where->language : e.text.rules->language; }
  const std::string& edition(const Entry& e) const {
    return e.streamed ? hint[e.input] : e.where ? e.where->edition : e.text.rules->date;
  }
  // An edition is aligned when it is the newest or one a translation translates; a text reduced
  // while parsing or streamed is parsed whole again by pair() when a translation needs it.
  bool aligned(const Entry& e) const { return !e.streamed && e.where && (e.where->edition == newest || chosen.count(e.where->edition)); }

  static InputRank rank_of(const Text& t) {
    return t.doc ? InputRank::of(*t.doc) : InputRank::of(t.rules->language, 0, t.rules->date);
  }
  // The first of two ranks (an input's texts: the one that leads places it).
  static std::optional<InputRank> lead(std::optional<InputRank> a, InputRank b) {
    if (a && !(b < *a)) return a;
    return b;
  }

  // The inputs in the run's order: as given, or (CorpusOptions::canonical_order) sorted by what
  // they are, each by its text that comes first (`first`: kind, language, edition; nullopt for an
  // input that gave no text), so that no stage sees the order the user gave them in.
  void arrange(const std::function<std::optional<InputRank>(std::size_t)>& first) {
    order.resize(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) order[i] = i;
    if (!options.canonical_order) return;
    std::vector<InputRank> rank(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      const CorpusInput& in = inputs[i];
      if (std::optional<InputRank> r = first(i)) rank[i] = std::move(*r);
      else rank[i].group = parsed[i].cards ? 1 : 2;
      rank[i].name = in.name;
      rank[i].given_language = in.language ? static_cast<int>(*in.language) : -1;
      rank[i].given_edition = in.edition;
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return rank[a] < rank[b]; });
  }

  // arrange() over the first pass: a streamed input is an English rules text of its head's date.
  void arrange_parsed() {
    arrange([&](std::size_t i) -> std::optional<InputRank> {
      if (streamed[i]) return InputRank::of(Language::kEn, 0, hint[i]);
      std::optional<InputRank> best;
      for (const Text& t : parsed[i].texts) best = lead(std::move(best), rank_of(t));
      return best;
    });
  }

  void collect() {
    texts.clear();
    for (std::size_t i : order) {
      if (streamed[i]) {
        texts.push_back({i, Text{}, true});
        continue;
      }
      for (Text& t : parsed[i].texts) texts.push_back({i, std::move(t), false});
      parsed[i].texts.clear();
    }
    for (Entry& e : texts) e.where = e.text.doc ? &*e.text.doc : nullptr;
  }

  // The pivot language's dated rules editions, oldest first (the run's order among equal dates); a
  // text reduced while parsing, or streamed, is one of them.
  void plan() {
    wanted = false;
    editions.clear();
    chosen.clear();
    is_edition.assign(texts.size(), false);
    if (texts.empty()) return;
    pivot = language(texts.front());
    for (const Entry& e : texts)
      if (language(e) == Language::kEn) pivot = Language::kEn;
    for (std::size_t i = 0; i < texts.size(); ++i) {
      const Entry& e = texts[i];
      if (e.streamed || e.text.rules || (language(e) == pivot && !edition(e).empty() && has_rules(*e.where)))
        editions.push_back(i);
    }
    std::stable_sort(editions.begin(), editions.end(),
                     [&](std::size_t a, std::size_t b) { return edition(texts[a]) < edition(texts[b]); });
    if (!options.history || editions.size() < 2) return;
    wanted = true;
    for (std::size_t i : editions) is_edition[i] = true;
    newest = edition(texts[editions.back()]);
  }

  // The sorted rule numbers of a document's rules.
  static std::vector<RuleNumber> numbers_of(const Document& d) {
    std::vector<RuleNumber> out;
    for (const Block& b : d.blocks)
      if (b.kind == BlockKind::kRule && b.number.valid()) out.push_back(b.number);
    return sorted_unique(std::move(out));
  }

  // Which edition each translation translates (Entry::translates), and those editions made
  // documents to align (chosen): a translation's own date when an edition of that date is given,
  // else the edition its rule numbers fit best (best_edition). With streamed editions the numbers
  // come from the history's records, so the history is built here, before the documents are placed.
  void pair() {
    if (!wanted) return;
    std::set<std::string> dates;
    for (std::size_t i : editions) dates.insert(edition(texts[i]));
    std::vector<std::size_t> undated;
    for (std::size_t i = 0; i < texts.size(); ++i) {
      Entry& e = texts[i];
      e.translates.clear();
      if (is_edition[i] || !e.where || e.where->language == pivot || !has_rules(*e.where)) continue;
      if (dates.count(e.where->edition)) e.translates = e.where->edition;
      else undated.push_back(i);
    }
    if (!undated.empty()) {
      std::vector<std::string> at;             // the editions' dates, oldest first, each once
      std::vector<std::vector<RuleNumber>> numbers;
      const bool streaming = std::any_of(editions.begin(), editions.end(), [&](std::size_t i) { return texts[i].streamed; });
      if (streaming) {
        build();
        if (history)
          for (std::size_t k = 0; k < history->size(); ++k) {
            at.push_back(history->edition(k).date);
            numbers.push_back(history->edition(k).numbers);
          }
      } else {
        for (std::size_t i : editions) {
          const Entry& e = texts[i];
          if (!at.empty() && at.back() == edition(e)) continue;
          std::vector<RuleNumber> n;
          if (e.where) {
            n = numbers_of(*e.where);
          } else {
            for (const MappedRule& r : e.text.rules->rules) n.push_back(r.number);
            n = sorted_unique(std::move(n));
          }
          at.push_back(edition(e));
          numbers.push_back(std::move(n));
        }
      }
      for (std::size_t i : undated)
        if (auto best = best_edition(numbers_of(*texts[i].where), numbers)) texts[i].translates = at[*best];
    }
    for (const Entry& e : texts)
      if (!e.translates.empty() && e.translates != newest) chosen.insert(e.translates);
    for (std::size_t i : editions)
      if (chosen.count(edition(texts[i])) && !texts[i].where) parse_whole(texts[i]);
    // The other reduced editions' sources are not needed again unless the run must be redone
    // (a streamed input not what its head said), which needs a streamed input.
    if (std::none_of(texts.begin(), texts.end(), [](const Entry& e) { return e.streamed; }))
      for (Entry& e : texts) e.text.source.reset();
  }

  // Makes the document of an edition that was streamed or reduced while parsing (pair() needs it
  // aligned). Its diagnostics were reported when it was first parsed (or will be, by build()).
  void parse_whole(Entry& e) {
    const std::string date = edition(e);
    Parsed p;
    std::optional<Document> doc;
    if (e.streamed) {
      const bool first = !built;  // not yet parsed by the history: this is its one parse
      parse_one(inputs[e.input], options, nullptr, first ? parsed[e.input] : p);
      Parsed& got = first ? parsed[e.input] : p;
      for (Text& t : got.texts)
        if (t.doc && t.doc->language == Language::kEn && t.doc->edition == date && has_rules(*t.doc) && !doc) doc = std::move(t.doc);
      got.texts.clear();
      if (!doc) return;  // not what its head said: it stays streamed (build() sees that)
      e.streamed = false;
      streamed[e.input] = false;
    } else if (e.text.rules && e.text.source) {
      ParseOptions popt;
      popt.language = inputs[e.input].language;
      for (Document& d : parse(e.text.source, popt, p.diags)) {
        if (d.edition.empty()) d.edition = inputs[e.input].edition;
        if (d.language == e.text.rules->language && d.edition == date && has_rules(d) && !doc) doc = std::move(d);
      }
      if (!doc) return;
      e.text.rules.reset();
      e.text.source.reset();
    } else {
      return;
    }
    e.text.doc = std::move(doc);
    e.where = &*e.text.doc;
  }

  // Moves the documents to align (every document but the editions read only into the history) and
  // the card sets into the corpus, in the run's order.
  void place() {
    for (std::size_t i = 0; i < texts.size(); ++i) {
      Entry& e = texts[i];
      if (!e.text.doc || (wanted && is_edition[i] && !aligned(e))) continue;
      e.moved = static_cast<std::int64_t>(c.documents.size());
      c.documents.push_back(std::move(*e.text.doc));
      c.translates.push_back(e.translates);
      e.text.doc.reset();
      e.where = &c.documents.back();
    }
    for (std::size_t i : order)
      if (parsed[i].cards) {
        c.card_sets.push_back(std::move(*parsed[i].cards));
        parsed[i].cards.reset();
        card_input.push_back(i);
      }
  }

  // How many texts input `i` gave (a streamed input: one).
  std::size_t texts_of(std::size_t i) const {
    return static_cast<std::size_t>(std::count_if(texts.begin(), texts.end(), [i](const Entry& e) { return e.input == i; }));
  }

  // Undoes place().
  void unplace() {
    for (Entry& e : texts)
      if (e.moved >= 0) {
        e.text.doc = std::move(c.documents[static_cast<std::size_t>(e.moved)]);
        e.moved = -1;
        e.where = &*e.text.doc;
      }
    c.documents.clear();
    c.translates.clear();
    for (std::size_t k = 0; k < c.card_sets.size(); ++k) parsed[card_input[k]].cards = std::move(c.card_sets[k]);
    c.card_sets.clear();
    card_input.clear();
  }

  // Builds the history of the planned editions; as_dated is false when a streamed input turned out
  // not to be what its head said (nothing is changed then but the streamed inputs' parses).
  void build() {
    if (!wanted || built) return;
    built = true;
    std::mutex mutex;
    as_dated = true;
    auto fetch = [&](std::size_t k) -> EditionRules {
      Entry& e = texts[editions[k]];
      if (e.where) return EditionRules::of(*e.where);  // dropped in apply() unless aligned too
      if (!e.streamed) return e.text.rules->clone();
      CorpusInput& in = inputs[e.input];
      Parsed& p = parsed[e.input];
      parse_one(in, options, nullptr, p);
      std::lock_guard lock(mutex);
      if (options.progress) options.progress({"parse", in.name, ++done, inputs.size()});
      if (p.texts.size() != 1 || !p.texts[0].doc || p.texts[0].doc->language != Language::kEn ||
          p.texts[0].doc->edition != hint[e.input] || !has_rules(*p.texts[0].doc)) {
        as_dated = false;  // its parse stays in its slot, for the second attempt
        return EditionRules();
      }
      EditionRules r = EditionRules::of(*p.texts[0].doc);
      p.texts.clear();
      return r;
    };
    History h = rulecorp::build_history(editions.size(), fetch, Fanout::on_threads(jobs), [&](std::string_view name, std::size_t k, std::size_t n) {
      if (options.progress) options.progress({"history", name, k, n});
    });
    if (as_dated) history = std::move(h);
  }

  // Puts the history built into the corpus and drops the editions read only into it.
  void apply() {
    if (!wanted) return;
    c.history = std::move(*history);
    history.reset();
    for (std::size_t i : editions) {
      Entry& e = texts[i];
      if (e.moved >= 0) continue;  // aligned
      ++history_texts[e.input];
      history_date[e.input] = edition(e);
      c.history_only.push_back(e.streamed ? inputs[e.input].name : e.text.doc ? e.text.doc->name() : e.text.rules->name);
      e.text.doc.reset();
      e.text.rules.reset();
      e.text.source.reset();
      e.where = nullptr;
    }
    if (options.progress) options.progress({"history", "", editions.size(), editions.size()});
  }

  // The second attempt, after a streamed input was not what its head said: the streamed inputs are
  // parsed again like the others, and the history is built over all of them in memory.
  void redo() {
    unplace();
    std::vector<std::size_t> rest;
    for (std::size_t i = 0; i < inputs.size(); ++i)
      if (streamed[i]) {
        parsed[i] = Parsed();
        rest.push_back(i);
      }
    parse_some(inputs, rest, options, jobs, nullptr, parsed, done);
    std::vector<std::vector<Entry>> of_input(inputs.size());
    for (Entry& e : texts) {
      if (!e.streamed) {
        of_input[e.input].push_back(std::move(e));
        continue;
      }
      for (Text& t : parsed[e.input].texts) of_input[e.input].push_back({e.input, std::move(t), false});
      parsed[e.input].texts.clear();
    }
    // The streamed inputs' texts are now known: the order is made again from them.
    arrange([&](std::size_t i) -> std::optional<InputRank> {
      std::optional<InputRank> best;
      for (const Entry& e : of_input[i]) best = lead(std::move(best), rank_of(e.text));
      return best;
    });
    texts.clear();
    for (std::size_t i : order)
      for (Entry& e : of_input[i]) texts.push_back(std::move(e));
    for (Entry& e : texts) e.where = e.text.doc ? &*e.text.doc : nullptr;
    std::fill(streamed.begin(), streamed.end(), false);
    built = false;
    history.reset();
    plan();
    pair();
    place();
    build();
    apply();
  }
};

CorpusLoader::CorpusLoader(std::vector<CorpusInput> inputs, const CorpusOptions& options, Corpus& into)
    : s_(std::make_unique<State>(std::move(inputs), options, into)) {}

CorpusLoader::~CorpusLoader() = default;

void CorpusLoader::read() {
  State& s = *s_;
  const CorpusOptions& options = s.options;
  // English inputs read by their task are dated from their heads first. When more than
  // kAlignedEditions are dated, each one dated before the newest of them is streamed: parsed only
  // when the history reaches it (build_history's windows), so a few of them are in memory at once.
  if (options.history) {
    std::vector<std::size_t> lazy;
    for (std::size_t i = 0; i < s.inputs.size(); ++i)
      if (s.inputs[i].bytes.empty() && s.inputs[i].read && s.inputs[i].language == Language::kEn) lazy.push_back(i);
    run_parallel(0, lazy.size(), s.jobs, [&](std::size_t w) { s.hint[lazy[w]] = header_date(s.inputs[lazy[w]], options); });
    std::size_t dated = 0;
    std::string newest;
    for (std::size_t i : lazy)
      if (!s.hint[i].empty()) {
        ++dated;
        newest = std::max(newest, s.hint[i]);
      }
    for (std::size_t i : lazy) s.streamed[i] = dated > kAlignedEditions && !s.hint[i].empty() && s.hint[i] < newest;
  }
  std::vector<std::size_t> first_pass;
  for (std::size_t i = 0; i < s.inputs.size(); ++i)
    if (!s.streamed[i]) first_pass.push_back(i);
  ArchiveWatch watch;
  parse_some(s.inputs, first_pass, options, s.jobs, options.history ? &watch : nullptr, s.parsed, s.done);
  s.arrange_parsed();
  s.collect();
  s.plan();
  s.pair();
  s.place();
}

bool CorpusLoader::has_history() const { return s_->wanted; }

void CorpusLoader::build_history() { s_->build(); }

bool CorpusLoader::finish(Diagnostics& diags) {
  State& s = *s_;
  bool as_read = true;
  if (s.wanted && !s.as_dated) {
    s.redo();
    as_read = false;
  } else {
    s.apply();
  }
  for (std::size_t i : s.order) {
    if (s.history_texts[i] && !s.options.history_diagnostics && s.history_texts[i] == s.texts_of(i)) {
      summarise_history_diagnostics(s.inputs[i].name, s.history_date[i], s.parsed[i].diags, diags);
      continue;
    }
    diags.merge(s.parsed[i].diags);
  }
  return as_read;
}

void stream_inputs(std::vector<CorpusInput>& inputs, const CorpusOptions& options,
                   const std::function<void(StreamedInput&)>& visit) {
  run_parallel(0, inputs.size(), options.jobs, [&](std::size_t k) {
    StreamedInput r;
    r.index = k;
    Parsed parsed;
    try {
      parse_one(inputs[k], options, nullptr, parsed);
    } catch (...) {
      r.fault = std::current_exception();
    }
    r.diags = std::move(parsed.diags);  // what was found before a fault too
    if (!r.fault) {
      r.cards = parsed.cards.has_value();
      if (parsed.cards) r.documents = std::move(parsed.cards->docs);
      for (Text& t : parsed.texts) r.documents.push_back(std::move(*t.doc));
    }
    visit(r);
  });
}

History history_of(std::vector<EditionRules> editions, const CorpusOptions& options) {
  return build_history(std::move(editions), Fanout::on_threads(options.jobs));
}

Corpus load_corpus(std::vector<CorpusInput> inputs, const CorpusOptions& options, Diagnostics& diags) {
  Corpus c;
  CorpusLoader loader(std::move(inputs), options, c);
  loader.read();
  loader.build_history();
  loader.finish(diags);
  return c;
}

}  // namespace rulecorp
