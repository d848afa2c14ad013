#!/bin/sh
# tty_test.sh LUNO RULESETS: drives the real interactive REPL in a pseudo-terminal (tmux)
# and checks what only a terminal has: the prompt, tab completion of commands, card names
# and seat names, ANSI colors (and none under NO_COLOR), Ctrl-C, and the history file.
# Exits 77 (skipped) when tmux is not installed.
set -u
. "$(dirname "$0")/tmux_lib.sh"

screen() { tmux -L "$sock" capture-pane -p -t "$1"; }
screen_ansi() { tmux -L "$sock" capture-pane -p -e -t "$1"; }

# Waits until the pane shows text $2 (a fixed string), at most 5 seconds.
wait_for() {
  i=0
  while [ $i -lt 100 ]; do
    screen "$1" | grep -qF -- "$2" && return 0
    sleep 0.05
    i=$((i + 1))
  done
  echo "timed out waiting for '$2' in:"
  screen "$1"
  return 1
}

# Waits until some line of the pane matches the extended regex $2, at most 5 seconds.
wait_re() {
  i=0
  while [ $i -lt 100 ]; do
    screen "$1" | grep -qE -- "$2" && return 0
    sleep 0.05
    i=$((i + 1))
  done
  return 1
}

keys() { tmux -L "$sock" send-keys -t "$@"; }

# The hand seat 0 gets with seed 5, as the batch REPL lists it (the names to complete).
names=$(NO_COLOR=1 "$luno" play --seed 5 -c hand 2>/dev/null | sed -n '/hand (/,$p' | grep -v 'hand (' |
  grep -o '[0-9][0-9]* [a-z][^ ]*' | sed 's/^[0-9]* //; s/[*]$//' | sort -u)
check "the batch REPL lists a hand to compare with" test -n "$names"

tmux -L "$sock" -f /dev/null new-session -d -s color -x 160 -y 60 \
  "env -u NO_COLOR HOME='$T/home' TERM=xterm-256color '$luno' play --seed 5; sleep 30"
check "the prompt names the seat to play" wait_for color "Ann, play or draw?>"
esc=$(printf '\033')
check "cards are in ANSI colors" sh -c "tmux -L '$sock' capture-pane -p -e -t color | grep -q '${esc}\[3[1-4]m'"

keys color 'he' Tab
check "tab completes a command name" wait_for color "Ann, play or draw?> help"
keys color C-u 'play ' Tab Tab
check "tab lists completions for play" wait_re color '^Ann, play or draw\?> play$'
sleep 0.3
listing=$(screen color | sed -n '/^Ann, play or draw?> play$/,$p')
missing=""
for n in $names; do echo "$listing" | grep -qF -- "$n" || missing="$missing $n"; done
check "every card of the hand is offered, nothing else (missing:$missing)" test -z "$missing"
check "the completion list holds no seat name" sh -c "! echo '$listing' | grep -q 'Cy'"
keys color C-u C-l 'hand ' Tab Tab
check "tab lists the seat names" wait_re color '^Ann +Bo +Cy +Di'

listing=$(screen color | sed -n '/^Ann, play or draw?> hand$/,$p')
check "the seat list has every seat" sh -c "echo '$listing' | grep 'Ann' | grep 'Bo' | grep 'Cy' | grep -q 'Di'"
keys color C-u 'new --rules off' Tab
check "tab completes a ruleset name" wait_for color "new --rules official"
keys color C-c
sleep 0.3
keys color 'show' Enter
check "commands run in the terminal" wait_for color "play goes counterclockwise"
keys color 'quit' Enter
i=0
while [ $i -lt 100 ] && ! grep -qx quit "$T/home/.luno_history" 2>/dev/null; do sleep 0.05; i=$((i + 1)); done
check "the history file keeps the commands" grep -qx show "$T/home/.luno_history"

tmux -L "$sock" new-session -d -s plain -x 160 -y 60 \
  "env NO_COLOR=1 HOME='$T/home' TERM=xterm-256color '$luno' play --seed 5; sleep 30"
check "the plain session starts" wait_for plain "Ann, play or draw?>"
check "NO_COLOR turns the colors off" sh -c "! tmux -L '$sock' capture-pane -p -e -t plain | grep -q '${esc}\[3[1-4]m'"
keys plain Up
check "history is read back at the next start" wait_for plain "Ann, play or draw?> quit"
keys plain C-u 'quit' Enter

# A long colorless label painted letter by letter (every letter its own color code) is
# shown whole on a color terminal of 80x24: "Super Absorbency", not "Super Absorben".
cp -R "$rulesets/special" "$T/rulesets/special"
tmux -L "$sock" new-session -d -s label -x 80 -y 24 \
  "env -u NO_COLOR HOME='$T/home' TERM=xterm-256color '$luno' play --rules special --seed 6 --pace 0; sleep 30"
check "the special game starts" wait_for label "Ann, play or draw?>"
keys label 'play super_absorbency' Enter
check "a long painted label is shown whole" wait_for label "Ann plays Super Absorbency"

# A mistyped command at the terminal is answered and forgotten: `quit` ends the session
# with status 0 (a batch run's status still counts failed commands).
tmux -L "$sock" new-session -d -s status -x 160 -y 60 \
  "env NO_COLOR=1 HOME='$T/home' TERM=xterm-256color '$luno' play --seed 5; echo \"exit \$?\" > '$T/status'; sleep 30"
check "the status session starts" wait_for status "Ann, play or draw?>"
keys status 'frobnicate' Enter
check "a mistyped command is answered" wait_for status "frobnicate"
keys status 'quit' Enter
i=0
while [ $i -lt 100 ] && [ ! -s "$T/status" ]; do sleep 0.05; i=$((i + 1)); done
check "quit after a mistyped command exits 0 (got: $(cat "$T/status" 2>/dev/null))" grep -qx "exit 0" "$T/status"

# The end of a round waits for Enter before the next deal is shown. Ann (a person) plays
# the first card marked playable, else draws (then passes), against a random bot whose
# moves the seed fixes, until the round is over.
tmux -L "$sock" new-session -d -s round -x 80 -y 24 \
  "env -u NO_COLOR HOME='$T/home' TERM=xterm-256color '$luno' play --players 2 --set hand_size=1 --seed 3 --pace 0; sleep 30"
check "the round session starts (Ann's one card does not play: she is asked to draw)" wait_for round "Ann, draw?>"
i=0
while [ $i -lt 300 ] && ! screen round | grep -qF "round is over"; do
  last=$(screen round | grep -v '^$' | tail -1)
  case "$last" in
  *"play or pass"* | *"pass?>"*) key=pass ;;
  *"yes/no"*) key=no ;;
  *color*) key=red ;;
  *)
    n=$(screen round | awk '/hand \(/ { b = "" } { b = b "\n" $0 } END { print b }' |
      grep -oE '[0-9]+ [a-z0-9_-]+[*]' | head -1 | cut -d' ' -f1)
    key=${n:+play $n}
    key=${key:-draw}
    ;;
  esac
  before=$(screen round)
  keys round "$key" Enter
  j=0 # until the screen answers
  while [ $j -lt 40 ] && [ "$(screen round)" = "$before" ]; do sleep 0.05; j=$((j + 1)); done
  sleep 0.05
  i=$((i + 1))
done
check "the round ends with a pause for Enter" wait_for round "(the round is over: press Enter for the next deal)"
check "the next deal is not shown before the Enter" sh -c "! tmux -L '$sock' capture-pane -p -t round | grep -qF '== Round 2'"
keys round Enter
check "the next deal follows the Enter" wait_for round "== Round 2"

if [ $failures -gt 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all terminal checks passed"
