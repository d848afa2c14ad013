#!/usr/bin/env python3
"""limits.py LUNO: what a request costs `luno serve` is bounded by its size.

An object of 100,000 keys (a duplicate check over every pair took 12 s), a line of a
million small arrays (950 MiB once), a line past the 4 MiB limit (read whole before), each
is refused with a one-line error in well under a second of CPU and a small, fixed amount
of memory, and the game goes on.
"""
import json
import resource
import subprocess
import sys
import time

LUNO = sys.argv[1]
from checks import check, finish


keys = "{" + ",".join(f'"k{i}":{i}' for i in range(100000)) + "}"
arrays = "[" + "[]," * 1000000 + "[]]"
huge = '{"cmd":"state","pad":"' + "x" * (5 << 20) + '"}'
lines = ['{"cmd":"new","id":1,"players":2,"seed":3,"bots":["human","random"]}',
         keys, arrays, huge, '{"cmd":"state","id":5}']
started = time.process_time()
before = resource.getrusage(resource.RUSAGE_CHILDREN)
out = subprocess.run([LUNO, "serve"], input="\n".join(lines) + "\n", capture_output=True,
                     text=True, timeout=60).stdout.splitlines()
used = resource.getrusage(resource.RUSAGE_CHILDREN)
replies = [json.loads(line) for line in out]
check(len(replies) == 5, f"one reply a line ({len(replies)})")
check(replies[0]["ok"], "the game is made")
check(not replies[1]["ok"] and "at most 256 members" in replies[1]["error"],
      "100,000 keys refused: " + replies[1].get("error", ""))
check(not replies[2]["ok"] and "values in one request" in replies[2]["error"],
      "a million arrays refused: " + replies[2].get("error", ""))
check(not replies[3]["ok"] and "at most" in replies[3]["error"], "a 5 MiB line refused")
check(replies[4]["ok"], "the game goes on")
cpu = (used.ru_utime - before.ru_utime) + (used.ru_stime - before.ru_stime)
check(cpu < 5, f"bounded time: {cpu:.2f} s of CPU")
check(used.ru_maxrss < 200 * 1024, f"bounded memory: {used.ru_maxrss // 1024} MiB at most")
print(f"limits: {cpu:.2f} s of CPU, {used.ru_maxrss // 1024} MiB at most")
finish("limits")
