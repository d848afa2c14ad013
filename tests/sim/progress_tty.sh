#!/bin/sh
# progress_tty.sh LUNO RULESETS: `luno sim` draws a progress bar with its rate and time
# left on a terminal (tmux), and nothing when stderr is not one. Exit 77 without tmux.
set -u
. "$(dirname "$0")/../repl/tmux_lib.sh"
tmux -L "$sock" -f /dev/null new-session -d -s sim -x 100 -y 10 \
  "env TERM=xterm-256color '$luno' sim --games 20000 --jobs 1; sleep 30"
i=0
while [ $i -lt 100 ] && ! tmux -L "$sock" capture-pane -p -t sim | grep -q 'games .*/s .*ETA'; do
  sleep 0.05
  i=$((i + 1))
done
check "the bar shows games, the rate and the time left" sh -c "tmux -L '$sock' capture-pane -p -t sim | grep -q 'games .*/s .*ETA'"
"$luno" sim --games 200 2>"$T/err" >/dev/null
check "no bar when stderr is not a terminal" test ! -s "$T/err"
[ $failures -eq 0 ] || { echo "$failures check(s) failed"; exit 1; }
