// The spreadsheet guard every CSV writer uses (emit/csv.h): a cell a spreadsheet would run as a
// formula gets a leading apostrophe and quotes, a plain number stays a number, and a cell longer
// than a spreadsheet cell holds is cut at a character boundary with a marker, within the limit.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "emit/csv.h"

namespace rulecorp {
namespace {

// UTF-16 code units of UTF-8 `s`, as a spreadsheet counts a cell's characters.
std::size_t units(std::string_view s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) == 0x80 ? 0 : c >= 0xF0 ? 2 : 1;
  return n;
}

}  // namespace

TEST_CASE("csv_cell guards every formula start OWASP names, and quotes the guarded cell") {
  CHECK(csv_cell("=HYPERLINK(\"http://x/\",\"y\")") == "\"'=HYPERLINK(\"\"http://x/\"\",\"\"y\"\")\"");
  CHECK(csv_cell("@SUM(1+1)") == "\"'@SUM(1+1)\"");
  CHECK(csv_cell("+1+1") == "\"'+1+1\"");
  CHECK(csv_cell("-2+3") == "\"'-2+3\"");
  CHECK(csv_cell("\tcmd") == "\"'\tcmd\"");
  CHECK(csv_cell("\rcmd") == "\"'\rcmd\"");
  CHECK(csv_cell("-") == "\"'-\"");
  CHECK(csv_cell("+1: Draw a card.") == "\"'+1: Draw a card.\"");
}

TEST_CASE("csv_cell leaves plain numbers and ordinary text as they are") {
  for (const char* n : {"-2", "+3.5", "0.92", "-0.5", "1e-3", "+.5", "-7E+2"}) CHECK(csv_cell(n) == n);
  CHECK(csv_cell("plain") == "plain");
  CHECK(csv_cell("a=b") == "a=b");  // only the first character starts a formula
  CHECK(csv_cell("a, b") == "\"a, b\"");
  CHECK(csv_cell("say \"hi\"") == "\"say \"\"hi\"\"\"");
  CHECK(csv_cell("two\nlines") == "\"two\nlines\"");
  for (const char* not_number : {"-2-", "+.", "-1e", "-e5", "--2"}) CHECK(csv_cell(not_number).rfind("\"'", 0) == 0);
}

TEST_CASE("a cell over 32,767 characters is cut at a character boundary, with a marker, within the limit") {
  std::size_t length = 0;
  CHECK(csv_cell(std::string(kCsvCellLimit, 'a'), &length) == std::string(kCsvCellLimit, 'a'));
  CHECK(length == 0);

  const std::string ascii(40000, 'x');
  std::string cut = csv_cell(ascii, &length);
  CHECK(length == 40000);
  CHECK(units(cut) <= kCsvCellLimit);
  CHECK(cut.ends_with("\xE2\x80\xA6 [cut from 40000 characters]"));

  // Four-byte characters (two UTF-16 units each) and a guarded start: never split, still within.
  std::string wide = "=";
  for (int i = 0; i < 20000; ++i) wide += "\xF0\x9F\x82\xA1";  // U+1F0A1, a playing card
  cut = csv_cell(wide, &length);
  CHECK(length == 40001);
  REQUIRE(cut.size() > 3);
  CHECK(cut.rfind("\"'=\xF0\x9F\x82\xA1", 0) == 0);
  CHECK(units(cut.substr(1, cut.size() - 2)) <= kCsvCellLimit);  // the cell, without its quotes
  std::size_t body = cut.find("\xE2\x80\xA6");
  REQUIRE(body != std::string::npos);
  CHECK((body - 3) % 4 == 0);  // after "'= the kept text is whole 4-byte characters
}

TEST_CASE("CsvWriter writes CRLF rows and names each cut cell by row, column and header") {
  std::ostringstream out;
  CsvWriter csv(out);
  csv.cell("id");
  csv.cell("text");
  csv.end_row();
  csv.cell("=1+1");
  csv.cell(std::string(40000, 'y'));
  csv.end_row();
  CHECK(out.str().rfind("id,text\r\n\"'=1+1\",yyy", 0) == 0);
  CHECK(out.str().ends_with("characters]\r\n"));
  REQUIRE(csv.cuts().size() == 1);
  CHECK(csv.cuts()[0].row == 2);
  CHECK(csv.cuts()[0].column == 2);
  CHECK(csv.cuts()[0].column_name == "text");
  CHECK(csv.cuts()[0].length == 40000);
  CHECK(csv_cut_notes("g.csv", csv.cuts()) ==
        "rulecorp: note: g.csv: row 2, column 2 (text): a cell of 40000 characters cut to 32767, the most a "
        "spreadsheet cell holds (the JSON output keeps it whole)\n");
}

}  // namespace rulecorp
