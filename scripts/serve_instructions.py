#!/usr/bin/env python3
"""serve_instructions.py LUNO [--old]: instructions a `luno serve` step costs, counted by
valgrind's callgrind (so not a timing: the same figure on a busy machine). The requests of
200 one-round official games of four people, each answered with its first option, are
recorded against LUNO, then replayed into a fresh `luno serve` under callgrind; prints its
total instructions over the steps. --old strips the requests' "decision" (for a luno from
before decisions were numbered, to compare the same games)."""
import json
import re
import subprocess
import sys
import tempfile

luno, old = sys.argv[1], "--old" in sys.argv[2:]
record = "--record-with" in sys.argv and sys.argv[sys.argv.index("--record-with") + 1] or luno
p = subprocess.Popen([record, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     text=True, bufsize=1)
lines = []


def ask(req):
    line = json.dumps(req, separators=(",", ":"))
    lines.append(line)
    p.stdin.write(line + "\n")
    p.stdin.flush()
    return json.loads(p.stdout.readline())


for seed in range(1, 201):
    r = ask({"cmd": "new", "players": 4, "seed": seed, "options": {"target_score": 1}})
    while not r["state"]["over"]:
        r = ask({"cmd": "apply", "decision": r["state"]["pending"]["decision"], "option": 0})
p.stdin.close()
p.wait()
if old:
    lines = [re.sub(r'"decision":\d+,', "", line) for line in lines]
steps = sum(1 for line in lines if '"apply"' in line)
with tempfile.NamedTemporaryFile("w", suffix=".jsonl") as f, \
        tempfile.NamedTemporaryFile(suffix=".out") as out:
    f.write("\n".join(lines) + "\n")
    f.flush()
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out.name,
                          luno, "serve"], stdin=open(f.name), stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True)
total = int(re.search(r"Collected : (\d+)", run.stderr).group(1))
print(f"luno serve: {steps} steps of 200 games, {total:,} instructions in all, "
      f"{total / steps:,.0f} a step (the server's start and 200 news included)")
