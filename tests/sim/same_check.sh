#!/bin/sh
# same_check.sh LUNO: `luno sim` (bots answer effects' questions where they are asked, the
# effects running as plain calls) and `luno sim --check` (every answer goes through the
# decision loop, the effects running as coroutines, the invariants checked) must play the
# very same games, game by game (their --csv rows), for every shipped game and house-rule
# list and for a Lua bot. Scripts cannot tell the two apart (lua/SANDBOX.md).
set -eu
luno=$1
work=$(mktemp -d "${TMPDIR:-/tmp}/luno-same-check-XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
both() { # both NAME ARGS...: the sim both ways, compared
  name=$1
  shift
  "$luno" sim --quiet --seed 5 --bot-seed 3 --csv "$work/$name.here.csv" "$@" >/dev/null ||
    fail "sim $name"
  "$luno" sim --quiet --seed 5 --bot-seed 3 --check --csv "$work/$name.loop.csv" "$@" >/dev/null ||
    fail "sim --check $name"
  cmp -s "$work/$name.here.csv" "$work/$name.loop.csv" || fail "$name: sim and sim --check play different games"
  echo "ok: $name: the same $(($(wc -l <"$work/$name.here.csv") - 1)) games both ways"
}
for rules in official special house classroom official,progressive official,seven_o,jump_in \
  special,must_play,jump_in no_mercy flip crazy_eights tournament attack teams; do
  both "$(echo "$rules" | tr , _)" --rules "$rules" --games 40
done
both greedy --rules official --bots greedy,random,greedy,random --games 10
both play_hooks --rules "official,$(dirname "$0")/../cli/rulesets/play_hooks.lua" --games 40
