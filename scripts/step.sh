#!/bin/sh
# step.sh "what" command...: runs one build step and prints one line for it; the command's
# own output is shown only when it fails (then the exit status is the command's).
what=$1
shift
log=$(mktemp)
printf '%s... ' "$what"
if "$@" >"$log" 2>&1; then
  echo "done"
  rm -f "$log"
else
  status=$?
  echo "FAILED"
  cat "$log"
  rm -f "$log"
  exit $status
fi
