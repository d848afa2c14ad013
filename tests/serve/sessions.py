#!/usr/bin/env python3
"""sessions.py LUNO: who may do what in `luno serve` (docs/PROTOCOL.md, "Sessions").

Standard input's client is the referee until it binds itself to a seat; from then on it
may not undo, start or load a game, save, or bind again. On a socket: the socket is made
0600 whatever the umask; a second server never takes a live one's socket; a connection is
nobody until it joins with a token; a seat's token binds for good; one client that sends
half a line and waits does not keep the others waiting; a line past the limit is refused
without being kept; a socket's client names rulesets only by name.
"""
import json
import re
import os
import socket
import subprocess
import sys
import tempfile
import time

LUNO = sys.argv[1]
from checks import check, finish


def stdio(requests):
    """Replies of a `luno serve` on standard input to the requests given."""
    text = "".join(json.dumps(r) + "\n" for r in requests)
    out = subprocess.run([LUNO, "serve"], input=text, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines()]


# Standard input: bound for good.
r = stdio([{"cmd": "new", "players": 2, "seed": 5, "bots": ["human", "random"], "seat": 0},
           {"cmd": "undo"}, {"cmd": "new", "seed": 9}, {"cmd": "load", "save": {}},
           {"cmd": "save"}, {"cmd": "bind", "seat": 1}, {"cmd": "state", "seat": 1},
           {"cmd": "apply", "action": {"type": "penalty", "seat": 1, "value": 2}}])
check(r[0]["ok"], "stdin: new with a seat")
for i, what in enumerate(["undo", "new", "load", "save", "bind", "another seat's state",
                          "a penalty"], start=1):
    check(not r[i]["ok"], f"stdin: a bound client's {what} was refused")
r = stdio([{"cmd": "new", "players": 2, "bots": ["human", "random"]}, {"cmd": "save"}])
check(r[0]["ok"] and r[1]["ok"], "stdin: the referee makes a game and saves it")
save = re.sub(r"\nrng 0 [0-9 ]+\n", "\nrng 0 0 0 0 0\n", r[1]["save"])
r = stdio([{"cmd": "load", "save": save}])
check(not r[0]["ok"] and "all zero" in r[0]["error"],
      "a save whose bot generator is all zero is refused (a bot drawing from it never ends)")


def start_server(tmp, umask=0o022):
    path, token = os.path.join(tmp, "s.sock"), os.path.join(tmp, "token")
    old = os.umask(umask)
    try:
        server = subprocess.Popen([LUNO, "serve", "--socket", path, "--token-file", token],
                                  stderr=subprocess.PIPE, text=True)
    finally:
        os.umask(old)
    for _ in range(200):
        if os.path.exists(path) and os.path.exists(token) and os.path.getsize(token) > 0:
            break
        time.sleep(0.02)
    with open(token) as f:
        return server, path, f.read().strip()


class Client:
    def __init__(self, path):
        self.s = socket.socket(socket.AF_UNIX)
        self.s.connect(path)
        self.s.settimeout(10)
        self.f = self.s.makefile("rw")

    def ask(self, request):
        self.f.write((request if isinstance(request, str) else json.dumps(request)) + "\n")
        self.f.flush()
        return json.loads(self.f.readline())


with tempfile.TemporaryDirectory() as tmp:
    server, path, referee = start_server(tmp, umask=0)
    try:
        check(os.stat(path).st_mode & 0o777 == 0o600, "the socket is 0600 under umask 000")
        second = subprocess.run([LUNO, "serve", "--socket", path], capture_output=True,
                                text=True, timeout=10)
        check(second.returncode == 2 and "live" in second.stderr,
              "a second server refuses a live server's socket")
        check(os.path.exists(path), "the live server's socket is still there")
        silent = socket.socket(socket.AF_UNIX)
        silent.connect(path)
        silent.sendall(b'{"cmd": "sta')  # half a line, then nothing
        ref = Client(path)
        check(not ref.ask({"cmd": "state"})["ok"], "a connection is nobody before it joins")
        check(ref.ask({"cmd": "join", "token": referee})["ok"], "the referee joins")
        made = ref.ask({"cmd": "new", "players": 3, "bots": ["human", "human", "random"]})
        check(made["ok"], "the referee makes a game, while a silent client waits")
        check(not ref.ask({"cmd": "new", "rules": "../../etc/passwd"})["ok"],
              "a socket's client may not name a ruleset by path")
        for field, value in (("rules", "../../etc/passwd"), ("bots", ["./spy.lua", "random"])):
            forged = {"format": "luno-serve-save", "version": 1, "players": 2, "seed": 4,
                      "actions": [], field: value}
            told = ref.ask({"cmd": "load", "save": forged})
            check(not told["ok"] and ("folders only" in told["error"] or
                                      "a bot's name" in told["error"]),
                  f"nor by a save's {field} (the server reads no file a client chooses)")
        tokens = ref.ask({"cmd": "seats"})["tokens"]
        check(sorted(tokens) == ["0", "1"], "tokens for the people's seats only")
        seat = Client(path)
        check(seat.ask({"cmd": "join", "token": tokens["1"]}).get("seat") == 1, "a seat joins")
        for req in ({"cmd": "undo"}, {"cmd": "save"}, {"cmd": "seats"},
                    {"cmd": "join", "token": referee}, {"cmd": "state", "seat": 0},
                    {"cmd": "load", "save": {}}):
            check(not seat.ask(req)["ok"], f"a seat's client may not {req['cmd']}")
        mine = seat.ask({"cmd": "state"})["state"]
        check(mine["seat"] == 1, "a seat sees its own view")
        again = Client(path)  # reconnecting: nobody again, until it joins with its token
        check(not again.ask({"cmd": "state"})["ok"], "a reconnection is not bound to anything")
        check(again.ask({"cmd": "join", "token": tokens["1"]}).get("seat") == 1,
              "a seat's token joins its seat again, and that seat only")
        long_line = '{"cmd": "state", "pad": "' + "x" * (2 << 20) + '"}'
        seat.f.write(long_line + "\n")
        seat.f.flush()
        reply = json.loads(seat.f.readline())
        check(not reply["ok"] and "at most" in reply["error"], "an over-long line is refused")
        check(seat.ask({"cmd": "state"})["ok"], "the connection goes on after it")
        ref.ask({"cmd": "new", "players": 2, "bots": ["human", "random"]})
        check(not seat.ask({"cmd": "state"})["ok"], "a new game unbinds the last one's seats")
        silent.close()
    finally:
        server.terminate()
        server.wait()

# --token-file: a file already there keeps no mode of its own (0644 left the token readable
# by all), and a symbolic link planted there is replaced, its target untouched.
with tempfile.TemporaryDirectory() as tmp:
    victim, link, loose = (os.path.join(tmp, n) for n in ("victim", "link", "loose"))
    with open(victim, "w") as f:
        f.write("mine\n")
    os.symlink(victim, link)
    with open(loose, "w") as f:
        f.write("old\n")
    os.chmod(loose, 0o644)
    for i, token in enumerate((link, loose)):
        server = subprocess.Popen([LUNO, "serve", "--socket", os.path.join(tmp, f"{i}.sock"),
                                   "--token-file", token], stderr=subprocess.PIPE, text=True)
        for _ in range(250):
            if not os.path.islink(token) and os.stat(token).st_mode & 0o777 == 0o600:
                break
            time.sleep(0.02)
        server.terminate()
        server.wait(timeout=10)
        check(not os.path.islink(token) and os.stat(token).st_mode & 0o777 == 0o600,
              f"the token file is a new file of mode 0600 ({os.path.basename(token)})")
    with open(victim) as f:
        check(f.read() == "mine\n", "a link's target is untouched")

finish("sessions")
