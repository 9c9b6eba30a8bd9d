// Bytes in any encoding the rules come in -> Source. Detection order: byte order mark (UTF-8,
// UTF-16 BE/LE, UTF-32 BE/LE); else UTF-16 recognised by its NUL pattern; else valid UTF-8; else
// UTF-8 with a few broken bytes (when real multi-byte sequences dominate); else ICU charset
// detection over the legacy single-byte encodings (ISO-8859-1 read as its superset windows-1252;
// windows-1252 without detection when DecodeOptions::legacy_detection is off).
// An explicit encoding overrides all of it. Invalid bytes never stop decoding: each becomes U+FFFD
// and a diagnostic with line and byte offset.
#ifndef RULECORP_TEXT_DECODER_H_
#define RULECORP_TEXT_DECODER_H_

#include <string>
#include <string_view>

#include "common/diagnostic.h"
#include "text/source.h"

namespace rulecorp {

struct DecodeOptions {
  std::string encoding;  // an ICU converter name ("windows-1252", "utf-16le", ...); empty = detect
  // When detecting: false reads an input that is neither Unicode nor (mostly) valid UTF-8 as
  // windows-1252 without ICU's charset detection (costly: ~20 ms for 64 KB), for a quick look at
  // a file's head whose ASCII text is all that matters (the effective date).
  bool legacy_detection = true;
};

// True when ICU knows a converter called `name`.
bool encoding_supported(std::string_view name);

// Decodes `bytes` (named `name` in diagnostics) into NFC UTF-8 with '\n' line ends; reports input
// problems into `diags` and always returns a Source (empty text for binary input).
Source decode(std::string name, std::string_view bytes, const DecodeOptions& options,
              Diagnostics& diags);

}  // namespace rulecorp

#endif  // RULECORP_TEXT_DECODER_H_
