#!/bin/sh
# hotseat_tty.sh LUNO RULESETS: hot-seat privacy and a table people can read, in a real
# 80x24 terminal (tmux): passing the screen waits for the last player's Enter (they read
# what they drew), clears it and waits for the next player's (the first time, the welcome
# stays on the screen until that Enter); a 16-card hand, the last
# moves and the prompt fit on the screen together; what is typed at a pause is not run,
# and says so.
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
  "env -u NO_COLOR HOME='$T/home' TERM=xterm-256color '$luno' play --players 2 --bots human,human --set hand_size=16 --seed 3; sleep 30"
check "the screen asks Bo to take it" wait_for "Bo, press Enter>"
check "the welcome is there to read until then" shows "luno: UNO with rules in Lua"
check "and the game's first line" shows "New game: official, 2 players"
check "nothing of a hand is shown before Bo's Enter" hides "hand (16 cards"
tmux -L "$sock" send-keys -t hot Enter
check "Bo's view comes after the Enter" wait_for "Bo, play or draw?>"
check "the 16-card hand is on the 80x24 screen" shows "Bo's hand (16 cards"
check "the last moves are on it too" shows "First card:"
check "the hand's first color line is on it" sh -c "tmux -L '$sock' capture-pane -p -t hot | grep -qE '^  (red|yellow|green|blue|wild) +1 '"
tmux -L "$sock" send-keys -t hot 'draw' Enter
sleep 0.3
tmux -L "$sock" send-keys -t hot 'pass' Enter
check "Bo keeps the screen until his Enter" wait_for "Bo, press Enter to hide your hand and pass the screen>"
check "Bo sees the card he drew" sh -c "tmux -L '$sock' capture-pane -p -t hot | grep -E '^Bo draws ' | grep -vq 'a card'"
tmux -L "$sock" send-keys -t hot 'play 1' Enter
check "a command typed at Bo's pause is not run, and he is told" wait_for "(not run: 'play 1': that was a pause for Enter"
tmux -L "$sock" send-keys -t hot Enter
check "the screen passes to Ann" wait_for "Ann, press Enter>"
check "Bo's hand is cleared from the screen" hides "Bo's hand"
check "Bo's card is cleared from the screen" hides "Bo draws"
tmux -L "$sock" send-keys -t hot 'draw' Enter
check "Ann's view comes after her Enter" wait_for "Ann, play or draw?>"
check "Ann sees what Bo did, not the card" shows "Bo draws a card"
check "Ann is told her 'draw' at the pause was not run" shows "(not run: 'draw'"

# Three people: Bo plays his next-to-last card without calling UNO; when the screen has
# passed to Cy, Cy is told the catch is open (the line was said on Bo's screen, then
# cleared).
cp "$(dirname "$0")/rulesets/few_numbers.lua" "$T/rulesets/few_numbers.lua"
tmux -L "$sock" new-session -d -s uno -x 80 -y 24 \
  "env -u NO_COLOR HOME='$T/home' TERM=xterm-256color '$luno' play --rules official,few_numbers --players 3 --bots human,human,human --set hand_size=3 --seed 4; sleep 30"
step() { # step WAIT_TEXT KEYS...: waits for the text, then types
  want=$1
  shift
  i=0
  while [ $i -lt 100 ] && ! tmux -L "$sock" capture-pane -p -t uno | grep -qF -- "$want"; do
    sleep 0.05
    i=$((i + 1))
  done
  tmux -L "$sock" send-keys -t uno "$@"
}
step "Bo, press Enter>" Enter
step "Bo, play or draw?>" 'b1' Enter
step "Bo, press Enter to hide" Enter
step "Cy, press Enter>" Enter
step "Cy, play or draw?>" 'play 1' Enter
step "Cy, press Enter to hide" Enter
step "Ann, press Enter>" Enter
step "Ann, play or draw?>" 'play 1' Enter
step "Ann, press Enter to hide" Enter
step "Bo, press Enter>" Enter
step "Bo, play or draw?>" 'play 1' Enter
step "Bo, press Enter to hide" Enter
step "Cy, press Enter>" Enter
i=0
while [ $i -lt 100 ] && ! tmux -L "$sock" capture-pane -p -t uno | grep -qF "Cy, play or draw?>"; do
  sleep 0.05
  i=$((i + 1))
done
check "after the screen passes, Cy is told Bo's missed UNO may be caught" \
  sh -c "tmux -L '$sock' capture-pane -p -t uno | sed -n '/--- Cy.s view ---/,\$p' | grep -qF 'Open: uno on Bo: \`catch Bo\` uses it'"
[ $failures -eq 0 ] || { echo "$failures check(s) failed"; exit 1; }
