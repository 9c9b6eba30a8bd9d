// Source positions: offsets to line/column and back to line text.
#include <doctest/doctest.h>

#include "text/decoder.h"

namespace rulecorp {

TEST_CASE("positions and lines of a source") {
  Diagnostics d;
  Source s = decode("x", "ab\ncd\n\nef", {}, d);
  CHECK(s.line_count() == 4);
  CHECK(s.line(1) == "ab");
  CHECK(s.line(3) == "");
  CHECK(s.line(4) == "ef");
  CHECK(s.line(5) == "");
  CHECK(s.position(0).line == 1);
  CHECK(s.position(4).line == 2);
  CHECK(s.position(4).column == 2);
  CHECK(s.position(7).line == 4);
  CHECK(s.position(1000).line == 4);
  Source t = decode("y", "a\n", {}, d);
  CHECK(t.line_count() == 1);
  Source e = decode("z", "", {}, d);
  CHECK(e.line_count() == 0);
}

}  // namespace rulecorp
