#!/bin/sh
# run_tutorial.sh LUNO SOURCE WORK: copies every Lua block of docs/TUTORIAL.md (its first
# line names the file: "-- tiny/init.lua"; "-- tiny/x.lua (first try)" goes to WORK/first
# instead) into WORK, then checks the deck with `luno check` and plays it with
# `luno sim --check`: the tutorial's code must work. Then it walks section 8: the first try
# fails in check, opens in the REPL at the failing action, and reloads fixed.
set -u
luno=$1 src=$2 work=$3
rm -rf "$work" && mkdir -p "$work" || exit 1
awk -v out="$work" '
  /^```lua$/ { inblock = 1; file = ""; next }
  /^```/ { inblock = 0; if (file) close(out "/" file); file = ""; next }
  inblock && file == "" && /^-- [a-z_\/]+\.lua \(first try\)$/ { file = "first/" $2; system("mkdir -p \"" out "/" file "\" && rmdir \"" out "/" file "\""); next }
  inblock && file == "" && /^-- [a-z_\/]+\.lua$/ { file = $2; system("mkdir -p \"" out "/" file "\" && rmdir \"" out "/" file "\""); next }
  inblock && file != "" { print > (out "/" file) }
' "$src/docs/TUTORIAL.md"
[ -f "$work/tiny/init.lua" ] && [ -f "$work/tiny/gift.lua" ] || { echo "FAILED: blocks not found"; exit 1; }
export LUNO_PATH="$work:$src/rulesets" COLUMNS=80 # (the width the docs show)
"$luno" check tiny --games 200 >"$work/check.out" 2>&1 || { cat "$work/check.out"; echo "FAILED: luno check tiny"; exit 1; }
grep -q "^ok" "$work/check.out" || { cat "$work/check.out"; exit 1; }
"$luno" sim --rules tiny --games 100 --check --json --quiet >"$work/sim.json" || { echo "FAILED: sim"; exit 1; }
grep -q '"errors": 0, "invariant_failures": 0, "stuck": 0' "$work/sim.json" || { echo "FAILED: sim: $(cat "$work/sim.json")"; exit 1; }
grep -q '"gift": [1-9]' "$work/sim.json" || { echo "FAILED: no Gift was played"; exit 1; }
# Section 8: the first try of Bounce fails in check; its open: line starts the REPL one
# action before the failure; step fails at the same line; the fixed file reloads and plays.
try="$work/try" && mkdir -p "$try" && cp -r "$work/tiny" "$try/" && cp "$work/first/tiny/bounce.lua" "$try/tiny/"
cd "$try" || exit 1
"$luno" check tiny --seed 1 >check.out 2>&1 && { cat check.out; echo "FAILED: the first try passed"; exit 1; }
grep -q "script error: ./tiny/bounce.lua:6: give: expected a card, got nil" check.out || { cat check.out; echo "FAILED: no located error"; exit 1; }
# the page's example output is the program's: each of its lines (those of the block after
# `luno check tiny --seed 1`) is printed as shown
awk '/^`luno check tiny --seed 1`/ { seen = 1; next }
     seen && /^```/ { if (inside) exit; inside = 1; next }
     inside && $0 != "..." { print }' "$src/docs/TUTORIAL.md" >shown.txt
[ -s shown.txt ] || { echo "FAILED: the example after luno check tiny --seed 1 not found"; exit 1; }
while IFS= read -r line; do
    grep -qF -- "$line" check.out || { echo "FAILED: TUTORIAL.md shows a line check does not print: $line"; exit 1; }
done <shown.txt || { cat check.out; exit 1; }
open=$(sed -n 's/^ *open: *luno \(play --replay [^ ]* --to [0-9]*\).*/\1/p' check.out | head -1)
[ -n "$open" ] || { cat check.out; echo "FAILED: no open: line"; exit 1; }
{ printf 'step\n'; sleep 1; cp "$work/tiny/bounce.lua" tiny/; printf 'reload\nstep\n'; } | "$luno" $open >repl.out 2>&1
grep -q "error: script error: ./tiny/bounce.lua:6: give: expected a card, got nil" repl.out || { cat repl.out; echo "FAILED: step did not fail there"; exit 1; }
grep -q "Reloaded the scripts and replayed" repl.out || { cat repl.out; echo "FAILED: reload"; exit 1; }
grep -q "plays moon Bounce" repl.out || { cat repl.out; echo "FAILED: the fixed Bounce did not play"; exit 1; }
"$luno" check tiny --seed 1 --games 200 | grep -q "^ok" || { echo "FAILED: the fix does not check"; exit 1; }
echo "ok: the tutorial's deck loads, checks and plays; a failure opens in the REPL and reloads fixed"
