#!/usr/bin/env bash
# Validates the glossary writers' output (written by the test program glossary_writer until
# `rulecorp glossary` exists): TBX v3 against TBX-Basic_integrated.rng (jing), TBX v2 loaded by
# translate-toolkit (Debian's python3-translate) with one unit per term entry, JSON against
# schemas/glossary.schema.json (python3-jsonschema), CSV read back by Python's csv module with
# one row per entry, TSV with three fields per line. Inputs: the seeds with the 2008 English
# edition, the EN/DE 2025 pair with the three card sets, and the project corpus.
set -u
shopt -s nullglob
writer=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for m in jsonschema translate.storage.tbx; do
  "$python" -c "import $m" 2>/dev/null || { echo "FAIL: $python cannot import $m (.ci/setup installs it)"; exit 1; }
done
command -v jing > /dev/null || { echo "FAIL: jing missing (apt-get install jing)"; exit 1; }
if [ ! -d "$shared/seeds" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: $shared is missing under CI=true"; exit 1; fi
  echo "skip: $shared not found (the TBX schemas live there)"; exit 77
fi
rng="$shared/schemas/tbx/TBX-Basic_integrated.rng"
cr="$shared/corpus/cr"
run() {  # run NAME FILE...: writes $tmp/NAME/glossary.*
  local name=$1; shift
  mkdir -p "$tmp/$name"
  "$writer" "$tmp/$name" "$@" > /dev/null || { echo "FAIL: glossary_writer $*"; exit 1; }
}
run seeds "$shared"/seeds/00[0-3]_*.txt "$cr/cr-en-2008-10-01.txt"
run en-de-cards "$cr/cr-en-2025-11-14.txt" "$cr/cr-de-2025-11-14.txt" "$shared"/corpus/cards/*.json
run corpus "$root"/corpus/*.txt
bad=0
for f in "$tmp"/*/glossary.tbx; do
  jing "$rng" "$f" > "$tmp/jing.out" 2>&1 || { echo "FAIL: $f is not valid TBX-Basic:"; grep -v '^\[warning\]' "$tmp/jing.out" | head -5; bad=1; }
done
"$python" - "$root/schemas/glossary.schema.json" "$tmp" <<'PY' || bad=1
import csv, io, json, sys, pathlib, re
from jsonschema import Draft202012Validator
from translate.storage import tbx
schema = json.load(open(sys.argv[1]))
Draft202012Validator.check_schema(schema)
v = Draft202012Validator(schema)
bad = 0
dirs = sorted(p for p in pathlib.Path(sys.argv[2]).iterdir() if p.is_dir())
for d in dirs:
    data = json.load(open(d / "glossary.json"))
    errors = list(v.iter_errors(data))
    for e in errors[:5]:
        print(f"{d.name}/glossary.json: {'/'.join(map(str, e.absolute_path))}: {e.message[:200]}")
    bad += bool(errors)
    n = len(data["entries"])
    raw = (d / "glossary.v2.tbx").read_bytes()
    store = tbx.tbxfile(raw)
    units = [u for u in store.units]
    if len(units) != n:
        print(f"{d.name}: translate-toolkit loaded {len(units)} TBX v2 units, the JSON has {n} entries"); bad += 1
    if n and not any(u.source for u in units):
        print(f"{d.name}: translate-toolkit found no source terms"); bad += 1
    rows = list(csv.reader(io.StringIO((d / "glossary.csv").read_text(encoding="utf-8"), newline="")))
    if len(rows) != n + 1 or any(len(r) != len(rows[0]) for r in rows):
        print(f"{d.name}: glossary.csv has {len(rows) - 1} rows (or ragged ones) for {n} entries"); bad += 1
    for t in sorted(d.glob("*.tsv")):
        for i, line in enumerate(t.read_text(encoding="utf-8").splitlines(), 1):
            if len(line.split("\t")) != 3:
                print(f"{d.name}/{t.name}:{i}: not three tab-separated fields"); bad += 1; break
    print(f"{d.name}: {n} entries, {len(units)} TBX v2 units, {len(rows) - 1} CSV rows")
sys.exit(1 if bad else 0)
PY
echo "jing: $(ls "$tmp"/*/glossary.tbx | wc -l) TBX files validated against $(basename "$rng")"
exit $bad
