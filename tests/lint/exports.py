#!/usr/bin/env python3
"""exports.py LIB HEADER...: libluno's public face, checked. Every function the shared
library exports (nm -D) is declared LUNO_API in one of the public headers with a comment
over it (or over the group it is declared in), and every LUNO_API declaration of the
headers is exported: what a program embedding libluno may call is exactly what the
headers document. Prints each failure on a line of its own; exit 1 if any."""
import re
import subprocess
import sys

lib, headers = sys.argv[1], sys.argv[2:]
out = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True,
                     check=True).stdout
exported = {f[2] for f in (line.split() for line in out.splitlines()) if len(f) == 3 and f[1] == "T"}
declared, problems = {}, []
for path in headers:
    lines = open(path, encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        if "LUNO_API" not in line or line.startswith("#"):
            continue
        m = re.search(r"\b(luno_\w+)\s*\(", line)
        if not m:
            continue
        name = m.group(1)
        declared[name] = path
        j, commented = i - 1, False
        while j >= 0 and i - j <= 12:  # up over the declarations of its group to a comment
            text = lines[j].strip()
            if text.endswith("*/") or text.startswith("/*"):
                commented = True
                break
            if not text:
                break
            j -= 1
        if not commented and "/*" not in line:
            problems.append(f"{path}:{i + 1}: {name} has no comment saying what it does")
for name in sorted(exported - set(declared)):
    problems.append(f"{lib}: exports {name}, which no public header declares")
for name in sorted(set(declared) - exported):
    problems.append(f"{declared[name]}: declares {name} LUNO_API, which {lib} does not export")
for p in problems:
    print(p)
print(f"exports: {len(exported)} functions, {len(problems)} problems")
sys.exit(1 if problems else 0)
