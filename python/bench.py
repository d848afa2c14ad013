"""Speed of luno's in-process environment, as a learning loop in Python sees it.

    PYTHONPATH=python python3 python/bench.py [--seconds 5] [--rules official]

Prints two figures, each the median of three runs, in process CPU time:
- steps a second: Python picks every seat's action with random.choice over the legal
  actions (luno.Table: reset, step), 4 players, one-round games;
- one-round 4-player games a second: the same loop with the policy RLCard's random agent
  has in UNO (a card is played when one can be; drawing only when none can), so the games
  have the length RLCard's have (about 60 actions), every seat chosen in Python;
- steps a second through luno.env, the AEC environment (last() builds an observation and
  an action mask at every step).
"""

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__))))
import luno  # noqa: E402
from luno import Table  # noqa: E402


def run(table, seconds, policy):
    """Plays games until seconds of CPU time pass: (steps, games, CPU seconds)."""
    steps = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        seat, legal = table.reset(games + 1)
        while legal:
            seat, legal = table.step(policy(legal))
            steps += 1
        games += 1
    return steps, games, time.process_time() - start


def run_env(env, seconds):
    """The AEC loop with random legal moves until seconds of CPU time pass: steps a second."""
    steps = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        env.reset(seed=games + 1)
        games += 1
        for _ in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
            else:
                env.step(random.choice(info["legal_moves"]))
                steps += 1
    return steps / (time.process_time() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--rules", default="official")
    args = parser.parse_args()
    table = Table(rules=args.rules, players=4, bots="human", options={"target_score": 1})
    draw = next(a for a in range(table.actions) if table.action_name(a) == "draw")
    random.seed(1)

    def plays_first(legal):
        plays = [a for a in legal if a < draw]
        return random.choice(plays if plays else legal)

    env = luno.env(rules=args.rules, players=4, options={"target_score": 1})
    steps_rates, game_rates, lengths, env_rates = [], [], [], []
    for _ in range(3):
        env_rates.append(run_env(env, args.seconds / 3))
        s, g, t = run(table, args.seconds / 3, random.choice)
        steps_rates.append(s / t)
        s, g, t = run(table, args.seconds / 3, plays_first)
        game_rates.append(g / t)
        lengths.append(s / g)
    print(f"luno in process ({args.rules}, 4 players, one round, CPU time, median of 3):")
    print(f"  {statistics.median(steps_rates):,.0f} steps a second (random.choice over the legal actions)")
    print(f"  {statistics.median(game_rates):,.0f} games a second (plays first, as RLCard's random "
          f"agent; {statistics.median(lengths):.0f} actions a game)")
    print(f"  {statistics.median(env_rates):,.0f} steps a second through luno.env (an observation "
          f"and a mask every step)")
    table.close()
    env.close()


if __name__ == "__main__":
    main()
