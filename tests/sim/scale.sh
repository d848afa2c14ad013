#!/bin/sh
# scale.sh LUNO SOURCE WORK: `luno sim` at scale (docs/SIMULATION.md). The same seeds give
# byte-identical totals on 1, 2 and 3 threads, and as 4 shards run by GNU parallel (when
# installed) or one by one through the Slurm array script, merged; a merge of shards of
# other rules is refused with one line; --csv has its header and one row per game; bots
# answering questions where asked play the same games as through the loop (--check).
set -u
luno=$1 src=$2 work=$3
fail() { echo "FAILED: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
totals() { sed 's/, "elapsed_s".*//' "$1"; } # the JSON without the run's time
"$luno" sim --rules house --games 240 --seed 7 --json --jobs 1 >one.json || fail "sim --jobs 1"
for j in 2 3; do
  "$luno" sim --rules house --games 240 --seed 7 --json --jobs $j >jobs$j.json || fail "sim --jobs $j"
  [ "$(totals jobs$j.json)" = "$(totals one.json)" ] || fail "--jobs $j totals differ from --jobs 1"
done
echo "ok: --jobs 1, 2 and 3 give the same totals"

if command -v parallel >/dev/null 2>&1; then
  parallel --will-cite -q "$luno" sim --rules house --games 240 --seed 7 --quiet --shard {}/4 --out part{}.json ::: 1 2 3 4 ||
    fail "GNU parallel shards"
  "$luno" merge part1.json part2.json part3.json part4.json --json >merged.json || fail "merge"
  [ "$(totals merged.json)" = "$(totals one.json)" ] || fail "4 shards under GNU parallel, merged, differ from one run"
  echo "ok: 4 shards run by GNU parallel merge into the one run's totals"
else
  echo "skipped: GNU parallel is not installed (Debian: parallel)"
fi

rm -f part-*.json
for k in 1 2 3 4; do # the Slurm array script, one task after the other
  SLURM_ARRAY_TASK_ID=$k SLURM_ARRAY_TASK_COUNT=4 SLURM_SUBMIT_DIR=$work LUNO=$luno \
    sh "$src/docs/slurm/luno-array.sh" house 240 7 random || fail "slurm task $k"
done
"$luno" merge part-*.json --json >slurm.json || fail "merge of the Slurm parts"
[ "$(totals slurm.json)" = "$(totals one.json)" ] || fail "the Slurm array's parts, merged, differ from one run"
echo "ok: the Slurm array script's parts merge into the one run's totals"

"$luno" sim --rules official --games 60 --seed 7 --quiet --shard 2/4 --out other.json || fail "other shard"
if "$luno" merge part-1.json other.json >refused.txt 2>&1; then fail "a merge of other rules was accepted"; fi
[ "$(wc -l <refused.txt)" -eq 1 ] && grep -q "luno merge: " refused.txt || fail "merge refusal: $(cat refused.txt)"
echo "ok: shards of other rules are refused: $(cat refused.txt)"

# Counts are added with checks: shards whose sums leave the range of a count, a negative
# count, or a histogram value past any game's length are refused, never wrapped round.
"$luno" sim --rules official --games 20 --seed 1 --quiet --shard 1/2 --out big1.json || fail "big shard 1"
"$luno" sim --rules official --games 20 --seed 1 --quiet --shard 2/2 --out big2.json || fail "big shard 2"
sed -i 's/"turns": [0-9]*,/"turns": 9223372036854775000,/' big1.json big2.json
sed 's/"decided": [0-9]*/"decided": -3/' big2.json >negative.json
sed 's/"margin": \[\[[0-9]*,/"margin": [[4611686018427387904,/' big2.json >far.json
for second in big2.json negative.json far.json; do
  if "$luno" merge big1.json "$second" >refused.txt 2>&1; then fail "merge with $second was accepted"; fi
  [ "$(wc -l <refused.txt)" -eq 1 ] && grep -q "luno merge: " refused.txt || fail "refusal of $second: $(cat refused.txt)"
done
echo "ok: sums past a count's range, negative counts and absurd values are refused"

"$luno" sim --rules special --games 30 --seed 7 --csv games.csv >/dev/null || fail "--csv"
head -1 games.csv | grep -q '^seed,players,first_dealer,winner,.*,play_evil,.*use_evil' || fail "CSV header: $(head -1 games.csv)"
[ "$(wc -l <games.csv)" -eq 31 ] || fail "CSV rows: $(wc -l <games.csv)"
cols=$(head -1 games.csv | awk -F, '{print NF}')
awk -F, -v n="$cols" 'NR > 1 && NF != n { exit 1 }' games.csv || fail "a CSV row has another number of columns"
echo "ok: --csv writes a header and one row per game, $cols columns each"
"$luno" sim --games 20 --svg pic.svg >/dev/null && grep -q '</svg>' pic.svg || fail "--svg"
echo "ok: --svg writes a picture"

# Bots answer effects' questions where they are asked, except under --check (every action,
# answers too, goes through the loop to be checked): the games must be the very same.
"$luno" sim --rules special,must_play --games 60 --seed 11 --csv asked_here.csv >/dev/null || fail "sim"
"$luno" sim --rules special,must_play --games 60 --seed 11 --check --csv asked_loop.csv >/dev/null || fail "sim --check"
cmp -s asked_here.csv asked_loop.csv || fail "answers given where asked change the games (--check differs)"
echo "ok: bots answering where asked play the games the loop plays"
