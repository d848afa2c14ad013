#!/bin/sh
# hotseat_tty.sh LUNO RULESETS: hot-seat privacy and a table people can read, in a real
# 80x24 terminal (tmux): passing the screen clears it and waits for the next player's
# Enter; a 16-card hand, the last moves and the prompt fit on the screen together.
# Exits 77 (skipped) when tmux is not installed.
set -u
. "$(dirname "$0")/tmux_lib.sh"
screen() { tmux -L "$sock" capture-pane -p -t hot; }
wait_for() { # the pane shows the fixed text $1 within 5 seconds
  i=0
  while [ $i -lt 100 ]; do
    screen | grep -qF -- "$1" && return 0
    sleep 0.05
    i=$((i + 1))
  done
  echo "timed out waiting for '$1' in:"
  screen
  return 1
}
shows() { screen | grep -qF -- "$1"; }
hides() { ! screen | grep -qF -- "$1"; }

tmux -L "$sock" -f /dev/null new-session -d -s hot -x 80 -y 24 \
  "env HOME='$T/home' TERM=xterm-256color NO_COLOR=1 '$luno' play --players 2 --bots human,human --set hand_size=16 --seed 3; sleep 30"
check "the screen asks Bo to take it" wait_for "Bo, press Enter>"
check "nothing of a hand is shown before Bo's Enter" hides "hand (16 cards"
tmux -L "$sock" send-keys -t hot Enter
check "Bo's view comes after the Enter" wait_for "Bo, play or draw?>"
check "the 16-card hand is on the 80x24 screen" shows "Bo's hand (16 cards"
check "the last moves are on it too" shows "First card:"
check "the hand's first color line is on it" sh -c "tmux -L '$sock' capture-pane -p -t hot | grep -qE '^  (red|yellow|green|blue|wild) +1 '"
tmux -L "$sock" send-keys -t hot 'draw' Enter
sleep 0.3
tmux -L "$sock" send-keys -t hot 'pass' Enter
check "the screen passes to Ann" wait_for "Ann, press Enter>"
check "Bo's hand is cleared from the screen" hides "Bo's hand"
tmux -L "$sock" send-keys -t hot Enter
check "Ann's view comes after her Enter" wait_for "Ann, play or draw?>"
check "Ann sees what Bo did" shows "Bo draws a card"
[ $failures -eq 0 ] || { echo "$failures check(s) failed"; exit 1; }
