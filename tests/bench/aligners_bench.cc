// Aligners on hostile sizes: each aligner at 1x, 4x and 16x of a shape no real text has, built
// here (never a committed file): a card of 16,000 / 64,000 / 256,000 lines against a one-line
// translation, an equally long one and one half as long; a card of 4,000 / 16,000 / 64,000 lines
// and as many keywords, each line opening with some of them; rulings of 6,250 / 25,000 / 100,000
// paragraphs against a translation of every other one and against a second English page (variants);
// 18,750 / 75,000 / 300,000 rules against a translation that drops and misnumbers some; glossaries
// of 6,250 / 25,000 / 100,000 entries. Each size runs in a fresh process (fork), so its peak memory
// is its own: time of the aligner alone, the process's peak and the aligner's part of it (the peak
// over what the built input held). The target is near-linear growth: 16x the input in at most 32x
// the CPU time (wall time is printed too) and 32x the aligner's memory, twice linear (a quadratic
// aligner takes 256x; larger inputs also miss the caches more). Never fails on figures.
// Usage: aligners_bench [SHAPE...]
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "align/aligner.h"
#include "align/card_set.h"
#include "bench/bench_util.h"
#include "parse/parser.h"
#include "text/decoder.h"

namespace {

using namespace rulecorp;
using bench::Clock;
using bench::ms_since;

double peak_mib() {
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<double>(ru.ru_maxrss) / 1024.0;
}

// Parses `text` as one document of `language` (the text is kept alive by the returned Source).
std::vector<Document> parse_text(const std::string& name, const std::string& text, Language language) {
  Diagnostics d;
  auto src = std::make_shared<const Source>(decode(name, text, {}, d));
  ParseOptions o;
  o.language = language;
  return parse(src, o, d);
}

// One JSON string of `lines` ability lines, line i stating its own numbers (a translated line
// keeps them, as translations do).
std::string card_text(std::size_t lines, bool german, std::size_t step = 1) {
  std::string s;
  char buf[160];
  for (std::size_t i = 0; i < lines; i += step) {
    int n = german ? std::snprintf(buf, sizeof buf, "Wenn eine Kreatur angreift, erhält sie +%zu/+%zu und du ziehst %zu Karten.", i, i % 7, i % 5 + 1)
                   : std::snprintf(buf, sizeof buf, "Whenever a creature attacks, it gets +%zu/+%zu and you draw %zu cards.", i, i % 7, i % 5 + 1);
    if (!s.empty()) s += "\\n";
    s.append(buf, static_cast<std::size_t>(n));
  }
  return s;
}

// A set of one card of `lines` English lines and a German text of `de_lines` lines (0: one line).
std::string card_json(std::size_t lines, std::size_t de_lines) {
  std::string de = de_lines == 0 ? std::string("Wenn eine Kreatur angreift, ziehst du eine Karte.")
                                 : card_text(lines, true, lines / de_lines);
  return R"({"data": {"code": "BIG", "name": "Big", "cards": [{"name": "Big", "number": "1", "text": ")" + card_text(lines, false) +
         R"(", "foreignData": [{"language": "German", "name": "Groß", "text": ")" + de + R"("}]}]}})";
}

// A set of one card of `lines` English and German lines and as many keywords ("Keyword 0", ...):
// every line opens with keywords, one of four as an ability word before an em dash ("Keyword 4 —
// Whenever ..."), the others as a keyword list with reminder text ("Keyword 5, keyword 35 (...)").
std::string keyword_card_json(std::size_t lines) {
  std::string en, de, keywords;
  char buf[200];
  for (std::size_t i = 0; i < lines; ++i) {
    const std::size_t j = i * 7 % lines;
    int n = i % 4 == 0 ? std::snprintf(buf, sizeof buf, "Keyword %zu \u2014 Whenever a creature attacks, you draw %zu cards.", i, i % 5 + 1)
                       : std::snprintf(buf, sizeof buf, "Keyword %zu, keyword %zu (This ability has %zu parts.)", i, j, i % 5 + 1);
    if (!en.empty()) en += "\\n";
    en.append(buf, static_cast<std::size_t>(n));
    n = i % 4 == 0 ? std::snprintf(buf, sizeof buf, "Schlüsselwort %zu \u2014 Immer wenn eine Kreatur angreift, ziehst du %zu Karten.", i, i % 5 + 1)
                   : std::snprintf(buf, sizeof buf, "Schlüsselwort %zu, Schlüsselwort %zu (Diese Fähigkeit hat %zu Teile.)", i, j, i % 5 + 1);
    if (!de.empty()) de += "\\n";
    de.append(buf, static_cast<std::size_t>(n));
    n = std::snprintf(buf, sizeof buf, "%s\"Keyword %zu\"", i ? ", " : "", i);
    keywords.append(buf, static_cast<std::size_t>(n));
  }
  return R"({"data": {"code": "KW", "name": "Keywords", "cards": [{"name": "Kw", "number": "1", "keywords": [)" + keywords +
         R"(], "text": ")" + en + R"(", "foreignData": [{"language": "German", "name": "Sw", "text": ")" + de + R"("}]}]}})";
}

// Rulings: `n` paragraphs, paragraph i stating its numbers; `step` keeps every step-th one;
// `reworded` writes the English one in other words (a second rulings page).
std::string rulings_text(std::size_t n, bool german, std::size_t step = 1, bool reworded = false) {
  std::string s;
  char buf[200];
  for (std::size_t i = 0; i < n; i += step) {
    int k = german ? std::snprintf(buf, sizeof buf, "Wenn du %zu Kreaturen kontrollierst, erhält jede von ihnen +%zu/+%zu bis zum Ende des Zuges.\n\n", i, i % 9, i % 4)
            : reworded ? std::snprintf(buf, sizeof buf, "If you control %zu creatures, each of those creatures gets +%zu/+%zu until the end of turn.\n\n", i, i % 9, i % 4)
                       : std::snprintf(buf, sizeof buf, "If you control %zu creatures, each of them gets +%zu/+%zu until end of turn.\n\n", i, i % 9, i % 4);
    s.append(buf, static_cast<std::size_t>(k));
  }
  return s;
}

// Rules 100.1 onwards, 400 subrules a rule, `n` in all, each citing its predecessor; the German
// translation drops every 50th and writes every 7th with the next number (misnumbered).
std::string rules_text(std::size_t n, bool german) {
  std::string s;
  char buf[200];
  for (std::size_t k = 0; k < n; ++k) {
    std::size_t r = 100 + k / 400, sub = k % 400 + 1;
    if (german && k % 50 == 49) continue;
    std::size_t written = german && k % 7 == 3 ? sub + 1 : sub;
    int len = german ? std::snprintf(buf, sizeof buf, "%zu.%zu. Regel %zu: ein Spieler zieht %zu Karten. Siehe Regel %zu.%zu.\n\n", r, written, k, sub, r, sub > 1 ? sub - 1 : 1)
                     : std::snprintf(buf, sizeof buf, "%zu.%zu. Rule %zu: a player draws %zu cards. See rule %zu.%zu.\n\n", r, sub, k, sub, r, sub > 1 ? sub - 1 : 1);
    s.append(buf, static_cast<std::size_t>(len));
  }
  return s;
}

// A rules text with a glossary of `n` entries, each citing a rule; the German one lists its entries
// under other terms (so they pair by their definitions).
std::string glossary_text(std::size_t n, bool german) {
  std::string s = german ? "100.1 Eine Regel.\n\nGlossar\n\n" : "100.1. A rule.\n\nGlossary\n\n";
  char buf[200];
  for (std::size_t i = 0; i < n; ++i) {
    int len = german ? std::snprintf(buf, sizeof buf, "Begriff %zu\nEin Begriff der Regeln mit %zu Teilen. Siehe Regel %zu.%zu.\n\n", i, i, 100 + i % 800, i % 97 + 1)
                     : std::snprintf(buf, sizeof buf, "Term %zu\nA term of the rules with %zu parts. See rule %zu.%zu.\n\n", i, i, 100 + i % 800, i % 97 + 1);
    s.append(buf, static_cast<std::size_t>(len));
  }
  s += german ? "Danksagungen\n\nDesign: jemand\n" : "Credits\n\nDesign: someone\n";
  return s;
}

// CPU time of this process in milliseconds (the growth is judged on it: wall time on a shared
// machine measures the other work too).
double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

struct Figures {
  double ms = 0, cpu = 0;            // the aligner's wall and CPU time
  double peak = 0, own = 0;          // process peak (MiB), peak over the built input (MiB)
  std::size_t units = 0;
  bool oversized = false;
};

// One shape: its name, its sizes (1x, 4x, 16x) and a run that builds the input of a size and
// aligns it, timing only the aligner.
struct Shape {
  const char* name;
  std::size_t base;
  std::function<Figures(std::size_t)> run;
};

template <typename Build, typename Align>
Figures measure(Build build, Align align) {
  auto input = build();
  Figures f;
  double before = peak_mib();
  auto start = Clock::now();
  const double cpu0 = cpu_ms();
  Alignment a = align(input);
  f.ms = ms_since(start);
  f.cpu = cpu_ms() - cpu0;
  f.peak = peak_mib();
  f.own = f.peak - before;
  f.units = a.units.size();
  f.oversized = !a.oversized.empty();
  return f;
}

Figures card_shape(std::size_t lines, std::size_t de_lines, bool keywords = false) {
  struct In { std::string json; CardSet set; };
  return measure(
      [&] {
        auto in = std::make_unique<In>();
        in->json = keywords ? keyword_card_json(lines) : card_json(lines, de_lines);
        Diagnostics d;
        in->set = read_card_set("big.json", in->json, d);
        return in;
      },
      [](const std::unique_ptr<In>& in) { return align_cards(in->set); });
}

template <typename Texts>
Figures documents_shape(Texts texts) {
  struct In { std::vector<std::string> text; std::vector<Document> docs; };
  return measure(
      [&] {
        auto in = std::make_unique<In>();
        for (auto& [name, text, lang] : texts()) {
          in->text.push_back(std::move(text));
          for (Document& d : parse_text(name, in->text.back(), lang)) in->docs.push_back(std::move(d));
        }
        return in;
      },
      [](const std::unique_ptr<In>& in) {
        std::vector<const Document*> ptrs;
        for (const Document& d : in->docs) ptrs.push_back(&d);
        return align_documents(ptrs);
      });
}

using Texts = std::vector<std::tuple<std::string, std::string, Language>>;

std::vector<Shape> shapes() {
  return {
      {"card-vs-one-line", 16000, [](std::size_t n) { return card_shape(n, 0); }},
      {"card-vs-equal", 16000, [](std::size_t n) { return card_shape(n, n); }},
      {"card-vs-half", 16000, [](std::size_t n) { return card_shape(n, n / 2); }},
      {"card-keywords", 4000, [](std::size_t n) { return card_shape(n, n, true); }},
      {"rulings-vs-half", 6250, [](std::size_t n) {
         return documents_shape([n] { return Texts{{"en.txt", rulings_text(n, false), Language::kEn}, {"de.txt", rulings_text(n, true, 2), Language::kDe}}; });
       }},
      {"rulings-page", 6250, [](std::size_t n) {
         return documents_shape([n] {
           return Texts{{"en.txt", rulings_text(n, false), Language::kEn}, {"de.txt", rulings_text(n, true), Language::kDe},
                        {"page.txt", rulings_text(n, false, 1, true), Language::kEn}};
         });
       }},
      {"rules", 18750, [](std::size_t n) {
         return documents_shape([n] { return Texts{{"en.txt", rules_text(n, false), Language::kEn}, {"de.txt", rules_text(n, true), Language::kDe}}; });
       }},
      {"glossary", 6250, [](std::size_t n) {
         return documents_shape([n] { return Texts{{"en.txt", glossary_text(n, false), Language::kEn}, {"de.txt", glossary_text(n, true), Language::kDe}}; });
       }},
  };
}

// Runs `f` in a child process and returns its figures (through a pipe).
Figures in_child(const std::function<Figures()>& f) {
  int fd[2];
  if (::pipe(fd) != 0) return {};
  std::fflush(stdout);
  pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fd[0]);
    Figures r = f();
    ssize_t w = ::write(fd[1], &r, sizeof r);
    ::_exit(w == static_cast<ssize_t>(sizeof r) ? 0 : 1);
  }
  ::close(fd[1]);
  Figures r;
  ssize_t got = ::read(fd[0], &r, sizeof r);
  ::close(fd[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (got != static_cast<ssize_t>(sizeof r) || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    r = Figures{};
    r.ms = -1;
  }
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> wanted(argv + 1, argv + argc);
  std::printf("aligners_bench: each size in a fresh process, one thread; target: 16x the input in <= 32x the CPU time and memory\n");
  std::printf("%-18s %9s %10s %10s %10s %12s %9s  %s\n", "shape", "size", "wall ms", "CPU ms", "peak MiB", "aligner MiB", "units", "");
  bool all_met = true;
  for (const Shape& s : shapes()) {
    if (!wanted.empty() && std::find(wanted.begin(), wanted.end(), s.name) == wanted.end()) continue;
    Figures f[3];
    int k = 0;
    for (std::size_t times : {1, 4, 16}) {
      const std::size_t n = s.base * times;
      f[k] = in_child([&] { return s.run(n); });
      if (f[k].ms < 0) std::printf("%-18s %9zu  FAILED (the child process did not finish)\n", s.name, n);
      else
        std::printf("%-18s %9zu %10.1f %10.1f %10.1f %12.1f %9zu  %s\n", s.name, n, f[k].ms, f[k].cpu, f[k].peak, f[k].own, f[k].units,
                    f[k].oversized ? "align.oversized" : "");
      ++k;
    }
    // Growth from 1x to 16x; memory below 1 MiB at 1x counts as 1 MiB (allocator noise).
    const double time_growth = f[2].cpu / std::max(f[0].cpu, 0.5), mem_growth = std::max(f[2].own, 1.0) / std::max(f[0].own, 1.0);
    const bool met = f[0].ms >= 0 && f[2].ms >= 0 && time_growth <= 32 && mem_growth <= 32;
    all_met = all_met && met;
    std::printf("%-18s growth 1x -> 16x: CPU time %.1fx, aligner memory %.1fx: near-linear %s\n", s.name, time_growth, mem_growth,
                met ? "met" : "NOT met");
  }
  std::printf("aligners_bench: target %s\n", all_met ? "met for every shape" : "NOT met for every shape");
  return 0;
}
