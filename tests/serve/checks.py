"""checks.py: the failures a test script collects, and its closing line."""
import sys

failures = []


def check(cond, what):
    """Notes a failed expectation (and says it at once)."""
    if not cond:
        failures.append(what)
        print("FAIL", what)


def finish(name):
    """Prints the closing line and exits 1 when anything failed."""
    print(f"{name}: {0 if failures else 1} passed, {1 if failures else 0} failed")
    sys.exit(1 if failures else 0)


class Server:
    """One `luno serve` on pipes, one request and reply at a time. An apply, answer or
    continue that names no decision answers the one the last reply's state showed pending
    (as a client answers what it was shown)."""

    def __init__(self, luno):
        import subprocess
        self.proc = subprocess.Popen([luno, "serve"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)
        self.decision = None

    def ask(self, **req):
        import json
        if req.get("cmd") in ("apply", "answer", "continue") and "decision" not in req:
            req["decision"] = self.decision
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        reply = json.loads(self.proc.stdout.readline())
        state = reply.get("state")
        if isinstance(state, dict) and "pending" in state:
            self.decision = state["pending"]["decision"]
        return reply

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()
