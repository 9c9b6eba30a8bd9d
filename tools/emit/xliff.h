// The update package (update/update_package.h) as XLIFF, the exchange format of CAT tools:
// XLIFF 1.2 (OmegaT, Trados, memoQ, translate-toolkit; valid against the OASIS strict schema) and
// XLIFF 2.1 (with its glossary module). One trans-unit / unit per package unit: the new English as
// its source, the present translation (citations renumbered) as its target, the change, old
// number, old English, word diff, place and terms as notes; the package's identity in the file's
// header note ("rulecorp-package translation=de@2025-11-14 file=cr-de.txt edition=2026-03-06"),
// which `rulecorp merge` reads back. Deterministic UTF-8, LF line ends, final newline.
//
// States. XLIFF 1.2: a unit with the present translation <target state="needs-review-translation">
// (translate-toolkit: fuzzy); one without (added, or the translation lacks it) an empty
// <target state="new" /> (valid in the strict schema, and the state says "to translate"; translate-
// toolkit reads it as untranslated; OmegaT's own XLIFF filter translates the text of <target>, so
// for OmegaT the package is written in its form, XliffOptions::omegat); a context unit
// translate="no" with <target state="final">. XLIFF 2.1: <segment state="translated"
// subState="rulecorp:reworded"> (or rulecorp:renumbered+reworded) with a target, state="initial"
// with subState rulecorp:added (or the change) and no target, a context unit translate="no" with
// state="final" subState="rulecorp:context". Unit ids are NMTOKENs (xliff2_unit_ids), the
// package's id in `name`.
#ifndef RULECORP_EMIT_XLIFF_H_
#define RULECORP_EMIT_XLIFF_H_

#include <ostream>
#include <string>
#include <vector>

#include "update/update_package.h"

namespace rulecorp {

struct XliffOptions {
  // OmegaT's form: OmegaT's XLIFF filter translates the content of <target>, which it expects to be
  // a copy of the source, so every target holds the new English (states as without the option).
  bool omegat = false;
};

// Writes `p` as XLIFF 1.2 (urn:oasis:names:tc:xliff:document:1.2) into `out`.
void write_xliff12(const UpdatePackage& p, std::ostream& out, const XliffOptions& options = {});

// Writes `p` as XLIFF 2.1 (urn:oasis:names:tc:xliff:document:2.0, version 2.1) into `out`; a
// package without units gets one ignorable unit "none" (translate="no"), as a file needs a unit.
void write_xliff21(const UpdatePackage& p, std::ostream& out, const XliffOptions& options = {});

// The XLIFF 2 id of each of `p`'s units, in order: the package id with '#' as '-' and every
// character an NMTOKEN cannot hold (and every non-ASCII one) as '_', made unique by "-2", "-3".
std::vector<std::string> xliff2_unit_ids(const UpdatePackage& p);

}  // namespace rulecorp

#endif  // RULECORP_EMIT_XLIFF_H_
