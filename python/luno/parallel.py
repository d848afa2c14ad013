"""luno.parallel: many games of bots on a process pool, merged as one process would.

    import luno
    totals = luno.sim_many(rules="official", players=4, games=10000, seed=1,
                           bots="random", processes=8)

Game i is played from seed + i by its own table in whichever worker gets it; the results
come back in game order, so the totals are the same, byte for byte, for any number of
processes. Any pool with a map(function, items) method works: pass pool=... (for example
ray.util.multiprocessing.Pool, a drop-in for multiprocessing.Pool where Ray is installed).
"""

import concurrent.futures
import hashlib
import json
import multiprocessing

from .native import Table

__all__ = ["sim_many", "play_games"]


def play_games(job):
    """Plays games first .. first+count-1 of a run: one result a game, in order:
    (seed, winner, round, scores)."""
    rules, players, bots, options, seed, first, count = job
    names = bots if isinstance(bots, str) else ",".join(bots)
    table = Table(rules=rules, players=players, bots=names, options=options)
    try:
        results = []
        for i in range(first, first + count):
            seat, legal = table.reset(seed + i)
            if legal:
                raise ValueError("sim_many plays bots only: a seat is 'human'")
            view = table.observe(0)
            rewards = table.rewards()
            winner = rewards.index(1) if 1 in rewards else -1
            results.append((seed + i, winner, view[7], view[11 + players:11 + 2 * players]))
        return results
    finally:
        table.close()


def _totals(results, players):
    """What a run sums to, with a digest of every game's result in order."""
    wins, points, rounds = [0] * players, [0] * players, 0
    digest = hashlib.sha256()
    for seed, winner, round_, scores in results:
        if winner >= 0:
            wins[winner] += 1
        rounds += round_
        for s, p in enumerate(scores):
            points[s] += p
        digest.update(json.dumps([seed, winner, round_, list(scores)]).encode())
    return {"games": len(results), "wins": wins, "rounds": rounds, "points": points,
            "results_sha256": digest.hexdigest()}


def sim_many(rules="official", players=4, games=1000, seed=1, bots="random", options=None,
             processes=None, pool=None, chunk=None):
    """Plays games of bots from seeds seed .. seed+games-1 on processes workers (default:
    the machine's cores; 1 plays here), or on pool; returns the totals (games, wins per
    seat, rounds, points per seat, and results_sha256 over every game's result)."""
    processes = processes or multiprocessing.cpu_count()
    chunk = chunk or max(1, min(500, games // (4 * processes) or 1))
    jobs = [(rules, players, bots, options, seed, first, min(chunk, games - first))
            for first in range(0, games, chunk)]
    if pool is not None:
        parts = pool.map(play_games, jobs)
    elif processes == 1:
        parts = [play_games(job) for job in jobs]
    else:
        # Workers start from a fork server: forked from this process, whose threads (the
        # pool's own) may hold a lock at that moment, a worker can wait on it for ever, and
        # map with it (a fresh clone's `make test` hung so once in python.env). And an
        # executor, not a Pool: a worker that dies (killed, out of memory) fails the call
        # with BrokenProcessPool where Pool.map waits for its answer for ever (python.env
        # hung so once more under a loaded `ctest -j2`).
        context = multiprocessing.get_context("forkserver")
        with concurrent.futures.ProcessPoolExecutor(processes, mp_context=context) as workers:
            parts = list(workers.map(play_games, jobs))
    return _totals([r for part in parts for r in part], players)
