#!/usr/bin/env python3
"""The bot ladder: how often each bot wins at seat 0 against random bots, and the search
bot against greedy ones, with 95% Wilson intervals; printed as the Markdown tables of
docs/LADDER.md. Every row plays the same seeds (--seed 1, --bot-seed 1), so rows differ by
the bot alone. `make ladder` runs it with the documented counts; a full run of the
search rows takes hours of CPU (they search every decision of every game).

usage: scripts/ladder.py [--luno PATH] [--games N] [--search-games N] [--jobs N]
                         [--rules LIST] [--players LIST] [--bots LIST] [--rounds] [--bar]
                         [--shards N --dir DIR]

--rounds plays games of one round each (`--set rounds=1`: the round's winner wins the
game) instead of whole matches to the target score. --bar plays only the rows of issue
28's strength bar (4 players: greedy and ismcts:1000 against three random bots, and
ismcts:1000 against three greedy bots) and says, for each ruleset, whether it is met.

--shards N --dir DIR plays each search row as N shards (`luno sim --shard K/N --out
DIR/...`, --jobs of them at once, one thread each) and prints the rows from `luno merge`:
a run stopped part way keeps the shards it finished, and the same command goes on from
there (a shard whose file is in DIR is not played again), on this machine or another that
shares DIR. Its CPU column is then the shards' own seconds a game, one thread each.
"""
import argparse
import concurrent.futures
import json
import os
import resource
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
from luno.stats import wilson  # noqa: E402  (the package's own, standard library only)

BOTS = ["random", "greedy", "ismcts:100", "ismcts:1000", "ismcts-open:1000"]


def sim_command(args, rules, players, bots, games, jobs):
    """The `luno sim` command of a row (its shard options added by the caller)."""
    cmd = [args.luno, "sim", "--rules", rules, "--players", str(players), "--bots",
           ",".join(bots), "--games", str(games), "--seed", "1", "--bot-seed", "1",
           "--jobs", str(jobs), "--quiet"]
    return cmd + (["--set", "rounds=1"] if args.rounds else [])


def run(cmd):
    """Runs a luno command; its standard output, or the ladder stops with its error."""
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("ladder: %s: %s" % (" ".join(cmd), out.stderr.strip().splitlines()[-1:]))
    return out.stdout


def checked(cmd, result):
    """The result of a sim or a merge, after checking no game failed."""
    if result["errors"] or result["stuck"]:
        sys.exit("ladder: %s: %d errors, %d stuck" % (" ".join(cmd), result["errors"],
                                                     result["stuck"]))
    return result


def sim(args, rules, players, bots, games):
    """Seat 0's wins over `games` games of `rules` with `bots` (one per seat), and the
    CPU seconds they took."""
    if args.shards and any(b.startswith("ismcts") for b in bots):
        return sim_sharded(args, rules, players, bots, games)
    cmd = sim_command(args, rules, players, bots, games, args.jobs) + ["--json"]
    before = _children_cpu()
    result = checked(cmd, json.loads(run(cmd)))
    return result["wins_by_seat"][0], result["games"], _children_cpu() - before


def sim_sharded(args, rules, players, bots, games):
    """sim, as args.shards shards in args.dir (those already there are kept), merged."""
    os.makedirs(args.dir, exist_ok=True)
    name = "%s-%dp-%s-%d" % (rules.replace("/", "_"), players, "-".join(bots).replace(":", ""),
                             games)
    path = lambda k: os.path.join(args.dir, "%s-%d-of-%d.json" % (name, k, args.shards))

    def shard(k):
        """Plays shard k into its file (written under another name until it is whole)."""
        part = path(k) + ".part"
        run(sim_command(args, rules, players, bots, games, 1) +
            ["--shard", "%d/%d" % (k, args.shards), "--out", part])
        os.replace(part, path(k))

    todo = [k for k in range(1, args.shards + 1) if not os.path.exists(path(k))]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(shard, todo))
    files = [path(k) for k in range(1, args.shards + 1)]
    cmd = [args.luno, "merge"] + files + ["--json"]
    result = checked(cmd, json.loads(run(cmd)))
    seconds = sum(json.load(open(f))["elapsed_s"] for f in files)
    return result["wins_by_seat"][0], result["games"], seconds


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
    ap.add_argument("--rounds", action="store_true",
                    help="games of one round each (--set rounds=1), not whole matches")
    ap.add_argument("--bar", action="store_true",
                    help="only the rows of issue 28's strength bar, with its verdict")
    ap.add_argument("--shards", type=int, default=0,
                    help="play each search row as N shards in --dir, kept between runs")
    ap.add_argument("--dir", help="the folder of the shards (with --shards)")
    args = ap.parse_args()
    if args.shards < 0 or (args.shards and not args.dir):
        ap.error("--shards N needs N >= 1 and a --dir for the shards")
    if args.jobs <= 0:
        args.jobs = os.cpu_count() or 1
    bots = args.bots.split(",")
    print("Made by `scripts/ladder.py --games %d --search-games %d%s%s` (seeds 1.., bot seed 1)."
          % (args.games, args.search_games, " --rounds" if args.rounds else "",
             " --bar" if args.bar else ""))
    print("Win: seat 0's %s won, with a 95%% Wilson interval; Order: (win rate - share) /"
          " (1 - share), CardStock's skill measure; CPU: seconds a game.\n"
          % ("games (of one round each)" if args.rounds else "matches"))
    for rules in args.rules.split(","):
        if args.bar:
            strength_bar(args, rules)
        else:
            ladder(args, rules, bots)


def table(title):
    """Prints a table's title and header."""
    print(title + "\n")
    print("| seat 0 | games won | win rate | Order | CPU s/game |")
    print("|---|---|---|---|---|")


def play_row(args, rules, players, bot, others):
    """Plays and prints one row: bot at seat 0, `others` in the other seats; returns its wins
    and games."""
    games = args.search_games if bot.startswith("ismcts") else args.games
    wins, n, cpu = sim(args, rules, players, [bot] + [others] * (players - 1), games)
    print(row(bot, wins, n, 1 / players, cpu), flush=True)
    return wins, n


def ladder(args, rules, bots):
    """Every bot at seat 0 against random bots at each player count, then greedy and
    ismcts:1000 against greedy bots at 4 players."""
    for players in [int(p) for p in args.players.split(",")]:
        others = players - 1
        table("### %s, %d players: seat 0 against %d random bot%s"
              % (rules, players, others, "s" if others > 1 else ""))
        for bot in bots:
            play_row(args, rules, players, bot, "random")
        print()
    table("### %s, 4 players: seat 0 against 3 greedy bots" % rules)
    for bot in [b for b in bots if b in ("greedy", "ismcts:1000")]:
        play_row(args, rules, 4, bot, "greedy")
    print()


def strength_bar(args, rules):
    """Issue 28's bar for one ruleset, at 4 players: ismcts:1000's interval against random
    bots lies above greedy's (same seeds), and against greedy bots above 25%."""
    table("### %s, 4 players: seat 0 against 3 random bots" % rules)
    greedy = wilson(*play_row(args, rules, 4, "greedy", "random"))
    search = wilson(*play_row(args, rules, 4, "ismcts:1000", "random"))
    print()
    table("### %s, 4 players: seat 0 against 3 greedy bots" % rules)
    against = wilson(*play_row(args, rules, 4, "ismcts:1000", "greedy"))
    print()
    above_greedy, above_share = search[0] > greedy[1], against[0] > 0.25
    print("Bar (%s): against random bots, ismcts:1000's lower end %.1f%% %s greedy's upper end"
          " %.1f%%; against greedy bots, its lower end %.1f%% %s 25%%: %s.\n"
          % (rules, 100 * search[0], ">" if above_greedy else "<=", 100 * greedy[1],
             100 * against[0], ">" if above_share else "<=",
             "met" if above_greedy and above_share else "not met"))

if __name__ == "__main__":
    main()
