// Faults planted at random into the real German 2025 CR (../shared), of the kinds translators make:
// a mistyped, stale, replaced, dropped, added or dangling citation, a changed number, an English
// fragment or a whole English paragraph left in, English quotation marks, a wrong mana symbol, a
// duplicated, lost, glued or swapped rule number, a compound spelled with a hyphen once, a letter
// written as an HTML entity, a closing parenthesis left out, an item of an enumeration left out, an
// English function word put for a German one, a letter dropped inside a common word, a symbol's
// braces left out. The planted text is checked as `rulecorp check` checks it (against the English 2025 edition, the older English editions of ../shared/corpus/cr as history),
// and the findings of the untouched text are subtracted. The test asserts that every planted fault
// is reported at its rule by a check made for that kind of fault (nearly all of them: see the end
// of the test for what is out of reach), and that nothing else is new: no finding at a rule nobody
// touched. The faults are chosen by a seeded generator (std::mt19937 with a
// fixed seed per round), only in rules that have no finding before planting and never in
// neighbouring paragraphs, so that each round is reproducible and each finding has one cause; every
// planted change is printed (the rounds are reproducible with one standard library: std::shuffle and
// the distributions differ between implementations). Skipped when ../shared is absent, failing
// under CI=true.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "check/checker.h"
#include "pipeline/pipeline.h"
#include "support/shared_dir.h"

NEEDS_SHARED();

namespace rulecorp {
namespace {

const char* const kHistory[] = {"cr-en-2008-10-01.txt", "cr-en-2009-10-05.txt", "cr-en-2013-04-29.txt",
                                "cr-en-2015-01-23.txt", "cr-en-2016-09-30.txt", "cr-en-2023-11-17.txt"};
const char kEnName[] = "cr-en-2025-11-14.txt";
const char kDeName[] = "cr-de-2025-11-14.txt";

std::string cr_dir() { return test::shared_dir() + "/corpus/cr/"; }

// The findings of `check` on the English 2025 edition, `de` as its German translation and the older
// English editions as history, every stage on two threads, into `run` (which keeps the history).
std::vector<Diagnostic> check(const std::string& de, RunResult& run) {
  static const std::vector<std::pair<std::string, std::string>> fixed = [] {
    std::vector<std::pair<std::string, std::string>> out;
    for (const char* h : kHistory) out.emplace_back(h, test::read_file(cr_dir() + h));
    out.emplace_back(kEnName, test::read_file(cr_dir() + kEnName));
    return out;
  }();
  std::vector<CorpusInput> inputs;
  for (const auto& [name, bytes] : fixed) inputs.push_back({name, std::nullopt, bytes});
  inputs.push_back({kDeName, std::nullopt, de});
  PipelineOptions o;
  o.corpus.jobs = 2;
  Diagnostics diags;
  run_pipeline(std::move(inputs), o, diags, run);
  std::vector<Diagnostic> out = diags.all();
  for (const Diagnostic& d : run.findings) out.push_back(d);
  drop_subsumed(out);  // as the report does
  return out;
}

// What identifies a finding across a planted and an untouched text: its check, its unit and rule,
// and its message, with line numbers masked (planting shifts them), the counts of uses too, and the aligner's evidence
// scores too (they depend on the length ratio of the whole documents, which planting changes).
std::string key_of(const Diagnostic& d) {
  static const std::regex line_number(R"(lines? \d+(, \d+)*(, …)?)"), evidence(R"(\(evidence: [^)]*\))"),
      uses(R"(\d+ times)");
  std::string m = std::regex_replace(std::regex_replace(d.message, line_number, "line N"), evidence, "(evidence)");
  m = std::regex_replace(m, uses, "N times");  // term.spelling's count of the usual word, which planting changes
  return d.check + '|' + d.unit + '|' + d.rule + '|' + m;
}

// A rule paragraph of the German text: its number and its lines [first, last].
struct Paragraph {
  std::string number;
  std::size_t first = 0, last = 0;
};

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r") == std::string::npos; }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// Rules ("702.19b ..."), not section headings ("702. ...") nor glossary entries.
const std::regex& rule_start() {
  static const std::regex r(R"(^(\d{3}\.\d+[a-z]?)\.? )");
  return r;
}

std::vector<Paragraph> paragraphs_of(const std::vector<std::string>& lines) {
  std::vector<Paragraph> out;
  for (std::size_t i = 0; i < lines.size();) {
    if (blank(lines[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j + 1 < lines.size() && !blank(lines[j + 1])) ++j;
    std::smatch m;
    if (std::regex_search(lines[i], m, rule_start())) out.push_back({m[1].str(), i, j});
    i = j + 1;
  }
  return out;
}

// The English rules by number, their text after the number.
std::map<std::string, std::string> english_rules() {
  std::map<std::string, std::string> out;
  std::string text = test::read_file(cr_dir() + kEnName);
  for (const std::string& raw : lines_of(text)) {
    std::string l = raw;
    if (l.rfind("\xEF\xBB\xBF", 0) == 0) l.erase(0, 3);
    if (!l.empty() && l.back() == '\r') l.pop_back();
    std::smatch m;
    if (std::regex_search(l, m, rule_start())) out.emplace(m[1].str(), m.suffix().str());
  }
  return out;
}

// A planted fault: where, what was done, and the checks that report such a fault.
struct Plant {
  std::string unit;                // the rule it is planted in (the alignment unit's id)
  std::string other_unit;          // a second rule it concerns (the duplicated number), or ""
  std::size_t first = 0, last = 0; // its lines in the original text
  std::string what;
  std::set<std::string> checks;
};

class Planter {
 public:
  Planter(std::vector<std::string> lines, const std::set<std::string>& busy_units, const History& history)
      : lines_(std::move(lines)), history_(history), en_(english_rules()) {
    paragraphs_ = paragraphs_of(lines_);
    for (std::size_t i = 0; i < paragraphs_.size(); ++i) {
      const std::string& n = paragraphs_[i].number;
      index_[n].push_back(i);
      // A rule whose unit already has a finding, whose number is not unique, or that has no English
      // partner is never planted in: a new finding there could not be told from an old one.
      if (busy_units.count(n) || !en_.count(n)) blocked_.insert(i);
    }
    for (auto& [n, at] : index_)
      if (at.size() > 1)
        for (std::size_t i : at) blocked_.insert(i);
  }

  // Plants up to `per_kind` faults of every kind; returns what was planted.
  std::vector<Plant> plant(std::mt19937& rng, int per_kind) {
    using Kind = std::function<std::optional<Plant>(std::size_t, std::mt19937&)>;
    const std::vector<std::pair<const char*, Kind>> kinds = {
        {"typo", [this](std::size_t p, std::mt19937& r) { return typo(p, r); }},
        {"stale", [this](std::size_t p, std::mt19937& r) { return stale(p, r); }},
        {"replaced", [this](std::size_t p, std::mt19937& r) { return replaced(p, r); }},
        {"omitted", [this](std::size_t p, std::mt19937& r) { return omitted(p, r); }},
        {"added", [this](std::size_t p, std::mt19937& r) { return added(p, r, true); }},
        {"dangling", [this](std::size_t p, std::mt19937& r) { return added(p, r, false); }},
        {"number", [this](std::size_t p, std::mt19937& r) { return number(p, r); }},
        {"fragment", [this](std::size_t p, std::mt19937& r) { return fragment(p, r); }},
        {"paragraph", [this](std::size_t p, std::mt19937&) { return paragraph(p); }},
        {"quotes", [this](std::size_t p, std::mt19937&) { return quotes(p); }},
        {"symbol", [this](std::size_t p, std::mt19937& r) { return symbol(p, r); }},
        {"duplicate", [this](std::size_t p, std::mt19937&) { return duplicate(p); }},
        {"missing", [this](std::size_t p, std::mt19937&) { return missing(p); }},
        {"glued", [this](std::size_t p, std::mt19937&) { return glued(p); }},
        {"swapped", [this](std::size_t p, std::mt19937&) { return swapped(p); }},
        {"compound", [this](std::size_t p, std::mt19937&) { return compound(p); }},
        {"entity", [this](std::size_t p, std::mt19937&) { return entity(p); }},
        {"unbalanced", [this](std::size_t p, std::mt19937&) { return unbalanced(p); }},
        {"list", [this](std::size_t p, std::mt19937&) { return list_item(p); }},
        {"lone", [this](std::size_t p, std::mt19937&) { return lone(p); }},
        {"spelling", [this](std::size_t p, std::mt19937&) { return spelling(p); }},
        {"braces", [this](std::size_t p, std::mt19937&) { return braces(p); }},
    };
    std::vector<Plant> out;
    for (const auto& [name, kind] : kinds) {
      std::vector<std::size_t> order(paragraphs_.size());
      for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
      std::shuffle(order.begin(), order.end(), rng);
      int planted = 0;
      for (std::size_t p : order) {
        if (planted == per_kind) break;
        if (!free(p)) continue;
        if (std::optional<Plant> done = kind(p, rng)) {
          done->what = std::string(name) + ": " + done->what;
          for (std::size_t q = p == 0 ? 0 : p - 1; q <= p + 1 && q < paragraphs_.size(); ++q) used_.insert(q);
          out.push_back(std::move(*done));
          ++planted;
        }
      }
    }
    return out;
  }

  // The planted text; `out_line[i]` is the 1-based line of original line i in it (a removed line:
  // the line that follows it).
  std::string text(std::vector<std::uint32_t>& out_line) const {
    std::string s;
    out_line.assign(lines_.size() + 1, 0);
    std::uint32_t n = 0;
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      out_line[i] = n + 1;
      if (removed_.count(i)) continue;
      s += lines_[i];
      s += '\n';
      ++n;
    }
    out_line[lines_.size()] = n + 1;
    return s;
  }

 private:
  bool free(std::size_t p) const { return !blocked_.count(p) && !used_.count(p); }
  const Paragraph& para(std::size_t p) const { return paragraphs_[p]; }
  Plant at(std::size_t p, std::string what, std::set<std::string> checks) const {
    return Plant{para(p).number, "", para(p).first, para(p).last, std::move(what), std::move(checks)};
  }
  bool is_rule(const std::string& n) const { return en_.count(n) > 0; }

  // The citations "Regel N" of paragraph p written on one line: (line, offset of N, N).
  struct Cite {
    std::size_t line, at;
    std::string number;
  };
  std::vector<Cite> citations(std::size_t p) const {
    static const std::regex cite(R"(Regel (\d{3}\.\d+[a-z]?)(?![0-9a-z.–-]))");
    std::vector<Cite> out;
    for (std::size_t l = para(p).first; l <= para(p).last; ++l)
      for (std::sregex_iterator it(lines_[l].begin(), lines_[l].end(), cite), end; it != end; ++it)
        out.push_back({l, static_cast<std::size_t>(it->position(1)), (*it)[1].str()});
    return out;
  }
  std::optional<Cite> one_citation(std::size_t p, std::mt19937& rng) const {
    std::vector<Cite> c = citations(p);
    // Only a rule cited once in the paragraph, by a number both editions have.
    std::vector<Cite> ok;
    for (const Cite& x : c)
      if (is_rule(x.number) && std::count_if(c.begin(), c.end(), [&](const Cite& y) { return y.number == x.number; }) == 1)
        ok.push_back(x);
    if (ok.empty()) return std::nullopt;
    return ok[std::uniform_int_distribution<std::size_t>(0, ok.size() - 1)(rng)];
  }
  void write_number(const Cite& c, const std::string& to) { lines_[c.line].replace(c.at, c.number.size(), to); }
  static bool related(const std::string& a, const std::string& b) {  // one is the other or its ancestor
    return a.rfind(b, 0) == 0 || b.rfind(a, 0) == 0;
  }

  std::optional<Plant> typo(std::size_t p, std::mt19937& rng) {
    std::optional<Cite> c = one_citation(p, rng);
    if (!c) return std::nullopt;
    std::vector<std::string> near;  // one digit changed, an existing and unrelated rule
    for (std::size_t i = 0; i < c->number.size(); ++i) {
      if (!std::isdigit(static_cast<unsigned char>(c->number[i])) || (i == 0)) continue;
      for (char d = '0'; d <= '9'; ++d) {
        std::string y = c->number;
        if (y[i] == d) continue;
        y[i] = d;
        if (is_rule(y) && index_.count(y) && !related(y, c->number)) near.push_back(y);
      }
    }
    if (near.empty()) return std::nullopt;
    std::string y = near[std::uniform_int_distribution<std::size_t>(0, near.size() - 1)(rng)];
    std::string from = c->number;
    write_number(*c, y);
    return at(p, "Regel " + from + " -> Regel " + y, {"xref.typo", "xref.stale"});
  }

  std::optional<Plant> stale(std::size_t p, std::mt19937& rng) {
    std::optional<Cite> c = one_citation(p, rng);
    if (!c || history_.size() < 2) return std::nullopt;
    std::optional<RuleNumber> now = RuleNumber::parse(c->number);
    if (!now) return std::nullopt;
    const std::size_t last = history_.size() - 1;
    std::optional<std::uint32_t> lineage;
    for (const NumberRun& r : history_.runs())
      if (r.last == last && r.number == *now) lineage = r.lineage;
    if (!lineage) return std::nullopt;
    for (const NumberRun& r : history_.runs()) {
      std::string old = r.number.str();
      if (r.lineage == *lineage && r.last < last && !(r.number == *now) && !related(old, c->number)) {
        write_number(*c, old);
        return at(p, "Regel " + c->number + " -> Regel " + old + " (its number until " + history_.edition(r.last).date + ")",
                  {"xref.stale"});
      }
    }
    return std::nullopt;
  }

  std::optional<Plant> replaced(std::size_t p, std::mt19937& rng) {
    std::optional<Cite> c = one_citation(p, rng);
    if (!c) return std::nullopt;
    // A rule of another section: neither a keystroke away nor related.
    auto it = en_.begin();
    std::advance(it, std::uniform_int_distribution<std::size_t>(0, en_.size() - 1)(rng));
    const std::string& y = it->first;
    if (y[0] == c->number[0] || !index_.count(y)) return std::nullopt;
    std::string from = c->number;
    write_number(*c, y);
    return at(p, "Regel " + from + " -> Regel " + y, {"xref.mismatch", "xref.stale"});
  }

  std::optional<Plant> omitted(std::size_t p, std::mt19937&) {
    // A parenthesis that only points to one rule: "(siehe Regel 510)" / "(Siehe Regel 510.)".
    static const std::regex see(R"( ?\((?:[Ss]iehe|[Ss]iehe auch) Regel \d{3}(?:\.\d+[a-z]?)?\.?\))");
    for (std::size_t l = para(p).first; l <= para(p).last; ++l) {
      std::smatch m;
      if (std::regex_search(lines_[l], m, see)) {
        std::string gone = m.str();
        lines_[l].erase(static_cast<std::size_t>(m.position(0)), gone.size());
        return at(p, "removed '" + gone + "'", {"xref.omitted"});
      }
    }
    return std::nullopt;
  }

  // Adds "(siehe Regel N)" before the paragraph's last full stop: an existing rule of another
  // section (`exists`), or a number no edition has.
  std::optional<Plant> added(std::size_t p, std::mt19937& rng, bool exists) {
    std::string& l = lines_[para(p).last];
    std::size_t stop = l.find_last_of('.');
    if (stop == std::string::npos || stop + 2 < l.size() || !citations(p).empty()) return std::nullopt;
    std::string n;
    if (exists) {
      auto it = en_.begin();
      std::advance(it, std::uniform_int_distribution<std::size_t>(0, en_.size() - 1)(rng));
      n = it->first;
      if (n[0] == para(p).number[0] || !index_.count(n)) return std::nullopt;
    } else {
      n = para(p).number.substr(0, 3) + ".9" + std::to_string(std::uniform_int_distribution<int>(50, 89)(rng));
    }
    l.insert(stop, " (siehe Regel " + n + ")");
    return at(p, "added '(siehe Regel " + n + ")'", {exists ? "xref.added" : "xref.dangling"});
  }

  std::optional<Plant> number(std::size_t p, std::mt19937& rng) {
    static const char* const kWords[] = {"zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"};
    for (std::size_t l = para(p).first; l <= para(p).last; ++l) {
      for (std::size_t w = 0; w < std::size(kWords); ++w) {
        std::string word = std::string(" ") + kWords[w] + " ";
        std::size_t at_ = lines_[l].find(word);
        if (at_ == std::string::npos) continue;
        std::size_t to = (w + 1 + std::uniform_int_distribution<std::size_t>(0, std::size(kWords) - 2)(rng)) % std::size(kWords);
        lines_[l].replace(at_ + 1, word.size() - 2, kWords[to]);
        return at(p, std::string(kWords[w]) + " -> " + kWords[to], {"number.mismatch"});
      }
    }
    return std::nullopt;
  }

  // Four to six lower-case words of the English rule, put in parentheses before the last full stop.
  std::optional<Plant> fragment(std::size_t p, std::mt19937& rng) {
    static const std::regex word(R"([a-z]{2,})");
    const std::string& en = en_.at(para(p).number);
    std::vector<std::string> words;
    std::istringstream in(en);
    std::vector<std::string> run, best;
    for (std::string w; in >> w;) {
      if (std::regex_match(w, word)) {
        run.push_back(w);
        if (run.size() >= 4) best = run;
        if (run.size() == 6) break;
      } else {
        run.clear();
      }
    }
    if (best.size() < 4) return std::nullopt;
    std::size_t n = std::uniform_int_distribution<std::size_t>(4, best.size())(rng);
    std::string phrase;
    for (std::size_t i = best.size() - n; i < best.size(); ++i) phrase += (phrase.empty() ? "" : " ") + best[i];
    std::string& l = lines_[para(p).last];
    std::size_t stop = l.find_last_of('.');
    if (stop == std::string::npos || stop + 2 < l.size()) return std::nullopt;
    l.insert(stop, " (" + phrase + ")");
    return at(p, "added '(" + phrase + ")'", {"text.untranslated"});
  }

  // The whole paragraph replaced by the English rule (with the German number).
  std::optional<Plant> paragraph(std::size_t p) {
    const std::string& en = en_.at(para(p).number);
    if (en.size() < 60 || para(p).number.find_first_of("abcdefghijklmnopqrstuvwxyz") == std::string::npos)
      return std::nullopt;
    lines_[para(p).first] = para(p).number + " " + en;
    for (std::size_t l = para(p).first + 1; l <= para(p).last; ++l) removed_.insert(l);
    return at(p, "the English text", {"text.same-as-source", "text.untranslated"});
  }

  // „…“ made "…" (straight quotes, as English keyboards type them).
  std::optional<Plant> quotes(std::size_t p) {
    const std::string open = "\xE2\x80\x9E", close = "\xE2\x80\x9C";
    for (std::size_t l = para(p).first; l <= para(p).last; ++l) {
      std::size_t o = lines_[l].find(open);
      if (o == std::string::npos) continue;
      std::size_t c = lines_[l].find(close, o);
      if (c == std::string::npos) return std::nullopt;
      lines_[l].replace(c, close.size(), "\"");
      lines_[l].replace(o, open.size(), "\"");
      return at(p, "„…“ -> \"…\"", {"typography.quotes"});
    }
    return std::nullopt;
  }

  // One colored mana symbol made another color ({r} -> {g}).
  std::optional<Plant> symbol(std::size_t p, std::mt19937& rng) {
    static const char kColors[] = {'w', 'b', 's', 'r', 'g'};
    for (std::size_t l = para(p).first; l <= para(p).last; ++l)
      for (char c : kColors) {
        std::size_t at_ = lines_[l].find(std::string("{") + c + "}");
        if (at_ == std::string::npos) continue;
        char to = c;
        while (to == c) to = kColors[std::uniform_int_distribution<int>(0, 4)(rng)];
        lines_[l][at_ + 1] = to;
        return at(p, std::string("{") + c + "} -> {" + to + "}", {"symbol.mismatch"});
      }
    return std::nullopt;
  }

  // Sibling letter numbers: "702.19c" -> ("702.19", 'c').
  static std::optional<std::pair<std::string, char>> lettered(const std::string& n) {
    if (n.empty() || !std::islower(static_cast<unsigned char>(n.back()))) return std::nullopt;
    return std::make_pair(n.substr(0, n.size() - 1), n.back());
  }

  // A subrule given the number of the one before it (c -> b), between two siblings.
  std::optional<Plant> duplicate(std::size_t p) {
    auto me = lettered(para(p).number);
    if (!me || p == 0 || p + 1 >= paragraphs_.size() || me->second < 'b') return std::nullopt;
    auto before = lettered(para(p - 1).number), after = lettered(para(p + 1).number);
    if (!before || !after || before->first != me->first || after->first != me->first || !free(p - 1) || !free(p + 1))
      return std::nullopt;
    std::string to = para(p - 1).number;
    lines_[para(p).first].replace(0, para(p).number.size(), to);
    Plant r = at(p, para(p).number + " numbered " + to, {"align.duplicate", "numbering.duplicate", "align.misnumbered"});
    r.other_unit = to;
    return r;
  }

  // A subrule between two siblings removed.
  std::optional<Plant> missing(std::size_t p) {
    auto me = lettered(para(p).number);
    if (!me || p == 0 || p + 1 >= paragraphs_.size()) return std::nullopt;
    auto before = lettered(para(p - 1).number), after = lettered(para(p + 1).number);
    if (!after || after->first != me->first || !free(p + 1) || (before && !free(p - 1))) return std::nullopt;
    for (std::size_t l = para(p).first; l <= para(p).last + 1 && l < lines_.size(); ++l) removed_.insert(l);
    return at(p, "removed", {"align.missing"});
  }

  // Two subrules between their siblings carry each other's numbers (c <-> d).
  std::optional<Plant> swapped(std::size_t p) {
    auto me = lettered(para(p).number);
    if (!me || p + 2 >= paragraphs_.size() || !free(p + 1) || !free(p + 2)) return std::nullopt;
    auto next = lettered(para(p + 1).number), after = lettered(para(p + 2).number);
    if (!next || !after || next->first != me->first || after->first != me->first) return std::nullopt;
    const std::string a = para(p).number, b = para(p + 1).number;
    lines_[para(p).first].replace(0, a.size(), b);
    lines_[para(p + 1).first].replace(0, b.size(), a);
    used_.insert(p + 2);
    Plant r = at(p, a + " and " + b + " exchanged", {"align.swapped"});
    r.other_unit = b;
    r.last = para(p + 1).last;
    return r;
  }

  // A compound the text writes closed, written with a hyphen once ("Kampfphase" -> "Kampf-Phase").
  // A symbol of the German spelling written without its braces ("{tap}" -> "tap"): symbol.word's
  // note, the symbol written as text, and no missing symbol.
  std::optional<Plant> braces(std::size_t p) {
    // The symbols whose German spelling the pairs teach ({chaos} and {planeswalker} are written where
    // the English has none, so they stay unknown).
    static const char* const kSymbols[] = {"{tap}", "{enttap}", "{schnee}", "{ticket}"};
    for (std::size_t l = para(p).first; l <= para(p).last; ++l)
      for (const char* x : kSymbols) {
        std::size_t at_ = lines_[l].find(x);
        if (at_ == std::string::npos) continue;
        std::string inner(x + 1, std::strlen(x) - 2);
        lines_[l].replace(at_, std::strlen(x), inner);
        return at(p, std::string(x) + " -> " + inner, {"symbol.word"});
      }
    return std::nullopt;
  }

  // A letter dropped inside a word the text uses often ("Fähigkeit" -> "Fähigeit"), a word of its own.
  std::optional<Plant> spelling(std::size_t p) {
    struct Slip { const char* right; const char* wrong; };
    static const Slip kSlips[] = {{"Fähigkeit", "Fähigeit"}, {"Spieler", "Speler"}, {"Kreatur", "Kreaur"},
                                  {"Bibliothek", "Biblothek"}, {"kontrolliert", "kontroliert"}, {"Zauberspruch", "Zauberpruch"}};
    for (std::size_t l = para(p).first; l <= para(p).last; ++l)
      for (const Slip& x : kSlips) {
        const std::string& line = lines_[l];
        std::size_t at_ = line.find(x.right);
        if (at_ == std::string::npos) continue;
        const std::size_t end = at_ + std::strlen(x.right);
        auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80; };
        if ((at_ > 0 && (letter(line[at_ - 1]) || line[at_ - 1] == '-')) || (end < line.size() && (letter(line[end]) || line[end] == '-')))
          continue;
        lines_[l].replace(at_, std::strlen(x.right), x.wrong);
        return at(p, std::string(x.right) + " -> " + x.wrong, {"term.spelling"});
      }
    return std::nullopt;
  }

  std::optional<Plant> compound(std::size_t p) {
    struct Split { const char* closed; const char* hyphenated; };
    static const Split kSplits[] = {{"Kampfphase", "Kampf-Phase"},   {"Kampfschaden", "Kampf-Schaden"},
                                    {"Manakosten", "Mana-Kosten"},   {"Spielzug", "Spiel-Zug"},
                                    {"Zauberspruch", "Zauber-Spruch"}, {"Friedhof", "Fried-Hof"}};
    for (std::size_t l = para(p).first; l <= para(p).last; ++l)
      for (const Split& x : kSplits) {
        // A word of its own, not part of a hyphenated compound ("Abenteuer-Zauberspruch").
        const std::string& line = lines_[l];
        std::size_t at_ = line.find(x.closed);
        if (at_ == std::string::npos) continue;
        const std::size_t end = at_ + std::strlen(x.closed);
        if ((at_ > 0 && (std::isalpha(static_cast<unsigned char>(line[at_ - 1])) || line[at_ - 1] == '-')) ||
            (end < line.size() && line[end] == '-'))
          continue;
        lines_[l].replace(at_, std::strlen(x.closed), x.hyphenated);
        return at(p, std::string(x.closed) + " -> " + x.hyphenated, {"term.inconsistent"});
      }
    return std::nullopt;
  }

  // A letter written as an HTML entity, as an export leaves it ("Fähigkeit" -> "F&auml;higkeit"):
  // another entity each time, since one entity is one finding per file.
  std::optional<Plant> entity(std::size_t p) {
    static const std::pair<const char*, const char*> kLetters[] = {
        {"\xC3\xA4", "&auml;"}, {"\xC3\xB6", "&ouml;"}, {"\xC3\xBC", "&uuml;"}, {"\xC3\x9F", "&szlig;"}};
    const auto& [letter, entity] = kLetters[entities_ % std::size(kLetters)];
    for (std::size_t l = para(p).first; l <= para(p).last; ++l) {
      std::size_t at_ = lines_[l].find(letter);
      if (at_ == std::string::npos) continue;
      lines_[l].replace(at_, 2, entity);
      ++entities_;
      return at(p, std::string(letter) + " -> " + entity, {"text.entity"});
    }
    return std::nullopt;
  }

  // A closing parenthesis left out, its opening one on the same line.
  std::optional<Plant> unbalanced(std::size_t p) {
    for (std::size_t l = para(p).first; l <= para(p).last; ++l) {
      std::size_t o = lines_[l].find('('), c = o == std::string::npos ? o : lines_[l].find(')', o);
      if (c == std::string::npos) continue;
      lines_[l].erase(c, 1);
      return at(p, "removed ')'", {"text.unbalanced"});
    }
    return std::nullopt;
  }

  // One item of an enumeration of ten or more left out (", Gold" removed), where the English rule
  // enumerates as many.
  std::optional<Plant> list_item(std::size_t p) {
    static const std::regex item(R"(, ([A-Z\xC3][^ ,.;:()]{2,}), )");
    std::size_t commas = 0;
    for (std::size_t l = para(p).first; l <= para(p).last; ++l) commas += std::count(lines_[l].begin(), lines_[l].end(), ',');
    // As many items in the English rule's one enumeration (a serial comma before its "and", none
    // before "und"): the sentence with the most commas, on each side.
    auto most = [](const std::string& text) {
      std::size_t best = 0, here = 0;
      for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == ',') ++here;
        if (text[i] == '.' && (i + 1 == text.size() || text[i + 1] == ' ')) best = std::max(best, here), here = 0;
      }
      return std::max(best, here);
    };
    std::string joined;
    for (std::size_t l = para(p).first; l <= para(p).last; ++l) joined += lines_[l] + " ";
    const std::size_t en_most = most(en_.at(para(p).number)), de_most = most(joined);
    if (commas < 10 || de_most < 10 || (en_most != de_most && en_most != de_most + 1)) return std::nullopt;
    for (std::size_t l = para(p).first; l <= para(p).last; ++l) {
      std::smatch m;
      if (!std::regex_search(lines_[l], m, item)) continue;
      std::string gone = m[1].str();
      lines_[l].erase(static_cast<std::size_t>(m.position(0)), gone.size() + 2);
      return at(p, "removed the item '" + gone + "'", {"list.missing-item"});
    }
    return std::nullopt;
  }

  // One German function word replaced by its English one (" mit " -> " with ").
  std::optional<Plant> lone(std::size_t p) {
    static const std::pair<const char*, const char*> kWords[] = {{" mit ", " with "}, {" oder ", " or "}, {" nicht ", " not "}};
    for (std::size_t l = para(p).first; l <= para(p).last; ++l)
      for (const auto& [de, en] : kWords) {
        std::size_t at_ = lines_[l].find(de);
        if (at_ == std::string::npos || at_ == 0) continue;
        lines_[l].replace(at_, std::strlen(de), en);
        return at(p, std::string("'") + de + "' -> '" + en + "'", {"text.lone-word", "text.untranslated"});
      }
    return std::nullopt;
  }

  // A rule run into the last line of the paragraph before it.
  std::optional<Plant> glued(std::size_t p) {
    if (p == 0 || !free(p - 1) || para(p - 1).last + 2 != para(p).first) return std::nullopt;
    std::string& prev = lines_[para(p - 1).last];
    if (!prev.empty() && prev.back() != ' ') prev += ' ';
    prev += lines_[para(p).first];
    removed_.insert(para(p).first - 1);
    removed_.insert(para(p).first);
    Plant r = at(p, "run into the line of " + para(p - 1).number, {"numbering.glued"});
    r.first = para(p - 1).last;
    return r;
  }

  std::vector<std::string> lines_;
  const History& history_;
  std::map<std::string, std::string> en_;
  std::vector<Paragraph> paragraphs_;
  std::map<std::string, std::vector<std::size_t>> index_;
  std::set<std::size_t> blocked_, used_, removed_;
  std::size_t entities_ = 0;  // entities planted so far
};

TEST_CASE("faults planted at random in the German 2025 CR are each found by their check, and nothing else is") {
  const std::string de = test::read_file(cr_dir() + kDeName);
  // The untouched text: its findings, and the history (to plant numbers of older editions).
  RunResult base;
  const std::vector<Diagnostic> before = check(de, base);
  REQUIRE(base.corpus.history.size() == 7);
  std::set<std::string> known, busy;
  for (const Diagnostic& d : before) {
    known.insert(key_of(d));
    busy.insert(d.unit);
    busy.insert(d.rule);
    for (const Location& r : d.related) busy.insert(r.rule);
  }

  std::size_t planted_total = 0, found_total = 0;
  std::map<std::string, std::size_t> planted_by_kind, found_by_kind;
  for (unsigned seed = 1; seed <= 12; ++seed) {
    CAPTURE(seed);
    std::mt19937 rng(seed);
    Planter planter(lines_of(de), busy, base.corpus.history);
    std::vector<Plant> plants = planter.plant(rng, 2);
    std::vector<std::uint32_t> out_line;
    std::string text = planter.text(out_line);
    RunResult planted;
    std::vector<Diagnostic> after = check(text, planted);

    std::vector<const Diagnostic*> fresh;
    for (const Diagnostic& d : after)
      if (!known.count(key_of(d))) fresh.push_back(&d);
    auto belongs = [&](const Diagnostic& d, const Plant& p) {
      if (!d.unit.empty() && (d.unit == p.unit || d.unit == p.other_unit)) return true;
      if (!d.rule.empty() && (d.rule == p.unit || d.rule == p.other_unit)) return true;
      return d.file == kDeName && d.line >= out_line[p.first] && d.line <= out_line[p.last + 1];
    };
    std::cout << "seed " << seed << ": " << plants.size() << " faults planted, " << fresh.size() << " new findings\n";
    for (const Plant& p : plants) {
      std::set<std::string> got;
      for (const Diagnostic* d : fresh)
        if (belongs(*d, p)) got.insert(d->check);
      bool found = std::any_of(p.checks.begin(), p.checks.end(), [&](const std::string& c) { return got.count(c) > 0; });
      std::cout << "  " << (found ? "found  " : "MISSED ") << p.unit << " (line " << p.first + 1 << "): " << p.what;
      for (const std::string& c : got) std::cout << " [" << c << "]";
      std::cout << '\n';
      ++planted_total;
      found_total += found;
      ++planted_by_kind[p.what.substr(0, p.what.find(':'))];
      found_by_kind[p.what.substr(0, p.what.find(':'))] += found;
    }
    for (const Diagnostic* d : fresh) {
      bool explained = std::any_of(plants.begin(), plants.end(), [&](const Plant& p) { return belongs(*d, p); });
      if (!explained) std::cout << "  UNEXPECTED " << format_diagnostic(*d, false);
      CHECK_MESSAGE(explained, "a finding no planted fault explains: " << format_diagnostic(*d, false));
    }
  }
  // Every kind is planted, and nearly every fault is found. Out of reach today (3 of 480 with these
  // seeds): a number word the original writes only inside a compound ("a four-step process"
  // against "vier Schritte" made "zehn Schritte"), a fragment without one English function
  // word ("(symbol in an activation cost)"), and an item removed from 122.1b, whose German
  // enumeration has its items in another grouping than the English one.
  std::cout << "planted faults found: " << found_total << " of " << planted_total << '\n';
  CHECK(planted_by_kind.size() == 22);
  for (const auto& [kind, n] : planted_by_kind) {
    CAPTURE(kind);
    CHECK(n >= 12);
    CHECK(found_by_kind[kind] * 10 >= n * 9);
  }
  CHECK(found_total * 100 >= planted_total * 99);
}

}  // namespace
}  // namespace rulecorp
