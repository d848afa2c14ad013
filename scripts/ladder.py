#!/usr/bin/env python3
"""The bot ladder: how often each bot wins at seat 0 against random bots, and the search
bot against greedy ones, with 95% Wilson intervals; printed as the Markdown tables of
docs/LADDER.md. Every row plays the same seeds (--seed 1, --bot-seed 1), so rows differ by
the bot alone. `make ladder` runs it with the documented counts; a full run of the
search rows takes hours of CPU (they search every decision of every game).

usage: scripts/ladder.py [--luno PATH] [--games N] [--search-games N] [--jobs N]
                         [--rules LIST] [--players LIST] [--bots LIST]
"""
import argparse
import json
import os
import resource
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
from luno.stats import wilson  # noqa: E402  (the package's own, standard library only)

BOTS = ["random", "greedy", "ismcts:100", "ismcts:1000", "ismcts-open:1000"]


def sim(args, rules, players, bots, games):
    """Seat 0's wins over `games` games of `rules` with `bots` (one per seat), and the
    CPU seconds they took."""
    cmd = [args.luno, "sim", "--rules", rules, "--players", str(players), "--bots",
           ",".join(bots), "--games", str(games), "--seed", "1", "--bot-seed", "1",
           "--jobs", str(args.jobs), "--json", "--quiet"]
    before = _children_cpu()
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("ladder: %s: %s" % (" ".join(cmd), out.stderr.strip().splitlines()[-1:]))
    result = json.loads(out.stdout)
    if result["errors"] or result["stuck"]:
        sys.exit("ladder: %s: %d errors, %d stuck" % (" ".join(cmd), result["errors"],
                                                     result["stuck"]))
    return result["wins_by_seat"][0], result["games"], _children_cpu() - before


def _children_cpu():
    """CPU seconds the finished children have used so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def row(label, wins, n, share, cpu):
    """One table row: the bot, its wins, the rate with its interval, Order, CPU a game."""
    lo, hi = wilson(wins, n)
    rate = wins / n if n else 0.0
    order = (rate - share) / (1 - share)
    return "| %s | %d / %d | %.1f%% [%.1f-%.1f] | %+.2f | %.2f |" % (
        label, wins, n, 100 * rate, 100 * lo, 100 * hi, order, cpu / max(n, 1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--luno", default="build/luno", help="the luno program (build/luno)")
    ap.add_argument("--games", type=int, default=10000,
                    help="games a row of random and greedy (10000)")
    ap.add_argument("--search-games", type=int, default=10000,
                    help="games a row of a search bot (10000)")
    ap.add_argument("--jobs", type=int, default=0, help="threads (default: one per core)")
    ap.add_argument("--rules", default="official,house,special",
                    help="rulesets, one table each (official,house,special)")
    ap.add_argument("--players", default="2,4", help="player counts (2,4)")
    ap.add_argument("--bots", default=",".join(BOTS), help="the bots at seat 0, in order")
    args = ap.parse_args()
    if args.jobs <= 0:
        args.jobs = os.cpu_count() or 1
    bots = args.bots.split(",")
    print("Made by `scripts/ladder.py --games %d --search-games %d` (seeds 1.., bot seed 1)."
          % (args.games, args.search_games))
    print("Win: seat 0's games won, with a 95% Wilson interval; Order: (win rate - share) /"
          " (1 - share), CardStock's skill measure; CPU: seconds a game.\n")
    for rules in args.rules.split(","):
        for players in [int(p) for p in args.players.split(",")]:
            others = players - 1
            print("### %s, %d players: seat 0 against %d random bot%s\n"
                  % (rules, players, others, "s" if others > 1 else ""))
            print("| seat 0 | games won | win rate | Order | CPU s/game |")
            print("|---|---|---|---|---|")
            for bot in bots:
                games = args.search_games if bot.startswith("ismcts") else args.games
                wins, n, cpu = sim(args, rules, players, [bot] + ["random"] * (players - 1),
                                   games)
                print(row(bot, wins, n, 1 / players, cpu), flush=True)
            print()
        print("### %s, 4 players: seat 0 against 3 greedy bots\n" % rules)
        print("| seat 0 | games won | win rate | Order | CPU s/game |")
        print("|---|---|---|---|---|")
        for bot in [b for b in bots if b in ("greedy", "ismcts:1000")]:
            games = args.search_games if bot.startswith("ismcts") else args.games
            wins, n, cpu = sim(args, rules, 4, [bot] + ["greedy"] * 3, games)
            print(row(bot, wins, n, 0.25, cpu), flush=True)
        print()


if __name__ == "__main__":
    main()
