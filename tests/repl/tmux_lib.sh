# tmux_lib.sh: what the terminal tests share (sourced, with $1 LUNO and $2 RULESETS still
# set): $luno and $rulesets made usable, a skip (77) without tmux, a temporary folder $T
# with the official rulesets (LUNO_PATH), a tmux server of its own ($sock) removed on exit,
# and check DESCRIPTION COMMAND... counting $failures.
case "$1" in /*) luno=$1 ;; *) luno=$(pwd)/$1 ;; esac
rulesets=$2
if ! command -v tmux >/dev/null 2>&1; then
  echo "SKIP: tmux is not installed, so the terminal REPL cannot be tested"
  exit 77
fi
T=$(mktemp -d "${TMPDIR:-/tmp}/luno-term.XXXXXX") || exit 1
sock="luno-term-$$"
cleanup() {
  tmux -L "$sock" kill-server 2>/dev/null
  rm -rf "$T"
}
trap cleanup EXIT INT TERM
mkdir "$T/rulesets" "$T/home"
cp -R "$rulesets/official" "$T/rulesets/official"
export LUNO_PATH="$T/rulesets" ASAN_OPTIONS=detect_leaks=0
failures=0

check() { # check DESCRIPTION COMMAND...: runs the command, reports
  what=$1
  shift
  if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failures=$((failures + 1)); fi
}
