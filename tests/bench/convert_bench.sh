#!/usr/bin/env bash
# Batch conversion over the whole shared archive: `rulecorp convert --to json` of corpus/cr-archive
# and corpus/cr (every edition since 1999, about 130 files, 87 MB), the whole process, with --jobs 1
# and --jobs 2 (by stem: the archive holds two texts of the 2017-09-29 edition). Prints wall time,
# peak memory (GNU time's maximum resident set size) and MB/s against the issue's targets (under 4 s
# and under 300 MB on 2 cores): "met" or "NOT met"; never fails on time or memory. Also checks that
# both runs wrote the same files. Skips (77) when ../shared or /usr/bin/time is absent; under
# CI=true that fails.
set -u
bin=$1 shared=$2
missing() { if [ "${CI:-}" = true ]; then echo "FAIL: $1"; exit 1; fi; echo "skip: $1"; exit 77; }
[ -d "$shared/corpus/cr-archive" ] || missing "$shared/corpus not found"
[ -x /usr/bin/time ] || missing "/usr/bin/time not installed (Debian package time)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mb_in=$(du -sbc "$shared/corpus/cr-archive" "$shared/corpus/cr" | awk 'END { print $1 / 1048576 }')
echo "convert_bench: rulecorp convert --to json ($mb_in MB of input)"
for jobs in 1 2; do
  /usr/bin/time -v "$bin" convert --quiet --to json --name '{stem}' --out-dir "$tmp/out-$jobs" --jobs "$jobs" \
    "$shared/corpus/cr-archive" "$shared/corpus/cr" 2> "$tmp/time-$jobs" > /dev/null
  rc=$?
  [ $rc = 0 ] || { echo "FAIL: convert --jobs $jobs exited $rc"; tail -5 "$tmp/time-$jobs"; exit 1; }
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$tmp/time-$jobs" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
  kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time-$jobs")
  awk -v j="$jobs" -v w="$wall" -v kb="$kb" -v in_mb="$mb_in" -v n="$(ls "$tmp/out-$jobs" | wc -l)" 'BEGIN {
    mb = kb / 1024;
    printf "  --jobs %d: %6.2f s, %5.1f MB/s%s, peak %6.1f MB (target < 300 MB: %s), %d files\n",
           j, w, in_mb / (w > 0 ? w : 0.01), (j == 2 ? sprintf(" (target < 4 s on 2 cores: %s)", w < 4 ? "met" : "NOT met") : ""),
           mb, (mb < 300 ? "met" : "NOT met"), n }'
done
diff -r "$tmp/out-1" "$tmp/out-2" > /dev/null || { echo "FAIL: --jobs 1 and --jobs 2 wrote different files"; exit 1; }
echo "  --jobs 1 and --jobs 2: the same files"
