#!/usr/bin/env bash
# Validates the check reports written by tests/emit/report_sample (hand-built findings in EN, DE
# and FR with hostile text, and an empty run): the JSON report against schemas/report.schema.json
# and the baseline against schemas/baseline.schema.json (Draft 2020-12), the SARIF against the
# official SARIF 2.1.0 schema in ../shared (draft-04), all with Debian's python3-jsonschema; the
# HTML is well-formed (an XML parser loads it), and Debian's chromium renders it: a screenshot that
# is not blank, and after the scripts ran, the DOM holds every finding and the filters in the URL
# fragment show the right subsets. Without chromium the test is skipped (failed under CI=true).
set -u
sample=$1 root=$2 shared=$3 python=${4:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -c 'import jsonschema' 2>/dev/null || { echo "FAIL: $python cannot import jsonschema (.ci/setup installs it)"; exit 1; }
count=$("$sample" "$tmp") || { echo "FAIL: report_sample $tmp"; exit 1; }
sarif_schema="$shared/schemas/sarif/sarif-schema-2.1.0.json"
if [ ! -f "$sarif_schema" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: $sarif_schema is missing under CI=true"; exit 1; fi
  echo "note: $sarif_schema not found; the SARIF reports are not validated"
  sarif_schema=""
fi
bad=0
"$python" - "$root/schemas" "$tmp" "$sarif_schema" <<'PY' || bad=1
import json, sys, pathlib, xml.dom.minidom
from jsonschema import Draft202012Validator, Draft4Validator
schemas, tmp, sarif = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3]
bad = 0
def check(validator_class, schema_path, files):
    global bad
    schema = json.load(open(schema_path))
    validator_class.check_schema(schema)
    v = validator_class(schema)
    for f in files:
        errors = list(v.iter_errors(json.load(open(tmp / f))))
        for e in errors[:5]:
            print(f"{f}: {'/'.join(map(str, e.absolute_path))}: {e.message[:300]}")
        bad += bool(errors)
    print(f"{schema_path.name}: {', '.join(files)} checked")
check(Draft202012Validator, schemas / "report.schema.json", ["report.json", "empty.json"])
check(Draft202012Validator, schemas / "baseline.schema.json", ["baseline.json", "empty-baseline.json"])
if sarif:
    check(Draft4Validator, pathlib.Path(sarif), ["report.sarif", "empty.sarif"])
for f in ["report.html", "empty.html"]:
    try:
        xml.dom.minidom.parse(str(tmp / f))
    except Exception as e:
        print(f"{f}: not well-formed: {e}"); bad += 1
# The fingerprints tie the formats together: the same finding has the same one everywhere.
report = json.load(open(tmp / "report.json"))
sarif_results = json.load(open(tmp / "report.sarif"))["runs"][0]["results"]
baseline = json.load(open(tmp / "baseline.json"))["accepted"]
fp = [f["fingerprint"] for f in report["findings"]]
if fp != [r["partialFingerprints"]["rulecorp/v1"] for r in sarif_results] or fp != [e["fingerprint"] for e in baseline]:
    print("fingerprints differ between report.json, report.sarif and baseline.json"); bad += 1
sys.exit(1 if bad else 0)
PY

chromium=$(command -v chromium || true)
if [ -z "$chromium" ]; then
  if [ "${CI:-}" = true ]; then echo "FAIL: chromium is missing under CI=true (.ci/setup installs it)"; exit 1; fi
  echo "skip: chromium not installed (apt-get install chromium); the HTML report was not rendered"
  [ $bad = 0 ] && exit 77
  exit 1
fi
browse() {  # browse URL ARGS...: headless chromium with a fresh profile, no network chatter
  local url=$1; shift
  local profile; profile=$(mktemp -d "$tmp/profile.XXXXXX")
  timeout 120 "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
    --user-data-dir="$profile" "$@" "$url" 2> "$tmp/chromium.err"
}
page="file://$tmp/report.html"
browse "$page" --window-size=1280,1600 --screenshot="$tmp/shot.png" > /dev/null
[ -s "$tmp/shot.png" ] || { echo "FAIL: chromium wrote no screenshot"; tail -5 "$tmp/chromium.err"; exit 1; }
for view in all "severity=error" "language=fr" "check=xref.stale" "check=typography.quotes&language=en"; do
  url=$page; [ "$view" = all ] || url="$page#$view"
  browse "$url" --virtual-time-budget=2000 --dump-dom > "$tmp/dom-${view//[^a-z.=]/_}.html" ||
    { echo "FAIL: chromium --dump-dom $url"; tail -5 "$tmp/chromium.err"; exit 1; }
done
PYTHONPATH="$(dirname "$0")" "$python" - "$tmp" "$count" <<'PY' || bad=1
import sys, pathlib, re
from screenshot import ink
tmp, expected = pathlib.Path(sys.argv[1]), int(sys.argv[2])
bad = 0
w, h, colours, share = ink(tmp / "shot.png")
print(f"screenshot {w}x{h}: {colours} colours, {share:.1%} of the pixels inked")
if colours < 16 or share < 0.01:
    print("FAIL: the screenshot is blank"); bad += 1
def dom(view):
    return (tmp / f"dom-{re.sub(r'[^a-z.=]', '_', view)}.html").read_text()
expect = {"all": expected, "severity=error": 3, "language=fr": 1, "check=xref.stale": 1,
          "check=typography.quotes&language=en": 1}
for view, n in expect.items():
    d = dom(view)
    articles = len(re.findall(r'<article class="finding ', d))
    hidden = len(re.findall(r'<article class="finding [^"]*"[^>]*\shidden', d))
    shown = re.search(r'<body data-shown="(\d+)"', d)
    counter = re.search(r'<span id="shown">([^<]*)</span>', d)
    ok = articles == expected and shown and int(shown.group(1)) == n and articles - hidden == n and counter and \
        counter.group(1) == f"{n} of {expected} findings shown"
    print(f"dom {view}: {articles} findings, {articles - hidden} shown, counter {counter.group(1) if counter else None!r}"
          f" {'ok' if ok else 'FAIL (expected ' + str(n) + ' shown)'}")
    bad += not ok
sys.exit(1 if bad else 0)
PY
exit $bad
