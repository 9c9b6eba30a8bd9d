#!/usr/bin/env bash
# `rulecorp fix` on the inputs of the golden case tests/golden/fix-diff (a German text with CRLF line
# ends, a BOM and trailing spaces, beside its English original): the diff `--diff` writes applies
# with GNU `patch -p1` (a dry run first, then for real, in a copy of the inputs) and gives exactly
# the files `--out` writes; the inputs stay as they were. The same inputs' check reports carry the
# fixes: the SARIF validates against the official SARIF 2.1.0 schema and the JSON against
# schemas/report.schema.json (python3-jsonschema), with the same fixes in both.
set -u
bin=$1 case_dir=$2 root=$3 shared=$4 python=${5:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v patch > /dev/null || { echo "FAIL: GNU patch is missing (.ci/setup installs it)"; exit 1; }
cd "$case_dir" || exit 1
inputs=(en:en.txt de:de.txt)
before=$(md5sum en.txt de.txt)
"$bin" fix --diff "$tmp/fix.diff" --fail-on never "${inputs[@]}" 2> "$tmp/diff.log" || { cat "$tmp/diff.log"; echo "FAIL: fix --diff"; exit 1; }
"$bin" fix --out "$tmp/out" --fail-on never "${inputs[@]}" 2> "$tmp/out.log" || { cat "$tmp/out.log"; echo "FAIL: fix --out"; exit 1; }
[ "$before" = "$(md5sum en.txt de.txt)" ] || { echo "FAIL: fix changed its inputs"; exit 1; }
[ -s "$tmp/fix.diff" ] || { echo "FAIL: the diff is empty"; exit 1; }
mkdir "$tmp/work" && cp -p en.txt de.txt "$tmp/work/"
(cd "$tmp/work" && patch -p1 --dry-run < "$tmp/fix.diff" > "$tmp/dry.log") || { cat "$tmp/dry.log"; echo "FAIL: patch --dry-run"; exit 1; }
(cd "$tmp/work" && patch -p1 --no-backup-if-mismatch < "$tmp/fix.diff" > "$tmp/patch.log") || { cat "$tmp/patch.log"; echo "FAIL: patch"; exit 1; }
bad=0
for f in en.txt de.txt; do
  if [ -f "$tmp/out/$f" ]; then
    cmp "$tmp/work/$f" "$tmp/out/$f" || { echo "FAIL: $f patched differs from fix --out"; bad=1; }
  else
    cmp "$tmp/work/$f" "$f" || { echo "FAIL: $f patched but not written by fix --out"; bad=1; }
  fi
done
[ -f "$tmp/out/de.txt" ] || { echo "FAIL: fix --out wrote no de.txt"; bad=1; }
echo "patch -p1 applied the diff ($(grep -c '^@@' "$tmp/fix.diff") hunks); the result equals fix --out"

"$bin" check --format sarif --fail-on never --out "$tmp/report.sarif" "${inputs[@]}" 2> /dev/null || { echo "FAIL: check --format sarif"; exit 1; }
"$bin" check --format json --fail-on never --out "$tmp/report.json" "${inputs[@]}" 2> /dev/null || { echo "FAIL: check --format json"; exit 1; }
sarif_schema="$shared/schemas/sarif/sarif-schema-2.1.0.json"
if [ ! -f "$sarif_schema" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: $sarif_schema is missing under CI=true"; exit 1; fi
  echo "SKIP: $sarif_schema not found; the SARIF with fixes is not validated"; exit 77
fi
"$python" -c 'import jsonschema' 2>/dev/null || { echo "FAIL: $python cannot import jsonschema (.ci/setup installs it)"; exit 1; }
"$python" - "$sarif_schema" "$root/schemas/report.schema.json" "$tmp" <<'PY' || bad=1
import json, sys, pathlib
from jsonschema import Draft4Validator, Draft202012Validator
sarif_schema, report_schema, tmp = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
bad = 0
for cls, schema, f in [(Draft4Validator, sarif_schema, "report.sarif"), (Draft202012Validator, report_schema, "report.json")]:
    errors = list(cls(json.load(open(schema))).iter_errors(json.load(open(tmp / f))))
    for e in errors[:5]:
        print(f"{f}: {'/'.join(map(str, e.absolute_path))}: {e.message[:300]}")
    bad += bool(errors)
results = json.load(open(tmp / "report.sarif"))["runs"][0]["results"]
findings = json.load(open(tmp / "report.json"))["findings"]
sarif_fixes = [(r["ruleId"], r["fixes"][0]["artifactChanges"][0]["replacements"][0]) for r in results if "fixes" in r]
json_fixes = [(f["check"], f["fix"]) for f in findings if "fix" in f]
as_json = [(c, {"begin": r["deletedRegion"]["byteOffset"], "end": r["deletedRegion"]["byteOffset"] + r["deletedRegion"]["byteLength"],
                "replacement": r["insertedContent"]["text"]}) for c, r in sarif_fixes]
if [(c, {k: v for k, v in f.items() if k != "file"}) for c, f in json_fixes] != as_json:
    print("the SARIF fixes differ from the JSON report's"); bad += 1
print(f"SARIF results with fixes: {len(sarif_fixes)} ({', '.join(sorted(set(c for c, _ in sarif_fixes)))}); valid against the SARIF 2.1.0 schema")
if len(sarif_fixes) < 5:
    print("expected a fix for each of the five planted faults"); bad += 1
sys.exit(1 if bad else 0)
PY
exit $bad
