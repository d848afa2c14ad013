#!/bin/sh
# run_valgrind.sh SOURCE WORK [LUNO]: a randomized `luno sim --check` (a few hundred games)
# and a `luno check` under valgrind; any error fails. Without LUNO (a sanitizer build,
# which valgrind cannot run) a plain luno is built in WORK first. Exit 77 (CTest:
# skipped) when valgrind is missing.
src=$1 work=$2 luno=$3
if ! command -v valgrind >/dev/null 2>&1; then
  echo "skipped: valgrind is not installed (apt-get install valgrind)"
  exit 77
fi
mkdir -p "$work"
if [ -z "$luno" ]; then
  cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$work/configure.log" 2>&1 &&
    cmake --build "$work/build" -j2 --target luno >"$work/build.log" 2>&1 || { tail -30 "$work/build.log"; exit 1; }
  luno="$work/build/luno"
fi
seed=$(date +%s)
players=$((2 + seed % 9))
echo "seed $seed, $players players"
vg="valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite"
$vg "$luno" sim --check --games 300 --seed "$seed" --players "$players" || exit 1
$vg "$luno" check official --games 60 --seed "$seed" >"$work/check.log" || { cat "$work/check.log"; exit 1; }
echo "valgrind: no errors"
