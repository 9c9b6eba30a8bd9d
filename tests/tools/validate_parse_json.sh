#!/usr/bin/env bash
# Validates `rulecorp parse` JSON against schemas/parse.schema.json (Draft 2020-12) with Debian's
# python3-jsonschema: on the project corpus, the golden inputs, and the shared seeds and CR files.
set -u
shopt -s nullglob
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! "$python" -c 'import jsonschema' 2>/dev/null; then
  echo "FAIL: $python cannot import jsonschema (apt-get install python3-jsonschema; .ci/setup does)"; exit 1
fi
inputs=("$root"/corpus/*.txt "$root"/tests/golden/*/input*.txt "$root"/tests/golden/parse-two-letter-subrules/*.txt)
if [ -d "$shared/seeds" ]; then
  inputs+=("$shared"/seeds/*.txt "$shared"/corpus/cr/*.txt)
elif [ "${CI:-}" = true ]; then
  echo "FAIL: $shared is missing under CI=true"; exit 1
else
  echo "note: $shared not found; validating the project's own inputs only"
fi
n=0
for f in "${inputs[@]}"; do
  [ -f "$f" ] || continue
  n=$((n + 1))
  "$bin" parse -q --fail-on never --out "$tmp/$n.json" "$f" || { echo "FAIL: rulecorp parse $f"; exit 1; }
done
# One run over all inputs together, as the main job does.
"$bin" parse -q --fail-on never --out "$tmp/all.json" "${inputs[@]}" || { echo "FAIL: rulecorp parse (all)"; exit 1; }
# `rulecorp convert --to json` writes the same model, one file per document (named apart by stem).
convert_inputs=("$root"/corpus/*.txt)
[ -d "$shared/corpus/cr" ] && convert_inputs+=("$shared"/corpus/cr/*.txt)
"$bin" convert -q --to json --name 'convert-{stem}-{lang}' --out-dir "$tmp" "${convert_inputs[@]}" || { echo "FAIL: rulecorp convert"; exit 1; }
"$python" - "$root/schemas/parse.schema.json" "$tmp" <<'PY'
import json, sys, pathlib
from jsonschema import Draft202012Validator
schema = json.load(open(sys.argv[1]))
Draft202012Validator.check_schema(schema)
v = Draft202012Validator(schema)
bad = 0
files = sorted(pathlib.Path(sys.argv[2]).glob("*.json"))
for p in files:
    errors = list(v.iter_errors(json.load(open(p))))
    for e in errors[:5]:
        print(f"{p.name}: {'/'.join(map(str, e.absolute_path))}: {e.message[:200]}")
    bad += bool(errors)
print(f"schema: {len(files) - bad} passed, {bad} failed")
sys.exit(1 if bad else 0)
PY
