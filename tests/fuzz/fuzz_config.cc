// Fuzzes the INI readers: the corpus config of `build` (parse_corpus_config) and the check
// configuration (parse_check_config) on any bytes. A bad config is a UsageError naming the file
// ("fuzz.ini:LINE: ..." or "fuzz.ini: ..."); any other exception is a fault (a crash here).
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cli/check_config.h"
#include "cli/commands.h"
#include "cli/corpus_config.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace rulecorp;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto named = [](const cli::UsageError& e) { return std::string_view(e.what()).starts_with("fuzz.ini"); };
  try {
    cli::CorpusConfig c = cli::parse_corpus_config(text, "fuzz.ini");
    for (const cli::ConfigInput& in : c.inputs)
      if (in.name.empty() || in.line == 0) std::abort();
  } catch (const cli::UsageError& e) {
    if (!named(e)) std::abort();
  }
  try {
    (void)cli::parse_check_config(text, "fuzz.ini");
  } catch (const cli::UsageError& e) {
    if (!named(e)) std::abort();
  }
  return 0;
}
