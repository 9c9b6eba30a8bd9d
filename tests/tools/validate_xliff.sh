#!/usr/bin/env bash
# Validates the update packages `rulecorp update` writes: XLIFF 1.2 against the OASIS strict schema
# and XLIFF 2.1 against the core schema, and again with its glossary module's schema (xmllint
# --schema), on the corpus's French 2025-09-01 excerpt brought to 2026-03-06, the French seed of the
# 2008-10-01 edition brought to 2009-10-01, the packages `build` writes for the corpus, and on the
# real German
# 2025-11-14 brought backwards to the English 2025-09-19 and 2023-11-17 editions (`--edition`:
# the pairing follows the translation's own date, the edition map works both ways). Each 1.2
# package is loaded by translate-toolkit (python3-translate), its units and states counted and
# compared with the file's and the command's own summary. On the real data it measures the
# package's coverage: the share of the English rules reworded or added between the two editions
# (from `rulecorp align --editions`, independently of the package) that have a unit, and the share
# of reworded units that carry the present translation; asserts >= 90% and >= 80%.
set -u
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -c "import translate.storage.xliff" 2>/dev/null || { echo "FAIL: $python cannot import translate.storage.xliff (.ci/setup installs python3-translate)"; exit 1; }
command -v xmllint > /dev/null || { echo "FAIL: xmllint missing (apt-get install libxml2-utils)"; exit 1; }
if [ ! -d "$shared/schemas/xliff" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: $shared is missing under CI=true"; exit 1; fi
  echo "skip: $shared not found (the XLIFF schemas live there)"; exit 77
fi
xsd12="$shared/schemas/xliff/1.2/xliff-core-1.2-strict.xsd"
xsd21="$shared/schemas/xliff/2.1/xliff_core_2.0.xsd"
# The core schema leaves module elements to lax validation: this one imports the glossary module too.
cat > "$tmp/core-glossary.xsd" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="urn:oasis:names:tc:xliff:document:2.0" schemaLocation="file://$shared/schemas/xliff/2.1/xliff_core_2.0.xsd"/>
  <xs:import namespace="urn:oasis:names:tc:xliff:glossary:2.0" schemaLocation="file://$shared/schemas/xliff/2.1/glossary.xsd"/>
</xs:schema>
EOF
cr="$shared/corpus/cr"
bad=0
package() {  # package NAME ARGS...: NAME.xlf (1.2), NAME.xlf2 (2.1), NAME.summary (the 1.2 run's stderr)
  local name=$1; shift
  "$bin" update --format xliff --out "$tmp/$name.xlf" "$@" 2> "$tmp/$name.err" || { echo "FAIL: rulecorp update $*"; cat "$tmp/$name.err"; exit 1; }
  grep '^rulecorp update:' "$tmp/$name.err" > "$tmp/$name.summary"
  "$bin" update -q --format xliff2 --out "$tmp/$name.xlf2" "$@" || { echo "FAIL: rulecorp update --format xliff2 $*"; exit 1; }
}
corpus="$root/corpus"
package corpus "$corpus/rules-en-2025.txt" "$corpus/rules-en.txt" "fr:$corpus/rules-fr-2025.txt"
package corpus-context --context "$corpus/rules-en-2025.txt" "$corpus/rules-en.txt" "fr:$corpus/rules-fr-2025.txt"
package de-2023 --edition 2023-11-17 "$cr/cr-en-2023-11-17.txt" "$cr/cr-en-2025-11-14.txt" "de:$cr/cr-de-2025-11-14.txt"
package de-2023-context --context --edition 2023-11-17 "$cr/cr-en-2023-11-17.txt" "$cr/cr-en-2025-11-14.txt" "de:$cr/cr-de-2025-11-14.txt"
# Forwards on real data: the French seed translates the 2008-10-01 edition (an excerpt).
package fr-2009 "$cr/cr-en-2008-10-01.txt" "$cr/cr-en-2009-10-05.txt" "$shared"/seeds/002_*.txt
package de-2025-09 --edition 2025-09-19 "$shared/corpus/cr-archive/cr-en-2025-09-19.txt" "$cr/cr-en-2025-11-14.txt" "de:$cr/cr-de-2025-11-14.txt"
# The packages `build` writes beside the update lists of the corpus.
"$bin" build --quiet --config "$corpus/rulecorp.ini" --out "$tmp/build" --fail-on never || { echo "FAIL: rulecorp build"; exit 1; }
for f in "$tmp"/build/update-*.xlf; do
  case $f in
    *.xliff2.xlf) cp "$f" "$tmp/build-$(basename "$f" .xliff2.xlf).xlf2" ;;
    *) cp "$f" "$tmp/build-$(basename "$f")" ;;
  esac
done
[ -f "$tmp/build-update-fr-2025-09-01.xlf" ] && [ -f "$tmp/build-update-fr-2025-09-01.xlf2" ] || { echo "FAIL: build wrote no update package for the fr 2025-09-01 excerpt"; exit 1; }
for f in "$tmp"/*.xlf; do
  xmllint --noout --schema "$xsd12" "$f" 2> "$tmp/xmllint.err" || { echo "FAIL: $(basename "$f") is not valid XLIFF 1.2 (strict):"; head -5 "$tmp/xmllint.err"; bad=1; }
done
for f in "$tmp"/*.xlf2; do
  for xsd in "$xsd21" "$tmp/core-glossary.xsd"; do
    xmllint --noout --schema "$xsd" "$f" 2> "$tmp/xmllint.err" || { echo "FAIL: $(basename "$f") is not valid XLIFF 2.1 ($(basename "$xsd")):"; head -5 "$tmp/xmllint.err"; bad=1; }
  done
done
# The edition maps the real packages are measured against.
"$bin" align -q --fail-on never --editions --format tsv --out "$tmp/de-2023.editions.tsv" "$cr/cr-en-2025-11-14.txt" "$cr/cr-en-2023-11-17.txt" || exit 1
"$bin" align -q --fail-on never --editions --format tsv --out "$tmp/de-2025-09.editions.tsv" "$cr/cr-en-2025-11-14.txt" "$shared/corpus/cr-archive/cr-en-2025-09-19.txt" || exit 1

"$python" - "$tmp" <<'PY' || bad=1
import csv, pathlib, re, sys
import xml.etree.ElementTree as ET
from translate.storage import xliff

tmp = pathlib.Path(sys.argv[1])
NS = {"x": "urn:oasis:names:tc:xliff:document:1.2"}
bad = 0

def fail(msg):
    global bad
    print("FAIL: " + msg)
    bad = 1

def notes(unit):
    out = {}
    for n in unit.findall("x:note", NS):
        key, _, value = (n.text or "").partition(": ")
        out[key] = value
    return out

for path in sorted(tmp.glob("*.xlf")):
    name = path.stem
    root = ET.parse(path).getroot()
    units = root.findall(".//x:trans-unit", NS)
    work = [u for u in units if u.get("translate") != "no"]
    states = {}
    for u in work:
        t = u.find("x:target", NS)
        states[t.get("state")] = states.get(t.get("state"), 0) + 1
    # translate-toolkit reads every unit; a reworded one (needs-review-translation) as fuzzy with
    # its target, an added one (empty target, state new) as untranslated, none as translated.
    store = xliff.xlifffile.parsefile(str(path))
    tt = store.getunits()
    if len(tt) != len(units):
        fail(f"{name}: translate-toolkit read {len(tt)} units, the file holds {len(units)}")
    tt_work = [u for u in tt if u.xmlelement.get("translate") != "no"]
    fuzzy = sum(1 for u in tt_work if u.isfuzzy() and u.target)
    untranslated = sum(1 for u in tt_work if not u.target)
    translated = sum(1 for u in tt_work if u.istranslated())
    if fuzzy != states.get("needs-review-translation", 0) or untranslated != states.get("new", 0) or translated:
        fail(f"{name}: translate-toolkit: {fuzzy} fuzzy, {untranslated} untranslated, {translated} translated; "
             f"the file: {states}")
    if store.gettargetlanguage() not in ("de", "fr"):
        fail(f"{name}: translate-toolkit reads target language {store.gettargetlanguage()!r}")
    if not (tmp / f"{name}.summary").exists():
        print(f"{name}: {len(units)} units, states {states}")
        continue
    summary = (tmp / f"{name}.summary").read_text()
    m = re.search(r": (\d+) units? to translate \((\d+) with the present translation, (\d+) added\)", summary)
    if not m:
        fail(f"{name}: no summary line: {summary!r}")
        continue
    n, with_target, added = map(int, m.groups())
    n_added = sum(1 for u in work if notes(u).get("change") == "added")
    if (n, with_target, added) != (len(work), states.get("needs-review-translation", 0), n_added):
        fail(f"{name}: the summary says {n}/{with_target}/{added}, the file holds {len(work)}/{states}/{n_added}")
    kinds = {}
    for u in work:
        k = notes(u).get("kind")
        kinds[k] = kinds.get(k, 0) + 1
    print(f"{name}: {len(units)} units ({len(work)} to translate: {kinds}), states {states}")

    editions = tmp / f"{name}.editions.tsv"
    if not editions.exists():
        continue
    # The English rules reworded or added between the editions, numbered as in the edition the
    # package brings the translation to (the first date column of the edition map).
    with open(editions, newline="") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    head = rows[0]
    dates = sorted({c.split(" ")[0] for c in head[4:]})
    target, other = dates[0], dates[1]   # both real maps bring the translation back to the older edition
    col = lambda d, f: head.index(f"{d} {f}")
    collapse = lambda s: " ".join(s.replace("\\n", " ").replace("\\t", " ").split())
    changed = set()
    for r in rows[1:]:
        if r[1] != "rule" or not r[col(target, "label")]:
            continue
        if not r[col(other, "label")] or collapse(r[col(target, "text")]) != collapse(r[col(other, "text")]):
            changed.add(r[col(target, "label")].rstrip("."))
    rule_units = {u.get("id") for u in work if notes(u).get("kind") == "rule"}
    covered = len(changed & rule_units)
    reworded = [u for u in work if notes(u).get("change") in ("reworded", "renumbered+reworded")]
    carrying = sum(1 for u in reworded if (u.find("x:target", NS).text or "").strip())
    cover = 100 * covered / max(1, len(changed))
    carry = 100 * carrying / max(1, len(reworded))
    print(f"{name}: coverage {covered}/{len(changed)} changed English rules have a unit ({cover:.1f}%, target >= 90%); "
          f"{carrying}/{len(reworded)} reworded units carry the present translation ({carry:.1f}%, target >= 80%)")
    if cover < 90:
        fail(f"{name}: only {cover:.1f}% of the changed rules have a unit; missing: {sorted(changed - rule_units)[:10]}")
    if carry < 80:
        fail(f"{name}: only {carry:.1f}% of the reworded units carry the present translation")
sys.exit(bad)
PY
[ $bad = 0 ] && echo "ok: every package valid (XLIFF 1.2 strict, 2.1 core and glossary module) and read by translate-toolkit"
exit $bad
