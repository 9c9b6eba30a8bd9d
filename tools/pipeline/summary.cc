// A document counts as rules or rulings by which of the two it holds more of; a finding's chapter is
// the first digit of its rule number, or of its source line for a parse diagnostic that carries no
// rule number but whose line starts with one ("702.80a ..."); a malformed one ("02.83.") counts as no
// rule. The counts follow the run's order: documents, then card sets; checks in check table order.
#include "pipeline/summary.h"

#include <algorithm>

#include "check/report.h"
#include "pipeline/pipeline.h"

namespace rulecorp::pipeline {
namespace {

// The slot of the first document of `language` among `a.slots`, or -1.
int slot_of(const Alignment& a, std::string_view language) {
  for (std::size_t i = 0; i < a.slots.size(); ++i)
    if (a.slots[i].language == language && a.slots[i].index == 1) return static_cast<int>(i);
  return -1;
}

std::size_t count_kind(const rulecorp::Document& d, BlockKind k) {
  std::size_t n = 0;
  for (const Block& b : d.blocks) n += b.kind == k;
  return n;
}

// The chapter of the rules a finding is in (1..9), 0 when it is not about a rule.
std::size_t chapter_of(const Diagnostic& d) {
  auto chapter = [](std::string_view r) -> std::size_t {  // "702.80a", "506": three digits, then '.', ' ' or the end
    bool three = r.size() >= 3 && r[0] >= '1' && r[0] <= '9' && r[1] >= '0' && r[1] <= '9' && r[2] >= '0' && r[2] <= '9';
    return three && (r.size() == 3 || r[3] == '.' || r[3] == ' ') ? static_cast<std::size_t>(r[0] - '0') : 0;
  };
  return d.rule.empty() ? chapter(d.snippet) : chapter(d.rule);
}

// The pair's rules aligned and clean, and its glossary terms.
Summary::Pair pair_summary(const RunResult& run, const std::string& pair) {
  Summary::Pair p;
  p.pair = pair;
  int sa = slot_of(run.texts, pair.substr(0, 2)), sb = slot_of(run.texts, pair.substr(3));
  if (sa >= 0 && sb >= 0)
    for (const Unit& u : run.texts.units) {
      if (u.kind != UnitKind::kRule) continue;
      const Member& ma = u.members[static_cast<std::size_t>(sa)];
      const Member& mb = u.members[static_cast<std::size_t>(sb)];
      if (!ma.present() || !mb.present()) continue;
      ++p.aligned;
      p.clean += ma.status == UnitStatus::kOk && mb.status == UnitStatus::kOk;
    }
  for (const Concept& c : run.glossary.concepts) p.glossary += c.term(pair.substr(0, 2)) && c.term(pair.substr(3));
  return p;
}

std::string plural(std::size_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

Summary summarise(const RunResult& run, const Report& report, const std::vector<std::string>& pairs,
                  const std::map<std::string, std::string>& shown) {
  Summary s;
  auto shown_as = [&shown](const std::string& name) -> const std::string* {
    auto it = shown.find(name);
    return it == shown.end() ? nullptr : &it->second;
  };
  for (const rulecorp::Document& d : run.corpus.documents) {
    const std::string* file = d.source ? shown_as(d.source->name) : nullptr;
    std::size_t rules = count_kind(d, BlockKind::kRule), rulings = count_kind(d, BlockKind::kRuling);
    s.documents.push_back({file ? *file + (d.part ? "#" + std::to_string(d.part) : "") : d.name(),
                           std::string(language_code(d.language)), rules >= rulings ? "rules" : "rulings", d.edition,
                           std::max(rules, rulings)});
  }
  for (const CardSet& set : run.corpus.card_sets) {
    std::string name = !set.docs.empty() && set.docs[0].source ? set.docs[0].source->name : set.name;
    const std::string* file = shown_as(name);
    s.documents.push_back({file ? *file : name, "", "cards", "", set.cards.size()});
  }
  const History& h = run.corpus.history;
  s.history_editions = h.size();
  if (h.size()) {
    s.history_first = h.edition(0).date;
    s.history_last = h.edition(h.size() - 1).date;
  }
  for (const std::string& pair : pairs) s.pairs.push_back(pair_summary(run, pair));
  for (const CheckCount& cc : count_by_check(report)) {
    Summary::Check c;
    c.id = std::string(cc.info->id);
    c.by_severity = cc.by_severity;
    c.severity = cc.by_severity[2] ? "error" : cc.by_severity[1] ? "warning" : "note";
    for (const Diagnostic& d : report.findings)
      if (d.check == c.id) ++c.by_chapter[chapter_of(d)];
    s.checks.push_back(std::move(c));
  }
  s.findings = {count_severity(report, Severity::kNote), count_severity(report, Severity::kWarning),
                count_severity(report, Severity::kError)};
  s.update_lists = run.updates.size();
  return s;
}

std::string summary_text(const Summary& s, std::string_view command) {
  std::map<std::string, std::size_t> per_language;
  for (const Summary::Document& d : s.documents) ++per_language[d.language.empty() ? "cards" : d.language];
  std::string out = "rulecorp " + std::string(command) + ": " + plural(s.documents.size(), "document") + " (";
  bool first = true;
  for (const auto& [l, n] : per_language) {
    out += (first ? "" : ", ") + l + " " + std::to_string(n);
    first = false;
  }
  out += ")";
  if (s.history_editions)
    out += ", " + plural(s.history_editions, "English edition") + " in the history (" + s.history_first + " to " + s.history_last + ")";
  out += "\n";
  for (const Summary::Pair& p : s.pairs)
    if (p.aligned)
      out += "  " + p.pair + ": " + plural(p.aligned, "rule") + " aligned, " + std::to_string(p.clean * 100 / p.aligned) +
             "% clean; " + plural(p.glossary, "glossary term") + "\n";
  out += "  " + plural(s.findings[2], "error") + ", " + plural(s.findings[1], "warning") + ", " + plural(s.findings[0], "note");
  if (s.update_lists) out += "; " + plural(s.update_lists, "update list");
  return out + "\n";
}

}  // namespace rulecorp::pipeline
