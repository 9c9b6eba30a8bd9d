#!/usr/bin/env bash
# Validates `rulecorp align` output: TMX against the official TMX 1.4 DTD (xmllint --dtdvalid) and
# loaded whole by translate-toolkit (Debian's python3-translate), JSON against
# schemas/align.schema.json (python3-jsonschema). Inputs: the project corpus, the seeds, the real
# EN/DE 2025 pair, the 2008/2009 editions and the card sets from ../shared.
set -u
shopt -s nullglob
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for m in jsonschema translate.storage.tmx; do
  "$python" -c "import $m" 2>/dev/null || { echo "FAIL: $python cannot import $m (.ci/setup installs it)"; exit 1; }
done
command -v xmllint > /dev/null || { echo "FAIL: xmllint missing (apt-get install libxml2-utils)"; exit 1; }
if [ ! -d "$shared/seeds" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: $shared is missing under CI=true"; exit 1; fi
  echo "skip: $shared not found (the TMX DTD lives there)"; exit 77
fi
dtd="$shared/schemas/tmx/tmx14.dtd"
cr="$shared/corpus/cr"
n=0
run() {  # run NAME ARGS...: writes $tmp/NAME.tmx and $tmp/NAME.json
  local name=$1; shift
  for f in tmx json; do
    "$bin" align -q --fail-on never --format $f --out "$tmp/$name.$f" "$@" || { echo "FAIL: rulecorp align $* ($f)"; exit 1; }
  done
  n=$((n + 1))
}
run corpus "$root"/corpus/*.txt
run seed000 "$shared"/seeds/000_*.txt
run seeds "$shared"/seeds/000_*.txt "$shared"/seeds/001_*.txt "$shared"/seeds/002_*.txt "$shared"/seeds/003_*.txt
run en-de-2025 "$cr/cr-en-2025-11-14.txt" "$cr/cr-de-2025-11-14.txt"
run editions --editions "$cr/cr-en-2008-10-01.txt" "$cr/cr-en-2009-10-05.txt"
run seed-002-000 "$shared"/seeds/002_*.txt "$shared"/seeds/000_*.txt
run fr-source "$cr/cr-en-2008-10-01.txt" "$cr/cr-en-2009-10-05.txt" "$shared"/seeds/002_*.txt
for c in "$shared"/corpus/cards/*.json; do run "cards-$(basename "$c" .json)" "$c"; done
run hostile "$root"/tests/golden/bad-hostile-text/input*.txt
bad=0
for f in "$tmp"/*.tmx; do
  xmllint --noout --dtdvalid "$dtd" "$f" 2> "$tmp/xmllint.err" || { echo "FAIL: $(basename "$f") is not valid TMX 1.4:"; head -5 "$tmp/xmllint.err"; bad=1; }
done
"$python" - "$root/schemas/align.schema.json" "$tmp" <<'PY' || bad=1
import json, sys, pathlib, re
from jsonschema import Draft202012Validator
from translate.storage import tmx
schema = json.load(open(sys.argv[1]))
Draft202012Validator.check_schema(schema)
v = Draft202012Validator(schema)
bad = 0
for p in sorted(pathlib.Path(sys.argv[2]).glob("*.json")):
    errors = list(v.iter_errors(json.load(open(p))))
    for e in errors[:5]:
        print(f"{p.name}: {'/'.join(map(str, e.absolute_path))}: {e.message[:200]}")
    bad += bool(errors)
for p in sorted(pathlib.Path(sys.argv[2]).glob("*.tmx")):
    data = p.read_bytes()
    store = tmx.tmxfile(data)
    expected = len(re.findall(rb"<tu ", data))
    units = [u for u in store.units]
    if len(units) != expected:
        print(f"{p.name}: translate-toolkit loaded {len(units)} of {expected} units"); bad += 1
    # The units shaped as a CAT tool segments the text (x-segment) restate the JSON's units.
    units_json = json.load(open(p.with_suffix(".json")))["units"]
    derived = len(re.findall(rb'<prop type="x-segment">', data))
    if len(units_json) != expected - derived:
        print(f"{p.name}: {expected - derived} units (and {derived} segment units) in TMX but {len(units_json)} in JSON"); bad += 1
print(f"align: {len(list(pathlib.Path(sys.argv[2]).glob('*.json')))} JSON and TMX outputs checked, {bad} failed")
sys.exit(1 if bad else 0)
PY
echo "xmllint: $n TMX files validated against $(basename "$dtd")"
exit $bad
