#!/usr/bin/env bash
# The update loop end to end through the tools a translator uses: `rulecorp update` writes the
# package, translate-toolkit (python3-translate, translate.storage.xliff) loads it, a simulated
# translator fills the targets (a French- or German-looking text for most, one in ten left as the
# source, as OmegaT does where nothing was translated) and saves it, and `rulecorp merge` writes the
# merged text; `rulecorp check` of it against the edition it was brought to finds no align.outdated,
# no align.edition and no more align.misnumbered than the original has. On corpus/ (the French
# 2025-09-01 excerpt to 2026-03-06) and, with ../shared, on the German 2025-11-14 brought backwards
# to EN 2023-11-17 (XLIFF 1.2 through translate-toolkit, XLIFF 2.1 filled with Python's own XML).
# Skips the real case without ../shared, fails under CI=true.
set -u
bin=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -c "import translate.storage.xliff" 2>/dev/null || { echo "FAIL: $python cannot import translate.storage.xliff (.ci/setup installs python3-translate)"; exit 1; }
bad=0
fill12() {  # fill12 IN OUT PREFIX: every unit to translate gets PREFIX + its source, one in ten its source
  "$python" - "$1" "$2" "$3" <<'PY'
import sys
from translate.storage import xliff
store = xliff.xlifffile.parsefile(sys.argv[1])
n = 0
for u in store.unit_iter():
    if not u.istranslatable() or u.getid() == "none":
        continue
    u.target = u.source if n % 10 == 3 else sys.argv[3] + u.source
    n += 1
store.savefile(sys.argv[2])
print(n)
PY
}
fill21() {  # fill21 IN OUT PREFIX: the same for XLIFF 2.1, segment by segment
  "$python" - "$1" "$2" "$3" <<'PY'
import sys, xml.dom.minidom as m
doc = m.parse(sys.argv[1])
n = 0
for u in doc.getElementsByTagName("unit"):
    if u.getAttribute("translate") == "no":
        continue
    for s in u.getElementsByTagName("segment"):
        src = "".join(t.data for t in s.getElementsByTagName("source")[0].childNodes if t.nodeType == t.TEXT_NODE)
        for t in s.getElementsByTagName("target"):
            s.removeChild(t)
        t = doc.createElement("target")
        t.appendChild(doc.createTextNode(src if n % 10 == 3 else sys.argv[3] + src))
        s.appendChild(t)
    n += 1
open(sys.argv[2], "w", encoding="utf-8").write(doc.toxml())
print(n)
PY
}
count() { grep -c "\[$1\]" "$2"; }
roundtrip() {  # roundtrip NAME FORMAT PREFIX CHECK-EDITION TRANSLATION-SPEC UPDATE-OPTIONS ENGLISH...
  local name=$1 format=$2 prefix=$3 target=$4 spec=$5 options=$6; shift 6
  # shellcheck disable=SC2086
  "$bin" update -q --format "$format" $options --out "$tmp/$name.xlf" "$@" "$spec" || { echo "FAIL: $name: rulecorp update"; bad=1; return; }
  local n
  if [ "$format" = xliff ]; then n=$(fill12 "$tmp/$name.xlf" "$tmp/$name.filled.xlf" "$prefix"); else n=$(fill21 "$tmp/$name.xlf" "$tmp/$name.filled.xlf" "$prefix"); fi
  "$bin" merge --out "$tmp/$name.txt" "$@" "$spec" "$tmp/$name.filled.xlf" 2> "$tmp/$name.merge" || { echo "FAIL: $name: rulecorp merge"; cat "$tmp/$name.merge"; bad=1; return; }
  local lang=${spec%%:*}; lang=${lang%%@*}
  "$bin" check --fail-on never "$target" "$lang:$tmp/$name.txt" > "$tmp/$name.check" 2>&1
  "$bin" check --fail-on never "$@" "$spec" > "$tmp/$name.before" 2>&1
  local outdated edition mis mis0 english
  outdated=$(count align.outdated "$tmp/$name.check"); edition=$(count align.edition "$tmp/$name.check")
  mis=$(count align.misnumbered "$tmp/$name.check"); mis0=$(count align.misnumbered "$tmp/$name.before")
  english=$(grep -c "merge.english" "$tmp/$name.merge")
  echo "$name: $n units filled, merged: $(grep '^rulecorp merge:' "$tmp/$name.merge" | sed 's/^rulecorp merge: [^:]*: //')"
  echo "  check against $(basename "$target"): align.outdated $outdated, align.edition $edition, align.misnumbered $mis (original: $mis0), merge.english notes $english"
  [ "$outdated" = 0 ] && [ "$edition" = 0 ] && [ "$mis" -le "$mis0" ] || { echo "FAIL: $name: the merged text is not the new edition's"; bad=1; }
  [ "$n" -gt 0 ] || { echo "FAIL: $name: no unit filled"; bad=1; }
}
corpus=$root/corpus
roundtrip fr-corpus xliff "Traduit : " "$corpus/rules-en.txt" "fr:$corpus/rules-fr-2025.txt" "" "$corpus/rules-en-2025.txt" "$corpus/rules-en.txt"
if [ -d "$shared/corpus/cr" ]; then
  cr=$shared/corpus/cr
  roundtrip de-2023-xliff xliff "Übersetzt: " "$cr/cr-en-2023-11-17.txt" "$cr/cr-de-2025-11-14.txt" "--edition 2023-11-17" "$cr/cr-en-2025-11-14.txt" "$cr/cr-en-2023-11-17.txt"
  roundtrip de-2023-xliff2 xliff2 "Übersetzt: " "$cr/cr-en-2023-11-17.txt" "$cr/cr-de-2025-11-14.txt" "--edition 2023-11-17" "$cr/cr-en-2025-11-14.txt" "$cr/cr-en-2023-11-17.txt"
elif [ "${CI:-}" = true ]; then
  echo "FAIL: $shared is missing under CI=true"; exit 1
else
  echo "skip: $shared not found: the real German round trip is not run"
fi
[ "$bad" = 0 ] && echo "merge round trip: ok"
exit $bad
