#!/usr/bin/env python3
"""random_vs_greedy.py: a random Python agent (seat 0) against luno's greedy Lua bot
(seat 1), over several seeds; then the speed of a Python loop driving every seat.

    PYTHONPATH=python python3 python/examples/random_vs_greedy.py [--games N] [--seed S]
"""
import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from luno import Game  # noqa: E402


def play(seed, rng):
    """One match, random agent at seat 0; returns (winner, steps the agent took)."""
    with Game(rules="official", players=2, seed=seed, bots=["human", "greedy"]) as g:
        steps = 0
        while not g.is_over():
            g.step(rng.choice(g.legal_actions()))
            steps += 1
        return g.winner(), steps


def speed(seconds, seed):
    """Steps per second of a Python loop choosing every seat's action at random."""
    rng = random.Random(seed)
    steps, start = 0, time.perf_counter()
    g = Game(rules="official", players=2, seed=seed)
    while time.perf_counter() - start < seconds:
        if g.is_over():
            g.close()
            seed += 1
            g = Game(rules="official", players=2, seed=seed)
        g.step(rng.choice(g.legal_actions()))
        steps += 1
    g.close()
    return steps / (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    wins = [0, 0]
    total = 0
    for i in range(args.games):
        winner, steps = play(args.seed + i, rng)
        wins[winner] += 1
        total += steps
    print(f"{args.games} matches: random (seat 0) won {wins[0]}, greedy (seat 1) won {wins[1]}; "
          f"{total} agent steps")
    print(f"speed: {speed(args.seconds, args.seed):.0f} steps/s (Python choosing every seat)")


if __name__ == "__main__":
    main()
