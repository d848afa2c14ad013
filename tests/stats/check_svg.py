"""check_svg.py FILE: the SVG of `luno sim` parses as XML and draws both charts."""
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
if root.tag != NS + "svg":
    sys.exit(f"root element is {root.tag}, not svg")
texts = " ".join(t.text or "" for t in root.iter(NS + "text"))
for want in ("Round length", "Win rate by seat", "seat 0", "seat 3"):
    if want not in texts:
        sys.exit(f"no text '{want}' in the picture")
bars = [r for r in root.iter(NS + "rect") if r.get("fill") == "#4a7fb5"]
whiskers = list(root.iter(NS + "path"))
if len(bars) < 5 or len(whiskers) != 4:
    sys.exit(f"{len(bars)} histogram bars and {len(whiskers)} whiskers")
for r in root.iter(NS + "rect"):
    if r.get("height") and not r.get("height").endswith("%") and float(r.get("height")) < 0:
        sys.exit("a bar of negative height")
# The y axes' tick labels are round steps (1, 2, 2.5 or 5 times a power of ten from 0),
# not fractions of the tallest bar (6164, 12327).
ticks = [t.text.rstrip("%") for t in root.iter(NS + "text")
         if t.get("text-anchor") == "end" and t.text and t.text.rstrip("%").replace(".", "").isdigit()]
for start in range(0, len(ticks), 5):
    axis = [float(x) for x in ticks[start:start + 5]]
    step = axis[1] - axis[0] if len(axis) > 1 else 0
    mantissa = step / 10 ** __import__("math").floor(__import__("math").log10(step)) if step > 0 else 0
    if axis[0] != 0 or round(mantissa, 6) not in (1.0, 2.0, 2.5, 5.0) or \
            any(abs(axis[i] - i * step) > 1e-9 for i in range(len(axis))):
        sys.exit(f"axis ticks {axis} are not round steps from 0")
print(f"ok: {len(bars)} bars, {len(whiskers)} whiskers, ticks {ticks}")
