#!/usr/bin/env bash
# Runs one golden CLI case: tests/golden/<case>/args holds the arguments (one per line; @SHARED@ is
# the shared folder, @OUT@ an empty output folder). The case folder is the working directory and
# `stdin` (if present) is standard input. Compared: expected.status, expected.stdout,
# expected.stderr and, for every file under expected.out/ (subfolders too: expected.out/reader/),
# the file of that path in @OUT@ (which must hold nothing else, nor an empty folder: a failed run
# leaves no file behind; files in out.before/ are put there first and must come out unchanged when
# the run fails). Every other file of the case is an input and must be unchanged after the run.
# UPDATE_GOLDEN=1 rewrites the expectations from the actual run. Exit 77 = skipped (../shared
# absent outside CI).
set -u
bin=$1 case_dir=$2 shared=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/out"

if grep -q '@SHARED@' "$case_dir/args" && [ ! -d "$shared/seeds" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: $shared is missing; under CI=true the shared material must be present"; exit 1; fi
  echo "SKIP: $shared not found; this case reads the shared seeds"
  exit 77
fi

mapfile -t args < <(sed -e "s|@SHARED@|$shared|g" -e "s|@OUT@|$tmp/out|g" "$case_dir/args")
cd "$case_dir" || exit 1
# Outputs that exist before the run (out.before/): a failed run must leave them as they were.
[ -d out.before ] && cp -p out.before/* "$tmp/out/"
# Inputs are never touched: fingerprint every file of the case before the run.
inputs_before=$(find . -path ./expected.out -prune -o -type f ! -name 'expected.*' -print0 | sort -z | xargs -0 -r md5sum)
if [ -f stdin ]; then
  "$bin" "${args[@]}" < stdin > "$tmp/stdout" 2> "$tmp/stderr"
else
  "$bin" "${args[@]}" < /dev/null > "$tmp/stdout" 2> "$tmp/stderr"
fi
echo $? > "$tmp/status"
inputs_after=$(find . -path ./expected.out -prune -o -type f ! -name 'expected.*' -print0 | sort -z | xargs -0 -r md5sum)
if [ "$inputs_before" != "$inputs_after" ]; then
  echo "--- the run changed its inputs:"; diff <(echo "$inputs_before") <(echo "$inputs_after") | head; exit 1
fi

normalize() { sed -e "s|$shared|@SHARED@|g" -e "s|$tmp/out|@OUT@|g" "$1"; }
for f in status stdout stderr; do normalize "$tmp/$f" > "$tmp/$f.n"; done

if [ "${UPDATE_GOLDEN:-}" = 1 ]; then
  for f in status stdout stderr; do cp "$tmp/$f.n" "expected.$f"; done
  rm -rf expected.out
  if [ -n "$(ls -A "$tmp/out")" ]; then
    mkdir expected.out
    (cd "$tmp/out" && find . -type f | sed 's|^\./||' | sort) | while read -r f; do
      mkdir -p "expected.out/$(dirname "$f")"
      normalize "$tmp/out/$f" > "expected.out/$f"
    done
  fi
  echo "updated $(basename "$case_dir")"
  exit 0
fi

fail=0
for f in status stdout stderr; do
  if ! diff -u "expected.$f" "$tmp/$f.n" > "$tmp/diff"; then
    echo "--- $f differs:"; head -40 "$tmp/diff"; fail=1
  fi
done
files_in() { [ -d "$1" ] && (cd "$1" && find . -type f | sed 's|^\./||' | sort); }
want=$(files_in expected.out)
got=$(files_in "$tmp/out")
if [ "$want" != "$got" ]; then
  echo "--- output files differ: expected [$want], got [$got]"; fail=1
fi
if [ -n "$(find "$tmp/out" -mindepth 1 -type d -empty)" ]; then
  echo "--- the run left empty folders in @OUT@"; fail=1
fi
for f in $want; do
  if [ -f "$tmp/out/$f" ] && ! diff -u "expected.out/$f" <(normalize "$tmp/out/$f") > "$tmp/diff"; then
    echo "--- output $f differs:"; head -40 "$tmp/diff"; fail=1
  fi
done
[ $fail = 0 ] && echo "ok $(basename "$case_dir")"
exit $fail
