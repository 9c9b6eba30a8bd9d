// Writes a document's blocks back as text in reading order. The Document's texts are already NFC
// UTF-8 with '\n' line ends (the decoder made them so), so the writer only chooses the layout: a
// blank line between blocks (a paragraph per block, which the parser reads as one block whatever
// its first words), the canonical rule number before each rule, the language's example label before
// each example, a glossary entry's term line (with its status marker) above its definition.
// Invariant: every kRule block with a valid number is written as one paragraph that starts with
// that number, so parse() of the result finds the same rules in the same order.
#include "emit/document_text.h"

#include "parse/lexicon.h"

namespace rulecorp {
namespace {

void paragraph(std::string& out, std::string_view head, std::string_view body) {
  if (!out.empty() && !out.ends_with("\n\n")) out += '\n';
  out += head;
  if (!head.empty() && !body.empty()) out += ' ';
  out += body;
  out += '\n';
}

std::string_view example_label_of(Language l) {
  const Lexicon& lex = lexicon(l == Language::kUnknown ? Language::kEn : l);
  return lex.example_labels.empty() ? std::string_view("Example:") : lex.example_labels.front();
}

}  // namespace

std::string written_rule_number(const RuleNumber& n) {
  std::string s = n.str();
  if (!n.has_letter()) s += '.';
  return s;
}

void write_document_text(const Document& doc, std::string& out) {
  std::string body;  // the document's text, built alone so that paragraph() sees only its own
  const std::string_view label = example_label_of(doc.language);
  std::string last_date, date;
  auto lines = [](std::string_view a, std::string_view b) {
    std::string s(a);
    if (!s.empty() && !b.empty()) s += '\n';
    s += b;
    return s;
  };
  BlockKind previous = BlockKind::kProse;
  for (const Block& b : doc.blocks) {
    switch (b.kind) {
      case BlockKind::kSection:
        paragraph(body, std::to_string(b.section) + ".", b.text);
        break;
      case BlockKind::kRule:
        paragraph(body, b.number.valid() ? written_rule_number(b.number) : std::string(b.raw_number), b.text);
        break;
      case BlockKind::kExample:
        paragraph(body, label, b.text);
        break;
      case BlockKind::kGlossaryEntry:  // a pointer "Abandon → Fallenlassen", else term line + definition
        paragraph(body, {}, b.see.empty() ? lines(b.term, b.text) : std::string(b.term) + " \u2192 " + std::string(b.see));
        break;
      case BlockKind::kRuling:
        if (!b.date.empty() && (date = b.date.str()) != last_date) {
          paragraph(body, {}, date);
          last_date = date;
        }
        paragraph(body, bullet_text(b.bullet), b.text);
        break;
      case BlockKind::kCard:  // name, type line, ability text
        paragraph(body, {}, lines(lines(b.term, b.type_line()), b.text));
        break;
      case BlockKind::kContents:  // the table of contents keeps one line per entry
        if (previous == BlockKind::kContents) {
          body += b.text;
          body += '\n';
          break;
        }
        paragraph(body, {}, b.text);
        break;
      case BlockKind::kProse:
        paragraph(body, {}, b.text);
        break;
    }
    previous = b.kind;
  }
  out += body;
}

}  // namespace rulecorp
