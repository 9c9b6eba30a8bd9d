#!/usr/bin/env bash
# The same output whatever the order of the inputs. (1) `rulecorp check` on three texts of corpus/
# in all six orders writes the same report, byte for byte, for three trios: two French translations
# of two editions (which one is `fr`, which `fr-2`), two English editions and a German translation
# (which edition it pairs with), and two translations with no English (which language is the
# pivot). (2) `rulecorp build` over the real files of corpus/shared.ini (../shared) writes the same
# folder and prints the same diagnostics, byte for byte, from the config as written and from one
# whose sections (and [history] dir keys) are in the reverse order, so that every two inputs are
# given the other way round; paths made absolute, so that both configs can sit at one path. The
# two builds take about 2 × 3 s on 2 cores. Without ../shared part (2) is skipped (failed under CI=true).
# Usage: input_order.sh RULECORP ROOT SHARED [PYTHON3]
set -u
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0
cd "$root/corpus" || exit 1

# (1) check: every order of each trio, one report.
perms() {  # the six orders of three words, one order a line
  local a=$1 b=$2 c=$3
  printf '%s\n' "$a $b $c" "$a $c $b" "$b $a $c" "$b $c $a" "$c $a $b" "$c $b $a"
}
for trio in "rules-en.txt rules-fr.txt rules-fr-2025.txt" "rules-en-2025.txt rules-en.txt rules-de.txt" \
            "rules-de.txt rules-fr.txt rulings-de.txt"; do
  k=0
  while read -r order; do
    # shellcheck disable=SC2086 # the order is three file names
    "$bin" check --fail-on never --format json --out "$tmp/report-$k.json" $order 2> "$tmp/stderr-$k" ||
      { echo "FAIL: check $order exited $?"; cat "$tmp/stderr-$k"; bad=1; }
    if [ $k -gt 0 ]; then
      cmp -s "$tmp/report-0.json" "$tmp/report-$k.json" ||
        { echo "FAIL: check $order: another report than check $first"; diff "$tmp/report-0.json" "$tmp/report-$k.json" | head -10; bad=1; }
      cmp -s "$tmp/stderr-0" "$tmp/stderr-$k" ||
        { echo "FAIL: check $order: other diagnostics than check $first"; diff "$tmp/stderr-0" "$tmp/stderr-$k" | head -10; bad=1; }
    else
      first=$order
    fi
    k=$((k + 1))
  done < <(perms $trio)
  echo "check: $trio: 6 orders, $(grep -c '"check":' "$tmp/report-0.json") findings each"
done

# (2) build over ../shared: the config's sections in three orders.
if [ ! -d "$shared/corpus/cr" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: $shared/corpus not found under CI=true"; exit 1; fi
  echo "SKIP: $shared/corpus not found (the build part)"
  [ $bad = 0 ] && exit 77 || exit 1
fi
"$python" - "$root/corpus/shared.ini" "$tmp" <<'EOF' || { echo "FAIL: the configs could not be written"; exit 1; }
import os, re, sys
src, out = sys.argv[1], sys.argv[2]
base = os.path.dirname(os.path.abspath(src))
text = open(src, encoding="utf-8").read()
sections = re.split(r"(?m)^(?=\[)", text)[1:]  # the comments before the first section dropped
def absolute(section):
    return re.sub(r"(?m)^((?:path|dir)\s*=\s*)(.*)$",
                  lambda m: m.group(1) + os.path.normpath(os.path.join(base, m.group(2).strip())), section)
sections = [absolute(s).rstrip("\n") + "\n\n" for s in sections]
def dirs_reversed(section):  # the [history] dir keys in the other order too
    if not section.startswith("[history]"):
        return section
    lines = section.rstrip("\n").split("\n")
    dirs = [l for l in lines if l.startswith("dir")]
    rest = [l for l in lines if not l.startswith("dir")]
    return "\n".join(rest[:1] + dirs[::-1] + rest[1:]) + "\n\n"
for name, order in (("given", sections), ("reversed", [dirs_reversed(s) for s in sections[::-1]])):
    open(os.path.join(out, name + ".ini"), "w", encoding="utf-8").write("".join(order))
EOF
mkdir "$tmp/cfg"
for order in given reversed; do
  cp "$tmp/$order.ini" "$tmp/cfg/shared.ini"  # one config path: index.html names it
  start=$(date +%s%N)
  "$bin" build --config "$tmp/cfg/shared.ini" --out "$tmp/out" --fail-on never < /dev/null > /dev/null 2> "$tmp/build-$order.err"
  rc=$?
  [ $rc = 0 ] || { echo "FAIL: build ($order sections) exited $rc"; tail -5 "$tmp/build-$order.err"; exit 1; }
  mv "$tmp/out" "$tmp/out-$order"
  echo "build ($order sections): $(find "$tmp/out-$order" -type f | wc -l) files, $(grep -c ': \(error\|warning\|note\): ' "$tmp/build-$order.err") findings on stderr, $((($(date +%s%N) - start) / 1000000)) ms"
done
for order in reversed; do
  if ! diff -r "$tmp/out-given" "$tmp/out-$order" > "$tmp/diff-$order"; then
    echo "FAIL: build with the sections $order writes $(grep -c '^diff \|^Only in' "$tmp/diff-$order") files otherwise:"
    grep '^diff \|^Only in' "$tmp/diff-$order" | head -20
    bad=1
  fi
  cmp -s "$tmp/build-given.err" "$tmp/build-$order.err" ||
    { echo "FAIL: build with the sections $order prints other diagnostics"; diff "$tmp/build-given.err" "$tmp/build-$order.err" | head -10; bad=1; }
done
[ $bad = 0 ] && echo "PASS: the same reports and folders whatever the order of the inputs"
exit $bad
