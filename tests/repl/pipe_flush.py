#!/usr/bin/env python3
"""pipe_flush.py LUNO RULESETS: `luno play` driven through pipes hands over each reply
whole as soon as it waits for the next line: the opening before any command is sent, then
a command's reply before the next one."""
import os
import select
import subprocess
import sys

luno, rulesets = sys.argv[1], sys.argv[2]
env = dict(os.environ, LUNO_PATH=rulesets, NO_COLOR="1")
p = subprocess.Popen([luno, "play", "--seed", "1"], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)


def read_until(text, seconds=10.0):
    """What the REPL wrote until text appeared; exits 1 if it did not within seconds."""
    got = b""
    fd = p.stdout.fileno()
    while text.encode() not in got:
        ready, _, _ = select.select([fd], [], [], seconds)
        if not ready:
            p.kill()
            sys.exit("FAILED: no '%s' within %gs; got %r" % (text, seconds, got[-300:]))
        chunk = os.read(fd, 4096)
        if not chunk:
            sys.exit("FAILED: the REPL ended before '%s'" % text)
        got += chunk
    return got


read_until("Ann to play")  # the opening, with nothing sent yet
p.stdin.write(b"show\n")
p.stdin.flush()
read_until("Round 1")  # the reply to one command, the pipe still open
p.stdin.write(b"quit\n")
p.stdin.close()
p.wait(timeout=10)
print("ok: replies arrive whole through a pipe")
