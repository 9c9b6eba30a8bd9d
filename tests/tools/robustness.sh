#!/usr/bin/env bash
# Robustness scenarios that golden cases cannot express: permissions (run as an unprivileged user
# when we are root, since root reads and writes everything), interrupts while an output is being
# written or committed (a shim signals between two renames of build's commit; SIGKILL there),
# stderr on a full device, no writes outside the output directory, and very large inputs (a 50 MB
# single line, 200,000 rules, an endless /dev/zero, a config past its limit) generated on the fly. Usage: robustness.sh RULECORP SCENARIO [PYTHON] [PRELOAD]
# PRELOAD is the LD_PRELOAD list holding tests/support/rename_shim (after libasan in an ASan
# build); the interrupt scenarios need it to hold the temporary output before its rename.
# Exit 0 pass, 1 fail, 77 skip.
set -u
bin=$1 scenario=$2 python=${3:-/usr/bin/python3} preload=${4:-}
tmp=$(mktemp -d)
trap 'chmod -R u+rwX "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
cd "$tmp" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

# Runs rulecorp as an unprivileged user (nobody) when we are root; as ourselves otherwise. The
# binary is copied into the test folder first: the build tree may not be reachable for nobody.
as_user() {
  if [ "$(id -u)" = 0 ]; then
    command -v setpriv > /dev/null || { echo "skip: root without setpriv"; exit 77; }
    [ -x "$tmp/rulecorp" ] || { cp "$bin" "$tmp/rulecorp" && chmod 755 "$tmp/rulecorp"; }
    shift
    setpriv --reuid=65534 --regid=65534 --clear-groups "$tmp/rulecorp" "$@"
  else
    "$@"
  fi
}

# expect STATUS CHECK-ID-OR-TEXT: the last run's status and stderr.
expect() {
  [ "$status" = "$1" ] || { cat err; fail "exit status $status, expected $1"; }
  grep -q -- "$2" err || { cat err; fail "stderr does not mention '$2'"; }
}

printf '100.1. A rule about {T}.\n\n100.2. Another rule. See rule 100.1.\n' > rules.txt

# A corpus for build: English and German rules of one edition, and its config (corpus.ini).
make_corpus() {
  printf 'Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of March 6, 2026.\n\n1. Game Concepts\n\n100. General\n\n100.1. A rule about {T}.\n\n100.2. Another rule. See rule 100.1.\n' > rules-en.txt
  printf 'Magic: The Gathering Umfassende Regeln\n\nDieses Regelwerk gilt ab dem 6. März 2026.\n\n1. Spielkonzepte\n\n100. Allgemeines\n\n100.1. Eine Regel über {T}.\n\n100.2. Eine andere Regel. Siehe Regel 100.1.\n' > rules-de.txt
  printf '[input.en]\npath = rules-en.txt\nlanguage = en\nkind = rules\n\n[input.de]\npath = rules-de.txt\nlanguage = de\nkind = rules\n' > corpus.ini
}
# Every file of folder $1 (the reader's too) made to hold "old".
mark_old() { find "$1" -type f -exec sh -c 'for f; do echo old > "$f"; done' sh {} +; }
# Names, sizes and contents of every entry of folder $1, hidden ones too.
snapshot() { (cd "$1" && find . -print0 | sort -z | xargs -0 -I{} sh -c 'if [ -f "{}" ]; then echo "{} $(md5sum < "{}")"; else echo "{}"; fi'); }
chmod 755 "$tmp"
chmod 644 rules.txt

case $scenario in
unreadable-input)
  cp rules.txt secret.txt && chmod 000 secret.txt
  mkdir out && chmod 777 out
  as_user "$bin" parse --out out/x.json secret.txt 2> err; status=$?
  expect 1 "cannot open input 'secret.txt': Permission denied"
  [ -z "$(ls -A out)" ] || fail "an output was written"
  ;;
unwritable-output-dir)
  mkdir ro && chmod 555 ro
  echo old > ro/keep.json && chmod 444 ro/keep.json
  as_user "$bin" align --format json --out ro/x.json rules.txt 2> err; status=$?
  expect 1 "cannot create a file in the output directory of 'ro/x.json': Permission denied"
  [ "$(ls -A ro)" = keep.json ] || fail "something was written into ro/: $(ls -A ro)"
  as_user "$bin" parse --out ro/keep.json rules.txt 2> err; status=$?
  expect 1 "Permission denied"
  [ "$(cat ro/keep.json)" = old ] || fail "ro/keep.json changed"
  ;;
sigint|sigterm)
  sig=INT; [ "$scenario" = sigterm ] && sig=TERM
  mkdir out
  echo previous > out/memory.tmx
  [ -n "$preload" ] || { echo "skip: no rename shim given (PRELOAD argument) to hold the output"; exit 77; }
  # The shim makes rename() onto out/memory.tmx wait 5 s: the finished temporary file exists, the
  # commit has begun (the signal waits until it is put back: the run then ends in 5 s, not 10 s).
  LD_PRELOAD=$preload RULECORP_SHIM_HOLD_SUFFIX=/memory.tmx RULECORP_SHIM_HOLD_MS=5000 \
    "$bin" align --format tmx --out out/memory.tmx rules.txt 2> err &
  pid=$!
  # Wait until the temporary output is written (held before its rename), then interrupt.
  held() { [ -n "$(find out -name '.memory.tmx.rulecorp-tmp-*' -size +0 2>/dev/null)" ]; }
  for _ in $(seq 200); do held && break; sleep 0.05; done
  held || { kill $pid; fail "no temporary output appeared"; }
  kill -s $sig $pid
  wait $pid; status=$?
  want=$((128 + $(kill -l $sig)))
  [ "$status" = "$want" ] || fail "exit status $status after SIG$sig, expected $want"
  [ "$(cat out/memory.tmx)" = previous ] || fail "the previous output was changed"
  [ "$(ls -A out)" = memory.tmx ] || fail "left behind: $(ls -A out)"
  grep -qx 'rulecorp: interrupted; the previous output is kept' err || { cat err; fail "no message on stderr"; }
  ;;
interrupt-commit)
  # SIGINT, SIGTERM and SIGHUP sent by the shim between the second and the third rename of
  # build's commit: the folder is all old afterwards (every file as before, no temporary file),
  # the run says so and dies of the signal.
  [ -n "$preload" ] || { echo "skip: no rename shim given (PRELOAD argument) to signal between renames"; exit 77; }
  make_corpus
  "$bin" build -q -c corpus.ini --out out 2> err; status=$?
  [ "$status" = 0 ] || { cat err; fail "the first build exited $status"; }
  mark_old out
  before=$(snapshot out)
  for sig in INT TERM HUP; do
    LD_PRELOAD=$preload RULECORP_SHIM_SIGNAL=$(kill -l $sig):2 "$bin" build -q -c corpus.ini --out out 2> err; status=$?
    want=$((128 + $(kill -l $sig)))
    [ "$status" = "$want" ] || { cat err; fail "exit status $status after SIG$sig between two renames, expected $want"; }
    grep -qx 'rulecorp: interrupted; the previous output is kept' err || { cat err; fail "SIG$sig: no message on stderr"; }
    [ "$(snapshot out)" = "$before" ] || fail "SIG$sig between two renames changed the folder: $(diff <(echo "$before") <(snapshot out) | head)"
  done
  # SIGINT after the last rename, as the commit removes the backups of the old files: the folder is
  # all new, and the run says so.
  LD_PRELOAD=$preload RULECORP_SHIM_UNLINK_SIGNAL=$(kill -l INT):1 "$bin" build -q -c corpus.ini --out out 2> err; status=$?
  [ "$status" = 130 ] || { cat err; fail "exit status $status after SIGINT at the end of the commit, expected 130"; }
  grep -qx 'rulecorp: interrupted after the output was written; the new output is complete' err || { cat err; fail "SIGINT after the commit: no message"; }
  [ -z "$(grep -rlx old out)" ] || fail "old files left after a whole commit: $(grep -rlx old out)"
  [ -z "$(find out -name '.*.rulecorp-tmp-*')" ] || fail "temporary files left: $(find out -name '.*.rulecorp-tmp-*')"
  echo "$(find out -type f | wc -l) files: all old after SIGINT, SIGTERM, SIGHUP between two renames; all new after SIGINT at the commit's end"
  ;;
kill-commit)
  # SIGKILL (which no program can catch) between two renames: every file is whole, old or new,
  # and the next run removes the temporary files the killed one left (its process is gone).
  [ -n "$preload" ] || { echo "skip: no rename shim given (PRELOAD argument) to signal between renames"; exit 77; }
  make_corpus
  "$bin" build -q -c corpus.ini --out new 2> err || { cat err; fail "the reference build failed"; }
  cp -r new out
  mark_old out
  LD_PRELOAD=$preload RULECORP_SHIM_SIGNAL=9:3 "$bin" build -q -c corpus.ini --out out 2> err; status=$?
  [ "$status" = 137 ] || { cat err; fail "exit status $status after SIGKILL, expected 137"; }
  left=$(find out -name '.*.rulecorp-tmp-*' | wc -l)
  [ "$left" -gt 0 ] || fail "the killed run left no temporary file: the scenario did not kill it mid-commit"
  (cd new && find . -type f) | while read -r f; do
    [ "$(cat "out/$f")" = old ] || cmp -s "new/$f" "out/$f" || { echo "FAIL: out/$f is neither old nor new"; exit 1; }
  done || exit 1
  "$bin" build -q -c corpus.ini --out out 2> err || { cat err; fail "the build after the kill failed"; }
  [ -z "$(find out -name '.*.rulecorp-tmp-*')" ] || fail "stale temporary files stay: $(find out -name '.*.rulecorp-tmp-*')"
  diff -r new out > /dev/null || fail "the build after the kill differs from the reference"
  echo "SIGKILL mid-commit: whole files only, $left temporary files removed by the next run"
  ;;
stderr-full)
  # Diagnostics that cannot be written (stderr on a full device) make the run fail, even under
  # --fail-on never, which would exit 0 with the same diagnostics printed.
  printf '100.1. A rule.\000 With a NUL.\n' > nul.txt
  "$bin" check --fail-on never nul.txt > /dev/null 2> err; status=$?
  [ "$status" = 0 ] || { cat err; fail "exit status $status with stderr writable, expected 0"; }
  [ -s err ] || fail "no diagnostic printed: the scenario shows nothing"
  [ -w /dev/full ] || { echo "skip: no /dev/full"; exit 77; }
  "$bin" check --fail-on never nul.txt > /dev/null 2> /dev/full; status=$?
  [ "$status" = 1 ] || fail "exit status $status with stderr on /dev/full, expected 1"
  ;;
unbounded-input)
  # An endless input is refused as it passes the limit, holding no more than about the limit.
  "$python" - "$bin" <<'PY' || fail "an endless input was not refused at the limit"
import resource, subprocess, sys
r = subprocess.run([sys.argv[1], "check", "--max-input-mb", "200", "/dev/zero"], capture_output=True, text=True)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
assert r.returncode == 1, r
assert "input '/dev/zero' is over the limit of 209715200 bytes (raise it with --max-input-mb)" in r.stderr, r.stderr
print(f"/dev/zero with a limit of 200 MiB: refused, peak {peak:.0f} MiB")
assert peak < 200 * 1.5 + 64, peak
PY
  ;;
config-too-large)
  # A config past 1 MiB is a config error naming the file and the line the limit falls on, and
  # suggests no option (build has no --max-input-mb).
  { printf '[output]\nformats = tmx\n'; yes '# a comment line of thirty-one b' | head -n 40000; } > big.ini
  line=$(( $(head -c 1048576 big.ini | wc -l) + 1 ))  # the line holding the limit's byte
  "$bin" build -c big.ini --out out 2> err; status=$?
  expect 2 "^rulecorp: big.ini:$line: the config passes the limit of 1 MiB here"
  grep -q -- '--max-input-mb' err && { cat err; fail "suggests --max-input-mb, which build does not take"; }
  [ ! -e out ] || fail "an output folder was made"
  ;;
csv-hostile)
  # Card names, types, keywords and texts that a spreadsheet would run as formulas, and a line of
  # 40,000 characters: no cell of align's or glossary's CSV starts a formula (a plain number
  # excepted), none is longer than a spreadsheet cell, and the cut is noted on stderr.
  "$python" - <<'PY' || fail "could not write the card file"
import json
hostile = ['=HYPERLINK("http://x/","y")', "@SUM(1+1)", "+1+1", "-2+3", "\tTab", "\rReturn"]
cards = []
for i, h in enumerate(hostile):
    cards.append({"name": h, "number": str(i + 1), "type": h, "keywords": [h],
                  "text": h + "\n" + ("w" * 40000 if i == 0 else "-1"),
                  "foreignData": [{"language": "German", "name": h + " DE", "type": h, "text": h + "\n-1"}]})
json.dump({"data": {"code": "=X", "cards": cards}}, open("cards.json", "w"))
PY
  "$bin" align --format csv --out align.csv cards.json 2> align.err; status=$?
  [ "$status" = 0 ] || { cat align.err; fail "align exit status $status"; }
  grep -q "rulecorp: note: align.csv: row .*: a cell of 40000 characters cut to 32767" align.err || { cat align.err; fail "no note on the cut cell"; }
  "$bin" glossary --format csv --pair en-de --out glossary.csv cards.json 2> glossary.err; status=$?
  [ "$status" = 0 ] || { cat glossary.err; fail "glossary exit status $status"; }
  "$python" - <<'PY' || fail "a CSV cell is unguarded or too long"
import csv, re
number = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")
for name in ("align.csv", "glossary.csv"):
    rows = list(csv.reader(open(name, newline="", encoding="utf-8")))
    guarded = 0
    for r, row in enumerate(rows):
        for k, cell in enumerate(row):
            where = f"{name} row {r + 1} column {rows[0][k] if k < len(rows[0]) else k + 1}: {cell[:40]!r}"
            assert len(cell.encode("utf-16-le")) // 2 <= 32767, where
            assert not cell or cell[0] not in "=+-@\t\r" or number.match(cell), where
            guarded += cell.startswith("'")
    assert guarded >= 6, f"{name}: only {guarded} guarded cells"
    print(f"{name}: {len(rows)} rows, {guarded} cells guarded")
PY
  ;;
no-stray-writes)
  # Input names and contents that look like paths or instructions must not lead to any write
  # besides --out. The watched tree is w/; stderr goes outside it.
  mkdir -p w/in w/out "w/in/..evil" && cp rules.txt "w/in/..evil/-rules.txt" && cd w
  printf '100.1 Schreibe nach ../../etc/passwd und <!ENTITY x SYSTEM "file:///etc/shadow"> &x;\n' > 'in/$(touch pwned).txt'
  listing() { find . -path ./out -prune -o -type f -printf '%p %s %T@\n' | sort; }
  before=$(listing)
  "$bin" align --format tmx --out out/a.tmx "in/..evil/-rules.txt" 'de:in/$(touch pwned).txt' 2> "$tmp/err"; status=$?
  [ "$status" = 0 ] || { cat "$tmp/err"; fail "exit status $status"; }
  "$bin" parse --out out/p.json -- "in/..evil/-rules.txt" 2> "$tmp/err" || fail "parse failed"
  after=$(listing)
  [ "$before" = "$after" ] || fail "files changed outside out/: $(diff <(echo "$before") <(echo "$after"))"
  [ ! -e pwned ] && [ ! -e in/pwned ] || fail "an input name was executed"
  [ "$(ls -A out | sort | tr '\n' ' ')" = "a.tmx p.json " ] || fail "out/ holds $(ls -A out)"
  grep -q '&amp;x;' out/a.tmx || fail "the entity reference was not kept as text"
  ;;
long-line)
  # 50 MB on one line: no rules, decoded and scanned in linear time, one paragraph, valid JSON out.
  yes 'the creature attacks alone and gets +1/+1' | head -c 50000000 | tr '\n' ' ' > line.txt
  start=$(date +%s.%N)
  "$bin" parse --out line.json line.txt 2> "$tmp/err"; status=$?
  end=$(date +%s.%N)
  [ "$status" = 0 ] || { cat "$tmp/err"; fail "exit status $status"; }
  [ ! -s "$tmp/err" ] || { cat "$tmp/err"; fail "unexpected diagnostics"; }
  "$python" - <<'PY' || fail "line.json is not the expected model"
import json
d = json.load(open("line.json"))["documents"][0]
assert d["counts"]["rules"] == 0, d["counts"]
paragraphs = d["rulings"] + d["prose"]
assert len(paragraphs) == 1 and len(paragraphs[0]["text"]) >= 49999990, len(paragraphs)
PY
  echo "50 MB single line: parsed in $(awk "BEGIN { print $end - $start }") s"
  ;;
many-rules)
  # 200,700 rules (100.1 to 999.223), each citing its predecessor; parse and align with a copy.
  awk 'BEGIN { for (r = 100; r < 1000; r++) for (s = 1; s <= 223; s++)
         printf "%d.%d. Rule %d.%d lets a player draw %d cards. See rule %d.%d.\n\n", r, s, r, s, s, r, (s > 1 ? s - 1 : 1) }' > many.txt
  start=$(date +%s.%N)
  "$bin" parse -q --out many.json many.txt; status=$?
  [ "$status" = 0 ] || fail "parse exit status $status"
  "$bin" align -q --format json --out many.align.json en:many.txt de:many.txt; status=$?
  [ "$status" = 0 ] || fail "align exit status $status"
  end=$(date +%s.%N)
  "$python" - <<'PY' || fail "outputs are not the expected model"
import json
d = json.load(open("many.json"))["documents"][0]
assert d["counts"]["rules"] == 200700, d["counts"]
a = json.load(open("many.align.json"))
assert a["summary"] == {"ok": 200700}, a["summary"]
PY
  echo "200,700 rules: parsed and aligned in $(awk "BEGIN { print $end - $start }") s"
  ;;
*)
  fail "unknown scenario $scenario"
  ;;
esac
echo "ok $scenario"
