#!/usr/bin/env python3
"""layers.py: no circle between the files of a library, read from its object files.

    layers.py NAME OBJECT... [--below OBJECT... --above OBJECT...]

File A depends on file B when A's object refers to a symbol B's object defines (nm: an
undefined symbol of A, defined in B). The check fails, naming the files, when the
dependencies of the objects given form a circle; with --below and --above, also when a file
of the first group depends on one of the second (a layer that must not call upward).
Prints the order the files may be read in, bottom first, when there is none.
"""
import os
import subprocess
import sys


def symbols(obj):
    """(defined, undefined) global symbol names of an object file."""
    out = subprocess.run(["nm", "--defined-only", "-g", obj], capture_output=True, text=True,
                         check=True).stdout
    defined = {line.split()[-1] for line in out.splitlines() if line.strip()}
    out = subprocess.run(["nm", "-u", obj], capture_output=True, text=True, check=True).stdout
    undefined = {line.split()[-1] for line in out.splitlines() if line.strip()}
    return defined, undefined


def name_of(obj):
    """The source file an object was built from: core/.../flow.c.o -> flow.c."""
    base = os.path.basename(obj)
    return base[:-2] if base.endswith(".o") else base


def graph(objs):
    """Each file's set of the files it depends on."""
    table = {name_of(o): symbols(o) for o in objs}
    owner = {}
    for name, (defined, _) in table.items():
        for sym in defined:
            owner[sym] = name
    deps = {}
    for name, (_, undefined) in table.items():
        deps[name] = {owner[s] for s in undefined if s in owner and owner[s] != name}
    return deps


def find_circle(deps):
    """One circle as a list of files, or None (depth-first search, colors)."""
    state, stack = {}, []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(deps[n]):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if not state.get(m):
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(deps):
        if not state.get(n):
            found = visit(n)
            if found:
                return found
    return None


def order(deps):
    """The files bottom first: each after every file it depends on."""
    done, out = set(), []
    while len(out) < len(deps):
        ready = sorted(n for n in deps if n not in done and deps[n] <= done)
        out += ready
        done |= set(ready)
    return out


def main(argv):
    name, rest = argv[1], argv[2:]
    below, above = [], []
    if "--below" in rest:
        i = rest.index("--below")
        j = rest.index("--above")
        below, above, rest = rest[i + 1:j], rest[j + 1:], rest[:i]
    objs = rest + below + above
    deps = graph(objs)
    circle = find_circle(deps)
    if circle:
        print(f"{name}: files in a circle: {' -> '.join(circle)}")
        for a, b in zip(circle, circle[1:]):
            print(f"  {a} calls {b}")
        return 1
    upper = {name_of(o) for o in above}
    for lower in map(name_of, below):
        up = deps[lower] & upper
        if up:
            print(f"{name}: {lower} (a lower layer) calls {', '.join(sorted(up))} above it")
            return 1
    print(f"ok: {name} has no circle; bottom first: {' '.join(order(deps))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
