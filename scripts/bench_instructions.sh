#!/bin/sh
# bench_instructions.sh BENCH [GAMES]: instructions per turn of each benchmark row, counted
# by callgrind inside bench's play_games only (setup excluded), as the slope between one
# game and GAMES games: the table's opening, paid once, is printed apart instead of spread
# over the turns (at 100 games it moved official's figure by 7%). Machine load does not
# move these figures, so they compare runs on a busy machine. Skipped without valgrind.
bench=$1 games=${2:-200}
if ! command -v valgrind >/dev/null 2>&1; then
  echo "instructions/turn: valgrind is not installed (Debian package valgrind); skipped"
  exit 0
fi
echo
echo "instructions per turn (callgrind, inside play_games: the slope from 1 to $games one-round games a row)"
count() { # count ROW GAMES FUNCTION: instructions inside FUNCTION and the turns played
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
    --toggle-collect="$3" "$bench" --row "$1" "$2" 2>&1
}
# figures ROW GAMES FUNCTION: "instructions turns" inside FUNCTION
figures() {
  out=$(count "$1" "$2" "$3") || { echo "$1: bench failed" >&2; echo "$out" | tail -3 >&2; return 1; }
  ir=$(echo "$out" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  turns=$(echo "$out" | sed -n 's/^row .*, \([0-9]*\) turns$/\1/p')
  echo "$ir $turns"
}
for row in baseline $("$bench" --rows); do
  if [ "$row" = baseline ]; then
    set -- $(figures baseline $((games / 10 > 0 ? games / 10 : 1)) base_match) || exit 1
    base=$(echo "$1 $2" | awk '{ printf "%.0f", $1 / $2 }')
    echo "baseline $base" | awk '{ printf "%-12s %10d  %6.2fx the baseline\n", $1, $2, 1 }'
    continue
  fi
  set -- $(figures "$row" "$games" play_games) $(figures "$row" 1 play_games) || exit 1
  echo "$row $1 $2 $3 $4 $base" | awk '{
    per = ($2 - $4) / ($3 - $5); opening = $4 - per * $5
    printf "%-12s %10.0f  %6.2fx the baseline  (the table'"'"'s opening: %.0f, once)\n",
           $1, per, per / $6, opening }'
done
