"""A random policy against luno's greedy bot, through the AEC environment (luno.env).

    PYTHONPATH=python python3 python/examples/env_random_vs_greedy.py [--games 10000]

Seat 0 is the agent, with two random policies in turn: "uniform" picks uniformly among
the legal actions its observation's action_mask allows (drawing as often as any play);
"plays first" plays a card whenever one is legal (as luno's own random bot and RLCard's
random agent do). Seat 1 is the greedy bot (rulesets/bots/greedy.lua), which luno moves
inside env.step. Each game is one round of the official rules (target_score 1). Prints
each policy's win rate with a 95% Wilson interval, and the speed. Nothing is trained:
this is the loop a learning agent would sit in.
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import luno  # noqa: E402
from luno.stats import wilson  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description="a random policy against the greedy bot")
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="official")
    args = parser.parse_args()
    env = luno.env(rules=args.rules, players=2, agents=[0], bots=["human", "greedy"],
                   options={"target_score": 1})
    draw = env.action_names.index("draw")

    def plays_first(legal, rng):
        plays = [a for a in legal if a < draw]
        return rng.choice(plays if plays else legal)

    for name, policy in (("uniform", lambda legal, rng: rng.choice(legal)),
                         ("plays first", plays_first)):
        wins, steps, seconds = play(env, args, policy)
        n = args.games
        lo, hi = wilson(wins, n)
        print(f"random policy ({name:11s}) won {wins:5d} of {n} = {100 * wins / n:5.1f}%  "
              f"95% CI [{100 * lo:.1f}, {100 * hi:.1f}]; the greedy bot {100 * (n - wins) / n:.1f}%  "
              f"({steps} agent steps, {n / seconds:,.0f} games a second)")
    env.close()


def play(env, args, policy):
    """Plays args.games games with policy at seat 0: (its wins, its steps, CPU seconds)."""
    rng = random.Random(args.seed)
    wins = steps = 0
    start = time.process_time()
    for game in range(args.games):
        env.reset(seed=args.seed + game)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            if terminated or truncated:
                wins += reward > 0
                env.step(None)
                continue
            mask = obs["action_mask"]
            env.step(policy([a for a in range(len(mask)) if mask[a]], rng))
            steps += 1
    return wins, steps, time.process_time() - start

if __name__ == "__main__":
    main()
