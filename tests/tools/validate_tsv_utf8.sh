#!/usr/bin/env bash
# Every TSV that `rulecorp build --config corpus/shared.ini` writes on the real files of ../shared
# (the EN/DE 2025-11-14 pair, the seeds with their older editions, the whole English history) is
# valid UTF-8 with the same number of cells in every row as in its header, and the english_diff
# cells of the update lists rebuild the English then and now (dropping {+...+} gives the translated
# edition's text, dropping [-...-] the newest, up to white space). ../shared absent: skipped,
# failed under CI=true.
set -u
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ ! -d "$shared/corpus/cr" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: $shared is missing under CI=true"; exit 1; fi
  echo "SKIP: $shared not found"; exit 77
fi
cd "$root" || exit 1
"$bin" build --config corpus/shared.ini --out "$tmp/out" --fail-on never --quiet < /dev/null > "$tmp/stdout" 2> "$tmp/stderr"
rc=$?
[ $rc = 0 ] || { echo "FAIL: build exited $rc"; tail -5 "$tmp/stderr"; exit 1; }
"$python" - "$tmp/out" <<'PY'
import pathlib, re, sys
out = pathlib.Path(sys.argv[1])
bad = files = rows = diffs = 0
def collapse(s):
    return " ".join(s.split())
def side(line, old):
    res, i = [], 0
    while i < len(line):
        two = line[i:i + 2]
        if two in ("[-", "{+"):
            e = line.find("-]" if two == "[-" else "+}", i + 2)
            e = len(line) if e < 0 else e
            if (two == "[-") == old:
                res.append(line[i + 2:e])
            i = min(len(line), e + 2)
        else:
            res.append(line[i]); i += 1
    return "".join(res)
def unescape(c):
    return re.sub(r"\\(.)", lambda m: {"t": "\t", "n": "\n", "r": "\r", "\\": "\\"}.get(m.group(1), m.group(0)), c)
for f in sorted(out.rglob("*.tsv")):
    files += 1
    data = f.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        print(f"FAIL: {f.name} is not valid UTF-8 at byte {e.start}: {data[max(0, e.start - 40):e.start + 10]!r}")
        bad += 1
        continue
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        continue
    header = lines[0].split("\t")
    for n, line in enumerate(lines[1:], 2):
        rows += 1
        cells = line.split("\t")
        if len(cells) != len(header):
            print(f"FAIL: {f.name}:{n}: {len(cells)} cells, the header has {len(header)}"); bad += 1
            continue
        if f.name.startswith("update-") and "english_diff" in header:
            row = dict(zip(header, map(unescape, cells)))
            d, then, now = row["english_diff"], row["english_translated"], row["english_now"]
            if not d or "[-" in then + now or "{+" in then + now:
                continue
            diffs += 1
            if collapse(side(d, True)) != collapse(then) or collapse(side(d, False)) != collapse(now):
                print(f"FAIL: {f.name}:{n}: the diff does not rebuild both texts: {d[:200]}"); bad += 1
print(f"{files} TSV files, {rows} rows, {diffs} diffs read back")
if files == 0:
    print("FAIL: build wrote no TSV"); bad += 1
sys.exit(1 if bad else 0)
PY
