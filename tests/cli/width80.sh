#!/bin/sh
# width80.sh LUNO RULES: what people read fits 80 columns (COLUMNS=80): luno --help, every
# subcommand's --help, luno rules' listing, sim's summary, compare's table, check's report
# (with a failure, its replay line and traceback), a tournament's header, and scripted REPL
# games at 2, 4 and 10 players under several rulesets, every seat a person, with typos,
# refusals, `show`, `hint`, `help`, `log`, `rules` and `reload`. RULES is the folder of
# test rulesets (boom_card.lua). Fails naming each longer line, counting a UTF-8
# character as one column.
set -eu
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$(pwd)/$1" ;; esac; }
luno=$(absolute "$1") rules=$(absolute "$2")
T=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
# (the shipped rulesets copied to a short path: a path in a line is a word no fold breaks,
# and the checkout's may be of any length)
cp -R "${LUNO_PATH%%:*}" "$T/r"
export COLUMNS=80 NO_COLOR=1 HOME="$T" LUNO_PATH="$T/r"
run() { # run NAME CMD...: the command's output (stdout and stderr) into $T/out/NAME
  name=$1
  shift
  "$@" > "$T/out/$name" 2>&1 || true
}
mkdir "$T/out"
run help "$luno" --help
for c in play sim merge compare rules check tournament serve web; do
  run "help_$c" "$luno" $c --help
done
run rules "$luno" rules
run rules_special "$luno" rules --rules special
run sim_house "$luno" sim --rules house --games 60 --jobs 1 --seed 3 --bots greedy
run sim_teams "$luno" sim --rules teams --games 60 --jobs 1 --seed 3
run compare "$luno" compare --rules official --rules official,must_play --games 40 --jobs 1
cp "$rules/boom_card.lua" "$T/boom_card.lua"
(cd "$T" && run check "$luno" check boom_card.lua --games 3 --seed 4 --save-dir "$T")
run check_special "$luno" check special --games 4
printf 'Alice human\nBob random\nCarl random\nDee random\nEd random\n' > "$T/entrants"
run tournament "$luno" tournament --entrants "$T/entrants" --turns 20 --seed 5 < /dev/null

# A REPL game: every seat a person, each turn a round of what people type.
turns() {
  i=0
  while [ $i -lt 120 ]; do
    printf 'hint\nply 4\nplay 99\nplay 1\ndraw\npass\nred\nno\nstop\nuno\n'
    [ $((i % 15)) -eq 0 ] && printf 'show\nhand\nlog 3\nundo\nredo\n'
    i=$((i + 1))
  done
  printf 'help\nhelp all\nhelp play\nrules\nset\nreload\nquit\n'
}
for game in "2 official" "4 official" "10 official" "4 no_mercy" "2 dos" "4 teams" \
  "3 special" "4 official,seven_o,jump_in,progressive"; do
  players=${game% *} rs=${game#* }
  bots=human
  k=1
  while [ $k -lt "$players" ]; do bots="$bots,human" k=$((k + 1)); done
  turns > "$T/input"
  run "repl_${players}_$rs" "$luno" play --rules "$rs" --players "$players" --seed 7 \
    --bots "$bots" < "$T/input"
done

bad=0
for f in "$T"/out/*; do
  [ -s "$f" ] || { echo "width80: $(basename "$f") printed nothing" >&2; bad=1; }
  if LC_ALL=C sed 's/[\x80-\xbf]//g' "$f" |
    awk -v f="$(basename "$f")" 'length > 80 { print f ": " length " columns: " $0; n++ }
                                 END { exit n > 0 }'; then :; else bad=1; fi
done
[ "$bad" = 0 ] || { echo "width80: lines above are wider than 80 columns" >&2; exit 1; }
echo "width80: every line fits 80 columns ($(cat "$T"/out/* | wc -l) lines)"
