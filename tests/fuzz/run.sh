#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for SECONDS (default 60), seeded from the
# shared seeds and CR files. A crash leaves its input in build-fuzz/crashes/<target>/; turn each
# into a regression test. Usage: tests/fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}; shift || true
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(decode_parse citation rule_number align cards)
command -v clang++ >/dev/null || { echo "clang++ is needed (apt-get install clang)"; exit 1; }
cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRULECORP_FUZZ=ON \
      -DRULECORP_BUILD_TESTS=OFF > /dev/null
cmake --build build-fuzz -j"$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}") > /dev/null
shared=../shared
for t in "${targets[@]}"; do
  corpus=build-fuzz/corpus/$t crashes=build-fuzz/crashes/$t
  mkdir -p "$corpus" "$crashes"
  if [ -d "$shared/seeds" ] && [ -z "$(ls -A "$corpus")" ]; then
    cp "$shared"/seeds/*.txt "$corpus"/
    # The CR files are large: seed with slices of them.
    for f in "$shared"/corpus/cr/*.txt; do head -c 20000 "$f" > "$corpus/$(basename "$f").head"; done
    cp corpus/*.txt "$corpus"/
    [ "$t" = cards ] && for f in "$shared"/corpus/cards/*.json; do head -c 60000 "$f" > "$corpus/$(basename "$f").head"; done
  fi
  echo "== fuzz_$t for ${seconds}s"
  build-fuzz/tests/fuzz/fuzz_$t "$corpus" -max_total_time="$seconds" -max_len=65536 -artifact_prefix="$crashes/" \
    -print_final_stats=1 2>&1 | grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==ERROR|SUMMARY)|cov:" | tail -4
done
