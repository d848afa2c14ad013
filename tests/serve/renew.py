"""renew.py LUNO: a `new` with the settings of the game there is (all but the seed) deals
on the same table instead of building the scripts again. Checks: the game it makes is the
very game a fresh server makes from that seed (the referee's view and the save, digest
included, byte for byte), after games played and undone on the table before; and a `new`
that fails (a script error at the start, for that seed) keeps the game there was: its
view, events and save unchanged, and it plays on."""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checks  # noqa: E402
from checks import check, finish  # noqa: E402

LUNO = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
FAILS = os.path.join(HERE, "rulesets", "red_start_fails.lua")


def Server():
    """A `luno serve` of LUNO (checks.Server)."""
    return checks.Server(LUNO)


def game(rules, seed):
    return {"cmd": "new", "rules": rules, "players": 3, "seed": seed,
            "bots": ["human", "random", "random"], "options": {"target_score": 1}}


def picture(server):
    """The referee's view, every event and the save: what must match (all but the decision's
    number, which only goes up on a table, over all its games)."""
    state = server.ask(cmd="state")["state"]
    del state["pending"]["decision"]
    return (state, server.ask(cmd="events", since=0)["events"], server.ask(cmd="save")["save"])


def same_as_fresh():
    fresh = Server()
    check(fresh.ask(**game("official", 7))["ok"], "a fresh server makes game 7")
    want = picture(fresh)
    fresh.close()
    table = Server()
    for seed in (3, 4):
        table.ask(**game("official", seed))
        for _ in range(15):
            table.ask(cmd="apply", option=0)
        table.ask(cmd="undo")
    check(table.ask(**game("official", 7))["ok"], "game 7 on a table that played games 3 and 4")
    got = picture(table)
    check(got[0] == want[0], "the view of game 7 is a fresh server's")
    check(got[1] == want[1], "the events of game 7 are a fresh server's")
    check(got[2] == want[2], "the save of game 7 (its digest too) is a fresh server's")
    for _ in range(30):  # and it plays on as the fresh one does
        table.ask(cmd="apply", option=0)
    table.close()


def failed_new_keeps_the_game():
    rules = "official," + FAILS
    server = Server()
    check(server.ask(**game(rules, 1))["ok"], "game 1 starts")
    for _ in range(5):
        server.ask(cmd="apply", option=0)
    before = picture(server)
    reply = server.ask(**game(rules, 6))  # its first card is red: the rule fails
    check(not reply["ok"] and "red_start_fails.lua:6: the first card is red" in reply["error"],
          f"game 6 fails with the script's file:line: {reply}")
    check(picture(server) == before, "the failed new left game 1 as it was (view, events, save)")
    check(server.ask(cmd="apply", option=0)["ok"], "game 1 plays on")
    check(server.ask(**game(rules, 7))["ok"], "a new that can start starts after it")
    server.close()


same_as_fresh()
failed_new_keeps_the_game()
finish("serve renew")
