#!/usr/bin/env python3
"""exports.py LIB HEADER...: libluno's public face is what its public headers declare.

Every name the shared library exports (nm -D --defined-only) starts with luno_ and is
declared LUNO_API in one of the headers; every LUNO_API declaration is exported; and every
function the headers declare is marked LUNO_API (else it would be hidden). Prints
each mismatch and exits 1; prints a summary and exits 0 when there is none.
"""
import re
import subprocess
import sys


# Names a sanitized build adds (AddressSanitizer's markers of each global): not luno's.
SANITIZER_PREFIXES = ("__odr_asan", "__asan", "__ubsan", "__sancov")


def exported(lib):
    """The names the shared library defines for others (less the sanitizers' own)."""
    out = subprocess.run(["nm", "-D", "--defined-only", lib], capture_output=True, text=True,
                         check=True).stdout
    names = {line.split()[-1] for line in out.splitlines() if line.strip()}
    return {n for n in names if not n.startswith(SANITIZER_PREFIXES)}


def declared(headers):
    """The names the headers declare LUNO_API: functions, and the arrays of data."""
    names = set()
    for path in headers:
        text = re.sub(r"/\*.*?\*/", " ", open(path).read(), flags=re.S)
        text = re.sub(r"^#.*$", "", text, flags=re.M)  # (the #define of LUNO_API itself)
        for decl in re.findall(r"LUNO_API\s+([^;{]*)", text):
            m = re.search(r"([A-Za-z_]\w*)\s*(\(|\[)", decl) or re.search(r"(\w+)\s*$", decl)
            names.add(m.group(1))
    return names


def unmarked(headers):
    """Functions and data the headers declare at file level without LUNO_API."""
    names = []
    for path in headers:
        text = re.sub(r"/\*.*?\*/", " ", open(path).read(), flags=re.S)
        text = re.sub(r"^#.*$", "", text, flags=re.M)
        depth = 0
        for line in text.splitlines():
            if depth == 0 and re.match(r"[A-Za-z_]", line) and not re.match(
                    r"(LUNO_API|typedef|enum|struct|static|extern \"C\")\b", line):
                m = re.search(r"([A-Za-z_]\w*)\s*(\(|\[)", line)
                if m:
                    names.append(f"{path.split('/')[-1]}: {m.group(1)}")
            depth += line.count("{") - line.count("}")
    return names


def main(argv):
    lib, headers = argv[1], argv[2:]
    names, decls = exported(lib), declared(headers)
    bad = sorted(n for n in names if not n.startswith("luno_"))
    undeclared = sorted(n for n in names if n not in decls)
    missing = sorted(decls - names)
    for n in bad:
        print(f"exported without the luno_ prefix: {n}")
    for n in undeclared:
        print(f"exported but declared LUNO_API in no public header: {n}")
    for n in missing:
        print(f"declared LUNO_API but not exported: {n}")
    plain = unmarked(headers)
    for n in plain:
        print(f"declared in a public header without LUNO_API (hidden): {n}")
    if bad or undeclared or missing or plain:
        return 1
    print(f"ok: libluno exports {len(names)} names, each luno_-prefixed and declared in a "
          "public header")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
