#!/usr/bin/env bash
# The `rulecorp check` process against translate-toolkit's pofilter on the same EN/DE 2025 pair, side
# by side in one run: pofilter reads a TMX of the pair (written by `rulecorp align`, not timed) with
# all its default checks; rulecorp checks the two texts from scratch (decode, parse, align, every
# check). Prints both wall times, the ratio against the target (rulecorp >= 10x faster) and
# how many units each flags. Never fails on time. Skips (77) without ../shared or pofilter; under
# CI=true their absence fails.
set -u
bin=$1 shared=$2
en=$shared/corpus/cr/cr-en-2025-11-14.txt de=$shared/corpus/cr/cr-de-2025-11-14.txt
missing() { if [ "${CI:-}" = true ]; then echo "FAIL: $1"; exit 1; fi; echo "skip: $1"; exit 77; }
[ -f "$en" ] || missing "$en not found"
command -v pofilter > /dev/null || missing "pofilter not installed (Debian package translate-toolkit)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" align --quiet --fail-on never --format tmx --out "$tmp/ende.tmx" "$en" "$de"
now() { date +%s.%N; }
t0=$(now); "$bin" check --quiet --fail-on never --format json --out "$tmp/report.json" "$en" "$de"; t1=$(now)
pofilter --progress=none -i "$tmp/ende.tmx" -o "$tmp/flagged.tmx" 2> /dev/null; t2=$(now)
rc=$(python3 -c "import json; r=json.load(open('$tmp/report.json')); print(len(r['findings']), len({f.get('unit') or f.get('rule') or (f['file'], f.get('line')) for f in r['findings']}))")
pf=$(grep -c '<tu ' "$tmp/flagged.tmx" || true)
awk -v a="$t0" -v b="$t1" -v c="$t2" -v rc="$rc" -v pf="$pf" 'BEGIN {
  r = b - a; p = c - b; ratio = p / r;
  printf "check_vs_pofilter: EN/DE 2025\n";
  printf "  rulecorp check (whole process): %7.3f s  findings, units: %s\n", r, rc;
  printf "  pofilter on the TMX:            %7.3f s  units flagged: %s\n", p, pf;
  printf "  rulecorp is %.1fx faster  target >= 10x: %s\n", ratio, (ratio >= 10 ? "met" : "MISSED");
}'
