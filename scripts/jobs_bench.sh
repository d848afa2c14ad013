#!/bin/sh
# jobs_bench.sh LUNO [GAMES]: how `luno sim` scales with threads: games per second on 1
# thread and on every core, and the speed-up (make bench prints it; target >= 1.8x on 2).
luno=$1 games=${2:-4000}
cores=$(nproc 2>/dev/null || echo 1)
rate() { # rate JOBS: games per second of a run on JOBS threads
  "$luno" sim --rules official --games "$games" --jobs "$1" --quiet --json |
    sed 's/.*"elapsed_s": \([0-9.]*\).*/\1/' | awk -v g="$games" '{ printf "%.0f", g / $1 }'
}
one=$(rate 1)
all=$(rate "$cores")
echo "sim --jobs 1: $one games/s; --jobs $cores: $all games/s; speed-up $(echo "$all $one" | awk '{ printf "%.2f", $1 / $2 }')x ($games games of official)"
