#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for SECONDS (default 60); the targets per
# stage entry with small inputs (card_reader, card_lines, edition_map, glossary, config, xliff_reader) run for
# SMALL_SECONDS (default half of SECONDS; they reach their code in a few thousand executions).
# Each target is seeded from the real corpus (../shared, sliced and cut to small inputs here) and
# the small hand-written seeds of tests/fuzz/seeds/, with the dictionary of its format
# (tests/fuzz/*.dict). A crash leaves its input in build-fuzz/crashes/<target>/; turn each into a
# regression test (tests/fuzz/regressions/<target>/). Exits 1 when any target crashed.
# Usage: tests/fuzz/run.sh [SECONDS] [TARGET...]     (environment: SMALL_SECONDS)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}; shift || true
small_seconds=${SMALL_SECONDS:-$(( (seconds + 1) / 2 ))}
small_targets=" card_reader card_lines edition_map glossary config xliff_reader "
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(decode_parse citation rule_number align cards $small_targets)
command -v clang++ >/dev/null || { echo "clang++ is needed (apt-get install clang)"; exit 1; }
launcher=(); command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRULECORP_FUZZ=ON \
      -DRULECORP_BUILD_TESTS=OFF "${launcher[@]}" > /dev/null
cmake --build build-fuzz -j"$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}") > /dev/null
shared=../shared
# The dictionary of each target's input format.
dict_of() {
  case $1 in
    cards|card_reader) echo tests/fuzz/json.dict ;;
    card_lines) echo tests/fuzz/card_text.dict ;;
    config) echo tests/fuzz/ini.dict ;;
    xliff_reader) echo tests/fuzz/xliff.dict ;;
    *) echo tests/fuzz/rules.dict ;;
  esac
}
# Seeds for the small targets, cut from ../shared: card objects and sets (card_reader), a card's
# three texts joined by NULs (card_lines), the same stretch of rules of two consecutive editions
# (edition_map), the English and German glossaries' first entries (glossary).
small_seeds() {
  local t=$1 dir=$2
  [ -d "$shared/corpus" ] || return 0
  python3 - "$t" "$dir" "$shared" <<'PY'
import glob, json, os, re, sys
target, out, shared = sys.argv[1:4]
def put(name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))
cards = []
for path in sorted(glob.glob(os.path.join(shared, "corpus/cards/*.json"))):
    with open(path, encoding="utf-8") as f:
        cards += json.load(f)["data"]["cards"][:40]
if target == "card_reader":
    for k, c in enumerate(cards):
        put(f"card{k}.json", json.dumps(c, ensure_ascii=k % 2 == 0))
    put("set.json", json.dumps({"code": "SET", "cards": cards[:3]}))
elif target == "card_lines":
    for k, c in enumerate(cards):
        fd = {f.get("language"): f.get("text", "") for f in c.get("foreignData", [])}
        text = ", ".join(c.get("keywords", [])) + "\n" + c.get("text", "") if c.get("keywords") else c.get("text", "")
        put(f"card{k}.txt", text + "\0" + fd.get("German", "") + "\0" + fd.get("French", ""))
elif target in ("edition_map", "glossary"):
    def read(path):
        data = open(path, "rb").read()
        for enc in ("utf-8-sig", "utf-16", "cp1252"):
            try: return data.decode(enc)
            except UnicodeDecodeError: pass
        return data.decode("latin-1")
    if target == "edition_map":
        files = sorted(glob.glob(os.path.join(shared, "corpus/cr-archive/cr-en-*.txt")))[-6:]
        for k in range(len(files) - 1):
            a, b = read(files[k]), read(files[k + 1])
            for start in ("\n100.1", "\n506.4", "\n702.2"):
                i, j = a.find(start), b.find(start)
                if i >= 0 and j >= 0:
                    put(f"pair{k}{start.strip()}.txt", a[i + 1:i + 1500] + "\0" + b[j + 1:j + 1500])
    else:
        en = sorted(glob.glob(os.path.join(shared, "corpus/cr/cr-en-*.txt")))[-1:]
        de = sorted(glob.glob(os.path.join(shared, "corpus/cr/cr-de-*.txt")))[-1:]
        if en and de:
            a, b = read(en[0]), read(de[0])
            i, j = a.rfind("\nGlossary\n"), b.rfind("\nGlossar\n")
            for k, at in enumerate((0, 4000, 9000)):
                put(f"glossary{k}.txt", "100.1. A rule.\n" + a[i + at:i + at + 2500] + "\0" + "100.1 Eine Regel.\n" + b[j + at:j + at + 2500])
PY
}
failed=0
for t in "${targets[@]}"; do
  corpus=build-fuzz/corpus/$t crashes=build-fuzz/crashes/$t
  rm -rf "$crashes"  # crashes of an earlier run belong in tests/fuzz/regressions/ by now
  mkdir -p "$corpus" "$crashes"
  secs=$seconds max_len=65536
  if [[ $small_targets == *" $t "* ]]; then
    secs=$small_seconds max_len=8192
    if [ -z "$(ls -A "$corpus")" ]; then
      small_seeds "$t" "$corpus"
      cp tests/fuzz/seeds/"$t"/* "$corpus"/
      [ "$t" = config ] && cp corpus/*.ini "$corpus"/
    fi
  elif [ -d "$shared/seeds" ] && [ -z "$(ls -A "$corpus")" ]; then
    cp "$shared"/seeds/*.txt "$corpus"/
    # The CR files are large: seed with slices of them.
    for f in "$shared"/corpus/cr/*.txt; do head -c 20000 "$f" > "$corpus/$(basename "$f").head"; done
    cp corpus/*.txt "$corpus"/
    for f in tests/fuzz/seeds/*/*; do cp "$f" "$corpus/$(basename "$(dirname "$f")")-$(basename "$f")"; done
  fi
  echo "== fuzz_$t for ${secs}s"
  set +e
  build-fuzz/tests/fuzz/fuzz_$t "$corpus" -dict="$(dict_of "$t")" -max_total_time="$secs" -max_len="$max_len" -timeout=10 \
    -artifact_prefix="$crashes/" -print_final_stats=1 > "build-fuzz/fuzz_$t.log" 2>&1
  status=$?
  set -e
  grep -E "DONE|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss" "build-fuzz/fuzz_$t.log" | tail -4
  if [ $status != 0 ] || [ -n "$(ls -A "$crashes")" ]; then
    echo "FAIL: fuzz_$t found a crash (exit $status); inputs in $crashes:"; ls "$crashes"
    grep -E "^==[0-9]+==ERROR|^SUMMARY|runtime error" "build-fuzz/fuzz_$t.log" | head -5
    failed=1
  fi
done
exit $failed
