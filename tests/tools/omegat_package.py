#!/usr/bin/env python3
"""The update package's OmegaT project, from outside: a simulated translator and what OmegaT wrote.

omegat_package.py units XLF
    prints the number of units to translate of an XLIFF 1.2 package (trans-units not translate="no").
omegat_package.py translator XLF LANG OUT.tmx
    writes the memory a translator's work amounts to: each unit's new English (its source) to a
    translation, the present one revised ("… [rev]") where the unit has it, else "[LANG] " and the
    English; put into tm/auto/, OmegaT fills every segment with it.
omegat_package.py check XLF PROJECT_XLF TARGET_XLF LANG
    checks OmegaT's target/ file against the package (XLF: as `update --format xliff` writes it;
    PROJECT_XLF: the project's source/ file): the same units, each translatable unit's target the
    translator's translation, the context units as the project has them; prints a summary.
omegat_package.py merged XLF MERGED_TEXT LANG
    checks the text `rulecorp merge` made of OmegaT's target file: every unit's translation is in
    it (white space aside: merge wraps a paragraph as its neighbours are wrapped).
"""
import re
import sys
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

NS = {"x": "urn:oasis:names:tc:xliff:document:1.2"}


def units(path):
    """(id, translatable, source text, target text) of every trans-unit."""
    out = []
    for u in ET.parse(path).getroot().iterfind(".//x:trans-unit", NS):
        src = "".join(u.find("x:source", NS).itertext())
        t = u.find("x:target", NS)
        out.append((u.get("id"), u.get("translate") != "no", src, "".join(t.itertext()) if t is not None else ""))
    return out


def translation(lang, src, present):
    """The simulated translator's work: the present translation revised (marked, so that the merged
    text shows it came through OmegaT), or the English marked as translated anew."""
    return f"{present} [rev]" if present and present != src else f"[{lang}] {src}"


def main():
    cmd = sys.argv[1]
    if cmd == "units":
        print(sum(1 for u in units(sys.argv[2]) if u[1]))
        return 0
    if cmd == "translator":
        xlf, lang, out = sys.argv[2:5]
        tus = []
        for uid, translatable, src, tgt in units(xlf):
            if translatable:
                tus.append(f'    <tu tuid="{escape(uid)}">\n      <tuv xml:lang="en"><seg>{escape(src)}</seg></tuv>\n'
                           f'      <tuv xml:lang="{lang}"><seg>{escape(translation(lang, src, tgt))}</seg></tuv>\n    </tu>\n')
        with open(out, "w", encoding="utf-8") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n  <header creationtool="test" '
                    'creationtoolversion="1" segtype="paragraph" o-tmf="test" adminlang="en" srclang="en" '
                    'datatype="plaintext"/>\n  <body>\n' + "".join(tus) + "  </body>\n</tmx>\n")
        return 0
    if cmd == "check":
        xlf, project, target, lang = sys.argv[2:6]
        before, project_units, after = units(xlf), units(project), units(target)
        if [u[2] for u in before] != [u[2] for u in project_units]:
            print("FAIL: the project's source file is not the package"); return 1
        bad = 0
        if [u[0] for u in before] != [u[0] for u in after]:
            print(f"FAIL: OmegaT's target file has units {[u[0] for u in after]}, the package {[u[0] for u in before]}")
            return 1
        filled = 0
        for (uid, translatable, src, tgt), (_, _, _, kept), (_, _, src2, got) in zip(before, project_units, after):
            want = translation(lang, src, tgt) if translatable else kept
            if src2 != src:
                print(f"FAIL: unit {uid}: OmegaT changed the source"); bad += 1
            elif got != want:
                print(f"FAIL: unit {uid}: OmegaT wrote {got[:80]!r}, the translator {want[:80]!r}"); bad += 1
            filled += translatable and got == want
        print(f"OmegaT's target: {filled} units translated, {sum(1 for u in before if not u[1])} context units kept")
        return 1 if bad else 0
    if cmd == "merged":
        xlf, merged, lang = sys.argv[2:5]
        data = open(merged, "rb").read()  # merge keeps the translation's encoding
        encoding = "utf-16" if data[:2] in (b"\xff\xfe", b"\xfe\xff") else "utf-8-sig"
        text = re.sub(r"\s+", " ", data.decode(encoding))
        # A glossary entry the new edition added has no place in the translation's glossary (sorted by
        # its own terms, which the package does not hold): merge leaves it to the translator
        # (merge.unused), so it is not looked for in the text.
        added_entries = [u for u in units(xlf) if u[1] and u[0].startswith("glossary:") and not u[3]]
        missing = [uid for uid, translatable, src, tgt in units(xlf)
                   if translatable and (uid, translatable, src, tgt) not in added_entries
                   and re.sub(r"\s+", " ", translation(lang, src, tgt)) not in text]
        if added_entries:
            print(f"merged: {len(added_entries)} added glossary entries left to the translator (merge.unused)")
        for uid in missing[:5]:
            print(f"FAIL: the merged text lacks the translation of unit {uid}")
        print(f"merged: {sum(1 for u in units(xlf) if u[1]) - len(missing) - len(added_entries)} translations from OmegaT's target file in the text")
        return 1 if missing else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
