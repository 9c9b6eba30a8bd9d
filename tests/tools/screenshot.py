"""Reads the screenshots the HTML tests take with headless chromium, without a Python imaging package:
an 8-bit RGB/RGBA non-interlaced PNG (what chromium writes) decoded into rows of bytes, and how much
of it is inked. Imported by validate_report.sh, validate_glossary.sh and validate_build.sh."""
import struct
import zlib


def pixels(path):
    """(width, height, bytes per pixel, rows of bytes) of the PNG at `path`."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, f"unsupported PNG {depth} {ctype} {interlace}"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw, bpp = zlib.decompress(idat), 3 if ctype == 2 else 4
    stride, rows, prev = w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line)); prev = line
    return w, h, bpp, rows


def ink(path):
    """(width, height, distinct colours, share of pixels with some channel below 200) of the PNG."""
    w, h, bpp, rows = pixels(path)
    colours, inked = set(), 0
    for row in rows:
        for x in range(0, len(row), bpp):
            px = row[x:x + 3]
            colours.add(px)
            inked += min(px) < 200
    return w, h, len(colours), inked / (w * h)
