// One row per UpdateRow, its cells escaped. The wdiff line places each dropped span where as many
// unmarked non-space bytes precede it in the new text as precede it in the old one: the words
// outside the marks are the same in both texts, in the same order.
#include "emit/update_tsv.h"

#include <string_view>
#include <utility>

namespace rulecorp {
namespace {

std::string tsv_cell(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '\t') out += "\\t";
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\\') out += "\\\\";
    else out += c;
  }
  return out;
}

}  // namespace

std::string wdiff_line(const std::string& t, const std::vector<Mark>& now_marks, const std::string& then,
                       const std::vector<Mark>& then_marks) {
  if (now_marks.empty() && then_marks.empty()) return {};
  auto unmarked_before = [](const std::string& text, const std::vector<Mark>& marks, std::size_t end) {
    std::size_t n = 0, m = 0;
    for (std::size_t i = 0; i < end && i < text.size(); ++i) {
      while (m < marks.size() && marks[m].end <= i) ++m;
      bool marked = m < marks.size() && marks[m].begin <= i && i < marks[m].end;
      n += !marked && text[i] != ' ';
    }
    return n;
  };
  std::vector<std::pair<std::size_t, std::string>> dropped;  // (unmarked bytes before, words)
  for (const Mark& k : then_marks)
    if (k.begin < k.end && k.end <= then.size())
      dropped.emplace_back(unmarked_before(then, then_marks, k.begin), "[-" + then.substr(k.begin, k.end - k.begin) + "-]");
  std::string out;
  std::size_t next = 0, count = 0, m = 0;
  auto flush = [&] {
    while (next < dropped.size() && dropped[next].first <= count) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      out += dropped[next++].second + ' ';
    }
  };
  for (std::size_t i = 0; i < t.size();) {
    if (t[i] != ' ') flush();  // a dropped span goes before the next word, after the space
    if (m < now_marks.size() && now_marks[m].begin == i && now_marks[m].end > i && now_marks[m].end <= t.size()) {
      out += "{+" + t.substr(i, now_marks[m].end - i) + "+}";
      i = now_marks[m++].end;
      continue;
    }
    count += t[i] != ' ';
    out += t[i++];
  }
  flush();
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string write_update_tsv(const UpdateList& list) {
  std::string t = "rule\tchange\told\tnew\ttranslation\ttranslation_text\tenglish_now\tenglish_translated\tenglish_diff\n";
  for (const UpdateRow& r : list.rows) {
    std::string old_no = r.then ? r.old_number.str() : std::string(), new_no = r.now ? r.new_number.str() : std::string();
    t += tsv_cell(r.number().str()) + "\t" + std::string(update_change_name(r.change)) + "\t" + tsv_cell(old_no) + "\t" +
         tsv_cell(new_no) + "\t" + tsv_cell(list.place(r)) + "\t" + tsv_cell(r.translation_text) + "\t" +
         tsv_cell(r.now ? r.now_text : r.then_text) + "\t" + tsv_cell(r.then && r.now ? r.then_text : std::string()) + "\t" +
         tsv_cell(r.then && r.now ? wdiff_line(r.now_text, r.now_marks, r.then_text, r.then_marks) : std::string()) + "\n";
  }
  return t;
}

}  // namespace rulecorp
