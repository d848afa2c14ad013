#!/bin/sh
# run_tutorial.sh LUNO SOURCE WORK: copies every Lua block of docs/TUTORIAL.md (its first
# line names the file: "-- tiny/init.lua") into WORK, then checks the deck with
# `luno check` and plays it with `luno sim --check`: the tutorial's code must work.
set -u
luno=$1 src=$2 work=$3
rm -rf "$work" && mkdir -p "$work" || exit 1
awk -v out="$work" '
  /^```lua$/ { inblock = 1; file = ""; next }
  /^```/ { inblock = 0; if (file) close(out "/" file); file = ""; next }
  inblock && file == "" && /^-- [a-z_\/]+\.lua$/ { file = $2; system("mkdir -p \"" out "/" file "\" && rmdir \"" out "/" file "\""); next }
  inblock && file != "" { print > (out "/" file) }
' "$src/docs/TUTORIAL.md"
[ -f "$work/tiny/init.lua" ] && [ -f "$work/tiny/gift.lua" ] || { echo "FAILED: blocks not found"; exit 1; }
export LUNO_PATH="$work:$src/rulesets"
"$luno" check tiny --games 200 >"$work/check.out" 2>&1 || { cat "$work/check.out"; echo "FAILED: luno check tiny"; exit 1; }
grep -q "^ok" "$work/check.out" || { cat "$work/check.out"; exit 1; }
"$luno" sim --rules tiny --games 100 --check --json --quiet >"$work/sim.json" || { echo "FAILED: sim"; exit 1; }
grep -q '"errors": 0, "invariant_failures": 0, "stuck": 0' "$work/sim.json" || { echo "FAILED: sim: $(cat "$work/sim.json")"; exit 1; }
grep -q '"gift": [1-9]' "$work/sim.json" || { echo "FAILED: no Gift was played"; exit 1; }
echo "ok: the tutorial's deck loads, checks and plays"
