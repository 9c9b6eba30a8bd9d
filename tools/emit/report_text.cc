// Each finding is a header line in the compiler convention (editors and CI log parsers pick the
// position up), then its texts indented below: the finding's own text labelled with its language
// and rule, each related location (partner in the original, cited rule) labelled with its role,
// edition and position, marks between ⟦ ⟧. Everything from the input goes through display_line
// (ICU decides what is a control or bidi formatting character), so hostile text cannot break a line
// or reorder a terminal. Long texts keep the context of their marks. The summary lists checks in
// the check table's order.
#include "emit/report_text.h"

#include <unicode/uchar.h>
#include <unicode/utf8.h>

#include <cstdio>

#include "text/utf8.h"

namespace rulecorp {
namespace {

constexpr std::size_t kMaxChars = 320;   // a text longer than this is cut to the context of its marks
constexpr std::size_t kContext = 80;     // code points kept on each side of a mark

// Byte index `n` code points before / after `i`.
std::size_t back(std::string_view s, std::size_t i, std::size_t n) {
  while (i > 0 && n > 0) {
    --i;
    while (i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) --i;
    --n;
  }
  return i;
}
std::size_t forward(std::string_view s, std::size_t i, std::size_t n) {
  while (i < s.size() && n > 0) {
    ++i;
    while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
    --n;
  }
  return i;
}
std::size_t code_points(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

std::string plural(std::size_t n, std::string_view word) {
  return std::to_string(n) + ' ' + std::string(word) + (n == 1 ? "" : "s");
}

std::string position(const std::string& file, std::uint32_t line, std::uint32_t column) {
  std::string out = display_line(file);
  if (line) {
    out += ':' + std::to_string(line);
    if (column) out += ':' + std::to_string(column);
  }
  return out;
}

// "en 702.80b (original, 2009-10-01, cr-en.txt:3014)".
std::string related_label(const Location& l) {
  std::string head = l.language;
  if (!l.rule.empty()) head += (head.empty() ? "" : " ") + l.rule;
  std::string paren = l.role;
  auto add = [&paren](const std::string& s) {
    if (s.empty()) return;
    if (!paren.empty()) paren += ", ";
    paren += s;
  };
  add(l.edition);
  if (!l.file.empty()) add(position(l.file, l.line, 0));
  std::string out = display_line(head);
  if (!paren.empty()) out += (out.empty() ? "(" : " (") + display_line(paren) + ')';
  return out;
}

}  // namespace

std::string display_line(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  auto len = static_cast<std::int32_t>(s.size());
  for (std::int32_t i = 0; i < len;) {
    UChar32 c;
    U8_NEXT(s.data(), i, len, c);
    if (c < 0) {
      out += "\xEF\xBF\xBD";
    } else if (c == '\n' || c == '\r') {
      if (c == '\r' && i < len && s[static_cast<std::size_t>(i)] == '\n') continue;  // CRLF: one break
      out += "\xE2\x86\xB5";  // ↵
    } else if (c == '\t') {
      out += ' ';
    } else if (u_charType(c) == U_CONTROL_CHAR || c == 0xFFFE || c == 0xFFFF) {
      out += "\xEF\xBF\xBD";
    } else if (u_hasBinaryProperty(c, UCHAR_BIDI_CONTROL)) {
      char buf[24];
      std::snprintf(buf, sizeof buf, "\xE2\x9F\xA8U+%04X\xE2\x9F\xA9", static_cast<unsigned>(c));  // ⟨U+200F⟩
      out += buf;
    } else {
      append_utf8(out, c);
    }
  }
  return out;
}

std::string marked_line(std::string_view text, std::span<const Mark> marks_in, std::size_t max_chars) {
  std::vector<Mark> marks = clean_marks(text, marks_in);
  std::vector<std::pair<std::size_t, std::size_t>> windows;  // byte ranges of `text` to show
  if (max_chars == 0 || code_points(text) <= max_chars) {
    windows.emplace_back(0, text.size());
  } else if (marks.empty()) {
    windows.emplace_back(0, forward(text, 0, max_chars));
  } else {
    std::size_t context = std::min(kContext, max_chars / 2);
    for (Mark m : marks) {
      std::size_t b = back(text, m.begin, context), e = forward(text, m.end, context);
      if (!windows.empty() && b <= windows.back().second) windows.back().second = e;
      else windows.emplace_back(b, e);
    }
  }
  std::string out;
  std::size_t mi = 0;
  for (std::size_t w = 0; w < windows.size(); ++w) {
    auto [wb, we] = windows[w];
    if (w > 0) out += " \xE2\x80\xA6 ";  // …
    else if (wb > 0) out += "\xE2\x80\xA6";
    std::size_t at = wb;
    for (; mi < marks.size() && marks[mi].end <= we; ++mi) {
      out += display_line(text.substr(at, marks[mi].begin - at));
      out += "\xE2\x9F\xA6" + display_line(text.substr(marks[mi].begin, marks[mi].end - marks[mi].begin)) + "\xE2\x9F\xA7";
      at = marks[mi].end;
    }
    out += display_line(text.substr(at, we - at));
  }
  if (!windows.empty() && windows.back().second < text.size()) out += "\xE2\x80\xA6";
  return out;
}

std::string write_report_text(const Report& r) {
  std::string out;
  for (const Diagnostic& d : r.findings) {
    out += position(d.file, d.line, d.column) + ": " + std::string(severity_name(d.severity)) + ": " +
           display_line(d.message) + " [" + display_line(d.check) + "]\n";
    if (!d.text.empty()) {
      std::string label = d.language;
      if (!d.rule.empty()) label += (label.empty() ? "" : " ") + d.rule;
      out += "  " + (label.empty() ? std::string() : display_line(label) + ": ") + marked_line(d.text, d.marks, kMaxChars) + '\n';
    } else if (!d.snippet.empty() && d.line) {
      std::string num = std::to_string(d.line);
      std::string line = display_line(d.snippet);
      out += "  " + num + " | " + line + '\n';
      if (d.column) {
        std::string before = display_line(std::string_view(d.snippet).substr(0, std::min<std::size_t>(d.column - 1, d.snippet.size())));
        out += "  " + std::string(num.size(), ' ') + " | " + std::string(code_points(before), ' ') + "^\n";
      }
    }
    for (const Location& l : d.related) {
      std::string label = related_label(l);
      out += "  " + (label.empty() ? std::string() : label + ": ") + marked_line(l.text, l.marks, kMaxChars) + '\n';
    }
    if (!d.suggestion.empty()) out += "  suggestion: " + display_line(d.suggestion) + '\n';
  }
  if (!r.findings.empty()) out += '\n';
  std::vector<CheckCount> counts = count_by_check(r);
  if (counts.empty()) {
    out += "No findings.\n";
  } else {
    out += "Findings by check:\n";
    for (const CheckCount& c : counts) {
      std::string id(c.info->id);
      out += "  " + id + std::string(id.size() < 24 ? 24 - id.size() : 1, ' ');
      std::string parts;
      for (Severity s : {Severity::kError, Severity::kWarning, Severity::kNote}) {
        std::size_t n = c.by_severity[static_cast<std::size_t>(s)];
        if (!n) continue;
        if (!parts.empty()) parts += ", ";
        parts += plural(n, severity_name(s));
      }
      out += parts + '\n';
    }
    out += "Total: " + plural(r.findings.size(), "finding") + " (" + plural(count_severity(r, Severity::kError), "error") +
           ", " + plural(count_severity(r, Severity::kWarning), "warning") + ", " +
           plural(count_severity(r, Severity::kNote), "note") + ")\n";
  }
  if (r.baselined || r.disabled || r.suppressed)
    out += "Not reported: " + std::to_string(r.baselined) + " accepted in the baseline, " + std::to_string(r.disabled) +
           " of checks turned off, " + std::to_string(r.suppressed) + " over the per-file limit\n";
  return out;
}

}  // namespace rulecorp
