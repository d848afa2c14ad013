"""luno.native: libluno called in this process through ctypes (no compiled extension).

Finds the library as the package was installed beside it (PREFIX/lib, three folders up
from the package), else $LUNO_LIB, else the build tree's (build/lib), else the system's.
libluno finds its rulesets itself (PREFIX/share/luno/rulesets, beside it).
"""

import ctypes
import ctypes.util
import os

_I32P = ctypes.POINTER(ctypes.c_int32)
# Viewers other than a seat, as the core numbers them (luno_host.h's LUNO_VIEW_*).
VIEW_ALL, VIEW_PUBLIC = -1, -2
_lib = None


class NativeError(Exception):
    """libluno refused a call (the game is as it was) or could not be loaded."""


def library_path():
    """The libluno this package uses (see the module's docstring for the order)."""
    if os.environ.get("LUNO_LIB"):
        return os.environ["LUNO_LIB"]
    here = os.path.dirname(os.path.abspath(__file__))
    for where in (os.path.join(here, "..", "..", ".."),  # PREFIX/lib/python3.X/dist-packages/luno
                  os.path.join(here, "..", "..", "build", "lib")):  # the source tree's build
        path = os.path.normpath(os.path.join(where, "libluno.so"))
        if os.path.exists(path):
            return path
    found = ctypes.util.find_library("luno")
    if found:
        return found
    raise NativeError("libluno not found: install luno, or set LUNO_LIB to libluno.so")


def _declare(lib):
    """Declares the argument and result types of env.h's functions."""
    c = ctypes
    lib.luno_env_open.restype = c.c_void_p
    lib.luno_env_open.argtypes = [c.c_char_p, c.c_int, c.c_char_p, c.c_char_p, c.c_char_p, c.c_int]
    lib.luno_env_close.argtypes = [c.c_void_p]
    lib.luno_env_actions.argtypes = [c.c_void_p]
    lib.luno_env_action_name.argtypes = [c.c_void_p, c.c_int, c.c_char_p, c.c_int]
    lib.luno_env_observation_size.argtypes = [c.c_void_p]
    lib.luno_env_reset.argtypes = [c.c_void_p, c.c_uint64, _I32P, c.c_int, c.c_char_p, c.c_int]
    lib.luno_env_step.argtypes = [c.c_void_p, c.c_int, _I32P, c.c_int, c.c_char_p, c.c_int]
    lib.luno_env_legal.argtypes = [c.c_void_p, _I32P, c.c_int]
    lib.luno_env_observe.argtypes = [c.c_void_p, c.c_int, _I32P, c.c_int]
    lib.luno_env_rewards.argtypes = [c.c_void_p, _I32P, c.c_int]
    lib.luno_env_determinize.argtypes = [c.c_void_p, c.c_int, c.c_uint64]
    lib.luno_env_watch.argtypes = [c.c_void_p, c.c_int]
    lib.luno_env_render.argtypes = [c.c_void_p, c.c_char_p, c.c_int]
    lib.luno_env_card.argtypes = [c.c_void_p, c.c_int, c.c_char_p, c.c_int, c.c_char_p, c.c_int,
                                  c.POINTER(c.c_int), c.POINTER(c.c_int)]
    lib.luno_env_color_name.argtypes = [c.c_void_p, c.c_int, c.c_char_p, c.c_int]
    lib.luno_env_top.argtypes = [c.c_void_p]
    return lib


def library():
    """libluno, loaded once."""
    global _lib
    if _lib is None:
        path = library_path()
        try:
            _lib = _declare(ctypes.CDLL(path))
        except OSError as e:
            raise NativeError(f"cannot load {path}: {e}") from None
    return _lib


class Table:
    """A table and its game in this process (env.h): reset and step return the deciding
    seat and its legal action indices; the other seats' bots move inside them."""

    def __init__(self, rules="official", players=2, bots="human", options=None):
        self._lib = library()
        sets = "".join(f"{k}={_word(v)}\n" for k, v in (options or {}).items())
        err = ctypes.create_string_buffer(512)
        self._err = err
        self._env = self._lib.luno_env_open(rules.encode(), players, bots.encode(),
                                            sets.encode() or None, err, len(err))
        if not self._env:
            raise NativeError(err.value.decode(errors="replace"))
        self.players = players
        self.actions = self._lib.luno_env_actions(self._env)
        self._legal = (ctypes.c_int32 * (self.actions + 1))()
        self._rewards = (ctypes.c_int32 * players)()
        self._obs = None

    @staticmethod
    def _whole(value, low, high, what):
        """value as an int in [low, high), refused otherwise: ctypes would wrap it round
        (2**32 + 3 becoming 3) where libluno should see what the caller gave."""
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            raise NativeError(f"{what} {value!r} is not a whole number")
        v = value.__index__()
        if not low <= v < high:
            raise NativeError(f"{what} {v} is out of range ({low} to {high - 1})")
        return v

    def _open(self):
        """The table's handle; a table used after close() is refused (not a crash)."""
        if not self._env:
            raise NativeError("the table is closed")
        return self._env

    def _decision(self, n):
        if n < 0:
            raise NativeError(self._err.value.decode(errors="replace"))
        return self._legal[0], self._legal[1:n + 1]

    def reset(self, seed):
        """A new game from seed: (deciding seat, legal actions); (-1, []) once over."""
        seed = self._whole(seed, 0, 2 ** 64, "seed")
        n = self._lib.luno_env_reset(self._open(), seed, self._legal, len(self._legal), self._err,
                                     len(self._err))
        self._obs = None
        return self._decision(n)

    def step(self, action):
        """Takes action (an index) for the deciding seat: the next decision, as reset."""
        action = self._whole(action, -2 ** 31, 2 ** 31, "action")
        n = self._lib.luno_env_step(self._open(), action, self._legal, len(self._legal), self._err,
                                    len(self._err))
        return self._decision(n)

    def legal(self):
        """The decision now, as reset returns it."""
        return self._decision(self._lib.luno_env_legal(self._open(), self._legal, len(self._legal)))

    def observe(self, seat):
        """seat's view as a list of ints (env.h, luno_env_observe)."""
        return self.observe_raw(seat)[:]

    def observe_raw(self, seat):
        """seat's view in the table's own int32 buffer (overwritten by the next call)."""
        if self._obs is None:
            self._obs = (ctypes.c_int32 * self._lib.luno_env_observation_size(self._open()))()
        if type(seat) is not int or not 0 <= seat < self.players:  # (2**32 would be seat 0)
            raise NativeError(f"no observation for seat {seat}")
        if self._lib.luno_env_observe(self._open(), seat, self._obs, len(self._obs)) < 0:
            raise NativeError(f"no observation for seat {seat}")
        return self._obs

    def observation_size(self):
        return self._lib.luno_env_observation_size(self._open())

    def rewards(self):
        """Per seat: +1 the winner (and its team), -1 the others, 0 before the end."""
        self._lib.luno_env_rewards(self._open(), self._rewards, self.players)
        return self._rewards[:]

    def action_name(self, action):
        buf = ctypes.create_string_buffer(160)
        self._lib.luno_env_action_name(self._open(), action, buf, len(buf))
        return buf.value.decode()

    def card(self, card):
        """Card id `card` of the game as it lies face up now: {"id", "type", "label",
        "color" (a name, None for a wild), "number" (None for a symbol)}."""
        kind, label = ctypes.create_string_buffer(64), ctypes.create_string_buffer(64)
        color, number = ctypes.c_int(), ctypes.c_int()
        if type(card) is not int or self._lib.luno_env_card(self._open(), card, kind, len(kind), label,
                                                              len(label), color, number) < 0:
            raise NativeError(f"no card {card!r}")
        name = None
        if color.value >= 0:
            buf = ctypes.create_string_buffer(64)
            self._lib.luno_env_color_name(self._open(), color.value, buf, len(buf))
            name = buf.value.decode()
        return {"id": card, "type": kind.value.decode(), "label": label.value.decode(), "color": name,
                "number": number.value if number.value >= 0 else None}

    def top(self):
        """The discard pile's top card id (seen by every seat), or None."""
        t = self._lib.luno_env_top(self._open())
        return t if t >= 0 else None

    def color_name(self, color):
        """Color index `color`'s name, or None (-1, or no such color)."""
        buf = ctypes.create_string_buffer(64)
        if type(color) is not int or self._lib.luno_env_color_name(self._open(), color, buf, len(buf)) < 0:
            return None
        return buf.value.decode()

    def watch(self, viewer):
        """From now on the events are kept in words as viewer (a seat, VIEW_PUBLIC or
        VIEW_ALL) is told them: the table's one narration, as luno serve sends it."""
        if self._lib.luno_env_watch(self._open(), viewer) < 0:
            raise NativeError(f"no viewer {viewer}: a seat 0 to {self.players - 1}, "
                              f"VIEW_PUBLIC ({VIEW_PUBLIC}) or VIEW_ALL ({VIEW_ALL})")

    def render_text(self):
        """The words kept since the last call, one line each (after watch)."""
        n = self._lib.luno_env_render(self._open(), None, 0)
        buf = ctypes.create_string_buffer(n + 1)
        self._lib.luno_env_render(self._open(), buf, len(buf))
        return buf.value.decode(errors="replace")

    def determinize(self, seat, seed):
        """Deals again every card seat cannot see (for tests of what seat can tell)."""
        seat = self._whole(seat, 0, self.players, "seat")
        seed = self._whole(seed, 0, 2 ** 64, "seed")
        return self._lib.luno_env_determinize(self._open(), seat, seed)

    def close(self):
        if self._env:
            self._lib.luno_env_close(self._env)
            self._env = None

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass


def _word(value):
    """An option's value as --set takes it."""
    if value is True or value is False:
        return "true" if value else "false"
    return str(value)
