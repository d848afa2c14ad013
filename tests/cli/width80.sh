#!/bin/sh
# width80.sh LUNO: what people read fits 80 columns (COLUMNS=80): luno --help, every
# subcommand's --help and luno rules' listing. Fails naming each longer line. (The sim
# summary, check's report and the REPL's long lines are not folded yet: issue 50, item 9.)
set -eu
luno=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
export COLUMNS=80
run() { # run NAME CMD...: the command's output (stdout and stderr) into $T/NAME
  name=$1
  shift
  "$@" > "$T/$name" 2>&1 || true
}
run help "$luno" --help
for c in play sim merge compare rules check tournament serve web; do
  run "help_$c" "$luno" $c --help
done
run rules "$luno" rules
run rules_special "$luno" rules --rules special
bad=0
for f in "$T"/*; do
  if awk -v f="$(basename "$f")" 'length > 80 { print f ": " length " columns: " $0; n++ }
                                   END { exit n > 0 }' "$f"; then :; else bad=1; fi
done
[ "$bad" = 0 ] || { echo "width80: lines above are wider than 80 columns" >&2; exit 1; }
echo "width80: every line fits 80 columns"
