#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for SECONDS (default 60), seeded from the
# shared seeds and CR files. A crash leaves its input in build-fuzz/crashes/<target>/; turn each
# into a regression test (tests/fuzz/regressions/<target>/). Exits 1 when any target crashed.
# Usage: tests/fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}; shift || true
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(decode_parse citation rule_number align cards)
command -v clang++ >/dev/null || { echo "clang++ is needed (apt-get install clang)"; exit 1; }
cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRULECORP_FUZZ=ON \
      -DRULECORP_BUILD_TESTS=OFF > /dev/null
cmake --build build-fuzz -j"$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}") > /dev/null
shared=../shared
failed=0
for t in "${targets[@]}"; do
  corpus=build-fuzz/corpus/$t crashes=build-fuzz/crashes/$t
  rm -rf "$crashes"  # crashes of an earlier run belong in tests/fuzz/regressions/ by now
  mkdir -p "$corpus" "$crashes"
  if [ -d "$shared/seeds" ] && [ -z "$(ls -A "$corpus")" ]; then
    cp "$shared"/seeds/*.txt "$corpus"/
    # The CR files are large: seed with slices of them.
    for f in "$shared"/corpus/cr/*.txt; do head -c 20000 "$f" > "$corpus/$(basename "$f").head"; done
    cp corpus/*.txt "$corpus"/
    cp tests/fuzz/seeds/*/* "$corpus"/
  fi
  echo "== fuzz_$t for ${seconds}s"
  set +e
  build-fuzz/tests/fuzz/fuzz_$t "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -artifact_prefix="$crashes/" \
    -print_final_stats=1 > "build-fuzz/fuzz_$t.log" 2>&1
  status=$?
  set -e
  grep -E "DONE|stat::number_of_executed_units|stat::peak_rss" "build-fuzz/fuzz_$t.log" | tail -3
  if [ $status != 0 ] || [ -n "$(ls -A "$crashes")" ]; then
    echo "FAIL: fuzz_$t found a crash (exit $status); inputs in $crashes:"; ls "$crashes"
    grep -E "^==[0-9]+==ERROR|^SUMMARY|runtime error" "build-fuzz/fuzz_$t.log" | head -5
    failed=1
  fi
done
exit $failed
