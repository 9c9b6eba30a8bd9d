// A returned update package read back: the XLIFF 1.2 or 2.1 file `rulecorp update` wrote, as a CAT
// tool saves it (targets filled, a target split into <mrk mtype="seg"> or several <segment>s,
// inline <g>/<x/>/<ph>/<pc>, entities, CRLF, a BOM). Only what merge needs is kept: the package's
// note (which translation and edition it was made for) and, per unit to translate, its id and the
// source and target as plain text.
#ifndef RULECORP_UPDATE_PACKAGE_READER_H_
#define RULECORP_UPDATE_PACKAGE_READER_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.h"

namespace rulecorp {

struct ReturnedUnit {
  std::string id;               // "702.80b", "702.80b#ex1", "glossary:Abandon" (1.2: resname, else id; 2.x: name, else id)
  std::string source;           // the segments joined, inline codes left out
  std::string target;           // the same of the target ("" when there is none)
  bool has_target = false;      // a <target> element was there
  std::string markup;           // inline code the target holds that merge cannot write ("<ph>", "<bpt>"), or ""
  std::uint32_t line = 0;       // 1-based line of the unit in the package file
  bool nmtoken_id = false;      // 2.x: no `name`, `id` is the NMTOKEN form of the package id (xliff2_unit_id)
  std::size_t segments = 0;     // 2.x: the unit's <segment>s with source text
  std::size_t untranslated_segments = 0;  // 2.x: <segment>s with text but no target, or a target equal to the source
};

struct ReturnedPackage {
  std::string file;               // the package as the user named it
  std::string version;            // "1.2" or "2.1" (the version attribute)
  std::string translation;        // of the note: "de@2025-11-14" (language@edition translated)
  std::string translation_file;   // of the note: the translation's file name
  std::string edition;            // of the note: the new English edition, "2026-03-06"
  std::string target_language;    // of <file> (1.2) or <xliff> (2.x): "de"
  std::vector<ReturnedUnit> units; // units to translate, in file order (translate="no" units left out)
  std::size_t context_units = 0;  // translate="no" units skipped
};

// Reads package `file` from `bytes`; nullopt, with diagnostics (xml.invalid, xml.doctype,
// merge.package) naming the file and line, when it is no well-formed XLIFF 1.2/2.x package of
// rulecorp's (the <note> "rulecorp-package translation=… edition=…" missing or unreadable).
std::optional<ReturnedPackage> read_package(const std::string& file, std::string_view bytes, Diagnostics& diags);

// `bytes` converted to UTF-8 (without a byte order mark) when they are UTF-16 or UTF-32: a BOM, or
// no BOM and a NUL beside the first character ("<\0", "\0<"); nullopt for any other bytes (UTF-8,
// or a single-byte encoding pugixml reads itself). A package is converted once, before its lines are
// counted, so diagnostics' lines are the file's.
std::optional<std::string> wide_xml_as_utf8(std::string_view bytes);

// The fields of a package note ("rulecorp-package translation=de@2025-11-14 file=cr-de.txt
// edition=2026-03-06", read by parse_package_identity, update/update_package.h) into `p`; false
// when the text holds no such note.
bool read_package_note(std::string_view note, ReturnedPackage& p);

}  // namespace rulecorp

#endif  // RULECORP_UPDATE_PACKAGE_READER_H_
