#!/usr/bin/env bash
# The parallel reader of `rulecorp build` (out/reader/) in headless Chromium, on corpus/rulecorp.ini
# and, when ../shared is there, corpus/shared.ini: every href resolves (file and anchor), every
# page is under 3 MB, every rule of the newest English edition has its anchor (>= 98%), a page
# loaded with #search=RULE shows the rule found (the script ran), and a screenshot is not one colour.
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
check_config() {  # NAME CONFIG ENGLISH_FILE RULE
  local name=$1 config=$2 english=$3 rule=$4 out="$tmp/$1"
  "$bin" build --config "$config" --out "$out" --fail-on never -q || { echo "FAIL $name: build exited $?"; fail=1; return; }
  [ -f "$out/reader/index.html" ] || { echo "FAIL $name: no reader/index.html"; fail=1; return; }
  grep -q 'href="reader/index.html"' "$out/index.html" || { echo "FAIL $name: index.html does not link the reader"; fail=1; }
  "$py" - "$out" "$english" <<'PY' || fail=1
import html.parser, os, re, sys, urllib.parse
out, english = sys.argv[1], sys.argv[2]
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
for b in bad[:20]: print('FAIL', b)
sys.exit(1 if bad else 0)
PY
  local sec=${rule:0:1}
  browse --dump-dom "file://$out/reader/section-$sec.html#search=$rule" > "$tmp/dom.html"
  if grep -q "id=\"search-status\"[^>]*>rule $rule found<" "$tmp/dom.html" && grep -q "class=\"rule found\" id=\"$rule\"" "$tmp/dom.html"; then
    echo "  search: #search=$rule found the rule"
  else
    echo "FAIL $name: #search=$rule did not find the rule"; grep -o 'id="search-status"[^<]*' "$tmp/dom.html"; fail=1
  fi
  # The page as it opens (headless Chromium paints no tiles after a scripted scroll before it shoots).
  browse --screenshot="$tmp/$name.png" --window-size=1280,900 "file://$out/reader/section-$sec.html" > /dev/null
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
check_config corpus "$src/corpus/rulecorp.ini" "$src/corpus/rules-en.txt" 702.2b
if [ -d "$shared/corpus/cr" ]; then
  echo "corpus/shared.ini:"
  check_config shared "$src/corpus/shared.ini" "$shared/corpus/cr/cr-en-2025-11-14.txt" 702.80
elif [ "${CI:-}" = true ]; then
  echo "FAIL: $shared is missing; under CI=true the shared material must be present"; exit 1
else
  echo "SKIP (shared.ini): $shared not found"
fi
[ $fail = 0 ] && echo "ok reader"
exit $fail
