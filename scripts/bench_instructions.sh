#!/bin/sh
# bench_instructions.sh BENCH [GAMES]: instructions per turn of each benchmark row, counted
# by callgrind inside bench's play_games only (setup excluded). Machine load does not move
# these figures, so they compare runs on a busy machine. Skipped without valgrind.
bench=$1 games=${2:-200}
if ! command -v valgrind >/dev/null 2>&1; then
  echo "instructions/turn: valgrind is not installed (Debian package valgrind); skipped"
  exit 0
fi
echo
echo "instructions per turn (callgrind, inside play_games; $games one-round games per row)"
count() { # count ROW GAMES FUNCTION: instructions inside FUNCTION and the turns played
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
    --toggle-collect="$3" "$bench" --row "$1" "$2" 2>&1
}
for row in baseline $("$bench" --rows); do
  n=$games fn=play_games
  [ "$row" = baseline ] && fn=base_match n=$((games / 10 > 0 ? games / 10 : 1))
  out=$(count "$row" "$n" "$fn") || {
    echo "$row: bench failed"; echo "$out" | tail -3; exit 1; }
  ir=$(echo "$out" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  turns=$(echo "$out" | sed -n 's/^row .*, \([0-9]*\) turns$/\1/p')
  per=$(echo "$ir $turns" | awk '{ printf "%.0f", $1 / $2 }')
  [ "$row" = baseline ] && base=$per
  echo "$row $per $base" | awk '{ printf "%-12s %10d  %6.2fx the baseline\n", $1, $2, $2 / $3 }'
done
