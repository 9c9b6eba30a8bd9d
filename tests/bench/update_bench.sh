#!/usr/bin/env bash
# `rulecorp update` against `rulecorp check` of the same inputs, the whole process: the real German
# 2025-11-14 with EN 2025-11-14 and EN 2023-11-17, brought back to 2023-11-17 (--edition; the
# package of about 440 units), XLIFF 1.2 and 2.1; check of the same three files. Each run three
# times, the median wall time printed with the ratio against the issue's target (update within 2x
# a check): "met" or "NOT met", and the median CPU time beside it (less sensitive to a loaded
# machine); never fails on time. Skips (77) when ../shared or /usr/bin/time is
# absent; under CI=true that fails.
set -u
bin=$1 shared=$2
missing() { if [ "${CI:-}" = true ]; then echo "FAIL: $1"; exit 1; fi; echo "skip: $1"; exit 77; }
cr="$shared/corpus/cr"
[ -f "$cr/cr-de-2025-11-14.txt" ] || missing "$shared/corpus not found"
[ -x /usr/bin/time ] || missing "/usr/bin/time not installed (Debian package time)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
inputs=("$cr/cr-en-2023-11-17.txt" "$cr/cr-en-2025-11-14.txt" "de:$cr/cr-de-2025-11-14.txt")
median() {  # median ARGS...: "WALL CPU", the medians of three runs' wall and CPU (user + system) seconds
  local walls=() cpus=()
  for i in 1 2 3; do
    /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$bin" "$@" > /dev/null 2> "$tmp/err" || { echo "FAIL: rulecorp $* exited $?"; tail -3 "$tmp/err"; exit 1; }
    read -r wall user sys < "$tmp/time"
    walls+=("$wall")
    cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')")
  done
  echo "$(printf '%s\n' "${walls[@]}" | sort -g | sed -n 2p) $(printf '%s\n' "${cpus[@]}" | sort -g | sed -n 2p)"
}
read -r check check_cpu <<< "$(median check --quiet --fail-on never --out "$tmp/report.txt" "${inputs[@]}")"
echo "update_bench: DE 2025-11-14 brought back to EN 2023-11-17, median of 3 runs, whole process (load average $(cut -d' ' -f1 /proc/loadavg))"
echo "  check:                  ${check} s wall, ${check_cpu} s CPU"
for format in xliff xliff2; do
  read -r t t_cpu <<< "$(median update --quiet --format "$format" --edition 2023-11-17 --out "$tmp/package.$format" "${inputs[@]}")"
  awk -v f="$format" -v t="$t" -v c="$check" -v tc="$t_cpu" -v cc="$check_cpu" 'BEGIN {
    r = t / (c > 0 ? c : 0.01); rc = tc / (cc > 0 ? cc : 0.01);
    printf "  update --format %-6s %5.2f s wall (%.2fx the check; target <= 2x: %s), %5.2f s CPU (%.2fx)\n",
           f, t, r, (r <= 2 ? "met" : "NOT met"), tc, rc }'
done
units=$(grep -c '<trans-unit ' "$tmp/package.xliff")
echo "  the package: $units units"
