#!/usr/bin/env bash
# Validates what `rulecorp check` itself writes on real inputs (the report writers' own test,
# validate_report.sh, uses hand-built findings): the project corpus (every planted fault) and the
# seeds with the 2008 and 2009 English editions, in JSON against schemas/report.schema.json, in
# SARIF against the official SARIF 2.1.0 schema in ../shared, the baseline against
# schemas/baseline.schema.json, and the HTML as well-formed markup. The real pair EN/DE 2025 is checked
# too: its German Glossar's shifted block is one finding whose SARIF fix holds one replacement per
# member (JSON: fix and more_fixes). The same run twice gives the
# same bytes, and a run with the baseline it wrote reports nothing. Without ../shared only the
# corpus is checked (under CI=true its absence fails).
set -u
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -c 'import jsonschema' 2>/dev/null || { echo "FAIL: $python cannot import jsonschema"; exit 1; }
c=$root/corpus
sets=(corpus)
corpus=("$c/rules-en-2025.txt" "$c/rules-en.txt" "$c/rules-de.txt" "$c/rules-fr.txt" "$c/rules-fr-2025.txt" "$c/rulings-en.txt" "$c/rulings-de.txt" "$c/cards-rcp.json")
seeds=() pair=()
if [ -d "$shared/seeds" ]; then
  seeds=("$shared/corpus/cr/cr-en-2008-10-01.txt" "$shared/corpus/cr/cr-en-2009-10-05.txt" "$shared"/seeds/00[0-4]_*.txt)
  sets+=(seeds)
  pair=("$shared/corpus/cr/cr-en-2025-11-14.txt" "$shared/corpus/cr/cr-de-2025-11-14.txt")
  sets+=(pair)
elif [ "${CI:-}" = true ]; then
  echo "FAIL: $shared/seeds is missing under CI=true"; exit 1
else
  echo "note: $shared not found; only corpus/ is checked"
fi
bad=0
for set in "${sets[@]}"; do
  case $set in corpus) inputs=("${corpus[@]}") ;; seeds) inputs=("${seeds[@]}") ;; *) inputs=("${pair[@]}") ;; esac
  for f in json sarif html; do
    "$bin" check --quiet --fail-on never --format $f --out "$tmp/$set.$f" --write-baseline "$tmp/$set.baseline.json" "${inputs[@]}" ||
      { echo "FAIL: rulecorp check --format $f on $set"; bad=1; }
  done
  "$bin" check --quiet --fail-on never --format json --out "$tmp/$set.again.json" "${inputs[@]}"
  cmp -s "$tmp/$set.json" "$tmp/$set.again.json" || { echo "FAIL: two runs on $set differ"; bad=1; }
  "$bin" check --quiet --fail-on note --baseline "$tmp/$set.baseline.json" --out "$tmp/$set.rest.json" --format json "${inputs[@]}" ||
    { echo "FAIL: findings left on $set after its own baseline"; bad=1; }
done
sarif_schema="$shared/schemas/sarif/sarif-schema-2.1.0.json"
[ -f "$sarif_schema" ] || sarif_schema=""
"$python" - "$root/schemas" "$tmp" "$sarif_schema" "${sets[@]}" <<'PY' || bad=1
import json, sys, pathlib, xml.dom.minidom
from jsonschema import Draft202012Validator, Draft4Validator
schemas, tmp, sarif, sets = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3], sys.argv[4:]
bad = 0
def check(cls, schema_path, name):
    global bad
    v = cls(json.load(open(schema_path)))
    errors = list(v.iter_errors(json.load(open(tmp / name))))
    for e in errors[:5]:
        print(f"{name}: {'/'.join(map(str, e.absolute_path))}: {e.message[:300]}")
    bad += bool(errors)
for s in sets:
    check(Draft202012Validator, schemas / "report.schema.json", f"{s}.json")
    check(Draft202012Validator, schemas / "baseline.schema.json", f"{s}.baseline.json")
    if sarif:
        check(Draft4Validator, pathlib.Path(sarif), f"{s}.sarif")
    xml.dom.minidom.parse(str(tmp / f"{s}.html"))
    n = len(json.load(open(tmp / f"{s}.json"))["findings"])
    print(f"{s}: {n} findings; JSON, baseline{', SARIF' if sarif else ''} valid, HTML well-formed")
    if n == 0:
        print(f"{s}: no findings at all"); bad += 1
    if s == "pair":
        grouped = [f for f in json.load(open(tmp / f"{s}.json"))["findings"] if f["check"] == "xref.shifted"]
        many = [r for run in json.load(open(tmp / f"{s}.sarif"))["runs"] for r in run["results"]
                if any(len(c["replacements"]) > 1 for x in r.get("fixes", []) for c in x["artifactChanges"])]
        print(f"{s}: {len(grouped)} xref.shifted, {len(many)} SARIF results whose fix has several replacements")
        if not grouped or not grouped[0].get("more_fixes") or not many:
            print(f"{s}: the shifted block's fixes are not all in the report"); bad += 1
sys.exit(1 if bad else 0)
PY
exit $bad
