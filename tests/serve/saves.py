#!/usr/bin/env python3
"""saves.py LUNO: every `luno serve` save loads to the game it was written from. For each
shipped ruleset, games of one person (who takes a random option, a random reaction now
and then, or lets the bots go on) against random bots are saved at random points; each
save is loaded in a fresh server, which replays its actions and refuses it unless the
rebuilt game's digest is the saved one; the loaded game's view must be the saved one's."""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checks  # noqa: E402
from checks import check, finish  # noqa: E402

LUNO = sys.argv[1]
SHIPPED = ["official", "special", "official,progressive", "official,seven_o", "official,jump_in",
           "official,must_play", "official,no_specials", "official,quiz", "classroom",
           "tournament", "house", "no_mercy", "crazy_eights", "flip", "attack", "teams", "dos"]
PLAYERS = {"teams": 4, "crazy_eights": 3}


def move(server, rng):
    """One random move of the person (or a let-go when the bots wait for them)."""
    state = server.ask(cmd="state", seat=0)["state"]
    pending = state["pending"]
    if state["over"]:
        return False
    if pending["waiting"] or (pending["seat"] != 0 and pending["reactions"]):
        if pending["reactions"] and rng.random() < 0.5:
            server.ask(cmd="apply", reaction=rng.randrange(len(pending["reactions"])))
        else:
            server.ask(cmd="continue", seat=0)
        return True
    if pending["kind"] == "text":
        server.ask(cmd="answer", text=rng.choice(["42", None, "x"]))
    else:
        server.ask(cmd="apply", option=rng.randrange(len(pending["options"])))
    return True


saves = 0
rng = random.Random(45)
for rules in SHIPPED:
    for k in range(20):
        server = checks.Server(LUNO)
        players = PLAYERS.get(rules, 2 + k % 3)
        r = server.ask(cmd="new", rules=rules, players=players, seed=rng.randrange(1 << 30),
                       bots=["human"] + ["random"] * (players - 1))
        check(r["ok"], f"{rules}: a game starts: {r.get('error')}")
        for _ in range(rng.randrange(1, 120)):
            if not move(server, rng):
                break
        save = server.ask(cmd="save")["save"]
        view = server.ask(cmd="state")["state"]
        server.close()
        fresh = checks.Server(LUNO)
        loaded = fresh.ask(cmd="load", save=save)
        check(loaded["ok"], f"{rules}: a save of {save.count(chr(10))} lines loads: "
              f"{loaded.get('error')}")
        if loaded["ok"]:
            again = fresh.ask(cmd="state")["state"]
            del again["pending"]["decision"], view["pending"]["decision"]
            check(again == view, f"{rules}: the loaded game shows what the saved one did")
            saves += 1
        fresh.close()
print(f"saves: {saves} serve saves of {len(SHIPPED)} rulesets loaded to their digest")
finish("saves")
