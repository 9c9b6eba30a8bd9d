#!/usr/bin/env bash
# Peak memory against the input, the whole process: the degenerate file of one million `100.1`
# lines (6 MB, built here: a million rules of one number, each a duplicate standing alone), then,
# with ../shared, real files (the English CR 2025 alone, EN+DE 2025, a card set). Each run is
# `rulecorp check` (text report to a file) with --jobs 1 and 2, and `rulecorp parse` (JSON and
# text). GNU time's maximum resident set size is printed against the input's size, and in brackets
# what the run holds beyond the same command on a one-line input (the process's own code, ICU data
# and threads, which is most of it for a file of a megabyte), with whether the peak is at most 10
# times the input (the issue's target for the degenerate file; figures only for the real files);
# for the degenerate file also what the model costs a rule: the bytes beyond the floor per line.
# Never fails on the figures. Skips (77) without /usr/bin/time; under CI=true that fails.
# Usage: memory_bench.sh RULECORP [SHARED]
set -u
bin=$1 shared=${2:-}
missing() { if [ "${CI:-}" = true ]; then echo "FAIL: $1"; exit 1; fi; echo "skip: $1"; exit 77; }
[ -x /usr/bin/time ] || missing "/usr/bin/time not installed (Debian package time)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
yes 100.1 | head -n 1000000 > "$tmp/degenerate.txt"
printf '100.1 A player wins.\n' > "$tmp/one-line.txt"

# measure LABEL TARGET ARGS...: one run; TARGET "10" prints whether peak <= 10x the inputs' bytes.
measure() {
  local label=$1 target=$2; shift 2
  local bytes=0 lines=0 a
  for a in "$@"; do
    a=${a#??:}
    [ -f "$a" ] && bytes=$((bytes + $(stat -c %s "$a")))
  done
  [ -n "$target" ] && lines=$(wc -l < "$1")
  /usr/bin/time -f '%M %e' -o "$tmp/time" "$bin" "${cmd[@]}" "$@" > /dev/null 2> "$tmp/stderr"
  local rc=$?
  [ $rc -le 1 ] || { echo "FAIL: $label exited $rc"; tail -3 "$tmp/stderr"; exit 1; }
  read -r kb secs < "$tmp/time"
  # The same command on a one-line input: the process's own memory (code, ICU data, threads).
  /usr/bin/time -f '%M' -o "$tmp/floor" "$bin" "${cmd[@]}" "$tmp/one-line.txt" > /dev/null 2>&1
  read -r floor < "$tmp/floor"
  awk -v l="$label" -v kb="$kb" -v b="$bytes" -v s="$secs" -v t="$target" -v f="$floor" -v n="$lines" 'BEGIN {
    r = kb * 1024 / b;
    v = t == "" ? "" : (r <= t ? "  <= " t "x: met" : "  <= " t "x: NOT met");
    if (n > 0) v = v sprintf(" (%d bytes a line over the floor)", (kb - f) * 1024 / n);
    printf "  %-34s input %6.2f MB  peak %7.1f MB  %6.1fx (%5.1fx over %4.1f MB)  %5.2f s%s\n", l, b / 1e6, kb * 1024 / 1e6, r,
           (kb - f) * 1024 / b, f * 1024 / 1e6, s, v }'
}

echo "memory_bench: peak RSS of the whole process against the input (MB = 10^6 bytes)"
real=false
[ -n "$shared" ] && [ -d "$shared/corpus/cr" ] && real=true
en=$shared/corpus/cr/cr-en-2025-11-14.txt de=$shared/corpus/cr/cr-de-2025-11-14.txt
for jobs in 1 2; do
  cmd=(check --jobs "$jobs" --fail-on never -q --out "$tmp/report.txt")
  measure "check -j$jobs: 1,000,000 x '100.1'" 10 "$tmp/degenerate.txt"
  if $real; then
    measure "check -j$jobs: CR en 2025" "" "$en"
    measure "check -j$jobs: CR en+de 2025" "" "$en" "de:$de"
    measure "check -j$jobs: cards DOM.json" "" "$shared/corpus/cards/DOM.json"
  fi
done
cmd=(parse --fail-on never -q --out "$tmp/parse.json")
measure "parse (JSON): 1,000,000 x '100.1'" 10 "$tmp/degenerate.txt"
$real && measure "parse (JSON): CR en 2025" "" "$en"
cmd=(parse --fail-on never -q --format text --out "$tmp/parse.txt")
measure "parse (text): 1,000,000 x '100.1'" 10 "$tmp/degenerate.txt"
$real && measure "parse (text): CR en 2025" "" "$en"
$real || echo "(no real files: give ../shared as the second argument)"
exit 0
