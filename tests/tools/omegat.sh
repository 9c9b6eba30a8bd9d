#!/usr/bin/env bash
# rulecorp's outputs in the real OmegaT 3.6, headless (every OmegaT run of the suite is here: each
# takes seconds). The TMX of `rulecorp align` on EN/DE 2025-11-14 is put into tm/auto/ of an OmegaT
# project that translates an English CR text, once with OmegaT's default sentence segmentation and
# once with paragraph segmentation, on EN 2025-11-14 itself and on EN 2025-09-19 (another edition,
# standing in for a newer one); `omegat --mode=console-translate` applies the exact matches and
# omegat_fill.py counts the rule lines OmegaT filled in German. Each figure must reach 85%. The
# glossary of `rulecorp glossary --format omegat` is read back with OmegaT's own glossary reader.
# Usage: omegat.sh RULECORP ROOT SHARED [KEEP_DIR]   (KEEP_DIR keeps the projects for inspection)
set -u
bin=$1 root=$2 shared=$3 keep=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
skip() {
  if [ "${CI:-}" = true ]; then echo "FAIL: $1 (required under CI=true)"; exit 1; fi
  echo "skip: $1"; exit 77
}
command -v omegat > /dev/null || skip "omegat not installed (apt-get install omegat)"
command -v python3 > /dev/null || skip "python3 not installed"
command -v java > /dev/null || skip "java not installed (omegat depends on it)"
cr="$shared/corpus/cr"
[ -f "$cr/cr-en-2025-11-14.txt" ] && [ -f "$cr/cr-de-2025-11-14.txt" ] || skip "$shared/corpus/cr not found"
newer="$shared/corpus/cr-archive/cr-en-2025-09-19.txt"
[ -f "$newer" ] || skip "$newer not found"
if [ -n "$keep" ]; then tmp=$keep; rm -rf "$tmp"; mkdir -p "$tmp"; else tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT; fi
export JAVA_TOOL_OPTIONS=-Djava.awt.headless=true
bad=0

# project DIR SENTENCE_SEG: an empty OmegaT 3.6 project, English to German.
project() {
  mkdir -p "$1"/{source,target,tm/auto,glossary,omegat,dictionary}
  cat > "$1/omegat.project" <<EOF
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<omegat>
    <project version="1.0">
        <source_dir>__DEFAULT__</source_dir>
        <source_dir_excludes/>
        <target_dir>__DEFAULT__</target_dir>
        <tm_dir>__DEFAULT__</tm_dir>
        <glossary_dir>__DEFAULT__</glossary_dir>
        <glossary_file>__DEFAULT__</glossary_file>
        <dictionary_dir>__DEFAULT__</dictionary_dir>
        <source_lang>en</source_lang>
        <target_lang>de</target_lang>
        <source_tok>org.omegat.tokenizer.LuceneEnglishTokenizer</source_tok>
        <target_tok>org.omegat.tokenizer.LuceneGermanTokenizer</target_tok>
        <sentence_seg>$2</sentence_seg>
        <support_default_translations>true</support_default_translations>
        <remove_tags>false</remove_tags>
    </project>
</omegat>
EOF
}

# translate DIR: OmegaT's console translation; its log goes to DIR.log.
translate() {
  omegat "$1" --mode=console-translate > "$1.log" 2>&1 || { echo "FAIL: omegat $1 --mode=console-translate:"; tail -5 "$1.log"; bad=1; }
}

## The TMX of align in OmegaT.
"$bin" align -q --fail-on never --format tmx --out "$tmp/en-de.tmx" "$cr/cr-en-2025-11-14.txt" "$cr/cr-de-2025-11-14.txt" ||
  { echo "FAIL: rulecorp align"; exit 1; }
for text in "$cr/cr-en-2025-11-14.txt" "$newer"; do
  ed=$(basename "$text" .txt)
  for seg in true false; do
    p="$tmp/tmx-$ed-$([ $seg = true ] && echo sentence || echo paragraph)"
    project "$p" $seg
    cp "$text" "$p/source/"
    cp "$tmp/en-de.tmx" "$p/tm/auto/"
    translate "$p"
    out=$(python3 "$here/omegat_fill.py" "$cr/cr-en-2025-11-14.txt" "$cr/cr-de-2025-11-14.txt" "$text" \
      "$p/target/$(basename "$text")" "$(basename "$p")")
    echo "$out" | grep -v '^fill='
    fill=$(echo "$out" | sed -n 's/^fill=//p')
    python3 -c "import sys; sys.exit(0 if float('${fill:-0}') >= 85 else 1)" ||
      { echo "FAIL: $(basename "$p"): ${fill:-0}% of the rule lines filled (target 85%)"; bad=1; }
  done
done

## The OmegaT glossary, read by OmegaT's own reader (GlossaryReaderTSV, what OmegaT 3.6 uses for
## glossary/*.txt) under the C locale, where OmegaT cannot fall back to a UTF-8 system encoding.
"$bin" glossary -q --fail-on never --format omegat --out "$tmp/glossary.txt" "$cr/cr-en-2025-11-14.txt" "$cr/cr-de-2025-11-14.txt" ||
  { echo "FAIL: rulecorp glossary --format omegat"; exit 1; }
lines=$(tail -n +2 "$tmp/glossary.txt" | grep -vc '^#')  # the first line is the comment after the BOM
read_back=$(LANG=C LC_ALL=C java -cp /usr/share/omegat/OmegaT.jar "$here/OmegatGlossary.java" "$tmp/glossary.txt" Dependency 2>&1)
entries=$(echo "$read_back" | sed -n 's/^entries=//p')
if [ "${entries:-0}" != "$lines" ]; then
  echo "FAIL: OmegaT read ${entries:-no} entries of the $lines lines of glossary.txt: $read_back"; bad=1
elif ! echo "$read_back" | grep -q "^Dependency	Abhängigkeit	"; then
  echo "FAIL: OmegaT did not read Dependency -> Abhängigkeit as UTF-8: $read_back"; bad=1
else
  echo "glossary.txt: OmegaT's reader read all $entries entries (UTF-8 under LANG=C)"
fi

## rulecorp update --format omegat: the project OmegaT opens as it is. A simulated translator's
## memory in tm/auto/ fills every segment; OmegaT's segment count (omegat/project_stats.txt) must be
## the package's units to translate, its target/ file the package with the translations, and
## `rulecorp merge` (when this build has it) must take that file back into the translation.
# update_project NAME LANG MERGE_INPUTS ARGS...: writes, translates and checks the project of
# `rulecorp update ARGS`; MERGE_INPUTS (the English editions and the translation, space-separated)
# are what `rulecorp merge` takes before the package.
update_project() {
  local name=$1 lang=$2 merge_inputs=$3; shift 3
  local p="$tmp/$name"
  "$bin" update -q --format omegat --out "$p" "$@" || { echo "FAIL: rulecorp update --format omegat $*"; bad=1; return; }
  "$bin" update -q --format xliff --out "$tmp/$name.xlf" "$@" || { echo "FAIL: rulecorp update $*"; bad=1; return; }
  local src=("$p"/source/*.xlf)
  if command -v xmllint > /dev/null; then
    xmllint --noout --dtdvalid "$shared/schemas/tmx/tmx14.dtd" "$p"/tm/*.tmx "$p"/tm/auto/*.tmx 2> "$p.xmllint" &&
      xmllint --noout --schema "$shared/schemas/xliff/1.2/xliff-core-1.2-strict.xsd" "${src[0]}" 2>> "$p.xmllint" ||
      { echo "FAIL: $name: the project's memories or package are not valid:"; grep -v validates "$p.xmllint" | head -5; bad=1; }
  fi
  python3 "$here/omegat_package.py" translator "$tmp/$name.xlf" "$lang" "$p/tm/auto/translator.tmx"
  translate "$p"
  local want got
  want=$(python3 "$here/omegat_package.py" units "$tmp/$name.xlf")
  got=$(sed -n 's/^Total: *\t *\([0-9]*\)\t.*/\1/p' "$p/omegat/project_stats.txt" 2>/dev/null)
  if [ "${got:-none}" != "$want" ]; then
    echo "FAIL: $name: OmegaT counts ${got:-no} segments, the package has $want units to translate"; bad=1
  else
    echo "$name: OmegaT opened the project: $got segments, the package's $want units to translate"
  fi
  local out="$p/target/$(basename "${src[0]}")"
  python3 "$here/omegat_package.py" check "$tmp/$name.xlf" "${src[0]}" "$out" "$lang" | sed "s/^/$name: /"
  [ "${PIPESTATUS[0]}" = 0 ] || bad=1
  if "$bin" merge --help > /dev/null 2>&1; then
    # shellcheck disable=SC2086  # the inputs are paths without spaces
    if "$bin" merge -q --out "$tmp/$name-merged.txt" $merge_inputs "$out" 2> "$tmp/$name-merge.err"; then
      python3 "$here/omegat_package.py" merged "$tmp/$name.xlf" "$tmp/$name-merged.txt" "$lang" | sed "s/^/$name: /"
      [ "${PIPESTATUS[0]}" = 0 ] || bad=1
    else
      echo "FAIL: $name: rulecorp merge of OmegaT's target file:"; grep -E "error: .*\[merge" "$tmp/$name-merge.err" | head -5; bad=1
    fi
  else
    echo "$name: note: this rulecorp has no merge command: the round trip through OmegaT is not run"
  fi
}
# The translator's work in OmegaT's project memory is never overwritten by another update.
keep_work() {
  local p="$tmp/$1"; shift
  printf '%s\n' '<?xml version="1.0" encoding="UTF-8"?>' '<tmx version="1.4"><header creationtool="OmegaT" creationtoolversion="3.6" segtype="sentence" o-tmf="OmegaT TMX" adminlang="EN-US" srclang="en" datatype="plaintext"/>' \
    '<body><tu><tuv lang="en"><seg>A</seg></tuv><tuv lang="fr"><seg>B</seg></tuv></tu></body></tmx>' > "$tmp/work.tmx"
  cp "$tmp/work.tmx" "$p/omegat/project_save.tmx"
  "$bin" update -q --format omegat --out "$p" "$@" 2> "$tmp/work.err"
  local rc=$?
  if [ $rc != 2 ] || ! cmp -s "$tmp/work.tmx" "$p/omegat/project_save.tmx"; then
    echo "FAIL: update --format omegat into a project with translations: exit $rc, memory $(cmp -s "$tmp/work.tmx" "$p/omegat/project_save.tmx" && echo kept || echo overwritten)"; bad=1
  else
    echo "$(basename "$p"): a second update leaves the translator's project memory alone: $(head -1 "$tmp/work.err")"
  fi
}
update_project update-fr fr "$root/corpus/rules-en-2025.txt $root/corpus/rules-en.txt $root/corpus/rules-fr-2025.txt" \
  --context "$root/corpus/rules-en-2025.txt" "$root/corpus/rules-en.txt" "$root/corpus/rules-fr-2025.txt"
update_project update-de de "$cr/cr-en-2025-11-14.txt $newer $cr/cr-de-2025-11-14.txt" \
  --edition 2025-09-19 "$cr/cr-en-2025-11-14.txt" "$newer" "$cr/cr-de-2025-11-14.txt"
keep_work update-fr "$root/corpus/rules-en-2025.txt" "$root/corpus/rules-en.txt" "$root/corpus/rules-fr-2025.txt"

[ $bad = 0 ] && echo "omegat: ok"
exit $bad
