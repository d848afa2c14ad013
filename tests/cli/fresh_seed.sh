#!/bin/sh
# fresh_seed.sh LUNO: without --seed, every command draws its seed from the system and says
# it: two runs of sim, play, check, tournament and serve's `new` get different seeds (a
# small default seed let a bot find the deal by trying seeds against its own hand), and the
# seed printed plays the same game again. With --seed, the seed given is used.
set -eu
luno=$1
fail() { echo "fresh_seed: $*" >&2; exit 1; }
seed_of_sim() { "$luno" sim --games 1 --json --quiet "$@" | sed 's/.*"seed": \([0-9]*\),.*/\1/'; }
a=$(seed_of_sim) b=$(seed_of_sim)
[ "$a" != "$b" ] || fail "two sims drew the same seed $a"
[ "$a" != 1 ] && [ "$b" != 1 ] || fail "a sim used the old default seed 1"
[ "$(seed_of_sim --seed 42)" = 42 ] || fail "sim --seed 42 did not use 42"
t1=$("$luno" sim --games 3 --json --quiet --seed "$a" | sed 's/"elapsed_s".*//')
t2=$("$luno" sim --games 3 --json --quiet --seed "$a" | sed 's/"elapsed_s".*//')
[ "$t1" = "$t2" ] || fail "the printed seed $a did not play the same games again"
seed_of_play() { "$luno" play -c quit | sed -n 's/^New game: .*, seed \([0-9]*\)\. .*/\1/p'; }
p1=$(seed_of_play) p2=$(seed_of_play)
[ -n "$p1" ] && [ "$p1" != "$p2" ] || fail "two plays drew seeds '$p1' and '$p2'"
# a drawn game's `new` draws again; after --seed, `new` goes on to the next seed
s1=$("$luno" play -c "new; quit" | sed -n 's/^New game: .*, seed \([0-9]*\)\. .*/\1/p' | tr '\n' ' ')
set -- $s1
[ "$#" = 2 ] && [ "$1" != "$2" ] || fail "new after a drawn seed went on to the next seed: $s1"
s2=$("$luno" play --seed 7 -c "new; quit" | sed -n 's/^New game: .*, seed \([0-9]*\)\. .*/\1/p' | tr '\n' ' ')
[ "$s2" = "7 8 " ] || fail "new after --seed 7 did not go on to 8: $s2"
c1=$("$luno" check official --games 2 | sed -n 's/.*, seeds \([0-9]*\)\.\..*/\1/p')
c2=$("$luno" check official --games 2 | sed -n 's/.*, seeds \([0-9]*\)\.\..*/\1/p')
[ -n "$c1" ] && [ "$c1" != "$c2" ] || fail "two checks drew seeds '$c1' and '$c2'"
state() { echo '{"cmd":"new","players":2,"bots":["human","random"]}' | "$luno" serve; }
[ "$(state)" != "$(state)" ] || fail "two serve games without a seed dealt the same"
echo "ok: seeds are drawn fresh and printed; --seed is kept"
