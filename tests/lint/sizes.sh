#!/bin/sh
# sizes.sh DIR TOTAL FILE: fails when the Lua files of the ruleset in DIR (its lib/ too) hold
# more than TOTAL lines in all or any one of them more than FILE (issue 52's bounds: a game
# that needs more is written around a missing primitive).
set -eu
dir=$1 total=$2 most=$3
all=0
for f in "$dir"/*.lua "$dir"/lib/*.lua; do
  [ -f "$f" ] || continue
  n=$(wc -l < "$f")
  all=$((all + n))
  if [ "$n" -gt "$most" ]; then echo "sizes: $f has $n lines (at most $most)"; exit 1; fi
done
if [ "$all" -gt "$total" ]; then echo "sizes: $dir has $all lines (at most $total)"; exit 1; fi
echo "sizes: $dir: $all lines in all (at most $total), none over $most"
