// Dates in rules texts: the edition's effective date in the header ("These rules are effective as
// of November 14, 2025.", "Dieses Regelwerk gilt ab dem 14. November 2025.", "Ces règles entrent en
// vigueur au 1er février 2010.") and the dates that head rulings ("27/04/2018", "2008-10-01").
#ifndef RULECORP_PARSE_EDITION_H_
#define RULECORP_PARSE_EDITION_H_

#include <string>
#include <string_view>

#include "parse/language.h"

namespace rulecorp {

// The ISO date (YYYY-MM-DD) of an effective-date sentence in `text`, or "" when there is none
// (or it names no day of the calendar, such as February 31).
std::string find_effective_date(std::string_view text);

// An effective-date sentence read: its ISO date; or, when its day, month and year make no date
// ("effective as of February 31, 2026"), no date and that date as written, for a diagnostic.
struct EffectiveDate {
  std::string iso;      // "2026-03-06"; empty when none was found or it is no date
  std::string invalid;  // "February 31, 2026" when the sentence names no day of the calendar
};
EffectiveDate read_effective_date(std::string_view text);

// True when `s` is an ISO date YYYY-MM-DD of the calendar (2026-02-31 is not; 2024-02-29 is).
bool is_iso_date(std::string_view s);

// True when `line` is nothing but a date (numeric, ISO, or written out in EN/DE/FR).
bool is_date_line(std::string_view line);

// The ISO form of a date line; day/month order of "4/5/2018" follows `language` (month first in
// English, as Gatherer writes it; day first in German and French) unless one part is above 12.
std::string parse_date_line(std::string_view line, Language language);

}  // namespace rulecorp

#endif  // RULECORP_PARSE_EDITION_H_
