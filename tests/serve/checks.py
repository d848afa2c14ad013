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
