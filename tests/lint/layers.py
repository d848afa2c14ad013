#!/usr/bin/env python3
"""layers.py: no circle between the files of a library, read from its object files.

    layers.py NAME [--bottom FOLDER] OBJECT...

File A depends on file B when A's object refers to a symbol B's object defines (nm: an
undefined symbol of A, defined in B). The check fails, naming the files, when the
dependencies of the objects given form a circle; with --bottom, also when a file built from
FOLDER (a path part, e.g. sandbox) depends on a file from elsewhere: that folder is a layer
that calls nothing above it. Prints the order the files may be read in, bottom first.
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
    """The source file an object was built from: .../luno_host.dir/sandbox/budget.c.o ->
    sandbox/budget.c (the folder kept below the target's object folder)."""
    base = obj[:-2] if obj.endswith(".o") else obj
    parts = base.split(os.sep)
    for i, part in enumerate(parts):
        if part.endswith(".dir"):
            return "/".join(parts[i + 1:])
    return os.path.basename(base)


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
    name, objs, bottom = argv[1], argv[2:], None
    if objs and objs[0] == "--bottom":
        bottom, objs = objs[1], objs[2:]
    deps = graph(objs)
    circle = find_circle(deps)
    if circle:
        print(f"{name}: files in a circle: {' -> '.join(circle)}")
        for a, b in zip(circle, circle[1:]):
            print(f"  {a} calls {b}")
        return 1
    inside = lambda f: f.startswith(bottom + "/")
    for f in sorted(deps):
        up = sorted(d for d in deps[f] if bottom and inside(f) and not inside(d))
        if up:
            print(f"{name}: {f} (in {bottom}/, the bottom layer) calls {', '.join(up)} above it")
            return 1
    print(f"ok: {name} has no circle; bottom first: {' '.join(order(deps))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
