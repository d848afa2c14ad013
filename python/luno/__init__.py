"""luno: play UNO games scripted in Lua from Python.

Standard library only. Two ways in:
- luno.env(...): a multi-agent environment with PettingZoo's AEC interface, in this process
  through libluno (ctypes; luno/env.py, luno/native.py), for learning agents;
  luno.sim_many(...) plays many games on a process pool (luno/parallel.py).
- luno.Game(...): one game in a `luno serve` process, speaking its JSON-lines protocol
  (docs/PROTOCOL.md): every kind of decision, undo, save and load, events.

A Game runs one `luno serve` process and speaks its protocol to it. Actions are the ids of the pending decision's options,
as RLCard and PettingZoo users drive UNO through reset/step and legal-action ids:

    from luno import Game
    g = Game(rules="official", players=2, seed=1)
    while not g.is_over():
        g.step(g.legal_actions()[0])
    print(g.winner())
"""

import json
import operator
import os
import shutil
import subprocess

from .env import MAX_CYCLES, AECEnv, env
from .evaluate import evaluate, wilson
from .native import NativeError, Table
from .parallel import sim_many

__all__ = ["Game", "LunoError", "find_luno", "env", "AECEnv", "MAX_CYCLES", "evaluate", "wilson", "Table", "NativeError",
           "sim_many"]


class LunoError(Exception):
    """A request luno serve refused (the game is unchanged), or a server that stopped."""


def find_luno():
    """The luno program: $LUNO_BIN, else the one installed with this package (its prefix's
    bin/luno), else `luno` on PATH, else the build tree's."""
    if os.environ.get("LUNO_BIN"):
        return os.environ["LUNO_BIN"]
    here = os.path.dirname(os.path.abspath(__file__))
    # installed: PREFIX/lib/python3[.X]/dist-packages/luno/__init__.py
    beside = os.path.join(here, "..", "..", "..", "..", "bin", "luno")
    if os.path.basename(os.path.dirname(here)) == "dist-packages" and os.access(beside, os.X_OK):
        return os.path.normpath(beside)
    found = shutil.which("luno")
    if found:
        return found
    built = os.path.join(here, "..", "..", "build", "luno")
    if os.path.exists(built):
        return os.path.normpath(built)
    raise LunoError("luno not found: install it, put it on PATH or set LUNO_BIN")


def _option_id(action):
    """An option id: an int (a numpy integer too, through __index__), never a bool or a
    float, which int() would turn into some other option without a word."""
    if isinstance(action, bool) or not hasattr(type(action), "__index__"):
        raise TypeError("an action is an option id (int), a typed answer (str, or None for a "
                        "text question) or a raw action (dict), not %r" % (action,))
    return operator.index(action)


class Game:
    """One game in a `luno serve` process of its own.

    rules: a ruleset list ("official", "official,jump_in", "special", ...); players: 2-10;
    seed: the game's seed (default: drawn by the server from the system's entropy, so no
    two games deal alike); options: {name: value} as `--set`; bots: one name per seat
    ("human" for the seats this program plays, "random", "greedy", ...), default all human.
    react: when a reaction window opens for a seat of this program (a catch, a jump-in),
    the bots wait for it (`waiting()`): take it with step() on a reaction (a dict
    {"type": "react", ...}) or let it go with go_on(seat). With react=False (the default)
    the windows are let go at once, so the bots move until this program's next decision.
    """

    def __init__(self, rules="official", players=2, seed=None, options=None, bots=None,
                 luno=None, react=False, _save=None):
        self._proc = subprocess.Popen(
            [luno or find_luno(), "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, encoding="utf-8", bufsize=1)
        self._next_id = 0
        self._react = react
        if _save is not None:
            self._settle(self._call("load", save=_save))
            return
        request = {"rules": rules, "players": players}
        if seed is not None:
            request["seed"] = seed
        if options:
            request["options"] = options
        if bots:
            request["bots"] = list(bots)
        self._settle(self._call("new", **request))

    def _settle(self, reply):
        """Takes a reply's state; without react, lets every window the bots wait on go."""
        self._state = reply["state"]
        while not self._react and self._state["pending"].get("waiting"):
            seat = self._state["pending"]["waiting"][0]
            self._state = self._call("continue", seat=seat,
                                     decision=self._state["pending"]["decision"])["state"]

    def _call(self, cmd, **fields):
        """Sends one request and returns its reply; raises LunoError if it was refused."""
        if self._proc is None:
            raise LunoError("the game is closed")
        self._next_id += 1
        request = dict(fields, cmd=cmd, id=self._next_id)
        self._proc.stdin.write(json.dumps(request, separators=(",", ":")) + "\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise LunoError("luno serve stopped")
        reply = json.loads(line)
        if not reply.get("ok"):
            raise LunoError(reply.get("error", "refused"))
        return reply

    # The RL-style interface.
    def current_player(self):
        """The seat whose decision is pending, or -1 once the match is over."""
        return self._state["pending"]["seat"]

    def legal_actions(self):
        """The ids of the pending decision's options ([] once the match is over)."""
        return [o["id"] for o in self._state["pending"].get("options", [])]

    def action_labels(self):
        """{id: words} for the pending options, e.g. {0: "play green 4", 1: "draw"}."""
        return {o["id"]: o["action"]["label"] for o in self._state["pending"].get("options", [])}

    def pending(self):
        """The pending decision: kind, seat, prompt, options, reactions."""
        return self._state["pending"]

    def step(self, action, call=False):
        """Takes an option id (int), a typed answer (str, or None for no answer to a text
        question) or a raw action (dict); returns the next deciding seat's observation."""
        decision = self._state["pending"]["decision"]
        if isinstance(action, dict):
            reply = self._call("apply", action=action, decision=decision)
        elif isinstance(action, str) or (action is None and self.pending()["kind"] == "text"):
            reply = self._call("answer", text=action, decision=decision)
        else:
            reply = self._call("apply", option=_option_id(action), call=bool(call),
                               decision=decision)
        self._settle(reply)
        return self._state

    def waiting(self):
        """The seats whose reaction the bots wait for (react=True): each reacts or go_on()."""
        return list(self._state["pending"].get("waiting", []))

    def go_on(self, seat):
        """seat lets the open reaction windows go; the bots move on."""
        self._settle(self._call("continue", seat=seat,
                                decision=self._state["pending"]["decision"]))
        return self._state

    def observation(self, seat):
        """What seat may see: its hand, other hands' counts, piles, scores, its options."""
        return self._call("state", seat=seat)["state"]

    def is_over(self):
        return self._state["over"]

    def winner(self):
        return self._state["winner"]

    def scores(self):
        return list(self._state["scores"])

    def events(self, since=0, seat=None):
        """(events, mark): what happened since a mark, as seat may know it."""
        fields = {"since": since} if seat is None else {"since": since, "seat": seat}
        reply = self._call("events", **fields)
        return reply["events"], reply["mark"]

    def undo(self):
        """Back to before this program's last action; returns the observation there."""
        self._settle(self._call("undo"))
        return self._state

    def save(self):
        """The whole game as text in luno's save format (what `luno play`'s `load` and
        `luno web --step` open too), which Game.load makes again."""
        return self._call("save")["save"]

    @classmethod
    def load(cls, save, luno=None):
        return cls(luno=luno, _save=save)

    def clone(self):
        """An independent copy that goes on exactly as this game would (same bots' draws)."""
        return Game.load(self.save())

    def close(self):
        if self._proc is not None:
            self._proc.stdin.close()
            self._proc.wait()
            self._proc.stdout.close()
            self._proc = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown: nothing left to tidy
            pass
