"""luno.evaluate: a policy played against luno's bots, game by game, with the records of
every game and the win rate's 95% interval (Wilson's), in this process (luno.env).

    def first_legal(obs, env, agent):
        return int(obs["action_mask"].nonzero()[0][0])
    result = luno.evaluate(first_legal, rules="official", players=2, bots="greedy", games=200)
    result["win_rate"], result["interval"], result["games"][0]
"""
import math

from .env import MAX_CYCLES, AECEnv

__all__ = ["evaluate", "wilson"]


def wilson(wins, games, z=1.96):
    """The Wilson score interval of wins in games (95% by default), as luno sim gives it."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def evaluate(policy, rules="official", players=2, seat=0, bots="greedy", games=100, seed=1,
             options=None, max_cycles=MAX_CYCLES):
    """Plays `games` matches of policy at `seat` against bots (one name for every other
    seat, or one per seat) from seeds seed, seed+1, ...: policy(observation, env, agent)
    returns an action (an int among the observation's action_mask). Returns {"games": a
    record per game {"seed", "reward", "won", "steps", "truncated"}, "wins", "win_rate",
    "interval" (Wilson's 95%), "truncated"}. An illegal action raises ValueError naming the
    game's seed."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games {games!r}: a whole number, 1 or more")
    env = AECEnv(rules=rules, players=players, bots=bots, options=options, agents=[seat],
                 max_cycles=max_cycles)
    records = []
    try:
        for game in range(games):
            env.reset(seed=seed + game)
            steps, final, cut = 0, 0, False
            for agent in env.agent_iter():
                obs, reward, terminated, truncated, _ = env.last()
                if terminated or truncated:
                    final, cut = reward, truncated
                    env.step(None)
                    continue
                action = policy(obs, env, agent)
                try:
                    env.step(action)
                except ValueError as e:
                    raise ValueError(f"game {game} (seed {seed + game}): {e}") from None
                steps += 1
            records.append({"seed": seed + game, "reward": final, "won": final > 0, "steps": steps,
                            "truncated": cut})
    finally:
        env.close()
    wins = sum(r["won"] for r in records)
    return {"games": records, "wins": wins, "win_rate": wins / len(records),
            "interval": wilson(wins, len(records)),
            "truncated": sum(r["truncated"] for r in records)}
