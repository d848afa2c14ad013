#!/usr/bin/env python3
"""told.py LUNO: what each viewer is told of an event is decided once (the session's
event stream, filtered by the core's luno_event_told), for `luno serve` clients and for
`luno web` pages alike. The rule rulesets/peek.lua shows a card of the next hand to the
seat that played, and opens a window only the seat after that may take. Checks, over
three-seat games played to many reveals: a revealed card's id reaches the seat shown it
and no other seat's events; a window's event reaches only the
seats it is open to; the referee is told all of it; each viewer's words (the one narration)
name the card only where the viewer may know it; a web page's replies hold the same."""
import json
import os
import re
import subprocess
import sys
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import checks  # noqa: E402
from checks import check, finish  # noqa: E402

LUNO = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
RULES = "official," + os.path.join(HERE, "rulesets", "peek.lua")


def card_ids(value, out):
    """Every card id ({"id", "type", "label"} objects) anywhere in a reply."""
    if isinstance(value, list):
        for v in value:
            card_ids(v, out)
    elif isinstance(value, dict):
        if isinstance(value.get("id"), int) and "type" in value and "label" in value:
            out.add(value["id"])
        for v in value.values():
            card_ids(v, out)
    return out


def play_on(server, moves):
    """The referee plays the first play option (else the first option) moves times."""
    for _ in range(moves):
        state = server.ask(cmd="state")["state"]
        if state["over"]:
            return
        options = state["pending"]["options"]
        plays = [o["id"] for o in options if o["action"]["type"] == "play"]
        server.ask(cmd="apply", option=plays[0] if plays else 0)


def check_viewers(events_of, full, seats, seed):
    """events_of(seat): that seat's events; full: the referee's. Returns (reveals, windows)."""
    reveals = [e for e in full if e["kind"] == "reveal"]
    # (a window closed within the action that opened it, its seats unread, is left out)
    windows = [e for e in full if e["kind"] == "window" and e["open_to"]]
    check(all("card" in e for e in reveals), "the referee is told every revealed card")
    for seat in range(seats):
        mine = events_of(seat)
        told = {e["i"]: e for e in mine}
        knew, known = {}, set()  # the cards seat had been shown before each reveal
        for e in full:           # (forgotten at a reshuffle or a new deal, as the core does)
            if e["kind"] in ("reshuffle", "round"):
                known = set()
            if e["kind"] == "reveal":
                knew[e["i"]] = e["card"]["id"] in known
                if (e["value"] >> seat) & 1:
                    known.add(e["card"]["id"])
        for e in reveals:
            # a holder knows its card; a seat shown it before still knows it
            shown = (e["value"] >> seat) & 1 or e["seat"] == seat or knew[e["i"]]
            got = told.get(e["i"])
            check(got is not None, f"seat {seat} is told that a card was shown (event {e['i']})")
            if got is None:
                continue
            label = e["card"]["label"]
            if shown:
                check(got.get("card", {}).get("id") == e["card"]["id"],
                      f"seat {seat}, shown card {e['card']['id']}, is told which it is")
                check(label in got.get("words", ""), f"seat {seat}'s words name it: {got}")
            else:
                check("card" not in got and got.get("target") != e["card"]["id"],
                      f"seat {seat} is not told the id of a card shown to another: {got}")
                check(got.get("words", "").endswith("cards"),
                      f"seat {seat}'s words do not name a card shown to another: {got}")
        for e in windows:
            open_to = e["open_to"]
            check((e["i"] in told) == (seat in open_to),
                  f"seed {seed}: window event {e['i']} (open to {open_to}) told to seat {seat}")
    return len(reveals), len(windows)


def serve_game(seed):
    """A three-person game through luno serve; checks its events per seat."""
    server = checks.Server(LUNO)
    r = server.ask(cmd="new", rules=RULES, players=3, seed=seed, bots=["human"] * 3)
    check(r["ok"], "a game of peek starts: " + r.get("error", ""))
    open_to = {}
    for _ in range(40):  # the seats each window is open to, read as it opens (the referee
        play_on(server, 1)  # is told every reaction; a bell window lasts until the next play)
        bells = sorted({rx["seat"] for rx in server.ask(cmd="state")["state"]["pending"]["reactions"]
                        if rx["name"] == "bell"})
        for e in server.ask(cmd="events", since=0)["events"]:
            if e["kind"] == "window" and e["i"] not in open_to:  # (a catch is open to all)
                open_to[e["i"]] = (bells or None) if e.get("text") == "bell" else [0, 1, 2]
    full = server.ask(cmd="events", since=0)["events"]
    for e in full:
        if e["kind"] == "window":
            e["open_to"] = open_to.get(e["i"])
    counts = check_viewers(lambda s: server.ask(cmd="events", since=0, seat=s)["events"], full, 3, seed)
    server.close()
    return counts


def web_game(seed):
    """The same rules at `luno web` (pace 0): each page's events hold what serve's do."""
    proc = subprocess.Popen([LUNO, "web", "--port", "0", "--rules", RULES, "--players", "3",
                             "--seed", str(seed), "--bots", "human,human,human", "--pace", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base, tokens, host = None, {}, None
    for line in proc.stdout:
        m = re.search(r"serving (\S+)", line)
        if m:
            base = m.group(1)
        m = re.match(r"\s+seat (\d+).*#t=(\w+)", line)
        if m:
            tokens[int(m.group(1))] = m.group(2)
        m = re.match(r"\s+host.*#t=(\w+)", line)
        if m:
            host = m.group(1)
        if base and host and len(tokens) == 3:
            break

    def api(token, **req):
        body = json.dumps(req).encode()
        request = urllib.request.Request(base + "api", data=body, method="POST", headers={
            "Content-Type": "application/json", "X-Luno-Token": token})
        try:
            with urllib.request.urlopen(request) as reply:
                return json.loads(reply.read())
        except urllib.error.HTTPError as e:
            return json.loads(e.read())

    try:
        for _ in range(40):
            state = api(host, cmd="state")["state"]
            if state["over"]:
                break
            seat = state["pending"]["seat"]
            mine = api(tokens[seat], cmd="state")["state"]["pending"]
            plays = [o["id"] for o in mine["options"] if o["action"]["type"] == "play"]
            api(tokens[seat], cmd="apply", decision=mine["decision"],
                option=plays[0] if plays else 0)
        full = api(host, cmd="events", since=0)["events"]
        leaks = 0
        for seat in range(3):
            told = {e["i"]: e for e in api(tokens[seat], cmd="events", since=0)["events"]}
            known = set()
            for e in full:
                if e["kind"] in ("reshuffle", "round"):
                    known = set()
                if e["kind"] != "reveal":
                    continue
                shown = (e["value"] >> seat) & 1 or e["seat"] == seat or e["card"]["id"] in known
                if not shown and "card" in told.get(e["i"], {}):
                    leaks += 1
                if (e["value"] >> seat) & 1:
                    known.add(e["card"]["id"])
        check(leaks == 0, f"seat pages were told {leaks} ids of cards shown to another seat")
        return sum(1 for e in full if e["kind"] == "reveal")
    finally:
        proc.terminate()
        proc.wait()


reveals = windows = 0
for seed in (1, 2, 3):
    r, w = serve_game(seed)
    reveals += r
    windows += w
check(reveals >= 20 and windows >= 20, f"enough reveals ({reveals}) and windows ({windows}) seen")
web_reveals = web_game(4)
check(web_reveals >= 5, f"the web game showed {web_reveals} reveals")
print(f"told: {reveals} reveals and {windows} windows over serve, {web_reveals} reveals on web pages")
finish("told")
