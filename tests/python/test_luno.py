"""Tests of the Python binding (python/luno) over `luno serve`: the RL-style interface,
hidden information, undo, clone, refused actions and the example."""
import os
import random
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
from luno import Game, LunoError  # noqa: E402


def play_random(game, rng, limit=100000):
    """Plays random legal actions to the end; returns the number of steps."""
    steps = 0
    while not game.is_over() and steps < limit:
        game.step(rng.choice(game.legal_actions()))
        steps += 1
    return steps


class GameTest(unittest.TestCase):
    def test_plays_to_the_end(self):
        with Game(players=3, seed=11) as g:
            self.assertEqual(g.current_player(), g.pending()["seat"])
            steps = play_random(g, random.Random(1))
            self.assertTrue(g.is_over())
            self.assertGreater(steps, 10)
            self.assertIn(g.winner(), [0, 1, 2])
            self.assertEqual(g.legal_actions(), [])

    def test_no_seed_deals_apart(self):
        """Without a seed each game deals from the system's entropy (it once was seed 1)."""
        deals = set()
        for _ in range(3):
            with Game(players=2) as g:
                deals.add([l for l in g.save().splitlines() if l.startswith("seed ")][0])
        self.assertEqual(len(deals), 3)

    def test_observation_hides_other_hands(self):
        with Game(players=3, seed=5) as g:
            obs = g.observation(1)
            self.assertEqual(obs["seat"], 1)
            for hand in obs["hands"]:
                if hand["seat"] == 1:
                    self.assertEqual(len(hand["cards"]), hand["count"])
                else:
                    self.assertNotIn("cards", hand)
                    self.assertEqual(hand["known"], [])
            if obs["pending"]["seat"] != 1:
                self.assertNotIn("options", obs["pending"])

    def test_undo_restores_the_observation(self):
        with Game(players=2, seed=3) as g:
            before = g.observation(g.current_player())
            g.step(g.legal_actions()[-1])
            after_undo = g.undo()
            # the same view, but a new decision number: an answer to the undone one is stale
            self.assertGreater(after_undo["pending"].pop("decision"),
                               before["pending"].pop("decision"))
            self.assertEqual(before, after_undo)
            with self.assertRaises(LunoError):
                g.undo()

    def test_clone_goes_on_the_same_way(self):
        with Game(players=2, seed=8, bots=["human", "random"]) as g:
            rng = random.Random(4)
            for _ in range(5):
                if not g.is_over():
                    g.step(rng.choice(g.legal_actions()))
            c = g.clone()
            try:
                self.assertEqual(c.observation(0), g.observation(0))
                rng_a, rng_b = random.Random(9), random.Random(9)
                for _ in range(30):
                    if g.is_over():
                        break
                    a = g.step(rng_a.choice(g.legal_actions()))
                    b = c.step(rng_b.choice(c.legal_actions()))
                    self.assertEqual(a, b)
            finally:
                c.close()

    def test_search_bot_seat(self):
        """An ismcts seat plays its own turns and answers its questions; the person plays on."""
        with Game(players=2, seed=12, bots=["human", "ismcts:40"]) as g:
            rng = random.Random(3)
            steps = 0
            while not g.is_over() and steps < 60:
                self.assertEqual(g.current_player(), 0)  # the bot's decisions never wait
                g.step(rng.choice(g.legal_actions()))
                steps += 1
            self.assertGreater(steps, 5)
            obs = g.observation(0)
            other = [h for h in obs["hands"] if h["seat"] == 1][0]
            self.assertNotIn("cards", other)

    def test_refused_action_changes_nothing(self):
        with Game(players=2, seed=2) as g:
            before = g.observation(0)
            with self.assertRaises(LunoError) as caught:
                g.step(len(g.legal_actions()))
            self.assertIn("option must be an id", str(caught.exception))
            self.assertEqual(before, g.observation(0))
            # a float or a bool is no option id (int() made 1.5 and True option 1)
            for wrong in (1.5, True, None):
                with self.assertRaises(TypeError):
                    g.step(wrong)
            self.assertEqual(before, g.observation(0))

    def test_typed_answer(self):
        with Game(rules="official,quiz", players=2, seed=2, bots=["human", "random"]) as g:
            self.assertEqual(g.pending()["kind"], "text")
            g.step("not the answer")
            events, mark = g.events(0, seat=0)
            said = [e["text"] for e in events if e["kind"] == "say"]
            self.assertTrue(any(t.startswith("quiz wrong") for t in said))
            self.assertEqual(mark, len(events))

    def test_socket_connections_share_the_game(self):
        # One table for every connection: a connection is nobody until it joins with a
        # token; the referee's (in --token-file) lets it start the game and hand out the
        # seats' tokens; a seat's binds a connection to that seat for good.
        import json
        import socket
        import tempfile
        import time
        from luno import find_luno
        with tempfile.TemporaryDirectory() as tmp:
            path, token_file = os.path.join(tmp, "luno.sock"), os.path.join(tmp, "token")
            server = subprocess.Popen([find_luno(), "serve", "--socket", path,
                                       "--token-file", token_file], stderr=subprocess.DEVNULL)
            try:
                for _ in range(100):
                    if os.path.exists(path) and os.path.exists(token_file):
                        break
                    time.sleep(0.05)
                self.assertEqual(os.stat(path).st_mode & 0o777, 0o600)
                with open(token_file) as f:
                    referee = f.read().strip()

                def connect():
                    s = socket.socket(socket.AF_UNIX)
                    s.connect(path)
                    f = s.makefile("rw")

                    def ask(request):
                        f.write(json.dumps(request) + "\n")
                        f.flush()
                        return json.loads(f.readline())
                    return s, ask

                ref_sock, ref = connect()
                seat_sock, seat = connect()
                stranger_sock, stranger = connect()
                self.assertFalse(stranger({"cmd": "state"})["ok"])
                self.assertFalse(stranger({"cmd": "join", "token": "0" * 32})["ok"])
                self.assertTrue(ref({"cmd": "join", "token": referee})["ok"])
                made = ref({"cmd": "new", "players": 2, "seed": 3, "bots": ["human", "human"]})
                self.assertTrue(made["ok"])
                tokens = ref({"cmd": "seats"})["tokens"]
                self.assertEqual(seat({"cmd": "join", "token": tokens["1"]})["seat"], 1)
                mine = seat({"cmd": "state", "id": "again"})
                self.assertEqual(mine["id"], "again")
                self.assertEqual(mine["state"]["seat"], 1)
                self.assertEqual(mine["state"]["top"], made["state"]["top"])
                for refused in ({"cmd": "undo"}, {"cmd": "new"}, {"cmd": "save"},
                                {"cmd": "state", "seat": 0}, {"cmd": "seats"}):
                    self.assertFalse(seat(refused)["ok"], refused)
                for s in (ref_sock, seat_sock, stranger_sock):
                    s.close()
            finally:
                server.terminate()
                server.wait()

    def test_example_runs(self):
        example = os.path.join(HERE, "..", "..", "python", "examples", "random_vs_greedy.py")
        out = subprocess.run([sys.executable, example, "--games", "2", "--seconds", "0.5"],
                             capture_output=True, text=True, check=True).stdout
        self.assertRegex(out, r"2 matches: random \(seat 0\) won \d, greedy \(seat 1\) won \d")
        self.assertRegex(out, r"speed: \d+ steps/s")


if __name__ == "__main__":
    unittest.main()
