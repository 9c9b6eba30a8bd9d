// Effective dates in the three languages' headers and ruling date lines.
#include <doctest/doctest.h>

#include "parse/edition.h"

namespace rulecorp {

TEST_CASE("effective date of an edition") {
  CHECK(find_effective_date("These rules are effective as of November 14, 2025.") == "2025-11-14");
  CHECK(find_effective_date("These rules are current as of October 1, 2008.") == "2008-10-01");
  CHECK(find_effective_date("These rules are effective as of November 17, 2023") == "2023-11-17");
  CHECK(find_effective_date("Dieses Regelwerk gilt ab dem 14. November 2025. Bitte den Hinweis") == "2025-11-14");
  CHECK(find_effective_date("Ces règles entrent en vigueur au 1er février 2010.") == "2010-02-01");
  CHECK(find_effective_date("Ces règles entrent en vigueur le 3 mars 2024.") == "2024-03-03");
  CHECK(find_effective_date("Dieses Regelwerk gilt ab dem 31. Februar 2025.") == "");
  CHECK(find_effective_date("Introduction") == "");
  CHECK(find_effective_date("effective as of") == "");
}

TEST_CASE("ruling date lines") {
  CHECK(is_date_line("27/04/2018"));
  CHECK(is_date_line("2008-10-01"));
  CHECK(is_date_line("10/1/2008"));
  CHECK(is_date_line("27.04.2018"));
  CHECK_FALSE(is_date_line("702.80a"));
  CHECK_FALSE(is_date_line("27/04"));
  CHECK_FALSE(is_date_line("Some text 2018"));
  CHECK(parse_date_line("27/04/2018", Language::kDe) == "2018-04-27");
  CHECK(parse_date_line("27/04/2018", Language::kEn) == "2018-04-27");  // 27 cannot be a month
  CHECK(parse_date_line("10/1/2008", Language::kEn) == "2008-10-01");   // Gatherer: month first
  CHECK(parse_date_line("10/1/2008", Language::kFr) == "2008-01-10");
  CHECK(parse_date_line("2008-10-01", Language::kUnknown) == "2008-10-01");
  CHECK(parse_date_line("27.04.2018", Language::kDe) == "2018-04-27");
  CHECK(parse_date_line("April 27, 2018", Language::kEn) == "2018-04-27");
}

}  // namespace rulecorp
