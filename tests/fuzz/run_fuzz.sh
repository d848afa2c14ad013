#!/bin/sh
# run_fuzz.sh SOURCE WORK SECONDS [FOLDER PREFIX NAME...]: builds libFuzzer harnesses with
# clang (ASan+UBSan, coverage everywhere) in WORK/build, then fuzzes each one for SECONDS
# from a copy of its corpus. The harnesses are tests/FOLDER's PREFIXNAME with the corpus
# tests/FOLDER/corpus/NAME (default: tests/fuzz's fuzz_ruleset ... fuzz_save). Exit 77
# (CTest: skipped) when clang or libFuzzer is missing. The seed is LUNO_FUZZ_SEED (1 unless
# given), so a run is a prefix of the same sequence on any machine: a slower CI machine tries
# fewer inputs of the sequence a faster one passed; explore with other seeds by hand.
src=$1 work=$2 secs=${3:-6} folder=${4:-fuzz} prefix=${5:-fuzz_}
[ $# -gt 5 ] && shift 5 && names=$* || names="ruleset options apply bot commands save serve shard play"
mkdir -p "$work"
if ! command -v clang >/dev/null 2>&1; then
  echo "skipped: clang is not installed (apt-get install clang libclang-rt-dev)"
  exit 77
fi
echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }' >"$work/probe.c"
if ! clang -fsanitize=fuzzer "$work/probe.c" -o "$work/probe" >/dev/null 2>&1; then
  echo "skipped: clang has no libFuzzer runtime (apt-get install libclang-rt-dev)"
  exit 77
fi
CC=clang cmake -S "$src" -B "$work/build" -DLUNO_FUZZ=ON -DLUNO_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_C_FLAGS=-fsanitize=fuzzer-no-link >"$work/configure.log" 2>&1 || { cat "$work/configure.log"; exit 1; }
targets=""
for n in $names; do targets="$targets $prefix$n"; done
# shellcheck disable=SC2086
cmake --build "$work/build" -j2 --target $targets >"$work/build.log" 2>&1 ||
  { tail -30 "$work/build.log"; exit 1; }
for n in $names; do
  rm -rf "$work/corpus-$n"
  mkdir -p "$work/corpus-$n"
  cp "$src/tests/$folder/corpus/$n/"* "$work/corpus-$n/"
  if ! (cd "$work" && LUNO_PATH="$src/rulesets" ./build/tests/$folder/$prefix$n -max_total_time="$secs" -seed="${LUNO_FUZZ_SEED:-1}" \
        -timeout=20 -rss_limit_mb=4096 -close_fd_mask=3 -print_final_stats=1 "corpus-$n" >"$prefix$n.log" 2>&1); then
    tail -60 "$work/$prefix$n.log"
    echo "$prefix$n failed; the crashing input is in $work (crash-*)"
    exit 1
  fi
  echo "$prefix$n: $(grep -m1 'stat::number_of_executed_units' "$work/$prefix$n.log" | awk '{print $2}') runs, no crash"
done
