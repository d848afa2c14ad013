"""luno.env: a luno game as a multi-agent environment with PettingZoo's AEC interface
(reset, agent_iter, last, step, observe, action_space, observation_space), in this
process through libluno (luno.native). PettingZoo itself is not needed.

    import luno
    env = luno.env(rules="official", players=4, seed=1, options={"target_score": 1})
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        mask = obs["action_mask"]
        action = None if terminated or truncated else random.choice(
            [a for a in range(len(mask)) if mask[a]])
        env.step(action)

Agents are the seats the caller plays ("player_0", ...); the other seats (bots=...) are
luno's bots, which move inside step. Observations are {"observation": ints,
"action_mask": int8s}: the seat's view from luno's one per-seat view (luno_sees), so no
hidden card can leak into it (tests/python proves it by reshuffling the hidden cards).
Rewards come at the match's end: +1 the winner (and its team), -1 the others.

render_mode="ansi" makes render() return what happened since the last render, in the
words luno serve, the web table and the REPL use (the table's one narration), as
render_seat is told it: a seat ("You draw 2: red 1, blue 5"), "public" (what every seat
may know: the default) or "all" (every card); render_mode="human" prints it.
"""

import array
import random as _random

from .native import VIEW_ALL, VIEW_PUBLIC, Table

try:  # numpy is used when present; plain arrays otherwise
    import numpy as _np
except ImportError:  # pragma: no cover - depends on the machine
    _np = None

__all__ = ["env", "AECEnv", "Discrete", "Box", "DictSpace", "MAX_CYCLES", "FEATURE_PLANES"]

# Steps (the agents' actions, not the bots') after which an episode is truncated: far past
# any game that ends (a round of official UNO takes tens of steps), soon enough that two
# agents that only draw and pass stop (PettingZoo's max_cycles).
MAX_CYCLES = 10000
# The observation's fields before the hands' sizes: seat, players, deciding seat, kind,
# direction, color, top card's type, round, draw pile, discard pile, card drawn.
_HEADER = 11
# The card planes of features(), one row per kind of card (env.kinds).
FEATURE_PLANES = ("in hand", "in the discard pile", "in another hand", "on top")


def _np_int(value):
    """value as a numpy int64 when numpy is there (as gymnasium's spaces give), else an int."""
    return _np.int64(value) if _np is not None else value


def _whole(x):
    """x as an int if it is a whole number of an integer type (an int, a numpy integer or a
    0-d integer array; never a bool or a float), else None."""
    if _np is not None and isinstance(x, _np.ndarray):
        return int(x) if x.shape == () and x.dtype.kind in "iu" else None
    if isinstance(x, bool) or not hasattr(type(x), "__index__"):
        return None
    return int(x.__index__())


class Discrete:
    """n actions, start .. start+n-1 (as gymnasium.spaces.Discrete): contains takes ints and
    numpy integers, never a bool or a float; sample(mask) picks among the mask's ones (start
    when it has none), from the space's own generator (seed)."""

    def __init__(self, n, seed=None, start=0):
        self.n, self.start, self.shape = n, start, ()
        self.dtype = _np.dtype(_np.int64) if _np is not None else "int64"
        self.seed(seed)

    def seed(self, seed=None):
        self._rng = _random.Random(seed)
        return [seed]

    def contains(self, x):
        v = _whole(x)
        return v is not None and self.start <= v < self.start + self.n

    def __contains__(self, x):
        return self.contains(x)

    def sample(self, mask=None):
        if mask is None:
            return _np_int(self.start + self._rng.randrange(self.n))
        if len(mask) != self.n:
            raise ValueError(f"sample: the mask has {len(mask)} entries, not {self.n}")
        ones = [a for a in range(self.n) if mask[a]]
        return _np_int(self.start + (self._rng.choice(ones) if ones else 0))

    def __eq__(self, other):
        return isinstance(other, Discrete) and (self.n, self.start) == (other.n, other.start)

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    """An integer array of shape (n,) with every value in [low, high] (as
    gymnasium.spaces.Box): low and high are arrays of that shape (numpy's when present);
    contains is exact (the shape, an integer type that casts to dtype, every value within)."""

    def __init__(self, low, high, n, dtype, seed=None):
        self.shape = (n,)
        if _np is not None:
            self.dtype = _np.dtype(dtype)
            self.low = _np.full(self.shape, low, dtype=self.dtype)
            self.high = _np.full(self.shape, high, dtype=self.dtype)
        else:
            self.dtype, self.low, self.high = dtype, [low] * n, [high] * n
        self.seed(seed)

    def seed(self, seed=None):
        self._rng = _random.Random(seed)
        return [seed]

    def contains(self, x):
        if _np is not None:
            if not isinstance(x, _np.ndarray):
                try:
                    x = _np.asarray(x)
                except (TypeError, ValueError):
                    return False
            return bool(x.shape == self.shape and x.dtype.kind in "iu" and
                        _np.can_cast(x.dtype, self.dtype) and _np.all(x >= self.low) and
                        _np.all(x <= self.high))
        values = [_whole(v) for v in x] if hasattr(x, "__len__") else None
        return (values is not None and len(values) == self.shape[0] and None not in values and
                all(lo <= v <= hi for v, lo, hi in zip(values, self.low, self.high)))

    def sample(self):
        values = [self._rng.randint(int(lo), int(hi)) for lo, hi in zip(self.low, self.high)]
        return _np.array(values, dtype=self.dtype) if _np is not None else values

    def __repr__(self):
        return f"Box({self.low[0] if self.shape[0] else ''}, {self.high[0] if self.shape[0] else ''}, {self.shape}, {self.dtype})"


class DictSpace:
    """A dict of spaces (as gymnasium.spaces.Dict)."""

    def __init__(self, spaces):
        self.spaces = spaces

    def __getitem__(self, key):
        return self.spaces[key]

    def seed(self, seed=None):
        return [s.seed(None if seed is None else seed + i) for i, s in enumerate(self.spaces.values())]

    def contains(self, x):
        return (isinstance(x, dict) and set(x) == set(self.spaces) and
                all(s.contains(x[k]) for k, s in self.spaces.items()))

    def sample(self):
        return {k: s.sample() for k, s in self.spaces.items()}

    def __repr__(self):
        return f"Dict({self.spaces})"


def _array(raw, typecode):
    """Bytes of int32s ("i") or int8s ("b") as the package's arrays: numpy's when present,
    else array.array (a copy either way: the caller may keep it)."""
    if _np is not None:
        return _np.frombuffer(raw, dtype=_np.int32 if typecode == "i" else _np.int8).copy()
    out = array.array(typecode)
    out.frombytes(raw)
    return out


class AECEnv:
    """One table played through PettingZoo's AEC interface (see the module's docstring)."""

    metadata = {"name": "luno_v0", "is_parallelizable": False, "render_modes": ["human", "ansi"]}

    def __init__(self, rules="official", players=2, bots=None, options=None, seed=None,
                 agents=None, render_mode=None, render_seat="public", max_cycles=MAX_CYCLES):
        if render_mode not in (None, "human", "ansi"):
            raise ValueError(f"render_mode {render_mode!r}: None, \"human\" or \"ansi\"")
        seats = list(range(players)) if agents is None else sorted(agents)
        bot_names = bots if isinstance(bots, (list, tuple)) else [bots or "random"] * players
        names = ["human" if s in seats else bot_names[s] for s in range(players)]
        self._table = Table(rules=rules, players=players, bots=",".join(names), options=options)
        self._seat_of = {f"player_{s}": s for s in seats}
        self._agent_of = {s: a for a, s in self._seat_of.items()}
        self.possible_agents = list(self._seat_of)
        self.max_num_agents = len(self.possible_agents)
        self._seed = seed
        if isinstance(max_cycles, bool) or not isinstance(max_cycles, int) or max_cycles < 1:
            raise ValueError(f"max_cycles {max_cycles!r}: a whole number of steps, 1 or more")
        self.max_cycles = max_cycles
        self._spaces = {}
        self._cards = self._kinds = None
        self.agents = []
        self.action_names = [self._table.action_name(a) for a in range(self._table.actions)]
        self.render_mode = render_mode
        if render_mode is not None:
            viewers = {"public": VIEW_PUBLIC, "all": VIEW_ALL}
            if render_seat not in viewers and render_seat not in range(players):
                raise ValueError(f"render_seat {render_seat!r}: a seat 0 to {players - 1}, "
                                 f"\"public\" or \"all\"")
            self._table.watch(viewers.get(render_seat, render_seat))

    def render(self):
        """What happened since the last render, a line an event ("ansi": returned;
        "human": printed); None without a render_mode."""
        if self.render_mode is None:
            return None
        text = self._table.render_text()
        if self.render_mode == "human":
            print(text, end="")
            return None
        return text

    @property
    def unwrapped(self):
        return self

    @property
    def observation_spaces(self):
        """Each possible agent's observation space (PettingZoo's dict)."""
        return {a: self.observation_space(a) for a in self.possible_agents}

    @property
    def action_spaces(self):
        """Each possible agent's action space (PettingZoo's dict)."""
        return {a: self.action_space(a) for a in self.possible_agents}

    @property
    def cards(self):
        """Every card of the deck by id, as the observation's card entries number them:
        {"id", "type", "label", "color" (None: a wild), "number" (None: a symbol)}. What the
        deck holds is no secret: an entry says where a card lies only once the seat has
        seen it. Made at each reset (a game whose cards turn, as Flip's, says their face
        then)."""
        if self._cards is None:
            self._cards = [self._table.card(c) for c in range(self._ncards())]
        return self._cards

    def _ncards(self):
        return self._table.observation_size() - _HEADER - 2 * self._table.players

    def raw_observation(self, agent):
        """agent's observation in words (RLCard's raw_obs): the header's fields by name, its
        own hand and every card it has seen elsewhere as card dicts (env.cards)."""
        o = list(self.observe(agent)["observation"])
        players = self._table.players
        head, sizes = o[:_HEADER], o[_HEADER:_HEADER + players]
        scores, places = o[_HEADER + players:_HEADER + 2 * players], o[_HEADER + 2 * players:]
        colors = self._colors()
        seen = {}
        for card, place in enumerate(places):
            if place >= 0:
                seen.setdefault(self._place_name(place, players), []).append(self.cards[card])
        return {"seat": head[0], "players": head[1], "deciding": head[2], "direction": head[4],
                "color": self._color_name(head[5]), "round": head[7], "draw_pile": head[8],
                "discard_pile": head[9], "drawn": self.cards[head[10]] if head[10] >= 0 else None,
                "top": self.cards[self._table.top()] if self._table.top() is not None else None,
                "hand_sizes": sizes, "scores": scores,
                "hand": seen.pop(f"seat {head[0]}", []), "seen": seen, "colors": colors}

    def _colors(self):
        """The ruleset's colors in index order."""
        colors = []
        while self._color_name(len(colors)) is not None:
            colors.append(self._color_name(len(colors)))
        return colors

    def _color_name(self, index):
        return self._table.color_name(index)

    @staticmethod
    def _place_name(place, players):
        if place == 0:
            return "draw pile"
        if place == 1:
            return "discard pile"
        return f"seat {place - 2}" if place < 2 + players else f"zone {place - 2 - players}"

    @property
    def kinds(self):
        """The deck's kinds of card, (type, color) pairs in the order of env.cards: the
        rows of the feature planes (features)."""
        if self._kinds is None:
            seen = {}
            for c in self.cards:
                seen.setdefault((c["type"], c["color"]), len(seen))
            self._kinds = list(seen)
        return self._kinds

    @property
    def feature_names(self):
        """What each entry of features() is, in order."""
        planes = [f"{plane} {t}{'' if c is None else ' ' + c}" for plane in FEATURE_PLANES
                  for t, c in self.kinds]
        colors = [f"color {c}" for c in self._colors()]
        seats = [f"cards of the seat {k} after" for k in range(self._table.players)]
        return planes + colors + seats + ["to decide", "clockwise", "draw pile"]

    def features(self, agent):
        """agent's observation as numbers for a network (float32s; RLCard's card planes):
        per kind of card (env.kinds), how many are in its hand, seen in the discard pile,
        seen in other hands, and whether it is the top card; the active color one-hot;
        each seat's hand size from agent's seat on (over 10); whether agent decides; the
        direction; the draw pile's size over the deck's. feature_names says each."""
        raw = self.raw_observation(agent)
        index = {k: i for i, k in enumerate(self.kinds)}
        n = len(self.kinds)
        planes = [0.0] * (len(FEATURE_PLANES) * n)

        def add(plane, cards):
            for c in cards:
                planes[plane * n + index[(c["type"], c["color"])]] += 1.0
        add(0, raw["hand"])
        add(1, raw["seen"].get("discard pile", []))
        add(2, [c for place, cards in raw["seen"].items() if place.startswith("seat ") for c in cards])
        if raw["top"] is not None:
            add(3, [raw["top"]])
        colors = [1.0 if c == raw["color"] else 0.0 for c in raw["colors"]]
        players, seat = raw["players"], raw["seat"]
        sizes = [raw["hand_sizes"][(seat + k) % players] / 10.0 for k in range(players)]
        rest = [1.0 if raw["deciding"] == seat else 0.0, 1.0 if raw["direction"] > 0 else 0.0,
                raw["draw_pile"] / max(1, len(self.cards))]
        out = planes + colors + sizes + rest
        return _np.array(out, dtype=_np.float32) if _np is not None else array.array("f", out)

    def state(self):
        """The whole table: every seat's view one after another (each seat's holds its own
        hand), so the global state of a centralized critic; state_space() says its shape."""
        views = b"".join(bytes(self._table.observe_raw(s)) for s in range(self._table.players))
        return _array(views, "i")

    def state_space(self):
        if "state" not in self._spaces:
            self._spaces["state"] = Box(-(2 ** 31), 2 ** 31 - 1,
                                        self._table.observation_size() * self._table.players,
                                        "int32")
        return self._spaces["state"]

    # -- spaces ------------------------------------------------------------------------
    def action_space(self, agent):
        """Discrete(n): the ruleset's fixed action space (action_names says each)."""
        return self._space(agent)["action"]

    def observation_space(self, agent):
        """Dict(observation: Box of ints, action_mask: Box of 0/1), the same each call."""
        return self._space(agent)["observation"]

    def _space(self, agent):
        if agent not in self._spaces:
            n = self._table.actions
            self._spaces[agent] = {
                "action": Discrete(n),
                "observation": DictSpace({
                    "observation": Box(-(2 ** 31), 2 ** 31 - 1, self._table.observation_size(),
                                       "int32"),
                    "action_mask": Box(0, 1, n, "int8")}),
            }
        return self._spaces[agent]

    # -- the AEC cycle -----------------------------------------------------------------
    def reset(self, seed=None, options=None):
        """A new game (from seed, else the next of the env's seed); returns None (AEC)."""
        if seed is None:
            seed = self._seed if self._seed is not None else _random.randrange(2 ** 63)
        self._seed = seed + 1
        self._seat, self._legal = self._table.reset(seed)
        self._cards = self._kinds = None
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self.num_cycles = 0
        self._settle()

    def _settle(self):
        """After a move: the end's rewards (or, past max_cycles steps, a truncation: no
        rewards), else the next agent to decide with its legal moves in infos."""
        if not self._legal:
            result = self._table.rewards()
            for agent in self.agents:
                self.rewards[agent] = result[self._seat_of[agent]]
                self.terminations[agent] = True
        elif self.num_cycles >= self.max_cycles:
            for agent in self.agents:
                self.truncations[agent] = True
        if not self._legal or self.num_cycles >= self.max_cycles:
            for agent in self.agents:  # (done: no legal moves to list)
                self.infos[agent] = {}
            self._accumulate_rewards()
            self.agent_selection = self.agents[0] if self.agents else None
            return
        self.agent_selection = self._agent_of[self._seat]
        self.infos[self.agent_selection] = {"legal_moves": list(self._legal)}

    def _accumulate_rewards(self):
        for agent, reward in self.rewards.items():
            self._cumulative_rewards[agent] += reward

    def _clear_rewards(self):
        for agent in self.rewards:
            self.rewards[agent] = 0

    def _was_dead_step(self, action):
        """A done agent's step(None), as PettingZoo's AECEnv does it: the agent leaves
        agents and every dict; the next done agent (if any) is selected; rewards cleared."""
        if action is not None:
            raise ValueError(f"{self.agent_selection} is done: its action must be None")
        agent = self.agent_selection
        for d in (self.terminations, self.truncations, self.rewards, self._cumulative_rewards,
                  self.infos):
            del d[agent]
        self.agents.remove(agent)
        dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if dead:
            if self._skip_agent_selection is None:
                self._skip_agent_selection = self.agent_selection
            self.agent_selection = dead[0]
        else:
            if self._skip_agent_selection is not None:
                self.agent_selection = self._skip_agent_selection
            self._skip_agent_selection = None
            if self.agent_selection not in self.agents:
                self.agent_selection = self.agents[0] if self.agents else None
        self._clear_rewards()

    def observe(self, agent):
        """agent's view: {"observation": ints, "action_mask": 0/1 per action}."""
        mask = bytearray(self._table.actions)
        if agent == self.agent_selection and not self.terminations[agent] and \
                not self.truncations[agent]:
            for a in self._legal:
                mask[a] = 1
        view = bytes(self._table.observe_raw(self._seat_of[agent]))
        return {"observation": _array(view, "i"), "action_mask": _array(bytes(mask), "b")}

    def last(self, observe=True):
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def step(self, action):
        """Takes action for agent_selection; None for an agent whose game is over."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        if _whole(action) is None:
            # as gymnasium's Discrete space: an int or a numpy integer, never 47.0 or True
            raise ValueError(f"action {action!r} is not legal for {agent}: an action is an int "
                             f"(a numpy integer too) among {self._legal}")
        if _whole(action) not in self._legal:
            raise ValueError(f"action {action!r} ({self._name_of(action)}) is not legal for "
                             f"{agent}: {self._legal}")
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        self._seat, self._legal = self._table.step(_whole(action))
        self.num_cycles += 1
        self._settle()

    def _name_of(self, action):
        """An action's words, or "?" for what is not one."""
        try:
            a = int(action)
        except (TypeError, ValueError):
            return "?"
        return self.action_names[a] if 0 <= a < len(self.action_names) else "?"

    def agent_iter(self, max_iter=2 ** 63):
        """The agent to act next, until every agent is done (or max_iter)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    @property
    def num_agents(self):
        return len(self.agents)

    def close(self):
        self._table.close()


def env(**kwargs):
    """An AECEnv: rules, players, bots (for the seats not in agents), options, seed, agents."""
    return AECEnv(**kwargs)
