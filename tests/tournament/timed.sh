#!/bin/sh
# timed.sh LUNO RULESETS CHECK_BRACKET: a table with a person and a budget of 0.02 minutes
# (1.2 s): Alice draws at once, then thinks for 3 s; the time is up before her next command
# runs, so the table ends in the middle of its first round and is scored as it stands
# (each seat's cards left in hand count). The JSON must say so and pass check_bracket.
set -u
luno=$1 rulesets=$2 check=$3
T=$(mktemp -d "${TMPDIR:-/tmp}/luno-timed.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
export LUNO_PATH="$rulesets" HOME="$T" NO_COLOR=1
printf 'Alice human\nBob random\nCarl random\nDee random\n' > "$T/club.txt"
(printf 'draw\n'; sleep 3; printf 'draw\n') |
  "$luno" tournament --entrants "$T/club.txt" --minutes 0.02 --seed 2 --json --echo \
    > "$T/out.json" 2> "$T/repl.txt" || { cat "$T/repl.txt"; exit 1; }
cat "$T/out.json"
tail -n 3 "$T/repl.txt"
grep -q '"ended": "minutes"' "$T/out.json" || { echo "timed.sh: the table did not end on time"; exit 1; }
grep -q '"mid_round": true' "$T/out.json" || { echo "timed.sh: the table did not stop mid-round"; exit 1; }
grep -q '"rounds_completed": 0' "$T/out.json" || { echo "timed.sh: a round was completed"; exit 1; }
grep -q '^> draw$' "$T/repl.txt" || { echo "timed.sh: the first command did not run"; exit 1; }
[ "$(grep -c '^> draw$' "$T/repl.txt")" = 1 ] || { echo "timed.sh: a command ran after the time was up"; exit 1; }
grep -q 'The table is over: the time is up' "$T/repl.txt" || { echo "timed.sh: no word of the time"; exit 1; }
cmake -DJSON_FILE="$T/out.json" -DENTRANTS=4 -DRESERVES=0 -DBYES=0 -DDRAW=4 -DROUNDS=1 -DTABLE=4 \
  -P "$check"
