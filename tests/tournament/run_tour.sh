#!/bin/sh
# run_tour.sh LUNO RULESETS NAME.in NAME.out: runs `luno tournament` with the flags of the
# input's "#args" line (in the input's folder, so an entrants file there is found), the
# input's other lines on stdin (stdin not a terminal: the REPL reads them for the people's
# tables), NO_COLOR=1, COLUMNS=80, and diffs stdout and stderr, then "[exit N]", with NAME.out.
# LUNO_UPDATE=1 writes the output as the new expected file instead.
set -u
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$(pwd)/$1" ;; esac; }
luno=$(absolute "$1") rulesets=$(absolute "$2") input=$(absolute "$3") expected=$(absolute "$4")
T=$(mktemp -d "${TMPDIR:-/tmp}/luno-tour.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
export LUNO_PATH="$rulesets" HOME="$T" NO_COLOR=1 COLUMNS=80
unset LUNO_INSTRUCTIONS LUNO_MEMORY_MB
args=$(sed -n 's/^#args //p' "$input" | head -n 1)
cd "$(dirname "$input")" || exit 1
# shellcheck disable=SC2086
grep -v '^#args' "$input" | "$luno" tournament $args > "$T/actual" 2>&1
echo "[exit $?]" >> "$T/actual"
if [ "${LUNO_UPDATE:-}" = 1 ]; then
  cp "$T/actual" "$expected"
  echo "updated $expected"
  exit 0
fi
if ! diff -u "$expected" "$T/actual"; then
  echo "$(basename "$input") differs from $(basename "$expected") (LUNO_UPDATE=1 rewrites it)"
  exit 1
fi
