#!/bin/sh
# ladder_shards.sh PYTHON3 LADDER LUNO: the strength bar played in shards (--shards 3 --dir)
# gives the rows of one run on the same seeds; a shard taken away is played again, and the
# others are kept, not replayed.
set -eu
py=$1 ladder=$2 luno=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
rows() { grep '^| ismcts' | cut -d'|' -f2-4; } # the bot, its wins, its rate
args="--games 8 --search-games 6 --rules official --rounds --bar --jobs 2" # (luno apart: its path may hold spaces)
"$py" "$ladder" --luno "$luno" $args | rows > "$dir/whole"
"$py" "$ladder" --luno "$luno" $args --shards 3 --dir "$dir/shards" | rows > "$dir/sharded"
cmp "$dir/whole" "$dir/sharded" || { echo "sharded rows differ from the whole run"; exit 1; }
[ "$(ls "$dir/shards" | wc -l)" -eq 6 ] || { echo "expected 6 shard files"; exit 1; }
kept=$(ls "$dir/shards" | grep -- '-1-of-3.json' | head -1)
touch -d '2000-01-01' "$dir/shards/$kept"
gone=$(ls "$dir/shards" | grep -- '-2-of-3.json' | head -1)
rm "$dir/shards/$gone"
"$py" "$ladder" --luno "$luno" $args --shards 3 --dir "$dir/shards" | rows > "$dir/again"
cmp "$dir/whole" "$dir/again" || { echo "resumed rows differ"; exit 1; }
[ -e "$dir/shards/$gone" ] || { echo "the missing shard was not played again"; exit 1; }
[ "$(date -r "$dir/shards/$kept" +%Y)" = 2000 ] || { echo "a kept shard was played again"; exit 1; }
echo "ladder shards: same rows whole, sharded and resumed"
