// Effective dates in the three languages' headers (a day the calendar lacks named, not taken),
// ISO dates of configs and ruling date lines.
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

TEST_CASE("an effective date the calendar does not have is named, not accepted; leap years count") {
  EffectiveDate d = read_effective_date("These rules are effective as of February 31, 2026.");
  CHECK(d.iso == "");
  CHECK(d.invalid == "February 31, 2026");
  d = read_effective_date("Dieses Regelwerk gilt ab dem 29. Februar 2025.");
  CHECK(d.iso == "");
  CHECK(d.invalid == "29. Februar 2025");
  d = read_effective_date("Ces règles entrent en vigueur le 29 février 2024.");
  CHECK(d.iso == "2024-02-29");
  CHECK(d.invalid == "");
  CHECK(read_effective_date("Introduction").invalid == "");
  CHECK(find_effective_date("These rules are effective as of April 31, 2026.") == "");
  CHECK(parse_date_line("29/02/2023", Language::kDe) == "");
  CHECK(parse_date_line("29/02/2000", Language::kDe) == "2000-02-29");
}

TEST_CASE("ISO dates of the calendar") {
  CHECK(is_iso_date("2026-03-06"));
  CHECK(is_iso_date("2024-02-29"));
  CHECK(is_iso_date("2000-02-29"));
  CHECK_FALSE(is_iso_date("2100-02-29"));
  CHECK_FALSE(is_iso_date("2026-02-29"));
  CHECK_FALSE(is_iso_date("2026-02-31"));
  CHECK_FALSE(is_iso_date("2026-04-31"));
  CHECK_FALSE(is_iso_date("2026-13-01"));
  CHECK_FALSE(is_iso_date("2026-00-10"));
  CHECK_FALSE(is_iso_date("2026-01-00"));
  CHECK_FALSE(is_iso_date("2026-1-10"));
  CHECK_FALSE(is_iso_date("2026-03-06 "));
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
