#!/usr/bin/env bash
# The update loop's speed, whole process, against `rulecorp check` of the same inputs (issue 22's
# target: `update` and `merge` each within 2x a check): EN 2025-11-14, the English edition the German
# 2025-11-14 is brought to (2025-09-19 and 2023-11-17, the edition map run backwards) and the
# German. The package is written once by `rulecorp update` and merged as it is (its targets the
# present translation renumbered, the added rules in English). Each command runs RUNS times (default
# 5); the median wall time is compared. Prints the figures and "met" or "NOT met"; never fails on
# time. Skips (77) when ../shared is absent; under CI=true that fails.
set -u
bin=$1 shared=$2 runs=${3:-5}
missing() { if [ "${CI:-}" = true ]; then echo "FAIL: $1"; exit 1; fi; echo "skip: $1"; exit 77; }
[ -d "$shared/corpus/cr" ] || missing "$shared/corpus not found"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
median() {  # median COMMAND...: the median wall time in seconds of RUNS runs
  local times=()
  for _ in $(seq "$runs"); do
    local t0 t1
    t0=$(date +%s.%N)
    "$@" > /dev/null 2>&1 || { echo "FAIL: $*" >&2; exit 1; }
    t1=$(date +%s.%N)
    times+=("$(echo "$t1 - $t0" | bc)")
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}
cr=$shared/corpus/cr
de=$cr/cr-de-2025-11-14.txt en=$cr/cr-en-2025-11-14.txt
status=0
for target in "$shared/corpus/cr-archive/cr-en-2025-09-19.txt" "$cr/cr-en-2023-11-17.txt"; do
  edition=$(basename "$target" .txt); edition=${edition#cr-en-}
  "$bin" update -q --format xliff --edition "$edition" --out "$tmp/pkg.xlf" "$en" "$target" "$de" || { echo "FAIL: rulecorp update"; exit 1; }
  check=$(median "$bin" check --fail-on never "$en" "$target" "$de") || exit 1
  update=$(median "$bin" update -q --format xliff --edition "$edition" --out "$tmp/pkg2.xlf" "$en" "$target" "$de") || exit 1
  merge=$(median "$bin" merge -q --out "$tmp/merged.txt" "$en" "$target" "$de" "$tmp/pkg.xlf") || exit 1
  awk -v e="$edition" -v c="$check" -v u="$update" -v m="$merge" -v n="$runs" 'BEGIN {
    printf "merge_bench: DE 2025-11-14 to EN %s (median of %d, whole process): check %.3f s\n", e, n, c
    printf "  update %.3f s = %.2fx check (target <= 2x: %s)\n", u, u / c, (u <= 2 * c ? "met" : "NOT met")
    printf "  merge  %.3f s = %.2fx check (target <= 2x: %s)\n", m, m / c, (m <= 2 * c ? "met" : "NOT met") }'
done
exit $status
