#!/usr/bin/env bash
# What `rulecorp build --config corpus/rulecorp.ini` writes, checked with the tools that read it:
# aligned.tmx valid against the TMX 1.4 DTD (xmllint), glossary.tbx valid TBX-Basic (jing and
# ../shared/schemas/tbx/TBX-Basic_integrated.rng), report.json and report.sarif valid against
# schemas/report.schema.json and the SARIF 2.1.0 schema (python3-jsonschema), every HTML page
# well-formed; index.html rendered by headless chromium (a screenshot that is not blank) and every
# link of index.html leading to a file of the folder. Then: a second run, a run with --jobs 1 and one
# with --jobs 2 give byte-identical folders; a file in the folder that build does not write is left
# alone; each update list's OmegaT project is complete (its memories valid TMX 1.4), a rerun replaces
# its files but keeps a project memory that holds the translator's translations; the progress bar is drawn on a terminal (script(1) gives the run a pty) and nothing is
# drawn without one. Tools missing: skipped, failed under CI=true.
set -u
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
need() {
  if [ "${CI:-}" = true ]; then echo "FAIL: $1 under CI=true"; exit 1; fi
  echo "SKIP: $1"; exit 77
}
command -v xmllint > /dev/null || need "xmllint missing (apt-get install libxml2-utils)"
command -v jing > /dev/null || need "jing missing (apt-get install jing)"
command -v script > /dev/null || need "script missing (util-linux)"
"$python" -c 'import jsonschema' 2>/dev/null || need "$python cannot import jsonschema"
[ -d "$shared/schemas" ] || need "$shared/schemas not found"
chromium=$(command -v chromium || true)
[ -n "$chromium" ] || need "chromium missing (apt-get install chromium)"

cd "$root" || exit 1
bad=0
run() {  # run OUT ARGS...: build corpus/ into OUT
  local out=$1; shift
  "$bin" build --config corpus/rulecorp.ini --out "$out" --fail-on never "$@" < /dev/null > "$tmp/stdout" 2> "$tmp/stderr"
  local rc=$?
  [ $rc = 0 ] || { echo "FAIL: build $* exited $rc"; cat "$tmp/stderr"; exit 1; }
  [ -s "$tmp/stdout" ] && { echo "FAIL: build wrote to stdout"; head -3 "$tmp/stdout"; bad=1; }
  grep -q $'\r\033\\[K' "$tmp/stderr" && { echo "FAIL: progress drawn although stderr is not a terminal"; bad=1; }
  return 0
}
mkdir "$tmp/a"
echo keep > "$tmp/a/notes.txt"
run "$tmp/a"
[ "$(cat "$tmp/a/notes.txt")" = keep ] || { echo "FAIL: build touched a file it does not write"; bad=1; }
rm "$tmp/a/notes.txt"
out=$tmp/a
for f in index.html aligned.tmx aligned.tsv report.txt report.json report.html report.sarif glossary.tbx glossary-v2.tbx \
         glossary-en-de.tsv glossary-en-de.csv glossary-en-de.html; do
  [ -s "$out/$f" ] || { echo "FAIL: $f missing or empty"; bad=1; }
done
[ "$(head -1 "$out/renumbering.tsv" 2>/dev/null)" = $'from\tto\told\tnew\tchange\ttitle' ] ||
  { echo "FAIL: no combined renumbering.tsv"; bad=1; }
ls "$out"/renumbering-*.tsv > /dev/null 2>&1 && { echo "FAIL: a renumbering file per edition pair"; bad=1; }
for f in "$out"/update-*.tsv; do
  [ "$(head -1 "$f" | cut -f6)" = translation_text ] || { echo "FAIL: $f has no translation_text column"; bad=1; }
  [ -s "${f%.tsv}.html" ] || { echo "FAIL: ${f%.tsv}.html missing"; bad=1; }
done
ls "$out"/update-*.tsv > /dev/null 2>&1 || { echo "FAIL: no update list"; bad=1; }
# The front page links the update lists' pages before anything else.
first=$(grep -o 'href="[^"]*"' "$out/index.html" | head -1)
case $first in 'href="update-'*'.html"') ;; *) echo "FAIL: index.html links $first first, not an update list"; bad=1 ;; esac

# The OmegaT project of each update list: what OmegaT 3.6 needs to open it, linked from the front page.
for f in "$out"/update-*.tsv; do
  p=${f%.tsv}-omegat
  for g in omegat.project source/$(basename "${f%.tsv}").xlf tm/auto glossary/glossary.txt omegat/project_save.tmx target; do
    [ -e "$p/$g" ] || { echo "FAIL: $p/$g missing"; bad=1; }
  done
  grep -q "href=\"$(basename "$p")/omegat.project\"" "$out/index.html" || { echo "FAIL: index.html does not link $p"; bad=1; }
  xmllint --noout "$p/omegat.project" "$p/source/"*.xlf || { echo "FAIL: $p: project or package not well-formed"; bad=1; }
  for t in "$p"/tm/*.tmx "$p"/tm/auto/*.tmx "$p"/omegat/project_save.tmx; do
    xmllint --noout --dtdvalid "$shared/schemas/tmx/tmx14.dtd" "$t" 2> "$tmp/xmllint.err" ||
      { echo "FAIL: $t is not valid TMX 1.4:"; head -5 "$tmp/xmllint.err"; bad=1; }
  done
done

xmllint --noout --dtdvalid "$shared/schemas/tmx/tmx14.dtd" "$out/aligned.tmx" 2> "$tmp/xmllint.err" ||
  { echo "FAIL: aligned.tmx is not valid TMX 1.4:"; head -5 "$tmp/xmllint.err"; bad=1; }
jing "$shared/schemas/tbx/TBX-Basic_integrated.rng" "$out/glossary.tbx" > "$tmp/jing.out" 2>&1 ||
  { echo "FAIL: glossary.tbx is not valid TBX-Basic:"; grep -v '^\[warning\]' "$tmp/jing.out" | head -5; bad=1; }
xmllint --noout "$out/glossary-v2.tbx" || { echo "FAIL: glossary-v2.tbx is not well-formed"; bad=1; }

"$python" - "$root/schemas" "$out" "$shared/schemas/sarif/sarif-schema-2.1.0.json" <<'PY' || bad=1
import json, sys, pathlib, xml.dom.minidom, urllib.parse
from jsonschema import Draft202012Validator, Draft4Validator
schemas, out, sarif = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
bad = 0
for cls, schema, f in [(Draft202012Validator, schemas / "report.schema.json", "report.json"),
                       (Draft4Validator, sarif, "report.sarif")]:
    errors = list(cls(json.load(open(schema))).iter_errors(json.load(open(out / f))))
    for e in errors[:5]:
        print(f"{f}: {'/'.join(map(str, e.absolute_path))}: {e.message[:300]}")
    bad += bool(errors)
for f in sorted(out.glob("*.html")):
    try:
        xml.dom.minidom.parse(str(f))
    except Exception as e:
        print(f"{f.name}: not well-formed: {e}"); bad += 1
# Every link of the front page leads to a file of the folder; every file is linked.
index = xml.dom.minidom.parse(str(out / "index.html"))
links = {urllib.parse.unquote(a.getAttribute("href").split("#")[0]) for a in index.getElementsByTagName("a")}
for l in sorted(links):
    if ".." in l.split("/") or not (out / l).is_file():
        print(f"index.html links {l!r}, which is not a file of the folder"); bad += 1
# A subfolder (the reader) counts as linked when one of its files is.
unlinked = {p.name for p in out.iterdir()} - {l.split("/")[0] for l in links} - {"index.html"}
if unlinked:
    print(f"index.html does not link {sorted(unlinked)}"); bad += 1
svgs = index.getElementsByTagName("svg")
if len(svgs) < 3:
    print(f"index.html has {len(svgs)} charts, expected the bars, the heat map and the pair shares"); bad += 1
print(f"{len(links)} links followed, {len(svgs)} SVG charts; JSON and SARIF valid, HTML well-formed")
sys.exit(1 if bad else 0)
PY

# index.html rendered: a screenshot that is not blank (several colours, some ink).
profile=$(mktemp -d "$tmp/profile.XXXXXX")
timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
  --user-data-dir="$profile" --window-size=1280,1600 --screenshot="$tmp/shot.png" "file://$out/index.html" \
  > /dev/null 2> "$tmp/chromium.err"
[ -s "$tmp/shot.png" ] || { echo "FAIL: chromium wrote no screenshot"; tail -5 "$tmp/chromium.err"; exit 1; }
PYTHONPATH="$(dirname "$0")" "$python" - "$tmp/shot.png" <<'PY' || bad=1
import sys
from screenshot import ink
w, h, colours, share = ink(sys.argv[1])
print(f"index.html screenshot {w}x{h}: {colours} colours, {share:.1%} inked")
sys.exit(0 if colours >= 8 and share > 0.01 else 1)
PY

# The same bytes every time: a second run, one parse thread, two.
run "$tmp/b"
run "$tmp/j1" --jobs 1
run "$tmp/j2" --jobs 2
for d in b j1 j2; do
  diff -r "$out" "$tmp/$d" > "$tmp/diff" || { echo "FAIL: the folder of run $d differs:"; head -5 "$tmp/diff"; bad=1; }
done

# A translator who worked in the build's OmegaT project keeps the work: a rerun replaces the
# project's files (a changed one comes back as build writes it) but not a project memory with
# translations, and says so.
p=$(ls -d "$tmp/b"/update-*-omegat | head -1)
memory=$p/omegat/project_save.tmx
cp "$p/tm/previous-"*.tmx "$memory"
cp "$memory" "$tmp/memory.tmx"
echo changed > "$p/omegat.project"
run "$tmp/b"
cmp -s "$memory" "$tmp/memory.tmx" || { echo "FAIL: a rerun replaced the translator's $memory"; bad=1; }
grep -q "kept $memory" "$tmp/stderr" || { echo "FAIL: a rerun did not say it kept $memory"; bad=1; }
cmp -s "$p/omegat.project" "$out/$(basename "$p")/omegat.project" || { echo "FAIL: a rerun did not replace $p/omegat.project"; bad=1; }

# Progress: drawn on a terminal (script(1) runs build on a pty and records what the terminal shows:
# stderr, with stdout sent to a file), never on stdout; with --quiet nothing; without a terminal
# nothing (checked in every run above).
script -qec "'$bin' build --config corpus/rulecorp.ini --out '$tmp/tty' --fail-on never > '$tmp/tty.out'" "$tmp/tty.log" > /dev/null
grep -q 'parse.*\[#*\.*\] *[0-9]*%' "$tmp/tty.log" || { echo "FAIL: no progress bar on a terminal's stderr"; bad=1; }
[ -s "$tmp/tty.out" ] && { echo "FAIL: build wrote to stdout on a terminal"; bad=1; }
script -qec "'$bin' build --quiet --config corpus/rulecorp.ini --out '$tmp/tty3' --fail-on never" "$tmp/tty3.log" > /dev/null
grep -q '\[#' "$tmp/tty3.log" && { echo "FAIL: progress drawn under --quiet"; bad=1; }

[ $bad = 0 ] && echo "ok: build output valid, linked, rendered, deterministic; progress only on a terminal"
exit $bad
