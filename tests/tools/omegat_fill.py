#!/usr/bin/env python3
"""How much of an English CR text OmegaT filled in German from a translation memory.

Usage: omegat_fill.py EN_TM DE_TM EN_TEXT TARGET [LABEL]

EN_TM and DE_TM are the English and German texts the memory was made from (EN/DE 2025-11-14),
EN_TEXT the English text the OmegaT project translates (that edition or another), TARGET the file
OmegaT wrote into target/. A rule line (a line starting with a rule number) counts as filled when
OmegaT's line, its number put aside, is exactly the German rule text; an example line when it is
exactly the German example. "Fillable" lines are those whose English text the memory's English has
(an exact memory cannot fill a reworded rule). The figures are read from the texts themselves, not
from rulecorp, so that they measure rulecorp's memory from outside.
Prints one line of figures per kind and "fill=PERCENT" (rule lines filled of all rule lines).
"""
import re
import sys

RULE = re.compile(r"^(\d{3}(?:\.\d+[a-z]*)?)\.?\s+(\S.*)$")


def lines_of(path):
    text = open(path, encoding="utf-8-sig").read().replace("\r\n", "\n")
    return text.split("\n")


def paragraphs(lines):
    """Blank-line separated paragraphs: lists of (index, stripped line)."""
    out, cur = [], []
    for i, l in enumerate(lines):
        if l.strip():
            cur.append((i, l.strip()))
        elif cur:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def rules_region(lines):
    """Index range of the rules: from the last "100. " line before rule 100.1 to the glossary."""
    first = next(i for i, l in enumerate(lines) if re.match(r"^100\.1\.?\s", l))
    start = max(i for i in range(first) if re.match(r"^100\.\s", lines[i]))
    end = next((i for i in range(first, len(lines)) if lines[i].strip() in ("Glossary", "Glossar")), len(lines))
    return start, end


def join(parts):
    """Wrapped lines joined as rulecorp's parser joins them: by a space, but a line ending in a
    hyphen ("Magic-" / "Karten") joins the next without one."""
    out = ""
    for p in parts:
        out += p if not out or out.endswith("-") else " " + p
    return out


def read_rules(path, example_word):
    """{number: (text, [examples])} of a CR text; a rule's lines joined as join() does."""
    lines = lines_of(path)
    start, end = rules_region(lines)
    rules, order, last = {}, [], None
    for para in paragraphs(lines[start:end]):
        texts = [t for _, t in para]
        m = RULE.match(texts[0])
        if m:
            body, examples = [m.group(2)], []
            for t in texts[1:]:
                if t.startswith(example_word):
                    examples.append([t])
                elif examples:
                    examples[-1].append(t)
                else:
                    body.append(t)
            last = m.group(1)
            rules[last] = (join(body), [join(e) for e in examples])
            order.append(last)
        elif texts[0].startswith(example_word) and last:
            rules[last][1].append(join(texts))
    return rules


def main():
    en_tm, de_tm, en_text, target = sys.argv[1:5]
    label = sys.argv[5] if len(sys.argv) > 5 else target
    en, de = read_rules(en_tm, "Example"), read_rules(de_tm, "Beispiel")
    by_text, by_example = {}, {}
    for n, (t, ex) in en.items():
        if n in de:
            by_text.setdefault(t, de[n][0])
            if len(ex) == len(de[n][1]):
                for e, d in zip(ex, de[n][1]):
                    by_example.setdefault(e, d)
    src, tgt = lines_of(en_text), lines_of(target)
    if len(src) != len(tgt):
        print(f"{label}: target has {len(tgt)} lines, source {len(src)}: cannot compare")
        print("fill=0")
        return 1
    start, end = rules_region(src)
    counts = {"rule": [0, 0, 0], "example": [0, 0, 0]}  # all, fillable, filled
    for i in range(start, end):
        s, t = src[i].strip(), tgt[i].strip()
        m = RULE.match(s)
        if m:
            c, want = counts["rule"], by_text.get(m.group(2))
            got = RULE.match(t)
            ok = want is not None and got is not None and got.group(2) == want
        elif s.startswith("Example"):
            c, want = counts["example"], by_example.get(s)
            ok = want is not None and t == want
        else:
            continue
        c[0] += 1
        c[1] += want is not None
        c[2] += ok
    for kind, (n, fillable, filled) in counts.items():
        pct = 100.0 * filled / n if n else 0
        pf = 100.0 * filled / fillable if fillable else 0
        print(f"{label}: {kind} lines filled in German: {filled}/{n} ({pct:.1f}%); "
              f"of the {fillable} the memory has: {pf:.1f}%")
    n, _, filled = counts["rule"]
    print(f"fill={100.0 * filled / n if n else 0:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
