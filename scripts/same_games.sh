#!/bin/sh
# same_games.sh LUNO OUTDIR: writes the per-game CSVs (`luno sim --csv`) of a fixed set of
# sims covering every shipped ruleset, house rule and bot, from fixed seeds, into OUTDIR.
# Run it with a build from before a change and one from after, then `diff -r` the two
# folders: a change not meant to change play must leave every file byte-identical.
set -eu
luno=$1 out=$2
mkdir -p "$out"
n=0
sim() { # sim NAME ARGS...: one sim of 300 games (fewer with Lua bots) into OUTDIR/NAME.csv
  name=$1
  shift
  "$luno" sim --quiet --seed 7 --bot-seed 11 --csv "$out/$name.csv" "$@" >/dev/null ||
    { echo "same_games: sim $name failed" >&2; exit 1; }
  n=$((n + 1))
}
sim official3 --rules official --players 3 --games 300
sim official4 --rules official --players 4 --games 300
sim official4_check --rules official --players 4 --games 300 --check
sim special --rules special --games 300
sim special_check --rules special --games 200 --check
sim house --rules house --games 300
sim classroom --rules classroom --games 100
sim progressive --rules official,progressive --games 300
sim seven_o_jump --rules official,seven_o,jump_in --games 300
sim special_must_jump --rules special,must_play,jump_in --games 200
sim no_specials --rules official,no_specials --games 200
sim no_mercy --rules no_mercy --games 200
sim flip --rules flip --games 200
sim crazy_eights --rules crazy_eights --games 200
sim attack --rules attack --games 200
sim teams --rules teams --games 200
sim dos --rules dos --games 200
sim greedy --rules official --bots greedy,random,greedy,random --games 60
sim greedy_special --rules special --players 3 --bots greedy,random,greedy --games 40
sim greedy_house --rules house --bots greedy,greedy,random,greedy --games 40
sim greedy_flip --rules flip --players 2 --bots greedy,random --games 40
sim greedy_attack --rules attack --players 3 --bots greedy,greedy,random --games 40
sim tournament --rules tournament --games 200
sim forget --rules official --games 200 --forget-uno 0.3
sim phase_10 --rules phase_10 --games 60
sim skip_bo --rules skip_bo --games 60
sim greedy_phase_10 --rules phase_10 --players 2 --bots greedy,random --games 30
sim greedy_skip_bo --rules skip_bo --players 3 --bots greedy,random,greedy --games 30
# the search bot: its worlds run the same core and scripts, so its choices move with them
sim ismcts --rules official --bots ismcts:60,random,greedy,random --games 12 --set rounds=1
sim ismcts_special --rules special --players 3 --bots random,ismcts:40,greedy --games 6 --set rounds=1
sim ismcts_phase_10 --rules phase_10 --players 2 --bots greedy,ismcts:30 --games 2
sim ismcts_skip_bo --rules skip_bo --players 2 --bots ismcts:30,greedy --games 4 --set stock=8 --set target_score=25
echo "same_games: $n sims written to $out"
