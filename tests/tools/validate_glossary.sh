#!/usr/bin/env bash
# Validates what `rulecorp glossary` writes: TBX v3 against TBX-Basic_integrated.rng (jing), TBX v2
# loaded by translate-toolkit (Debian's python3-translate) with one unit per term entry, JSON against
# schemas/glossary.schema.json (python3-jsonschema), the CSV of each language pair read back by
# Python's csv module with one row per entry of the pair, TSV with three fields per line. The HTML
# page of each pair is rendered by Debian's chromium: the screenshot is not blank, the DOM holds
# one entry per JSON entry of the pair, a letter index whose links all lead to a letter heading,
# the entries in the source language's collation order (German "Ä" among the A words: the index
# letter of an umlaut entry is its base letter). Inputs: the seeds with the 2008 English edition,
# the EN/DE 2025 pair with the three card sets, and the project corpus. Without chromium the HTML
# is not rendered and the test is skipped (failed under CI=true).
set -u
shopt -s nullglob
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
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
glossary() {  # glossary OUT FORMAT [--pair P] FILE...
  local out=$1 format=$2; shift 2
  "$bin" glossary --quiet --fail-on never --format "$format" --out "$out" "$@" ||
    { echo "FAIL: rulecorp glossary --format $format $*"; exit 1; }
}
run() {  # run NAME FILE...: writes $tmp/NAME/glossary.{tbx,v2.tbx,json} and glossary.<pair>.{tsv,csv,html}
  local name=$1; shift
  local d="$tmp/$name"
  mkdir -p "$d"
  glossary "$d/glossary.tbx" tbx "$@"
  glossary "$d/glossary.v2.tbx" tbx-v2 "$@"
  glossary "$d/glossary.json" json "$@"
  local langs
  langs=$("$python" -c 'import json, sys; print(" ".join(json.load(open(sys.argv[1]))["languages"]))' "$d/glossary.json")
  for pair in en-de en-fr de-fr de-en; do
    case " $langs " in *" ${pair%-*} "*) ;; *) continue ;; esac
    case " $langs " in *" ${pair#*-} "*) ;; *) continue ;; esac
    formats="tsv csv html"
    [ "$pair" = de-en ] && formats=html  # German as the source: its collation in the HTML
    for format in $formats; do glossary "$d/glossary.$pair.$format" "$format" --pair "$pair" "$@"; done
  done
}
run seeds "$shared"/seeds/00[0-3]_*.txt "$cr/cr-en-2008-10-01.txt"
run en-de-cards "$cr/cr-en-2025-11-14.txt" "$cr/cr-de-2025-11-14.txt" "$shared"/corpus/cards/*.json
run corpus "$root"/corpus/*.txt
bad=0
for f in "$tmp"/*/glossary.tbx; do
  jing "$rng" "$f" > "$tmp/jing.out" 2>&1 || { echo "FAIL: $f is not valid TBX-Basic:"; grep -v '^\[warning\]' "$tmp/jing.out" | head -5; bad=1; }
done
"$python" - "$root/schemas/glossary.schema.json" "$tmp" <<'PY' || bad=1
import csv, io, json, sys, pathlib
from jsonschema import Draft202012Validator
from translate.storage import tbx
schema = json.load(open(sys.argv[1]))
Draft202012Validator.check_schema(schema)
v = Draft202012Validator(schema)
bad = 0
dirs = sorted(p for p in pathlib.Path(sys.argv[2]).iterdir() if p.is_dir() and (p / "glossary.json").exists())
for d in dirs:
    data = json.load(open(d / "glossary.json"))
    errors = list(v.iter_errors(data))
    for e in errors[:5]:
        print(f"{d.name}/glossary.json: {'/'.join(map(str, e.absolute_path))}: {e.message[:200]}")
    bad += bool(errors)
    n = len(data["entries"])
    store = tbx.tbxfile((d / "glossary.v2.tbx").read_bytes())
    units = list(store.units)
    if len(units) != n:
        print(f"{d.name}: translate-toolkit loaded {len(units)} TBX v2 units, the JSON has {n} entries"); bad += 1
    if n and not any(u.source for u in units):
        print(f"{d.name}: translate-toolkit found no source terms"); bad += 1
    pairs = []
    for c in sorted(d.glob("glossary.*.csv")):
        pair = c.name.split(".")[1]
        s, t = pair.split("-")
        in_pair = sum(1 for e in data["entries"] if s in e["terms"] and t in e["terms"])
        rows = list(csv.reader(io.StringIO(c.read_text(encoding="utf-8"), newline="")))
        if len(rows) != in_pair + 1 or any(len(r) != len(rows[0]) for r in rows):
            print(f"{d.name}/{c.name}: {len(rows) - 1} rows (or ragged ones) for {in_pair} {pair} entries"); bad += 1
        pairs.append(f"{pair} {in_pair}")
    for t in sorted(d.glob("*.tsv")):
        for i, line in enumerate(t.read_text(encoding="utf-8").splitlines(), 1):
            if len(line.split("\t")) != 3:
                print(f"{d.name}/{t.name}:{i}: not three tab-separated fields"); bad += 1; break
    print(f"{d.name}: {n} entries, {len(units)} TBX v2 units; CSV rows per pair: {', '.join(pairs)}")
sys.exit(1 if bad else 0)
PY
echo "jing: $(ls "$tmp"/*/glossary.tbx | wc -l) TBX files validated against $(basename "$rng")"

chromium=$(command -v chromium || true)
if [ -z "$chromium" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: chromium is missing under CI=true (.ci/setup installs it)"; exit 1; fi
  echo "skip: chromium not installed (apt-get install chromium); the glossary HTML was not rendered"
  [ $bad = 0 ] && exit 77
  exit 1
fi
browse() {  # browse URL ARGS...: headless chromium with a fresh profile, no network chatter
  local url=$1; shift
  local profile; profile=$(mktemp -d "$tmp/profile.XXXXXX")
  timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
    --user-data-dir="$profile" "$@" "$url" 2> "$tmp/chromium.err"
}
# Every page of the EN/DE pair with the cards (both directions: German is the source of de-en) and
# the seeds' French pair.
pages=("en-de-cards/glossary.en-de.html" "en-de-cards/glossary.de-en.html" "seeds/glossary.en-fr.html")
for p in "${pages[@]}"; do
  [ -f "$tmp/$p" ] || { echo "FAIL: $p was not written"; exit 1; }
  shot="$tmp/${p//\//_}.png"
  browse "file://$tmp/$p" --window-size=1280,1600 --screenshot="$shot" > /dev/null
  [ -s "$shot" ] || { echo "FAIL: chromium wrote no screenshot of $p"; tail -5 "$tmp/chromium.err"; exit 1; }
  browse "file://$tmp/$p" --virtual-time-budget=2000 --dump-dom > "$tmp/${p//\//_}.dom" ||
    { echo "FAIL: chromium --dump-dom $p"; tail -5 "$tmp/chromium.err"; exit 1; }
done
PYTHONPATH="$(dirname "$0")" "$python" - "$tmp" "${pages[@]}" <<'PY' || bad=1
import json, sys, pathlib, re, html, unicodedata
from screenshot import ink
tmp, pages = pathlib.Path(sys.argv[1]), sys.argv[2:]
bad = 0
def base_letter(term):
    """The first letter without its diacritics, upper case: what a reader of the language files it under."""
    first = unicodedata.normalize("NFD", term[:1])[:1]
    return first.upper() if first.isalpha() else "#"
umlaut_entries = 0
for page in pages:
    name = page.replace("/", "_")
    w, h, colours, share = ink(tmp / f"{name}.png")
    blank = colours < 8 or share < 0.01
    bad += blank
    source, target = page.split(".")[-2].split("-")
    data = json.load(open(tmp / page.split("/")[0] / "glossary.json"))
    expected = [e for e in data["entries"] if source in e["terms"] and target in e["terms"]]
    dom = (tmp / f"{name}.dom").read_text()
    terms = [html.unescape(t) for t in re.findall(r'<dt id="[^"]*" lang="' + source + r'">([^<]*)</dt>', dom)]
    letters = re.findall(r'<a href="#letter-([^"]*)">', dom)
    headings = re.findall(r'<h2 id="letter-([^"]*)">', dom)
    ok_count = len(terms) == len(expected)
    ok_index = len(letters) > 0 and letters == headings
    # Each entry sits under the heading of its base letter: walk the DOM in order.
    order_ok, current, seen_letters = True, None, []
    for m in re.finditer(r'<h2 id="letter-([^"]*)">|<dt id="[^"]*" lang="' + source + r'">([^<]*)</dt>', dom):
        if m.group(1) is not None:
            current = m.group(1); seen_letters.append(current); continue
        term = html.unescape(m.group(2))
        if base_letter(term) != current:
            print(f"{page}: {term!r} is under {current}, expected {base_letter(term)}"); order_ok = False
        if source == "de" and term[:1] in "ÄÖÜ":
            umlaut_entries += 1
    ok_letters = len(seen_letters) == len(set(seen_letters))  # each letter once: umlauts sort with their base letter
    ok = not blank and ok_count and ok_index and order_ok and ok_letters
    print(f"{page}: screenshot {w}x{h}, {colours} colours, {share:.1%} inked; {len(terms)} entries in the DOM, "
          f"{len(expected)} in the JSON; index {' '.join(letters)} {'ok' if ok else 'FAIL'}")
    bad += not ok
if umlaut_entries == 0:
    print("FAIL: no German entry starts with an umlaut; the collation of Ä under A went unchecked"); bad += 1
else:
    print(f"de-en: {umlaut_entries} entries starting with Ä/Ö/Ü filed under their base letter")
sys.exit(1 if bad else 0)
PY
exit $bad
