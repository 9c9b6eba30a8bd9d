// The update package (update/update_package.h) as an OmegaT 3.6 project folder the translator
// opens as it is: omegat.project (English to the translation's language, paragraph segmentation:
// one OmegaT segment per package unit, the whole rule as it replaces the old one in the text),
// source/ the package as XLIFF 1.2 in the form OmegaT's XLIFF filter translates (every target a
// copy of the new English), tm/ the old pair as a translation memory (the old English of each unit
// and its present translation, citations renumbered: OmegaT's fuzzy matches), tm/auto/ the exact
// matches only (a unit whose new English is the old English of a unit, with that translation,
// which OmegaT fills in by itself), glossary/glossary.txt the glossary of the pair as OmegaT reads
// it, omegat/project_save.tmx an empty project memory and target/README.txt where the translated
// package appears (OmegaT 3.6 opens no project without its omegat/ and target/ folders). No
// segmentation rules are needed: with paragraph segmentation the rule numbers are not in the
// segments (they are unit ids).
#ifndef RULECORP_EMIT_OMEGAT_PROJECT_H_
#define RULECORP_EMIT_OMEGAT_PROJECT_H_

#include <string>
#include <vector>

#include "glossary/glossary.h"
#include "update/update_package.h"

namespace rulecorp {

// One file of the project: its path inside the project folder ("source/update-de-2025-11-14.xlf")
// and its bytes.
struct ProjectFile {
  std::string path;
  std::string content;
};

// Where in the project OmegaT keeps the translator's work (the project memory).
inline constexpr const char* kOmegatProjectMemory = "omegat/project_save.tmx";

// The files of the OmegaT project of `p`, with the `glossary` pair English -> p.language (the
// glossary file is empty when the glossary lacks the pair). Deterministic, UTF-8.
std::vector<ProjectFile> omegat_project(const UpdatePackage& p, const Glossary& glossary);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_OMEGAT_PROJECT_H_
