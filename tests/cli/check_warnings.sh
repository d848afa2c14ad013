#!/bin/sh
# check_warnings.sh LUNO FOLDER: `luno check` names the authors' slips (a card declared twice
# in a file, a number outside 0..9, an empty file, a legal hook returning nil, state kept
# between games), takes FOLDER/init.lua and a bare folder name from the current folder, and
# its replay line replays the very game it reports.
luno=$1 dir=$2
fail() { echo "FAIL: $*"; exit 1; }
cd "$dir" || fail "no folder $dir"
saves=$(mktemp -d) || fail "no temporary folder" # (the failures' saves: not into the source)
trap 'rm -rf "$saves"' EXIT
out=$("$luno" check --save-dir "$saves" mistakes --seed 1 --games 12 --turns 400)
for want in "luno check ./mistakes" "card boom: number 12 is outside 0..9" \
            "mistakes/cards.lua:3: card boom is declared twice (first at line 2)" \
            "mistakes/empty.lua: declares no cards or rules" \
            "rule nilly: its legal hook returned nil"; do
  echo "$out" | grep -qF "$want" || fail "check mistakes did not say '$want'" -- "$out"
done
"$luno" check --save-dir "$saves" mistakes/init.lua --seed 1 --games 2 | grep -qF "scripts     load (./mistakes)" ||
  fail "check FOLDER/init.lua did not load the folder"
"$luno" check no_such_deck --seed 1 --games 2 | grep -qF "no ruleset named 'no_such_deck'" ||
  fail "an absent bare name was not named"
"$luno" check --save-dir "$saves" stateful.lua --seed 1 --games 30 | grep -qF "keeps state between games outside g.vars" ||
  fail "state kept between games was not reported"
"$luno" check official --seed 1 --games 20 | tail -1 | grep -qx "ok" || fail "official is not clean"
# the replay line of a stuck game replays it: the same report
line=$(echo "$out" | sed -n 's/^    replay: //p' | head -1)
[ -n "$line" ] || fail "no replay line" -- "$out"
seed=$(echo "$line" | sed 's/.*--seed \([0-9]*\).*/\1/')
again=$(eval "\"$luno\" ${line#luno } --turns 400 --save-dir \"$saves\"")
echo "$again" | grep -qF "replay: luno check ./mistakes --seed $seed" || fail "replay did not reproduce" -- "$again"
echo "ok"
