#!/bin/sh
# determinism.sh LUNO RULESETS: the same seed gives the same tournament, byte for byte
# (text and JSON, 37 entrants with reserves and byes); another seed gives another one.
set -u
luno=$1
export LUNO_PATH="$2" NO_COLOR=1
T=$(mktemp -d "${TMPDIR:-/tmp}/luno-det.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
for run in 1 2; do
  "$luno" tournament --entrants 37 --reserves 6 --turns 150 --seed 11 > "$T/text$run" || exit 1
  "$luno" tournament --entrants 37 --reserves 6 --turns 150 --seed 11 --json > "$T/json$run" || exit 1
done
"$luno" tournament --entrants 37 --reserves 6 --turns 150 --seed 12 > "$T/other" || exit 1
cmp "$T/text1" "$T/text2" || { echo "determinism.sh: the text differs for the same seed"; exit 1; }
cmp "$T/json1" "$T/json2" || { echo "determinism.sh: the JSON differs for the same seed"; exit 1; }
if cmp -s "$T/text1" "$T/other"; then echo "determinism.sh: seeds 11 and 12 gave the same"; exit 1; fi
grep '^Champion' "$T/text1"
