#!/usr/bin/env bash
# The parallel reader of `rulecorp build` (out/reader/) in headless Chromium, on corpus/rulecorp.ini
# and, when ../shared is there, corpus/shared.ini: every href resolves (file and anchor), every
# file is under 3 MB, every rule of the newest English edition has its anchor (>= 98%), the rule
# asked for shows its findings, marked glossary terms with their translation, its former number
# and a reworded rule's diff; the search works across pages from the URL: the contents page loaded
# with #search=RULE ends on the rule's section with the rule found, and another section loaded
# with #search=WORD lists the rule with a link to it; a screenshot after that search is not blank.
# Usage: reader_chromium.sh RULECORP SOURCE_DIR SHARED_DIR PYTHON3. Exit 77 = skipped.
set -u
bin=$1 src=$2 shared=$3 py=${4:-python3}
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then echo "SKIP: chromium not installed"; exit 77; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
browse() {  # chromium ARGS... URL
  timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking --no-first-run \
    --user-data-dir="$(mktemp -d -p "$tmp")" "$@" 2> "$tmp/chromium.err"
}
fail=0
check_config() {  # NAME CONFIG ENGLISH_FILE RULE FORMER_NUMBER WORD
  local name=$1 config=$2 english=$3 rule=$4 former=$5 word=$6 out="$tmp/$1"
  "$bin" build --config "$config" --out "$out" --fail-on never -q || { echo "FAIL $name: build exited $?"; fail=1; return; }
  [ -f "$out/reader/index.html" ] || { echo "FAIL $name: no reader/index.html"; fail=1; return; }
  grep -q 'href="reader/index.html"' "$out/index.html" || { echo "FAIL $name: index.html does not link the reader"; fail=1; }
  "$py" - "$out" "$english" "$rule" "$former" <<'PY' || fail=1
import html.parser, os, re, sys, urllib.parse
out, english, rule, former = sys.argv[1:5]
class P(html.parser.HTMLParser):
    def __init__(s):
        super().__init__(); s.ids = set(); s.hrefs = []
    def handle_starttag(s, tag, attrs):
        a = dict(attrs)
        if 'id' in a: s.ids.add(a['id'])
        if tag == 'a' and 'href' in a: s.hrefs.append(a['href'])
pages = {}
def page(path):
    path = os.path.normpath(path)
    if path not in pages:
        p = P(); p.feed(open(path, encoding='utf-8').read()); pages[path] = p
    return pages[path]
bad = []
reader = os.path.join(out, 'reader')
for f in sorted(os.listdir(reader)):
    path = os.path.join(reader, f)
    size = os.path.getsize(path)
    print(f'  {f}: {size} bytes')
    if size >= 3 * 1024 * 1024: bad.append(f'{f} is {size} bytes, not under 3 MB')
    for h in page(path).hrefs:
        u = urllib.parse.urlsplit(h)
        if u.scheme or u.netloc: bad.append(f'{f}: external link {h}'); continue
        target = os.path.join(reader, urllib.parse.unquote(u.path)) if u.path else path
        if not os.path.isfile(target): bad.append(f'{f}: {h}: no file'); continue
        frag = urllib.parse.unquote(u.fragment)
        if frag and not target.endswith('report.html') and frag not in page(target).ids and not frag.startswith('search='):
            bad.append(f'{f}: {h}: no anchor')
        if frag and target.endswith('report.html') and frag not in page(target).ids:
            bad.append(f'{f}: {h}: no finding anchored so in report.html')
ids = set()
for f in os.listdir(reader):
    if f.startswith('section-'): ids |= page(os.path.join(reader, f)).ids
text = open(english, encoding='utf-8', errors='replace').read().replace('\r', '')
rules = set()
for line in text.split('\n'):
    m = re.match(r'^(\d{3}(?:\.\d+[a-z]{0,2})?)\.?\s', line)
    if m: rules.add(m.group(1))
have = sum(1 for r in rules if r in ids)
share = have / max(1, len(rules))
print(f'  anchored: {have} of {len(rules)} English rules ({share:.2%})')
if share < 0.98: bad.append(f'only {share:.2%} of the English rules anchored')
# At the rules: findings (severity, check, link into report.html), glossary terms marked with their
# translations, former numbers with dates, rewordings with their word diff on demand.
section = open(os.path.join(reader, f'section-{rule[0]}.html'), encoding='utf-8').read()
rows = re.findall(r'<section class="rule" id="([^"]+)">(.*?)</section>', section, re.S)
row = dict(rows).get(rule, '')
pages = ''.join(open(os.path.join(reader, f), encoding='utf-8').read() for f in os.listdir(reader) if f.startswith('section-'))
n_findings = len(re.findall(r'<p class="f (?:error|warning|note)"><span class="sev', pages))
n_terms = len(re.findall(r'<abbr tabindex="0" title="[A-Z]{2} [^"]+">', pages))
n_former = len(re.findall(r'<p class="lineage">[^<]* from \d{4}-\d\d-\d\d until \d{4}-\d\d-\d\d', pages))
n_diffs = len(re.findall(r'<details class="lineage"><summary>reworded in [^<]*</summary><p class="diff"><b>\d{4}-\d\d-\d\d</b> [^\n]*<(?:ins|del)>', pages))
print(f'  at the rules: {n_findings} findings, {n_terms} marked terms, {n_former} former numbers, {n_diffs} reworded rules with a diff')
for what, n in (('findings', n_findings), ('marked terms', n_terms), ('former numbers', n_former), ('rewordings with a diff', n_diffs)):
    if n == 0: bad.append(f'no {what} shown at the rules')
if not re.search(r'<p class="lineage">' + re.escape(rule) + r'[^<]*: [^<]*\b' + re.escape(former) + r' from \d{4}-\d\d-\d\d until ', row):
    bad.append(f'{rule} does not name its former number {former} with dates')
if 'href="../report.html#f-' not in pages: bad.append('no finding links into report.html')
js = os.path.join(reader, 'search.js')
if not os.path.isfile(js) or 'var RULECORP_SEARCH' not in open(js, encoding='utf-8').read(): bad.append('no search index search.js')
for b in bad[:20]: print('FAIL', b)
sys.exit(1 if bad else 0)
PY
  local sec=${rule:0:1} other=1
  [ "$sec" = 1 ] && other=2
  # --virtual-time-budget: Chromium runs the scripts (and the search's navigation) before it dumps or shoots.
  browse --virtual-time-budget=10000 --dump-dom "file://$out/reader/index.html#search=$rule" > "$tmp/dom.html"
  if grep -q "id=\"search-status\"[^>]*>rule $rule found<" "$tmp/dom.html" && grep -q "class=\"rule found\" id=\"$rule\"" "$tmp/dom.html" &&
     grep -q "<body data-section=\"$sec\"" "$tmp/dom.html"; then
    echo "  search: index.html#search=$rule went to section-$sec.html and found the rule"
  else
    echo "FAIL $name: index.html#search=$rule did not find the rule"; grep -o 'id="search-status"[^<]*' "$tmp/dom.html"; fail=1
  fi
  browse --virtual-time-budget=10000 --dump-dom "file://$out/reader/section-$other.html#search=$word" > "$tmp/dom.html"
  if grep -q "<li><a href=\"section-$sec.html#$rule\">$rule</a>" "$tmp/dom.html"; then
    echo "  search: section-$other.html#search=$word lists $rule ($(grep -o 'id="search-status"[^>]*>[^<]*' "$tmp/dom.html" | sed 's/.*>//'))"
  else
    echo "FAIL $name: section-$other.html#search=$word does not list $rule"; grep -o 'id="search-status"[^<]*' "$tmp/dom.html"; fail=1
  fi
  # A page after a search by word: the list of matches above the rules. (Headless Chromium 156
  # shoots a page scrolled away from its top as bare background, scripted or by an anchor alike,
  # so the shot is of a search that leaves the page at its top.)
  browse --virtual-time-budget=10000 --hide-scrollbars --screenshot="$tmp/$name.png" --window-size=1280,900 \
    "file://$out/reader/section-$other.html#search=$word" > /dev/null
  "$py" - "$tmp/$name.png" <<'PY' || { echo "FAIL $name: screenshot blank"; fail=1; }
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
pos, idat, w, h, bpp = 8, b'', 0, 0, 4
while pos < len(data):
    n, kind = struct.unpack('>I4s', data[pos:pos + 8]); chunk = data[pos + 8:pos + 8 + n]; pos += 12 + n
    if kind == b'IHDR':
        w, h, depth, ctype = struct.unpack('>IIBB', chunk[:10]); bpp = {2: 3, 6: 4}.get(ctype, 4)
    elif kind == b'IDAT': idat += chunk
raw = zlib.decompress(idat); stride = w * bpp; prev = bytearray(stride); colours = set()
for y in range(h):
    f = raw[y * (stride + 1)]; line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0; b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    prev = line
    if y % 7 == 0:
        for x in range(0, stride, bpp * 5): colours.add(bytes(line[x:x + 3]))
print(f'  screenshot: {w}x{h}, {len(colours)} colours sampled')
sys.exit(0 if len(colours) > 10 else 1)
PY
  [ -n "${READER_SCREENSHOT:-}" ] && cp "$tmp/$name.png" "$READER_SCREENSHOT"
}
echo "corpus/rulecorp.ini:"
check_config corpus "$src/corpus/rulecorp.ini" "$src/corpus/rules-en.txt" 702.2 502.2 exalted
if [ -d "$shared/corpus/cr" ]; then
  echo "corpus/shared.ini:"
  check_config shared "$src/corpus/shared.ini" "$shared/corpus/cr/cr-en-2025-11-14.txt" 702.83 502.83 exalted
elif [ "${CI:-}" = true ]; then
  echo "FAIL: $shared is missing; under CI=true the shared material must be present"; exit 1
else
  echo "SKIP (shared.ini): $shared not found"
fi
[ $fail = 0 ] && echo "ok reader"
exit $fail
