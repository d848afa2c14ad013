#!/usr/bin/env python3
"""views.py LUNO: what `luno serve` shows a seat is what the core says it may know.

A rule has a player pick one of another seat's cards unseen: the picking seat's options
must carry neither the cards' faces nor their ids (the ids follow the deck's layout), while
the referee's show both. A seat's state lists its own hand whole and of the others' only
cards it was shown; its events show the cards others drew to no one but them.
"""
import json
import os
import subprocess
import sys

LUNO = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
import checks  # noqa: E402
from checks import check, finish


def Server():
    """A `luno serve` of LUNO (checks.Server)."""
    return checks.Server(LUNO)


s = Server()
rules = "official," + os.path.join(HERE, "rulesets", "blind.lua")
r = s.ask(cmd="new", rules=rules, players=2, seed=5, bots=["human", "human"])
check(r["ok"], "a game with a blind pick starts: " + r.get("error", ""))
for _ in range(60):  # the first playable card (or the first option) until a pick is asked
    pending = r["state"]["pending"]
    if pending["kind"] == "card":
        break
    plays = [o["id"] for o in pending["options"] if o["action"]["type"] == "play"]
    r = s.ask(cmd="apply", option=plays[0] if plays else 0)
check(r["state"]["pending"]["kind"] == "card", "a blind pick is pending")
pending = s.ask(cmd="state")["state"]["pending"]  # the referee's view: everything
seat = pending["seat"]
mine = s.ask(cmd="state", seat=seat)["state"]
options = mine["pending"]["options"]
check(options and all(o["action"].get("hidden") for o in options),
      "the picking seat's options are hidden")
check(all("card" not in o["action"] and "value" not in o["action"] for o in options),
      "no face and no id of a card the seat has not seen")
check(all("card" in o["action"] for o in pending["options"]), "the referee sees the cards")
other = s.ask(cmd="state", seat=1 - seat)["state"]
check("options" not in other["pending"], "the other seat sees no options")
for view, who in ((mine, seat), (other, 1 - seat)):
    hands = {h["seat"]: h for h in view["hands"]}
    check(len(hands[who]["cards"]) == hands[who]["count"], f"seat {who} sees its whole hand")
    check(not hands[1 - who]["known"], f"seat {who} knows none of the other hand")
events = s.ask(cmd="events", seat=seat)["events"]
for e in events:
    if e["kind"] == "draw" and e["seat"] != seat and e["value"] == 1:
        check("card" not in e, f"seat {seat} does not see a card seat {e['seat']} drew")
s.close()

# Pending kinds carry the names the bots' view uses (lua/API.md): a Wild Draw Four's
# challenge is a "yes_no" question, never "yesno".
s = Server()
r = s.ask(cmd="new", rules="official", players=2, seed=9, bots=["human", "human"])
asked = set()
for _ in range(800):
    pending = r["state"]["pending"]
    asked.add(pending["kind"])
    if pending["kind"] in ("yes_no", "yesno", "seat", "player") or pending["kind"] == "none":
        break
    plays = [o["id"] for o in pending["options"] if o["action"]["type"] == "play"]
    r = s.ask(cmd="apply", option=plays[-1] if plays else 0)
check("yes_no" in asked and "yesno" not in asked, "a challenge is asked as yes_no: %r" % asked)
s.close()

# Zones: the state lists each zone of the game with its count and the cards the viewer may
# see (none yet: both start empty).
s = Server()
pool = os.path.join(HERE, "..", "scenarios", "api", "lib", "pool.lua")
r = s.ask(cmd="new", rules="official," + pool, players=2, seed=5, bots=["human", "human"])
zones = r["state"].get("zones", [])
check([z["name"] for z in zones] == ["pool", "vault"], "the state lists the game's zones")
check(all(z["count"] == 0 and z["cards"] == [] for z in zones), "each zone with its cards")
s.close()

# A zone one per seat is one zone for each seat, named "nest@SEAT", with its "seat".
s = Server()
nests = os.path.join(HERE, "..", "scenarios", "api", "lib", "nests.lua")
r = s.ask(cmd="new", rules="official," + nests, players=3, seed=5, bots=["human"] * 3)
zones = r["state"].get("zones", [])
check([(z["name"], z.get("seat")) for z in zones] == [("nest@0", 0), ("nest@1", 1), ("nest@2", 2)],
      "a zone one per seat: one for each seat, with its seat: %r" % zones)
s.close()

# Lines the rules add to the table's view (`shows`): UNO Attack!'s launcher says what is
# inside, alike for every seat; a game without such a rule has no "lines".
s = Server()
r = s.ask(cmd="new", rules="attack", players=2, seed=5, bots=["human", "human"])
lines = r["state"].get("lines", [])
check(len(lines) == 1 and lines[0].startswith("Launcher: "), "the launcher's line: %r" % lines)
check(s.ask(cmd="state", seat=1)["state"].get("lines") == lines, "every seat sees the same lines")
r = s.ask(cmd="new", rules="official", players=2, seed=5, bots=["human", "human"])
check("lines" not in r["state"], "no lines without a rule that shows some")
s.close()
finish("views")
