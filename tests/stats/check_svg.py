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
print(f"ok: {len(bars)} bars, {len(whiskers)} whiskers")
