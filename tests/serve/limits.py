#!/usr/bin/env python3
"""limits.py LUNO: what a request costs `luno serve` is bounded by its size.

An object of 100,000 keys (a duplicate check over every pair took 12 s), a line of a
million small arrays (950 MiB once), a line past the 4 MiB limit (read whole before), each
is refused, and a line of 190,000 short strings (787 MB once) read, with a one-line error in well under a second of CPU and a small, fixed amount
of memory, and the game goes on.
"""
import json
import os
import resource
import subprocess
import sys
import time

LUNO = sys.argv[1]
from checks import check, finish


keys = "{" + ",".join(f'"k{i}":{i}' for i in range(100000)) + "}"
arrays = "[" + "[]," * 1000000 + "[]]"
huge = '{"cmd":"state","pad":"' + "x" * (5 << 20) + '"}'
# 190,000 short strings then a long one, under 4 MiB: each string took the rest of the line
# (787 MB in all); an id may be any JSON, echoed whole
strings = '{"cmd":"state","seat":0,"id":[' + '"a",' * 190000 + '"x' + "x" * (3 << 20) + '"]}'
lines = ['{"cmd":"new","id":1,"players":2,"seed":3,"bots":["human","random"]}',
         keys, arrays, huge, strings, '{"cmd":"state","id":5}']
started = time.process_time()
before = resource.getrusage(resource.RUSAGE_CHILDREN)
out = subprocess.run([LUNO, "serve"], input="\n".join(lines) + "\n", capture_output=True,
                     text=True, timeout=60).stdout.splitlines()
used = resource.getrusage(resource.RUSAGE_CHILDREN)
replies = [json.loads(line) for line in out]
check(len(replies) == 6, f"one reply a line ({len(replies)})")
check(replies[0]["ok"], "the game is made")
check(not replies[1]["ok"] and "at most 256 members" in replies[1]["error"],
      "100,000 keys refused: " + replies[1].get("error", ""))
check(not replies[2]["ok"] and "values in one request" in replies[2]["error"],
      "a million arrays refused: " + replies[2].get("error", ""))
check(not replies[3]["ok"] and "at most" in replies[3]["error"], "a 5 MiB line refused")
check(replies[4]["ok"] and len(replies[4]["id"]) == 190001, "many strings read, small")
check(replies[5]["ok"], "the game goes on")
cpu = (used.ru_utime - before.ru_utime) + (used.ru_stime - before.ru_stime)
check(cpu < 5, f"bounded time: {cpu:.2f} s of CPU")
check(used.ru_maxrss < 200 * 1024, f"bounded memory: {used.ru_maxrss // 1024} MiB at most")
print(f"limits: {cpu:.2f} s of CPU, {used.ru_maxrss // 1024} MiB at most")

# What scripts say: a rule that says 64 KiB every play, in bots' games that go on for
# thousands of plays: the game's events keep at most 32 MiB of text, then short notes.
chatty = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rulesets", "chatty.lua")
lines = [json.dumps({"cmd": "new", "rules": "official," + chatty, "players": 4, "seed": s,
                     "bots": ["random"] * 4}) for s in range(1, 4)]
before = resource.getrusage(resource.RUSAGE_CHILDREN)
server = subprocess.Popen([LUNO, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          text=True)
said = notes = plays = 0
for line in lines:
    server.stdin.write(line + "\n" + '{"cmd":"events"}' + "\n")
    server.stdin.flush()
    made = json.loads(server.stdout.readline())
    events = json.loads(server.stdout.readline())["events"]
    check(made["ok"], "a chatty game is played by its bots: " + made.get("error", ""))
    texts = [e.get("text", "") for e in events if e["kind"] == "say"]
    plays += sum(e["kind"] == "play" for e in events)
    said = max(said, sum(len(t) for t in texts if not t.startswith("(left out")))
    notes += sum(t.startswith("(left out: this game's events hold 32 MiB") for t in texts)
server.stdin.close()
server.wait()
used = resource.getrusage(resource.RUSAGE_CHILDREN)
check(plays > 1000, f"the bots played on ({plays} plays)")
check(said <= 32 << 20, f"a game keeps at most 32 MiB of scripts' words ({said >> 20} MiB)")
check(notes > 0, "and then notes that the rest was left out")
# (no bound on the process's peak here: it holds the replies' JSON too, and a sanitizer's
# quarantine keeps freed texts; the kept text above is the server's own bound)
print(f"limits: chatty games, {plays} plays, {said >> 20} MiB kept, {used.ru_maxrss // 1024} MiB at most")
finish("limits")
