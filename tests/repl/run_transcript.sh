#!/bin/sh
# run_transcript.sh LUNO RULESETS NAME.in NAME.out: runs the REPL on a transcript's input
# and diffs its output (stdout and stderr, then "[exit N]") with the expected one.
#
# The REPL runs in a fresh temporary folder $T (its working directory, $HOME, and
# LUNO_PATH=$T/rulesets holding a copy of the official ruleset and of the test rulesets in
# rulesets/ next to the transcript), with NO_COLOR=1 and
# stdin not a terminal; "$T" in the output is written as the literal text $T, and the
# shipped rulesets' folder (searched after LUNO_PATH) as $RULESETS.
# Directives in the input (the REPL ignores them as comments):
#   #args FLAGS   flags for `luno play` (one such line)
#   #via-c        pass the other lines with -c 'line; line' instead of on stdin
#   #rulesets DIR...  also copy these folders of the shipped rulesets (house, presets, quiz)
#   #columns N    the width the REPL folds its lines to (COLUMNS; 80 unless said): a
#                 transcript whose lines hold paths says 10000 (the most it takes), so a line
#                 that holds one folds nowhere, wherever the checkout is
# A line starting with ! is a shell command run in $T once every line before it has been
# handled (the REPL is fed through a FIFO and the line is sent as a comment to sync on).
# LUNO_UPDATE=1 writes the output as the new expected file instead of diffing.
set -u
# Makes a path absolute (the REPL runs in another folder).
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$(pwd)/$1" ;; esac; }
luno=$(absolute "$1") rulesets=$(absolute "$2") input=$(absolute "$3") expected=$(absolute "$4")
T=$(mktemp -d "${TMPDIR:-/tmp}/luno-repl.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
mkdir "$T/rulesets" "$T/home"
cp -R "$rulesets/official" "$T/rulesets/official"
for dir in $(sed -n 's/^#rulesets //p' "$input" | head -n 1); do
  mkdir -p "$T/rulesets/$dir" && cp -R "$rulesets/$dir/." "$T/rulesets/$dir/"
done
cp -R "$(dirname "$input")/rulesets/." "$T/rulesets/" # test rulesets next to the transcripts
COLUMNS=$(sed -n 's/^#columns //p' "$input" | head -n 1)
export LUNO_PATH="$T/rulesets" HOME="$T/home" NO_COLOR=1 COLUMNS="${COLUMNS:-80}" T
unset LUNO_INSTRUCTIONS LUNO_MEMORY_MB
args=$(sed -n 's/^#args //p' "$input" | head -n 1)
cd "$T" || exit 1

# Waits until the REPL has echoed line $1 for the $2nd time (so everything before it is
# done: the same shell line may stand several times in a transcript).
wait_for() {
  i=0
  while [ $i -lt 200 ]; do
    [ "$(grep -cxF "> $1" "$T/actual" 2>/dev/null)" -ge "$2" ] && return 0
    sleep 0.05
    i=$((i + 1))
  done
  echo "run_transcript: timed out waiting for '$1'" >&2
  return 1
}

if grep -q '^#via-c' "$input"; then
  script=$(grep -v '^#' "$input" | tr '\n' ';')
  # shellcheck disable=SC2086
  "$luno" play --echo $args -c "$script" > "$T/actual" 2>&1 < /dev/null
  rc=$?
elif grep -q '^!' "$input"; then
  mkfifo "$T/fifo"
  # shellcheck disable=SC2086
  : > "$T/actual"
  "$luno" play --echo $args < "$T/fifo" >> "$T/actual" 2>&1 &
  pid=$!
  exec 3> "$T/fifo"
  while IFS= read -r line; do
    case "$line" in
      '!'*)
        printf '# %s\n' "$line" >&3
        seen=$(grep -cxF "$line" "$T/bangs" 2>/dev/null)
        printf '%s\n' "$line" >> "$T/bangs"
        wait_for "# $line" $((seen + 1)) || break
        (sh -c "${line#!}") >> "$T/actual" 2>&1 ;;
      *) printf '%s\n' "$line" >&3 ;;
    esac
  done < "$input"
  exec 3>&-
  wait $pid
  rc=$?
else
  # shellcheck disable=SC2086
  "$luno" play --echo $args < "$input" > "$T/actual" 2>&1
  rc=$?
fi
echo "[exit $rc]" >> "$T/actual"
sed "s|$T|\$T|g; s|$rulesets|\$RULESETS|g" "$T/actual" > "$T/actual.norm"
if [ "${LUNO_UPDATE:-}" = 1 ]; then
  cp "$T/actual.norm" "$expected"
  echo "updated $expected"
  exit 0
fi
if ! diff -u "$expected" "$T/actual.norm"; then
  echo "transcript $(basename "$input") differs from $(basename "$expected") (LUNO_UPDATE=1 rewrites it)"
  exit 1
fi
