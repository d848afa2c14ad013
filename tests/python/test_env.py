"""Tests of luno's in-process environment (python/luno/env.py over libluno by ctypes):
PettingZoo's AEC API checks written out by hand (PettingZoo is not installable here), the
proof that an observation holds no hidden card (reshuffling what a seat cannot see never
changes its observation or its action mask), and sim_many on 1, 2 and 8 processes."""
import csv
import os
import random
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
import luno  # noqa: E402

ONE_ROUND = {"target_score": 1}


def legal_of(obs):
    return [a for a, m in enumerate(obs["action_mask"]) if m]


try:
    import numpy as np
except ImportError:  # pragma: no cover - CI installs python3-numpy
    np = None


@unittest.skipIf(np is None, "numpy (Debian: python3-numpy) is not installed")
class PettingZooChecks(unittest.TestCase):
    """The checks PettingZoo's api_test makes, each written out under the name of the
    function of pettingzoo/test/api_test.py that makes it (PettingZoo is not in Debian);
    when pettingzoo is importable, its own api_test runs too (test_pettingzoo_api_test)."""

    def make(self, **kw):
        env = luno.env(rules=kw.pop("rules", "official"), players=kw.pop("players", 3),
                       options=kw.pop("options", ONE_ROUND), **kw)
        self.addCleanup(env.close)
        return env

    def test_api_test(self):
        """api_test's own checks: reset gives None and no done agent; num_agents a positive
        int; last(observe=False) gives no observation; rewards, terminations, truncations
        and infos dicts as long as agents; unwrapped is the env; render and close defined."""
        env = self.make()
        self.assertIsNone(env.reset(seed=1))
        self.assertFalse(any(env.terminations.values()) or any(env.truncations.values()))
        self.assertIsInstance(env.num_agents, int)
        self.assertGreater(env.num_agents, 0)
        self.assertIsNone(env.last(observe=False)[0])
        for d in (env.rewards, env.terminations, env.truncations, env.infos):
            self.assertIsInstance(d, dict)
            self.assertEqual(len(d), len(env.agents))
        self.assertIs(env.unwrapped, env)
        self.assertTrue(callable(env.render) and callable(env.close))

    def test_observation(self):
        """test_observation: a numeric, finite, non-empty numpy array, the same class and
        shape for every agent."""
        env = self.make()
        env.reset(seed=2)
        first = env.observe(env.agents[0])["observation"]
        for agent in env.agents:
            obs = env.observe(agent)["observation"]
            self.assertIsInstance(obs, np.ndarray)
            self.assertNotEqual(obs.shape, (0,))
            self.assertTrue(np.can_cast(obs.dtype, np.float64))
            self.assertTrue(np.isfinite(obs).all())
            self.assertEqual(obs.shape, first.shape)

    def test_observation_action_spaces(self):
        """test_observation_action_spaces: observation_spaces and action_spaces are dicts as
        long as agents; agents named like player_0; every agent's spaces equal; a Box's low
        and high have its shape, low <= high."""
        env = self.make()
        env.reset(seed=3)
        self.assertIsInstance(env.action_spaces, dict)
        self.assertIsInstance(env.observation_spaces, dict)
        self.assertEqual(len(env.action_spaces), len(env.agents))
        self.assertEqual(len(env.observation_spaces), len(env.agents))
        a0 = env.agents[0]
        for agent in env.agents:
            self.assertRegex(agent, r"^[a-z]+_[0-9]+$")
            self.assertEqual(env.action_spaces[agent], env.action_spaces[a0])
            for key in ("observation", "action_mask"):
                box = env.observation_spaces[agent][key]
                self.assertEqual(box.low.shape, box.shape)
                self.assertEqual(box.high.shape, box.shape)
                self.assertTrue(np.all(box.low <= box.high))

    def test_rewards_terminations_truncations(self):
        """test_rewards_terminations_truncations: bools, and rewards that are finite numbers."""
        env = self.make()
        env.reset(seed=4)
        for agent in env.agents:
            self.assertIsInstance(env.terminations[agent], bool)
            self.assertIsInstance(env.truncations[agent], bool)
            self.assertTrue(np.isfinite(float(env.rewards[agent])))

    def play(self, env, seed, choose):
        """play_test's dynamic checks over one episode; returns the agents' final rewards."""
        env.reset(seed=seed)
        live, finished = env.agents[:], set()
        accumulated = {a: 0 for a in env.agents}
        final = {}
        for agent in env.agent_iter():
            self.assertIsInstance(env.infos[agent], dict)
            obs, reward, terminated, truncated, info = env.last()
            self.assertEqual(accumulated[agent], reward,
                             "reward returned by last is not the accumulated rewards in its rewards dict")
            self.assertEqual(terminated, env.terminations[agent])
            self.assertEqual(truncated, env.truncations[agent])
            self.assertEqual(info, env.infos[agent])
            self.assertTrue(env.observation_spaces[agent].contains(obs))
            self.assertEqual(env.observation_spaces[agent]["observation"].dtype, obs["observation"].dtype)
            done = terminated or truncated
            if done:
                final[agent] = reward
                self.assertEqual(info, {}, "a done agent's info holds nothing")
            action = None if done else choose(env, agent, obs)
            self.assertIsNone(env.step(action), "step() must not return anything")
            accumulated[agent] = 0
            for a, r in env.rewards.items():
                accumulated[a] += r
            self.assertFalse(done and agent in finished, "agent cannot be done twice")
            self.assertEqual(env.num_agents, len(env.agents))
            for d, what in ((env.rewards, "a reward"), (env.terminations, "a termination"),
                            (env.truncations, "a truncation"), (env.infos, "an info")):
                self.assertEqual(set(d), set(env.agents),
                                 f"agents should not be given {what} if they were done last turn")
            self.assertTrue(set(env.agents) <= set(env.possible_agents))
            if done:
                live.remove(agent)
                finished.add(agent)
            self.assertEqual(env.agents, live, "environment must delete agents as the game continues")
        self.assertEqual(finished, set(env.possible_agents), "not all agents finished")
        return final

    def test_play_test(self):
        """play_test: last's reward is the accumulation of the rewards dict since the agent's
        last step (a done agent's -1 is not counted twice); the dicts hold exactly the live
        agents; agents leave as they finish, every one of them; step returns None."""
        for rules, players in (("official", 2), ("official", 4), ("dos", 3)):
            rng = np.random.default_rng(players)
            pick = lambda env, agent, obs: int(rng.choice(np.flatnonzero(obs["action_mask"])))  # noqa: E731
            with self.subTest(rules=rules, players=players):
                final = self.play(self.make(rules=rules, players=players), 5, pick)
                self.assertEqual(sorted(final.values())[-1], 1)
                self.assertEqual(sum(final.values()), 2 - players)

    def test_action_flexibility(self):
        """test_action_flexibility: a numpy integer is an action, as an int is."""
        env = self.make()
        for cast in (int, np.int32, np.int64):
            env.reset(seed=6)
            before = env.agent_selection
            action = cast(np.flatnonzero(env.last()[0]["action_mask"])[0])
            env.step(action)
            self.assertTrue(env.agent_selection != before or env.terminations[before] is False)

    def test_truncation_by_max_cycles(self):
        """Two agents that only draw and pass never end a round: after max_cycles steps
        every agent is truncated, with no reward, then leaves by step(None)."""
        env = self.make(players=2, options={"target_score": 500}, max_cycles=60)
        names = env.action_names
        slow = [a for a, n in enumerate(names) if n in ("draw", "pass")]
        self.assertTrue(slow, names)

        def stall(env, agent, obs):
            legal = np.flatnonzero(obs["action_mask"])
            drawing = [a for a in legal if a in slow]
            return int(drawing[0]) if drawing else int(legal[0])
        final = self.play(env, 7, stall)
        self.assertEqual(env.num_cycles, 60)
        self.assertEqual(set(final.values()), {0})
        with self.assertRaises(ValueError):
            luno.env(max_cycles=0)

    def test_spaces_like_gymnasium(self):
        """Discrete takes numpy integers, not bools or floats; seed and sample(mask); Box's
        contains is exact: the shape, an integer dtype, every value in bounds."""
        env = self.make()
        env.reset(seed=8)
        space = env.action_space(env.agent_selection)
        self.assertTrue(space.contains(np.int64(3)) and space.contains(3) and 3 in space)
        self.assertFalse(space.contains(True) or space.contains(3.0) or space.contains(space.n))
        mask = env.last()[0]["action_mask"]
        space.seed(1)
        first = [space.sample(mask) for _ in range(20)]
        space.seed(1)
        self.assertEqual(first, [space.sample(mask) for _ in range(20)])
        self.assertTrue(all(mask[a] for a in first))
        self.assertIsInstance(first[0], np.integer)
        box = env.observation_space(env.agent_selection)["action_mask"]
        self.assertTrue(box.contains(mask))
        self.assertFalse(box.contains(mask.astype(np.float64) + 0.5))
        self.assertFalse(box.contains(mask[:-1]))
        self.assertFalse(box.contains(np.full(mask.shape, 2, dtype=np.int8)))
        self.assertTrue(box.contains(box.sample()))

    def test_state(self):
        """state(): every seat's view one after another, in state_space()."""
        env = self.make()
        env.reset(seed=9)
        st = env.state()
        self.assertTrue(env.state_space().contains(st))
        self.assertEqual(list(st[:len(env.observe("player_0")["observation"])]),
                         list(env.observe("player_0")["observation"]))

    def test_card_table(self):
        """env.cards names every card id of the observation (official: 108, four of each
        wild), the same after the hidden cards are dealt again (an id's face is no secret);
        raw_observation's hand is the seat's own cards, as many as its hand size, and
        nothing of another hand it was not shown."""
        env = self.make(players=3)
        env.reset(seed=10)
        cards = env.cards
        self.assertEqual(len(cards), 108)
        self.assertEqual(sum(c["type"] == "wild" for c in cards), 4)
        self.assertEqual({c["color"] for c in cards}, {"red", "yellow", "green", "blue", None})
        self.assertTrue(all(c["number"] is None or 0 <= c["number"] <= 9 for c in cards))
        agent = env.agent_selection
        seat = int(agent.split("_")[1])
        raw = env.raw_observation(agent)
        self.assertEqual(len(raw["hand"]), raw["hand_sizes"][seat])
        self.assertEqual(raw["colors"], ["red", "yellow", "green", "blue"])
        for place, seen in raw["seen"].items():
            self.assertFalse(place.startswith("seat "), f"{agent} was shown {place}'s cards: {seen}")
        env._table.determinize(seat, 5)
        env._cards = None
        self.assertEqual(env.cards, cards)
        with self.assertRaises(luno.NativeError):
            env._table.card(len(cards))

    def test_features(self):
        """features() is one float32 per feature_names entry: the hand's plane counts the
        hand's cards, the top plane has the one top card, a color is one-hot, and it holds
        nothing of another hand the seat was not shown (dealing those again changes none)."""
        env = self.make(players=3)
        env.reset(seed=11)
        agent = env.agent_selection
        seat = int(agent.split("_")[1])
        f = env.features(agent)
        names = env.feature_names
        self.assertEqual(f.dtype, np.float32)
        self.assertEqual(len(f), len(names))
        n = len(env.kinds)
        raw = env.raw_observation(agent)
        self.assertEqual(f[:n].sum(), len(raw["hand"]))
        self.assertEqual(f[3 * n:4 * n].sum(), 1)
        self.assertEqual(names[3 * n + env.kinds.index((raw["top"]["type"], raw["top"]["color"]))],
                         f"on top {raw['top']['type']}" + (f" {raw['top']['color']}" if raw["top"]["color"] else ""))
        colors = f[4 * n:4 * n + 4]
        self.assertEqual(colors.sum(), 1 if raw["color"] else 0)
        env._table.determinize(seat, 3)
        env._seat, env._legal = env._table.legal()
        self.assertEqual(list(env.features(agent)), list(f))

    def test_pettingzoo_api_test(self):
        """PettingZoo's own api_test, when pettingzoo can be imported (not in Debian)."""
        try:
            from pettingzoo.test import api_test
        except ImportError:
            self.skipTest("pettingzoo is not installed")
        api_test(self.make(), num_cycles=200)


class EvaluateTest(unittest.TestCase):
    """luno.evaluate: a record per game from consecutive seeds, wins and their Wilson
    interval consistent with the records, the same figures from the same seeds, and an
    illegal action refused with the game's seed named."""

    def test_records_and_interval(self):
        first = lambda obs, env, agent: [a for a, m in enumerate(obs["action_mask"]) if m][0]  # noqa: E731
        result = luno.evaluate(first, players=2, bots="random", games=12, seed=40, options=ONE_ROUND)
        self.assertEqual([r["seed"] for r in result["games"]], list(range(40, 52)))
        self.assertEqual(result["wins"], sum(r["reward"] > 0 for r in result["games"]))
        self.assertAlmostEqual(result["win_rate"], result["wins"] / 12)
        lo, hi = result["interval"]
        self.assertTrue(lo <= result["win_rate"] <= hi)
        self.assertTrue(all(r["steps"] > 0 and r["reward"] in (-1, 1) for r in result["games"]))
        again = luno.evaluate(first, players=2, bots="random", games=12, seed=40, options=ONE_ROUND)
        self.assertEqual(again["games"], result["games"])
        self.assertEqual(luno.wilson(0, 10)[0], 0.0)
        lo, hi = luno.wilson(53, 100)
        self.assertAlmostEqual(lo, 0.4327, places=3)
        self.assertAlmostEqual(hi, 0.6250, places=3)

    def test_illegal_action_named(self):
        with self.assertRaisesRegex(ValueError, r"game 0 \(seed 5\)"):
            luno.evaluate(lambda obs, env, agent: 10 ** 6, players=2, bots="random", games=1, seed=5)
        with self.assertRaises(ValueError):
            luno.evaluate(lambda obs, env, agent: 0, games=0)


class AECApiTest(unittest.TestCase):
    """PettingZoo's api_test, check by check:
    1. reset returns None; agents == possible_agents after it; num_agents, max_num_agents
    2. action_space and observation_space are the same object at every call
    3. every observation is in observation_space; it is a dict with action_mask, whose
       length is action_space.n and whose ones are the legal actions (in infos too)
    4. agent_selection is always one of agents; last() gives (obs, reward, terminated,
       truncated, info) with a number and two bools
    5. rewards and terminations have a key for every agent; rewards sum to what the result
       says (+1 the winner, -1 the others)
    6. a done agent must step with None (anything else raises), which removes it; the
       episode ends with agents == []
    7. an illegal action raises and changes nothing
    8. observe() changes nothing (the same observation twice, the same game after)
    9. the same seed gives the same episode; another seed another
    """

    def episode(self, env, seed, rng):
        self.assertIsNone(env.reset(seed=seed))
        self.assertEqual(env.agents, env.possible_agents)
        self.assertEqual(env.num_agents, env.max_num_agents)
        trace, steps = [], 0
        for agent in env.agent_iter():
            self.assertIn(agent, env.agents)
            self.assertIs(env.action_space(agent), env.action_space(agent))
            self.assertIs(env.observation_space(agent), env.observation_space(agent))
            obs, reward, terminated, truncated, info = env.last()
            self.assertTrue(env.observation_space(agent).contains(obs))
            self.assertEqual(len(obs["action_mask"]), env.action_space(agent).n)
            self.assertIsInstance(reward, (int, float))
            self.assertIsInstance(terminated, bool)
            self.assertIsInstance(truncated, bool)
            self.assertEqual(set(env.rewards), set(env.agents))
            self.assertEqual(list(env.observe(agent)["observation"]), list(obs["observation"]))
            if terminated or truncated:
                with self.assertRaises(ValueError):
                    env.step(0)
                env.step(None)
                continue
            legal = legal_of(obs)
            self.assertEqual(legal, info["legal_moves"])
            self.assertTrue(legal)
            illegal = next(a for a in range(env.action_space(agent).n) if a not in legal)
            with self.assertRaises(ValueError):
                env.step(illegal)
            for wrong in (float(legal[0]), True):  # as gymnasium's Discrete: ints only
                with self.assertRaisesRegex(ValueError, "an action is an int"):
                    env.step(wrong)
            self.assertEqual(list(env.observe(agent)["observation"]), list(obs["observation"]))
            action = rng.choice(legal)
            trace.append((agent, action))
            env.step(action)
            steps += 1
        self.assertEqual(env.agents, [])
        return trace, steps

    def test_api_checks(self):
        for rules, players in (("official", 2), ("official", 4), ("special", 3), ("dos", 2)):
            with self.subTest(rules=rules, players=players):
                env = luno.env(rules=rules, players=players, options=ONE_ROUND)
                first, steps = self.episode(env, 7, random.Random(1))
                again, _ = self.episode(env, 7, random.Random(1))
                other, _ = self.episode(env, 8, random.Random(1))
                self.assertEqual(first, again)
                self.assertNotEqual(first, other)
                self.assertGreater(steps, 5)
                env.close()

    def test_rewards_at_the_end(self):
        env = luno.env(rules="official", players=3, options=ONE_ROUND)
        env.reset(seed=3)
        totals = {}
        for agent in env.agent_iter():
            obs, reward, terminated, _, _ = env.last()
            if terminated:
                totals[agent] = reward
                env.step(None)
            else:
                self.assertEqual(reward, 0)
                env.step(legal_of(obs)[0])
        self.assertEqual(sorted(totals.values()), [-1, -1, 1])

    def test_bots_in_other_seats(self):
        env = luno.env(rules="official", players=3, agents=[1], bots="random", options=ONE_ROUND)
        self.assertEqual(env.possible_agents, ["player_1"])
        env.reset(seed=5)
        for agent in env.agent_iter():
            self.assertEqual(agent, "player_1")
            obs, _, terminated, _, _ = env.last()
            env.step(None if terminated else legal_of(obs)[-1])
        env.close()


    def test_bad_input(self):
        """Bad settings and actions are refused with a one-line reason; nothing changes."""
        from luno.native import NativeError, Table
        for args, why in ((dict(players=1), "players must be 2"), (dict(rules="nosuch"), "no ruleset named"),
                          (dict(bots="robot"), "no bot is named 'robot'"),
                          (dict(bots="human,ismcts-open:5"), "ismcts-open, sees every hand"),
                          (dict(options={"hand_size": "x"}), "hand_size takes a whole number"),
                          (dict(options={"=bad": 1}), "name=value")):
            with self.assertRaisesRegex(NativeError, why):
                Table(**args)
        t = Table(players=2)
        with self.assertRaisesRegex(NativeError, "not legal now"):
            t.step(0)  # before any reset: nothing is legal yet
        seat, legal = t.reset(1)
        view = t.observe(seat)
        for bad in (99999, -5):
            with self.assertRaisesRegex(NativeError, f"action {bad} is not legal now"):
                t.step(bad)
        self.assertEqual(t.observe(seat), view)
        self.assertEqual(t.legal(), (seat, legal))
        with self.assertRaisesRegex(NativeError, "no observation for seat 7"):
            t.observe(7)
        # ctypes would wrap these round to 32 or 64 bits: refused as they are, nothing done
        with self.assertRaisesRegex(NativeError, f"action {2 ** 32 + legal[0]} is out of range"):
            t.step(2 ** 32 + legal[0])
        with self.assertRaisesRegex(NativeError, "no observation for seat 4294967296"):
            t.observe(2 ** 32)
        with self.assertRaisesRegex(NativeError, "seed -1 is out of range"):
            t.reset(-1)
        self.assertEqual(t.legal(), (seat, legal))
        t.close()
        for use in (lambda: t.reset(1), lambda: t.step(0), lambda: t.legal(),
                    lambda: t.observe(0), lambda: t.rewards(), lambda: t.action_name(0)):
            with self.assertRaisesRegex(NativeError, "the table is closed"):
                use()  # (it once passed NULL into libluno: the interpreter crashed)
        t.close()  # (twice is fine)
        env = luno.env(players=2)
        env.reset(seed=1)
        for bad in (None, 10 ** 9, "x", -1):
            with self.assertRaisesRegex(ValueError, "is not legal for"):
                env.step(bad)
        env.close()

    def test_render(self):
        """render() tells what happened in the table's one narration, as render_seat is
        told it: seat 0 reads its own draws' cards ("You draw ...") and never another
        seat's ("Seat 1 draws a card"); "all" reads every card; no render_mode, None."""
        def play(render_seat):
            env = luno.env(rules="official", players=3, bots=["human", "random", "random"],
                           agents=[0], options=ONE_ROUND, render_mode="ansi",
                           render_seat=render_seat)
            env.reset(seed=4)
            text = env.render()
            for agent in env.agent_iter():
                obs, _, terminated, _, _ = env.last()
                env.step(None if terminated else legal_of(obs)[-1])  # (draws when it may)
                text += env.render()
            env.close()
            return text.splitlines()

        mine = play(0)
        self.assertIn("Each player is dealt 7 cards", mine)
        self.assertTrue(any(line.startswith("First card: ") for line in mine))
        self.assertTrue(any(line.startswith("You draw ") and line != "You draw a card"
                            for line in mine))
        theirs = [line for line in mine if line.startswith(("Seat 1 draws ", "Seat 2 draws "))]
        self.assertTrue(theirs)
        for line in theirs:
            self.assertRegex(line, r"^Seat \d draws (a card|\d+ cards)$")
        every = play("all")
        self.assertTrue(any(line.startswith("Seat 1 draws ") and not line.endswith(" a card")
                            and "cards" not in line for line in every))
        self.assertIsNone(luno.env(players=2).render())
        with self.assertRaisesRegex(ValueError, "render_seat 5"):
            luno.env(players=2, render_mode="ansi", render_seat=5)
        with self.assertRaisesRegex(ValueError, "render_mode 'rgb_array'"):
            luno.env(players=2, render_mode="rgb_array")

    def test_render_joins_draws(self):
        """Draws of one seat one after another in one action (special's Merlin: each seat
        draws a card at a time until a color) render as one sentence, as the REPL and serve
        tell them: never "Seat 2 draws a card" twice in a row."""
        env = luno.env(rules="special", players=4, bots=["human"] + ["random"] * 3,
                       agents=[0], options=ONE_ROUND, render_mode="ansi",
                       render_seat="public")
        merlins = 0
        for seed in range(1, 9):
            env.reset(seed=seed)
            text = env.render()
            for agent in env.agent_iter():
                obs, _, terminated, _, _ = env.last()
                env.step(None if terminated else legal_of(obs)[0])
                text += env.render()
            lines = text.splitlines()
            merlins += sum("Merlin" in line for line in lines)
            for before, line in zip(lines, lines[1:]):
                if line.endswith(" draws a card"):
                    self.assertNotEqual(before, line)
        env.close()
        self.assertGreater(merlins, 0)

    def test_search_bot_opponent(self):
        env = luno.env(rules="special", players=2, agents=[0], bots=["human", "ismcts:50"],
                       options=ONE_ROUND)
        ends = 0
        for seed in range(3):
            env.reset(seed=seed)
            for agent in env.agent_iter():
                obs, reward, terminated, _, _ = env.last()
                ends += terminated
                env.step(None if terminated else legal_of(obs)[0])
        self.assertEqual(ends, 3)
        env.close()


class NoLeakTest(unittest.TestCase):
    """Reshuffling every card a seat cannot see (luno_determinize: other hands, the draw
    pile, face-down zones, keeping all the seat knows) never changes that seat's
    observation or action mask. The same reshuffle does change what the other seats see
    of their own hands, so the comparison can fail."""

    def check_rules(self, rules, players, games):
        changed_elsewhere = checked = 0
        for game in range(games):
            env = luno.env(rules=rules, players=players, options=ONE_ROUND)
            env.reset(seed=100 + game)
            rng = random.Random(game)
            for agent in env.agent_iter():
                obs, _, terminated, truncated, _ = env.last()
                if terminated or truncated:  # (a round of random agents may run past max_cycles)
                    env.step(None)
                    continue
                seat = int(agent.split("_")[1])
                others = {a: list(env.observe(a)["observation"]) for a in env.agents if a != agent}
                env._table.determinize(seat, rng.randrange(2 ** 63))
                env._seat, env._legal = env._table.legal()
                after = env.observe(agent)
                self.assertEqual(list(after["observation"]), list(obs["observation"]), agent)
                self.assertEqual(list(after["action_mask"]), list(obs["action_mask"]), agent)
                changed_elsewhere += any(list(env.observe(a)["observation"]) != o
                                         for a, o in others.items())
                checked += 1
                env.step(rng.choice(legal_of(after)))
            env.close()
        self.assertGreater(checked, 50)
        self.assertGreater(changed_elsewhere, checked // 2)
        return checked

    def test_official(self):
        self.check_rules("official", 4, 6)

    def test_a_card_shown_to_one_seat(self):
        """tests/serve/rulesets/peek.lua shows the player one card of the next hand: that
        card enters the player's observation and no other seat's. (No challenge: a Wild
        Draw Four's play would then end, and peek show its card, at the challenger's answer.)"""
        peek = os.path.join(HERE, "..", "serve", "rulesets", "peek.lua")
        env = luno.env(rules="official," + peek, players=3,
                       options=dict(ONE_ROUND, challenge=False))
        env.reset(seed=7)
        rng = random.Random(7)
        base = 11 + 2 * 3  # the header, the hand counts and the scores come before the cards

        def others_cards(agent):
            seat, obs = int(agent.split("_")[1]), env.observe(agent)["observation"]
            return {c for c, place in enumerate(obs[base:]) if place >= 2 and place != 2 + seat}

        gained = 0
        for agent in env.agent_iter():
            _, _, terminated, _, _ = env.last()
            if terminated:
                env.step(None)
                continue
            before = {a: others_cards(a) for a in env.agents}
            env.step(rng.choice(legal_of(env.observe(agent))))
            for other in env.agents:
                new = others_cards(other) - before[other]
                if other == agent:
                    gained += bool(new)
                else:
                    self.assertEqual(new, set(), f"{other} sees cards shown to {agent}")
        env.close()
        self.assertGreater(gained, 5)

    def test_special(self):
        self.check_rules("special", 3, 6)

    def test_no_mercy(self):
        self.check_rules("no_mercy", 3, 3)


class SimManyTest(unittest.TestCase):
    def test_same_totals_on_1_2_8_processes(self):
        runs = [luno.sim_many(players=4, games=300, seed=3, options=ONE_ROUND, processes=p)
                for p in (1, 2, 8)]
        self.assertEqual(runs[0], runs[1])
        self.assertEqual(runs[0], runs[2])
        self.assertEqual(runs[0]["games"], 300)

    def test_same_games_as_luno_sim(self):
        totals = luno.sim_many(players=4, games=200, seed=9, options=ONE_ROUND, processes=2)
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "games.csv")
            subprocess.run([os.environ.get("LUNO_BIN", "luno"), "sim", "--games", "200", "--seed", "9",
                            "--players", "4", "--set", "target_score=1", "--quiet", "--csv", out],
                           check=True, stdout=subprocess.DEVNULL)
            wins = [0] * 4
            with open(out) as f:
                for row in csv.DictReader(f):
                    wins[int(row["winner"])] += 1
        self.assertEqual(totals["wins"], wins)


class ExampleTest(unittest.TestCase):
    def test_env_example(self):
        script = os.path.join(HERE, "..", "..", "python", "examples", "env_random_vs_greedy.py")
        out = subprocess.run([sys.executable, script, "--games", "200"], check=True,
                             capture_output=True, text=True).stdout
        self.assertRegex(out, r"random policy \(uniform *\) won +\d+ of 200 = .*95% CI \[")
        self.assertRegex(out, r"random policy \(plays first\) won +\d+ of 200")


if __name__ == "__main__":
    unittest.main()
